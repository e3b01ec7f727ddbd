// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests, installing it with
// apt-get when it is missing. Exits non-zero, saying why, when it cannot.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Features Playwright turns off itself (playwright-core's chromiumSwitches.ts, version 1.65): Chromium keeps
 * only the last `--disable-features` it is given, so a list of ours must repeat them.
 */
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * The address bar's pop-up, a page of Chromium's own (chrome://omnibox-popup) that each new window loads
 * ahead in a renderer process of its own: headless, with one window per browser context (each test page), it
 * is never shown, and it cost about a third of the CPU of loading one of the app's pages (measured: ten
 * loads of #/hamlet/7 in fresh contexts, 20.8 s of CPU with it, 13.4 s without).
 */
const UNSEEN = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium's flags for headless runs on this kind of machine, as root: no sandbox, no GPU, none of the
 * background connections a closed network refuses, and none of the browser's own pages a headless window
 * never shows (shared by the browser tests, the web bench and the screenshot script).
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
  `--disable-features=${[...PLAYWRIGHT_DISABLED, ...UNSEEN].join(',')}`,
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
