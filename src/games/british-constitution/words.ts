// Owns British Constitution's words: a player's names for its piles ("row 3, pile 6"), its refusals,
// the status line and why a game is lost. Cards and piles are named only through `Names`.
//
// The game's own refusal codes (the state's facts):
// - `stock-by-itself`: a stock move; the stock is never turned, it only refills row 4.
// - `from-stock` (from, to): a card taken from the stock; stock cards never go straight anywhere.
// - `fill-first` (to, row): the space `to` must be filled first, with a card from row `row`.
// - `fill-from-below` (card, to, row): the waiting space `to` takes only a card from row `row`.
// - `home-from-row-1` (card, from, row): `card` lies in row `row`; only row-1 cards go to the foundations.
// - `onto-row-1` (card, from, row): `card` lies in row `row`; only row-1 and row-2 cards go onto row 1.
// - `one-card-rows` (to, row): `to` lies in row `row` (2 to 4), which holds one card a place and is never built on.
// - `stays-empty` (to, row?): the space `to` does not wait to be filled: row `row`, the one it is filled
//   from, has no cards left; without `row`, a row-4 space and the stock is out.
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
} from '../../engine/index.js';
import { BritishConstitutionState } from './state.js';

/** The stock; foundations 1 to 8; the tableau's 32 piles, 8 a row in 4 rows, numbered row by row. */
export function describePile(id: string): PileDescription | undefined {
  if (id === 'stock') return { kind: 'stock' };
  const f = pileNumber(id, 'foundation', 8);
  if (f !== undefined) return { kind: 'foundation', n: f };
  const t = pileNumber(id, 'tableau', 32);
  return t === undefined ? undefined : { kind: 'pile', row: Math.floor((t - 1) / 8) + 1, col: ((t - 1) % 8) + 1 };
}

/** "row 3, pile 6", "foundation 2", "the stock". */
export const pileName = pileNamer(describePile);

export function describe(r: Refusal, names: Names): string {
  const card = r.card === undefined ? 'that card' : names.card(r.card);
  const to = r.to === undefined ? 'that space' : names.pile(r.to);
  switch (r.rule) {
    case 'stock-by-itself':
      return 'the stock is never turned: its cards come into play only to fill a space in row 4';
    case 'from-stock':
      return `stock cards can't go straight to ${to}: they come into play only by filling a space in row 4`;
    case 'fill-first':
      return `${to} must be filled first, with a card from row ${r.row}`;
    case 'fill-from-below':
      return `${card} can't fill ${to}: that space takes a card from row ${r.row}`;
    case 'home-from-row-1':
      return `${card} is in row ${r.row}: only row-1 cards go to the foundations`;
    case 'onto-row-1':
      return `${card} is in row ${r.row}: only cards of rows 1 and 2 are played onto row 1`;
    case 'one-card-rows':
      return `nothing goes on ${to}: rows 2 to 4 hold one card a place and are never built on`;
    case 'stays-empty':
      return r.row === undefined
        ? `${to} stays empty: the stock is out`
        : `${to} stays empty: it is filled only from row ${r.row}, which has no cards left`;
    default:
      return describeShared(r, names) ?? r.rule;
  }
}

/** The status line's facts: the space to fill now (if any), cards in the stock and home. */
export function statusFacts(position: Position): Extract<StatusFacts, { game: 'british-constitution' }> {
  let fill: { pile: string; row: number } | null = null;
  const notes = new BritishConstitutionState(position).notes();
  for (const [id, note] of Object.entries(notes)) if (note.fillFrom !== undefined) fill = { pile: id, row: note.fillFrom };
  return { game: 'british-constitution', fill, stock: position.piles['stock']!.length, home: position.score };
}

/** "Fill the space in row 3, pile 6 with a card from row 4 · 40 cards in the stock · 12 of 80 home". */
export function statusLine(position: Position, names: Names): string {
  const { fill, stock, home } = statusFacts(position);
  const parts: string[] = [];
  if (fill !== null) parts.push(`fill the space in ${names.pile(fill.pile)} with a card from row ${fill.row}`);
  parts.push(stock === 0 ? 'the stock is out' : `${plural(stock, 'card')} in the stock`, `${home} of 80 home`);
  const line = parts.join(' · ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** Why the game is lost: the stock's cards can never come in, or the stock is out and rows 1 and 2 are stuck. */
export function lossFacts(position: Position): LossFacts {
  const stock = position.piles['stock']!.length;
  return stock > 0 ? { reason: 'rows-stuck', stock } : { reason: 'stock-out-stuck' };
}

export function lossReason(position: Position): string {
  const facts = lossFacts(position);
  if (facts.reason === 'rows-stuck') {
    return `no card in row 1 or row 2 can move, so no space can open in row 4 and the ${plural(facts.stock ?? 0, 'card')} left in the stock can never come into play`;
  }
  return 'the stock is out and no card in row 1 or row 2 can go to a foundation or onto row 1';
}
