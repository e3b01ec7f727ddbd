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

describe('help in a player’s words', () => {
  test('the hint says what was found, never how: no stock, no sampling, no solver', async () => {
    const { hintWords } = await import('../../src/web/app/assist.js');
    expect(hintWords({ method: 'sampled', wins: 23, samples: 24 })).toBe(
      'Good move — it won 23 of 24 of the ways the hidden cards could lie.',
    );
    expect(hintWords({ method: 'exact', wins: 1, samples: 1 })).toBe('Good move — it starts a winning line.');
    // A short search that found nothing does not say the game is lost: it offers the longer verdict.
    for (const h of [
      { method: 'exact', wins: 0, samples: 1 },
      { method: 'sampled', wins: 0, samples: 24 },
      { method: 'sampled', wins: 0, samples: 0 },
    ] as const) {
      const said = hintWords(h);
      expect(said).toMatch(/^No winning move found quickly/);
      expect(said).toContain('Can this still be won?');
      expect(said).not.toMatch(/stock|sampl|solver|\bno win\b/i);
    }
  });

  test('the verdict: yes or no in plain words; Hamlet’s never mentions a stock; 0 or all of n is not "it depends"', async () => {
    const { fairWords } = await import('../../src/web/app/assist.js');
    expect(fairWords({ verdict: 'unwinnable', fair: { wins: 0, samples: 1 } }, true)).toBe(
      'No — this game can’t be won any more, whatever the stock holds.',
    );
    expect(fairWords({ verdict: 'winnable', fair: { wins: 1, samples: 1 } }, false)).toBe('Yes — you can still win.');
    expect(fairWords({ verdict: 'unwinnable', fair: { wins: 0, samples: 1 } }, false)).toBe('No — this game can’t be won any more.');
    expect(fairWords({ verdict: 'unknown', fair: { wins: 0, samples: 1 } }, false)).not.toMatch(/stock|sampl|hidden/);
    expect(fairWords({ verdict: 'unknown', fair: { wins: 32, samples: 32 } }, true)).toMatch(/^Probably — all 32 ways/);
    expect(fairWords({ verdict: 'unknown', fair: { wins: 0, samples: 32 } }, true)).toMatch(/^Probably not — none of the 32 ways/);
    expect(fairWords({ verdict: 'unknown', fair: { wins: 5, samples: 32 } }, true)).toMatch(
      /^It depends on the hidden cards — 5 of the 32 ways/,
    );
  });
});
