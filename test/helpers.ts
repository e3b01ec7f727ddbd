// Test helpers: positions built by hand for a game, with every card of the deck accounted for.
import {
  type Card,
  type GameId,
  type Move,
  type Position,
  PatienceError,
  applyMove,
  autoMove,
  deal,
  legalMoves,
  readPosition,
} from '../src/index.js';
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { rulesFor } from '../src/games/registry.js';
import { RANK_CHARS } from '../src/engine/cards.js';

/**
 * `expect(actual).toEqual(expected)` for checks made thousands of times along a walk: node's strict deep
 * equality first, and vitest's far slower comparison (the same assertion, with its report) only when
 * the two differ.
 */
export function expectEqual(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

/** The rank letters from Ace to King, 'A23456789TJQK', read from the engine's own list. */
export const RANKS: string = RANK_CHARS.join('');

/**
 * A checked position of `game` with the given piles; every card of the deck not named goes, in deck
 * order, onto `rest` (a pile id), so the card count is right. Other piles are empty.
 */
export function build(game: GameId, piles: Record<string, string[]>, rest: string, vars: Record<string, unknown> = {}): Position {
  const rules = rulesFor(game);
  const left = [...rules.deck] as string[];
  for (const cards of Object.values(piles)) {
    for (const c of cards) {
      const i = left.indexOf(c);
      if (i < 0) throw new Error(`test helper: ${c} is used more often than the deck holds`);
      left.splice(i, 1);
    }
  }
  const all: Record<string, string[]> = {};
  for (const p of rules.piles) all[p.id] = [];
  Object.assign(all, piles);
  all[rest] = [...(piles[rest] ?? []), ...left];
  return readPosition({ game, piles: all, vars });
}

/** The cards of one suit from Ace up to `rank` (1–13), e.g. run('C', 3) = AC 2C 3C. */
export function run(suit: 'C' | 'D' | 'H' | 'S', upTo: number): Card[] {
  return Array.from({ length: upTo }, (_, i) => `${RANKS[i]}${suit}` as Card);
}

/** The PatienceError `fn` throws; anything else (or nothing) fails the test. */
export function refusal(fn: () => unknown): PatienceError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PatienceError) return e;
    throw new Error(`expected a PatienceError, got ${String(e)}`);
  }
  throw new Error('expected a refusal, but the input was accepted');
}

/** A Hamlet deal and a first move after which a card is safe to send home (searched over deals 1–200). */
export function firstMoveWithAuto(): { dealNumber: number; move: Move } {
  for (let d = 1; d <= 200; d++) {
    const p = deal('hamlet', d);
    if (autoMove(p, 'safe') !== null) continue;
    const move = legalMoves(p).find((m) => autoMove(applyMove(p, m), 'safe') !== null);
    if (move !== undefined) return { dealNumber: d, move };
  }
  throw new Error('no such deal in 1–200');
}
