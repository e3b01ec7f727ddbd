// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests, installing it with
// apt-get when it is missing. Exits non-zero, saying why, when it cannot.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium's flags for headless runs on this kind of machine, as root: no sandbox, no GPU, and none of the
 * background connections a closed network refuses (shared by the browser tests, the web bench and the
 * screenshot script).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  log("patience: /usr/bin/chromium is missing; installing Debian's chromium with apt-get…");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
  ]) {
    const cmd = [...sudo, ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`"${cmd.join(' ')}" failed (exit ${r.status ?? r.error?.message}); install chromium by hand`);
  }
  if (!existsSync(CHROMIUM)) throw new Error('apt-get finished but /usr/bin/chromium is still missing');
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (e) {
    console.error(`patience: ${e.message}`);
    process.exit(1);
  }
}
