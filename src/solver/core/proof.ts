// Owns proofs of loss: a certificate that a position cannot be won, made by an exhaustive search and
// checked by a separate, plain walk that trusts neither the search's bookkeeping (restarts, its table,
// Tarjan's components) nor its choice of moves.
//
// A proof is a set of position keys, every one claimed lost. It holds when the set is closed: the root is
// in it, and from every position in it that is not a dead end, the forced move (when the game has one
// there) or else every legal move of the rules leads to a position in the set, and no position in it is
// won. Then no line from the root ever leaves the set, so none reaches a win. The checker walks every
// position reachable that way from the root and checks each against the set; what it trusts is the
// game's rules, its forced moves (each game's argument that a forced move never turns a win into a loss)
// and its dead-end test (each game's argument that such a position is lost), all tested on their own.
// Keys are the game state's 64-bit keys folded to 53 bits: two positions sharing one could hide a line
// from the walk, a chance of about n² / 2⁵⁴ for n positions.
import { type GameRules, type Position, MAX_MOVES } from '../../engine/index.js';
import { search } from './search.js';
import { HamletSearch } from './hamlet.js';
import { stateFor } from './solve.js';

/** A proof that a position cannot be won: the keys of a closed set of lost positions (see above). */
export interface LossProof {
  game: string;
  /** The keys of the positions of the set, ascending. */
  lost: number[];
  /**
   * Hamlet: the budget of the relaxed game's search (`HamletRuns`) that the dead-end test also tries at
   * the first position it finds no dead end in (`HamletSearch.useRunsTest`); the checker runs that test
   * itself with the same budget.
   */
  relaxed?: number;
}

/** Turns on the relaxed game's test of `HamletSearch.useRunsTest` with `budget`, when the state has it; true when it did. */
function useRelaxed(state: unknown, budget: number | undefined): boolean {
  if (budget === undefined || budget <= 0 || !(state instanceof HamletSearch)) return false;
  state.useRunsTest(budget);
  return true;
}

/** What `checkLossProof` found: whether the proof holds, how many positions the walk checked, and why not. */
export interface ProofCheck {
  ok: boolean;
  positions: number;
  reason?: string;
}

/** A state's key as one number: the low half and 21 bits of the high half. */
function keyOf(state: { keyLo: number; keyHi: number }): number {
  return (state.keyHi & 0x1fffff) * 4294967296 + (state.keyLo >>> 0);
}

/**
 * A proof that `position` cannot be won, or null when the search finds a win or a limit comes first. The
 * search tries every legal move (not only the solver's chosen ones), with the game's forced moves and dead
 * ends, and without restarts; each position it proves lost joins the set. `limits.relaxed` (Hamlet) also
 * tries the relaxed game's test with that budget (see `LossProof.relaxed`).
 */
export function proveLoss(
  rules: GameRules,
  position: Position,
  limits: { nodeLimit?: number; timeLimitMs?: number; relaxed?: number } = {},
): LossProof | null {
  const state = stateFor(rules, position);
  const relaxed = useRelaxed(state, limits.relaxed);
  state.searchMoves = (buf, start) => state.moves(buf, start);
  const lost = new Set<number>();
  const r = search(state, {
    restarts: false,
    nodeLimit: limits.nodeLimit ?? 10_000_000,
    timeLimitMs: limits.timeLimitMs ?? 60_000,
    onProved: (keyLo, keyHi) => lost.add(keyOf({ keyLo, keyHi })),
  });
  if (r.verdict !== 'unwinnable') return null;
  const proof: LossProof = { game: rules.id, lost: [...lost].sort((a, b) => a - b) };
  if (relaxed) proof.relaxed = limits.relaxed;
  return proof;
}

/**
 * Checks a proof of loss for `position` (see the module's note): walks every position reachable from it
 * by the forced move where there is one, else every legal move, stopping at dead ends, and requires each
 * to be in the proof's set and none won. Never trusts the proof beyond its set of keys.
 */
export function checkLossProof(rules: GameRules, position: Position, proof: LossProof): ProofCheck {
  if (proof.game !== rules.id) return { ok: false, positions: 0, reason: `a proof for ${proof.game}, not ${rules.id}` };
  const lost = new Set(proof.lost);
  const state = stateFor(rules, position);
  useRelaxed(state, proof.relaxed);
  const seen = new Set<number>();
  // The walk's stack: per depth, the moves still to try from that position.
  const stack: number[][] = [];
  const buf = new Int32Array(MAX_MOVES);
  /** Looks at the position now: false when it breaks the proof; pushes its moves when there are any to follow. */
  const visit = (): string | null => {
    const key = keyOf(state);
    if (seen.has(key)) return null;
    seen.add(key);
    if (!lost.has(key)) return 'a reachable position is not in the set';
    if (state.isWon()) return 'a position in the set is won';
    if (state.deadEnd()) {
      stack.push([]);
      return null;
    }
    const forced = state.forcedMove();
    if (forced >= 0) stack.push([forced]);
    else stack.push(Array.from(buf.subarray(0, state.moves(buf, 0))));
    return null;
  };
  let reason = visit();
  while (reason === null && stack.length > 0) {
    const todo = stack[stack.length - 1]!;
    const m = todo.pop();
    if (m === undefined) {
      stack.pop();
      if (stack.length > 0) state.unmake();
      continue;
    }
    state.make(m);
    const depth = stack.length;
    reason = visit();
    // Already seen: nothing pushed, so take the move back at once.
    if (stack.length === depth) state.unmake();
  }
  return reason === null ? { ok: true, positions: seen.size } : { ok: false, positions: seen.size, reason };
}
