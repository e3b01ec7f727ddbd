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
  const dfs = new DepthFirst(state, options);
  return (timeLimitMs, sliceNodes, restarts) => dfs.slice(timeLimitMs, sliceNodes, restarts);
}

/** `enter`'s answers: a win; a position to expand; nothing to try there; a limit came first (not looked at). */
const WON = 1;
const EXPAND = 0;
const NOTHING = -1;
const CUT = -2;

/** Why a run stopped early: not stopped, its own budget (a restart), or a hard limit of the slice. */
const GOING = 0;
const BUDGET = 1;
const LIMIT = 2;

/** Doubles a typed array's room, keeping its contents. */
function grown<T extends Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer>>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The depth-first search of `startSearch`, with an explicit stack (winning lines can be thousands of
 * moves deep) and restarts. Per depth: where its moves start in `buf`, how many, which one is being
 * tried, the move made, the position's index, low-link and place on Tarjan's stack of open positions.
 */
class DepthFirst {
  private readonly now: () => number;
  private readonly useForced: boolean;
  private readonly useDeadEnds: boolean;
  private readonly table: PositionTable;
  private readonly rng: () => number;
  private readonly onProved: ((keyLo: number, keyHi: number) => void) | undefined;
  /** A restart's jitter swaps a pair of neighbouring moves when the generator's 32-bit number is below this. */
  private readonly swapBelow: number;
  /** Unit of the runs' node budgets (see `slice`). */
  private readonly unit: number;

  private deadline = 0;
  private nodeLimit = 0;
  private nodes = 0;
  private winDepth = 0;
  private budget = 0;
  private jitter = false;
  /** Index of this run's first position: lower stamps (not PROVED) are an earlier run's, so stale. */
  private runStart = 0;
  private stopped = GOING;
  /** Which run of Luby's sequence is going on. */
  private run = 0;
  /** Node count at which the current run ends (its budget), kept while it is paused. */
  private runEnd = 0;
  private restarting: boolean;
  /**
   * Depth of the run in progress when a slice paused it (its path, moves and Tarjan's bookkeeping all
   * kept), or −1 when the next run starts afresh. A pause is no restart: nothing the run had learned is
   * dropped, so a proof that needs one long run (a big strongly connected component) is never lost to a
   * slice's end.
   */
  private pausedAt = -1;

  private buf = new Int32Array(1 << 16);
  private first = new Int32Array(1024);
  private count = new Int32Array(1024);
  private next = new Int32Array(1024);
  private path = new Int32Array(1024);
  private index = new Float64Array(1024);
  private low = new Float64Array(1024);
  private base = new Int32Array(1024);
  // Tarjan's stack of positions entered and not yet proved or abandoned: keys and last known slots.
  private openLo = new Int32Array(1024);
  private openHi = new Int32Array(1024);
  private openSlot = new Int32Array(1024);
  private openTop = 0;

  constructor(
    private readonly state: SearchState,
    options: SearchOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.useForced = options.forced ?? true;
    this.useDeadEnds = options.deadEnds ?? true;
    this.restarting = options.restarts ?? true;
    this.table = new PositionTable(options.maxPositions ?? 8_000_000);
    this.rng = xorshift(options.seed ?? 0x5eed);
    this.onProved = options.onProved;
    this.swapBelow = Math.floor((state.swapChance ?? 0.25) * 2 ** 32);
    this.unit = options.firstBudget ?? state.restartUnit ?? 10_000;
  }

  /** Enters the current position at `depth`: WON, EXPAND it, NOTHING to try here, or CUT by a limit. */
  private enter(depth: number): number {
    const state = this.state;
    if (state.isWon()) return WON;
    const nodes = ++this.nodes;
    if (nodes >= this.budget) {
      this.stopped = nodes >= this.nodeLimit ? LIMIT : BUDGET;
      return CUT;
    }
    if ((nodes & 1023) === 0 && this.now() >= this.deadline) {
      this.stopped = LIMIT;
      return CUT;
    }
    const table = this.table;
    const seen = table.visit(state.keyLo, state.keyHi, nodes, this.runStart);
    if (seen === FULL) {
      this.stopped = LIMIT;
      return CUT;
    }
    if (seen !== NEW) {
      // Proved lost: nothing to learn. Otherwise entered earlier in this run and still open: the parent
      // reaches that open position, which bounds its low-link.
      if (seen !== PROVED && seen < this.low[depth - 1]!) this.low[depth - 1] = seen;
      return NOTHING;
    }
    if (this.useDeadEnds && state.deadEnd()) {
      table.prove(state.keyLo, state.keyHi, table.lastSlot);
      if (this.onProved) this.onProved(state.keyLo, state.keyHi);
      return NOTHING;
    }
    this.open(depth, nodes);
    this.listMoves(depth);
    return EXPAND;
  }

  /** Opens the current position at `depth` with index `nodes`: its stack entries and Tarjan's. */
  private open(depth: number, nodes: number): void {
    if (depth + 1 >= this.path.length) {
      this.first = grown(this.first);
      this.count = grown(this.count);
      this.next = grown(this.next);
      this.path = grown(this.path);
      this.base = grown(this.base);
      this.index = grown(this.index);
      this.low = grown(this.low);
    }
    if (this.openTop === this.openLo.length) {
      this.openLo = grown(this.openLo);
      this.openHi = grown(this.openHi);
      this.openSlot = grown(this.openSlot);
    }
    const top = this.openTop++;
    this.index[depth] = nodes;
    this.low[depth] = nodes;
    this.base[depth] = top;
    this.openLo[top] = this.state.keyLo;
    this.openHi[top] = this.state.keyHi;
    this.openSlot[top] = this.table.lastSlot;
  }

