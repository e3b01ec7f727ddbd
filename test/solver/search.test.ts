// The search core against plain reachability: random move graphs full of cycles, where the true verdict
// is known, and small Hamlet positions (cards can shuttle between piles, so they repeat), searched with
// restarts and kept proofs on and off, and with tiny first budgets that force many runs.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../src/index.js';
import { HamletSearch } from '../../src/solver/core/hamlet.js';
import { type SearchOptions, type SearchState, luby, search, startSearch } from '../../src/solver/core/search.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { smallHamlet } from './small-hamlet.js';

interface Graph {
  edges: number[][];
  won: boolean[];
  /** Fewest moves from each node to a won node, Infinity when none is reachable (worked out backwards). */
  distance: number[];
  winnable: boolean[];
}

function randomGraph(random: () => number): Graph {
  const n = 3 + (random() % 80);
  const edges: number[][] = [];
  for (let v = 0; v < n; v++) {
    const out: number[] = [];
    const degree = random() % 4;
    // Mostly short hops back and forth (many small cycles), some long jumps.
    for (let k = 0; k < degree; k++) out.push(random() % 3 === 0 ? random() % n : Math.max(0, Math.min(n - 1, v + (random() % 7) - 3)));
    edges.push(out);
  }
  const won = Array.from({ length: n }, () => random() % 25 === 0);
  won[0] = false;
  const distance = won.map((w) => (w ? 0 : Number.POSITIVE_INFINITY));
  for (let changed = true; changed;) {
    changed = false;
    for (let v = 0; v < n; v++) {
      for (const w of edges[v]!) {
        if (distance[w]! + 1 < distance[v]!) {
          distance[v] = distance[w]! + 1;
          changed = true;
        }
      }
    }
  }
  return { edges, won, distance, winnable: distance.map((d) => d < Number.POSITIVE_INFINITY) };
}

/**
 * A token walking a graph. Dead ends are some truly lost nodes; forced moves are some edges that keep a
 * lost node lost or bring a winnable one nearer its win (the states' forced moves all make progress,
 * which is what keeps them safe when positions repeat), so the search's handling of both is exercised
 * with sound answers.
 */
class GraphState implements SearchState {
  keyLo = 1;
  keyHi = 77;
  private at = 0;
  private readonly trail: number[] = [];
  constructor(private readonly g: Graph) {}
  private setAt(v: number): void {
    this.at = v;
    this.keyLo = v + 1;
  }
  isWon(): boolean {
    return this.g.won[this.at]!;
  }
  moves(buf: Int32Array, start: number): number {
    const out = this.g.edges[this.at]!;
    for (let i = 0; i < out.length; i++) buf[start + i] = i;
    return out.length;
  }
  make(move: number): void {
    this.trail.push(this.at);
    this.setAt(this.g.edges[this.at]![move]!);
  }
  unmake(): void {
    this.setAt(this.trail.pop()!);
  }
  searchMoves(buf: Int32Array, start: number): number {
    return this.moves(buf, start);
  }
  decode(move: number): Move {
    return { type: 'move', from: String(this.at), to: String(this.g.edges[this.at]![move]), count: 1 };
  }
  forcedMove(): number {
    if (this.at % 5 !== 1) return -1;
    const out = this.g.edges[this.at]!;
    const d = this.g.distance;
    return out.findIndex((w) => (d[this.at] === Number.POSITIVE_INFINITY ? true : d[w]! < d[this.at]!));
  }
  deadEnd(): boolean {
    return this.at % 3 === 2 && !this.g.winnable[this.at];
  }
  /** Follows a path from the start; true when it ends on a won node. */
  replay(path: number[]): boolean {
    let v = 0;
    for (const m of path) v = this.g.edges[v]![m]!;
    return this.g.won[v]!;
  }
}

/** The graph of these edges with no won node: every node lost. */
function noWins(edges: number[][]): Graph {
  const none = edges.map(() => false);
  return { edges, won: none, distance: edges.map(() => Number.POSITIVE_INFINITY), winnable: none };
}

/** A complete binary tree of n nodes, none won. */
function lostTree(n: number): Graph {
  return noWins(Array.from({ length: n }, (_, v) => (2 * v + 2 < n ? [2 * v + 1, 2 * v + 2] : [])));
}

/** The edges of a ring of n nodes numbered from `first`, each with a move to the next and to the previous. */
function ringEdges(n: number, first = 0): number[][] {
  return Array.from({ length: n }, (_, v) => [first + ((v + 1) % n), first + ((v + n - 1) % n)]);
}

