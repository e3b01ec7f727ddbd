// Owns cards: codes, ranks, suits, colours, decks, and rank orders (including round-the-corner ones).

/** The rank letters from Ace to King, as a card is written ("TD" is the ten of diamonds). */
export const RANK_CHARS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUIT_CHARS = ['C', 'D', 'H', 'S'] as const;

export type RankChar = (typeof RANK_CHARS)[number];
export type SuitChar = (typeof SUIT_CHARS)[number];
/** A card code: rank then suit, e.g. `TS` for the ten of spades. */
export type Card = `${RankChar}${SuitChar}`;
/** Ranks as numbers: Ace 1 … King 13. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type Colour = 'red' | 'black';

const RANK_OF: Record<string, Rank> = {};
RANK_CHARS.forEach((r, i) => {
  RANK_OF[r] = (i + 1) as Rank;
});

export const SUIT_NAMES: Record<SuitChar, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const RANK_NAMES = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];

/** True when `text` is a well-formed card code. */
export function isCard(text: unknown): text is Card {
  return (
    typeof text === 'string' && text.length === 2 && RANK_OF[text[0]!] !== undefined && (SUIT_CHARS as readonly string[]).includes(text[1]!)
  );
}

export function rankOf(card: Card): Rank {
  return RANK_OF[card[0]!]!;
}

export function suitOf(card: Card): SuitChar {
  return card[1] as SuitChar;
}

export function colourOf(card: Card): Colour {
  const s = card[1];
  return s === 'D' || s === 'H' ? 'red' : 'black';
}

export function rankChar(rank: Rank): RankChar {
  return RANK_CHARS[rank - 1]!;
}

export function rankFromChar(char: string): Rank | undefined {
  return RANK_OF[char];
}

/** The card of a rank and suit: always the one string per card that the engine writes (see `canonicalCard`). */
export function makeCard(rank: Rank, suit: SuitChar): Card {
  return CARD_OF_TYPE[SUIT_CHARS.indexOf(suit) * 13 + rank - 1]!;
}

/** "Ace", "7", "King": a rank as a player says it. */
export function rankName(rank: Rank): string {
  return RANK_NAMES[rank - 1]!;
}

/**
 * The cards of `decks` standard 52-card packs in a fixed canonical order (clubs, diamonds, hearts,
 * spades; Ace to King within a suit; pack after pack), less any rank `without` lists.
 * The deal shuffles exactly this order, so it must never change.
 */
export function standardDeck(decks: number, without: readonly Rank[] = []): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) {
    for (const suit of SUIT_CHARS) {
      for (let r = 1; r <= 13; r++) {
        if (!without.includes(r as Rank)) cards.push(makeCard(r as Rank, suit));
      }
    }
  }
  return cards;
}

/**
 * Card types 0..51, the fast states' integer form of a card: suit index × 13 + rank − 1 (clubs 0..12,
 * diamonds 13..25, hearts 26..38, spades 39..51). The two copies of a card in a two-deck game share a type.
 */
const CARD_OF_TYPE: Card[] = [];
for (const suit of SUIT_CHARS) for (const rank of RANK_CHARS) CARD_OF_TYPE.push(`${rank}${suit}`);

/** Rank index (0..12) and suit index (0..3) by character code, −1 elsewhere: a card's type without a string lookup. */
const RANK_INDEX = new Int8Array(128).fill(-1);
const SUIT_INDEX = new Int8Array(128).fill(-1);
RANK_CHARS.forEach((r, i) => (RANK_INDEX[r.charCodeAt(0)] = i));
SUIT_CHARS.forEach((s, i) => (SUIT_INDEX[s.charCodeAt(0)] = i));

/** The type 0..51 of a card code (see `cardOfType` for the way back); states open positions with it. */
export function cardType(card: Card): number {
  return SUIT_INDEX[card.charCodeAt(1)]! * 13 + RANK_INDEX[card.charCodeAt(0)]!;
}

/**
 * The engine's own string for a card code: every card the engine writes is one of 52 strings, so that
 * comparing two piles compares pointers, not characters (a state writing a position checks which piles
 * are still those of the position before).
 */
export function canonicalCard(card: Card): Card {
  return CARD_OF_TYPE[cardType(card)]!;
}

/** The card code of a type 0..51. */
export function cardOfType(type: number): Card {
  return CARD_OF_TYPE[type]!;
}

