// Camelot (docs/rules.md): a 4×4 grid filled one card at a time from the stock, Kings in the
// corners, Queens and Jacks in the edge middles; 10s and pairs adding to 10 are removed until only the
// twelve picture cards are left. Two phases, `place` and `remove`, are kept in `vars.phase`. This file
// holds the game's data, its deal and the checks of a read position; the rules are in state.ts.
import {
  type Card,
  type GameRules,
  type Piles,
  type Problem,
  problemAt,
  cardType,
  numbered,
  playerNames,
  single,
  standardDeck,
} from '../../engine/index.js';
import { CamelotState, LAYOUT, RULES } from './state.js';
import { describe, describePile, lossFacts, lossReason, pileName, statusFacts, statusLine } from './words.js';

const { CORNER, GRID, KIND, LEFT_RIGHT, NEEDS, TOP_BOTTOM } = LAYOUT;
const { fits, leavesGrid, removableAlone, removablePair } = RULES;

const PILES = [single('stock'), single('waste'), ...numbered('tableau', 16), single('discard')];

/** The numbers of the spaces of a kind (tableau-1, 4, 13 and 16 are the corners). */
function spaceNumbers(kind: number): number[] {
  return GRID.flatMap((_, s) => (KIND[s] === kind ? [s + 1] : []));
}

/** Where each kind of picture goes (for readPosition's reasons), by the index `NEEDS` gives. */
const PICTURE_PLACES = [
  { picture: 'king', spaces: spaceNumbers(CORNER) },
  { picture: 'queen', spaces: spaceNumbers(TOP_BOTTOM) },
  { picture: 'jack', spaces: spaceNumbers(LEFT_RIGHT) },
] as const;

/**
 * True when `discard` is what removals leave: 10s alone and pairs adding to 10, in the order removed.
 * The split is forced: a 10 is always alone, any other card pairs with the card after it.
 */
function isRemovalSequence(discard: readonly Card[]): boolean {
  let i = 0;
  while (i < discard.length) {
    const card = cardType(discard[i]!);
    if (removableAlone(card)) {
      i += 1;
      continue;
    }
    const partner = discard[i + 1];
    if (partner === undefined || !removablePair(card, cardType(partner))) return false;
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
      check: (value) => (value === 'place' || value === 'remove' ? null : { key: 'phase', value: JSON.stringify(value) }),
    },
  ],

  deal(shuffled) {
    // Every card starts face down in the stock; its last card is the first one turned.
    const piles: Piles = {};
    for (const spec of PILES) piles[spec.id] = [];
    piles['stock'] = shuffled.slice();
    return { piles, vars: { phase: 'place' } };
  },

  placementProblems(position) {
    const { piles } = position;
    const problems: Problem[] = [];
    GRID.forEach((id, s) => {
      const pile = piles[id]!;
      if (pile.length > 1) problems.push(problemAt(id, { key: 'space-one-card', count: pile.length }));
      const card = pile[0];
      if (card !== undefined && !fits(cardType(card), s)) {
        problems.push(problemAt(id, { key: 'picture-place', game: 'camelot', card, ...PICTURE_PLACES[NEEDS[cardType(card)]!]! }));
      }
    });
    // Only the stock brings a card to the waste, and only when the waste is empty: a second card never
    // joins the first, so the state keeps one waste card at most.
    const waste = piles['waste']!;
    if (waste.length > 1) {
      problems.push(problemAt('waste', { key: 'waste-one-card', count: waste.length }));
    }
    if (!isRemovalSequence(piles['discard']!)) {
      problems.push(problemAt('discard', { key: 'discard-order' }));
    }
    // The phase switches to `remove` after any action that fills the grid or uses up the stock and
    // waste, and only the stock (which needs a free space) brings a card to the waste with `place`.
    const full = new CamelotState(position).gridFull();
    const phase = position.vars['phase'];
    if (waste.length > 0 && full) {
      problems.push(problemAt('waste', { key: 'waste-grid-full' }));
    } else if (waste.length > 0 && phase === 'remove') {
      problems.push(problemAt('vars.phase', { key: 'phase-place-waste' }));
    } else if (phase === 'place' && full) {
      problems.push(problemAt('vars.phase', { key: 'phase-remove-full' }));
    } else if (phase === 'place' && piles['stock']!.length === 0 && waste.length === 0) {
      problems.push(problemAt('vars.phase', { key: 'phase-remove-used-up' }));
    }
    return problems;
  },

  open: (position) => new CamelotState(position),
  /**
   * Every stock card is turned and placed (two moves, one for a card waiting in the waste), and every
   * number card is removed, a 10 alone, the others two at a time.
   */
  fewestMoves(position) {
    const { piles } = position;
    const cards = [...GRID.flatMap((id) => piles[id]!), ...piles['stock']!, ...piles['waste']!].map(cardType);
    const numbers = cards.filter(leavesGrid);
    const tens = numbers.filter(removableAlone).length;
    return 2 * piles['stock']!.length + piles['waste']!.length + tens + Math.ceil((numbers.length - tens) / 2);
  },
  knownStockBottom: () => 0,
  describePile,
  describe,
  statusLine: (position, names) => statusLine(position, names ?? playerNames(pileName)),
  lossReason: (position, names) => lossReason(position, names ?? playerNames(pileName)),
  lossFacts,
  statusFacts,
};
