// The order a deal's faces are drawn in (issue 30, item 1): a few per task so that no task runs long on a slow
// phone, the most seen first, so the cards a player reads first are drawn first: each pile's top card, whole
// on the table, then the rest from the highest down.
import { expect, test } from 'vitest';
import { deal } from '../../src/index.js';
import { layout } from '../../src/web/table/index.js';
import { paintOrder } from '../../src/web/table/render.js';

test.each(['hamlet', 'union-square', 'british-constitution'] as const)(
  '%s: the top card of every pile first, then the highest down',
  (game) => {
    const l = layout(deal(game, 7), 412, 700);
    const order = paintOrder(
      l.cards.map((spot) => ({ spot })),
      l.cards,
    ).map((c) => c.spot);
    expect(new Set(order)).toEqual(new Set(l.cards));
    const piles = new Set(l.cards.map((c) => c.pile));
    const tops = order.slice(0, piles.size);
    // One card per pile, each the last of its pile.
    expect(new Set(tops.map((c) => c.pile))).toEqual(piles);
    for (const c of tops) expect(c.index, c.pile).toBe(Math.max(...l.cards.filter((o) => o.pile === c.pile).map((o) => o.index)));
    const rest = order.slice(piles.size);
    for (let i = 1; i < rest.length; i++) expect(rest[i - 1]!.z).toBeGreaterThan(rest[i]!.z);
  },
);

test('only the cards asked for, ranked by the whole layout: a covered card is not a top card', () => {
  const l = layout(deal('hamlet', 7), 412, 700);
  const pile = l.cards.filter((c) => c.pile === 'tableau-1');
  const [bottom, top] = [pile[0]!, pile.at(-1)!];
  const order = paintOrder([{ spot: bottom }, { spot: top }], l.cards).map((c) => c.spot);
  expect(order).toEqual([top, bottom]);
  // Given the bottom card and one of another pile higher on the table, the higher one comes first.
  const other = l.cards.filter((c) => c.pile === 'tableau-13')[2]!;
  expect(paintOrder([{ spot: bottom }, { spot: other }], l.cards).map((c) => c.spot)).toEqual([other, bottom]);
});
