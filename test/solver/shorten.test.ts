// Solution shortening (issue 16): loops cut, shortened lines that replay to a win through applyMove and are
// never longer than the raw line, wasted moves found and dropped, and each game's lower bound never above
// the length of a real win.
import { describe, expect, it } from 'vitest';
import { type GameId, type Move, type Position, applyMove, deal, legalMoves, sameMove, solve } from '../../src/index.js';
import { rulesFor } from '../../src/games/registry.js';
import { MAX_MOVES } from '../../src/engine/index.js';
import { cutLoops, lowerBound, shortenPath } from '../../src/solver/core/shorten.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { shortenSolution, stateFor } from '../../src/solver/core/solve.js';
import { search } from '../../src/solver/core/search.js';
import { smallHamilton } from './small-hamilton.js';
import { smallHamlet } from './small-hamlet.js';

const GAMES: GameId[] = ['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'];
const BUDGET = { work: 2_000_000, deadline: Number.POSITIVE_INFINITY };

/** Plays moves through the public API; the final position. */
function replay(position: Position, moves: Move[]): Position {
  let p = position;
  for (const m of moves) p = applyMove(p, m);
  return p;
}

/** The codes of a line of public moves, as the game's state lists them. */
function codesOf(position: Position, moves: Move[]): number[] {
  const state = rulesFor(position.game).open(position);
  const buf = new Int32Array(MAX_MOVES);
  const codes = moves.map((m) => {
    const n = state.moves(buf, 0);
    const code = [...buf.subarray(0, n)].find((c) => sameMove(state.decode(c), m))!;
    expect(code).toBeDefined();
    state.make(code);
    return code;
  });
  return codes;
}

/** Public moves of codes from a position. */
function movesOf(position: Position, codes: number[]): Move[] {
  const state = rulesFor(position.game).open(position);
  const buf = new Int32Array(MAX_MOVES);
  return codes.map((c) => {
    state.moves(buf, 0);
    const m = state.decode(c);
    state.make(c);
    return m;
  });
}

describe('cutLoops', () => {
  it('jumps from each position to the last visit of its key', () => {
    // Keys 1 2 3 2 4 3 5: key 2 comes back after one move, key 3 after three; the shortest way is 1 2 3 5.
    const line = { codes: [10, 11, 12, 13, 14, 15], keys: [1, 2, 3, 2, 4, 3, 5] };
    expect(cutLoops(line)).toEqual({ codes: [10, 11, 15], keys: [1, 2, 3, 5] });
  });

  it('leaves a loop-free line as it is', () => {
    const line = { codes: [7, 8, 9], keys: [1, 2, 3, 4] };
    expect(cutLoops(line)).toEqual(line);
  });

  it('cuts a loop back to the root', () => {
    expect(cutLoops({ codes: [1, 2, 3], keys: [5, 6, 5, 7] })).toEqual({ codes: [3], keys: [5, 7] });
  });
});

describe('shortenPath', () => {
  it('drops a wasted detour: a random walk of moves before a win comes out no longer than the win alone', () => {
    let tested = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const p = seed % 2 === 0 ? smallHamilton(seed, 14 + (seed % 6)) : smallHamlet(seed, 12 + (seed % 6));
      const win = solve(p, { timeLimitMs: 5000, shorten: false });
      if (win.verdict !== 'winnable') continue;
      // A line that wanders: the win with a pair of moves there and back inserted at a random place.
      const random = xorshift(seed);
      const at = random() % win.moves!.length;
      const before = replay(p, win.moves!.slice(0, at));
      const out = legalMoves(before).find((m) => m.type === 'move' && !m.to.startsWith('foundation'));
      if (out === undefined || out.type !== 'move') continue;
      const there = applyMove(before, out);
      const back = legalMoves(there).find((m) => m.type === 'move' && m.from === out.to && m.to === out.from);
      if (back === undefined) continue;
      const raw = [...win.moves!.slice(0, at), out, back, ...win.moves!.slice(at)];
      expect(replay(p, raw).status).toBe('won');
      const state = rulesFor(p.game).open(p);
      const short = movesOf(p, shortenPath(state, codesOf(p, raw), BUDGET));
      expect(replay(p, short).status).toBe('won');
      expect(short.length).toBeLessThanOrEqual(win.moves!.length);
      tested++;
    }
    expect(tested).toBeGreaterThan(8);
  });

  it('hands back a line that does not win as it came', () => {
    const p = deal('hamlet', 3);
    const moves = legalMoves(p).slice(0, 1);
    const state = rulesFor('hamlet').open(p);
    const codes = codesOf(p, moves);
    expect(shortenPath(state, codes, BUDGET)).toEqual(codes);
  });
});

