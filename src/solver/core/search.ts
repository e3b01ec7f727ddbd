// Owns the search: depth-first over a game's compact state with make/unmake, a transposition table of
// visited keys that also keeps positions proved lost, forced safe moves, dead-end cuts, node/time/memory
// limits, and randomised restarts.
import { type GameState, MAX_MOVES, xorshift } from '../../engine/index.js';
import { FULL, NEW, PositionTable, PROVED } from './table.js';

/** Moves are small integers the state itself encodes and decodes (room for one position's: MAX_MOVES). */
export { MAX_MOVES };

/**
 * A game's state with the search's knowledge added (the rules themselves are the game's `GameState`):
 * - `searchMoves` may leave out a legal move only when another listed move leads to a position with the
 *   same key, or when the state argues that no shortest win starts with it (then every winnable position
 *   still has a shortest win through listed moves, and by induction on its length the search finds a
 *   win); it lists moves best first;
 * - a forced move must keep a winnable position winnable with a strictly shorter shortest win;
 * - the key (the game state's) is a function of the position up to moves that cannot change the outcome.
 */
export interface SolverState extends GameState {
  /** Writes the moves the search tries into `buf` from `start`, best first; returns how many. */
  searchMoves(buf: Int32Array, start: number): number;
  /** A move that provably cannot turn a winnable position into a lost one, or -1. */
  forcedMove(): number;
  /** True only when the position provably cannot be won. */
  deadEnd(): boolean;
  /** Unit of the restarts' node budgets for this game, when it differs from the default 10,000 (see `luby`). */
  readonly restartUnit?: number;
  /** Chance that a restart's jitter swaps two neighbouring moves, when it differs from the default 1/4 (see `startSearch`). */
  readonly swapChance?: number;
}

/** What the search itself calls on a state; a full `SolverState` also writes, explains and notes. */
export type SearchState = Pick<
  SolverState,
  | 'keyLo'
  | 'keyHi'
  | 'isWon'
  | 'moves'
  | 'make'
  | 'unmake'
  | 'decode'
  | 'searchMoves'
  | 'forcedMove'
  | 'deadEnd'
  | 'restartUnit'
  | 'swapChance'
>;

