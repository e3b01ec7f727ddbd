// Owns cards and piles named in the language in effect, for both front ends: "7 of clubs", "dame de cœur",
// "Herz-Dame"; "pile 3", "la pioche", "из стопки 3", each in the grammatical case its sentence needs. Cards
// are read from their codes ("QH"), piles from what the library says they are (`describePile`'s facts):
// the words are the `cards` area's messages, never put together here.
import { language, onLanguage, t } from './translate.js';

/**
 * The grammatical case a card's or pile's name takes in a sentence: `title` to begin a label or a
 * sentence ("Pile 3", "Дама червей"), `from` and `to` with the words of a move ("from pile 3", "из стопки
 * 3", "в стопку 5"; the preposition is part of the name), `acc` as a verb's object ("даму червей",
 * "стопку 3"), `other` as the name is said in running text ("pile 3", "дама червей"). For cards only:
 * `def` as a sentence's subject and `obj` as a verb's object, with the article the language puts there
 * ("la dame de cœur", "l’as de carreau", "il re di cuori", "die Herz-Dame"; Russian "дама червей", "даму
 * червей"), `on` after a verb of putting, with the preposition a language contracts with the article ("sur
 * la dame", "sulla regina", "auf die Herz-Dame", "на даму"), and `of` for what is the card's ("de l’as",
 * "du roi", "della regina", "del rey", "der Herz-Dame", "дамы червей").
 */
export type WordCase = 'title' | 'from' | 'to' | 'other' | 'acc' | 'def' | 'obj' | 'on' | 'of';

const CARD_CASES: ReadonlySet<string> = new Set(['acc', 'def', 'obj', 'on', 'of']);
const CASES: ReadonlySet<string> = new Set([...CARD_CASES, 'title', 'from', 'to']);

/** Words with their first letter a capital, as the language in effect writes it, to begin a sentence. */
export function capitalise(words: string): string {
  return `${words.charAt(0).toLocaleUpperCase(language())}${words.slice(1)}`;
}

/**
 * What a pile is, as the library's `describePile` gives it (written here again: the catalogue imports
 * nothing of the library): `kind` 'pile' (numbered `n`, or in a grid by `row` and `col`), 'foundation'
 * (`n`), 'space' (`row`, `col`), 'corner' (`corner`: 'top-left'…), 'stock', 'waste', 'discard', 'chooser'.
 */
export interface PileFacts {
  kind: string;
  n?: number;
  row?: number;
  col?: number;
  corner?: string;
}

/** Cards and piles of one game named in the language in effect. Fits wherever the library takes `Names`. */
export interface WordNames {
  /** A card by its code ("QH"): "Queen of hearts", "dame de cœur"; `grammaticalCase` 'other' unless said. */
  card(card: string, grammaticalCase?: WordCase): string;
  /** A pile by its id: "pile 3", "la pioche", "из стопки 3"; `grammaticalCase` 'other' unless said. */
  pile(id: string, grammaticalCase?: WordCase): string;
}

const RANK_WORDS: Readonly<Record<string, string>> = { A: 'ace', T: '10', J: 'jack', Q: 'queen', K: 'king' };
const SUIT_WORDS: Readonly<Record<string, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const CORNERS: Readonly<Record<string, string>> = {
  'top-left': 'topleft',
  'top-right': 'topright',
  'bottom-left': 'bottomleft',
  'bottom-right': 'bottomright',
};

/**
 * Words said once per language and kept: the `cards` area's names (its messages select among every rank,
 * suit, kind of pile and case, and Lingui's runtime fills every branch of a select before it picks one, so a
 * name costs as much as many plain messages) and the table's card labels. Forgotten at each change of
 * language (or of catalogue).
 */
const said = new Map<string, string>();
onLanguage(() => said.clear());

/**
 * The words `key` stands for, said by `say` the first time they are asked for in the language in effect.
 * `key` names everything the words depend on but the language.
 */
export function saidOnce(key: string, say: () => string): string {
  language(); // read, as `t` reads it, by whoever tracks the language
  let words = said.get(key);
  if (words === undefined) {
    words = say();
    said.set(key, words);
  }
  return words;
}

/**
 * A card by its code in the language in effect: "10 of hearts", "dame de cœur", "Herz-Dame"; in the case
 * a sentence needs ('acc': Russian "даму червей"; 'def': "la dame de cœur"; 'title': its first letter a
 * capital, to begin with).
 */
