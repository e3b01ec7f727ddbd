// British Constitution (RULES.md, seed 004): two decks without Kings and Queens. The Aces start on the
// eight foundations; 32 cards lie in four rows of eight. Row 1 builds down in alternating colour and feeds
// the foundations; a space is pushed down row by row until the stock fills it in row 4.
import {
  ACE_LOW,
  type BuildRule,
  type Card,
  type FoundationRule,
  type GameRules,
  type Move,
  type Piles,
  type Position,
  type Problem,
  SUIT_CHARS,
  emptyPiles,
  isBuilt,
  isFoundationSequence,
  moveCards,
  numbered,
  pileNumber,
  rankOf,
  single,
  standardDeck,
  whyNotOn,
  whyNotOnFoundation,
} from '../engine/index.js';
import { cardMovesOnly, cardsOn, idsOf } from './common.js';

const PILES = [single('stock'), ...numbered('foundation', 8), ...numbered('tableau', 32)];
const FOUNDATIONS = idsOf(PILES, 'foundation');
const TABLEAU = idsOf(PILES, 'tableau');
/** The four rows of eight, row 1 (the Privy Council) first: ROWS[0] is tableau-1..8. */
export const ROWS: readonly (readonly string[])[] = [0, 1, 2, 3].map((r) => TABLEAU.slice(r * 8, r * 8 + 8));
const DECK_SIZE = 88;
const DEALT_ACES = 8;

/** Row 1 builds down by one rank in alternating colour; nothing goes on an Ace (Aces never reach it). */
export const CONSTITUTION_ROW1: BuildRule = { order: ACE_LOW, direction: 'down', suit: 'alternate-colour' };
/** Foundations: Ace up in suit to Jack (no Queens or Kings in play). */
export const CONSTITUTION_FOUNDATION: FoundationRule = { order: ACE_LOW, length: 11 };

/** The row (1–4) of a tableau pile id, or 0 for any other pile. */
export function rowOf(id: string): number {
  return id.startsWith('tableau-') ? Math.ceil(pileNumber(id) / 8) : 0;
}

function rowHasCard(position: Position, row: number): boolean {
  return ROWS[row - 1]!.some((id) => position.piles[id]!.length > 0);
}

/**
 * The spaces that must be filled now: empty piles of rows 1–3 whose row below still has a card
 * (RULES.md: while one exists, only those fills are legal). Play never leaves more than one.
 */
export function pendingSpaces(position: Position): string[] {
  const spaces: string[] = [];
  for (let row = 1; row <= 3; row++) {
    if (!rowHasCard(position, row + 1)) continue;
    for (const id of ROWS[row - 1]!) if (position.piles[id]!.length === 0) spaces.push(id);
  }
  return spaces;
}

function top(position: Position, id: string): Card | undefined {
  const pile = position.piles[id]!;
  return pile[pile.length - 1];
}

function cardMove(from: string, to: string): Move {
  return { type: 'move', from, to, count: 1 };
}

/** Why a fill is refused while `spaces` wait, or null when `from` → `to` is one of the fills. */
function whyNotFill(spaces: readonly string[], from: string, to: string): string | null {
  const space = spaces[0]!;
  const below = rowOf(space) + 1;
  const demand = `the space at ${space} in row ${rowOf(space)} must be filled first, with a card from row ${below}`;
  if (!spaces.includes(to)) return demand;
  if (rowOf(from) !== rowOf(to) + 1) {
    return `${to} is a space in row ${rowOf(to)}: it can be filled only with a card from row ${rowOf(to) + 1}`;
  }
  return null;
}

