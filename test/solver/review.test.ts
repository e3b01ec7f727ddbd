// reviewGame: the move after which no win was left, checked against the solver's own verdicts (the line
// from before the turn replays to a win; the position after it is proved lost), and the other verdicts.
import { describe, expect, it } from 'vitest';
import {
  type GameRecord,
  type Review,
  type ReviewProgress,
  PatienceError,
  deal,
  replayPositions,
  reviewGame,
  solve,
} from '../../src/index.js';
import { expectReplaysToWin, playMoves } from './replay.js';
import { constructedLoss, walkedGame } from './review-games.js';

/** The checks every `lost-at` review must pass, whatever the game. */
function expectSoundTurn(record: GameRecord, r: Review): void {
  expect(r.verdict).toBe('lost-at');
  const k = r.turn!;
  expect(k).toBeGreaterThanOrEqual(1);
  expect(k).toBeLessThanOrEqual(record.moves.length);
  const positions = replayPositions(record);
  expect(r.lost).toEqual(record.moves[k - 1]);
  expect(r.better).toEqual(r.line![0]);
  expectReplaysToWin(positions[k - 1]!, r.line!);
  expect(solve(positions[k]!, { timeLimitMs: 20_000 }).verdict).toBe('unwinnable');
  expect(r.between).toBeNull();
  expect(r.thoughtful).toBe(true);
}

describe('reviewGame finds the move that lost the game', () => {
  it('Camelot: exactly the move the walk proved losing, with the fair view around it', () => {
    const { record, turn } = constructedLoss('camelot', 2, 7);
    const r = reviewGame(record, { timeLimitMs: 60_000 });
    expect(r.turn).toBe(turn);
    expectSoundTurn(record, r);
    expect(r.exact).toBe(false);
    if (r.fair !== null) {
      for (const side of [r.fair.before, r.fair.after]) {
        expect(side.samples).toBeGreaterThan(0);
        expect(side.share).toBe(side.wins / side.samples);
      }
      expect(r.fair.after.verdict).not.toBe('winnable');
    }
  });

  it('Hamlet: nothing is hidden, so the review is exact and has no fair view', () => {
    const record = walkedGame('hamlet', 2, 7);
    const r = reviewGame(record, { timeLimitMs: 60_000 });
    expectSoundTurn(record, r);
    expect(r.exact).toBe(true);
    expect(r.fair).toBeNull();
  });

  it('British Constitution, without the fair view', () => {
    const record = walkedGame('british-constitution', 1, 7);
    const r = reviewGame(record, { timeLimitMs: 60_000, fair: false });
    expectSoundTurn(record, r);
    expect(r.fair).toBeNull();
  });

  it('reports progress after each solve, narrowing where the turn can be', () => {
    const record = walkedGame('camelot', 2, 7);
    const seen: ReviewProgress[] = [];
    const r = reviewGame(record, { timeLimitMs: 60_000, fair: false, onProgress: (p) => seen.push(p) });
    expect(seen.map((p) => p.solves)).toEqual(seen.map((_, i) => i + 1));
    expect(seen.length).toBe(r.solves);
    for (const p of seen) {
      expect(p.between[0]).toBeLessThanOrEqual(r.turn!);
      expect(p.between[1]).toBeGreaterThanOrEqual(r.turn!);
    }
    expect(seen.at(-1)!.between).toEqual([r.turn, r.turn]);
    // A bisection, not a solve of every position.
    expect(r.solves).toBeLessThanOrEqual(Math.ceil(Math.log2(record.moves.length + 2)) + 1);
  });
});

describe('reviewGame: the other verdicts', () => {
  it('a won game is won, with no solve', () => {
    const moves = solve(deal('camelot', 2), { timeLimitMs: 20_000 }).moves!;
    const r = reviewGame({ game: 'camelot', deal: 2, moves }, { timeLimitMs: 20_000 });
    expect(r).toMatchObject({ verdict: 'won', turn: null, lost: null, line: null, between: null, fair: null, solves: 0 });
    expect(r.moves).toBe(moves.length);
  });

  it('a game stopped while still winnable gives a line from its end', () => {
    const moves = solve(deal('camelot', 2), { timeLimitMs: 20_000 }).moves!.slice(0, 10);
    const record = { game: 'camelot' as const, deal: 2, moves };
    const r = reviewGame(record, { timeLimitMs: 20_000 });
    expect(r.verdict).toBe('winnable');
    expect(r.turn).toBeNull();
    expect(r.better).toEqual(r.line![0]);
    expectReplaysToWin(playMoves(deal('camelot', 2), moves), r.line!);
  });

  it('a deal that cannot be won says so', () => {
    expect(solve(deal('camelot', 6), { timeLimitMs: 20_000 }).verdict).toBe('unwinnable');
    const r = reviewGame(walkedGame('camelot', 6, 3), { timeLimitMs: 20_000 });
    expect(r).toMatchObject({ verdict: 'never-winnable', turn: null, line: null, between: null });
  });

  it('stopped before any solve: unknown, the turn anywhere in the game', () => {
    const record = walkedGame('camelot', 2, 7);
    const r = reviewGame(record, { shouldStop: () => true });
    expect(r).toMatchObject({ verdict: 'unknown', turn: null, solves: 0 });
    expect(r.between).toEqual([1, record.moves.length]);
  });

  it('stopped after two solves: unknown, between bounds the solver proved', () => {
    const record = walkedGame('camelot', 2, 7);
    let asked = 0;
    const r = reviewGame(record, { shouldStop: () => asked++ >= 2, fair: false });
    expect(r.verdict).toBe('unknown');
    expect(r.solves).toBe(2);
    const [a, b] = r.between!;
    const full = reviewGame(record, { timeLimitMs: 60_000, fair: false });
    expect(full.turn).toBeGreaterThanOrEqual(a);
    expect(full.turn).toBeLessThanOrEqual(b);
    expect(b - a).toBeLessThan(record.moves.length - 1);
  });
});

describe('reviewGame refuses bad input with a PatienceError', () => {
  const record = walkedGame('camelot', 2, 7);
  it.each([
    [{ timeLimitMs: 0 }, 'timeLimitMs'],
    [{ timeLimitMs: 'fast' }, 'timeLimitMs'],
    [{ onProgress: 3 }, 'onProgress'],
    [{ shouldStop: true }, 'shouldStop'],
    [{ fair: 'yes' }, 'fair'],
  ])('options %j', (options, where) => {
    const e = (() => {
      try {
        reviewGame(record, options as never);
      } catch (err) {
        return err;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(PatienceError);
    expect((e as PatienceError).code).toBe('bad-option');
    expect((e as PatienceError).where).toBe(where);
  });

  it('a record with an illegal move names it', () => {
    const bad = { ...record, moves: [...record.moves.slice(0, 3), { type: 'move', from: 'tableau-1', to: 'tableau-1' }] };
    expect(() => reviewGame(bad)).toThrow(PatienceError);
    expect(() => reviewGame({ game: 'camelot' })).toThrow(/deal/);
  });
});
