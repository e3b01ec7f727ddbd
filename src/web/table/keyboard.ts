// Owns what each key on the table means, as pure functions of the table's plain state (board.ts's
// TableState, whose cursor is where keyboard focus rests): where an arrow takes focus, what Enter or Space
// picks up or puts down, what Esc puts back, what the key that sends a card home plays, and what P reads.
// Every place a held card may go comes from the engine's legal moves; no rule is decided here. They answer
// with board.ts's Action; intents.ts and table.ts carry it out, and the tests call them directly.
import type { Move } from '../../index.js';
import {
  type Action,
  type ActionOf,
  type Cursor,
  type Direction,
  type Selection,
  type TableState,
  canStart,
  countOf,
  focusMove,
  moveTo,
  targets,
} from './board.js';
import { type Layout, type PileSpot, kindOf } from './layout.js';

/** The lone removal (Camelot's 10) legal from a pile, if any. */
function loneRemoval(state: Pick<TableState, 'legal'>, pile: string): Move | undefined {
  return state.legal.find((m) => m.type === 'remove' && m.piles.length === 1 && m.piles[0] === pile);
}

/** True when a legal move starts from this card of the pile: moving it with those above, or removing it. */
export function movable(state: Pick<TableState, 'position' | 'legal'>, pile: string, index: number): boolean {
  const cards = state.position.piles[pile] ?? [];
  if (index < 0 || index >= cards.length) return false;
  if (canStart(state, { pile, index })) return true;
  return index === cards.length - 1 && loneRemoval(state, pile) !== undefined;
}

/**
 * The places in a pile where focus may rest, bottom first: every card a move can start from (each depth
 * of a Hamilton group); when none can, the top card; an empty pile, its place (-1).
 */
export function stops(state: Pick<TableState, 'position' | 'legal'>, pile: string): number[] {
  const n = state.position.piles[pile]?.length ?? 0;
  if (n === 0) return [-1];
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (movable(state, pile, i)) out.push(i);
  return out.length > 0 ? out : [n - 1];
}

/** Where focus lands on entering a pile: its top-most stop (a single card before a group). */
export function entry(state: Pick<TableState, 'position' | 'legal'>, pile: string): Cursor {
  const s = stops(state, pile);
  return { pile, index: s[s.length - 1]! };
}

/** A pile's top card (or its empty place): where focus rests on a place a held card may go. */
export function top(state: Pick<TableState, 'position'>, pile: string): Cursor {
  return { pile, index: (state.position.piles[pile]?.length ?? 0) - 1 };
}

/** The piles in reading order: rows from the top (places whose tops lie within half a card), each left to right. */
export function readingOrder(layout: Layout): PileSpot[][] {
  const piles = [...layout.piles].sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x);
  const rows: PileSpot[][] = [];
  for (const p of piles) {
    const row = rows[rows.length - 1];
    if (row !== undefined && Math.abs(p.rect.y - row[0]!.rect.y) < layout.cardH / 2) row.push(p);
    else rows.push([p]);
  }
  for (const row of rows) row.sort((a, b) => a.rect.x - b.rect.x);
  return rows;
}

/** Where focus rests first: the first pile in reading order. */
export function start(state: Pick<TableState, 'position' | 'legal' | 'layout'>): Cursor | null {
  const first = readingOrder(state.layout)[0]?.[0];
  return first === undefined ? null : entry(state, first.id);
}

/** The cursor still valid after a change: the same stop if it is one, else the pile's entry; else the start. */
export function clamp(state: Pick<TableState, 'position' | 'legal' | 'layout' | 'selected'>, cursor: Cursor | null): Cursor | null {
  if (cursor === null || !state.layout.piles.some((p) => p.id === cursor.pile)) return start(state);
  if (state.selected !== null && cursor.index === top(state, cursor.pile).index) return cursor;
  return stops(state, cursor.pile).includes(cursor.index) ? cursor : entry(state, cursor.pile);
}

/**
 * The places a held selection may be put down, in reading order: the piles a legal move takes it to, the
 * piles of the cards it pairs with for a removal, and for a lone removal the discard (else its own pile).
 */
export function places(state: Pick<TableState, 'position' | 'legal' | 'layout'>, sel: Selection): string[] {
  const count = countOf(state.position, sel);
  const ok = targets(state.legal, sel.pile, count);
  if (count === 1 && loneRemoval(state, sel.pile) !== undefined)
    ok.add(state.position.piles['discard'] !== undefined ? 'discard' : sel.pile);
  return readingOrder(state.layout)
    .flat()
    .map((p) => p.id)
    .filter((id) => ok.has(id));
}

/** The move that puts the held selection down on `pile`, or null when that is not one of its places. */
export function putDown(state: Pick<TableState, 'position' | 'legal' | 'layout'>, sel: Selection, pile: string): Move | null {
  if (!places(state, sel).includes(pile)) return null;
  const count = countOf(state.position, sel);
  const lone = loneRemoval(state, sel.pile);
  if (lone !== undefined && count === 1 && (pile === 'discard' || pile === sel.pile)) return lone;
  return moveTo(state.legal, sel.pile, count, pile);
}

/**
 * The next place for a held card: Right and Down go forward through its places in reading order, Left and
 * Up back, round and round. (The nearest place that way would be the more visual choice, but on a grid it
 * can loop between some places and never reach others; a cycle reaches every one, in an order a player
 * can predict without seeing the table.)
 */
