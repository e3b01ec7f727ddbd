// Owns the beam search: a quick hunt for a win before the complete search starts. It keeps the best few
// positions at each depth by the state's estimate and proves nothing; a win it finds is a real line of
// moves, which the caller replays like any other.
import { MAX_MOVES, type SearchState } from './search.js';
import { PositionTable } from './table.js';
import { xorshift } from '../../engine/index.js';

/** A search state that can also be copied out and in, and can judge how close it looks to a win. */
export interface BeamState extends SearchState {
  /** Bytes of one snapshot. */
  readonly snapshotSize: number;
  /** Like `moves(buf, start, false)`, in any order (the beam ranks what they lead to itself). */
  beamMoves(buf: Int32Array, start: number): number;
  /** Writes the position into `out` from `at`. */
  snapshot(out: Int8Array, at: number): void;
  /** Makes the position the one written at `at` (its undo history starts afresh). */
  restore(from: Int8Array, at: number): void;
  /** Chooses how `estimate` weighs things for the given run (runs take turns between weightings). */
  useStyle(run: number): void;
  /** How far the position looks from a win: lower is better. A guess, used only to rank positions. */
  estimate(): number;
}

export interface BeamOptions {
  /** Positions kept at each depth (default 500). */
  width?: number;
  /** Clock reading (milliseconds) at which to give up. */
  deadline: number;
  /** Positions generated before giving up (default: no limit). */
  nodeLimit?: number;
  /** Clock in milliseconds (default Date.now). */
  now?: () => number;
  /** Depths searched before giving up (default 400). */
  maxDepth?: number;
  /** Adds a random amount below this to each estimate, so that runs differ (default 0). */
  noise?: number;
  /** Seed of that noise. */
  seed?: number;
}

export interface BeamResult {
  /** Encoded moves from the root to a win, or undefined when none was found. */
  path?: number[];
  /** Positions generated. */
  nodes: number;
}

/** Candidates a depth may have: the index part of a candidate's rank (far above any real count). */
const INDEX_SPAN = 2 ** 24;

/** One depth of the beam: each kept position's snapshot, its parent's place and the moves leading to it. */
interface Level {
  snaps: Int8Array;
  parent: Int32Array;
  /** Moves of entry i are moves[from[i]] .. moves[from[i + 1]] (a chosen move and the forced ones after it). */
  from: Int32Array;
  moves: Int32Array;
  size: number;
}

/**
 * Searches breadth-first, keeping at each depth the `width` positions with the lowest estimates, with
 * forced moves played at once and dead ends dropped. Leaves the state at its root position.
 */
export function beamSearch(state: BeamState, options: BeamOptions): BeamResult {
  return new Beam(state, options).run(options.deadline, options.nodeLimit ?? Number.POSITIVE_INFINITY);
}

/** The search of `beamSearch`, one depth at a time: its levels, the candidates of the next depth, and the keys seen. */
class Beam {
  private readonly now: () => number;
  private readonly noise: number;
  private readonly rng: () => number;
  private readonly width: number;
  private readonly size: number;
  private readonly maxDepth: number;
  /** This call's limits (see `run`): a clock reading and a node count. */
  private deadline = 0;
  private nodeLimit = 0;
  /**
   * Keys of the positions kept so far and of the dead ends met among the candidates, so none is looked at
   * twice. No ceiling: dead ends can outnumber the kept positions many times over, and a full table
   * would scan itself for room at every later mark (a run on Hamlet's deal 42 took 154 s instead of
   * 1.7 s that way). It holds at most one key per position generated.
   */
  private readonly seen = new PositionTable(Number.POSITIVE_INFINITY, 1 << 14);
  private readonly rootSnap: Int8Array;
  private readonly levels: Level[] = [];
  /** True once the run is over (a win, or every line ran out, or its last depth): `run` answers at once. */
  finished = false;
  private readonly buf = new Int32Array(MAX_MOVES);
  private nodes = 0;
  // Candidates of the next depth: parent entry, move, and a rank packing the estimate (to 1/256) above
  // the candidate's index, so that a plain numeric sort of typed numbers orders them, ties by index.
  private candParent = new Int32Array(1024);
  private candMove = new Int32Array(1024);
  private candRank = new Float64Array(1024);
  /** The line to a win that `expand` found, or undefined when a limit stopped it. */
  private won: number[] | undefined = undefined;

