// The unit and browser projects run their files one after another in a shared module cache (vitest.config.ts, isolate:
// false): a module mocked by one file would stay mocked for the next, and a global stubbed, a clock faked or an
// environment variable set and never put back would leak into whichever file the worker runs next, in an
// order that changes with the run. So no test mocks a module, and a file that stubs globals or the
// environment, or fakes timers, also puts them back.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TEST = fileURLToPath(new URL('..', import.meta.url));

/** What a test source does that would leak into the next file of a shared module cache, one line each. */
export function leaks(source: string): string[] {
  const found: string[] = [];
  if (/\bvi\.(mock|doMock|hoisted)\(/.test(source)) found.push('mocks a module');
  const pairs: [RegExp, RegExp, string][] = [
    [/\bvi\.stubGlobal\(/, /\bvi\.unstubAllGlobals\(/, 'stubs a global and never calls vi.unstubAllGlobals()'],
    [/\bvi\.stubEnv\(/, /\bvi\.unstubAllEnvs\(/, 'stubs the environment and never calls vi.unstubAllEnvs()'],
    [/\bvi\.useFakeTimers\(/, /\bvi\.useRealTimers\(/, 'fakes timers and never calls vi.useRealTimers()'],
  ];
  for (const [does, undoes, what] of pairs) if (does.test(source) && !undoes.test(source)) found.push(what);
  return found;
}

describe('tests that share a module cache', () => {
  it('finds a mock and an unrestored stub, and passes a stub put back', () => {
    expect(leaks("vi.mock('../src/x.js');")).toEqual(['mocks a module']);
    expect(leaks("vi.stubGlobal('fetch', f);")).toEqual(['stubs a global and never calls vi.unstubAllGlobals()']);
    expect(leaks('vi.useFakeTimers();\nvi.stubEnv("A", "1");')).toEqual([
      'stubs the environment and never calls vi.unstubAllEnvs()',
      'fakes timers and never calls vi.useRealTimers()',
    ]);
    expect(leaks("afterEach(() => vi.unstubAllGlobals());\nvi.stubGlobal('fetch', f);")).toEqual([]);
  });

  it('leave nothing behind for the next file', () => {
    const files = readdirSync(TEST, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && f !== join('lint', 'shared-modules.test.ts'),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) =>
      leaks(readFileSync(join(TEST, f), 'utf8')).map((what) => `${relative(TEST, join(TEST, f))}: ${what}`),
    );
    expect(found).toEqual([]);
  });
});
