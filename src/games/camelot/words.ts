// Owns Camelot's words: a player's name for each space of the 4×4 grid, its refusals, status line and
// loss reasons. Cards and piles are named only through `names`, so the web says "K♥" and "row 2,
// space 3" and the terminal "KH" and "t7".
//
// Camelot's refusal codes (facts from CamelotState.explain; shared codes are worded in engine/words.ts):
// - `waste-waiting` (other): the stock cannot turn while `other` waits in the waste.
// - `grid-full`: the stock cannot turn while every space is taken.
// - `turn-first` (from): a stock card reaches the grid only through the waste.
// - `picture-stays` (card, from): a picture card never leaves its space (moved or removed).
// - `leaves-by-removal` (card, from): a number card on the grid leaves only by being removed.
// - `grid-only` (card, to): the waste card goes only to a space of the grid.
// - `space-taken` (card, to, other): the space already holds `other`.
// - `picture-place` (card, to): a picture card outside its kind of space.
// - `remove-off-grid` (from): only cards on the grid are removed.
// - `pile-order` (from, to): a pair is named in pile-number order, `from` before `to`.
// - `not-removing`: cards are removed only in the remove phase.
// - `not-a-ten` (card, from, rank?): a card removed on its own must be a 10; `rank` pairs with it.
// - `not-ten` (card, other, rank?): the pair does not add to 10; `rank` would pair with `card`.
import {
  type CamelotPlace,
  type Card,
  type Corner,
  type LossFacts,
  type Names,
  type PileDescription,
  type Position,
  type Refusal,
  type StatusFacts,
  aRank,
  cardType,
  describeShared,
  pileNamer,
  plural,
  rankOf,
} from '../../engine/index.js';
import { CamelotState, LAYOUT } from './state.js';

const { NEEDS, spaceOf } = LAYOUT;

/** The picture places by kind of space (corners, top/bottom middles, left/right middles), with their words. */
const PLACES = [
  { kind: 'corner', who: 'Kings', one: 'corner', all: 'the corners' },
  { kind: 'top-bottom', who: 'Queens', one: 'middle space of the top or bottom row', all: 'the middle spaces of the top and bottom rows' },
  {
    kind: 'left-right',
    who: 'Jacks',
    one: 'middle space of the left or right column',
    all: 'the middle spaces of the left and right columns',
  },
] as const satisfies readonly { kind: CamelotPlace; who: string; one: string; all: string }[];

/** A place's words by its kind. */
const placeWords = (kind: CamelotPlace): (typeof PLACES)[number] => PLACES.find((p) => p.kind === kind)!;

/** The corner spaces of the grid, by space (0 to 15, row by row). */
const CORNERS = new Map<number, Corner>([
  [0, 'top-left'],
  [3, 'top-right'],
  [12, 'bottom-left'],
  [15, 'bottom-right'],
]);

/** The kind of space a card is kept for (0 corners, 1 top/bottom, 2 left/right), or -1 for a number card. */
const placeOf = (card: Card): number => NEEDS[cardType(card)]!;

/** The grid's 16 spaces, its four corners by their corner; the stock, the waste and the discard. */
export function describePile(id: string): PileDescription | undefined {
  const s = spaceOf(id);
  if (s >= 0) {
    const corner = CORNERS.get(s);
    return corner === undefined ? { kind: 'space', row: ((s / 4) | 0) + 1, col: (s % 4) + 1 } : { kind: 'corner', corner };
  }
  return id === 'stock' || id === 'waste' || id === 'discard' ? { kind: id } : undefined;
}

/** "the top-left corner", "row 2, space 3", "the stock", "the waste", "the discard". */
export const pileName = pileNamer(describePile);

