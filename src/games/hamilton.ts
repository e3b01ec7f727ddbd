// Hamilton (RULES.md, seed 000): one deck dealt in a face-up triangle. The player first picks a Start
// card from up to three turned cards; its rank starts every foundation, and the ranks then go round the
// corner (S … K, A … S−1) for the foundations and for building down in colour on the tableau.
import {
  type BuildRule,
  type Card,
  type CardMove,
  type FoundationRule,
  type GameRules,
  type Move,
  type Piles,
  type Position,
  type Problem,
  type Rank,
  RANK_CHARS,
  cyclicOrder,
  emptyPiles,
  isBuilt,
  isFoundationSequence,
  moveCards,
  numbered,
  rankChar,
  rankFromChar,
  rankName,
  rankOf,
  makeCard,
  suitOf,
  single,
  standardDeck,
  whyNotOn,
  whyNotOnFoundation,
} from '../engine/index.js';
import { cardMovesOnly, cardsOn, idsOf } from './common.js';

const PILES = [single('stock'), single('chooser'), ...numbered('foundation', 4), ...numbered('tableau', 7)];
const TABLEAU = idsOf(PILES, 'tableau');
const FOUNDATIONS = idsOf(PILES, 'foundation');

/** How many cards may be turned into the chooser while the Start card is chosen. */
export const MAX_TURNED = 3;
/** Stock sizes possible once the Start card is chosen: 23, then one round of 7 after another, then 2, then 0. */
const STOCK_AFTER_START = [23, 16, 9, 2, 0];

/** Tableau building with Start rank `start`: one step lower round the corner, same colour. */
export function hamiltonTableau(start: Rank): BuildRule {
  return { order: cyclicOrder(start), direction: 'down', suit: 'same-colour' };
}

/** What moves as a group: one suit, one step lower round the corner at each card. */
function hamiltonRun(start: Rank): BuildRule {
  return { order: cyclicOrder(start), direction: 'down', suit: 'same-suit' };
}

/** Foundations with Start rank `start`: 13 cards up in suit from the Start rank, round the corner. */
export function hamiltonFoundation(start: Rank): FoundationRule {
  return { order: cyclicOrder(start), length: 13 };
}

/** The Start rank of a position, or null while it is still being chosen. */
export function startRankOf(position: Position): Rank | null {
  const s = position.vars['startRank'];
  return typeof s === 'string' ? (rankFromChar(s) ?? null) : null;
}

function turnedOf(position: Position): number {
  const t = position.vars['turned'];
  return typeof t === 'number' ? t : 0;
}

/** How many cards at the top of `cards` form a run that may move together (at least 1 when not empty). */
export function runDepth(start: Rank, cards: readonly Card[]): number {
  if (cards.length === 0) return 0;
  const rule = hamiltonRun(start);
  let depth = 1;
  while (depth < cards.length && whyNotOn(rule, cards[cards.length - depth - 1]!, cards[cards.length - depth]!) === null) depth++;
  return depth;
}

/** "7 8 9 T J Q K A 2 3 4 5 6": the order of ranks from a Start rank, as a player reads it. */
export function orderText(start: Rank): string {
  const order = cyclicOrder(start);
  const ranks: string[] = [];
  for (let r: Rank | null = order.lowest; r !== null; r = order.above(r)) ranks.push(rankChar(r));
  return ranks.join(' ');
}

