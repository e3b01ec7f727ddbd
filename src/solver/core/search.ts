// Owns the search: depth-first over a game's compact state with make/unmake, a transposition table of
// visited keys, forced safe moves, dead-end cuts, node/time/memory limits, and randomised restarts.
import type { Move } from '../../engine/index.js';
import { FULL, KeySet, PRESENT } from './table.js';
import { xorshift } from './zobrist.js';

/** Moves are small integers the state itself encodes and decodes. */
export const MAX_MOVES = 512;

/**
 * A game's mutable position for the search. Every state must satisfy:
 * - `make(m)` then `unmake()` restores the exact state (and key);
 * - the key is a function of the position up to moves that cannot change the outcome (symmetries);
 * - `moves(buf, false)` may leave out a move only when another listed move leads to a position with the
 *   same key; `moves(buf, true)` lists exactly the engine's legal moves (checked by tests).
 */
export interface SolverState {
  keyLo: number;
  keyHi: number;
  isWon(): boolean;
  /** Writes moves into `buf` from `start`, best first; returns how many. */
  moves(buf: Int32Array, start: number, complete: boolean): number;
  make(move: number): void;
  unmake(): void;
  /** The engine move for an encoded move of the current state. */
  publicMove(move: number): Move;
  /** A move that provably cannot turn a winnable position into a lost one, or -1. */
  forcedMove(): number;
  /** True only when the position provably cannot be won. */
  deadEnd(): boolean;
}

export interface SearchOptions {
  /** Stop after this many nodes in all (default: no limit). */
  nodeLimit?: number;
  /** Stop after this many milliseconds (default 10,000). */
  timeLimitMs?: number;
  /** Play forced safe moves (default true). Off only to test that they never change a verdict. */
  forced?: boolean;
  /** Cut provable dead ends (default true). Off only to test that the cut never changes a verdict. */
  deadEnds?: boolean;
  /** Randomised restarts with growing budgets before the final exhaustive run (default true). */
  restarts?: boolean;
  /** Most positions remembered (default 8,000,000; the table then takes at most 128 MB, 8 bytes a slot at up to 3/4 load); beyond it the verdict is unknown. */
  maxPositions?: number;
  /** Seed of the move-order jitter of restarts. */
  seed?: number;
  /** Clock in milliseconds (default Date.now). */
  now?: () => number;
}

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';

export interface SearchResult {
  verdict: Verdict;
  /** Encoded moves from the root, when winnable. */
  path?: number[];
  nodes: number;
}

const FIRST_BUDGET = 20_000;

/**
 * Searches from the state's current position. `unwinnable` only when one run explored every position
 * reachable (up to forced moves and dead-end cuts, each sound) without a limit being reached.
 */
export function search(state: SolverState, options: SearchOptions = {}): SearchResult {
  const now = options.now ?? Date.now;
  const deadline = now() + (options.timeLimitMs ?? 10_000);
  const nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
  const useForced = options.forced ?? true;
  const useDeadEnds = options.deadEnds ?? true;
  const table = new KeySet(options.maxPositions ?? 8_000_000);
  const rng = xorshift(options.seed ?? 0x5eed);

  let nodes = 0;
  let winDepth = 0;
  let budget = 0;
  let jitter = false;
  /** Why the current run stopped early: 0 not stopped, 1 budget of this run, 2 a hard limit. */
  let stopped = 0;

  // Depth-first search with an explicit stack (winning lines can be thousands of moves deep).
  // Per depth: where its moves start in `buf`, how many, and which one is being tried.
  let buf = new Int32Array(1 << 16);
  let first = new Int32Array(1024);
  let count = new Int32Array(1024);
  let next = new Int32Array(1024);
  let path = new Int32Array(1024);

  /** Enters the current position at `depth`: 1 won, 0 expand it, −1 nothing to try here. */
  const enter = (depth: number): number => {
    if (state.isWon()) return 1;
    nodes++;
    if (nodes >= budget) {
      stopped = nodes >= nodeLimit ? 2 : 1;
      return -1;
    }
    if ((nodes & 1023) === 0 && now() >= deadline) {
      stopped = 2;
      return -1;
    }
    const seen = table.insert(state.keyLo, state.keyHi);
    // A key seen before is either fully explored without a win (this run would have stopped) or on
    // the current path (a cycle): in both cases a win through it is found, or not, from there.
    if (seen === PRESENT) return -1;
    if (seen === FULL) {
      stopped = 2;
      return -1;
    }
    if (useDeadEnds && state.deadEnd()) return -1;
    if (depth + 1 >= path.length) {
      const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      first = grow(first);
      count = grow(count);
      next = grow(next);
      path = grow(path);
    }
    const start = depth === 0 ? 0 : first[depth - 1]! + count[depth - 1]!;
    if (start + MAX_MOVES > buf.length) {
      const b = new Int32Array(buf.length * 2);
      b.set(buf);
      buf = b;
    }
    first[depth] = start;
    next[depth] = 0;
    const f = useForced ? state.forcedMove() : -1;
    if (f >= 0) {
      // Only the forced move is tried from here (see the state's argument for why that is safe).
      buf[start] = f;
      count[depth] = 1;
      return 0;
    }
    const n = state.moves(buf, start, false);
    count[depth] = n;
    if (jitter) {
      // Light shuffle that keeps the heuristic order roughly: swap neighbours at random.
      for (let i = start + n - 1; i > start; i--) {
        if ((rng() & 3) === 0) {
          const t = buf[i]!;
          buf[i] = buf[i - 1]!;
          buf[i - 1] = t;
        }
      }
    }
    return 0;
  };

  /** One run from the root; the state is back at the root afterwards. True when a win was found. */
  const runOnce = (): boolean => {
    let r = enter(0);
    if (r === 1) {
      winDepth = 0;
      return true;
    }
    if (r < 0) return false;
    let depth = 0;
    for (;;) {
      if (next[depth]! >= count[depth]! || stopped !== 0) {
        // Done here: go back up.
        if (depth === 0) return false;
        depth--;
        state.unmake();
        continue;
      }
      const m = buf[first[depth]! + next[depth]!]!;
      next[depth]!++;
      path[depth] = m;
      state.make(m);
      r = enter(depth + 1);
      if (r === 1) {
        winDepth = depth + 1;
        for (let i = 0; i <= depth; i++) state.unmake();
        return true;
      }
      if (r < 0) {
        state.unmake();
        continue;
      }
      depth++;
    }
  };

  let runBudget = FIRST_BUDGET;
  let run = 0;
  for (;;) {
    const last = !(options.restarts ?? true) || run >= 30;
    budget = last ? nodeLimit : Math.min(nodeLimit, nodes + runBudget);
    jitter = run > 0;
    stopped = 0;
    if (run > 0) table.clear();
    if (runOnce()) return { verdict: 'winnable', path: Array.from(path.subarray(0, winDepth)), nodes };
    if (stopped === 0) return { verdict: 'unwinnable', nodes };
    if (stopped === 2 || last) return { verdict: 'unknown', nodes };
    run++;
    runBudget *= 2;
  }
}
