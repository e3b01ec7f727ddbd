// The browser test files share one module cache per worker (vitest.config.ts, isolate: false), so a helper
// module of test/e2e runs once, for the first file that imports it. A harness made at its top level would
// belong to that file alone, and the next file in the same worker would run without one (axe-suite.ts did
// this, and failed only when axe-pages and axe-dialogs happened to share a worker). Only a test file, or a
// function a test file calls, may call useHarness().
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const E2E = new URL('../e2e/', import.meta.url);

/** The lines of a module that call useHarness() outside any function or block (no indentation). */
export function topLevelHarness(source: string): string[] {
  return source.split('\n').filter((line) => /^[^\s/*].*[^.\w]useHarness\(\)/.test(line) && !/\bfunction useHarness\(/.test(line));
}

describe('useHarness in the browser tests', () => {
  it('finds a top-level call and leaves one inside a function', () => {
    expect(topLevelHarness("import x from 'y';\nconst h = useHarness();\n")).toEqual(['const h = useHarness();']);
    expect(topLevelHarness('export function t(): void {\n  h = useHarness();\n}\n')).toEqual([]);
    expect(topLevelHarness('// call useHarness() at the top\n')).toEqual([]);
    expect(topLevelHarness('export function useHarness(): Harness {\n')).toEqual([]);
  });

  it('is never called at the top level of a helper module, only of a test file', () => {
    const helpers = readdirSync(E2E).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(helpers.length).toBeGreaterThan(2);
    for (const file of helpers) expect(topLevelHarness(readFileSync(new URL(file, E2E), 'utf8')), file).toEqual([]);
  });
});