/** The card a foundation needs next with Start rank `start`, or null when it is full or empty. */
export function nextOnFoundation(start: Rank, pile: readonly Card[]): Card | null {
  const top = pile[pile.length - 1];
  if (top === undefined || pile.length >= 13) return null;
  const above = cyclicOrder(start).above(rankOf(top));
  return above === null ? null : makeCard(above, suitOf(top));
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why a move is refused while the Start card is still being chosen (RULES.md: only stock and chooser). */
function checkChoosing(position: Position, move: Move): string | null {
  const chooser = position.piles['chooser']!;
  if (move.type === 'stock') {
    if (turnedOf(position) >= MAX_TURNED && chooser.length === 0) {
      return 'no Start card was chosen: all three turned cards were declined';
    }
    if (position.piles['stock']!.length === 0) return 'the stock is empty';
    return null;
  }
  if (move.type !== 'move') return null;
  if (move.from !== 'chooser') {
    return 'choose a Start card first: until then only the stock and the chooser card can be played';
  }
  if (!move.to.startsWith('foundation-')) return 'the chooser card can only go to a foundation, where it becomes the Start card';
  if ((move.count ?? 1) !== 1) return 'the chooser holds a single card';
  if (position.piles[move.to]!.length > 0) return `${move.to} is not empty`;
  return null;
}

/** Why a card move is refused once the Start card is known. */
function checkPlaying(position: Position, start: Rank, move: CardMove): string | null {
  const count = move.count ?? 1;
  const source = position.piles[move.from]!;
  const target = position.piles[move.to]!;
  const toFoundation = move.to.startsWith('foundation-');
  if (move.to === 'stock' || move.to === 'chooser') return `cards cannot be put in the ${move.to}`;
  if (move.from === 'stock') return 'stock cards come into play only when the stock is dealt';
  if (move.from === 'chooser') return 'the chooser is only used to pick the Start card';
  if (move.from.startsWith('foundation-')) {
    if (toFoundation) return 'a card cannot move from one foundation to another';
    if (count !== 1) return 'only the top card of a foundation can move back to the tableau';
  }
  const group = source.slice(source.length - count);
  if (count > 1 && !isBuilt(hamiltonRun(start), group)) {
    return `${group.join(' ')} cannot move together: a group must be one suit, each card one step lower than the one beneath`;
  }
  if (toFoundation) return whyNotOnFoundation(hamiltonFoundation(start), target, group[group.length - 1]!);
  const under = target[target.length - 1];
  return under === undefined ? null : whyNotOn(hamiltonTableau(start), under, group[0]!);
}

export const hamilton: GameRules = {
  id: 'hamilton',
  name: 'Hamilton',
  summary: 'Pick a Start card, then build the four foundations round the corner from its rank.',
  decks: 1,
  deck: standardDeck(1),
  piles: PILES,
  vars: [
    {
      name: 'startRank',
      check: (v) =>
        v === null || (typeof v === 'string' && (RANK_CHARS as readonly string[]).includes(v))
          ? null
          : `the Start rank must be null or a rank letter (A 2-9 T J Q K), not ${JSON.stringify(v)}`,
    },
    {
      name: 'turned',
      check: (v) =>
        typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_TURNED
          ? null
          : `the number of cards turned must be a whole number from 0 to 3, not ${JSON.stringify(v)}`,
    },
  ],

  deal(shuffled) {
    const piles: Piles = emptyPiles(PILES);
    // The triangle: pass p puts one card on each pile from p to 7, so pile k ends with k cards.
    for (let pass = 0; pass < TABLEAU.length; pass++) {
      for (const id of TABLEAU.slice(pass)) piles[id]!.push(shuffled.pop()!);
    }
    piles['stock'] = shuffled; // the 24 left over, top card last
    return { piles, vars: { startRank: null, turned: 0 } };
  },

  candidates(position) {
    const moves: Move[] = [{ type: 'stock' }];
    const start = startRankOf(position);
    if (start === null) {
      if (position.piles['chooser']!.length > 0) {
        for (const to of FOUNDATIONS) moves.push({ type: 'move', from: 'chooser', to, count: 1 });
      }
      return moves;
    }
    for (const from of TABLEAU) {
      const depth = runDepth(start, position.piles[from]!);
      for (let count = 1; count <= depth; count++) {
        for (const to of [...TABLEAU, ...FOUNDATIONS]) if (to !== from) moves.push({ type: 'move', from, to, count });
      }
    }
    for (const from of FOUNDATIONS) {
      if (position.piles[from]!.length === 0) continue;
      for (const to of TABLEAU) moves.push({ type: 'move', from, to, count: 1 });
    }
    return moves;
  },

  check(position, move) {
    const other = cardMovesOnly({ name: 'Hamilton' }, move, true);
    if (other !== null) return other;
    const start = startRankOf(position);
    if (start === null) return checkChoosing(position, move);
    if (move.type === 'stock') {
      return position.piles['stock']!.length === 0 ? 'the stock is empty, and there is no redeal' : null;
    }
    return move.type === 'move' ? checkPlaying(position, start, move) : null;
  },

  perform(position, move) {
    const vars = { ...position.vars };
    if (move.type === 'stock') {
      const stock = position.piles['stock']!.slice();
      const piles: Piles = { ...position.piles, stock };
      if (startRankOf(position) === null) {
        // A refused card goes face down to the bottom of the stock; then the next is turned, at most three.
        const chooser = position.piles['chooser']!;
        if (chooser.length > 0) stock.unshift(chooser[0]!);
        piles['chooser'] = [];
        if (turnedOf(position) < MAX_TURNED) {
          piles['chooser'] = [stock.pop()!];
          vars['turned'] = turnedOf(position) + 1;
        }
        return { piles, vars };
      }
      // One card onto every pile, empty ones too, in order, while cards last (the last round reaches two).
      for (const id of TABLEAU) {
        const card = stock.pop();
        if (card === undefined) break;
        piles[id] = [...piles[id]!, card];
      }
      return { piles, vars };
    }
    if (move.type !== 'move') return position;
    if (move.from === 'chooser') vars['startRank'] = position.piles['chooser']![0]![0]!;
    // A run sent to a foundation lands in building order: its top card first.
    const reversed = move.to.startsWith('foundation-');
    return { piles: moveCards(position.piles, move.from, move.to, move.count ?? 1, reversed), vars };
  },

  isWon(position) {
    return cardsOn(position, FOUNDATIONS) === 52;
  },

  score(position) {
    return cardsOn(position, FOUNDATIONS);
  },

  lossReason(position) {
    if (startRankOf(position) === null) return 'no Start card chosen: the third turned card was declined';
    return 'the stock is empty and no card or group can go to a foundation or another pile';
  },

  statusLine(position) {
    const stock = position.piles['stock']!.length;
    const start = startRankOf(position);
    if (start === null) {
      const turned = turnedOf(position);
      const card = position.piles['chooser']![0];
      if (card === undefined && turned === 0) return `Choose a Start card: deal (s) to turn the first of three; ${stock} cards in the stock`;
      if (card === undefined) return 'No Start card chosen: all three turned cards were declined';
      const left = MAX_TURNED - turned;
      const next = left === 0 ? 'this is the last one' : `${plural(left, 'more card')} may be turned`;
      return `Choosing the Start card: ${card} is in the chooser (${turned} of 3 turned, ${next}); ${stock} cards in the stock`;
    }
    const rounds = Math.ceil(stock / TABLEAU.length);
    const done = cardsOn(position, FOUNDATIONS);
    return `Start rank ${rankName(start)} (${orderText(start)}); ${plural(stock, 'card')} in the stock (${plural(rounds, 'deal')} left); ${done} of 52 on the foundations`;
  },

  placementProblems(position) {
    const problems: Problem[] = [];
    const start = startRankOf(position);
    const turned = turnedOf(position);
    const chooser = position.piles['chooser']!;
    const stock = position.piles['stock']!;
    if (chooser.length > 1) problems.push({ where: 'chooser', message: 'the chooser holds at most one card' });
    if (start === null) {
      for (const id of FOUNDATIONS) {
        if (position.piles[id]!.length > 0) {
          problems.push({ where: id, message: 'no card reaches a foundation before a Start card is chosen (vars.startRank is null)' });
        }
      }
      TABLEAU.forEach((id, i) => {
        if (position.piles[id]!.length !== i + 1) {
          problems.push({ where: id, message: `until a Start card is chosen the tableau stays as dealt: ${id} holds ${plural(i + 1, 'card')}` });
        }
      });
      if (turned === 0 && chooser.length > 0) {
        problems.push({ where: 'chooser', message: 'the chooser holds a card but vars.turned says none has been turned' });
      }
      if (turned > 0 && turned < MAX_TURNED && chooser.length === 0) {
        problems.push({ where: 'chooser', message: `the chooser is empty, but after ${turned} turned it holds the last card turned` });
      }
      return problems;
    }
    if (turned === 0) problems.push({ where: 'vars.turned', message: 'a Start card is chosen, so at least one card was turned' });
    if (chooser.length > 0) problems.push({ where: 'chooser', message: 'the chooser is empty once the Start card is chosen' });
    if (!STOCK_AFTER_START.includes(stock.length)) {
      problems.push({ where: 'stock', message: `after the Start card the stock holds 23, 16, 9, 2 or 0 cards, not ${stock.length}` });
    }
    const rule = hamiltonFoundation(start);
    for (const id of FOUNDATIONS) {
      if (!isFoundationSequence(rule, position.piles[id]!)) {
        problems.push({ where: id, message: `a foundation must run up in one suit from the Start rank (${rankName(start)}), round the corner` });
      }
    }
    return problems;
  },
};