describe('solve returns shortened lines', () => {
  it('that replay to a win through applyMove and are never longer than the raw line (every game)', () => {
    let shorter = 0;
    let solvedCount = 0;
    for (const game of GAMES) {
      const rules = rulesFor(game);
      for (let d = 1; d <= 2; d++) {
        const p = deal(game, d);
        // The search's own line, then shortened as solve does.
        const raw = search(stateFor(rules, p), { timeLimitMs: 3000 });
        if (raw.verdict !== 'winnable') continue;
        const short = movesOf(p, shortenPath(rules.open(p), raw.path!, BUDGET));
        expect(replay(p, short).status).toBe('won');
        expect(short.length).toBeLessThanOrEqual(raw.path!.length);
        if (short.length < raw.path!.length) shorter++;
        // Through the public solve: a shortened line that replays to a win, never under the bound
        // (Hamilton's runs go home together, so its bound is a yardstick: half of it is a true floor there).
        const solved = solve(p, { timeLimitMs: 3000 });
        if (solved.verdict !== 'winnable') continue;
        solvedCount++;
        expect(replay(p, solved.moves!).status).toBe('won');
        expect(solved.moves!.length).toBeGreaterThanOrEqual(lowerBound(game, p) * (game === 'hamilton' ? 0.5 : 1));
      }
    }
    expect(shorter).toBeGreaterThan(4);
    expect(solvedCount).toBeGreaterThan(4);
  });

  it('Hamlet: beams from the root search again for a line, which come out within 2× the lower bound on the whole and shorter than shortening alone', () => {
    const rules = rulesFor('hamlet');
    let total = 0;
    let alone = 0;
    let bounds = 0;
    for (let d = 2; d <= 4; d++) {
      const p = deal('hamlet', d);
      const raw = solve(p, { timeLimitMs: 10_000, shorten: false });
      expect(raw.verdict).toBe('winnable');
      const path = codesOf(p, raw.moves!);
      // With a 10 s limit the beams run; under 5 s they are left out (a hint wants its move at once).
      const beams = movesOf(p, shortenSolution(rules, p, path, raw.nodes, { timeLimitMs: 10_000 }));
      const quick = movesOf(p, shortenSolution(rules, p, path, raw.nodes, { timeLimitMs: 4000 }));
      for (const line of [beams, quick]) expect(replay(p, line).status).toBe('won');
      total += beams.length;
      alone += quick.length;
      bounds += lowerBound('hamlet', p);
    }
    expect(total).toBeLessThanOrEqual(2 * bounds);
    expect(total).toBeLessThan(alone);
  });

  it('a small position: the shortened line is no longer than a plain search’s line either way, and the bound holds', () => {
    for (let seed = 30; seed <= 40; seed++) {
      const p = smallHamlet(seed, 8 + (seed % 5));
      const r = solve(p, { timeLimitMs: 3000 });
      if (r.verdict !== 'winnable') continue;
      // Hamlet: every move carries one card, so no win is shorter than the cards still to go home.
      expect(r.moves!.length).toBeGreaterThanOrEqual(lowerBound('hamlet', p));
      expect(replay(p, r.moves!).status).toBe('won');
    }
  });
});
