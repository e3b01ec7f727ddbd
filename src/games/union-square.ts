// Union Square (RULES.md, seed 003): two decks, a 4×4 grid of piles built up or down in suit, one card
// at a time from a stock with no redeal, and four foundations that climb Ace to King and come back down.
import {
  ACE_LOW,
  type BuildRule,
  type Card,
  type GameRules,
  type Move,
  type Piles,
  type Position,
  type Problem,
  type Rank,
  SUIT_NAMES,
  type SuitChar,
  emptyPiles,
  moveCards,
  numbered,
  rankName,
  rankOf,
  single,
  standardDeck,
  suitOf,
  whyNotOn,
} from '../engine/index.js';
import { cardMovesOnly, cardsOn, idsOf, topCardMoves } from './common.js';

const PILES = [single('stock'), single('waste'), ...numbered('tableau', 16), ...numbered('foundation', 4)];
const TABLEAU = idsOf(PILES, 'tableau');
const FOUNDATIONS = idsOf(PILES, 'foundation');
const SOURCES = ['waste', ...TABLEAU];
const TARGETS = [...TABLEAU, ...FOUNDATIONS];

/** Cards on a finished foundation: Ace up to King, the second King, then Queen down to Ace. */
export const FOUNDATION_LENGTH = 26;
const ALL_CARDS = 104;

const UP: BuildRule = { order: ACE_LOW, direction: 'up', suit: 'same-suit' };
const DOWN: BuildRule = { order: ACE_LOW, direction: 'down', suit: 'same-suit' };

/**
 * Which way a tableau pile builds, read from its cards (RULES.md: the direction is never stored):
 * `empty`, `either` (one card: up or down), `up` or `down` (from its top two cards).
 */
export type PileDirection = 'empty' | 'either' | 'up' | 'down';

export function pileDirection(cards: readonly Card[]): PileDirection {
  const top = cards[cards.length - 1];
  const under = cards[cards.length - 2];
  if (top === undefined) return 'empty';
  if (under === undefined) return 'either';
  return rankOf(top) > rankOf(under) ? 'up' : 'down';
}

/** The rank the (n+1)-th card of a foundation must have: A..K for n = 0..12, then K, Q, … A. */
export function foundationRankAt(n: number): Rank {
  return (n < 13 ? n + 1 : FOUNDATION_LENGTH - n) as Rank;
}

function article(rank: Rank): string {
  return rank === 1 || rank === 8 ? 'an' : 'a';
}

/** `card` on a tableau pile: null when it fits, else why not. Empty piles take any card. */
function whyNotOnPile(id: string, pile: readonly Card[], card: Card): string | null {
  const top = pile[pile.length - 1];
  if (top === undefined) return null;
  const direction = pileDirection(pile);
  if (direction === 'either') {
    // A lone card may be built on either way; the second card then fixes the pile's direction.
    if (suitOf(card) !== suitOf(top)) return `${card} cannot go on ${top}: needs the same suit`;
    if (whyNotOn(UP, top, card) === null || whyNotOn(DOWN, top, card) === null) return null;
    return `${card} cannot go on ${top}: needs one rank higher or lower`;
  }
  const reason = whyNotOn(direction === 'up' ? UP : DOWN, top, card);
  return reason === null ? null : `${reason} (${id} builds ${direction})`;
}

/** The suit a foundation was started with, or undefined while it is empty. */
function suitOfFoundation(position: Position, id: string): SuitChar | undefined {
  const first = position.piles[id]![0];
  return first === undefined ? undefined : suitOf(first);
}

/** The foundation already started with `suit`, if any. */
function foundationOfSuit(position: Position, suit: SuitChar): string | undefined {
  return FOUNDATIONS.find((id) => suitOfFoundation(position, id) === suit);
}

/** `card` on the foundation `id`: null when it fits, else why not. */
function whyNotOnFoundation(position: Position, id: string, card: Card): string | null {
  const pile = position.piles[id]!;
  const top = pile[pile.length - 1];
  if (top === undefined) {
    if (rankOf(card) !== 1) return `${card} cannot start a foundation: an empty foundation takes only an Ace`;
    const taken = foundationOfSuit(position, suitOf(card));
    if (taken !== undefined) {
      // RULES.md: one foundation per suit; the second Ace of a suit ends its foundation instead.
      return `${card} cannot start a foundation: ${SUIT_NAMES[suitOf(card)]} already have ${taken}`;
    }
    return null;
  }
  if (pile.length >= FOUNDATION_LENGTH) return `${card} cannot go on ${top}: that foundation is complete`;
  if (suitOf(card) !== suitOf(top)) return `${card} cannot go on ${top}: that foundation takes only ${SUIT_NAMES[suitOf(top)]}`;
  const wanted = foundationRankAt(pile.length);
  if (rankOf(card) === wanted) return null;
  if (pile.length === 13) return `${card} cannot go on ${top}: needs the second King, then the foundation goes down`;
  const step = pile.length < 13 ? 'one rank higher' : 'one rank lower (this foundation is on its way down)';
  return `${card} cannot go on ${top}: needs ${step}, ${article(wanted)} ${rankName(wanted)}`;
}

