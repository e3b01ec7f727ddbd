// The one pile-notation codec (links and the command share it): every pile id of every game round-trips,
// the letters are the ones old links used, and anything else is refused.
import { describe, expect, it } from 'vitest';
import { PatienceError, formatPile, listGames, parsePile } from '../../src/index.js';

describe('pile notation', () => {
  it('round-trips every pile id of every game', () => {
    for (const game of listGames()) {
      for (const { id } of game.piles) expect(parsePile(formatPile(id))).toBe(id);
    }
  });

  it('writes the letters links have always carried', () => {
    expect(['stock', 'waste', 'chooser', 'discard', 'foundation-8', 'tableau-32'].map(formatPile)).toEqual([
      's',
      'w',
      'c',
      'd',
      'f8',
      't32',
    ]);
    expect(parsePile('t03')).toBe('tableau-3');
  });

  it('refuses what is not a pile', () => {
    for (const text of ['', 't', 'f', 's1', 'x3', 'T3', 't-3', '__proto__', 'constructor']) expect(parsePile(text)).toBeNull();
    for (const id of ['tableau', 'stock-1', '__proto__', 'toString', '']) expect(() => formatPile(id)).toThrow(PatienceError);
  });
});
