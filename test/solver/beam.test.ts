// The beam hunt on Hamlet: snapshots restore positions exactly, every line it finds replays to a win
// through applyMove, it never finds a "win" where an exhaustive search proved none, it keeps to its
// limits, and solve gives the same verdicts with the beam on and off. Also the search's cut of moves
// from one-card piles, checked against the complete list.
import { describe, expect, it } from 'vitest';
import { type Position, applyMove, deal, legalMoves, solve } from '../../src/index.js';
import { BeamHunt, beamSearch, hunt } from '../../src/solver/core/beam.js';
import { HamletSearch } from '../../src/solver/core/hamlet.js';
import { MAX_MOVES } from '../../src/solver/core/search.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { expectReplaysToWin } from './replay.js';
import { handMadeHamlet, smallHamlet } from './small-hamlet.js';

function replayCodes(position: Position, codes: readonly number[]): Position {
  const state = new HamletSearch(position);
  const buf = new Int32Array(MAX_MOVES);
  let p = position;
  for (const m of codes) {
    state.moves(buf, 0);
    p = applyMove(p, state.decode(m));
    state.make(m);
  }
  return p;
}

const EXACT = { timeLimitMs: 60_000, nodeLimit: 2_000_000, beam: false };
const FAR = Date.now() + 3_600_000;

