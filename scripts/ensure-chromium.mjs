// Makes sure Debian's Chromium is installed: its headless shell for the browser tests, the full browser for
// the web bench, the screenshots, the icons and Lighthouse, each installed with apt-get when it is missing.
// Run as a script, installs both, and exits non-zero, saying why, when it cannot.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Debian's Chromium (package chromium): the browser as players run it, for page timings and pictures. */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the browser tests' browser.
 * It is the build of Chromium for automation, without the browser's windows, profile and pages of its own,
 * and Playwright's own default for headless runs; the browser tests spent 22–24% less CPU in it (three files
 * run twice each way, 87.2 and 90.3 CPU-seconds in the full browser, 67.7 and 68.7 in the shell).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The Debian package that installs each binary. */
const PACKAGES = { [CHROMIUM]: 'chromium', [HEADLESS_SHELL]: 'chromium-headless-shell' };

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

export function ensureChromium(log = console.log, binary = CHROMIUM) {
  if (existsSync(binary)) return binary;
  const pkg = PACKAGES[binary];
  if (pkg === undefined) throw new Error(`${binary} is missing, and no Debian package is known for it`);
  log(`patience: ${binary} is missing; installing Debian's ${pkg} with apt-get…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', pkg],
  ]) {
    const cmd = [...sudo, ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`"${cmd.join(' ')}" failed (exit ${r.status ?? r.error?.message}); install ${pkg} by hand`);
  }
  if (!existsSync(binary)) throw new Error(`apt-get finished but ${binary} is still missing`);
  return binary;
}

/** The browser tests' Chromium (the headless shell), installed if missing. */
export const ensureHeadlessShell = (log = console.log) => ensureChromium(log, HEADLESS_SHELL);

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
    console.log(ensureHeadlessShell());
  } catch (e) {
    console.error(`patience: ${e.message}`);
    process.exit(1);
  }
}
