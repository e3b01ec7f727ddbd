// Hamlet (docs/rules.md): Baker's Dozen with two decks. Thirteen piles with the Kings slipped
// under, building down regardless of suit; eight foundations up in suit from Ace to King. The rules are
// the state's (state.ts); this file holds the game's data, its deal and what a read position must be.
import {
  type Card,
  type GameRules,
  type Piles,
  type Problem,
  problemAt,
  TYPE_SUIT,
  cardType,
  emptyPiles,
  idsOf,
  numbered,
  rankOf,
  standardDeck,
} from '../../engine/index.js';
import { HamletState, LAYOUT, RULES } from './state.js';
import { describe, describePile, lossFacts, lossReason, statusFacts, statusLine } from './words.js';

const { NONE } = LAYOUT;
const { foundationTakes } = RULES;

const PILES = [...numbered('tableau', 13), ...numbered('foundation', 8)];
const TABLEAU = idsOf(PILES, 'tableau');
const FOUNDATIONS = idsOf(PILES, 'foundation');

/** True when a foundation could have been built from empty by the foundation rule. */
function isFoundationRun(pile: readonly Card[]): boolean {
  let suit: number = NONE;
  for (let height = 0; height < pile.length; height++) {
    const type = cardType(pile[height]!);
    if (!foundationTakes(suit, height, type)) return false;
    suit = TYPE_SUIT[type]!;
  }
  return true;
}

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

  placementProblems(position) {
    const problems: Problem[] = [];
    for (const id of FOUNDATIONS) {
      if (!isFoundationRun(position.piles[id]!)) problems.push(problemAt(id, { key: 'hamlet-foundation' }));
    }
    return problems;
  },

  open: (position) => new HamletState(position),
  /** One move per card not home: every move carries one card, and every card must go home. */
  fewestMoves: (position) => 104 - FOUNDATIONS.reduce((n, id) => n + position.piles[id]!.length, 0),
  // Nothing is hidden.
  knownStockBottom: () => 0,
  describePile,
  describe,
  statusLine,
  lossReason,
  lossFacts,
  statusFacts,
};