export const britishConstitution: GameRules = {
  id: 'british-constitution',
  name: 'British Constitution',
  summary: 'Two decks without Kings and Queens: build row 1 down to feed the foundations, and push spaces down to the stock.',
  decks: 2,
  deck: standardDeck(2, [12, 13]),
  piles: PILES,
  vars: [],

  deal(shuffled) {
    const piles: Piles = emptyPiles(PILES);
    // The eight Aces go to the foundations first, two per suit in suit order (clubs on 1 and 2, …).
    const rest = shuffled.filter((c) => rankOf(c) !== 1);
    SUIT_CHARS.forEach((suit, i) => {
      piles[FOUNDATIONS[2 * i]!]!.push(`A${suit}`);
      piles[FOUNDATIONS[2 * i + 1]!]!.push(`A${suit}`);
    });
    // Then one card to each of the 32 spaces, row 1 left to right first, from the top of the deck.
    for (const id of TABLEAU) piles[id]!.push(rest.pop()!);
    piles['stock'] = rest;
    return { piles, vars: {} };
  },

  candidates(position) {
    const spaces = pendingSpaces(position);
    if (spaces.length > 0) {
      // Only fills can be legal: each card of the row below to each waiting space.
      const moves: Move[] = [];
      for (const to of spaces) {
        for (const from of ROWS[rowOf(to)]!) if (position.piles[from]!.length > 0) moves.push(cardMove(from, to));
      }
      return moves;
    }
    const moves: Move[] = [];
    for (const from of [...ROWS[0]!, ...ROWS[1]!]) {
      if (position.piles[from]!.length === 0) continue;
      if (rowOf(from) === 1) for (const to of FOUNDATIONS) moves.push(cardMove(from, to));
      for (const to of ROWS[0]!) if (to !== from) moves.push(cardMove(from, to));
    }
    return moves;
  },

  check(position, move) {
    if (move.type === 'stock') return 'the stock is never turned: its cards come into play only to fill a space in row 4';
    const other = cardMovesOnly({ name: 'British Constitution' }, move, false);
    if (other !== null || move.type !== 'move') return other;
    const { from, to } = move;
    if (from === 'stock') return 'stock cards come into play only by filling a space in row 4, never straight to a foundation or row 1';
    if (from.startsWith('foundation-')) return 'foundation cards stay where they are';
    if (to === 'stock') return 'nothing goes back to the stock';
    if ((move.count ?? 1) !== 1) return 'only one card moves at a time';
    const spaces = pendingSpaces(position);
    if (spaces.length > 0) return whyNotFill(spaces, from, to);
    const card = top(position, from)!;
    const fromRow = rowOf(from);
    if (to.startsWith('foundation-')) {
      if (fromRow !== 1) return `${card} is in row ${fromRow}: only row-1 cards go to the foundations`;
      return whyNotOnFoundation(CONSTITUTION_FOUNDATION, position.piles[to]!, card);
    }
    const toRow = rowOf(to);
    if (toRow !== 1) return `${to} is in row ${toRow}: rows 2 to 4 hold one card each and are never built on`;
    if (fromRow > 2) return `${card} is in row ${fromRow}: only row-1 and row-2 cards may be played onto row 1`;
    const under = top(position, to);
    if (under === undefined) return `${to} stays empty: a space in row 1 is filled only from row 2, and row 2 has no cards left`;
    return whyNotOn(CONSTITUTION_ROW1, under, card);
  },

  perform(position, move) {
    if (move.type !== 'move') return { piles: position.piles, vars: {} };
    let piles = moveCards(position.piles, move.from, move.to, 1);
    // A space left in row 4 is filled at once from the top of the stock, inside the same move.
    if (rowOf(move.from) === 4 && piles[move.from]!.length === 0 && piles['stock']!.length > 0) {
      piles = moveCards(piles, 'stock', move.from, 1);
    }
    return { piles, vars: {} };
  },

  isWon(position) {
    return cardsOn(position, FOUNDATIONS) === DECK_SIZE;
  },

  score(position) {
    // The dealt Aces do not count (RULES.md): at most 80.
    return Math.max(0, cardsOn(position, FOUNDATIONS) - DEALT_ACES);
  },

  lossReason(position) {
    const stock = position.piles['stock']!.length;
    if (stock > 0) {
      return `no card in row 1 or row 2 can move, so no space can open in row 4 and the ${stock} card${stock === 1 ? '' : 's'} left in the stock can never come into play`;
    }
    return 'the stock is out and no card in row 1 or row 2 can go to a foundation or onto row 1';
  },

  statusLine(position) {
    // Short enough for the terminal's status bar; the score is shown beside it everywhere.
    const stock = position.piles['stock']!.length;
    const line = `${stock} card${stock === 1 ? '' : 's'} left in the stock`;
    const space = pendingSpaces(position)[0];
    if (space === undefined) return line;
    return `${line}; fill ${space} (row ${rowOf(space)}) with a card from row ${rowOf(space) + 1}`;
  },

  placementProblems(position) {
    const problems: Problem[] = [];
    const { piles } = position;
    for (const id of ['stock', ...TABLEAU]) {
      const ace = piles[id]!.find((c) => rankOf(c) === 1);
      if (ace !== undefined) {
        problems.push({ where: id, message: `${ace} is an Ace: all eight Aces go to the foundations at the deal` });
      }
    }
    for (const id of FOUNDATIONS) {
      const pile = piles[id]!;
      if (pile.length === 0) {
        problems.push({ where: id, message: 'every foundation holds an Ace from the deal; this one is empty' });
      } else if (!isFoundationSequence(CONSTITUTION_FOUNDATION, pile)) {
        problems.push({ where: id, message: 'a foundation must run from an Ace up in one suit, with no gap, to at most a Jack' });
      }
    }
    for (const id of ROWS[0]!) {
      if (!isBuilt(CONSTITUTION_ROW1, piles[id]!)) {
        problems.push({ where: id, message: 'a row-1 pile must be built down by one rank in alternating colours' });
      }
    }
    for (const id of [...ROWS[1]!, ...ROWS[2]!, ...ROWS[3]!]) {
      if (piles[id]!.length > 1) {
        problems.push({ where: id, message: `rows 2 to 4 hold one card per space, not ${piles[id]!.length}` });
      }
    }
    if (piles['stock']!.length > 0) {
      const space = ROWS[3]!.find((id) => piles[id]!.length === 0);
      if (space !== undefined) {
        problems.push({ where: space, message: 'a space in row 4 is filled from the stock at once, and the stock still has cards' });
      }
    }
    const spaces = pendingSpaces(position);
    if (spaces.length > 1) {
      problems.push({ where: spaces[1]!, message: `spaces ${spaces.join(', ')} all wait to be filled; play leaves at most one at a time` });
    }
    return problems;
  },
};