export interface SearchOptions {
  /** Stop after this many nodes in all (default: no limit). */
  nodeLimit?: number;
  /** Stop after this many milliseconds (default 10,000). */
  timeLimitMs?: number;
  /** Play forced safe moves (default true). Off only to test that they never change a verdict. */
  forced?: boolean;
  /** Cut provable dead ends (default true). Off only to test that the cut never changes a verdict. */
  deadEnds?: boolean;
  /** Randomised restarts with budgets in Luby's sequence, keeping what earlier runs proved (default true). */
  restarts?: boolean;
  /** Most positions remembered (default 8,000,000; the table then takes at most 192 MB, 12 bytes a slot at up to 3/4 load); beyond it the verdict is unknown. */
  maxPositions?: number;
  /** Unit of the runs' node budgets when restarting (default the state's `restartUnit`, else 10,000); tests make it tiny to force many runs. */
  firstBudget?: number;
  /** Called with the key of each position as it is proved lost (tests check every proof). */
  onProved?: (keyLo: number, keyHi: number) => void;
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

/** Stamps are 32-bit node counts (PROVED is the largest), so a search stops short of wrapping them. */
const MAX_NODES = PROVED - 1;

/**
 * Searches from the state's current position. Positions proved lost are kept across restarts, and
 * `unwinnable` comes as soon as the root is proved lost.
 *
 * Why a mark is sound. Each run is a depth-first search that stamps every position it enters with the
 * node count at entry (its index, rising along the path) and keeps Tarjan's low-link: the smallest index
 * of a position of this run, not yet proved, that its subtree ran into. A position whose subtree was
 * finished (no win, no limit reached) with low-link equal to its own index is the root of a strongly
 * connected component of the move graph under the search's moves (forced moves and dead-end cuts
 * included), and every position of that component was entered after it and is not yet proved. Every
 * move out of that component leads to a position proved lost before (a component finished earlier, or a
 * dead end), so no position of the component reaches a win: all are proved lost, for good, and later
 * runs cut there. A position finished with a smaller low-link reached a position still open (on the path,
 * or in a component whose root is on the path), whose other moves may not be explored yet: it proves
 * nothing until that root finishes. Forced moves keep this sound, since a forced move never turns a
 * winnable position into a lost one; dead ends are lost by their own argument. A run stopped by its
 * budget marks nothing after the stop; entries it left unproved are stale for the next run (stamps below
 * the new run's first index), which enters them afresh. Tested: verdicts agree with restarts and the
 * marks on or off, and with a plain search, on small positions with cycles.
 */
export function search(state: SearchState, options: SearchOptions = {}): SearchResult {
  return startSearch(state, options)(options.timeLimitMs ?? 10_000, options.nodeLimit ?? Number.POSITIVE_INFINITY);
}

/**
 * Searches for a while, then stops with `unknown` to let something else run; called again, it goes on
 * where it stopped (in the middle of a run: a pause is no restart), with every proof and the restart
 * schedule kept. `nodes` counts this slice's nodes. `restarts: false` ends restarting for good: the run
 * in progress goes on without a budget, so a loss that needs one long run is proved there.
 */
export type SearchSlice = (timeLimitMs: number, nodeLimit?: number, restarts?: boolean) => SearchResult;

/**
 * A search from the state's current position run in slices (`options.timeLimitMs` and `nodeLimit` are
 * ignored: each slice brings its own). Between slices the state is back at that position.
 */
export function startSearch(state: SearchState, options: SearchOptions = {}): SearchSlice {
  const now = options.now ?? Date.now;
  let deadline = 0;
  let nodeLimit = 0;
  const useForced = options.forced ?? true;
  const useDeadEnds = options.deadEnds ?? true;
  const useRestarts = options.restarts ?? true;
  const table = new PositionTable(options.maxPositions ?? 8_000_000);
  const rng = xorshift(options.seed ?? 0x5eed);
  const onProved = options.onProved;
  /** A restart's jitter swaps a pair of neighbouring moves when the generator's 32-bit number is below this. */
  const swapBelow = Math.floor((state.swapChance ?? 0.25) * 2 ** 32);

  let nodes = 0;
  let winDepth = 0;
  let budget = 0;
  let jitter = false;
  /** Index of this run's first position: lower stamps (not PROVED) are an earlier run's, so stale. */
  let runStart = 0;
  /** Why the current run stopped early: 0 not stopped, 1 budget of this run, 2 a hard limit. */
  let stopped = 0;

  // Depth-first search with an explicit stack (winning lines can be thousands of moves deep).
  // Per depth: where its moves start in `buf`, how many, which one is being tried, the position's index,
  // low-link and place on the component stack.
  let buf = new Int32Array(1 << 16);
  let first = new Int32Array(1024);
  let count = new Int32Array(1024);
  let next = new Int32Array(1024);
  let path = new Int32Array(1024);
  let index = new Float64Array(1024);
  let low = new Float64Array(1024);
  let base = new Int32Array(1024);
  // Tarjan's stack of positions entered and not yet proved or abandoned: keys and last known slots.
  let openLo = new Int32Array(1024);
  let openHi = new Int32Array(1024);
  let openSlot = new Int32Array(1024);
  let openTop = 0;

  const growI = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
    const b = new Int32Array(a.length * 2);
    b.set(a);
    return b;
  };
  const growF = (a: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> => {
    const b = new Float64Array(a.length * 2);
    b.set(a);
    return b;
  };

  /** Enters the current position at `depth`: 1 won, 0 expand it, −1 nothing to try here, −2 a limit came first (not looked at). */
  const enter = (depth: number): number => {
    if (state.isWon()) return 1;
    nodes++;
    if (nodes >= budget) {
      stopped = nodes >= nodeLimit ? 2 : 1;
      return -2;
    }
    if ((nodes & 1023) === 0 && now() >= deadline) {
      stopped = 2;
      return -2;
    }
    const seen = table.visit(state.keyLo, state.keyHi, nodes, runStart);
    if (seen === FULL) {
      stopped = 2;
      return -2;
    }
    if (seen !== NEW) {
      // Proved lost: nothing to learn. Otherwise entered earlier in this run and still open: the parent
      // reaches that open position, which bounds its low-link.
      if (seen !== PROVED && seen < low[depth - 1]!) low[depth - 1] = seen;
      return -1;
    }
    if (useDeadEnds && state.deadEnd()) {
      table.prove(state.keyLo, state.keyHi, table.lastSlot);
      if (onProved) onProved(state.keyLo, state.keyHi);
      return -1;
    }
    if (depth + 1 >= path.length) {
      first = growI(first);
      count = growI(count);
      next = growI(next);
      path = growI(path);
      base = growI(base);
      index = growF(index);
      low = growF(low);
    }
    if (openTop === openLo.length) {
      openLo = growI(openLo);
      openHi = growI(openHi);
      openSlot = growI(openSlot);
    }
    index[depth] = nodes;
    low[depth] = nodes;
    base[depth] = openTop;
    openLo[openTop] = state.keyLo;
    openHi[openTop] = state.keyHi;
    openSlot[openTop] = table.lastSlot;
    openTop++;
    const start = depth === 0 ? 0 : first[depth - 1]! + count[depth - 1]!;
    if (start + MAX_MOVES > buf.length) buf = growI(buf);
    first[depth] = start;
    next[depth] = 0;
    const f = useForced ? state.forcedMove() : -1;
    if (f >= 0) {
      // Only the forced move is tried from here (see the state's argument for why that is safe).
      buf[start] = f;
      count[depth] = 1;
      return 0;
    }
    const n = state.searchMoves(buf, start);
    count[depth] = n;
    if (jitter) {
      // A shuffle that keeps the heuristic order roughly: from the end, swap neighbours at random (so a
      // move may travel several places up, the farther the less likely).
      for (let i = start + n - 1; i > start; i--) {
        if (rng() < swapBelow) {
          const t = buf[i]!;
          buf[i] = buf[i - 1]!;
          buf[i - 1] = t;
        }
      }
    }
    return 0;
  };

  /** Leaves the position at `depth`, its moves all tried: proves its component when it is the root. */
  const leave = (depth: number): void => {
    if (stopped !== 0) return;
    const l = low[depth]!;
    if (l === index[depth]) {
      const b = base[depth]!;
      for (let i = openTop - 1; i >= b; i--) {
        table.prove(openLo[i]!, openHi[i]!, openSlot[i]!);
        if (onProved) onProved(openLo[i]!, openHi[i]!);
      }
      openTop = b;
    } else if (depth > 0 && l < low[depth - 1]!) {
      low[depth - 1] = l;
    }
  };

  /**
   * Depth of the run in progress when a slice paused it (its path, moves and Tarjan's bookkeeping all
   * kept), or −1 when the next run starts afresh. A pause is no restart: nothing the run had learned is
   * dropped, so a proof that needs one long run (a big strongly connected component) is never lost to a
   * slice's end.
   */
  let pausedAt = -1;

  /**
   * One run from the root, or the paused run resumed; the state is back at the root afterwards. True
   * when a win was found. A run cut by its own budget (a restart) ends; one cut by the slice's limits
   * pauses at its current position, to go on there in the next slice.
   */
  const runOnce = (): boolean => {
    let depth: number;
    let r: number;
    if (pausedAt >= 0) {
      // Walk the kept path back down: the bookkeeping of every depth is as the pause left it.
      depth = pausedAt;
      pausedAt = -1;
      for (let i = 0; i < depth; i++) state.make(path[i]!);
    } else {
      openTop = 0;
      runStart = nodes + 1;
      r = enter(0);
      if (r === 1) {
        winDepth = 0;
        return true;
      }
      // Nothing to try at the root, or stopped before entering it (the next slice starts the run again).
      if (r < 0) return false;
      depth = 0;
    }
    for (;;) {
      if (next[depth]! >= count[depth]! || stopped !== 0) {
        if (stopped === 2) {
          // Paused by the slice: keep everything, go back to the root.
          pausedAt = depth;
          for (let i = 0; i < depth; i++) state.unmake();
          return false;
        }
        // Done here, or the run's budget is spent: go back up.
        leave(depth);
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
        // A child cut off by a limit was not looked at: try it again if the run goes on.
        if (r === -2) next[depth]!--;
        continue;
      }
      depth++;
    }
  };

  // Runs with budgets in Luby's sequence (1, 1, 2, 1, 1, 2, 4, 1, ... times a unit), each after the first
  // with jittered move order. Wins are found by lucky dives far more often than by long runs (measured on
  // Hamlet: 7 to 8 of deals 1-20 won within 1.2M nodes against 2 to 4 with doubling budgets), and every
  // run keeps the proofs of the earlier ones, so short runs still add up to a proof: the root is proved
  // lost by whichever run finishes it, and the budgets grow without bound, so one eventually can.
  const unit = options.firstBudget ?? state.restartUnit ?? 10_000;
  let run = 0;
  /** Node count at which the current run ends (its budget), kept while it is paused. */
  let runEnd = 0;
  let restarting = useRestarts;
  return (timeLimitMs: number, sliceNodes = Number.POSITIVE_INFINITY, restarts = true): SearchResult => {
    const from = nodes;
    deadline = now() + timeLimitMs;
    nodeLimit = Math.min(nodes + sliceNodes, MAX_NODES);
    if (!restarts) restarting = false;
    if (!restarting) runEnd = MAX_NODES;
    for (; ; run++) {
      if (pausedAt < 0 && restarting) runEnd = nodes + unit * luby(run + 1);
      budget = Math.min(nodeLimit, runEnd);
      jitter = run > 0;
      stopped = 0;
      if (runOnce()) return { verdict: 'winnable', path: Array.from(path.subarray(0, winDepth)), nodes: nodes - from };
      if (stopped === 0) return { verdict: 'unwinnable', nodes: nodes - from };
      // Cut by the slice's limits: the run is paused, and the next slice goes on with it.
      if (stopped === 2) return { verdict: 'unknown', nodes: nodes - from };
    }
  };
}

/** The i-th term (from 1) of Luby's restart sequence: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ... */
export function luby(i: number): number {
  for (;;) {
    let k = 1;
    while ((1 << k) - 1 < i) k++;
    if ((1 << k) - 1 === i) return 1 << (k - 1);
    i -= (1 << (k - 1)) - 1;
  }
}
