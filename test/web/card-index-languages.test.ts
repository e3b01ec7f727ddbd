// Each language's letters in the card faces' corners (issue 28, "card names follow each language's usage"):
// French R D V (roi, dame, valet), German K D B (König, Dame, Bube), Russian К Д В Т (король, дама, валет,
// туз), while Spanish and Italian keep K Q J and English stays as it always was; tens stay "10", the large
// index says the same letters, and a change of language draws faces anew rather than from the cache.
import { afterEach, describe, expect, test } from 'vitest';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { type Card, standardDeck } from '../../src/engine/cards.js';
import { type Catalogue, type Lang, useCatalogue } from '../../src/i18n/index.js';
import { type CardFan, type CardStyle, faceSvg } from '../../src/web/table/cards.js';
import { shownNames } from '../../src/web/table/speech.js';
import { pathBox } from './path-box.js';

const use = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
afterEach(() => use('en'));

const STYLES: CardStyle[] = [
  { fourColour: false, largeIndex: false },
  { fourColour: true, largeIndex: true },
];
const FANS: CardFan[] = ['down', 'right'];

/** The letters both corners of a face show (they are the same drawing, one turned about the centre). */
function corners(card: Card, fan: CardFan = 'down', style: CardStyle = STYLES[0]!): string[] {
  return [...faceSvg(card, fan, style).matchAll(/<g class="index"[^>]*>.*?<path class="rank" data-rank="([^"]*)"/g)].map((m) => m[1]!);
}

/** What the index of the King, Queen, Jack, Ace and ten of hearts shows, in every fan and style. */
function courtsAndAce(): string[] {
  const seen = new Set<string>();
  const shown = ['KH', 'QH', 'JH', 'AH', 'TH'].map((card) => {
    for (const fan of FANS)
      for (const style of STYLES) {
        const both = corners(card as Card, fan, style);
        expect(both, `${card} ${fan}`).toHaveLength(2);
        seen.add(`${card}:${both.join(',')}`);
      }
    return corners(card as Card)[0]!;
  });
  // Every fan and style shows the same letters.
  expect(seen.size).toBe(5);
  return shown;
}

describe('corner indices in the language in effect', () => {
  test.each([
    ['en', ['K', 'Q', 'J', 'A', '10']],
    ['fr', ['R', 'D', 'V', 'A', '10']],
    ['de', ['K', 'D', 'B', 'A', '10']],
    ['ru', ['К', 'Д', 'В', 'Т', '10']],
    ['es', ['K', 'Q', 'J', 'A', '10']],
    ['it', ['K', 'Q', 'J', 'A', '10']],
  ] as const)('%s: King, Queen, Jack, Ace and ten read %j', (lang, letters) => {
    use(lang);
    expect(courtsAndAce()).toEqual(letters);
  });

  test('numbers stay numbers in every language', () => {
    for (const lang of ['fr', 'de', 'ru'] as const) {
      use(lang);
      for (const card of standardDeck(1).filter((c) => /[2-9]/.test(c[0]!))) expect(corners(card)).toEqual([card[0], card[0]]);
    }
  });

  test('a face drawn in one language is drawn anew in another, and English comes back unchanged', () => {
    // A right fan centres the letter in its band, so only the letter's drawing differs.
    const english = faceSvg('QS', 'right', STYLES[1]);
    use('ru');
    const russian = faceSvg('QS', 'right', STYLES[1]);
    expect(russian).not.toBe(english);
    const withoutLetters = (svg: string): string => svg.replace(/<path class="rank"[^>]*\/>/g, '<letter/>');
    expect(withoutLetters(russian)).toBe(withoutLetters(english));
    use('en');
    expect(faceSvg('QS', 'right', STYLES[1])).toBe(english);
  });

  test('in a down index the suit sits clear of a wider letter', () => {
    const suitX = (svg: string): number => pathBox(/<g class="index"><path d="([^"]+)"/.exec(svg)![1]!).left;
    const english = suitX(faceSvg('QS'));
    use('ru');
    expect(suitX(faceSvg('QS'))).toBeGreaterThan(english);
  });

  test('English faces are as they always were: K, Q, J, A and 10', () => {
    expect(corners('KC')).toEqual(['K', 'K']);
    expect(corners('QD', 'right')).toEqual(['Q', 'Q']);
    expect(corners('JS', 'down', STYLES[1])).toEqual(['J', 'J']);
    expect(corners('AH')).toEqual(['A', 'A']);
    expect(corners('TC')).toEqual(['10', '10']);
  });
});

describe('the cards the page writes (status line, refusals, loss reasons)', () => {
  test('use the letters the corners show, in every language', () => {
    const written = (lang: Lang): string[] => {
      use(lang);
      const names = shownNames('hamlet');
      return ['KS', 'QH', 'JD', 'AC', 'TD', '7H'].map((card) => names.card(card));
    };
    expect(written('en')).toEqual(['K♠', 'Q♥', 'J♦', 'A♣', '10♦', '7♥']);
    expect(written('fr')).toEqual(['R♠', 'D♥', 'V♦', 'A♣', '10♦', '7♥']);
    expect(written('de')).toEqual(['K♠', 'D♥', 'B♦', 'A♣', '10♦', '7♥']);
    expect(written('ru')).toEqual(['К♠', 'Д♥', 'В♦', 'Т♣', '10♦', '7♥']);
  });
});
