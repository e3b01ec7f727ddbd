// Cards and piles said with the article and the case their sentence needs (issue 28): every message that
// names a card or a pile — refusals, status lines, loss reasons, automatic moves' reasons, the table's
// announcements and proposals, the review's moves — said with every rank (A, 2–10, J, Q, K) and every kind
// of pile of every game, in every language, with the page's names and the command's codes, and read for
// what a player of the language would never write: an article the name already has ("le le roi"), an
// article that does not fit the word ("le as", "il asso", "die Herz-König"), a preposition left uncontracted
// ("de le", "a el", "su la", "von dem"), a case a preposition does not take ("из стопка").
import { afterAll, describe, expect, test } from 'vitest';
import {
  type Card,
  type GameId,
  GAME_IDS,
  type LossFacts,
  type Move,
  type Position,
  type Refusal,
  type StatusFacts,
  applyMove,
  deal,
  describePile,
  legalMoves,
  listGames,
} from '../../src/index.js';
import {
  type Catalogue,
  type Lang,
  LANGUAGES,
  type Namer,
  autoText,
  lossText,
  refusalText,
  statusText,
  useCatalogue,
  wordNames,
} from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { RANKS } from '../helpers.js';
import type { Rank } from '../../src/engine/cards.js';
import { TERMINAL_NAMES } from '../../src/cli/style.js';
import { moveWords, proposalWords } from '../../src/web/table/speech.js';
import { betterWords, playedWords } from '../../src/web/app/review-words.js';

const use = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
afterAll(() => use('en'));

const SUITS = 'CDHS';
/** Every rank, each of a suit in turn. */
const CARDS: Card[] = [...RANKS].map((r, i) => `${r}${SUITS[i % 4]}` as Card);

/** A word or words where a word begins and ends (letters of any script, digits, the elided ’). */
const words = (...said: string[]): RegExp => new RegExp(`(?<![\\p{L}\\d’])(?:${said.join('|')})(?![\\p{L}\\d])`, 'iu');

/** What a player of each language never writes, whatever the card or the pile. */
const WRONG: Record<Lang, RegExp[]> = {
  en: [words('the the', 'a a', 'on on', 'from from', 'to to', 'of of')],
  fr: [
    words('de le', 'de les', 'à le', 'à les', 'le as', 'la as', 'le dame', 'la roi', 'la valet', 'le une', 'la un'),
    words('(?:le|la|les|l’|du|des|au|aux|un|une) (?:le|la|les|l’|du|des)', 'l’ ', 'l’[bcdfgjklmnpqrstvwxz]'),
    words('sur sur', 'sur dans', 'dans sur', 'dans dans', 'de de', 'de du', 'du de', 'du du', 'de des'),
    words('(?:le|la) [aeiouéèêà]\\p{L}*'),
  ],
  es: [
    words('de el', 'a el', 'el reina', 'el jota', 'la rey', 'la as', 'los picas', 'las tréboles', 'las diamantes', 'las corazones'),
    words('(?:el|la|los|las|del|al|un|una) (?:el|la|los|las|del|al)'),
    words('sobre sobre', 'de de', 'a a', 'en en', 'a al', 'de del'),
  ],
  it: [
    words('il asso', 'lo re', 'il 8', 'la asso', 'il regina', 'la re', 'la fante', 'il l’', 'la l’', 'lo l’'),
    words('(?:di|a|da|in|su) (?:il|lo|la|l’|i|gli|le)'),
    words('(?:il|lo|la|l’|i|gli|le|del|dello|della|dell’|sul|sullo|sulla|sull’|nel|nella|nello|dal|dalla|dallo) (?:il|lo|la|l’)'),
    words('l’ ', 'l’[bcdfgjklmnpqrstvwxz]', 'su su', 'in in', 'di di', 'da da'),
  ],
  de: [
    words('von dem', 'in das', 'zu dem', 'an dem', 'in dem', 'auf der talon', 'auf der abwurfstapel', 'von der talon'),
    words('(?:der|die|das|den|dem|des) (?:der|die|das|den|dem|des)'),
    words(
      '(?:die|das|dem) [\\p{L}]+-(?:könig|bube|buben)',
      '(?:der|den|die|dem) [\\p{L}]+-ass',
      '(?:den|das|dem|des) [\\p{L}]+-dame',
      '(?:das|den|dem|des) [\\p{L}]+-\\d+',
    ),
    words('auf auf', 'von von', 'auf von', 'von auf'),
  ],
  ru: [
    words('из (?:стопка|колода|сброс|клетка|база|ряд|отбой|окно)', 'с (?:база|стопка)'),
    words('в (?:стопка|колода|клетка|база)', 'на (?:база|дама|туз|король|валет|стопка)'),
    words('(?:туз|валет|король|дама) [\\p{L}]+ нельзя', 'положить (?:туз|валет|король|дама)'),
    words('из из', 'в в', 'на на', 'на в', 'в на'),
  ],
};

