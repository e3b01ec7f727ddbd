// Plays a solver's winning line through the public applyMove: the check every `winnable` verdict must pass.
import { expect } from 'vitest';
import { type Move, type Position, applyMove } from '../../src/index.js';

/** The position after playing `moves` from `position`, each through applyMove. */
export function playMoves(position: Position, moves: readonly Move[]): Position {
  let p = position;
  for (const m of moves) p = applyMove(p, m);
  return p;
}

/** Asserts that `moves` play from `position` to a won game. */
export function expectReplaysToWin(position: Position, moves: readonly Move[]): void {
  expect(playMoves(position, moves).status).toBe('won');
}