  constructor(
    private readonly state: BeamState,
    options: Omit<BeamOptions, 'deadline' | 'nodeLimit'>,
  ) {
    this.now = options.now ?? Date.now;
    this.noise = options.noise ?? 0;
    this.rng = xorshift(options.seed ?? 1);
    this.width = options.width ?? 500;
    this.size = state.snapshotSize;
    this.maxDepth = options.maxDepth ?? 400;
    this.rootSnap = new Int8Array(this.size);
    state.snapshot(this.rootSnap, 0);
  }

  private isSeen(): boolean {
    return this.seen.stampOf(this.state.keyLo, this.state.keyHi) >= 0;
  }

  private markSeen(): void {
    this.seen.visit(this.state.keyLo, this.state.keyHi, 1, 1);
  }

  /** The state back at the root, and the answer: the win's line, and the positions generated since `from`. */
  private done(from: number, path?: number[]): BeamResult {
    this.state.restore(this.rootSnap, 0);
    return path === undefined ? { nodes: this.nodes - from } : { path, nodes: this.nodes - from };
  }

  /** Plays the forced moves that follow, adding them to `record` when given; returns how many. */
  private playForced(record?: number[]): number {
    const state = this.state;
    let n = 0;
    for (let f = state.forcedMove(); f >= 0; f = state.forcedMove()) {
      state.make(f);
      record?.push(f);
      n++;
    }
    return n;
  }

  /** The line to entry `entry` of level `levelIndex`, then `extra`. */
  private lineTo(levelIndex: number, entry: number, extra: number[]): number[] {
    const path: number[] = extra;
    for (let d = levelIndex; d >= 0; d--) {
      const level = this.levels[d]!;
      const chunk = Array.from(level.moves.subarray(level.from[entry]!, level.from[entry + 1]!));
      path.unshift(...chunk);
      entry = level.parent[entry]!;
    }
    return path;
  }

  /**
   * Searches on until a win, the end of the run, the clock reading `deadline` or `nodeLimit` positions
   * generated in this call. Stopped by a limit, the run is paused, not lost: called again, it lists the
   * depth it was listing afresh and goes on (its kept depths, their snapshots and the keys seen stay).
   * Starts at the state's position (the root) and leaves the state there.
   */
  run(deadline: number, nodeLimit: number): BeamResult {
    const from = this.nodes;
    this.deadline = deadline;
    this.nodeLimit = this.nodes + nodeLimit;
    if (this.levels.length === 0) {
      // Depth 0: the root after its forced moves.
      const forced: number[] = [];
      this.playForced(forced);
      if (this.state.isWon()) return this.end(from, forced);
      const root: Level = {
        snaps: new Int8Array(this.size),
        parent: Int32Array.of(-1),
        from: Int32Array.of(0, forced.length),
        moves: Int32Array.from(forced),
        size: 1,
      };
      this.state.snapshot(root.snaps, 0);
      this.markSeen();
      this.levels.push(root);
    }
    while (!this.finished && this.levels.length <= this.maxDepth) {
      const level = this.levels[this.levels.length - 1]!;
      const count = this.expand(level);
      // A win ends the run; a limit pauses it (`won` undefined).
      if (count < 0) return this.won === undefined ? this.done(from) : this.end(from, this.won);
      // Every line from the beam ran out: the beam proves nothing, it simply failed.
      if (count === 0) return this.end(from);
      this.levels.push(this.keep(level, count));
      // Older snapshots are never read again: only parents and moves are needed to rebuild the line.
      level.snaps = new Int8Array(0);
    }
    return this.end(from);
  }

