// Large indices keep every covered card's whole (larger) index in view (issue 25, item 9): with the
// setting, the layout's least step between two face-up cards of a fan is the larger band of metrics.ts,
// in every game, at phone, landscape and desktop sizes, early and late in a game.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type GameRecord, deal, listGames, replay } from '../../src/index.js';
import { layout } from '../../src/web/table/layout.js';
import { INDEX_DOWN, INDEX_RIGHT, LARGE_INDEX, MIN_STRIP_PX } from '../../src/web/table/metrics.js';

const fixture = (game: string): GameRecord =>
  JSON.parse(readFileSync(new URL(`../e2e/fixtures/${game}-long.json`, import.meta.url), 'utf8')) as GameRecord;

describe('large indices in the layout', () => {
  for (const { id: game } of listGames()) {
    test(`${game}: each covered face-up card shows its whole large index`, () => {
      for (const [w, h] of [
        [360, 560],
        [832, 320],
        [1268, 700],
      ] as const) {
        for (const p of [deal(game, 5), replay(fixture(game))]) {
          const normal = layout(p, w, h);
          const l = layout(p, w, h, undefined, { largeIndex: true });
          expect(l.cardW).toBeLessThanOrEqual(normal.cardW);
          for (const pile of l.piles) {
            if (pile.fan === 'stack') continue;
            const cards = l.cards.filter((c) => c.pile === pile.id).sort((a, b) => a.index - b.index);
            for (let i = 1; i < cards.length; i++) {
              if (!cards[i - 1]!.faceUp) continue;
              const step = pile.fan === 'down' ? cards[i]!.y - cards[i - 1]!.y : cards[i]!.x - cards[i - 1]!.x;
              const band = pile.fan === 'down' ? INDEX_DOWN * LARGE_INDEX * l.cardH : INDEX_RIGHT * LARGE_INDEX * l.cardW;
              expect(step, `${game} ${w}×${h} ${pile.id} #${i}`).toBeGreaterThanOrEqual(Math.max(MIN_STRIP_PX, band) - 0.11);
            }
          }
        }
      }
    });
  }
});