/** The card codes of `types[from..to)`, in order: how a state writes a pile of its typed arrays out. */
export function cardsOfTypes(types: ArrayLike<number>, from: number, to: number): Card[] {
  const out: Card[] = new Array<Card>(Math.max(0, to - from));
  for (let k = from; k < to; k++) out[k - from] = CARD_OF_TYPE[types[k]!]!;
  return out;
}

// A state writes a position's piles with these (`GameState.write`). Given `same`, the pile as it was
// before the state's last move (frozen), each returns `same` itself when the pile is still that, and else
// a fresh frozen copy; without `same`, a fresh array a caller may change. A move puts cards on a pile or
// takes them from it at its top (Hamilton's declined card goes under the stock: the bottom), and where
// one move does both to a pile, that pile holds one card (British Constitution's row-4 refill) or has a
// new top and bottom (Hamilton's stock while choosing). So a pile of the same length with the same top and
// bottom cards holds the same cards: three reads, where comparing every card costs more than writing it.

/** Frozen, one for all: every empty pile of a position the public API hands out. */
const NO_CARDS: Card[] = Object.freeze([]) as unknown as Card[];

/** The card codes of `types[from..to)` (see above for `same`). */
export function pileOfTypes(types: ArrayLike<number>, from: number, to: number, same: readonly Card[] | undefined): Card[] {
  if (same === undefined) return cardsOfTypes(types, from, to);
  const n = to - from;
  if (n === 0) return same.length === 0 ? (same as Card[]) : NO_CARDS;
  if (same.length === n && same[n - 1] === CARD_OF_TYPE[types[to - 1]!] && same[0] === CARD_OF_TYPE[types[from]!]) return same as Card[];
  return Object.freeze(cardsOfTypes(types, from, to)) as Card[];
}

/**
 * The first `n` of `cards` (see above for `same`): for a pile a state keeps as a plain array of codes,
 * one that only loses cards from its top, such as a stock turned in a fixed order. A slice copies them
 * several times faster than writing each card's code, and an array never frozen keeps V8's fast slice.
 */
export function pileOfPrefix(cards: readonly Card[], n: number, same: readonly Card[] | undefined): Card[] {
  if (same === undefined) return cards.slice(0, n);
  if (n === 0) return same.length === 0 ? (same as Card[]) : NO_CARDS;
  if (same.length === n && same[n - 1] === cards[n - 1] && same[0] === cards[0]) return same as Card[];
  return Object.freeze(cards.slice(0, n)) as Card[];
}

/**
 * The `count` cards of types `first`, `first + step`, … (a run in suit; see above for `same`, which here
 * needs no argument: a run with the same length and ends is the same run).
 */
export function pileOfRun(first: number, step: number, count: number, same: readonly Card[] | undefined): Card[] {
  if (same !== undefined && same.length === count) {
    if (count === 0 || (same[0] === CARD_OF_TYPE[first] && same[count - 1] === CARD_OF_TYPE[first + (count - 1) * step]))
      return same as Card[];
  }
  if (same !== undefined && count === 0) return NO_CARDS;
  const out: Card[] = new Array<Card>(count);
  for (let k = 0; k < count; k++) out[k] = CARD_OF_TYPE[first + k * step]!;
  return same === undefined ? out : (Object.freeze(out) as Card[]);
}

/**
 * Frozen, one for all of each card type: every one-card pile a position gets from `pileOfOne`. Freezing
 * costs more than making the array, and a one-card pile is the same whichever position holds it.
 */
const ONE_CARD: readonly Card[][] = CARD_OF_TYPE.map((card) => Object.freeze([card]) as Card[]);

/** One card of type `type`, or no card for a negative type (see above for `same`). */
export function pileOfOne(type: number, same: readonly Card[] | undefined): Card[] {
  if (type < 0) return same === undefined ? [] : same.length === 0 ? (same as Card[]) : NO_CARDS;
  if (same === undefined) return [CARD_OF_TYPE[type]!];
  return same.length === 1 && same[0] === CARD_OF_TYPE[type] ? (same as Card[]) : ONE_CARD[type]!;
}

/** Rank 1..13 of each card type, looked up rather than divided in hot loops. */
export const TYPE_RANK = Int8Array.from({ length: 52 }, (_, t) => (t % 13) + 1);
/** Suit index 0..3 (clubs, diamonds, hearts, spades) of each card type. */
export const TYPE_SUIT = Int8Array.from({ length: 52 }, (_, t) => (t / 13) | 0);