export function describe(r: Refusal, names: Names): string {
  const card = r.card === undefined ? 'that card' : names.card(r.card);
  const other = r.other === undefined ? 'another card' : names.card(r.other);
  const from = r.from === undefined ? 'that pile' : names.pile(r.from);
  const to = r.to === undefined ? 'that space' : names.pile(r.to);
  switch (r.rule) {
    case 'waste-waiting':
      return `place the ${other} from the waste before turning another card`;
    case 'grid-full':
      return 'the grid is full: remove 10s and pairs adding to 10 before turning another card';
    case 'turn-first':
      return 'a card from the stock goes to the waste first: turn the stock';
    case 'picture-stays':
      return `${card} stays where it is: picture cards never leave their spaces`;
    case 'leaves-by-removal':
      return `${card} can't move to another space: cards on the grid leave only as a 10 or a pair adding to 10`;
    case 'grid-only':
      return `${card} can't go to ${to}: it goes only to an empty space of the grid`;
    case 'space-taken':
      return `${card} can't go to ${to}: the ${other} is already there`;
    case 'picture-place': {
      const place = r.card === undefined ? undefined : PLACES[placeOf(r.card)];
      return place === undefined ? `${card} can't go to ${to}` : `${card} can't go to ${to}: ${place.who} go only in ${place.all}`;
    }
    case 'remove-off-grid':
      return `only cards on the grid can be removed, not from ${from}`;
    case 'pile-order':
      return `name the spaces in grid order, row by row from the top-left: ${from} before ${to}`;
    case 'not-removing':
      return 'nothing can be removed yet: removing starts when the grid is full or the stock and waste are used up';
    case 'not-a-ten':
      return `${card} can't be removed on its own: only a 10 can${r.rank === undefined ? '' : `, and ${card} pairs with ${aRank(r.rank)}`}`;
    case 'not-ten': {
      const sum = r.card === undefined || r.other === undefined ? undefined : rankOf(r.card) + rankOf(r.other);
      const added = sum === undefined ? `${card} and ${other} don't add up to 10` : `${card} and ${other} add up to ${sum}, not 10`;
      return r.rank === undefined ? `${added}: a 10 is removed on its own` : `${added}: ${card} pairs with ${aRank(r.rank)}`;
    }
    default:
      return describeShared(r, names) ?? r.rule;
  }
}

/** The status line's facts: what to do now, cards in the stock, cards removed. */
export function statusFacts(position: Position): Extract<StatusFacts, { game: 'camelot' }> {
  const { piles } = position;
  const stock = piles['stock']!.length;
  const facts = { game: 'camelot', stock, removed: piles['discard']!.length } as const;
  const waiting = piles['waste']![0];
  if (position.status === 'won') return { ...facts, todo: 'won' };
  if (position.status === 'lost') return { ...facts, todo: 'lost' };
  if (position.vars['phase'] === 'remove') {
    return { ...facts, todo: new CamelotState(position).gridFull() || stock === 0 ? 'remove' : 'remove-or-turn' };
  }
  if (waiting !== undefined) return { ...facts, todo: 'place', card: waiting, place: PLACES[placeOf(waiting)]?.kind ?? null };
  return { ...facts, todo: 'turn' };
}

const TODO_WORDS = {
  won: 'Won: only the 12 picture cards are left',
  lost: 'No move left',
  remove: 'Remove 10s and pairs adding to 10',
  'remove-or-turn': 'Remove 10s and pairs adding to 10, or turn the next card',
  turn: 'Turn the next card of the stock',
} as const;

/** "Place the 2♥ in any free space · 30 cards in the stock · 6 removed". */
export function statusLine(position: Position, names: Names): string {
  const facts = statusFacts(position);
  const stockWords = facts.stock === 0 ? 'the stock is empty' : `${plural(facts.stock, 'card')} in the stock`;
  let todo: string;
  if (facts.todo === 'place') {
    const place = facts.place === null || facts.place === undefined ? 'any free space' : `a free ${placeWords(facts.place).one}`;
    todo = `Place the ${names.card(facts.card!)} in ${place}`;
  } else {
    todo = TODO_WORDS[facts.todo];
  }
  return `${todo} · ${stockWords} · ${facts.removed} removed`;
}

/** Why a game with no legal move is lost, as facts. */
export function lossFacts(position: Position): LossFacts {
  const waiting = position.piles['waste']![0];
  const place = waiting === undefined ? undefined : PLACES[placeOf(waiting)];
  if (waiting !== undefined && place !== undefined) return { reason: 'no-space', card: waiting, place: place.kind };
  if (new CamelotState(position).gridFull()) return { reason: 'grid-full' };
  // docs/rules.md also names "number cards left with nothing to remove once stock and waste are out", but
  // that cannot happen: the discard holds balanced pairs, so the number cards left on the grid are
  // balanced too (as many 3s as 7s, an even number of 5s) and always hold a 10 or a pair.
  return { reason: 'nothing-to-do' };
}

/** Why a game with no legal move is lost. */
export function lossReason(position: Position, names: Names): string {
  const facts = lossFacts(position);
  if (facts.reason === 'no-space') return `there is no free ${placeWords(facts.place!).one} for the ${names.card(facts.card!)}`;
  if (facts.reason === 'grid-full') return 'the grid is full and no 10 or pair adding to 10 can be removed';
  return 'no card can be placed, removed or turned';
}