  /** Writes the moves to try at `depth` after its parent's: the forced move alone, or the state's list. */
  private listMoves(depth: number): void {
    const start = depth === 0 ? 0 : this.first[depth - 1]! + this.count[depth - 1]!;
    if (start + MAX_MOVES > this.buf.length) this.buf = grown(this.buf);
    const buf = this.buf;
    this.first[depth] = start;
    this.next[depth] = 0;
    const f = this.useForced ? this.state.forcedMove() : -1;
    if (f >= 0) {
      // Only the forced move is tried from here (see the state's argument for why that is safe).
      buf[start] = f;
      this.count[depth] = 1;
      return;
    }
    const n = this.state.searchMoves(buf, start);
    this.count[depth] = n;
    if (this.jitter) {
      // A shuffle that keeps the heuristic order roughly: from the end, swap neighbours at random (so a
      // move may travel several places up, the farther the less likely).
      for (let i = start + n - 1; i > start; i--) {
        if (this.rng() < this.swapBelow) {
          const t = buf[i]!;
          buf[i] = buf[i - 1]!;
          buf[i - 1] = t;
        }
      }
    }
  }

  /** Leaves the position at `depth`, its moves all tried: proves its component when it is the root. */
  private leave(depth: number): void {
    if (this.stopped !== GOING) return;
    const l = this.low[depth]!;
    if (l === this.index[depth]) {
      const b = this.base[depth]!;
      for (let i = this.openTop - 1; i >= b; i--) {
        this.table.prove(this.openLo[i]!, this.openHi[i]!, this.openSlot[i]!);
        if (this.onProved) this.onProved(this.openLo[i]!, this.openHi[i]!);
      }
      this.openTop = b;
    } else if (depth > 0 && l < this.low[depth - 1]!) {
      this.low[depth - 1] = l;
    }
  }

  /**
   * The depth a run starts at: the paused run's, walked back down (the bookkeeping of every depth is as
   * the pause left it), or 0 after entering the root afresh; −1 when that run is over before it starts
   * (nothing to try at the root, or stopped before entering it: the next slice starts it again), and
   * `winDepth` 0 with −2 when the root is won.
   */
  private resume(): number {
    const depth = this.pausedAt;
    if (depth >= 0) {
      this.pausedAt = -1;
      for (let i = 0; i < depth; i++) this.state.make(this.path[i]!);
      return depth;
    }
    this.openTop = 0;
    this.runStart = this.nodes + 1;
    const r = this.enter(0);
    if (r === WON) {
      this.winDepth = 0;
      return -2;
    }
    return r === EXPAND ? 0 : -1;
  }

  /**
   * One run from the root, or the paused run resumed; the state is back at the root afterwards. True
   * when a win was found. A run cut by its own budget (a restart) ends; one cut by the slice's limits
   * pauses at its current position, to go on there in the next slice.
   */
  private runOnce(): boolean {
    const state = this.state;
    let depth = this.resume();
    if (depth < 0) return depth === -2;
    for (;;) {
      if (this.next[depth]! >= this.count[depth]! || this.stopped !== GOING) {
        if (this.stopped === LIMIT) {
          // Paused by the slice: keep everything, go back to the root.
          this.pausedAt = depth;
          for (let i = 0; i < depth; i++) state.unmake();
          return false;
        }
        // Done here, or the run's budget is spent: go back up.
        this.leave(depth);
        if (depth === 0) return false;
        depth--;
        state.unmake();
        continue;
      }
      const m = this.buf[this.first[depth]! + this.next[depth]!]!;
      this.next[depth]!++;
      this.path[depth] = m;
      state.make(m);
      const r = this.enter(depth + 1);
      if (r === WON) {
        this.winDepth = depth + 1;
        for (let i = 0; i <= depth; i++) state.unmake();
        return true;
      }
      if (r < 0) {
        state.unmake();
        // A child cut off by a limit was not looked at: try it again if the run goes on.
        if (r === CUT) this.next[depth]!--;
        continue;
      }
      depth++;
    }
  }

  /**
   * One slice (see `SearchSlice`). Runs with budgets in Luby's sequence (1, 1, 2, 1, 1, 2, 4, 1, ...
   * times a unit), each after the first with jittered move order. Wins are found by lucky dives far more
   * often than by long runs (measured on Hamlet: 7 to 8 of deals 1-20 won within 1.2M nodes against 2 to
   * 4 with doubling budgets), and every run keeps the proofs of the earlier ones, so short runs still add
   * up to a proof: the root is proved lost by whichever run finishes it, and the budgets grow without
   * bound, so one eventually can.
   */
  slice(timeLimitMs: number, sliceNodes = Number.POSITIVE_INFINITY, restarts = true): SearchResult {
    const from = this.nodes;
    this.deadline = this.now() + timeLimitMs;
    this.nodeLimit = Math.min(this.nodes + sliceNodes, MAX_NODES);
    if (!restarts) this.restarting = false;
    if (!this.restarting) this.runEnd = MAX_NODES;
    for (; ; this.run++) {
      if (this.pausedAt < 0 && this.restarting) this.runEnd = this.nodes + this.unit * luby(this.run + 1);
      this.budget = Math.min(this.nodeLimit, this.runEnd);
      this.jitter = this.run > 0;
      this.stopped = GOING;
      if (this.runOnce()) return { verdict: 'winnable', path: Array.from(this.path.subarray(0, this.winDepth)), nodes: this.nodes - from };
      if (this.stopped === GOING) return { verdict: 'unwinnable', nodes: this.nodes - from };
      // Cut by the slice's limits: the run is paused, and the next slice goes on with it.
      if (this.stopped === LIMIT) return { verdict: 'unknown', nodes: this.nodes - from };
    }
  }
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
