// Hamlet (RULES.md, seed 002): Baker's Dozen with two decks. Thirteen piles with the Kings slipped
// under, building down regardless of suit; eight foundations up in suit from Ace to King.
import {
  ACE_LOW,
  type BuildRule,
  type FoundationRule,
  type GameRules,
  type Piles,
  type Problem,
  emptyPiles,
  isFoundationSequence,
  moveCards,
  numbered,
  rankOf,
  standardDeck,
  whyNotOn,
  whyNotOnFoundation,
} from '../engine/index.js';
import { cardMovesOnly, cardsOn, idsOf, topCardMoves } from './common.js';

const PILES = [...numbered('tableau', 13), ...numbered('foundation', 8)];
const TABLEAU = idsOf(PILES, 'tableau');
const FOUNDATIONS = idsOf(PILES, 'foundation');
const TARGETS = [...TABLEAU, ...FOUNDATIONS];

/** Tableau: down by one rank, any suit, Ace low with no wrap (nothing goes on an Ace). */
export const HAMLET_TABLEAU: BuildRule = { order: ACE_LOW, direction: 'down', suit: 'any' };
/** Foundations: Ace up in suit to King. */
export const HAMLET_FOUNDATION: FoundationRule = { order: ACE_LOW, length: 13 };

export const hamlet: GameRules = {
  id: 'hamlet',
  name: 'Hamlet',
  summary: "Baker's Dozen with two decks: dig out the buried Kings and build down to free the Aces.",
  decks: 2,
  deck: standardDeck(2),
  piles: PILES,
  vars: [],

  deal(shuffled) {
    const piles: Piles = emptyPiles(PILES);
    // Eight rounds of one card to each of the 13 piles; a King goes beneath every card already there.
    for (let round = 0; round < 8; round++) {
      for (const id of TABLEAU) {
        const card = shuffled.pop()!;
        if (rankOf(card) === 13) piles[id]!.unshift(card);
        else piles[id]!.push(card);
      }
    }
    return { piles, vars: {} };
  },

  candidates(position) {
    return topCardMoves(position, TABLEAU, TARGETS);
  },

  check(position, move) {
    const other = cardMovesOnly({ name: 'Hamlet' }, move, false);
    if (other !== null || move.type !== 'move') return other;
    if (!move.from.startsWith('tableau-')) return 'foundation cards stay where they are';
    if ((move.count ?? 1) !== 1) return 'only one card moves at a time';
    const source = position.piles[move.from]!;
    const card = source[source.length - 1]!;
    const target = position.piles[move.to]!;
    if (move.to.startsWith('foundation-')) return whyNotOnFoundation(HAMLET_FOUNDATION, target, card);
    const under = target[target.length - 1];
    if (under === undefined) return `${card} cannot go to ${move.to}: an empty pile is never filled in Hamlet`;
    return whyNotOn(HAMLET_TABLEAU, under, card);
  },

  perform(position, move) {
    if (move.type !== 'move') return position;
    return { piles: moveCards(position.piles, move.from, move.to, 1), vars: {} };
  },

  isWon(position) {
    return cardsOn(position, FOUNDATIONS) === 104;
  },

  score(position) {
    return cardsOn(position, FOUNDATIONS);
  },

  lossReason() {
    return 'no top card can go to a foundation or onto another pile';
  },

  statusLine(position) {
    const done = cardsOn(position, FOUNDATIONS);
    const empty = TABLEAU.filter((id) => position.piles[id]!.length === 0).length;
    return `${done} of 104 cards on the foundations; ${13 - empty} piles left`;
  },

  placementProblems(position) {
    const problems: Problem[] = [];
    for (const id of FOUNDATIONS) {
      if (!isFoundationSequence(HAMLET_FOUNDATION, position.piles[id]!)) {
        problems.push({ where: id, message: 'a foundation must run from an Ace up in one suit' });
      }
    }
    return problems;
  },
};

