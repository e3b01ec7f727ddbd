// Cards and piles named in the language in effect (src/i18n/names.ts), from the library's facts: every pile
// of every game named in English as the library names it, and in the other languages in the grammatical
// case asked for.
import { afterEach, describe, expect, test } from 'vitest';
import { type Catalogue, type Lang, LANGUAGES, caseOf, cardWords, listWords, useCatalogue, wordNames } from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { describePile, listGames, pileName } from '../../src/index.js';

const use = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
afterEach(() => use('en'));

const namesFor = (game: Parameters<typeof describePile>[0]) => wordNames((id) => describePile(game, id));

test("in English, every pile of every game is named as the library's pileName names it", () => {
  for (const game of listGames()) {
    const names = namesFor(game.id);
    for (const { id } of game.piles) {
      expect(names.pile(id), `${game.id} ${id}`).toBe(pileName(game.id, id));
      expect(names.pile(id, 'from'), `${game.id} ${id}`).toBe(`from ${pileName(game.id, id)}`);
      expect(names.pile(id, 'to'), `${game.id} ${id}`).toBe(`to ${pileName(game.id, id)}`);
      expect(names.pile(id, 'acc'), `${game.id} ${id}`).toBe(pileName(game.id, id));
    }
  }
  expect(namesFor('hamilton').pile('stock', 'title')).toBe('Stock');
  expect(namesFor('camelot').pile('tableau-16', 'title')).toBe('Bottom-right corner');
  expect(namesFor('union-square').pile('tableau-7', 'title')).toBe('Row 2, pile 3');
});

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
  test('every pile of every game has a name of its own in every case, none left as its id', () => {
    use(lang);
    for (const game of listGames()) {
      const names = namesFor(game.id);
      for (const grammaticalCase of ['title', 'from', 'to', 'acc', 'other'] as const) {
        const said = game.piles.map(({ id }) => names.pile(id, grammaticalCase));
        expect(new Set(said).size, `${game.id} ${grammaticalCase}`).toBe(said.length);
        for (const [i, s] of said.entries()) expect(s, game.piles[i]!.id).not.toMatch(/tableau|foundation|^(stock|waste|discard|chooser)$/);
      }
    }
  });
});

test('Russian piles and cards take the case their sentence needs', () => {
  use('ru');
  const camelot = namesFor('camelot');
  expect(camelot.pile('tableau-1', 'from')).toBe('из верхнего левого угла');
  expect(camelot.pile('tableau-6', 'to')).toBe('в клетку 2 ряда 2');
  const hamlet = namesFor('hamlet');
  expect(['title', 'from', 'to', 'acc', 'other'].map((c) => hamlet.pile('tableau-3', caseOf(c)))).toEqual([
    'Стопка 3',
    'из стопки 3',
    'в стопку 3',
    'стопку 3',
    'стопка 3',
  ]);
  expect(hamlet.pile('foundation-2', 'to')).toBe('на базу 2');
  expect(hamlet.card('QH')).toBe('дама червей');
  expect(hamlet.card('QH', 'acc')).toBe('даму червей');
  expect(hamlet.card('QH', 'title')).toBe('Дама червей');
  expect(cardWords('AS', 'acc')).toBe('туза пик');
  expect(listWords(['a', 'b', 'c'], 'disjunction')).toBe('a, b или c');
});

test('French and German name piles with their articles and prepositions', () => {
  use('fr');
  expect(namesFor('union-square').pile('waste', 'to')).toBe('sur le rebut');
  expect(namesFor('union-square').pile('tableau-7', 'from')).toBe('de la pile 3 de la rangée 2');
  expect(cardWords('QH')).toBe('dame de cœur');
  use('de');
  expect(namesFor('union-square').pile('stock', 'acc')).toBe('den Talon');
  expect(cardWords('QH')).toBe('Herz-Dame');
});

test('a case a message names is read as one, anything else as running text', () => {
  expect(['to', 'from', 'acc', 'title', 'other', 'dative', ''].map(caseOf)).toEqual([
    'to',
    'from',
    'acc',
    'title',
    'other',
    'other',
    'other',
  ]);
});

test('English lists without the serial comma; other languages their own way', () => {
  expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  expect(listWords(['a', 'b', 'c'], 'disjunction')).toBe('a, b or c');
  expect(listWords(['a'])).toBe('a');
  expect(listWords([])).toBe('');
  use('fr');
  expect(listWords(['a', 'b', 'c'])).toBe('a, b et c');
});

