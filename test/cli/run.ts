// Runs the built `patience` bin as a user would, capturing its exit status and both streams.
import { spawnSync } from 'node:child_process';

const BIN = new URL('../../dist/cli/main.js', import.meta.url).pathname;

export function patience(args: string[], input?: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
