// Builds small Hamlet positions for the solver's tests: most cards already home, the rest (the top
// ranks of each foundation's suit) scattered at random over the 13 piles. Exhaustive search is quick.
import { type Card, type Position, readPosition } from '../../src/index.js';
import { xorshift } from '../../src/engine/zobrist.js';

const RANKS = 'A23456789TJQK';
const SUITS = 'CDHS';

/** A random small Hamlet position with about `left` cards still on the piles (seeded, repeatable). */
export function smallHamlet(seed: number, left: number): Position {
  const random = xorshift(seed * 2654435761 + 1);
  const piles: Record<string, Card[]> = {};
  for (let i = 1; i <= 13; i++) piles[`tableau-${i}`] = [];
  const loose: Card[] = [];
  // Foundation f holds suit f mod 4 from Ace to some height; the cards above it are loose.
  const heights = Array.from({ length: 8 }, () => 13);
  for (let n = 0; n < left; n++) {
    const f = random() % 8;
    if (heights[f]! > 0) heights[f]!--;
  }
  for (let f = 0; f < 8; f++) {
    const suit = SUITS[f % 4]!;
    const pile: Card[] = [];
    for (let r = 0; r < 13; r++) {
      const card = `${RANKS[r]}${suit}` as Card;
      if (r < heights[f]!) pile.push(card);
      else loose.push(card);
    }
    piles[`foundation-${f + 1}`] = pile;
  }
  for (const card of loose) piles[`tableau-${1 + (random() % 13)}`]!.push(card);
  // Shuffle each pile's order too (dealt piles are unordered).
  for (let i = 1; i <= 13; i++) {
    const p = piles[`tableau-${i}`]!;
    for (let j = p.length - 1; j > 0; j--) {
      const k = random() % (j + 1);
      [p[j], p[k]] = [p[k]!, p[j]!];
    }
  }
  return readPosition({ game: 'hamlet', piles, vars: {} });
}
