// Builds small Hamilton positions for the solver's tests: a random Start rank, most cards already
// home, the rest (the top of each foundation's suit) scattered at random over the 7 piles, stock out.
import { type Card, type Position } from '../../src/index.js';
import { hamilton } from '../games/build.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { RANKS } from '../helpers.js';

const SUITS = 'CDHS';

/** A random small Hamilton position with about `left` cards on the piles (seeded, repeatable). */
export function smallHamilton(seed: number, left: number): Position {
  const random = xorshift(seed * 2654435761 + 7);
  const start = random() % 13;
  const heights = [13, 13, 13, 13];
  for (let n = 0; n < left; n++) {
    const f = random() % 4;
    if (heights[f]! > 0) heights[f]!--;
  }
  const piles: Record<string, Card[]> = { stock: [], chooser: [] };
  for (let i = 1; i <= 7; i++) piles[`tableau-${i}`] = [];
  const loose: Card[] = [];
  for (let f = 0; f < 4; f++) {
    const pile: Card[] = [];
    for (let i = 0; i < 13; i++) {
      const card = `${RANKS[(start + i) % 13]}${SUITS[f]}` as Card;
      if (i < heights[f]!) pile.push(card);
      else loose.push(card);
    }
    piles[`foundation-${f + 1}`] = pile;
  }
  for (let j = loose.length - 1; j > 0; j--) {
    const k = random() % (j + 1);
    [loose[j], loose[k]] = [loose[k]!, loose[j]!];
  }
  for (const card of loose) piles[`tableau-${1 + (random() % 7)}`]!.push(card);
  return hamilton(piles, { startRank: RANKS[start]!, turned: 1 });
}
