// British Constitution (docs/rules.md): two decks without Kings and Queens. The Aces start on the
// eight foundations; 32 cards lie in four rows of eight. Row 1 builds down in alternating colour and feeds
// the foundations; a space is pushed down row by row until the stock fills it in row 4. The rules live
// in the state (state.ts), the words in words.ts; this file holds the layout, the deal and the checks of
// a read position.
import {
  type Card,
  type GameRules,
  type Piles,
  type Problem,
  problemAt,
  SUIT_CHARS,
  TYPE_SUIT,
  cardType,
  emptyPiles,
  idsOf,
  numbered,
  rankOf,
  single,
  standardDeck,
} from '../../engine/index.js';
import { BritishConstitutionState, LAYOUT, RULES, placeId } from './state.js';

const { ROW } = LAYOUT;
const { buildsOn, followsOn } = RULES;
import { describe, describePile, lossFacts, lossReason, statusFacts, statusLine } from './words.js';

const PILES = [single('stock'), ...numbered('foundation', 8), ...numbered('tableau', 32)];
const FOUNDATIONS = idsOf(PILES, 'foundation');
const TABLEAU = idsOf(PILES, 'tableau');

/** A row-1 pile built down in alternate colours, each card on the one below it. */
function isBuiltDown(pile: readonly Card[]): boolean {
  return pile.every((card, k) => k === 0 || buildsOn(cardType(card), cardType(pile[k - 1]!)));
}

/** A foundation from its Ace up in one suit, with no gap. */
function isFoundationRun(pile: readonly Card[]): boolean {
  const suit = TYPE_SUIT[cardType(pile[0]!)]!;
  return pile.every((card, height) => followsOn(cardType(card), suit, height));
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
    // Then one card to each of the 32 places, row 1 left to right first, from the top of the deck.
    for (const id of TABLEAU) piles[id]!.push(rest.pop()!);
    piles['stock'] = rest;
    return { piles, vars: {} };
  },

  open: (position) => new BritishConstitutionState(position),
  /**
   * Per card not home, one move home plus one move per row it must climb to row 1 (a fill lifts a card
   * one row, and a row-2 card played on row 1 climbs one row too); a stock card enters row 4 inside
   * another move, so it needs 3 climbs and the move home.
   */
  fewestMoves(position) {
    let moves = position.piles['stock']!.length * 4;
    TABLEAU.forEach((id, i) => (moves += position.piles[id]!.length * (Math.floor(i / ROW) + 1)));
    return moves;
  },
  knownStockBottom: () => 0,
  describePile,
  describe,
  statusLine,
  lossReason,
  lossFacts,
  statusFacts,

  placementProblems(position) {
    const problems: Problem[] = [];
    const { piles } = position;
    for (const id of ['stock', ...TABLEAU]) {
      const ace = piles[id]!.find((c) => rankOf(c) === 1);
      if (ace !== undefined) {
        problems.push(problemAt(id, { key: 'ace-at-deal', game: 'british-constitution', card: ace }));
      }
    }
    for (const id of FOUNDATIONS) {
      const pile = piles[id]!;
      if (pile.length === 0) {
        problems.push(problemAt(id, { key: 'foundation-empty' }));
      } else if (!isFoundationRun(pile)) {
        problems.push(problemAt(id, { key: 'british-foundation' }));
      }
    }
    for (const id of TABLEAU.slice(0, ROW)) {
      if (!isBuiltDown(piles[id]!)) {
        problems.push(problemAt(id, { key: 'row-one-built-down' }));
      }
    }
    for (const id of TABLEAU.slice(ROW)) {
      if (piles[id]!.length > 1) {
        problems.push(problemAt(id, { key: 'one-card-per-place', count: piles[id]!.length }));
      }
    }
    if (piles['stock']!.length > 0) {
      const space = TABLEAU.slice(3 * ROW).find((id) => piles[id]!.length === 0);
      if (space !== undefined) {
        problems.push(problemAt(space, { key: 'row-four-space' }));
      }
    }
    // The state holds any position that passed the checks above; it says which spaces wait.
    if (problems.length === 0) {
      const spaces = new BritishConstitutionState(position).waitingSpaces().map(placeId);
      if (spaces.length > 1) {
        const rowsAndPiles = spaces.map((id) => describePile(id) as { row: number; col: number });
        problems.push(problemAt(spaces[1]!, { key: 'spaces-waiting', spaces: rowsAndPiles.map((d) => ({ row: d.row, pile: d.col })) }));
      }
    }
    return problems;
  },
};
