// The daily deal's, the storage's and the imports' words in the player's language (issue 28, item 1): with
// French or Russian in use, what the daily page shares, what storage reports and why a file is refused are
// said in that language, counts in its plural forms, while what is not words (the day's YYYY-MM-DD in the
// shared text, the game's address) stays the same.
import { afterEach, describe, expect, test } from 'vitest';
import { type Catalogue, type Lang, useCatalogue } from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { dailyDeal } from '../../src/index.js';
import { dayWords, shareText } from '../../src/web/app/daily-stats.js';
import type { Attempt } from '../../src/web/app/stats.js';

const use = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
afterEach(() => use('en'));

function attempt(outcome: Attempt['outcome'], moves: number, assists: Attempt['assists'] = []): Attempt {
  const started = Date.parse('2026-11-26T12:00:00Z');
  return {
    id: 'a1',
    deal: dailyDeal('hamlet', '2026-11-26'),
    started,
    ended: started + 192_000,
    outcome,
    timeMs: 192_000,
    moves,
    score: 0,
    assists,
  };
}

describe('the daily deal', () => {
  test('its shared text is in the language, the day as YYYY-MM-DD and the count in its plural form', () => {
    expect(shareText('british-constitution', '2026-11-26', attempt('won', 87))).toBe(
      'Patience daily, British Constitution, 2026-11-26: Won (87 moves, 3:12, no help)',
    );
    use('fr');
    expect(shareText('british-constitution', '2026-11-26', attempt('won', 87))).toBe(
      'Patience du jour, Constitution britannique, 2026-11-26 : gagnée (87 coups, 3:12, sans aide)',
    );
    use('ru');
    expect(shareText('hamlet', '2026-11-26', attempt('lost', 22, ['hint']))).toBe(
      'Пасьянс дня, Гамлет, 2026-11-26: проиграна (22 хода, 3:12, с помощью)',
    );
    expect(shareText('hamlet', '2026-11-26', attempt('open', 5))).toMatch(/идёт \(5 ходов,/);
  });

  test("the page's date is the language's", () => {
    expect(dayWords('2026-11-26')).toBe('November 26, 2026');
    use('fr');
    expect(dayWords('2026-11-26')).toBe('26 novembre 2026');
    use('ru');
    expect(dayWords('2026-11-26')).toMatch(/^26 ноября 2026/);
  });
});
