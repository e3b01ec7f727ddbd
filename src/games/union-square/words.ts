// Owns Union Square in a player's words: pile names on the 4×4 grid, the status line, why a game is lost,
// and the sentences of its own refusal codes (the shared ones are worded in engine/words.ts):
// - `turn-stock` (from): a card taken straight from the stock; stock cards come in only by turning.
// - `suit-started` (card, to, suit): an Ace on an empty foundation when its suit already has one.
// - `run-ends` (card, onto): a pile that rises to a King or falls to an Ace takes nothing more.
// - `second-king` (card, onto): a foundation at its first King takes the second King before going down.
import {
  type LossFacts,
  type Names,
  type PileDescription,
  type Position,
  type Refusal,
  type StatusFacts,
  describeShared,
  pileNamer,
  pileNumber,
  plural,
  rankOf,
  suitPlural,
} from '../../engine/index.js';

const GRID = 4;

/** The stock, the waste, foundations 1 to 4, and the 16 piles of the 4×4 grid, numbered row by row. */
export function describePile(id: string): PileDescription | undefined {
  if (id === 'stock' || id === 'waste') return { kind: id };
  const f = pileNumber(id, 'foundation', 4);
  if (f !== undefined) return { kind: 'foundation', n: f };
  const t = pileNumber(id, 'tableau', GRID * GRID);
  return t === undefined ? undefined : { kind: 'pile', row: Math.ceil(t / GRID), col: ((t - 1) % GRID) + 1 };
}

/** "row 2, pile 3" for a pile of the grid (numbered row by row), "foundation 1", "the stock", "the waste". */
export const pileName = pileNamer(describePile);

/** A refusal in a player's words: Union Square's own codes here, the shared ones by `describeShared`. */
export function describe(r: Refusal, names: Names): string {
  const card = r.card === undefined ? 'that card' : names.card(r.card);
  const onto = r.onto === undefined ? 'that card' : names.card(r.onto);
  switch (r.rule) {
    case 'turn-stock':
      return 'cards leave the stock only by being turned onto the waste';
    case 'suit-started':
      return `${card} can't start ${r.to === undefined ? 'a foundation' : names.pile(r.to)}: ${r.suit === undefined ? 'its suit' : suitPlural(r.suit)} already have a foundation`;
    case 'run-ends': {
      const up = r.onto === undefined || rankOf(r.onto) === 13;
      return `${card} can't go on ${onto}: the pile ${up ? 'builds up and ends at the King' : 'builds down and ends at the Ace'}`;
    }
    case 'second-king':
      return `${card} can't go on ${onto}: the foundation takes the second ${onto} before it goes down`;
    default:
      return describeShared(r, names) ?? r.rule;
  }
}

/** The status line's facts: cards in the stock and home. */
export function statusFacts(position: Position): Extract<StatusFacts, { game: 'union-square' }> {
  return { game: 'union-square', stock: position.piles['stock']!.length, home: position.score };
}

/** "40 cards in the stock; 12 of 104 on the foundations". */
export function statusLine(position: Position): string {
  const facts = statusFacts(position);
  const left = facts.stock === 0 ? 'the stock is empty' : `${plural(facts.stock, 'card')} in the stock`;
  return `${left}; ${facts.home} of 104 on the foundations`;
}

/**
 * A card can always be turned while the stock lasts, and an empty pile takes any card, so a loss means
 * the stock is out, no pile is empty and no available card fits anywhere.
 */
export function lossFacts(): LossFacts {
  return { reason: 'no-fit' };
}

export function lossReason(): string {
  return 'the stock is used up, no pile is empty, and no available card fits on a foundation or a pile';
}