/** What is wrong in one sentence, as the language's reader sees it (and anything a message left unsaid). */
function faults(lang: Lang, said: string): string[] {
  const found = WRONG[lang].map((wrong) => wrong.exec(said)?.[0]).filter((w): w is string => w !== undefined);
  // A card's code after an article: the command's "9S" takes none ("placez le 9S").
  const code = /(?<![\p{L}\d])(?:[Ll]e|[Ll]a|[Ll]’|[Ee]l|[Ii]l|[Ll]o|der|die|das|den)\s?[2-9TJQKA][CDHS](?![\p{L}\d])/u.exec(said);
  if (code !== null) found.push(code[0]);
  if (/[{}]|undefined|\s\s|^\s|\s$/.test(said)) found.push('a placeholder left unsaid');
  return found;
}

/** The piles of a game, one of each kind (a numbered pile, a grid's space, each corner, the stock…). */
function pilesOfEachKind(game: GameId): string[] {
  const seen = new Map<string, string>();
  for (const { id } of listGames().find((g) => g.id === game)!.piles) {
    const d = describePile(game, id);
    const kind = `${d.kind}${d.row === undefined ? '' : '@'}${d.corner ?? ''}`;
    if (!seen.has(kind)) seen.set(kind, id);
  }
  return [...seen.values()];
}

const RULES = [
  'between-foundations',
  'choose-start',
  'chooser-to-foundation',
  'closed',
  'empty-source',
  'fill-first',
  'fill-from-below',
  'foundation-complete',
  'foundation-rank',
  'foundation-start',
  'foundation-suit',
  'from-stock',
  'game-won',
  'grid-full',
  'grid-only',
  'home-from-row-1',
  'leaves-by-removal',
  'needs-colour',
  'needs-rank',
  'needs-suit',
  'never-filled',
  'no-removal',
  'no-start-card',
  'no-stock',
  'not-a-group',
  'not-a-ten',
  'not-removing',
  'not-ten',
  'nothing-on',
  'one-at-a-time',
  'one-back',
  'one-card-rows',
  'onto-row-1',
  'picture-place',
  'picture-stays',
  'pile-order',
  'remove-off-grid',
  'run-ends',
  'same-pile',
  'second-king',
  'space-taken',
  'stays-empty',
  'stays-put',
  'stock-by-itself',
  'stock-deals',
  'stock-empty',
  'suit-started',
  'too-few-cards',
  'turn-first',
  'turn-stock',
  'waste-waiting',
];
const PLACES = ['corner', 'top-bottom', 'left-right'] as const;
const LOSSES: LossFacts['reason'][] = [
  'no-top-card',
  'no-fit',
  'rows-stuck',
  'stock-out-stuck',
  'start-declined',
  'no-move',
  'no-space',
  'grid-full',
  'nothing-to-do',
];
const AUTOS = ['fits', 'nothing-on', 'builders-home', 'rank-home', 'way-down', 'ten', 'last-removals'] as const;

/**
 * The sentences of the facts area a game can say, with every kind of its piles named and, over `rounds`
 * rounds, every rank (each round names other cards and piles: 13 rounds name every rank).
 */
