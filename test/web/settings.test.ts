// Pure tests of the settings (issue 14): reading untrusted stored settings field by field, and the
// left-handed table, which mirrors every pile's place while each fan still opens the usual way.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type GameRecord, deal, listGames, replay } from '../../src/index.js';
import { DEFAULTS, glideMs, readSettings } from '../../src/web/app/settings.js';
import { type Layout, layout, mirrored, overlap } from '../../src/web/table/layout.js';

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
    expect(s).toEqual({ ...DEFAULTS, autoMoves: 'safe', cardStyle: 'large-index', showTimer: false });
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

describe('left-handed layout', () => {
  for (const { id: game } of listGames()) {
    for (const [w, h] of [
      [1268, 700],
      [378, 640],
    ] as const) {
      test(`${game} at ${w}×${h}: mirrored places, fans as usual`, () => {
        for (const p of [deal(game, 5), replay(fixture(game))]) {
          const l = layout(p, w, h);
          const m = mirrored(l);
          expect(m.cardW).toBe(l.cardW);
          for (const [i, a] of l.piles.entries()) {
            const b = m.piles[i]!;
            expect(b.id).toBe(a.id);
            // The pile's room is the mirror image of its room; its fan opens the same way.
            expect(b.zone.x).toBeCloseTo(w - a.zone.x - a.zone.w, 0);
            expect(b.zone.w).toBe(a.zone.w);
            expect(b.fan).toBe(a.fan);
            expect(b.rect.y).toBe(a.rect.y);
          }
          for (const [i, c] of l.cards.entries()) {
            const d = m.cards[i]!;
            const pile = m.piles.find((x) => x.id === d.pile)!;
            // Each card keeps its place in its fan: the same offset from its pile's first card.
            const before = l.piles.find((x) => x.id === c.pile)!;
            expect(d.x - pile.rect.x).toBeCloseTo(c.x - before.rect.x, 0);
            expect(d.y).toBe(c.y);
            // Still inside the box, and inside its pile's room.
            expect(d.x).toBeGreaterThanOrEqual(-0.5);
            expect(d.x + m.cardW).toBeLessThanOrEqual(w + 0.5);
            expect(overlap({ x: d.x, y: d.y, w: m.cardW, h: m.cardH }, pile.zone)).toBeGreaterThan(0);
          }
          // No two piles' rooms overlap after mirroring when they did not before.
          for (const a of m.piles)
            for (const b of m.piles) {
              if (a === b) continue;
              const before = overlap(l.piles.find((p) => p.id === a.id)!.zone, l.piles.find((p) => p.id === b.id)!.zone);
              expect(overlap(a.zone, b.zone)).toBeCloseTo(before, 0);
            }
          // The foundations (and the stock, where there is one) change sides when they were off centre.
          for (const kind of ['foundation', 'stock']) {
            if (!l.piles.some((p) => p.kind === kind)) continue;
            const x = centreX(l, kind);
            if (Math.abs(x - w / 2) > l.cardW) expect(Math.sign(centreX(m, kind) - w / 2)).toBe(-Math.sign(x - w / 2));
          }
        }
      });
    }
  }
});
