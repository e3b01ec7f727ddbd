// Pure tests of the statistics' counting (issue 14): played once a move is made, one win per attempt,
// a loss undone and won becomes a win, a game left counts as lost, help marks a game, streaks and times, and
// the export read back (a malformed or foreign file refused).
import { describe, expect, test } from 'vitest';
import {
  type GameStats,
  abandon,
  assist,
  begin,
  emptyStats,
  exportOf,
  figures,
  merge,
  openAttempt,
  progress,
  rateOverTime,
  readStats,
} from '../../src/web/app/stats.js';
import { readExport } from '../../src/web/app/stats-file.js';

const P = (status: 'playing' | 'won' | 'lost', at: number, timeMs = 1000, moves = 10, score = 5) => ({ status, at, timeMs, moves, score });

/** A won game: begun at `at`, won a second later with the given time, moves and score. */
function win(s: GameStats, id: string, at: number, timeMs: number, moves: number, score: number): GameStats {
  s = begin(s, { id, deal: at, at });
  return progress(s, id, P('won', at + 1, timeMs, moves, score));
}

describe('counting', () => {
  test('no game yet: nothing played, no rates', () => {
    const f = figures([]);
    expect(f).toMatchObject({ played: 0, won: 0, winRate: null, streak: 0, bestStreak: 0, bestTimeMs: null, unaidedShare: null });
  });

  test('a begun game counts as played; its win counts once, with the first win figures', () => {
    let s = begin(emptyStats('hamlet'), { id: 'a', deal: 7, at: 1 });
    expect(figures(s.attempts)).toMatchObject({ played: 1, won: 0, open: 1, winRate: null });
    s = progress(s, 'a', P('playing', 2));
    s = progress(s, 'a', P('won', 3, 60_000, 90, 52));
    // Undone out of the win, then won again, quicker: still one win, the first win's figures.
    s = progress(s, 'a', P('playing', 4, 61_000, 89, 51));
    s = progress(s, 'a', P('won', 5, 62_000, 90, 52));
    const f = figures(s.attempts);
    expect(f).toMatchObject({ played: 1, won: 1, lost: 0, open: 0, winRate: 1, streak: 1, bestTimeMs: 60_000, fewestMoves: 90 });
  });

  test('a loss undone and then won is one attempt, won', () => {
    let s = begin(emptyStats('camelot'), { id: 'a', deal: 3, at: 1 });
    s = progress(s, 'a', P('lost', 2));
    expect(figures(s.attempts)).toMatchObject({ played: 1, won: 0, lost: 1 });
    s = progress(s, 'a', P('playing', 3));
    expect(figures(s.attempts)).toMatchObject({ played: 1, won: 0, lost: 1 });
    s = progress(s, 'a', P('won', 4));
    expect(figures(s.attempts)).toMatchObject({ played: 1, won: 1, lost: 0 });
  });

  test('a begun game left for another counts as lost, for good', () => {
    let s = begin(emptyStats('hamilton'), { id: 'a', deal: 1, at: 1 });
    s = begin(s, { id: 'b', deal: 2, at: 2 });
    expect(s.attempts.find((a) => a.id === 'a')!.outcome).toBe('abandoned');
    expect(openAttempt(s)!.id).toBe('b');
    s = abandon(s, 'b', 3);
    // Taken up again later, a left game is not counted again.
    s = progress(s, 'b', P('won', 4));
    expect(figures(s.attempts)).toMatchObject({ played: 2, won: 0, lost: 2, open: 0, winRate: 0 });
    // Leaving a finished game changes nothing.
    s = win(s, 'c', 10, 5000, 40, 52);
    s = abandon(s, 'c', 12);
    expect(figures(s.attempts)).toMatchObject({ played: 3, won: 1 });
  });

  test('streaks run in the order games ended; best and average times, fewest moves, best score', () => {
    let s = emptyStats('hamlet');
    s = win(s, 'a', 10, 3000, 50, 104);
    s = win(s, 'b', 20, 1000, 60, 104);
    s = begin(s, { id: 'c', deal: 3, at: 30 });
    s = progress(s, 'c', P('lost', 31, 9999, 20, 33));
    s = win(s, 'd', 40, 2000, 45, 104);
    s = win(s, 'e', 50, 6000, 70, 104);
    s = win(s, 'f', 60, 3000, 80, 104);
    const f = figures(s.attempts);
    expect(f).toMatchObject({
      played: 6,
      won: 5,
      lost: 1,
      streak: 3,
      bestStreak: 3,
      bestTimeMs: 1000,
      averageTimeMs: 3000,
      fewestMoves: 45,
    });
    expect(f.bestScore).toBe(104);
    expect(rateOverTime(s.attempts)).toEqual([1, 1, 2 / 3, 3 / 4, 4 / 5, 5 / 6]);
  });

  test('an open game does not break a streak, counts as played, and is left out of the win rate', () => {
    let s = win(emptyStats('hamlet'), 'a', 1, 1, 1, 1);
    s = begin(s, { id: 'b', deal: 2, at: 5 });
    expect(figures(s.attempts)).toMatchObject({ played: 2, won: 1, streak: 1, winRate: 1 });
  });

  test('help marks a game; help after its win does not', () => {
    let s = begin(emptyStats('hamlet'), { id: 'a', deal: 1, at: 1, assists: ['hint'] });
    s = progress(s, 'a', P('won', 2));
    s = begin(s, { id: 'b', deal: 2, at: 3 });
    s = assist(s, 'b', 'verdict');
    s = assist(s, 'b', 'verdict');
    s = progress(s, 'b', P('won', 4));
    s = win(s, 'c', 5, 1, 1, 1);
    s = assist(s, 'c', 'solution');
    expect(s.attempts.map((a) => a.assists)).toEqual([['hint'], ['verdict'], []]);
    expect(figures(s.attempts)).toMatchObject({ won: 3, wonUnaided: 1, unaidedShare: 1 / 3 });
  });
});