/** True when a foundation holds a run its rule could have built from empty (suits checked apart). */
function isFoundationRun(pile: readonly Card[]): boolean {
  if (pile.length > FOUNDATION_LENGTH) return false;
  const suit = pile[0] === undefined ? undefined : suitOf(pile[0]);
  return pile.every((card, i) => suitOf(card) === suit && rankOf(card) === foundationRankAt(i));
}

/** True when a tableau pile is one suit running up or down by one rank without a break. */
function isTableauRun(pile: readonly Card[]): boolean {
  if (pile.length < 2) return true;
  const step = rankOf(pile[1]!) - rankOf(pile[0]!);
  if (step !== 1 && step !== -1) return false;
  return pile.every((card, i) => i === 0 || (suitOf(card) === suitOf(pile[0]!) && rankOf(card) - rankOf(pile[i - 1]!) === step));
}

export const unionSquare: GameRules = {
  id: 'union-square',
  name: 'Union Square',
  summary: 'Two decks on a 4×4 grid: build each pile up or down in suit, then take every suit up to King and back down to Ace.',
  decks: 2,
  deck: standardDeck(2),
  piles: PILES,
  vars: [],

  deal(shuffled) {
    const piles: Piles = emptyPiles(PILES);
    // One card face up on each pile of the grid, row by row; the other 88 stay in the stock, top last.
    for (const id of TABLEAU) piles[id]!.push(shuffled.pop()!);
    piles['stock'] = shuffled.slice();
    return { piles, vars: {} };
  },

  candidates(position) {
    const moves: Move[] = topCardMoves(position, SOURCES, TARGETS);
    if (position.piles['stock']!.length > 0) moves.push({ type: 'stock' });
    return moves;
  },

  check(position, move) {
    const other = cardMovesOnly({ name: 'Union Square' }, move, true);
    if (other !== null) return other;
    if (move.type === 'stock') {
      return position.piles['stock']!.length > 0 ? null : 'the stock is empty, and Union Square has no redeal';
    }
    if (move.type !== 'move') return null;
    if (move.from === 'stock') return 'stock cards come into play only by turning them onto the waste';
    if (move.from.startsWith('foundation-')) return 'cards on the foundations stay there';
    if (move.to === 'stock' || move.to === 'waste') return `nothing may be put on the ${move.to}`;
    if ((move.count ?? 1) !== 1) return 'only one card moves at a time in Union Square';
    const source = position.piles[move.from]!;
    const card = source[source.length - 1]!;
    if (move.to.startsWith('foundation-')) return whyNotOnFoundation(position, move.to, card);
    return whyNotOnPile(move.to, position.piles[move.to]!, card);
  },

  perform(position, move) {
    if (move.type === 'stock') return { piles: moveCards(position.piles, 'stock', 'waste', 1), vars: {} };
    if (move.type !== 'move') return { piles: position.piles, vars: {} };
    return { piles: moveCards(position.piles, move.from, move.to, 1), vars: {} };
  },

  isWon(position) {
    return cardsOn(position, FOUNDATIONS) === ALL_CARDS;
  },

  score(position) {
    return cardsOn(position, FOUNDATIONS);
  },

  lossReason() {
    // A card can always be turned while the stock lasts, and an empty pile takes any card, so a loss
    // means the stock is out, no pile is empty and no available card fits anywhere.
    return 'the stock is used up and no available card fits on a foundation or a pile';
  },

  statusLine(position) {
    const stock = position.piles['stock']!.length;
    const done = cardsOn(position, FOUNDATIONS);
    return `${stock} card${stock === 1 ? '' : 's'} left in the stock; ${done} of ${ALL_CARDS} on the foundations`;
  },

  placementProblems(position) {
    const problems: Problem[] = [];
    for (const id of TABLEAU) {
      if (!isTableauRun(position.piles[id]!)) {
        problems.push({ where: id, message: 'a pile must be one suit running up or down by one rank without a break' });
      }
    }
    for (const id of FOUNDATIONS) {
      const pile = position.piles[id]!;
      if (!isFoundationRun(pile)) {
        problems.push({ where: id, message: 'a foundation must run in one suit from an Ace up to the King, then the second King down towards the Ace' });
        continue;
      }
      // One foundation per suit: of two foundations of a suit, the later one is refused.
      const suit = suitOfFoundation(position, id);
      if (suit === undefined) continue;
      const earlier = FOUNDATIONS.slice(0, FOUNDATIONS.indexOf(id)).find((f) => suitOfFoundation(position, f) === suit);
      if (earlier !== undefined) {
        problems.push({ where: id, message: `${SUIT_NAMES[suit]} already have ${earlier}; each suit has one foundation` });
      }
    }
    return problems;
  },
};
