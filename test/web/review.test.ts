// Pure tests of the review's words and its chart's knowledge (issue 27, items 3 and 4): what each verdict
// says of the positions of a game, the runs the chart draws, and the review in a player's words — checked on
// a real lost Hamlet game against the library's own review, and on a hand-made review of a game with hidden
// cards (the fair view, and the verdict said to know where the hidden cards lay).
import { describe, expect, test } from 'vitest';
import { type Position, type Review, applyMove, deal, legalMoves, openController, reviewGame } from '../../src/index.js';
import { fairWords, knownBetween, knownOf, playedWords, rangeWords, rangesOf, reviewWords } from '../../src/web/app/review-words.js';
import { markOf } from '../../src/web/app/played.js';
import { run } from '../../src/web/app/solver-worker.js';
import { proposalWords } from '../../src/web/table/index.js';
import { lostRecord } from './lost-game.js';

const mark = (verdict: Review['verdict'], turn: number | null = null, between: [number, number] | null = null) => ({
  verdict,
  turn,
  between,
  fair: null,
});

describe('what a review knows of the positions', () => {
  test('each verdict', () => {
    expect(knownOf(mark('won'), 40, false)).toEqual({ won: 40, lost: 41 });
    expect(knownOf(mark('winnable'), 40, false)).toEqual({ won: 40, lost: 41 });
    expect(knownOf(mark('never-winnable'), 40, true)).toEqual({ won: -1, lost: 0 });
    expect(knownOf(mark('lost-at', 12), 40, true)).toEqual({ won: 11, lost: 12 });
    // Out of time between moves 10 and 20 of a lost game: up to p8 claimed, p20 on lost.
    expect(knownOf(mark('unknown', null, [10, 20]), 40, true)).toEqual({ won: 8, lost: 20 });
    // The same in a game still in play: nothing after the turn is claimed lost.
    expect(knownOf(mark('unknown', null, [10, 20]), 40, false)).toEqual({ won: 8, lost: 41 });
    expect(knownBetween([1, 40], 40, true)).toEqual({ won: -1, lost: 40 });
  });

  test('the runs cover every position once, in order', () => {
    for (const k of [
      { won: 11, lost: 12 },
      { won: -1, lost: 0 },
      { won: 40, lost: 41 },
      { won: 8, lost: 20 },
      { won: -1, lost: 41 },
    ]) {
      const runs = rangesOf(k, 40);
      expect(runs[0]!.from).toBe(0);
      expect(runs[runs.length - 1]!.to).toBe(40);
      for (let i = 1; i < runs.length; i++) expect(runs[i]!.from).toBe(runs[i - 1]!.to + 1);
    }
    expect(rangesOf({ won: 8, lost: 20 }, 40).map((r) => r.state)).toEqual(['win', 'unknown', 'lost']);
    expect(rangeWords({ from: 0, to: 11, state: 'win' })).toBe('From the deal to move 11: a win was still there.');
    expect(rangeWords({ from: 12, to: 12, state: 'lost' })).toBe('At move 12: no win was left.');
  });
});

