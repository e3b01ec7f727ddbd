// Pure tests of the daily deal's figures and shared text (issue 27, item 5): a daily game is an attempt on
// the daily deal of the UTC day it was begun; days played and won count over all games; streaks run over
// won days one after the other; the shared text names the game, day, result, moves, time and help, and
// never a card or a move.
import { describe, expect, test } from 'vitest';
import { type GameId, dailyDeal, deal } from '../../src/index.js';
import { dailyAttempts, dailyFigures, dailyOf, shareText } from '../../src/web/app/daily-stats.js';
import { type Attempt, type GameStats, emptyStats } from '../../src/web/app/stats.js';
import { pageTitle } from '../../src/web/app/title.js';

const at = (day: string, hour = 12): number => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

let seq = 0;
function attempt(game: GameId, day: string, outcome: Attempt['outcome'], extra: Partial<Attempt> = {}): Attempt {
  const started = at(day);
  return {
    id: `a${++seq}`,
    deal: dailyDeal(game, day),
    started,
    ...(outcome === 'open' ? {} : { ended: started + 60_000 }),
    outcome,
    timeMs: 60_000,
    moves: 40,
    score: 10,
    assists: [],
    ...extra,
  };
}

function stats(...attempts: [GameId, Attempt][]): GameStats[] {
  return (['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'] as GameId[]).map((g) => ({
    ...emptyStats(g),
    attempts: attempts.filter(([x]) => x === g).map(([, a]) => a),
  }));
}

describe('daily games', () => {
  test('only an attempt on the daily deal of the day it was begun is a daily game', () => {
    const daily = attempt('hamlet', '2026-11-20', 'won');
    const otherDeal = { ...attempt('hamlet', '2026-11-20', 'won'), deal: dailyDeal('hamlet', '2026-11-20') + 1 };
    // The deal of the 20th begun on the 21st is not the daily game of either day (unless the two days share it).
    const late = { ...attempt('hamlet', '2026-11-21', 'won'), deal: dailyDeal('hamlet', '2026-11-20') };
    const found = dailyAttempts(stats(['hamlet', daily], ['hamlet', otherDeal], ['hamlet', late]));
    const expected = dailyDeal('hamlet', '2026-11-21') === dailyDeal('hamlet', '2026-11-20') ? [daily.id, late.id] : [daily.id];
    expect(found.map((d) => d.attempt.id)).toEqual(expected);
    expect(found[0]).toMatchObject({ game: 'hamlet', day: '2026-11-20' });
  });

  test('the day is the UTC day: a game begun at 23:00 UTC belongs to that day', () => {
    const a = { ...attempt('camelot', '2026-11-20', 'won'), started: at('2026-11-20', 23) };
    expect(dailyOf(stats(['camelot', a]), 'camelot', '2026-11-20')?.id).toBe(a.id);
    expect(dailyOf(stats(['camelot', a]), 'camelot', '2026-11-21')).toBeNull();
  });

  test('days played and won count days over all games, not games', () => {
    const s = stats(
      ['hamlet', attempt('hamlet', '2026-11-20', 'won')],
      ['camelot', attempt('camelot', '2026-11-20', 'won')],
      ['hamilton', attempt('hamilton', '2026-11-21', 'lost')],
      ['hamlet', attempt('hamlet', '2026-11-22', 'open')],
    );
    expect(dailyFigures(s, '2026-11-22')).toEqual({ daysPlayed: 3, daysWon: 1, streak: 0, bestStreak: 1 });
  });

  test('the current streak ends today, or yesterday while today is not won yet; the best is the longest run', () => {
    const won = (g: GameId, d: string): [GameId, Attempt] => [g, attempt(g, d, 'won')];
    const s = stats(
      won('hamlet', '2026-11-10'),
      won('camelot', '2026-11-11'),
      won('hamlet', '2026-11-12'),
      won('union-square', '2026-11-20'),
      won('hamlet', '2026-11-21'),
      ['hamlet', attempt('hamlet', '2026-11-22', 'open')],
    );
    expect(dailyFigures(s, '2026-11-22')).toMatchObject({ daysWon: 5, streak: 2, bestStreak: 3 });
    expect(dailyFigures(s, '2026-11-21')).toMatchObject({ streak: 2 });
    // A day missed breaks it.
    expect(dailyFigures(s, '2026-11-23')).toMatchObject({ streak: 0, bestStreak: 3 });
    // Runs across a month's end count.
    const t = stats(won('hamlet', '2026-11-30'), won('hamlet', '2026-12-01'));
    expect(dailyFigures(t, '2026-12-01')).toMatchObject({ streak: 2, bestStreak: 2 });
  });
});

test("the daily page's title names it", () => {
  expect(pageTitle({ page: 'daily' })).toBe('Daily deals — Patience');
});

describe('the shared text', () => {
  test('names the game, the day, the result, moves, time and help', () => {
    const a = attempt('british-constitution', '2026-11-26', 'won', { moves: 87, timeMs: 192_000 });
    const text = shareText('british-constitution', '2026-11-26', a);
    expect(text).toContain('British Constitution');
    expect(text).toContain('2026-11-26');
    expect(text).toContain('Won');
    expect(text).toContain('87 moves');
    expect(text).toContain('3:12');
    expect(text).toContain('no help');
    expect(shareText('hamlet', '2026-11-26', attempt('hamlet', '2026-11-26', 'lost', { assists: ['hint'] }))).toMatch(/Lost.*with help/);
    expect(shareText('hamlet', '2026-11-26', attempt('hamlet', '2026-11-26', 'open', { moves: 1 }))).toMatch(/1 move,/);
  });

  test('never names a card, a pile or a move', () => {
    for (const game of ['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'] as GameId[]) {
      const day = '2026-11-26';
      const text = shareText(game, day, attempt(game, day, 'won'));
      const p = deal(game, dailyDeal(game, day));
      // No card code ("QH", "TS") and no pile id of the game appear in the text.
      for (const cards of Object.values(p.piles)) for (const c of cards) expect(text).not.toContain(c);
      for (const pile of Object.keys(p.piles)) expect(text).not.toContain(pile);
      expect(text).not.toMatch(/\b(?:[2-9]|10|[AJQK])[CDHS]\b/);
    }
  });
});