describe('beam hunt on Hamlet', () => {
  it('restores a snapshot exactly: same key, same moves, same estimate', () => {
    const random = xorshift(99);
    const buf = new Int32Array(MAX_MOVES);
    for (let d = 1; d <= 10; d++) {
      const state = new HamletSearch(deal('hamlet', d));
      const snap = new Int8Array(state.snapshotSize * 2);
      for (let step = 0; step < 60; step++) {
        const n = state.moves(buf, 0);
        if (n === 0) break;
        state.make(buf[random() % n]!);
      }
      state.snapshot(snap, state.snapshotSize);
      const before = {
        key: [state.keyLo, state.keyHi],
        moves: Array.from(buf.subarray(0, state.moves(buf, 0))),
        estimate: state.estimate(),
      };
      for (let step = 0; step < 30; step++) {
        const n = state.moves(buf, 0);
        if (n === 0) break;
        state.make(buf[random() % n]!);
      }
      state.restore(snap, state.snapshotSize);
      expect([state.keyLo, state.keyHi]).toEqual(before.key);
      expect(Array.from(buf.subarray(0, state.moves(buf, 0)))).toEqual(before.moves);
      expect(state.estimate()).toBe(before.estimate);
      // The restored state plays on: each move and its undo keep the key in step with a fresh state.
      const n = state.moves(buf, 0);
      for (let k = 0; k < n; k++) {
        state.make(buf[k]!);
        state.unmake();
        expect([state.keyLo, state.keyHi]).toEqual(before.key);
      }
    }
  });

  it("lists the search's moves for the beam, in its own order", () => {
    const random = xorshift(7);
    const buf = new Int32Array(MAX_MOVES);
    let listed = 0;
    for (let d = 1; d <= 10; d++) {
      const state = new HamletSearch(deal('hamlet', d));
      for (let step = 0; step < 80; step++) {
        const ordered = Array.from(buf.subarray(0, state.searchMoves(buf, 0))).sort((a, b) => a - b);
        const beam = Array.from(buf.subarray(0, state.beamMoves(buf, 0))).sort((a, b) => a - b);
        expect(beam).toEqual(ordered);
        listed += beam.length;
        const n = state.moves(buf, 0);
        if (n === 0) break;
        state.make(buf[random() % n]!);
      }
    }
    expect(listed).toBeGreaterThan(500);
  });

  it('finds lines that replay to wins, and never a win where none exists (120 small positions)', () => {
    let won = 0;
    let lost = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const p = smallHamlet(seed, 10 + (seed % 9));
      const truth = solve(p, { ...EXACT, shorten: false }).verdict; // a verdict only: no line shortened
      const state = new HamletSearch(p);
      const r = hunt(state, { deadline: FAR, nodeLimit: 20_000 });
      if (r.path !== undefined) {
        expect(truth).toBe('winnable');
        expect(replayCodes(p, r.path).status).toBe('won');
        won++;
      }
      if (truth === 'unwinnable') lost++;
    }
    // Both kinds must occur, or the check proves little.
    expect(won).toBeGreaterThan(30);
    expect(lost).toBeGreaterThan(10);
  });

  it('wins a whole deal with a line that replays through applyMove', () => {
    const start = deal('hamlet', 56);
    const r = hunt(new HamletSearch(start), { deadline: FAR, nodeLimit: 20_000_000 });
    expect(r.path).toBeDefined();
    expect(replayCodes(start, r.path!).status).toBe('won');
  });

  it('keeps to its node limit, leaves the state at the root, and gives up at its deadline', () => {
    const start = deal('hamlet', 7);
    const state = new HamletSearch(start);
    const key = [state.keyLo, state.keyHi];
    const r = beamSearch(state, { nodeLimit: 5_000, deadline: FAR });
    expect(r.path).toBeUndefined();
    // A level is abandoned within 16 parents of the limit, each with at most 13 × 12 moves.
    expect(r.nodes).toBeLessThan(5_000 + 16 * 13 * 12);
    expect([state.keyLo, state.keyHi]).toEqual(key);
    expect(hunt(state, { deadline: Date.now() - 1 }).nodes).toBe(0);
  });

  it('a hunt in turns goes on with its paused run: the same line as the run without pauses', () => {
    // Without noise a run is a function of its position, so pausing it (and listing the depth it was
    // listing afresh) must not change what it finds. Between turns the state plays a move and takes it
    // back, as the solve's depth-first slices leave it: at the root.
    const start = deal('hamlet', 5);
    const state = new HamletSearch(start);
    state.useStyle(0);
    const whole = beamSearch(state, { width: 100, noise: 0, seed: 1, deadline: FAR });
    expect(whole.path).toBeDefined();
    const turns = new BeamHunt(state, { width: 100, noise: 0 });
    const buf = new Int32Array(MAX_MOVES);
    let found: number[] | undefined;
    let count = 0;
    for (; found === undefined && count < 1000; count++) {
      const r = turns.turn(FAR, 2_000);
      // A turn stops within 16 parents of its limit (each with at most 13 × 12 moves).
      expect(r.nodes).toBeLessThan(2_000 + 16 * 13 * 12);
      found = r.path;
      state.moves(buf, 0);
      state.make(buf[0]!);
      state.unmake();
    }
    expect(count).toBeGreaterThan(10);
    expect(found).toEqual(whole.path);
    expect(replayCodes(start, found!).status).toBe('won');
  });

  it('solve gives the same verdicts with the beam on and off (60 small positions)', () => {
    for (let seed = 500; seed < 560; seed++) {
      const p = smallHamlet(seed, 12 + (seed % 7));
      const off = solve(p, { ...EXACT, shorten: false }); // its verdict only: no line shortened
      const on = solve(p, { ...EXACT, beam: true });
      expect(on.verdict).toBe(off.verdict);
      if (on.verdict === 'winnable') expectReplaysToWin(p, on.moves!);
    }
  });

  it('solve gives the same verdicts with a wide, widening hunt taking most of the time (30 small positions)', () => {
    for (let seed = 600; seed < 630; seed++) {
      const p = smallHamlet(seed, 12 + (seed % 7));
      const off = solve(p, { ...EXACT, shorten: false });
      const on = solve(p, { ...EXACT, beam: true, beamWidth: 50 + seed, beamShare: 0.9, beamWiden: true, shorten: false });
      expect(on.verdict).toBe(off.verdict);
      if (on.verdict === 'winnable') expectReplaysToWin(p, on.moves!);
    }
  });

  it('a widening hunt doubles its width after each round of `widenEvery` runs: its line is a run of that width', () => {
    // Runs that end (every line ran out) or win leave the hunt at the next run; without noise a run is a
    // function of its position, weighting and width, so the hunt's win is the lone run's at the width it
    // had reached.
    const start = deal('hamlet', 5);
    const state = new HamletSearch(start);
    const turns = new BeamHunt(state, { width: 25, noise: 0, widenEvery: 2 });
    let found: number[] | undefined;
    let runs = 0;
    for (; found === undefined && runs < 40; runs = turns.nextRun) found = turns.turn(FAR).path;
    expect(found).toBeDefined();
    const run = turns.nextRun - 1;
    state.useStyle(run);
    const alone = beamSearch(state, { width: 25 * 2 ** Math.floor(run / 2), noise: 0, seed: run + 1, deadline: FAR });
    expect(found).toEqual(alone.path);
    expect(replayCodes(start, found!).status).toBe('won');
  });

  it("a seed offset moves every run's noise seed by that much: its win is the lone run's with that seed", () => {
    const start = deal('hamlet', 5);
    const state = new HamletSearch(start);
    const turns = new BeamHunt(state, { width: 40, noise: 2, seedOffset: 1000 });
    const found = turns.turn(FAR).path;
    expect(found).toBeDefined();
    const run = turns.nextRun - 1;
    state.useStyle(run);
    const lone = (seed: number): number[] | undefined => beamSearch(state, { width: 40, noise: 2, seed, deadline: FAR }).path;
    expect(found).toEqual(lone(run + 1 + 1000));
    // The noise matters here: the run with its default seed takes another line.
    expect(found).not.toEqual(lone(run + 1));
  });

  it('solve with another seed, which moves the dives and the beams, gives the same verdicts (30 small positions)', () => {
    for (let seed = 700; seed < 730; seed++) {
      const p = smallHamlet(seed, 12 + (seed % 7));
      const off = solve(p, { ...EXACT, shorten: false });
      const on = solve(p, { ...EXACT, beam: true, beamShare: 0.5, seed: seed * 31, shorten: false });
      expect(on.verdict).toBe(off.verdict);
      if (on.verdict === 'winnable') expectReplaysToWin(p, on.moves!);
    }
  });

  it('solve rejects a beam share outside (0, 1) and a width that is not positive', () => {
    const p = deal('hamlet', 1);
    expect(() => solve(p, { beamShare: 1 })).toThrow();
    expect(() => solve(p, { beamShare: 0 })).toThrow();
    expect(() => solve(p, { beamWidth: -5 })).toThrow();
  });
});

