// Runs the built `patience` bin as a user would, capturing its exit status and both streams.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

const BIN = new URL('../../dist/cli/main.js', import.meta.url).pathname;
// In English whatever the machine's locale (the tests of other languages set LANG or --lang themselves).
const ENV = { ...process.env, NO_COLOR: '', FORCE_COLOR: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8' };

export function patience(args: string[], input?: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: 'utf8',
    env: { ...ENV, ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Where the command's standard input comes from and its standard output goes, beyond plain pipes. */
export interface Streams {
  /** Text piped in, or a file (such as /dev/zero) opened as standard input. */
  input?: string | { file: string };
  /** `closed`: a pipe whose reader has gone (`| true`); `full`: /dev/full, every write fails. */
  output?: 'pipe' | 'closed' | 'full';
}

/** Like `patience`, without blocking the test process, so several runs can go side by side. */
export function patienceAsync(args: string[], streams: Streams = {}): Promise<{ code: number | null; out: string; err: string }> {
  const fds: number[] = [];
  const open = (file: string, flags: string): number => {
    fds.push(openSync(file, flags));
    return fds[fds.length - 1]!;
  };
  const input = streams.input;
  const stdin = typeof input === 'object' ? open(input.file, 'r') : 'pipe';
  const stdout = streams.output === 'full' ? open('/dev/full', 'w') : 'pipe';
  // Killed after a minute, so a command that never ends fails its test and leaves nothing running.
  const child = spawn(process.execPath, [BIN, ...args], { stdio: [stdin, stdout, 'pipe'], env: ENV, timeout: 60_000 });
  let out = '';
  let err = '';
  if (streams.output === 'closed') child.stdout!.destroy();
  else child.stdout?.setEncoding('utf8').on('data', (s: string) => (out += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (err += s));
  if (typeof input === 'string') child.stdin!.end(input);
  else if (input === undefined) child.stdin!.end();
  child.stdin?.on('error', () => {}); // a command that stops reading early
  for (const fd of fds) closeSync(fd);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}
