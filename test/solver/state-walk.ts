// One point of a random walk on a game's state, checked for what the state alone decides. The public API
// is written over the same state (src/engine/game.ts: legalMoves decodes the codes the state lists,
// applyMove makes one and writes the result), so comparing a walk with legalMoves or applyMove would
// compare the state with itself. What is checked instead is the state's own bookkeeping, against a state
// read afresh from the position it writes: the key, the moves and the score that make kept up to date
// are those reading gives; make then unmake restores the key and the position; and after one move, the
// position written from the one before (`write(same)`, the way applyMove writes) is the full write.
import { expect } from 'vitest';
import { moveKey } from '../../src/engine/moves.js';
import { type GameState, MAX_MOVES } from '../../src/engine/state.js';
import type { Piles, Vars } from '../../src/engine/types.js';
import { expectEqual } from '../helpers.js';

/** A position as a state writes it. */
export interface Written {
  piles: Piles;
  vars: Vars;
}

const buf = new Int32Array(MAX_MOVES);
const keyOf = (state: GameState): [number, number] => [state.keyLo, state.keyHi];
/** The codes the state lists (none once won, as the engine asks). */
const listOf = (state: GameState): number[] => (state.isWon() ? [] : Array.from(buf.subarray(0, state.moves(buf, 0))));

/** The position the state writes and the codes it lists, unchecked. */
export const here = (state: GameState): { written: Written; codes: number[] } => ({ written: state.write(), codes: listOf(state) });

/**
 * Checks the state where it stands against `open(written)`, a state read afresh from its position: each
 * move listed once; the same key, score, status and moves (compared as moves, in any order); each listed
 * move made then unmade restores the key, and the written position after them all (after each, with
 * `writeEach`). The position and the codes listed.
 */
export function checkHere(
  state: GameState,
  open: (written: Written) => GameState,
  options: {
    /** Called after each listed move is made, before it is unmade. */
    made?: (code: number) => void;
    /** Compare the written position after each move's unmake, not only after the last. */
    writeEach?: boolean;
  } = {},
): { written: Written; codes: number[] } {
  const written = state.write();
  const codes = listOf(state);
  const moves = codes.map((c) => moveKey(state.decode(c)));
  expect(new Set(moves).size, 'each move listed once').toBe(codes.length);
  const fresh = open(written);
  expectEqual(keyOf(state), keyOf(fresh));
  expectEqual(state.score(), fresh.score());
  expectEqual(state.isWon(), fresh.isWon());
  expectEqual(
    moves.sort(),
    listOf(fresh)
      .map((c) => moveKey(fresh.decode(c)))
      .sort(),
  );
  const key = keyOf(state);
  for (const code of codes) {
    state.make(code);
    options.made?.(code);
    state.unmake();
    expectEqual(keyOf(state), key);
    if (options.writeEach === true) expectEqual(state.write(), written);
  }
  expectEqual(state.write(), written);
  return { written, codes };
}

/**
 * Makes `code` in a state that stands on `before`, the position it last wrote (as `checkHere` leaves it),
 * and checks the position written from `before` (each pile the move left alone handed on, as applyMove
 * writes) against the full write.
 */
export function makeChecked(state: GameState, code: number, before: Written): void {
  state.make(code);
  const incremental = state.write(before);
  expectEqual(incremental, state.write());
}
