// Pure tests of issue 25's plain words: counted words through the plural rules, a title per page, and one
// win rate that counts finished games only.
import { describe, expect, test } from 'vitest';
import { count } from '../../src/web/app/plural.js';
import { begin, emptyStats, figures, progress, rateOverTime } from '../../src/web/app/stats.js';
import { pageTitle } from '../../src/web/app/title.js';

describe('counted words', () => {
  test('one takes the singular, every other count the plural', () => {
    expect(count(1, 'result', 'results')).toBe('1 result');
    expect(count(0, 'result', 'results')).toBe('0 results');
    expect(count(2, 'move', 'moves')).toBe('2 moves');
    expect(count(30, 'move', 'moves')).toBe('30 moves');
  });
});

describe('a title per page', () => {
  test('the page comes first, the app last', () => {
    expect(pageTitle({ page: 'home' })).toBe('Patience');
    expect(pageTitle({ page: 'stats' })).toBe('Statistics — Patience');
    expect(pageTitle({ page: 'settings' })).toBe('Settings — Patience');
    expect(pageTitle({ page: 'rules', game: 'camelot' })).toBe('Rules of Camelot — Patience');
    expect(pageTitle({ page: 'game', game: 'hamlet', deal: 301 })).toBe('Hamlet #301 — Patience');
  });
});

describe('one win rate', () => {
  test('a game in progress does not lower the rate: one won, one lost, one open is 50%, as the chart says', () => {
    const P = (status: 'playing' | 'won' | 'lost', at: number) => ({ status, at, timeMs: 1000, moves: 10, score: 5 });
    let s = begin(emptyStats('camelot'), { id: 'a', deal: 1, at: 1 });
    s = progress(s, 'a', P('won', 2));
    s = begin(s, { id: 'b', deal: 2, at: 3 });
    s = progress(s, 'b', P('lost', 4));
    s = begin(s, { id: 'c', deal: 3, at: 5 });
    const f = figures(s.attempts);
    expect(f).toMatchObject({ played: 3, won: 1, lost: 1, open: 1, winRate: 0.5 });
    expect(rateOverTime(s.attempts).at(-1)).toBe(f.winRate);
  });
});
