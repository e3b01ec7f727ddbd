// Builds Hamlet positions for the tests: by hand (handMadeHamlet), small ones, with most cards already home and the rest (the top
// ranks of each foundation's suit) at random over the 13 piles, so that exhaustive search is quick; and
// scattered ones of any shape a position may have.
import { type Card, type Position, applyMove, deal, legalMoves } from '../../src/index.js';
import { hamlet } from '../games/build.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { RANKS } from '../helpers.js';

const SUITS = 'CDHS';

/**
 * A Hamlet position made by hand: the given piles (tableau-1 first, the others empty) and foundation f
 * holding suit f mod 4 (clubs, diamonds, hearts, spades) from the Ace up to heights[f].
 */
export function handMadeHamlet(tableau: Card[][], heights: number[]): Position {
  const piles: Record<string, Card[]> = {};
  for (let i = 1; i <= 13; i++) piles[`tableau-${i}`] = tableau[i - 1] ?? [];
  heights.forEach((h, f) => {
    piles[`foundation-${f + 1}`] = Array.from({ length: h }, (_, r) => `${RANKS[r]}${SUITS[f % 4]}` as Card);
  });
  return hamlet(piles);
}

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
  return hamlet(piles);
}

/**
 * A random readable Hamlet position of any shape (seeded): foundations of random suits and heights
 * (two at most per suit), the other cards spread over a random number of piles, so that some piles are
 * empty and some tall, to reach the rare cases a dealt game seldom shows.
 */
export function scatteredHamlet(seed: number): Position {
  const random = xorshift(seed * 2654435761 + 7);
  const piles: Record<string, Card[]> = {};
  for (let i = 1; i <= 13; i++) piles[`tableau-${i}`] = [];
  const loose: Card[] = [];
  const perSuit = [0, 0, 0, 0];
  const style = random() % 3;
  for (let f = 0; f < 8; f++) {
    let s = random() % 4;
    while (perSuit[s]! >= 2) s = (s + 1) % 4;
    perSuit[s]!++;
    const height = style === 0 ? random() % 14 : style === 1 ? 13 - (random() % 4) : random() % 3;
    const pile: Card[] = [];
    for (let r = 0; r < 13; r++) {
      const card = `${RANKS[r]}${SUITS[s]}` as Card;
      if (r < height) pile.push(card);
      else loose.push(card);
    }
    piles[`foundation-${f + 1}`] = pile;
  }
  const used = 1 + (random() % 13);
  for (const card of loose) piles[`tableau-${1 + (random() % used)}`]!.push(card);
  for (let i = 1; i <= 13; i++) {
    const p = piles[`tableau-${i}`]!;
    for (let j = p.length - 1; j > 0; j--) {
      const k = random() % (j + 1);
      [p[j], p[k]] = [p[k]!, p[j]!];
    }
  }
  return hamlet(piles);
}

/**
 * A late position of a real deal: `moves` random legal moves from the deal, foundation moves taken four
 * times in five when there are any, seeded by the deal number times `seed` plus the moves (each test file
 * keeps its own seed, so its positions stay its own). Random play strands cards, so many of these are lost.
 */
export function latePosition(dealNumber: number, moves: number, seed: number): Position {
  const random = xorshift(dealNumber * seed + moves);
  let p = deal('hamlet', dealNumber);
  for (let i = 0; i < moves; i++) {
    const all = legalMoves(p);
    if (all.length === 0) break;
    const home = all.filter((m) => m.type === 'move' && m.to.startsWith('foundation'));
    const from = home.length > 0 && random() % 5 !== 0 ? home : all;
    p = applyMove(p, from[random() % from.length]!);
  }
  return p;
}