describe('search', () => {
  it("runs' budgets follow Luby's sequence", () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i + 1))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });

  it('agrees with reachability on 600 random graphs with cycles, however the runs are cut', () => {
    const random = xorshift(2024);
    const settings: SearchOptions[] = [
      { restarts: false },
      { restarts: false, forced: false, deadEnds: false },
      { firstBudget: 1 },
      { firstBudget: 2, seed: 7 },
      { firstBudget: 5, seed: 99, forced: false },
      {},
    ];
    const tally = { winnable: 0, unwinnable: 0, deep: 0 };
    for (let k = 0; k < 600; k++) {
      const g = randomGraph(random);
      const truth = g.winnable[0] ? 'winnable' : 'unwinnable';
      for (const options of settings) {
        const state = new GraphState(g);
        // Every position proved lost must be lost.
        const onProved = (keyLo: number): void => expect(g.winnable[keyLo - 1], `graph ${k} proof`).toBe(false);
        const r = search(state, { timeLimitMs: 60_000, onProved, ...options });
        expect(r.verdict, `graph ${k} ${JSON.stringify(options)}`).toBe(truth);
        if (r.verdict === 'winnable') expect(state.replay(r.path!)).toBe(true);
      }
      tally[truth]++;
      // Losses that needed many runs (more nodes than the first budget of 1) exercise the kept proofs.
      if (truth === 'unwinnable' && search(new GraphState(g), { firstBudget: 1 }).nodes > 8) tally.deep++;
    }
    expect(tally.winnable).toBeGreaterThan(100);
    expect(tally.unwinnable).toBeGreaterThan(100);
    expect(tally.deep).toBeGreaterThan(50);
  });

  it('keeps proofs across restarts: a lost tree is not searched again run after run', () => {
    // A complete binary tree of 2^14 − 1 lost nodes. Without kept proofs each run would start over, so
    // only a run with a budget of the whole tree could prove it: Luby budgets in units of 16 reach one
    // after about 11 times the tree. With them each run resumes where the proofs stop.
    const n = (1 << 14) - 1;
    const g = lostTree(n);
    const bare = search(new GraphState(g), { restarts: false, forced: false, deadEnds: false });
    const restarted = search(new GraphState(g), { firstBudget: 16, forced: false, deadEnds: false });
    expect(bare).toEqual({ verdict: 'unwinnable', nodes: n });
    expect(restarted.verdict).toBe('unwinnable');
    expect(restarted.nodes).toBeLessThan(n * 1.5);
  });

  it('gives the same verdicts with and without restarts on 300 small Hamlet positions', () => {
    const tally = { winnable: 0, unwinnable: 0 };
    for (let seed = 1; seed <= 300; seed++) {
      const p = smallHamlet(seed + 5000, 8 + (seed % 9));
      const once = search(new HamletSearch(p), { restarts: false, timeLimitMs: 60_000 }).verdict;
      const many = search(new HamletSearch(p), { firstBudget: 1 + (seed % 4), seed, timeLimitMs: 60_000 }).verdict;
      const bare = search(new HamletSearch(p), { firstBudget: 3, forced: false, deadEnds: false, timeLimitMs: 60_000 }).verdict;
      expect(once).not.toBe('unknown');
      expect([many, bare]).toEqual([once, once]);
      tally[once as 'winnable' | 'unwinnable']++;
    }
    expect(tally.winnable).toBeGreaterThan(20);
    expect(tally.unwinnable).toBeGreaterThan(10);
  });

  it('goes on where it stopped when run in slices: same verdicts, proofs kept, state back at the root', () => {
    const random = xorshift(77);
    let sliced = 0;
    for (let k = 0; k < 300; k++) {
      const g = randomGraph(random);
      const truth = g.winnable[0] ? 'winnable' : 'unwinnable';
      const state = new GraphState(g);
      const onProved = (keyLo: number): void => expect(g.winnable[keyLo - 1], `graph ${k} proof`).toBe(false);
      const slice = startSearch(state, { firstBudget: 1, onProved });
      // Slices grow (a cycle is proved lost only by a slice that sees all of it).
      let r = slice(60_000, 3);
      let slices = 1;
      while (r.verdict === 'unknown') {
        // Between slices the state stands at the root again.
        expect(state.keyLo).toBe(1);
        slices++;
        r = slice(60_000, 3 * slices);
      }
      expect(r.verdict, `graph ${k}`).toBe(truth);
      if (r.verdict === 'winnable') expect(state.replay(r.path!)).toBe(true);
      if (slices > 2) sliced++;
    }
    expect(sliced).toBeGreaterThan(50);
    // Kept proofs: a lost tree searched 100 nodes at a time costs about what one search costs.
    const n = (1 << 12) - 1;
    const slice = startSearch(new GraphState(lostTree(n)), { restarts: false, forced: false, deadEnds: false });
    let total = 0;
    for (let r = slice(60_000, 100); ; r = slice(60_000, 100)) {
      total += r.nodes;
      if (r.verdict !== 'unknown') {
        expect(r.verdict).toBe('unwinnable');
        break;
      }
    }
    expect(total).toBeLessThan(n * 3);
  });

  it('a slice that ends mid-run pauses the run: a big cycle is proved lost by slices as by one search', () => {
    // A ring of n lost positions, each with a move back to the previous one and a dead-end branch: one
    // strongly connected component, so nothing in it is proved until the whole ring is done. Were a
    // slice's end to throw the run away, slices of 100 nodes would never prove it.
    const n = 3000;
    const ring = noWins(ringEdges(n));
    const whole = search(new GraphState(ring), { restarts: false, forced: false, deadEnds: false });
    expect(whole.verdict).toBe('unwinnable');
    for (const options of [{ restarts: false }, { firstBudget: 7000 }]) {
      const state = new GraphState(ring);
      const slice = startSearch(state, { ...options, forced: false, deadEnds: false });
      let total = 0;
      let slices = 0;
      for (let r = slice(60_000, 100); ; r = slice(60_000, 100)) {
        total += r.nodes;
        slices++;
        expect(state.keyLo).toBe(1);
        if (r.verdict !== 'unknown' || slices > 1000) {
          expect(r.verdict).toBe('unwinnable');
          break;
        }
      }
      // Each pause costs one node looked at again when the run goes on.
      expect(total).toBeLessThanOrEqual(whole.nodes + slices);
    }
  });

  it('a slice without restarts lets the run in progress go on until it ends', () => {
    // The ring again, searched with runs of 50 nodes: no run sees the whole component, so restarting
    // never proves it. Once a slice says `restarts: false`, the run goes on and proves it.
    const n = 3000;
    const ring = noWins(ringEdges(n));
    const slice = startSearch(new GraphState(ring), { firstBudget: 50, forced: false, deadEnds: false });
    expect(slice(60_000, 2000).verdict).toBe('unknown');
    const r = slice(60_000, 2 * n, false);
    expect(r.verdict).toBe('unwinnable');
    expect(r.nodes).toBeLessThanOrEqual(2 * n);
  });

  it("a state's restartUnit sets the restarts' budgets unless the options give one", () => {
    // The ring again: one run of 2n nodes proves it, runs of 50 never do within a few thousand nodes.
    const n = 3000;
    const ring = noWins(ringEdges(n));
    class ShortRuns extends GraphState {
      readonly restartUnit = 50;
    }
    const plain = { forced: false, deadEnds: false };
    expect(startSearch(new GraphState(ring), plain)(60_000, 3 * n).verdict).toBe('unwinnable');
    expect(startSearch(new ShortRuns(ring), plain)(60_000, 3 * n).verdict).toBe('unknown');
    expect(startSearch(new ShortRuns(ring), { ...plain, firstBudget: 10_000 })(60_000, 3 * n).verdict).toBe('unwinnable');
  });

  it("a state's swapChance sets how hard restarts shuffle the move order", () => {
    // A root with eight moves, each into a ring too long for any run to finish, searched with tiny
    // budgets: the first move of each run shows the shuffled order.
    const star = noWins([[1, 2, 3, 4, 5, 6, 7, 8], ...Array.from({ length: 8 }, () => [9]), ...ringEdges(3000, 9)]);
    const firstMoves = (swapChance: number | undefined): number[] => {
      class Shuffled extends GraphState {
        readonly swapChance = swapChance;
        readonly firsts: number[] = [];
        private runStarts = false;
        private depth = 0;
        override isWon(): boolean {
          if (this.depth === 0) this.runStarts = true;
          return super.isWon();
        }
        override make(move: number): void {
          if (this.depth === 0 && this.runStarts) this.firsts.push(move);
          this.runStarts = false;
          this.depth++;
          super.make(move);
        }
        override unmake(): void {
          this.depth--;
          super.unmake();
        }
      }
      const state = new Shuffled(star);
      startSearch(state, { firstBudget: 2, forced: false, deadEnds: false, seed: 3 })(60_000, 4000);
      // The first run keeps the listed order; the later ones are jittered.
      expect(state.firsts[0]).toBe(0);
      return state.firsts.slice(1);
    };
    const share = (moves: number[], move: number): number => moves.filter((m) => m === move).length / moves.length;
    const never = firstMoves(0);
    expect(never.length).toBeGreaterThan(100);
    expect(share(never, 0)).toBe(1);
    // Every neighbouring pair swapped, from the end: the last move travels to the front.
    expect(share(firstMoves(1), 7)).toBe(1);
    // The first move stays first when its pair is not swapped: 3 runs in 4 by default, 3 in 10 at 0.7.
    expect(share(firstMoves(undefined), 0)).toBeGreaterThan(0.6);
    expect(share(firstMoves(undefined), 0)).toBeLessThan(0.9);
    const hard = firstMoves(0.7);
    expect(share(hard, 0)).toBeGreaterThan(0.15);
    expect(share(hard, 0)).toBeLessThan(0.45);
    expect(new Set(hard).size).toBeGreaterThan(4);
  });

  it('says unknown at a node limit, and when the table is full', () => {
    const g = lostTree((1 << 12) - 1);
    const plain = { forced: false, deadEnds: false };
    expect(search(new GraphState(g), { ...plain, nodeLimit: 100, firstBudget: 1 }).verdict).toBe('unknown');
    expect(search(new GraphState(g), { ...plain, maxPositions: 50, restarts: false }).verdict).toBe('unknown');
    expect(search(new GraphState(g), { ...plain, maxPositions: 50, firstBudget: 1 }).verdict).toBe('unknown');
    expect(search(new GraphState(g), { ...plain, maxPositions: 5000, firstBudget: 1 }).verdict).toBe('unwinnable');
  });
});
