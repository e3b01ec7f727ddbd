// Owns the table in spoken words (pure): the names screen readers give each pile and card, a move as a
// sentence ("7 of clubs moved from pile 3 to pile 5"), a step of several moves, and the whole table read
// row by row. Cards are named in full ("Queen of hearts"), piles by the game's own names (the engine's
// pileName), refusals by the engine (whyIllegal with `spokenNames`); nothing here decides a rule.
import {
  type Card,
  type GameId,
  type Move,
  type Names,
  type PileNotes,
  type Position,
  applyMove,
  pileName as engineName,
} from '../../index.js';
import { t } from '../../i18n/index.js';
import { type Badge, type Cursor, type Selection, type TableState, badges, placeMark, spacesToFill } from './board.js';
import { cardName } from './cards.js';
import { readingOrder } from './keyboard.js';
import { type CardSpot, kindOf } from './layout.js';

/** A grammatical case of a pile's name: a label's start, "from …", "to …", or as said in running text. */
type PileCase = 'title' | 'from' | 'to' | 'other';

const kinds = new Map<string, Record<string, string | number>>();

/**
 * What a pile is, as the `cards.pile` message's values: its kind ('pile', 'foundation', 'stock', 'cell' for
 * a row's pile, 'space', a corner…) and numbers, read once from the game's own name for it (the engine's
 * pileName, the one place each game names its piles).
 */
function pileValues(game: GameId, pile: string): Record<string, string | number> {
  const key = `${game}/${pile}`;
  let values = kinds.get(key);
  if (values === undefined) {
    const name = engineName(game, pile);
    const numbered = /^(pile|foundation) (\d+)$/.exec(name);
    const grid = /^row (\d+), (pile|space) (\d+)$/.exec(name);
    const named = /^the (stock|waste|discard|chooser|(top|bottom)-(left|right) corner)$/.exec(name);
    if (numbered !== null) values = { kind: numbered[1]!, n: Number(numbered[2]) };
    else if (grid !== null) values = { kind: grid[2] === 'pile' ? 'cell' : 'space', row: Number(grid[1]), col: Number(grid[3]) };
    else if (named !== null) values = { kind: named[2] === undefined ? named[1]! : `${named[2]}${named[3]}` };
    else values = { kind: 'other', name };
    kinds.set(key, values);
  }
  return values;
}

/** The game's name for a pile in the language in effect, in the case a sentence needs. */
function pileName(game: GameId, pile: string, grammaticalCase: PileCase = 'other'): string {
  return t('cards.pile', { ...pileValues(game, pile), case: grammaticalCase });
}

const badgeLists = new WeakMap<PileNotes, { badges: Badge[]; fill: Set<string> }>();

/** The badges and spaces to fill of a view, worked out once per view (its notes) rather than once per pile. */
function marksOf(state: TableState): { badges: Badge[]; fill: Set<string> } {
  let m = badgeLists.get(state.notes);
  if (m === undefined) {
    m = { badges: badges(state.position, state.notes), fill: spacesToFill(state.notes) };
    badgeLists.set(state.notes, m);
  }
  return m;
}

/** Names for speech: cards in full words, piles by the game's names. */
export function spokenNames(game: GameId): Names {
  return { card: (c) => cardName(c), pile: (id) => pileName(game, id) };
}

/** "Pile 3", "Stock", "Row 2, space 4": a pile's name to begin a label with. */
export function pileTitle(game: GameId, pile: string): string {
  return pileName(game, pile, 'title');
}

