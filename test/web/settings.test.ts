// Pure tests of the settings (issue 14): reading untrusted stored settings field by field, and the
// left-handed table, which puts the stock and the foundations on the other side and keeps pile 1 on the left.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type GameRecord, deal, listGames, replay } from '../../src/index.js';
import { DEFAULTS, glideMs, readSettings } from '../../src/web/app/settings.js';
import { type Layout, layout, overlap } from '../../src/web/table/layout.js';

describe('settings read from storage', () => {
  test('nothing stored, or not an object: the defaults', () => {
    expect(readSettings(null)).toEqual(DEFAULTS);
    expect(readSettings('dark')).toEqual(DEFAULTS);
    expect(readSettings([1, 2])).toEqual(DEFAULTS);
  });

  test('good fields are kept, bad or unknown ones take their default', () => {
    const s = readSettings({
      autoMoves: 'safe',
      animation: 'sideways',
      cardStyle: 'large-index',
      leftHanded: 'yes',
      showTimer: false,
      extra: 1,
    });
    expect(s).toEqual({ ...DEFAULTS, autoMoves: 'safe', largeIndex: true, showTimer: false });
    expect(s).not.toHaveProperty('extra');
  });

  test('animation speeds: off is still, fast is quicker than normal', () => {
    expect(glideMs('off')).toBe(0);
    expect(glideMs('fast')).toBeGreaterThan(0);
    expect(glideMs('fast')).toBeLessThan(glideMs('normal'));
  });
});

const fixture = (game: string): GameRecord =>
  JSON.parse(readFileSync(new URL(`../e2e/fixtures/${game}-long.json`, import.meta.url), 'utf8')) as GameRecord;

function centreX(l: Layout, kind: string): number {
  const ps = l.piles.filter((p) => p.kind === kind);
  return ps.reduce((s, p) => s + p.rect.x + p.rect.w / 2, 0) / ps.length;
}

/** The tableau's piles in reading order: top to bottom (by row), then left to right. */
const reading = (l: Layout): string[] =>
  l.piles
    .filter((p) => p.kind === 'tableau')
    .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x)
    .map((p) => p.id);

describe('left-handed layout', () => {
  for (const { id: game } of listGames()) {
    for (const [w, h] of [
      [1268, 700],
      [378, 640],
      [832, 250],
    ] as const) {
      test(`${game} at ${w}×${h}: stock and foundations change sides, pile 1 stays on the left`, () => {
        for (const p of [deal(game, 5), replay(fixture(game))]) {
          const l = layout(p, w, h);
          const m = layout(p, w, h, undefined, { leftHanded: true });
          expect(m.leftHanded).toBe(true);
          expect(m.cardW).toBe(l.cardW);
          // The tableau reads in the same order, pile 1 first, as the rules and the status line number it.
          expect(reading(m)).toEqual(reading(l));
          for (const a of l.piles) {
            const b = m.piles.find((x) => x.id === a.id)!;
            expect([b.fan, b.rect.y]).toEqual([a.fan, a.rect.y]);
          }
          for (const d of m.cards) {
            const pile = m.piles.find((x) => x.id === d.pile)!;
            expect(d.x).toBeGreaterThanOrEqual(-0.5);
            expect(d.x + m.cardW).toBeLessThanOrEqual(w + 0.5);
            expect(overlap({ x: d.x, y: d.y, w: m.cardW, h: m.cardH }, pile.zone)).toBeGreaterThan(0);
          }
          // No two piles' rooms overlap.
          for (const a of m.piles) for (const b of m.piles) if (a !== b) expect(overlap(a.zone, b.zone), `${a.id} ${b.id}`).toBe(0);
          // The foundations (and the stock, where there is one) change sides when they were off centre.
          for (const kind of ['foundation', 'stock']) {
            if (!l.piles.some((x) => x.kind === kind)) continue;
            const x = centreX(l, kind);
            if (Math.abs(x - w / 2) > l.cardW) expect(Math.sign(centreX(m, kind) - w / 2), kind).toBe(-Math.sign(x - w / 2));
          }
        }
      });
    }
  }
});
