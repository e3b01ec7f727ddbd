// Owns the beam search: a quick hunt for a win before the complete search starts. It keeps the best few
// positions at each depth by the state's estimate and proves nothing; a win it finds is a real line of
// moves, which the caller replays like any other.
import { MAX_MOVES, type SolverState } from './search.js';
import { xorshift } from './zobrist.js';

/** A search state that can also be copied out and in, and can judge how close it looks to a win. */
export interface BeamState extends SolverState {
  /** Bytes of one snapshot. */
  readonly snapshotSize: number;
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
  /** Positions kept at each depth (default 300). */
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
  const width = options.width ?? 300;
  const size = state.snapshotSize;
  const seen = new Set<number>();
  const keyOf = (): number => (state.keyHi & 0x1fffff) * 0x100000000 + (state.keyLo >>> 0);
  const rootSnap = new Int8Array(size);
  state.snapshot(rootSnap, 0);
  const levels: Level[] = [];
  const buf = new Int32Array(MAX_MOVES);
  let nodes = 0;

  // Candidates of the next depth: parent entry, move, estimate.
  let candParent = new Int32Array(1024);
  let candMove = new Int32Array(1024);
  let candScore = new Float64Array(1024);
  let order = new Int32Array(1024);

  /** Plays forced moves after the last move; returns how many. */
  const playForced = (): number => {
    let n = 0;
    for (let f = state.forcedMove(); f >= 0; f = state.forcedMove()) {
      state.make(f);
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
    for (let f = state.forcedMove(); f >= 0; f = state.forcedMove()) {
      state.make(f);
      forced.push(f);
    }
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
    seen.add(keyOf());
    levels.push(level);
  }

  const maxDepth = options.maxDepth ?? 400;
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
      const n = state.moves(buf, 0, false);
      for (let k = 0; k < n; k++) {
        const m = buf[k]!;
        state.make(m);
        const forced = playForced();
        nodes++;
        if (state.isWon()) {
          // Rebuild the chain of forced moves (they follow from the position) to record it.
          for (let j = 0; j < forced + 1; j++) state.unmake();
          const tail: number[] = [m];
          state.make(m);
          for (let f = state.forcedMove(); f >= 0; f = state.forcedMove()) {
            tail.push(f);
            state.make(f);
          }
          return finish(levels.length - 1, i, tail);
        }
        const key = keyOf();
        // Positions kept at earlier depths are skipped; twins among the candidates and dead ends are
        // weeded out below, among the few that are kept (the dead-end scan costs more than the estimate).
        if (!seen.has(key)) {
          if (count === candParent.length) {
            const grow = <T extends Int32Array | Float64Array>(a: T, b: T): T => (b.set(a), b);
            candParent = grow(candParent, new Int32Array(count * 2));
            candMove = grow(candMove, new Int32Array(count * 2));
            candScore = grow(candScore, new Float64Array(count * 2));
            order = new Int32Array(count * 2);
          }
          candParent[count] = i;
          candMove[count] = m;
          candScore[count] = state.estimate() + (noise === 0 ? 0 : (rng() / 0x100000000) * noise);
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
    for (let c = 0; c < count; c++) order[c] = c;
    const sorted = Array.from(order.subarray(0, count)).sort((a, b) => candScore[a]! - candScore[b]! || a - b);
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
      const c = sorted[e]!;
      state.restore(level.snaps, candParent[c]! * size);
      const chain = [candMove[c]!];
      state.make(candMove[c]!);
      for (let f = state.forcedMove(); f >= 0; f = state.forcedMove()) {
        chain.push(f);
        state.make(f);
      }
      const key = keyOf();
      if (seen.has(key)) continue;
      seen.add(key);
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
 * finds a win or the deadline or node limit comes. Narrow beams run fast, and measured on Hamlet deals
 * the depth-first search could not win in 10 s, several short runs of different kinds win more of them
 * than one wide run.
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
