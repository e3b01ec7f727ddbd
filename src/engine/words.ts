// Owns the words shared by every game: cards and ranks as a player writes them ("10♦", "an Ace"), plurals,
// and one sentence for each shared refusal code (see `Refusal`). Each game words its own codes in its
// folder and hands the shared ones here, so every sentence is written once.
import { type Card, type Colour, type Rank, type SuitChar, isCard, makeCard, rankOf, suitOf } from './cards.js';
import { PatienceError } from './errors.js';
import { quote } from './untrusted.js';
import type { Names, PileDescription, Refusal } from './state.js';

const SUIT_SYMBOLS: Record<SuitChar, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SUIT_PLURALS: Record<SuitChar, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const RANK_WORDS = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A rank as a card's corner shows it: "A", "10", "Q". */
export function rankLabel(rank: Rank): string {
  const label = typeof rank === 'number' ? RANK_LABELS[rank - 1] : undefined;
  if (label === undefined) throw new PatienceError('bad-card', { key: 'rank', value: quote(rank) });
  return label;
}

/** A card as a player writes it: "9♠", "10♦", "Q♥". */
export function cardLabel(card: Card): string {
  if (!isCard(card)) throw new PatienceError('bad-card', { key: 'card-code', value: quote(card) });
  return `${rankLabel(rankOf(card))}${SUIT_SYMBOLS[suitOf(card)]}`;
}

/** A suit's symbol: ♣ ♦ ♥ ♠. */
export function suitSymbol(suit: SuitChar): string {
  return SUIT_SYMBOLS[suit];
}

/** "clubs", "hearts". */
export function suitPlural(suit: SuitChar): string {
  return SUIT_PLURALS[suit];
}

/** "Ace", "10", "King". */
export function rankWord(rank: Rank): string {
  return RANK_WORDS[rank - 1]!;
}

/** "an Ace", "a 5", "an 8", "a King". */
export function aRank(rank: Rank): string {
  return `${rank === 1 || rank === 8 ? 'an' : 'a'} ${RANK_WORDS[rank - 1]}`;
}

/** "Aces", "5s", "Kings". */
export function rankPlural(rank: Rank): string {
  return `${RANK_WORDS[rank - 1]}s`;
}

/** "1 card", "3 cards". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "a 5 or a 7", "a 5, a 6 or a 7". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function colourWord(colour: Colour): string {
  return colour === 'red' ? 'a red card' : 'a black card';
}

/**
 * The sentence for a shared refusal code, or null when the code is a game's own. The card under
 * refusal comes first ("9♠ can't go on 6♦: it needs a 5"), then what would fit.
 */
export function describeShared(r: Refusal, names: Names): string | null {
  const card = r.card === undefined ? 'that card' : names.card(r.card);
  const onto = r.onto === undefined ? 'that card' : names.card(r.onto);
  const from = r.from === undefined ? 'that pile' : names.pile(r.from);
  const to = r.to === undefined ? 'that pile' : names.pile(r.to);
  switch (r.rule) {
    case 'game-won':
      return 'the game is already won';
    case 'same-pile':
      return 'a move needs two different piles';
    case 'empty-source':
      return `${from} is empty`;
    case 'too-few-cards':
      return `${from} holds only ${plural(r.have ?? 0, 'card')}, not ${r.count ?? 1}`;
    case 'no-stock':
      return 'this game has no stock';
    case 'no-removal':
      return 'only Camelot removes cards';
    case 'stays-put':
      return `cards on ${from} stay there`;
    case 'closed':
      return `nothing can be put on ${to}`;
    case 'one-at-a-time':
      return 'only one card moves at a time';
    case 'needs-rank': {
      const wanted = r.ranks ?? (r.rank === undefined ? [] : [r.rank]);
      return `${card} can't go on ${onto}: it needs ${orList(wanted.map(aRank))}`;
    }
    case 'nothing-on':
      return `${card} can't go on ${onto}: nothing goes on ${r.onto === undefined ? 'it' : aRank(rankOf(r.onto))}`;
    case 'needs-suit':
      return `${card} can't go on ${onto}: it takes only ${r.suit === undefined ? 'its own suit' : suitPlural(r.suit)}`;
    case 'needs-colour':
      return `${card} can't go on ${onto}: it needs ${r.colour === undefined ? 'the other colour' : colourWord(r.colour)}`;
    case 'never-filled':
      return `${card} can't go to ${to}: an empty pile is never filled`;
    case 'foundation-start':
      return `${card} can't start a foundation: an empty foundation takes only ${r.rank === undefined ? 'its first card' : rankPlural(r.rank)}`;
    case 'foundation-complete':
      return `${to} is complete`;
    case 'foundation-suit':
      return `${card} can't go on ${onto}: that foundation takes only ${r.suit === undefined ? 'its own suit' : suitPlural(r.suit)}`;
    case 'foundation-rank':
      return `${card} can't go on ${onto}: it needs ${r.rank === undefined ? 'the next card up' : r.suit === undefined ? aRank(r.rank) : `the ${names.card(makeCard(r.rank, r.suit))}`}`;
    case 'stock-empty':
      return 'the stock is empty';
    default:
      return null;
  }
}

/** A pile's English name from its description: "pile 3", "row 2, pile 3", "row 2, space 3", "the top-left corner", "the waste". */
export function pileWords(d: PileDescription): string {
  switch (d.kind) {
    case 'pile':
      return d.row === undefined ? `pile ${d.n}` : `row ${d.row}, pile ${d.col}`;
    case 'foundation':
      return `foundation ${d.n}`;
    case 'space':
      return `row ${d.row}, space ${d.col}`;
    case 'corner':
      return `the ${d.corner} corner`;
    default:
      return `the ${d.kind}`;
  }
}

/** A game's English pile names, made from its descriptions (an id it does not describe is said as it is). */
export function pileNamer(describe: (id: string) => PileDescription | undefined): (id: string) => string {
  return (id) => {
    const d = describe(id);
    return d === undefined ? id : pileWords(d);
  };
}

/**
 * The number of a numbered pile id: 3 for "tableau-3" with `prefix` 'tableau'; undefined when `id` is not
 * one of the `count` piles "prefix-1" to "prefix-count".
 */
export function pileNumber(id: string, prefix: string, count: number): number | undefined {
  const m = /^([a-z]+)-([1-9]\d*)$/.exec(id);
  const n = m === null || m[1] !== prefix ? 0 : Number(m[2]);
  return n >= 1 && n <= count ? n : undefined;
}

/** Names for a player: cards as "10♦", piles by the game's own `pileName`. */
export function playerNames(pileName: (id: string) => string): Names {
  return { card: cardLabel, pile: pileName };
}

/** Names for scripts and logs: card codes and pile ids as docs/contract.md writes them. */
export const CODE_NAMES: Names = Object.freeze({ card: (c: Card) => c, pile: (id: string) => id });