  /** The run is over: `done`, and every later call answers at once. */
  private end(from: number, path?: number[]): BeamResult {
    this.finished = true;
    return this.done(from, path);
  }

  /**
   * Lists the candidates of the depth after `level` (each of its positions after each move and the forced
   * moves that follow) and returns how many; −1 when a win or a limit came first (`won` says which).
   */
  private expand(level: Level): number {
    const state = this.state;
    const buf = this.buf;
    let count = 0;
    for (let i = 0; i < level.size; i++) {
      if (this.nodes >= this.nodeLimit || ((i & 15) === 0 && this.now() >= this.deadline)) {
        this.won = undefined;
        return -1;
      }
      state.restore(level.snaps, i * this.size);
      const n = state.beamMoves(buf, 0);
      for (let k = 0; k < n; k++) {
        const m = buf[k]!;
        state.make(m);
        const forced = this.playForced();
        this.nodes++;
        if (state.isWon()) {
          // Play the chain of forced moves again (they follow from the position) to record it.
          for (let j = 0; j < forced + 1; j++) state.unmake();
          const tail: number[] = [m];
          state.make(m);
          this.playForced(tail);
          this.won = this.lineTo(this.levels.length - 1, i, tail);
          return -1;
        }
        // Positions kept at earlier depths are skipped; twins among the candidates and dead ends are
        // weeded out below, among the few that are kept (the dead-end scan costs more than the estimate).
        if (count < INDEX_SPAN && !this.isSeen()) this.addCandidate(count++, i, m);
        for (let j = 0; j < forced + 1; j++) state.unmake();
      }
    }
    return count;
  }

  /** Writes candidate c: the position now, reached from entry `parent` by move `m` and its forced moves. */
  private addCandidate(c: number, parent: number, m: number): void {
    if (c === this.candParent.length) {
      const grow = <T extends Int32Array | Float64Array>(a: T, b: T): T => (b.set(a), b);
      this.candParent = grow(this.candParent, new Int32Array(c * 2));
      this.candMove = grow(this.candMove, new Int32Array(c * 2));
      this.candRank = grow(this.candRank, new Float64Array(c * 2));
    }
    this.candParent[c] = parent;
    this.candMove[c] = m;
    const score = this.state.estimate() + (this.noise === 0 ? 0 : (this.rng() / 0x100000000) * this.noise);
    this.candRank[c] = Math.floor(score * 256) * INDEX_SPAN + c;
  }

  /** The next level: the best `width` of the `count` candidates, less twins and dead ends. */
  private keep(level: Level, count: number): Level {
    const state = this.state;
    const size = this.size;
    const sorted = this.candRank.subarray(0, count).sort();
    const room = Math.min(this.width, count);
    const next: Level = {
      snaps: new Int8Array(room * size),
      parent: new Int32Array(room),
      from: new Int32Array(room + 1),
      moves: new Int32Array(room * 8),
      size: 0,
    };
    let used = 0;
    let kept = 0;
    for (let e = 0; e < count && kept < room; e++) {
      const rank = sorted[e]!;
      const c = rank - Math.floor(rank / INDEX_SPAN) * INDEX_SPAN;
      state.restore(level.snaps, this.candParent[c]! * size);
      const chain = [this.candMove[c]!];
      state.make(this.candMove[c]!);
      this.playForced(chain);
      if (this.isSeen()) continue;
      this.markSeen();
      if (state.deadEnd()) continue;
      next.parent[kept] = this.candParent[c]!;
      next.from[kept] = used;
      if (used + chain.length > next.moves.length) {
        const grown = new Int32Array((used + chain.length) * 2);
        grown.set(next.moves);
        next.moves = grown;
      }
      for (const m of chain) next.moves[used++] = m;
      state.snapshot(next.snaps, kept * size);
      kept++;
    }
    next.from[kept] = used;
    next.size = kept;
    return next;
  }
}