function cards(n: number): string {
  return `${n} ${n === 1 ? 'card' : 'cards'}`;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Whether the cards of a pile are seen (the stock's never are). */
const seen = (pile: string): boolean => kindOf(pile) !== 'stock';

const HOLDS: Record<string, string> = { K: 'Kings', Q: 'Queens', J: 'Jacks' };

/**
 * A pile's label: "Pile 3, 5 cards, top card 7 of clubs", "Stock, 24 cards", "Foundation 2, empty", with
 * what its badges and marks say (builds up, the Start rank, a space for Kings, a space to fill now) and,
 * while a card is held, whether it may be put down here.
 */
export function pileLabel(state: TableState, pile: string, place = false): string {
  const { position } = state;
  const game = position.game;
  const held = position.piles[pile] ?? [];
  const parts = [pileTitle(game, pile)];
  parts.push(held.length === 0 ? t('table.pile.empty') : t('table.pile.cards', { count: held.length }));
  if (held.length > 0 && seen(pile)) parts.push(t('table.pile.top', { card: cardName(held[held.length - 1]!) }));
  const marks = marksOf(state);
  for (const b of marks.badges) if (b.pile === pile && b.place !== 'corner') parts.push(b.title);
  const mark = placeMark(state.notes, pile);
  if (held.length === 0 && mark !== null) parts.push(`a place for ${HOLDS[mark] ?? mark}`);
  if (marks.fill.has(pile)) parts.push('to be filled now');
  if (place) parts.push('you may put the held card here');
  return parts.join(', ');
}

/** A card's label: its name and state ("7 of clubs, movable"; "Queen of hearts, selected"; "face-down card"). */
export function cardLabel(spot: Pick<CardSpot, 'card' | 'faceUp'>, state: { selected: boolean; movable: boolean }): string {
  if (!spot.faceUp) return t('table.card.facedown');
  const said = state.selected ? 'selected' : state.movable ? 'movable' : 'other';
  return t('table.card.label', { card: cardName(spot.card), state: said });
}

/** "7 of clubs", or "7 of clubs and the 2 cards on it". */
function moving(card: Card, count: number): string {
  if (count <= 1) return cardName(card);
  return `${cardName(card)} and the ${count === 2 ? 'card' : `${count - 1} cards`} on it`;
}

/** What the stock did, read from the piles before and after: cards turned or dealt, or the waste turned back. */
function stockWords(game: GameId, before: Position, after: Position): string {
  const n = (p: Position, id: string): number => p.piles[id]?.length ?? 0;
  if (n(after, 'stock') > n(before, 'stock')) return `The waste went back into the stock: ${cards(n(after, 'stock'))}`;
  const gained = Object.keys(after.piles).filter((id) => id !== 'stock' && n(after, id) > n(before, id));
  const fresh = (id: string): Card[] => after.piles[id]!.slice(n(before, id));
  if (gained.length === 1) {
    const id = gained[0]!;
    return `${list(fresh(id).map((c) => cardName(c)))} turned from the stock onto ${pileName(game, id)}`;
  }
  return `The stock dealt ${list(gained.map((id) => `${list(fresh(id).map((c) => cardName(c)))} to ${pileName(game, id)}`))}`;
}

/** A move just played, in words: "7 of clubs moved from pile 3 to pile 5", "10 of hearts removed". */
export function moveWords(before: Position, move: Move): string {
  const game = before.game;
  if (move.type === 'stock') return stockWords(game, before, applyMove(before, move));
  if (move.type === 'remove') {
    const removed = move.piles.map((id) => before.piles[id]![before.piles[id]!.length - 1]!);
    return `${list(removed.map((c) => cardName(c)))} removed`;
  }
  const count = move.count ?? 1;
  const from = before.piles[move.from]!;
  const card = from[from.length - count]!;
  return `${moving(card, count)} moved from ${pileName(game, move.from)} to ${pileName(game, move.to)}`;
}

/** A move proposed (the hint), in words: "move 7 of clubs from pile 3 to pile 5", "use the stock". */
export function proposalWords(position: Position, move: Move): string {
  const game = position.game;
  if (move.type === 'stock') return 'use the stock';
  if (move.type === 'remove')
    return `remove ${list(move.piles.map((id) => cardName(position.piles[id]![position.piles[id]!.length - 1]!)))}`;
  const count = move.count ?? 1;
  const from = position.piles[move.from]!;
  return `move ${moving(from[from.length - count]!, count)} from ${pileName(game, move.from)} to ${pileName(game, move.to)}`;
}

/**
 * A step of moves in words: each move (the player's first, then any that followed by themselves); a long
 * step (a finish, a sweep) names its first move and counts the rest and the cards home.
 */
export function stepWords(before: Position, moves: readonly Move[]): string {
  const said: string[] = [];
  let p = before;
  for (const m of moves) {
    said.push(moveWords(p, m));
    p = applyMove(p, m);
  }
  if (said.length <= 3) return said.map((s, i) => (i === 0 ? `${s}.` : `Then ${s}.`)).join(' ');
  const home = Object.entries(p.piles)
    .filter(([id]) => kindOf(id) === 'foundation')
    .reduce((n, [, c]) => n + c.length, 0);
  return `${said[0]}. Then ${said.length - 1} more moves; ${cards(home)} on the foundations.`;
}

/** One pile read out: its name and cards bottom to top (the stock counted; a foundation, its count and top). */
function pileWords(state: TableState, pile: string): string {
  const game = state.position.game;
  const held = state.position.piles[pile] ?? [];
  const name = pileName(game, pile);
  if (held.length === 0) return `${name} empty`;
  if (!seen(pile)) return `${name} ${cards(held.length)}`;
  if (kindOf(pile) !== 'tableau') return `${name} ${cards(held.length)}, top ${cardName(held[held.length - 1]!)}`;
  return `${name}: ${held.map((c) => cardName(c)).join(', ')}`;
}

/** The focused pile read out in full, bottom to top: "Pile 3: King of hearts, 7 of clubs." */
export function pileReading(state: TableState, pile: string): string {
  const words = pileWords(state, pile);
  return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
}

/** The whole table, row by row as it is laid out, each row's piles left to right. */
export function tableWords(state: TableState): string {
  const rows = readingOrder(state.layout);
  return rows.map((row, i) => `Row ${i + 1}: ${row.map((p) => pileWords(state, p.id)).join('; ')}.`).join(' ');
}

/** What the keyboard picked up and where it may go: "7 of clubs picked up; it may go to pile 5 or foundation 2." */
export function pickWords(state: TableState, sel: Selection, places: readonly string[]): string {
  const game = state.position.game;
  const pile = state.position.piles[sel.pile]!;
  const what = moving(pile[sel.index]!, pile.length - sel.index);
  const where = places.map((id) => pileName(game, id));
  const or = where.length <= 1 ? (where[0] ?? '') : `${where.slice(0, -1).join(', ')} or ${where[where.length - 1]}`;
  return `${what} picked up; it may go to ${or}. Arrows choose, Enter puts it down, Escape puts it back.`;
}

/** Why a key did nothing: nothing can move from the focused card, or it cannot go to a foundation now. */
export function refusalWords(state: TableState, cursor: Cursor, why: 'stuck' | 'no-home'): string {
  const game = state.position.game;
  const pile = state.position.piles[cursor.pile] ?? [];
  const card = pile[cursor.index];
  if (card === undefined) return `${pileTitle(game, cursor.pile)} is empty.`;
  const what = seen(cursor.pile) ? cardName(card) : 'That card';
  return why === 'stuck' ? `${what} can't move now.` : `${what} can't go to a foundation now.`;
}
