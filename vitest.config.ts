// Test layout: unit, rule, golden and property tests under test/; browser tests under test/e2e/.
// Two test files at a time: a browser test spends much of its time waiting on Chromium, so on this 2-core
// machine two side by side take about half the time of one after another (the default would be one).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
