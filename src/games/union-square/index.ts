// Union Square (docs/rules.md): two decks, a 4×4 grid of piles built up or down in suit, one card
// at a time from a stock with no redeal, and four foundations that climb Ace to King and come back down.
// The rules themselves are the state's (state.ts); here are the game's data, its deal and the checks of
// a read position.
import {
  type Card,
  type GameRules,
  type Piles,
  type Problem,
  problemAt,
  SUIT_NAMES,
  type SuitChar,
  cardType,
  emptyPiles,
  idsOf,
  numbered,
  rankOf,
  single,
  standardDeck,
  suitOf,
} from '../../engine/index.js';
import { LAYOUT, RULES, UnionSquareState } from './state.js';
import { describe, describePile, lossFacts, lossReason, statusFacts, statusLine } from './words.js';

const { FOUNDATION_LENGTH, rankOfType, suitOfType } = LAYOUT;
const { foundationRank, takesDown, takesUp } = RULES;

const PILES = [single('stock'), single('waste'), ...numbered('tableau', 16), ...numbered('foundation', 4)];
const TABLEAU = idsOf(PILES, 'tableau');
const FOUNDATIONS = idsOf(PILES, 'foundation');

/** True when a foundation holds a run its rule could have built from empty: one suit, in the order `foundationRank` gives. */
function isFoundationRun(pile: readonly Card[]): boolean {
  if (pile.length > FOUNDATION_LENGTH) return false;
  const suit = pile[0] === undefined ? undefined : suitOf(pile[0]);
  return pile.every((card, i) => suitOf(card) === suit && rankOf(card) === foundationRank(i));
}

/** True when a grid pile could have been built card by card by the piles' rule (the state holds no other). */
function isTableauRun(pile: readonly Card[]): boolean {
  if (pile.length < 2) return true;
  const first = cardType(pile[0]!);
  const suit = suitOfType(first);
  const bottom = rankOfType(first);
  for (let len = 1; len < pile.length; len++) {
    const top = rankOf(pile[len - 1]!);
    const type = cardType(pile[len]!);
    if (type !== takesUp(suit, bottom, top, len) && type !== takesDown(suit, bottom, top, len)) return false;
  }
  return true;
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

  open: (position) => new UnionSquareState(position),
  /** One move per card not home, and one stock turn per card in the stock. */
  fewestMoves: (position) => 104 - FOUNDATIONS.reduce((n, id) => n + position.piles[id]!.length, 0) + position.piles['stock']!.length,
  knownStockBottom: () => 0,
  describePile,
  describe,
  statusLine,
  lossReason,
  lossFacts,
  statusFacts,

  placementProblems(position) {
    const problems: Problem[] = [];
    for (const id of TABLEAU) {
      if (!isTableauRun(position.piles[id]!)) {
        problems.push(problemAt(id, { key: 'union-square-pile' }));
      }
    }
    const started = new Map<SuitChar, string>();
    for (const id of FOUNDATIONS) {
      const pile = position.piles[id]!;
      if (!isFoundationRun(pile)) {
        problems.push(problemAt(id, { key: 'union-square-foundation' }));
        continue;
      }
      // One foundation per suit: of two foundations of a suit, the later one is refused.
      if (pile[0] === undefined) continue;
      const suit = suitOf(pile[0]);
      const earlier = started.get(suit);
      if (earlier !== undefined)
        problems.push(
          problemAt(id, {
            key: 'suit-has-foundation',
            game: 'union-square',
            suit: SUIT_NAMES[suit] as 'clubs' | 'diamonds' | 'hearts' | 'spades',
            pile: earlier,
          }),
        );
      else started.set(suit, id);
    }
    return problems;
  },
};
