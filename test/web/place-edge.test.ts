// A pile's place is drawn at the drawing's size and scaled with the cards (issue 30, item 1: a turned phone
// paints no place again). Its dashed edge is set in the drawing's units, in steps by the card size: about as
// wide on screen as it was when it was drawn at the card's size (2 px), and the same step over a phone's sizes.
import { expect, test } from 'vitest';
import { layout } from '../../src/web/table/index.js';
import { deal } from '../../src/index.js';
import { placeEdge } from '../../src/web/table/render.js';

const onScreen = (cardW: number): number => (parseFloat(placeEdge(cardW)) * cardW) / 100;

test('the edge is 1.2 to 2.6 px wide on screen for cards of every size a table draws', () => {
  for (let w = 30; w <= 260; w++) {
    expect(onScreen(w), `${w} px cards`).toBeGreaterThanOrEqual(1.2);
    expect(onScreen(w), `${w} px cards`).toBeLessThanOrEqual(2.6);
  }
});

test("a phone held upright or sideways keeps its places' edge: each game's cards at both stay in one step", () => {
  for (const game of ['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'] as const) {
    const sizes = [
      [360, 560],
      [390, 700],
      [412, 720],
      [844, 330],
      [915, 340],
    ].map(([w, h]) => layout(deal(game, 7), w!, h!).cardW);
    const steps = new Set(sizes.filter((w) => w < 66).map(placeEdge));
    // Camelot's few large cards on a phone held upright are the exception: its sixteen places change step.
    if (game !== 'camelot')
      expect(
        sizes.every((w) => w < 66),
        `${game}: ${sizes.join(', ')}`,
      ).toBe(true);
    expect(steps.size, `${game}: ${sizes.join(', ')}`).toBe(1);
  }
});
