// Camelot (RULES.md, seed 001): a 4×4 grid filled one card at a time from the stock, Kings in the
// corners, Queens and Jacks in the edge middles; 10s and pairs adding to 10 are removed until only the
// twelve picture cards are left. Two phases, `place` and `remove`, are kept in `vars.phase`.
import {
  type Card,
  type GameRules,
  type Move,
  type Piles,
  type Position,
  type Problem,
  type Vars,
  isPicture,
  numbered,
  pileNumber,
  rankOf,
  single,
  standardDeck,
} from '../engine/index.js';
import { idsOf } from './common.js';

const PILES = [single('stock'), single('waste'), ...numbered('tableau', 16), single('discard')];
const GRID = idsOf(PILES, 'tableau');

export type Phase = 'place' | 'remove';

/** The kinds of space: Kings' corners, Queens' top/bottom middles, Jacks' left/right middles, the inner four. */
type SpaceKind = 'corner' | 'top-bottom' | 'left-right' | 'inner';
type PictureSpace = Exclude<SpaceKind, 'inner'>;

/** Spaces by grid number (row-major, 1–4 top row): corners, top/bottom middles, left/right middles. */
const CORNERS = [1, 4, 13, 16];
const TOP_BOTTOM = [2, 3, 14, 15];
const LEFT_RIGHT = [5, 9, 8, 12];

function spaceKind(id: string): SpaceKind {
  const n = pileNumber(id);
  if (CORNERS.includes(n)) return 'corner';
  if (TOP_BOTTOM.includes(n)) return 'top-bottom';
  if (LEFT_RIGHT.includes(n)) return 'left-right';
  return 'inner';
}

/** The picture rank a space is kept for ('K', 'Q', 'J'), or null for the four inner spaces; for boards. */
export function spaceLetter(id: string): 'K' | 'Q' | 'J' | null {
  return { corner: 'K', 'top-bottom': 'Q', 'left-right': 'J', inner: null }[spaceKind(id)] as 'K' | 'Q' | 'J' | null;
}

/** The kind of space a picture card needs; null for number cards, which go in any empty space. */
function spaceFor(card: Card): PictureSpace | null {
  switch (rankOf(card)) {
    case 13:
      return 'corner';
    case 12:
      return 'top-bottom';
    case 11:
      return 'left-right';
    default:
      return null;
  }
}

/** Player's words for the spaces of a kind, used in refusals and loss reasons. */
const SPACE_WORDS: Record<PictureSpace, { one: string; all: string; who: string }> = {
  corner: { one: 'corner', all: 'the corners (tableau-1, 4, 13, 16)', who: 'Kings' },
  'top-bottom': { one: 'top or bottom middle space', all: 'the middles of the top and bottom rows (tableau-2, 3, 14, 15)', who: 'Queens' },
  'left-right': { one: 'left or right middle space', all: 'the middles of the left and right columns (tableau-5, 8, 9, 12)', who: 'Jacks' },
};

/** Whether `card` may sit in space `id`: pictures only in their own kind of space, number cards anywhere. */
function fits(card: Card, id: string): boolean {
  const wanted = spaceFor(card);
  return wanted === null || spaceKind(id) === wanted;
}

/** Value of a number card for the sums to 10 (Ace 1 … 10). */
const valueOf = (card: Card): number => rankOf(card);

function phaseOf(position: Pick<Position, 'vars'>): Phase {
  return position.vars['phase'] === 'remove' ? 'remove' : 'place';
}

const emptySpaces = (piles: Piles): string[] => GRID.filter((id) => piles[id]!.length === 0);

/** The automatic switch after every action: a full grid, or stock and waste both used up, means `remove`. */
function settlePhase(piles: Piles, phase: Phase): Vars {
  const full = emptySpaces(piles).length === 0;
  const outOfCards = piles['stock']!.length === 0 && piles['waste']!.length === 0;
  return { phase: full || outOfCards ? 'remove' : phase };
}

function checkStock(position: Position): string | null {
  const { piles } = position;
  if (piles['stock']!.length === 0) return 'the stock is empty';
  const waiting = piles['waste']![0];
  if (waiting !== undefined) return `${waiting} is waiting in the waste: place it before turning another card`;
  if (emptySpaces(piles).length === 0) return 'the grid is full: remove 10s and pairs adding to 10 before turning another card';
  return null;
}

