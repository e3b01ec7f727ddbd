// The library's `hiddenCards`: the fact a front end asks to know whether a fair answer depends on hidden
// cards (issue 25), instead of looking at a game's piles itself.
import { describe, expect, it } from 'vitest';
import { applyMove, deal, hiddenCards, legalMoves } from '../../src/index.js';
import { refusal } from '../helpers.js';

describe('hiddenCards', () => {
  it('is 0 for Hamlet, which deals every card face up', () => {
    for (const n of [1, 301]) expect(hiddenCards(deal('hamlet', n))).toBe(0);
  });

  it('counts the face-down stock of the games that have one', () => {
    for (const game of ['camelot', 'union-square', 'british-constitution'] as const) {
      const p = deal(game, 5);
      expect(p.piles['stock']!.length).toBeGreaterThan(0);
      expect(hiddenCards(p)).toBe(p.piles['stock']!.length);
    }
  });

  it("leaves out Hamilton's declined chooser cards: the player saw them go under the stock", () => {
    let p = deal('hamilton', 12);
    const before = hiddenCards(p);
    p = applyMove(p, { type: 'stock' });
    p = applyMove(p, { type: 'stock' });
    p = applyMove(p, { type: 'stock' });
    // Three turned (one now in view in the chooser), two of them declined under the stock.
    expect(hiddenCards(p)).toBe(p.piles['stock']!.length - 2);
    expect(hiddenCards(p)).toBeLessThan(before);
  });

  it('is 0 once a stock is dealt out', () => {
    let p = deal('union-square', 5);
    while (p.piles['stock']!.length > 0) {
      const stock = legalMoves(p).find((m) => m.type === 'stock');
      expect(stock).toBeDefined();
      p = applyMove(p, stock!);
    }
    expect(hiddenCards(p)).toBe(0);
  });

  it('refuses what is not a position', () => {
    expect(refusal(() => hiddenCards({ game: 'hamlet' } as never)).code).toBeTruthy();
  });
});
