// A rule for every element (`*`) lives only in a stylesheet without media queries (public/base.css): when a
// window is turned or resized past a breakpoint, the browser looks again at every rule of each sheet whose
// media queries changed their answer, and a rule for every element there restyles the whole page — a
// game's 2,400 card-face elements in one long task on a slow phone (issue 30, item 1).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const WEB = new URL('../../src/web/', import.meta.url).pathname;

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? cssFiles(path) : name.endsWith('.css') ? [path] : [];
  });
}

/** The selectors of a sheet's rules whose last part names no class, id, attribute or element: every element. */
function everyElementSelectors(css: string): string[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [...plain.matchAll(/([^{}@;]+)\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
  return selectors.filter((s) => /(^|[\s>+~])\*$/.test(s) && !/[.#[]|^[a-z]/i.test(s.split(/[\s>+~]+/).at(-2) ?? ''));
}

test('a rule for every element is only in a sheet with no media query', () => {
  const files = cssFiles(WEB);
  expect(files.some((f) => f.endsWith('public/base.css'))).toBe(true);
  for (const file of files) {
    const css = readFileSync(file, 'utf8');
    if (!css.includes('@media')) continue;
    expect(everyElementSelectors(css), file).toEqual([]);
  }
  expect(everyElementSelectors(readFileSync(join(WEB, 'public/base.css'), 'utf8'))).toEqual(['*']);
});