describe('export and import', () => {
  const kept = (): GameStats[] => {
    let h = win(emptyStats('hamlet'), 'a', 1, 1000, 50, 104);
    h = begin(h, { id: 'b', deal: 9, at: 5 });
    return [h, win(emptyStats('camelot'), 'c', 2, 2000, 60, 30)];
  };

  test('an export reads back as the same statistics', () => {
    const all = kept();
    const text = JSON.stringify(exportOf(all, 2, 99));
    expect(readExport(text, 2)).toEqual(all);
  });

  test('merging keeps every attempt of both', () => {
    const [h] = kept();
    const other = win(emptyStats('hamlet'), 'z', 50, 1, 1, 1);
    expect(merge(h!, other).attempts.map((a) => a.id)).toEqual(['a', 'b', 'z']);
    expect(merge(emptyStats('hamlet'), h!)).toEqual({ game: 'hamlet', attempts: h!.attempts });
  });

  test('merging never loses a result: each attempt keeps its furthest copy, whichever side it is on (issue 26, F15)', () => {
    const open = begin(emptyStats('hamlet'), { id: 'a', deal: 7, at: 1 });
    const won = progress(progress(open, 'a', P('playing', 2, 500, 4, 2)), 'a', P('won', 3, 900, 80, 104));
    const lost = progress(open, 'a', P('lost', 3, 700, 30, 20));
    // An older backup (the attempt still open) restored over the won attempt, and the other way round.
    expect(merge(won, open).attempts).toEqual(won.attempts);
    expect(merge(open, won).attempts).toEqual(won.attempts);
    expect(merge(won, lost).attempts).toEqual(won.attempts);
    expect(merge(lost, open).attempts).toEqual(lost.attempts);
    expect(figures(merge(won, open).attempts)).toMatchObject({ played: 1, won: 1 });
    // Two open copies: the one played further; help asked for in either copy counts.
    const further = progress(open, 'a', P('playing', 5, 2000, 12, 9));
    const helped = assist(open, 'a', 'hint');
    expect(merge(further, helped).attempts[0]).toMatchObject({ moves: 12, assists: ['hint'] });
    // Abandoned goes further than lost (it is final); a win still beats it.
    const left = abandon(open, 'a', 9);
    expect(merge(lost, left).attempts[0]!.outcome).toBe('abandoned');
    expect(merge(left, won).attempts[0]!.outcome).toBe('won');
  });

  test('a deal number beyond the engine’s range is refused', () => {
    const a = { id: 'a', deal: 1e308, started: 1, outcome: 'open', timeMs: 1, moves: 1, score: 1, assists: [] };
    expect(readStats({ game: 'hamlet', attempts: [a] })).toMatch(/no deal number/);
  });

  test('malformed, foreign, newer and damaged files are refused with a reason', () => {
    expect(readExport('{"format": "patience-statistics", ', 2)).toMatch(/not valid JSON/);
    expect(readExport('{"game":"hamlet","deal":1,"moves":[]}', 2)).toMatch(/not a Patience statistics export/);
    expect(readExport('[]', 2)).toMatch(/not a Patience statistics export/);
    const good = exportOf(kept(), 2, 1);
    expect(readExport(JSON.stringify({ ...good, schema: 3 }), 2)).toMatch(/newer version/);
    expect(readExport(JSON.stringify({ ...good, games: 'x' }), 2)).toMatch(/no list of games/);
    const damaged = structuredClone(good);
    (damaged.games[0]!.attempts[0] as unknown as Record<string, unknown>)['outcome'] = 'drawn';
    expect(readExport(JSON.stringify(damaged), 2)).toMatch(/attempt 1 of hamlet has an unknown outcome/);
    const twice = { ...good, games: [good.games[0], good.games[0]] };
    expect(readExport(JSON.stringify(twice), 2)).toMatch(/lists hamlet twice/);
    const dup = structuredClone(good);
    dup.games[0]!.attempts.push(dup.games[0]!.attempts[0]!);
    expect(readExport(JSON.stringify(dup), 2)).toMatch(/repeats the id/);
  });

  test('stored statistics are read field by field', () => {
    expect(readStats({ game: 'chess', attempts: [] })).toMatch(/no known game/);
    expect(readStats({ game: 'hamlet', attempts: [{ id: 'a', deal: 0 }] })).toMatch(/no deal number/);
    expect(
      readStats({
        game: 'hamlet',
        attempts: [{ id: 'a', deal: 1, started: 1, outcome: 'won', timeMs: 1, moves: 1, score: 1, assists: [] }],
      }),
    ).toMatch(/finished but has no end time/);
    expect(readStats({ game: 'hamlet', attempts: [] })).toEqual({ game: 'hamlet', attempts: [] });
  });
});