describe('Hamlet search state: one-card piles', () => {
  it("lists a lone card's moves to other piles only in the complete list", () => {
    // The queen of clubs is alone on pile 1 and may go onto either red King: legal, but left out of
    // the search. The queen of diamonds has a King beneath it, so its moves stay.
    const position = handMadeHamlet([['QC'], ['KH'], ['KC', 'QD'], ['KD']], [11, 11, 12, 13, 13, 13, 13, 13]);
    expect(legalMoves(position).some((m) => m.type === 'move' && m.from === 'tableau-1' && m.to === 'tableau-2')).toBe(true);
    const state = new HamletSearch(position);
    const buf = new Int32Array(MAX_MOVES);
    const listed = (complete: boolean): string[] =>
      Array.from(buf.subarray(0, complete ? state.moves(buf, 0) : state.searchMoves(buf, 0))).map((m) => {
        const move = state.decode(m);
        return move.type === 'move' ? `${move.from}>${move.to}` : move.type;
      });
    expect(listed(true)).toEqual(expect.arrayContaining(['tableau-1>tableau-2', 'tableau-1>tableau-4']));
    expect(listed(false).filter((m) => m.startsWith('tableau-1>tableau'))).toEqual([]);
    expect(listed(false)).toEqual(expect.arrayContaining(['tableau-3>tableau-2', 'tableau-3>tableau-4', 'tableau-1>foundation-1']));
  });
});