/**
 * Widest run `BeamHunt` widens to: a run keeps a key for every position it generates (about 20 a kept
 * position, for up to 400 depths), so width 8,000 is some 64 million keys, 800 MB of table.
 */
const MAX_WIDTH = 8000;

/**
 * Beam runs one after another, each with the next weighting of the estimate and its own noise, until one
 * finds a win or the deadline or node limit comes. Narrow beams run fast, and several short runs of
 * different kinds win more deals than one wide run. Measured on 110 Hamlet deals (1-200) that depth-first
 * search could not win in 10 s, with 7.5 s of beams each: 74 won at width 300, 80 at 500, 78 at 800, and
 * 60 when a first run at 300 was followed by one as wide as the time left allowed. A run cut short by
 * the limits is over (`nextRun` is the one after it); `BeamHunt` pauses it instead.
 */
export function hunt(state: BeamState, options: BeamOptions & { firstRun?: number }): BeamResult & { nextRun: number } {
  const h = new BeamHunt(state, options, options.firstRun ?? 0);
  const r = h.turn(options.deadline, options.nodeLimit ?? Number.POSITIVE_INFINITY);
  return { ...r, nextRun: h.nextRun };
}

/**
 * The runs of `hunt` in turns, between which the state may serve something else (the solve's
 * depth-first slices) as long as it is back at the same position when the next turn starts. A turn that
 * ends in the middle of a run pauses it, and the next turn goes on with it, where restarting would throw
 * it away: a run of width 500 takes about 0.9 s of CPU on a whole Hamlet deal (deals 277 and 463), three
 * times the solve's beam turns (1/32 of 10 s), so no run the solve started at a turn ever reached its
 * last depth unless it won sooner.
 */
export class BeamHunt {
  private run: number;
  private beam: Beam | undefined;

  constructor(
    private readonly state: BeamState,
    private readonly options: Omit<BeamOptions, 'deadline' | 'nodeLimit' | 'seed'> & {
      widenEvery?: number;
      /** Added to each run's noise seed (default 0): another solve seed, other beams. */
      seedOffset?: number;
    } = {},
    firstRun = 0,
  ) {
    this.run = firstRun;
  }

  /** The run the next turn starts, or goes on with when it is paused. */
  get nextRun(): number {
    return this.beam === undefined ? this.run : this.run + 1;
  }

  /**
   * Width of run `run`: the options' (default 500), doubled after every `widenEvery` runs when that is
   * given (a round of every weighting at each width), up to `MAX_WIDTH`.
   */
  private width(run: number): number {
    const base = this.options.width ?? 500;
    const every = this.options.widenEvery;
    if (every === undefined) return base;
    return Math.min(MAX_WIDTH, base * 2 ** Math.floor(run / every));
  }

  /** Hunts until a win, the clock reading `deadline` or `nodeLimit` positions generated in this turn. */
  turn(deadline: number, nodeLimit = Number.POSITIVE_INFINITY): BeamResult {
    const now = this.options.now ?? Date.now;
    let nodes = 0;
    while (nodes < nodeLimit && now() < deadline) {
      this.state.useStyle(this.run);
      this.beam ??= new Beam(this.state, {
        ...this.options,
        width: this.width(this.run),
        seed: this.run + 1 + (this.options.seedOffset ?? 0),
        noise: this.options.noise ?? 2,
      });
      const r = this.beam.run(deadline, nodeLimit - nodes);
      nodes += r.nodes;
      if (r.path) {
        this.beam = undefined;
        this.run++;
        return { path: r.path, nodes };
      }
      if (this.beam.finished) {
        this.beam = undefined;
        this.run++;
      }
    }
    this.state.useStyle(0);
    return { nodes };
  }
}