export function cardWords(card: string, grammaticalCase: WordCase = 'other'): string {
  const words = saidOnce(`card ${card} ${grammaticalCase}`, () =>
    t('cards.card', {
      case: CARD_CASES.has(grammaticalCase) ? grammaticalCase : 'other',
      rank: RANK_WORDS[card[0] ?? ''] ?? card[0] ?? '',
      suit: SUIT_WORDS[card[1] ?? ''] ?? '',
    }),
  );
  return grammaticalCase === 'title' ? capitalise(words) : words;
}

/** The `cards.pile` message's values for a pile: its kind as the message selects it, and its numbers. */
function pileValues(id: string, facts: PileFacts | undefined): Record<string, string | number> {
  if (facts === undefined) return { kind: 'other', name: id };
  const { kind, n = 0, row = 0, col = 0 } = facts;
  if (kind === 'corner') return { kind: CORNERS[facts.corner ?? ''] ?? 'other', name: id };
  if (kind === 'pile' && facts.row !== undefined) return { kind: 'cell', row, col };
  return { kind, n, row, col, name: id };
}

/** A pile in the language in effect, from what it is, in the case a sentence needs: "pile 3", "в стопку 5". */
export function pileWords(id: string, facts: PileFacts | undefined, grammaticalCase: WordCase = 'other'): string {
  // Known by the message's own values, which are all its words depend on.
  const values = { ...pileValues(id, facts), case: grammaticalCase };
  return saidOnce(`pile ${JSON.stringify(values)}`, () => t('cards.pile', values));
}

/**
 * Cards or piles listed in a sentence, as the language lists them: "7 of clubs, 2 of hearts and King of
 * spades", "pile 5 or foundation 2" ('disjunction'). English without the serial comma, as the table has
 * always said it (British usage); the other languages their own way. Said by the catalogue's three list
 * messages rather than Intl.ListFormat, whose first use costs a slow phone a tenth of a second (V8 lists
 * every locale it has): a game page says lists from its first move, and uses no other Intl formatter. A
 * test holds the two to the same words for every card and pile name in every language. The messages are
 * told the sound the last item starts with, where a language's word changes before it (Spanish "e" for
 * "y" before an i, "u" for "o" before an o, as Intl says them).
 */
export function listWords(items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  if (items.length < 2) return items[0] ?? '';
  let head = items[0]!;
  for (const next of items.slice(1, -1)) head = t('cards.list.more', { head, next });
  const last = items[items.length - 1]!;
  return t(type === 'conjunction' ? 'cards.list.and' : 'cards.list.or', { head, last, sound: soundOf(last) });
}

/**
 * The vowel sound a word starts with, where a list's joining word may change before it: 'i' (i, or hi
 * before a consonant: "hielo" starts with a y sound), 'o' (o, ho, 8 "ocho", 11 "once"), else 'other'.
 */
function soundOf(word: string): 'i' | 'o' | 'other' {
  const w = word.toLowerCase();
  if (/^(i|hi(?![aeiou]))/.test(w)) return 'i';
  if (/^(o|ho|8|11(?!\d))/.test(w)) return 'o';
  return 'other';
}

/** A case a catalogue message chose for a placeholder ("acc", "to"), or 'other' when it names none. */
export function caseOf(said: string): WordCase {
  return CASES.has(said) ? (said as WordCase) : 'other';
}

/**
 * A card's or pile's code ("9S", "t3") as a name in a sentence of the language in effect: as it is, or
 * after the preposition a case carries ('from': "de t3", "из t3"; 'to': "sur t3"; 'on': "sur 9S"; 'of').
 * The command's notation, named in its sentences as the page names cards and piles in words.
 */
export function codeWords(code: string, grammaticalCase: string = 'other'): string {
  return t('cards.code', { code, case: caseOf(grammaticalCase) });
}

/**
 * Names for one game's cards and piles in the language in effect (read at each call, so a change of
 * language is followed): `describe` is what the library says a pile is (`describePile` bound to the game);
 * each pile is described once.
 */
export function wordNames(describe: (pile: string) => PileFacts | undefined): WordNames {
  const known = new Map<string, PileFacts | undefined>();
  const facts = (id: string): PileFacts | undefined => {
    if (!known.has(id)) known.set(id, describe(id));
    return known.get(id);
  };
  return {
    card: (card, grammaticalCase) => cardWords(card, grammaticalCase),
    pile: (id, grammaticalCase) => pileWords(id, facts(id), grammaticalCase),
  };
}
