// The function-length check (scripts/check-function-length.mjs): over 120 lines fails unless listed, a
// listed function may not grow, one back within the limit must leave the list, and the list never grows.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFunctionLengths } from '../../scripts/check-function-length.mjs';

const SCRIPT = new URL('../../scripts/check-function-length.mjs', import.meta.url).pathname;

/** A function of exactly `lines` lines (header and closing brace included), written the way `kind` says. */
function fn(kind: 'declaration' | 'arrow' | 'method', name: string, lines: number): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
  if (kind === 'declaration') return `export function ${name}(): void {\n${body}\n}\n`;
  if (kind === 'arrow') return `export const ${name} = (): void => {\n${body}\n};\n`;
  return `export class Box {\n${`  ${name}(): void {\n${body}\n  }`.replace(/\n {2}const/g, '\n    const')}\n}\n`;
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

type Entry = { file: string; function: string; lines: number };

function check(sources: Record<string, string>, functions: Entry[] = []): { code: number | null; err: string } {
  const dir = mkdtempSync(join(tmpdir(), 'patience-lengths-'));
  made.push(dir);
  for (const [file, text] of Object.entries({ ...sources, 'scripts/long-functions.json': JSON.stringify({ functions }) })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  // In this process: the check is the script's own function, which its command prints.
  const r = checkFunctionLengths(dir);
  return { code: r.code, err: r.err };
}

// The list may only hold functions it held when the check came in; these tests use those names.
const GAME = 'src/web/app/game.tsx';
const SEARCH = 'src/solver/core/search.ts';

describe('scripts/check-function-length.mjs', () => {
  it('passes functions of 120 lines, and a listed longer one that has not grown', () => {
    const r = check({ 'src/a.ts': fn('declaration', 'fits', 120), [GAME]: fn('arrow', 'GamePage', 150) }, [
      { file: GAME, function: 'GamePage', lines: 150 },
    ]);
    expect(r).toEqual({ code: 0, err: '' });
  });

  it('is a command: exit 1 with one line per problem and a count, as the function says', () => {
    const sources = { 'src/x/a.ts': fn('declaration', 'tooLong', 121), [GAME]: fn('declaration', 'GamePage', 140) };
    const listed = [{ file: GAME, function: 'GamePage', lines: 130 }];
    const inProcess = check(sources, listed);
    const dir = made.at(-1)!;
    const r = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
    expect({ code: r.status, err: r.stderr }).toEqual(inProcess);
    expect(r.stderr).toMatch(
      /^src\/web\/app\/game\.tsx:1 GamePage grew to 140 lines \(listed at 130\): split it\nsrc\/x\/a\.ts:1 tooLong is 121 lines, over 120: split it\ncheck-function-length: 2 problems\n$/,
    );
    expect(r.stdout).toBe('');
  });

  it.each(['declaration', 'arrow', 'method'] as const)('refuses an unlisted %s of 121 lines', (kind) => {
    const r = check({ 'src/x/a.ts': fn(kind, 'tooLong', 121) });
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${kind === 'method' ? 'Box.tooLong' : 'tooLong'} is 121 lines, over 120`);
  });

  it('refuses a listed function that grew', () => {
    const r = check({ [GAME]: fn('declaration', 'GamePage', 140) }, [{ file: GAME, function: 'GamePage', lines: 130 }]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('GamePage grew to 140 lines (listed at 130)');
  });

  it('refuses a listed function now within the limit, or gone, so the list shrinks', () => {
    const listed = [{ file: SEARCH, function: 'startSearch', lines: 130 }];
    const short = check({ [SEARCH]: fn('declaration', 'startSearch', 100) }, listed);
    expect(short.code).toBe(1);
    expect(short.err).toContain('startSearch is 100 lines now: take it off');
    const gone = check({ [SEARCH]: fn('declaration', 'other', 10) }, listed);
    expect(gone.code).toBe(1);
    expect(gone.err).toContain(`${SEARCH} startSearch: listed in scripts/long-functions.json but not found`);
  });

  it('refuses a function added to the list, which only shrinks', () => {
    const r = check({ [GAME]: fn('declaration', 'Other', 130) }, [{ file: GAME, function: 'Other', lines: 130 }]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${GAME} Other: newly listed in scripts/long-functions.json, which only shrinks`);
  });
});
