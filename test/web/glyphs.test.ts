// The corner index's letters and numbers drawn as strokes (glyphs.ts): each inside its box, every letter
// any language's deck prints has one, one glyph per letter, and a letter without one is still set as text.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { STROKE, drawIndex, indexWidth } from '../../src/web/table/glyphs.js';
import { indexSvg } from '../../src/web/table/cards.js';
import { pathBox } from './path-box.js';

const CATALOGUES = new URL('../../src/i18n/messages/cards/', import.meta.url);
/** Every index letter of every language's deck, with the numbers. */
const LETTERS = [
  ...new Set([
    ...'23456789',
    '10',
    ...readdirSync(CATALOGUES).flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(new URL(file, CATALOGUES), 'utf8')) as Record<string, string>)
        .filter(([key]) => key.startsWith('cards.index.'))
        .map(([, letter]) => letter),
    ),
  ]),
];

describe('index glyphs', () => {
  test('every language has its index letters drawn', () => {
    expect(LETTERS).toEqual(expect.arrayContaining(['A', 'K', 'Q', 'J', 'R', 'D', 'V', 'B', 'Т', 'К', 'Д', 'В']));
    for (const letter of LETTERS) expect(indexWidth(letter, 10), letter).not.toBeNull();
  });

  test('each glyph inks inside its box, 10 high, at most a tenth below the baseline', () => {
    for (const letter of LETTERS) {
      const drawn = drawIndex(letter, 0, 0, 10)!;
      const box = pathBox(drawn.d);
      const half = STROKE / 2;
      expect(box.left - half, letter).toBeGreaterThanOrEqual(-1e-9);
      expect(box.right + half, letter).toBeLessThanOrEqual(drawn.width + 1e-9);
      expect(box.top - half, letter).toBeGreaterThanOrEqual(-1e-9);
      expect(box.bottom + half, letter).toBeLessThanOrEqual(11 + 1e-9);
      // Letters stand on the baseline: no glyph ends short of it.
      expect(box.bottom + half, letter).toBeGreaterThanOrEqual(10 - 1e-9);
    }
  });

  test('a glyph scales and moves with its height and place', () => {
    const small = drawIndex('10', 0, 0, 10)!;
    const big = drawIndex('10', 5, 7, 20)!;
    expect(big.width).toBeCloseTo(2 * small.width, 9);
    const a = pathBox(small.d);
    const b = pathBox(big.d);
    expect(b.left).toBeCloseTo(5 + 2 * a.left, 1);
    expect(b.top).toBeCloseTo(7 + 2 * a.top, 1);
  });

  test('letters that differ are drawn differently; Cyrillic К and В are the Latin K and B', () => {
    const shapes = new Map(LETTERS.map((l) => [l, drawIndex(l, 0, 0, 10)!.d]));
    expect(shapes.get('К')).toBe(shapes.get('K'));
    expect(shapes.get('В')).toBe(shapes.get('B'));
    const others = LETTERS.filter((l) => l !== 'К' && l !== 'В');
    expect(new Set(others.map((l) => shapes.get(l))).size).toBe(others.length);
  });

  test('a letter with no glyph is set as text, held to the width of its slot', () => {
    expect(drawIndex('Ж', 0, 0, 10)).toBeNull();
    const down = indexSvg('Ж', 'S', true, false);
    expect(down).toMatch(/<text [^>]*textLength="[\d.]+"[^>]*>Ж<\/text>/);
    expect(down).not.toContain('class="rank"');
    expect(indexSvg('K', 'S', true, false)).not.toContain('<text');
  });
});