function checkPlace(position: Position, move: Extract<Move, { type: 'move' }>): string | null {
  const { piles } = position;
  if (move.from !== 'waste') {
    if (move.from === 'stock') return 'a stock card goes to the waste first: turn the stock';
    if (move.from === 'discard') return 'removed cards stay in the discard';
    const card = piles[move.from]![piles[move.from]!.length - 1]!;
    return isPicture(card)
      ? `${card} never moves: picture cards stay in their spaces`
      : `${card} cannot move to another space: cards on the grid only leave as a 10 or a pair adding to 10`;
  }
  const card = piles['waste']![piles['waste']!.length - 1]!;
  if (!move.to.startsWith('tableau-')) return `${card} can only go to an empty space of the grid`;
  if ((move.count ?? 1) !== 1) return 'only one card moves at a time';
  const there = piles[move.to]![0];
  if (there !== undefined) return `${card} cannot go to ${move.to}: that space already holds ${there}`;
  const wanted = spaceFor(card);
  if (wanted !== null && !fits(card, move.to)) {
    const words = SPACE_WORDS[wanted];
    return `${card} cannot go to ${move.to}: ${words.who} go only in ${words.all}`;
  }
  return null;
}

function checkRemove(position: Position, ids: readonly string[]): string | null {
  const { piles } = position;
  for (const id of ids) {
    if (!id.startsWith('tableau-')) return `only cards on the grid can be removed, not from ${id}`;
    if (piles[id]!.length === 0) return `${id} is empty`;
  }
  const [a, b] = ids;
  if (a !== undefined && b !== undefined && pileNumber(a) > pileNumber(b)) return `name the piles in pile-number order: ${b} before ${a}`;
  if (phaseOf(position) !== 'remove') {
    return 'cards are removed only in the remove phase, which starts when the grid is full or the stock and waste are used up';
  }
  const cards = ids.map((id) => piles[id]![0]!);
  const picture = cards.find(isPicture);
  if (picture !== undefined) return `${picture} cannot be removed: picture cards never leave their spaces`;
  if (cards.length === 1) {
    const card = cards[0]!;
    return valueOf(card) === 10 ? null : `${card} cannot be removed on its own: only a 10 can`;
  }
  const sum = valueOf(cards[0]!) + valueOf(cards[1]!);
  return sum === 10 ? null : `${cards[0]} and ${cards[1]} add up to ${sum}, not 10`;
}

/**
 * True when `discard` is what removals leave: 10s alone and pairs adding to 10, in the order removed.
 * The split is forced: a 10 is always alone, any other card pairs with the card after it.
 */
function isRemovalSequence(discard: readonly Card[]): boolean {
  let i = 0;
  while (i < discard.length) {
    const card = discard[i]!;
    if (isPicture(card)) return false;
    if (valueOf(card) === 10) {
      i += 1;
      continue;
    }
    const partner = discard[i + 1];
    if (partner === undefined || isPicture(partner) || valueOf(card) + valueOf(partner) !== 10) return false;
    i += 2;
  }
  return true;
}