function nextPlace(state: TableState, sel: Selection, from: string, direction: Direction): string {
  const list = places(state, sel);
  if (list.length === 0) return from;
  const forward = direction === 'right' || direction === 'down';
  const i = list.indexOf(from);
  if (i < 0) return forward ? list[0]! : list[list.length - 1]!;
  return list[(i + (forward ? 1 : list.length - 1)) % list.length]!;
}

/**
 * An arrow key. Holding a card, it goes round the card's places only (nextPlace). Otherwise it moves along
 * the pile's fan between the cards that can move, and past the last of them to the nearest pile that way
 * (focusMove); at the table's edge focus stays.
 */
export function arrow(state: TableState, direction: Direction): ActionOf<'focus'> {
  const cursor = focused(state);
  const sel = state.selected;
  if (sel !== null) {
    const pile = nextPlace(state, sel, cursor.pile, direction);
    return { kind: 'focus', cursor: pile === cursor.pile ? cursor : top(state, pile) };
  }
  const spot = state.layout.piles.find((p) => p.id === cursor.pile);
  if (spot === undefined) return { kind: 'focus', cursor: start(state) ?? cursor };
  // Along the fan: up and down a pile fanned down, left and right one fanned right.
  const along: Partial<Record<Direction, number>> =
    spot.fan === 'down' ? { up: -1, down: 1 } : spot.fan === 'right' ? { left: -1, right: 1 } : {};
  const step = along[direction] ?? 0;
  if (step !== 0) {
    const s = stops(state, cursor.pile);
    const i = s.indexOf(cursor.index);
    const j = i + step;
    if (i >= 0 && j >= 0 && j < s.length) return { kind: 'focus', cursor: { pile: cursor.pile, index: s[j]! } };
  }
  const next = focusMove(state.layout, cursor.pile, direction);
  return { kind: 'focus', cursor: next === null ? cursor : entry(state, next) };
}

/**
 * Enter or Space. Holding a card: put it down on the focused place (back where it was when focus is on
 * its own pile). Otherwise: the stock is used (the engine answers, even when it refuses); a card a move can
 * start from is picked up, focus going to its first place after it in reading order; else nothing starts here.
 */
export function press(state: TableState): ActionOf<'play' | 'pick' | 'cancel' | 'refuse'> {
  const cursor = focused(state);
  const sel = state.selected;
  if (sel !== null) {
    const move = putDown(state, sel, cursor.pile);
    if (move === null) return { kind: 'cancel', cursor: { pile: sel.pile, index: sel.index } };
    // After a removal focus goes back to where the cards came from; after a move it stays with them.
    return { kind: 'play', move, cursor: move.type === 'remove' ? entry(state, sel.pile) : { pile: cursor.pile, index: -2 } };
  }
  if (kindOf(cursor.pile) === 'stock') return { kind: 'play', move: { type: 'stock' }, cursor };
  if (!movable(state, cursor.pile, cursor.index)) return { kind: 'refuse', why: 'stuck', cursor };
  const selection = { pile: cursor.pile, index: cursor.index };
  const list = places(state, selection);
  const order = readingOrder(state.layout)
    .flat()
    .map((p) => p.id);
  const here = order.indexOf(cursor.pile);
  const first = list.find((id) => order.indexOf(id) > here) ?? list[0] ?? cursor.pile;
  return { kind: 'pick', selection, cursor: top(state, first), places: list };
}

/** Escape: a held card goes back, focus returning to it; null when nothing is held. */
export function escape(state: TableState): ActionOf<'cancel'> | null {
  const sel = state.selected;
  return sel === null ? null : { kind: 'cancel', cursor: { pile: sel.pile, index: sel.index } };
}

/** The key that sends the focused card (and those above it) to a foundation: the first legal such move. */
export function home(state: TableState): ActionOf<'play' | 'refuse'> {
  const cursor = focused(state);
  const n = state.position.piles[cursor.pile]?.length ?? 0;
  const count = n - cursor.index;
  const move =
    cursor.index < 0
      ? undefined
      : state.legal.find((m) => m.type === 'move' && m.from === cursor.pile && (m.count ?? 1) === count && kindOf(m.to) === 'foundation');
  return move === undefined ? { kind: 'refuse', why: 'no-home', cursor } : { kind: 'play', move, cursor };
}

/** The focused pile read in full (for a player who cannot see the cards the arrows pass over); null on no pile. */
export function read(state: TableState): ActionOf<'read'> | null {
  const cursor = focused(state);
  return cursor.pile === '' ? null : { kind: 'read', pile: cursor.pile };
}

/** Where focus rests, for the functions above: the state's cursor (none on a table with no piles). */
function focused(state: TableState): Cursor {
  return state.cursor ?? { pile: '', index: -1 };
}

const ARROWS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/**
 * The table's keys: what a key (a KeyboardEvent's `key`) means with focus where the state's cursor rests
 * (made valid first), or null for a key the table leaves to the page.
 */
export function key(state: TableState, name: string): Action | null {
  const s = { ...state, cursor: clamp(state, state.cursor) };
  if (ARROWS[name] !== undefined) return arrow(s, ARROWS[name]);
  if (name === 'Enter' || name === ' ') return press(s);
  if (name === 'Escape') return escape(s);
  if (name === 'f' || name === 'F') return home(s);
  if (name === 'p' || name === 'P') return read(s);
  return null;
}
