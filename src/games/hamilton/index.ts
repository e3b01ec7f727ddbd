// Hamilton (docs/rules.md): one deck dealt in a face-up triangle. The player first picks a Start
// card from up to three turned cards; its rank starts every foundation, and the ranks then go round the
// corner (S … K, A … S−1) for the foundations and for building down in colour on the tableau. This file
// holds the game as data (piles, vars, the deal, what a readable position may hold); the rules are the
// state's (state.ts), the words are in words.ts.
import {
  type Card,
  type GameRules,
  type Piles,
  type Problem,
  problemAt,
  type Rank,
  RANK_CHARS,
  TYPE_RANK,
  cardType,
  emptyPiles,
  idsOf,
  notesOf,
  numbered,
  rankFromChar,
  single,
  standardDeck,
} from '../../engine/index.js';
import { HamiltonState, LAYOUT, RULES } from './state.js';
import { describe, describePile, lossFacts, lossReason, statusFacts, statusLine } from './words.js';

const PILES = [single('stock'), single('chooser'), ...numbered('foundation', 4), ...numbered('tableau', 7)];
const TABLEAU = idsOf(PILES, 'tableau');
const FOUNDATIONS = idsOf(PILES, 'foundation');

/** Stock sizes possible once the Start card is chosen: 23, then one round of 7 after another, then 2, then 0. */
const STOCK_AFTER_START = [23, 16, 9, 2, 0];
const { MAX_TURNED, NONE } = LAYOUT;
const { placeFrom, foundationTakes } = RULES;

/** True when a foundation could have been built from empty by the foundation rule from Start rank `start`. */
function isFoundationRun(start: Rank, pile: readonly Card[]): boolean {
  const first = pile.length === 0 ? NONE : cardType(pile[0]!);
  for (let height = 0; height < pile.length; height++) {
    const type = cardType(pile[height]!);
    if (!foundationTakes(first, height, type, placeFrom(start, TYPE_RANK[type]!))) return false;
  }
  return true;
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
          : { key: 'start-rank', value: JSON.stringify(v) },
    },
    {
      name: 'turned',
      check: (v) =>
        typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_TURNED
          ? null
          : { key: 'turned', value: JSON.stringify(v), most: MAX_TURNED },
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

  open: (position) => new HamiltonState(position),
  /**
   * One move per card not home, one per round still to be dealt from the stock, and, while the Start card
   * is being chosen, the turn that shows a card. A group going home together is one move, so a win could
   * in principle beat this figure: it is a yardstick, not a proof.
   */
  fewestMoves(position) {
    const home = FOUNDATIONS.reduce((n, id) => n + position.piles[id]!.length, 0);
    const stock = position.piles['stock']!.length;
    const choosing = position.vars['startRank'] === null;
    return 52 - home + Math.ceil((choosing ? Math.max(0, stock - 2) : stock) / 7) + (choosing ? 1 : 0);
  },
  /**
   * The declined chooser cards: each goes face down under the whole stock, so the stock reads, bottom
   * first, [last declined, …, first declined, unseen…]; the player saw them go (docs/rules.md).
   */
  knownStockBottom(position) {
    const turned = position.vars['turned'];
    const count = typeof turned === 'number' ? turned : 0;
    // Every turned card was declined except the one in the chooser, or the one that became the Start card.
    const kept = (position.piles['chooser']?.length ?? 0) > 0 || typeof position.vars['startRank'] === 'string' ? 1 : 0;
    return Math.max(0, count - kept);
  },
  describePile,
  describe,
  statusLine: (position, names) => statusLine(position, notesOf(hamilton, position), names),
  lossReason,
  lossFacts,
  statusFacts: (position) => statusFacts(position, notesOf(hamilton, position)),

  placementProblems(position) {
    const problems: Problem[] = [];
    const s = position.vars['startRank'];
    const start = typeof s === 'string' ? (rankFromChar(s) ?? null) : null;
    const t = position.vars['turned'];
    const turned = typeof t === 'number' ? t : 0;
    const chooser = position.piles['chooser']!;
    const stock = position.piles['stock']!;
    if (chooser.length > 1) problems.push(problemAt('chooser', { key: 'chooser-one-card' }));
    if (start === null) {
      for (const id of FOUNDATIONS) {
        if (position.piles[id]!.length > 0) {
          problems.push(problemAt(id, { key: 'foundation-before-start' }));
        }
      }
      TABLEAU.forEach((id, i) => {
        if (position.piles[id]!.length !== i + 1) {
          problems.push(problemAt(id, { key: 'tableau-as-dealt', game: 'hamilton', pile: id, count: i + 1 }));
        }
      });
      if (turned === 0 && chooser.length > 0) {
        problems.push(problemAt('chooser', { key: 'chooser-not-turned' }));
      }
      if (turned > 0 && turned < MAX_TURNED && chooser.length === 0) {
        problems.push(problemAt('chooser', { key: 'chooser-empty', turned }));
      }
      return problems;
    }
    if (turned === 0) problems.push(problemAt('vars.turned', { key: 'turned-after-start' }));
    if (chooser.length > 0) problems.push(problemAt('chooser', { key: 'chooser-after-start' }));
    if (!STOCK_AFTER_START.includes(stock.length)) {
      problems.push(problemAt('stock', { key: 'stock-after-start', count: stock.length }));
    }
    for (const id of FOUNDATIONS) {
      if (!isFoundationRun(start, position.piles[id]!)) {
        problems.push(problemAt(id, { key: 'hamilton-foundation', rank: start }));
      }
    }
    return problems;
  },
};
