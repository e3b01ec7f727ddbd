// The review's findings and the games played list in the player's language (issue 28, item 1): with the
// French or the Russian catalogue in use, a finding is one sentence of that language with the cards and piles
// named in it, the fair shares in its percents, and a kept game's row, count and summary in its words,
// numbers and dates. (The English wording is held by test/web/review.test.ts and test/web/played.test.ts.)
import { afterEach, describe, expect, test } from 'vitest';
import { type Catalogue, type Lang, t, useCatalogue } from '../../src/i18n/index.js';
import { type Position, type Review, applyMove, deal, legalMoves } from '../../src/index.js';
import type { Played } from '../../src/web/app/played.js';
import { keptWords, rowWords, summaryWords } from '../../src/web/app/played-words.js';
import { fairWords, rangeWords, reviewWords } from '../../src/web/app/review-words.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { LOST_HAMLET } from '../web/lost-game.js';

const use = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
afterEach(() => use('en'));
/** Intl's spaces (no-break, narrow no-break) as plain ones: which one a language uses varies with ICU's version. */
const plain = (s: string): string => s.replace(/\s/gu, ' ');

const ENGLISH_CARDS = /\b(Ace|King|Queen|Jack|hearts|clubs|spades|diamonds|foundation|stock)\b/;

/** A Hamlet game lost at its first move (a move between piles), a better one named, every card seen. */
function lostAtFirst(): { review: Review; at: (i: number) => Position } {
  const p0 = deal('hamlet', 54);
  const moves = legalMoves(p0).filter((m) => m.type === 'move');
  const lost = moves[0]!;
  const review: Review = {
    game: 'hamlet',
    deal: 54,
    moves: 1,
    verdict: 'lost-at',
    turn: 1,
    lost,
    better: moves[1] ?? lost,
    line: [],
    between: null,
    fair: null,
    exact: true,
    thoughtful: true,
    solves: 1,
    ms: 1,
  };
  return { review, at: (i) => (i === 0 ? p0 : applyMove(p0, lost)) };
}

const side = (share: number) => ({ verdict: 'unknown' as const, wins: 0, samples: 10, share });

function kept(extra: Partial<Played> = {}): Played {
  return {
    id: 'a',
    game: 'hamlet',
    deal: 54,
    moves: LOST_HAMLET.link,
    outcome: 'lost',
    started: Date.UTC(2026, 10, 26, 12),
    ended: Date.UTC(2026, 10, 26, 12),
    timeMs: 192_000,
    count: 40,
    score: 3,
    assists: ['hint'],
    review: null,
    ...extra,
  };
}

describe('in French', () => {
  test('the finding names the move that lost, the better one and its cards in French', () => {
    use('fr');
    const { review, at } = lostAtFirst();
    const [line] = reviewWords(review, at);
    expect(line).toMatch(
      /^Le coup 1, .+ de la pile \d+ sur la pile \d+, a perdu la partie\u202f: avant lui, une victoire était encore possible — par exemple, déplacer .+ de la .+ sur la .+\.$/,
    );
    expect(line).toMatch(/de (cœur|carreau|trèfle|pique)/);
    expect(line).not.toMatch(ENGLISH_CARDS);
    expect(plain(fairWords(5, { before: side(0.5), after: side(0.05) }))).toMatch(
      /50 % .* avant le coup 5, et 5 % après : .*une vraie erreur\.$/,
    );
    expect(rangeWords({ from: 0, to: 11, state: 'win' })).toBe('De la donne au coup 11\u202f: une victoire était encore possible.');
  });

  test('the games played list: its count, a row and the replay line in French', () => {
    use('fr');
    expect(plain(keptWords(1000))).toBe('1 000 parties gardées, la plus récente d’abord (les 1 000 dernières sont gardées).');
    const row = rowWords(kept());
    expect(row.result).toBe('Perdue');
    expect(row.help).toBe('Aidée');
    expect(row.date).toMatch(/^2[67] nov\. 2026$/);
    expect(row.time).toBe('3:12');
    expect(summaryWords(kept({ outcome: 'won', assists: [] }))).toMatch(
      /^Hamlet n° 54, 2[67] nov\. 2026\u202f: gagnée en 40 coups, 3:12\.$/,
    );
  });
});

describe('in Russian', () => {
  test('the finding is one Russian sentence, its cards and piles in Russian', () => {
    use('ru');
    const { review, at } = lostAtFirst();
    const [line] = reviewWords(review, at);
    expect(line).toMatch(
      /^Ход 1 — .+ из стопки \d+ в стопку \d+ — проиграл партию: до него выигрыш ещё был — например, переложить .+ из .+ в .+\.$/,
    );
    expect(line).toMatch(/(червей|бубён|треф|пик)/);
    expect(line).not.toMatch(ENGLISH_CARDS);
    expect(reviewWords({ ...review, verdict: 'unknown', between: [4, 9] }, at)[0]).toBe(
      'Разбору не хватило времени: ход, проигравший партию, — между ходом 4 и ходом 9.',
    );
  });

  test("the games played list: its count in Russian's plural forms, a row and the replay line", () => {
    use('ru');
    expect(keptWords(1)).toMatch(/^Сохранена 1 партия, /);
    expect(keptWords(3)).toMatch(/^Сохранено 3 партии, /);
    expect(keptWords(5)).toMatch(/^Сохранено 5 партий, /);
    const row = rowWords(kept({ outcome: 'abandoned', assists: [] }));
    expect(row.result).toBe('Не закончена');
    expect(row.help).toBe('Без помощи');
    expect(row.date).toMatch(/^2[67] нояб\. 2026/);
    expect(summaryWords(kept({ count: 21 }))).toMatch(/^Гамлет № 54, .+: проиграна за 21 ход, 3:12, с помощью\.$/);
  });
});

describe("the statistics chart's caption agrees with its counts", () => {
  const caption = (won: number, lost: number): string =>
    plain(t('coach.chart.label', { all: 'yes', count: won + lost, won, lost, rate: '50 %' }));

  test('in French, one game won and one lost are each said in the singular', () => {
    use('fr');
    expect(caption(1, 1)).toMatch(/^2 parties terminées : 1 gagnée, 1 perdue\./);
    expect(caption(3, 2)).toMatch(/^5 parties terminées : 3 gagnées, 2 perdues\./);
  });

  test('in Spanish and Italian too', () => {
    use('es');
    expect(caption(1, 2)).toMatch(/: 1 ganada, 2 perdidas\./);
    use('it');
    expect(caption(2, 1)).toMatch(/: 2 vinte, 1 persa\./);
  });
});
