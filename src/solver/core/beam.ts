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
  const now = options.now ?? Date.now;
  const noise = options.noise ?? 0;
  const rng = xorshift(options.seed ?? 1);
  const width = options.width ?? 500;
  const size = state.snapshotSize;
  const maxDepth = options.maxDepth ?? 400;
  // Keys of the positions kept so far and of the dead ends met among the candidates, so none is looked at
  // twice. No ceiling: dead ends can outnumber the kept positions many times over, and a full table
  // would scan itself for room at every later mark (a run on Hamlet's deal 42 took 154 s instead of
  // 1.7 s that way). It holds at most one key per position generated.
  const seen = new PositionTable(Number.POSITIVE_INFINITY, 1 << 14);
  const isSeen = (): boolean => seen.stampOf(state.keyLo, state.keyHi) >= 0;
  const markSeen = (): void => {
    seen.visit(state.keyLo, state.keyHi, 1, 1);
  };
  const rootSnap = new Int8Array(size);
  state.snapshot(rootSnap, 0);
  const levels: Level[] = [];
  const buf = new Int32Array(MAX_MOVES);
  let nodes = 0;

  // Candidates of the next depth: parent entry, move, and a rank packing the estimate (to 1/256) above
  // the candidate's index, so that a plain numeric sort of typed numbers orders them, ties by index.
  let candParent = new Int32Array(1024);
  let candMove = new Int32Array(1024);
  let candRank = new Float64Array(1024);

  /** Plays the forced moves that follow, adding them to `record` when given; returns how many. */
  const playForced = (record?: number[]): number => {
    let n = 0;
    for (let f = state.forcedMove(); f >= 0; f = state.forcedMove()) {
      state.make(f);
      record?.push(f);
      n++;
    }
    return n;
  };

  const finish = (levelIndex: number, entry: number, extra: number[]): BeamResult => {
    const path: number[] = extra;
    for (let d = levelIndex; d >= 0; d--) {
      const level = levels[d]!;
      const chunk = Array.from(level.moves.subarray(level.from[entry]!, level.from[entry + 1]!));
      path.unshift(...chunk);
      entry = level.parent[entry]!;
    }
    state.restore(rootSnap, 0);
    return { path, nodes };
  };

  // Depth 0: the root after its forced moves.
  {
    const forced: number[] = [];
    playForced(forced);
    if (state.isWon()) {
      state.restore(rootSnap, 0);
      return { path: forced, nodes };
    }
    const level: Level = {
      snaps: new Int8Array(size),
      parent: Int32Array.of(-1),
      from: Int32Array.of(0, forced.length),
      moves: Int32Array.from(forced),
      size: 1,
    };
    state.snapshot(level.snaps, 0);
    markSeen();
    levels.push(level);
  }

  const nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
  while (levels.length <= maxDepth) {
    const level = levels[levels.length - 1]!;
    let count = 0;
    for (let i = 0; i < level.size; i++) {
      if (nodes >= nodeLimit || ((i & 15) === 0 && now() >= options.deadline)) {
        state.restore(rootSnap, 0);
        return { nodes };
      }
      state.restore(level.snaps, i * size);
      const n = state.beamMoves(buf, 0);
      for (let k = 0; k < n; k++) {
        const m = buf[k]!;
        state.make(m);
        const forced = playForced();
        nodes++;
        if (state.isWon()) {
          // Play the chain of forced moves again (they follow from the position) to record it.
          for (let j = 0; j < forced + 1; j++) state.unmake();
          const tail: number[] = [m];
          state.make(m);
          playForced(tail);
          return finish(levels.length - 1, i, tail);
        }
        // Positions kept at earlier depths are skipped; twins among the candidates and dead ends are
        // weeded out below, among the few that are kept (the dead-end scan costs more than the estimate).
        if (count < INDEX_SPAN && !isSeen()) {
          if (count === candParent.length) {
            const grow = <T extends Int32Array | Float64Array>(a: T, b: T): T => (b.set(a), b);
            candParent = grow(candParent, new Int32Array(count * 2));
            candMove = grow(candMove, new Int32Array(count * 2));
            candRank = grow(candRank, new Float64Array(count * 2));
          }
          candParent[count] = i;
          candMove[count] = m;
          const score = state.estimate() + (noise === 0 ? 0 : (rng() / 0x100000000) * noise);
          candRank[count] = Math.floor(score * 256) * INDEX_SPAN + count;
          count++;
        }
        for (let j = 0; j < forced + 1; j++) state.unmake();
      }
    }
    if (count === 0) {
      // Every line from the beam ran out: the beam proves nothing, it simply failed.
      state.restore(rootSnap, 0);
      return { nodes };
    }
    const sorted = candRank.subarray(0, count).sort();
    const room = Math.min(width, count);
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
      state.restore(level.snaps, candParent[c]! * size);
      const chain = [candMove[c]!];
      state.make(candMove[c]!);
      playForced(chain);
      if (isSeen()) continue;
      markSeen();
      if (state.deadEnd()) continue;
      next.parent[kept] = candParent[c]!;
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
    // Older snapshots are never read again: only parents and moves are needed to rebuild the line.
    level.snaps = new Int8Array(0);
    levels.push(next);
  }
  state.restore(rootSnap, 0);
  return { nodes };
}

/**
 * Beam runs one after another, each with the next weighting of the estimate and its own noise, until one
 * finds a win or the deadline or node limit comes. Narrow beams run fast, and several short runs of
 * different kinds win more deals than one wide run. Measured on 110 Hamlet deals (1-200) that depth-first
 * search could not win in 10 s, with 7.5 s of beams each: 74 won at width 300, 80 at 500, 78 at 800, and
 * 60 when a first run at 300 was followed by one as wide as the time left allowed.
 */
export function hunt(state: BeamState, options: BeamOptions & { firstRun?: number }): BeamResult & { nextRun: number } {
  const now = options.now ?? Date.now;
  const nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
  let nodes = 0;
  let run = options.firstRun ?? 0;
  for (; nodes < nodeLimit && now() < options.deadline; run++) {
    state.useStyle(run);
    const r = beamSearch(state, { ...options, nodeLimit: nodeLimit - nodes, seed: run + 1, noise: options.noise ?? 2 });
    nodes += r.nodes;
    if (r.path) return { path: r.path, nodes, nextRun: run + 1 };
  }
  state.useStyle(0);
  return { nodes, nextRun: run };
}