describe('the review in words', () => {
  test('a lost Hamlet game: the turn the library finds, the move played and the better one, no stock', () => {
    const record = lostRecord();
    const r = reviewGame(record, { timeLimitMs: 60_000 });
    expect(r.verdict).toBe('lost-at');
    const positions: Position[] = openController(record).positions();
    const k = r.turn!;
    const before = positions[k - 1]!;
    const words = reviewWords(r, (i) => positions[i]!);
    expect(words).toHaveLength(1);
    expect(words[0]).toBe(
      `Move ${k}, ${playedWords(before, r.lost!)}, lost the game: before it a win was still there — for example, ${proposalWords(before, r.better!)}.`,
    );
    expect(words.join(' ')).not.toMatch(/stock|hidden/i);
    // The better move is legal where the review says, and the chart's runs end at the turn.
    expect(legalMoves(before)).toContainEqual(r.better);
    expect(rangesOf(knownOf(markOf(r), record.moves.length, true), record.moves.length)).toEqual([
      { from: 0, to: k - 1, state: 'win' },
      { from: k, to: record.moves.length, state: 'lost' },
    ]);
  });

  test("the worker's review job: progress narrowing where the turn lies, then the library's own review", () => {
    const record = lostRecord();
    const heard: [number, number, [number, number] | undefined][] = [];
    const r = run({ kind: 'review', record, timeLimitMs: 60_000 }, (done, total, between) => heard.push([done, total, between]));
    const own = reviewGame(record, { timeLimitMs: 60_000 });
    expect(r).toMatchObject({ verdict: own.verdict, turn: own.turn, lost: own.lost });
    expect(heard.length).toBeGreaterThan(0);
    for (const [done, total, between] of heard) {
      expect(done).toBeLessThanOrEqual(total);
      expect(between![0]).toBeLessThanOrEqual(own.turn!);
      expect(between![1]).toBeGreaterThanOrEqual(own.turn!);
    }
  });

  test('a game with hidden cards: judged knowing where they lay, with the fair view around the turn', () => {
    const p0 = deal('hamilton', 3);
    const first = legalMoves(p0)[0]!;
    const side = (share: number) => ({ verdict: 'unknown' as const, wins: share * 20, samples: 20, share });
    const r: Review = {
      game: 'hamilton',
      deal: 3,
      moves: 1,
      verdict: 'lost-at',
      turn: 1,
      lost: first,
      better: legalMoves(p0)[1] ?? first,
      line: [],
      between: null,
      fair: { before: side(0.5), after: side(0.05) },
      exact: false,
      thoughtful: true,
      solves: 2,
      ms: 10,
    };
    const words = reviewWords(r, (i) => (i === 0 ? p0 : applyMove(p0, first)));
    expect(words[0]).toContain('knowing where every hidden card lay');
    expect(words[1]).toBe(fairWords(1, r.fair!));
    expect(words[1]).toContain('50%');
    expect(words[1]).toContain('5%');
    expect(words[1]).toContain('a real mistake');
  });

  test('a mistake or bad luck, by the fair shares', () => {
    const side = (share: number) => ({ verdict: 'unknown' as const, wins: 0, samples: 10, share });
    expect(fairWords(5, { before: side(0.6), after: side(0) })).toContain('a real mistake');
    expect(fairWords(5, { before: side(0.3), after: side(0.3) })).toContain('bad luck');
    expect(fairWords(5, { before: side(0), after: side(0) })).toContain('already looked lost');
  });

  test('the other verdicts, each in plain words', () => {
    const base = { game: 'hamlet', deal: 1, moves: 3, turn: null, lost: null, better: null, line: null, between: null, fair: null };
    const r = (verdict: Review['verdict'], extra: Partial<Review> = {}): Review =>
      ({ ...base, verdict, exact: true, thoughtful: true, solves: 1, ms: 1, ...extra }) as Review;
    const at = (): Position => deal('hamlet', 1);
    expect(reviewWords(r('won'), at)[0]).toMatch(/^You won this game/);
    expect(reviewWords(r('never-winnable'), at)[0]).toBe('This deal could not be won, whatever you played.');
    expect(reviewWords(r('never-winnable', { exact: false }), at)[0]).toContain('knowing where every hidden card lay');
    expect(reviewWords(r('unknown', { between: [4, 9] }), at)[0]).toContain('between move 4 and move 9');
    const better = legalMoves(deal('hamlet', 1))[0]!;
    expect(reviewWords(r('winnable', { better }), at)[0]).toContain(proposalWords(deal('hamlet', 1), better));
  });

  test('a move played, named after its number', () => {
    const p = deal('hamlet', 54);
    const m = legalMoves(p).find((x) => x.type === 'move')!;
    expect(playedWords(p, m)).toBe(proposalWords(p, m).slice('move '.length));
    const h = deal('hamilton', 1);
    const stock = legalMoves(h).find((x) => x.type === 'stock');
    if (stock !== undefined) expect(playedWords(h, stock)).toBe('using the stock');
  });
});