describe('a card as a sentence puts it: with its article where the language has one', () => {
  test('English says every case in the same words', () => {
    for (const c of ['def', 'obj', 'acc', 'other'] as const) expect(cardWords('QH', c)).toBe('Queen of hearts');
    expect(cardWords('7C', 'def')).toBe('7 of clubs');
  });

  test.each([
    ['fr', ['l’as de carreau', 'le 7 de trèfle', 'la dame de cœur', 'le roi de pique', 'le valet de cœur', 'le 10 de trèfle']],
    [
      'es',
      ['el as de diamantes', 'el 7 de tréboles', 'la reina de corazones', 'el rey de picas', 'la jota de corazones', 'el 10 de tréboles'],
    ],
    ['it', ['l’asso di quadri', 'il 7 di fiori', 'la regina di cuori', 'il re di picche', 'il fante di cuori', 'il 10 di fiori']],
  ] as const)('%s: the subject and the object take the article, a label does not', (lang, said) => {
    use(lang);
    const cards = ['AD', '7C', 'QH', 'KS', 'JH', 'TC'];
    expect(cards.map((c) => cardWords(c, 'def'))).toEqual(said);
    expect(cards.map((c) => cardWords(c, 'obj'))).toEqual(said);
    expect(cardWords('QH', 'other')).not.toMatch(/^(la|il|el|le|l’) /);
  });

  test('Russian: the subject in the nominative, the object in the accusative; German with its article in its case', () => {
    use('ru');
    expect([cardWords('QH', 'def'), cardWords('QH', 'obj'), cardWords('QH', 'on'), cardWords('QH', 'of')]).toEqual([
      'дама червей',
      'даму червей',
      'на даму червей',
      'дамы червей',
    ]);
    use('de');
    expect(['def', 'obj', 'on', 'of'].map((c) => cardWords('JH', caseOf(c)))).toEqual([
      'der Herz-Bube',
      'den Herz-Buben',
      'auf den Herz-Buben',
      'des Herz-Buben',
    ]);
    expect(cardWords('AS', 'def')).toBe('das Pik-Ass');
    expect(cardWords('QH', 'other')).toBe('Herz-Dame');
  });

  test.each([
    ['fr', 'on', ['sur l’as de carreau', 'sur le 7 de trèfle', 'sur la dame de cœur', 'sur le roi de pique']],
    ['fr', 'of', ['de l’as de carreau', 'du 7 de trèfle', 'de la dame de cœur', 'du roi de pique']],
    ['es', 'of', ['del as de diamantes', 'del 7 de tréboles', 'de la reina de corazones', 'del rey de picas']],
    ['it', 'on', ['sull’asso di quadri', 'sul 7 di fiori', 'sulla regina di cuori', 'sul re di picche']],
    ['it', 'of', ['dell’asso di quadri', 'del 7 di fiori', 'della regina di cuori', 'del re di picche']],
  ] as const)('%s: the preposition %s joins the article as the language contracts them', (lang, grammaticalCase, said) => {
    use(lang);
    expect(['AD', '7C', 'QH', 'KS'].map((c) => cardWords(c, grammaticalCase))).toEqual(said);
  });

  test('Italian elides the article before 8 (otto)', () => {
    use('it');
    expect([cardWords('8H', 'def'), cardWords('8H', 'on'), cardWords('8H', 'of')]).toEqual([
      'l’8 di cuori',
      'sull’8 di cuori',
      'dell’8 di cuori',
    ]);
  });

  test('a case read from a sentence message may name them', () => {
    expect([caseOf('def'), caseOf('obj'), caseOf('on'), caseOf('of'), caseOf('nom')]).toEqual(['def', 'obj', 'on', 'of', 'other']);
  });
});

describe.each(LANGUAGES)('lists in %s', (lang) => {
  test('say every card and pile name as Intl.ListFormat lists them, both ways, two to five at a time', () => {
    use(lang);
    const cases = ['title', 'from', 'to', 'acc', 'other'] as const;
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
    const cards = ranks.flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => `${r}${s}`));
    const names: string[] = [];
    for (const game of listGames()) {
      const n = namesFor(game.id);
      for (const c of cases) names.push(...game.piles.map(({ id }) => n.pile(id, c)), ...cards.map((code) => n.card(code, c)));
    }
    let lists = 0;
    for (const type of ['conjunction', 'disjunction'] as const) {
      const intl = new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, { style: 'long', type });
      for (let i = 0; i < names.length; i += 3) {
        for (let k = 0; k <= 5; k++) {
          const items = Array.from({ length: k }, (_, j) => names[(i + j * 7) % names.length]!);
          expect(listWords(items, type), `${type} ${JSON.stringify(items)}`).toBe(intl.format(items));
          lists++;
        }
      }
    }
    expect(lists).toBeGreaterThan(1000);
  });
});

test('Spanish changes its joining word before the sounds Intl.ListFormat changes it before, and only there', () => {
  use('es');
  const words = [
    'Ibiza',
    'isla',
    'hijo',
    'hielo',
    'hiato',
    'hueso',
    'ocho',
    'Oro',
    'hora',
    'huevo',
    '8 de picas',
    '11',
    '11 de picas',
    '110',
    '1',
    'uva',
    'ánfora',
    'el as',
  ];
  for (const type of ['conjunction', 'disjunction'] as const) {
    const intl = new Intl.ListFormat('es', { style: 'long', type });
    for (const w of words) expect(listWords(['a', w], type), `${type} ${w}`).toBe(intl.format(['a', w]));
  }
});