export const camelot: GameRules = {
  id: 'camelot',
  name: 'Camelot',
  summary: 'Fill a 4×4 court with Kings in the corners, Queens and Jacks at the edges; clear away 10s and pairs making 10.',
  decks: 1,
  deck: standardDeck(1),
  piles: PILES,
  vars: [
    {
      name: 'phase',
      check: (value) => (value === 'place' || value === 'remove' ? null : `the phase must be "place" or "remove", not ${JSON.stringify(value)}`),
    },
  ],

  deal(shuffled) {
    // Every card starts face down in the stock; its last card is the first one turned.
    const piles: Piles = {};
    for (const spec of PILES) piles[spec.id] = [];
    piles['stock'] = shuffled.slice();
    return { piles, vars: { phase: 'place' } };
  },

  candidates(position) {
    const { piles } = position;
    const moves: Move[] = [{ type: 'stock' }];
    if (piles['waste']!.length > 0) {
      for (const to of GRID) moves.push({ type: 'move', from: 'waste', to, count: 1 });
    }
    if (phaseOf(position) === 'remove') {
      // Pile-number order, each pair once (INTERFACE.md); `check` keeps the 10s and the sums of 10.
      const filled = GRID.filter((id) => piles[id]!.length > 0);
      filled.forEach((a, i) => {
        moves.push({ type: 'remove', piles: [a] });
        for (const b of filled.slice(i + 1)) moves.push({ type: 'remove', piles: [a, b] });
      });
    }
    return moves;
  },

  check(position, move) {
    switch (move.type) {
      case 'stock':
        return checkStock(position);
      case 'move':
        return checkPlace(position, move);
      case 'remove':
        return checkRemove(position, move.piles);
    }
  },

  perform(position, move) {
    const piles: Piles = { ...position.piles };
    let phase = phaseOf(position);
    switch (move.type) {
      case 'stock': {
        // Turning the stock is also how a player goes back from `remove` to `place`.
        const stock = piles['stock']!;
        piles['waste'] = [stock[stock.length - 1]!];
        piles['stock'] = stock.slice(0, -1);
        phase = 'place';
        break;
      }
      case 'move':
        piles[move.to] = [piles['waste']![0]!];
        piles['waste'] = [];
        break;
      case 'remove': {
        // The discard keeps the order of removal, the lower-numbered pile's card first (RULES.md).
        const removed = move.piles.map((id) => piles[id]![0]!);
        for (const id of move.piles) piles[id] = [];
        piles['discard'] = [...piles['discard']!, ...removed];
        break;
      }
    }
    return { piles, vars: settlePhase(piles, phase) };
  },

  isWon(position) {
    const { piles } = position;
    if (piles['stock']!.length > 0 || piles['waste']!.length > 0) return false;
    const onGrid = GRID.flatMap((id) => piles[id]!);
    return onGrid.length === 12 && onGrid.every(isPicture) && GRID.every((id) => piles[id]!.every((c) => fits(c, id)));
  },

  score(position) {
    return position.piles['discard']!.length;
  },

  lossReason(position) {
    const { piles } = position;
    const waiting = piles['waste']![0];
    if (waiting !== undefined) {
      const wanted = spaceFor(waiting);
      if (wanted !== null) return `no free ${SPACE_WORDS[wanted].one} for ${waiting}`;
    }
    if (emptySpaces(piles).length === 0) return 'the grid is full and no 10 or pair adding to 10 can be removed';
    // RULES.md also names "number cards left with nothing to remove once stock and waste are out", but
    // that cannot happen: the discard holds balanced pairs, so the number cards left on the grid are
    // balanced too (as many 3s as 7s, an even number of 5s) and always hold a 10 or a pair.
    return 'no card can be placed, removed or turned';
  },

  statusLine(position) {
    const { piles } = position;
    const stock = piles['stock']!.length;
    const cards = `${stock} card${stock === 1 ? '' : 's'} in the stock`;
    const removed = `${piles['discard']!.length} of 40 removed`;
    if (phaseOf(position) === 'remove') return `remove phase: take away 10s and pairs adding to 10 · ${cards} · ${removed}`;
    const waiting = piles['waste']![0];
    const todo = waiting === undefined ? 'turn the stock' : `place ${waiting}`;
    return `place phase: ${todo} · ${cards} · ${removed}`;
  },

  placementProblems(position) {
    const { piles } = position;
    const problems: Problem[] = [];
    for (const id of GRID) {
      const pile = piles[id]!;
      if (pile.length > 1) problems.push({ where: id, message: `a space holds one card, not ${pile.length}` });
      const card = pile[0];
      const wanted = card === undefined ? null : spaceFor(card);
      if (card !== undefined && wanted !== null && !fits(card, id)) {
        const words = SPACE_WORDS[wanted];
        problems.push({ where: id, message: `${card} cannot be here: ${words.who} go only in ${words.all}` });
      }
    }
    const waste = piles['waste']!;
    if (waste.length > 1) problems.push({ where: 'waste', message: `the waste holds one card, not ${waste.length}` });
    if (!isRemovalSequence(piles['discard']!)) {
      problems.push({ where: 'discard', message: 'the discard must hold 10s and pairs adding to 10, in the order they were removed' });
    }
    // The phase switches to `remove` after any action that fills the grid or uses up the stock and
    // waste, and only the stock (which needs a free space) brings a card to the waste with `place`.
    const full = emptySpaces(piles).length === 0;
    const phase = phaseOf(position);
    if (waste.length > 0 && full) {
      problems.push({ where: 'waste', message: 'a card cannot wait in the waste while the grid is full: the stock turns only with a space free' });
    } else if (waste.length > 0 && phase === 'remove') {
      problems.push({ where: 'vars.phase', message: 'the phase must be "place" while a card waits in the waste' });
    } else if (phase === 'place' && full) {
      problems.push({ where: 'vars.phase', message: 'the phase must be "remove" when the grid is full' });
    } else if (phase === 'place' && piles['stock']!.length === 0 && waste.length === 0) {
      problems.push({ where: 'vars.phase', message: 'the phase must be "remove" once the stock and waste are used up' });
    }
    return problems;
  },
};
