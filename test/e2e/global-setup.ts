// The browser tests' one server and one browser for the whole run (the vitest project "browser" names this
// file in vitest.config.ts): Chromium installed if missing, the app built if stale and served, and Chromium
// launched as a server each test file connects to (see useHarness in browser.ts). Runs only when some
// browser test is queued.
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, HEADLESS_SHELL, ensureHeadlessShell } from '../../scripts/ensure-chromium.mjs';
import { ensureBuilt, serve } from '../../scripts/web-server.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the served build answers, and where the shared Chromium listens. */
    harness: { url: string; wsEndpoint: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureHeadlessShell();
  await ensureBuilt();
  const { server, url } = await serve(0);
  const browser = await chromium.launchServer({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS });
  project.provide('harness', { url, wsEndpoint: browser.wsEndpoint() });
  return async () => {
    await browser.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
}