function factsSentences(game: GameId, names: Namer, rounds: number): string[] {
  const piles = pilesOfEachKind(game);
  const out: string[] = [];
  for (let i = 0; i < Math.max(rounds, piles.length); i++) {
    const [card, onto, other] = [CARDS[i % 13]!, CARDS[(i + 5) % 13]!, CARDS[(i + 9) % 13]!];
    const [from, to] = [piles[i % piles.length]!, piles[(i + 1) % piles.length]!];
    const rank = ((i % 13) + 1) as Rank;
    for (const rule of RULES) {
      const facts: Refusal = {
        rule,
        card,
        onto,
        other,
        from,
        to,
        rank,
        suit: card[1] as Refusal['suit'],
        colour: 'red',
        count: 2,
        have: 1,
        row: 3,
      };
      out.push(refusalText(facts, names), refusalText({ ...facts, ranks: [rank, ((rank % 13) + 1) as Rank], suit: undefined }, names));
    }
    const status: StatusFacts[] = [
      { game: 'hamilton', phase: 'choosing', chooser: card, turned: 1, of: 3, stock: 20 },
      { game: 'hamilton', phase: 'choosing', chooser: card, turned: 3, of: 3, stock: 20 },
      { game: 'hamilton', phase: 'started', start: rank, stock: 0, dealsLeft: 0, home: 4 },
      { game: 'british-constitution', fill: { pile: from, row: 3 }, stock: 4, home: 8 },
      ...PLACES.map((place): StatusFacts => ({ game: 'camelot', todo: 'place', card, place, stock: 3, removed: 2 })),
    ];
    out.push(...status.map((s) => statusText(s, names)));
    out.push(...LOSSES.flatMap((reason) => PLACES.map((place) => lossText({ reason, card, place, stock: 2 }, names))));
    out.push(...AUTOS.map((rule) => autoText({ rule, card, other, to, cards: [onto, other], rank, twin: true }, names)));
    out.push(autoText({ rule: 'fits', card }, names), autoText({ rule: 'last-removals', card }, names));
  }
  return out;
}

/** Positions of a few playouts of a game: its cards come to every pile, so that every rank is moved somewhere. */
function playout(game: GameId, seed: number): Position[] {
  let p = deal(game, seed);
  const out: Position[] = [];
  for (let i = 0; i < 120; i++) {
    out.push(p);
    const moves = legalMoves(p);
    if (moves.length === 0) break;
    p = applyMove(p, moves[(i * 7 + seed) % moves.length]!);
  }
  return out;
}

const POSITIONS = new Map<GameId, Position[]>(GAME_IDS.map((g) => [g, [1, 2, 3].flatMap((seed) => playout(g, seed))]));

/** The table's and the review's sentences for every legal move of those positions; and how many ranks moved. */
function moveSentences(game: GameId): { said: string[]; ranks: Set<string> } {
  const said: string[] = [];
  const ranks = new Set<string>();
  for (const p of POSITIONS.get(game)!) {
    for (const move of legalMoves(p).slice(0, 6) as Move[]) {
      if (move.type === 'move') ranks.add(p.piles[move.from]!.at(-(move.count ?? 1))?.[0] ?? '');
      said.push(moveWords(p, move), proposalWords(p, move), playedWords(p, move), betterWords(p, move));
    }
  }
  return { said, ranks };
}

describe.each(LANGUAGES)('%s', (lang) => {
  test.each(GAME_IDS)('%s: refusals, status lines, loss reasons and automatic moves, in words and in codes', (game) => {
    use(lang);
    const words = wordNames((id) => describePile(game, id));
    // Every rank in one game's words (a card is named alike in every game), every kind of pile in each game.
    const rounds = game === GAME_IDS[0] ? CARDS.length : 1;
    const said = [...factsSentences(game, words, rounds), ...factsSentences(game, TERMINAL_NAMES, 1)];
    const wrong = [...new Set(said.flatMap((s) => faults(lang, s).map((f) => `«${f}» in: ${s}`)))];
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(said.length).toBeGreaterThan(RULES.length * 2);
  });

  test.each(GAME_IDS)("%s: the table's announcements and proposals, and the review's moves", (game) => {
    use(lang);
    const { said, ranks } = moveSentences(game);
    const wrong = [...new Set(said.flatMap((s) => faults(lang, s).map((f) => `«${f}» in: ${s}`)))];
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(ranks.size, 'ranks moved').toBeGreaterThanOrEqual(10);
  });
});

test('the check finds what a player never writes', () => {
  expect(faults('fr', 'placez le as de carreau')).not.toEqual([]);
  expect(faults('fr', 'les cartes de le rebut')).not.toEqual([]);
  expect(faults('fr', 'placez la la dame de cœur')).not.toEqual([]);
  expect(faults('fr', 'placez le 9S')).not.toEqual([]);
  expect(faults('fr', 'placez l’as de carreau sur la dame de pique')).toEqual([]);
  expect(faults('es', 'coloca el as del descarte a el mazo')).not.toEqual([]);
  expect(faults('it', 'sistema il asso')).not.toEqual([]);
  expect(faults('it', 'va su la regina')).not.toEqual([]);
  expect(faults('it', 'sistema l’asso sulla regina')).toEqual([]);
  expect(faults('de', 'die Herz-König passt nicht von dem Talon')).toHaveLength(2);
  expect(faults('ru', 'карты из стопка 3')).not.toEqual([]);
  expect(faults('ru', 'карты из стопки 3 в стопку 5')).toEqual([]);
});
