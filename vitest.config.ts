// Test layout: unit, rule, golden and property tests under test/; browser tests under test/e2e/, a project
// of their own so that their one served build and one Chromium (test/e2e/global-setup.ts) start only when a
// browser test runs.
// Two test files at a time: a browser test spends much of its time waiting on Chromium, so on this 2-core
// machine two side by side take about half the time of one after another (the default would be one). The
// whole run keeps both cores busy (its CPU-seconds are about twice its wall time), so what makes it shorter
// is less CPU: the unit files run in worker threads (cheaper to start than processes: 9% less CPU for the
// engine, game and web unit files, measured twice), each running file after file in one module cache (isolate:
// false: the sources are loaded and compiled once per worker, not once per file; the web app's files 34–39
// CPU-seconds isolated, 18–24 not); the web app's files in a project of their own, since a worker never runs
// two projects' files (vitest's pool): its modules hold a page's state (the settings, storage's failed writes),
// which a web test once handed on to the catalogue's test of storage's reports (a clean-clone run failed); and
// the browser files share their two worker processes
// instead of starting one each (isolate: false), so Playwright's client, the harness and the sources they
// import are loaded once per worker, not once per file (six browser files: 92.9 and 87.6 CPU-seconds isolated, 80.3 not). No browser test
// file mocks modules or changes globals; each connects to the shared Chromium in its own beforeAll.
import { configDefaults, defineConfig } from 'vitest/config';
import { i18nCatalogues } from './scripts/i18n-catalog.mjs';

export default defineConfig({
  // The web app's language chunks (scripts/i18n-catalog.mjs), for the shell's modules that load them.
  plugins: [i18nCatalogues()],
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/e2e/**', 'test/web/**'],
          setupFiles: ['test/i18n/setup.ts'],
          pool: 'threads',
          // No file mocks a module, and every stubbed global is put back after its test (test/lint/shared-modules.test.ts).
          isolate: false,
        },
      },
      // The web app's unit tests, apart from the others: the app's modules keep a page's state (the settings,
      // storage's failed writes, the sounds' gate) from one web test file to the next (seven shuffled orders
      // pass), but no other file may see it.
      {
        extends: true,
        test: { name: 'web', include: ['test/web/**/*.test.ts'], setupFiles: ['test/i18n/setup.ts'], pool: 'threads', isolate: false },
      },
      {
        extends: true,
        test: { name: 'browser', include: ['test/e2e/**/*.test.ts'], globalSetup: ['test/e2e/global-setup.ts'], isolate: false },
      },
    ],
  },
});
