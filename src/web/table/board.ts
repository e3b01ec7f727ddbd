// Owns the table's state as plain data (as chessground keeps its board) and its pointer decisions as pure
// functions of it: what a tap, a double tap, a grab or a drop means, where a dragged card lands, which piles
// light up, the hint's arrow, the badges, and the nearest pile in a direction. No DOM here: table.ts only
// carries these out, and the tests call them directly. Game facts come from the engine's legal moves and
// pile notes, never from a rule here.
import { type Move, type PileNotes, type Position, autoMoves, rankLabel, sameMove } from '../../index.js';
import { t } from '../../i18n/index.js';
import { type CardSpot, type Layout, type PileSpot, type Point, type Rect, cardAt, kindOf, overlap, pileAt } from './layout.js';

/** A card and those above it in its pile, picked up or chosen. */
export interface Selection {
  pile: string;
  index: number;
}

/** Where keyboard focus rests: a card of a pile by its index (0 = bottom), or an empty pile's place (-1). */
export interface Cursor {
  pile: string;
  index: number;
}

/** Cards in the player's hand: what was grabbed, where the press began, and how far it has gone since. */
export interface Grab {
  selection: Selection;
  at: Point;
  by: Point;
}

/** Everything the table knows: what it shows and what the player is doing, as plain data. */
export interface TableState {
  position: Position;
  legal: Move[];
  notes: PileNotes;
  hint: Move | null;
  layout: Layout;
  /** The cards chosen by a tap or held by the keyboard (or being dragged). */
  selected: Selection | null;
  /** Where keyboard focus rests; null until something is drawn. */
  cursor: Cursor | null;
  /** The cards being dragged, if any. */
  grab: Grab | null;
}

/**
 * What an input means, from the pointer (board.ts) or a key (keyboard.ts); intents.ts says what carrying
 * it out changes and what the host is told.
 */
export type Action =
  /** Nothing happens. */
  | { kind: 'none' }
  /** A tap chooses cards, or drops the choice (null). */
  | { kind: 'select'; selection: Selection | null }
  /**
   * A tap on a card that has one move to make (the one-tap setting): the move, at once, or, when a double
   * tap on its pile would send cards home instead (`wait`), once the double tap's moment has passed.
   */
  | { kind: 'one-tap'; move: Move; selection: Selection; wait: boolean }
  /** Cards are picked up by a drag. */
  | { kind: 'grab'; grab: Grab }
  /** The cards in hand are carried: `by` is how far the pointer has gone since the press. */
  | { kind: 'drag'; by: Point }
  /** A drag that ends over no pile and near no legal target: the cards go back. */
  | { kind: 'back' }
  /** A move to ask the host for; from a key, `cursor` is where focus goes once the host has answered. */
  | { kind: 'play'; move: Move; cursor?: Cursor }
  /** A double tap on a pile: send what can go to the foundations. */
  | { kind: 'sweep'; pile: string }
  /** Keyboard focus moves (or stays) and nothing else changes. */
  | { kind: 'focus'; cursor: Cursor }
  /** A card (and those above it) picked up by keys; focus goes to the first place it may go. */
  | { kind: 'pick'; selection: Selection; cursor: Cursor; places: string[] }
  /** The held card is put back where it was. */
  | { kind: 'cancel'; cursor: Cursor }
  /** Nothing can start from the focused card (`stuck`), or it cannot go to a foundation now (`no-home`). */
  | { kind: 'refuse'; why: 'stuck' | 'no-home'; cursor: Cursor }
  /** The focused pile read in full, bottom to top. */
  | { kind: 'read'; pile: string };

/** The actions of some kinds (what a function can answer). */
export type ActionOf<K extends Action['kind']> = Extract<Action, { kind: K }>;

const NONE: Action = { kind: 'none' };

/** How many cards a selection takes. */
export function countOf(position: Position, s: Selection): number {
  return (position.piles[s.pile]?.length ?? 0) - s.index;
}

/** Piles that legally take `count` cards from `pile`, or pair with its card for a removal. */
export function targets(legal: readonly Move[], pile: string, count: number): Set<string> {
  const out = new Set<string>();
  for (const m of legal) {
    if (m.type === 'move' && m.from === pile && (m.count ?? 1) === count) out.add(m.to);
    if (m.type === 'remove' && m.piles.length === 2 && m.piles.includes(pile)) out.add(m.piles[0] === pile ? m.piles[1]! : m.piles[0]!);
  }
  return out;
}

/** The move of a group to a pile: the removal of a pair when that is what is legal there, else a card move. */
export function moveTo(legal: readonly Move[], pile: string, count: number, to: string): Move {
  const pair = legal.find((m) => m.type === 'remove' && m.piles.length === 2 && m.piles.includes(pile) && m.piles.includes(to));
  return pair ?? { type: 'move', from: pile, to, count };
}

/** True when some legal move starts from this card (moving it and those above, or pairing it). */
export function canStart(state: Pick<TableState, 'position' | 'legal'>, spot: Pick<CardSpot, 'pile' | 'index'>): boolean {
  const count = countOf(state.position, spot);
  if (targets(state.legal, spot.pile, count).size > 0) return true;
  return count === 1 && state.legal.some((m) => m.type === 'remove' && m.piles.length === 1 && m.piles[0] === spot.pile);
}

/** The legal moves that start from a card and those above it: the group to a pile, or the card paired. */
export function movesFrom(legal: readonly Move[], pile: string, count: number): Move[] {
  return legal.filter(
    (m) =>
      (m.type === 'move' && m.from === pile && (m.count ?? 1) === count) || (m.type === 'remove' && count === 1 && m.piles.includes(pile)),
  );
}

/**
 * The move a single tap on a card makes by itself (the one-tap setting), or null when the tap only
 * chooses it: the card's one legal move, or else its move home when the engine calls that move safe
 * (`autoMoves` in 'safe' mode: it can never lose a game that could be won).
 */
export function oneTapMove(state: Pick<TableState, 'position' | 'legal'>, s: Selection): Move | null {
  const moves = movesFrom(state.legal, s.pile, countOf(state.position, s));
  if (moves.length <= 1) return moves[0] ?? null;
  const safe = safeMoves(state.position);
  return moves.find((m) => safe.some((a) => sameMove(a, m))) ?? null;
}

/** The engine's answer for each position it was asked about (positions are never changed in place). */
const safeAsked = new WeakMap<Position, readonly Move[]>();

/**
 * The moves home the engine calls safe in a position (`autoMoves` in 'safe' mode), asked once per
 * position: the table asks ahead in an idle moment, so a tap on a slow phone need not.
 */
export function safeMoves(position: Position): readonly Move[] {
  let safe = safeAsked.get(position);
  if (safe === undefined) {
    safe = autoMoves(position, 'safe');
    safeAsked.set(position, safe);
  }
  return safe;
}

/**
 * Whether a double tap on `pile` would send a card home (the engine's `foundationSweep` would not be empty):
 * one of the position's legal moves goes from it to a foundation. Read from the legal moves the table has,
 * rather than by a sweep played out on the position, which a first tap on a slow phone ran as cold code.
 */
export function sweeps(state: Pick<TableState, 'legal'>, pile: string): boolean {
  return state.legal.some((m) => m.type === 'move' && m.from === pile && kindOf(m.to) === 'foundation');
}

/** A tap on a card that can move, with one-tap on: its one move (see `oneTapMove`), else it is chosen. */
function tapCard(state: TableState, spot: CardSpot, oneTap: boolean): Action {
  const selection = { pile: spot.pile, index: spot.index };
  const move = oneTap ? oneTapMove(state, selection) : null;
  if (move === null) return { kind: 'select', selection };
  return { kind: 'one-tap', move, selection, wait: sweeps(state, spot.pile) };
}

/**
 * A tap: the stock is used; a lone 10 is removed; else a movable card is chosen (or, with `oneTap`, makes
 * its one move), or the chosen one goes there.
 */
export function tap(state: TableState, at: Point, oneTap = false): Action {
  const pile = pileAt(state.layout, at.x, at.y);
  const spot = cardAt(state.layout, at.x, at.y);
  const sel = state.selected;
  if (pile === null) return { kind: 'select', selection: null };
  if (pile.kind === 'stock') return { kind: 'play', move: { type: 'stock' } };
  if (sel === null || sel.pile === pile.id) {
    if (sel !== null) return { kind: 'select', selection: null };
    const single = state.legal.find((m) => m.type === 'remove' && m.piles.length === 1 && m.piles[0] === pile.id);
    if (single !== undefined) return { kind: 'play', move: single };
    if (spot !== null && spot.faceUp && canStart(state, spot)) return tapCard(state, spot, oneTap);
    return NONE;
  }
  const count = countOf(state.position, sel);
  const legal = targets(state.legal, sel.pile, count).has(pile.id);
  // Tapping another card that can itself move (not a legal target of the chosen one) changes the choice.
  if (!legal && spot !== null && spot.faceUp && pile.kind !== 'foundation' && canStart(state, spot)) {
    return { kind: 'select', selection: { pile: spot.pile, index: spot.index } };
  }
  return { kind: 'play', move: moveTo(state.legal, sel.pile, count, pile.id) };
}

/** A double tap on a pile: send what can go to the foundations (the stock: use it). */
export function doubleTap(state: TableState, at: Point): Action {
  const pile = pileAt(state.layout, at.x, at.y);
  if (pile === null) return NONE;
  if (pile.kind === 'stock') return { kind: 'play', move: { type: 'stock' } };
  return { kind: 'sweep', pile: pile.id };
}

/** How far (in card widths) from a legal pile a card let go over no pile may still land there. */
export const NEAR = 0.5;

/**
 * Where a dragged group lands. Released over a pile (the pointer, or else the dragged card's centre, lies
 * in the pile's place or fan), it is that pile, legal or not: the engine then plays the move or refuses
 * it with its reason. Only a release over no pile goes to the nearest legal target, and only when the
 * dragged card comes within `NEAR` card widths of it; otherwise nowhere (the cards go back).
 */
export function dropTarget(
  layout: Layout,
  legal: readonly Move[],
  from: string,
  count: number,
  card: Rect,
  pointer: Point,
): PileSpot | null {
  const inside = (p: PileSpot, at: Point): boolean =>
    at.x >= p.zone.x && at.x < p.zone.x + p.zone.w && at.y >= p.zone.y && at.y < p.zone.y + p.zone.h;
  const centre = { x: card.x + card.w / 2, y: card.y + card.h / 2 };
  for (const at of [pointer, centre]) {
    const over = layout.piles.find((p) => inside(p, at));
    if (over !== undefined) return over.id === from ? null : over;
  }
  const ok = targets(legal, from, count);
  const pad = layout.cardW * NEAR;
  let best: PileSpot | null = null;
  let bestArea = 0;
  for (const p of layout.piles) {
    if (!ok.has(p.id)) continue;
    const area = overlap(card, { x: p.zone.x - pad, y: p.zone.y - pad, w: p.zone.w + 2 * pad, h: p.zone.h + 2 * pad });
    if (area > bestArea) {
      bestArea = area;
      best = p;
    }
  }
  return best;
}

/** A press that may become a drag: true over a face-up card. */
export function canGrab(layout: Layout, at: Point): boolean {
  return cardAt(layout, at.x, at.y)?.faceUp === true;
}

/** A drag begins at `at`: the card there and those above it are picked up (nothing over no card). */
export function grab(state: TableState, at: Point): Action {
  const spot = cardAt(state.layout, at.x, at.y);
  if (spot === null) return NONE;
  return { kind: 'grab', grab: { selection: { pile: spot.pile, index: spot.index }, at, by: { x: 0, y: 0 } } };
}

/** The end of a drag: the move onto the pile it was let go over, or back when over nothing near. */
export function drop(state: TableState): Action {
  const g = state.grab;
  const first = g === null ? undefined : state.layout.cards.find((c) => c.pile === g.selection.pile && c.index === g.selection.index);
  if (g === null || first === undefined) return { kind: 'back' };
  const count = countOf(state.position, g.selection);
  const card = { x: first.x + g.by.x, y: first.y + g.by.y, w: state.layout.cardW, h: state.layout.cardH };
  const pointer = { x: g.at.x + g.by.x, y: g.at.y + g.by.y };
  const target = dropTarget(state.layout, state.legal, g.selection.pile, count, card, pointer);
  if (target === null) return { kind: 'back' };
  return { kind: 'play', move: moveTo(state.legal, g.selection.pile, count, target.id) };
}

/** The piles a move touches. */
export function movePiles(move: Move): string[] {
  if (move.type === 'move') return [move.from, move.to];
  if (move.type === 'remove') return move.piles;
  return ['stock'];
}

/** The top card spot of a pile in a layout, if it shows one. */
function topSpot(layout: Layout, pile: string): CardSpot | undefined {
  let top: CardSpot | undefined;
  for (const c of layout.cards) if (c.pile === pile && (top === undefined || c.index > top.index)) top = c;
  return top;
}

/** Where a card lands on a pile: on its top card's fan step, or the empty place. */
function landing(layout: Layout, pile: PileSpot): Point {
  const top = topSpot(layout, pile.id);
  if (top === undefined) return { x: pile.rect.x + layout.cardW / 2, y: pile.rect.y + layout.cardH / 2 };
  const step = pile.fan === 'down' ? layout.cardH * 0.25 : 0;
  const side = pile.fan === 'right' ? layout.cardW * 0.35 : 0;
  return { x: top.x + layout.cardW / 2 + side, y: top.y + layout.cardH / 2 + step };
}

/**
 * The hint as an arrow: from the middle of the card (or group's bottom card) that moves to where it
 * lands. A stock move points at the stock itself; a removal joins its two cards (or marks the lone 10).
 */
export function hintArrow(state: Pick<TableState, 'layout' | 'position'>, move: Move): { from: Point; to: Point } | null {
  const { layout } = state;
  const pileSpot = (id: string): PileSpot | undefined => layout.piles.find((p) => p.id === id);
  const middle = (c: CardSpot): Point => ({ x: c.x + layout.cardW / 2, y: c.y + layout.cardH / 2 });
  if (move.type === 'stock') {
    const stock = pileSpot('stock');
    if (stock === undefined) return null;
    const at = { x: stock.rect.x + layout.cardW / 2, y: stock.rect.y + layout.cardH / 2 };
    return { from: { x: at.x, y: at.y + layout.cardH * 0.9 }, to: at };
  }
  if (move.type === 'remove') {
    const a = topSpot(layout, move.piles[0]!);
    const b = move.piles[1] === undefined ? undefined : topSpot(layout, move.piles[1]);
    if (a === undefined) return null;
    return b === undefined
      ? { from: { x: middle(a).x, y: middle(a).y + layout.cardH * 0.9 }, to: middle(a) }
      : { from: middle(a), to: middle(b) };
  }
  const count = move.count ?? 1;
  const index = (state.position.piles[move.from]?.length ?? 0) - count;
  const card = layout.cards.find((c) => c.pile === move.from && c.index === index);
  const to = pileSpot(move.to);
  if (card === undefined || to === undefined) return null;
  return { from: middle(card), to: landing(layout, to) };
}

/** The cards that glow as targets: only the top card of each target pile (never a buried one). */
export function targetTops(layout: Layout, piles: ReadonlySet<string>): CardSpot[] {
  const out: CardSpot[] = [];
  for (const id of piles) {
    const top = topSpot(layout, id);
    if (top !== undefined) out.push(top);
  }
  return out;
}

/** A small label on a pile, drawn where it covers no card's index. */
export interface Badge {
  pile: string;
  text: string;
  /** What the badge says, in words, for screen readers and titles. */
  title: string;
  /** Where: beside the pile's top right corner, below the pile, or on its bottom-left corner. */
  place: 'corner' | 'below' | 'foot';
}

/** Badges from the position and the engine's pile notes: the stock's count, directions, the Start rank. */
export function badges(position: Position, notes: PileNotes): Badge[] {
  const out: Badge[] = [];
  for (const [pile, note] of Object.entries(notes)) {
    if (note.direction === 'up' || note.direction === 'down') {
      out.push({
        pile,
        text: note.direction === 'up' ? '↑' : '↓',
        title: note.direction === 'up' ? t('table.badge.up') : t('table.badge.down'),
        place: 'foot',
      });
    }
    if (note.turned !== undefined) {
      out.push({
        pile,
        text: t('table.badge.turned', { turned: note.turned, of: note.of ?? 3 }),
        title: t('table.badge.turnedTitle', { turned: note.turned, of: note.of ?? 3 }),
        place: 'below',
      });
    }
  }
  const start = Object.values(notes).find((n) => n.start !== undefined)?.start;
  if (start !== undefined) {
    const word = rankLabel(start);
    const home = position.piles['chooser'] !== undefined ? 'chooser' : 'stock';
    out.push({
      pile: home,
      text: t('table.badge.start', { rank: word }),
      title: t('table.badge.startTitle', { rank: word }),
      place: 'below',
    });
  }
  const stock = position.piles['stock'];
  if (stock !== undefined)
    out.push({ pile: 'stock', text: String(stock.length), title: t('table.badge.stock', { count: stock.length }), place: 'corner' });
  return out;
}

/** Spaces that must be filled now (British Constitution), from the notes. */
export function spacesToFill(notes: PileNotes): Set<string> {
  return new Set(Object.entries(notes).flatMap(([pile, n]) => (n.fillFrom !== undefined ? [pile] : [])));
}

/** The mark an empty place shows: Camelot's K, Q or J from the ranks a space may hold. */
export function placeMark(notes: PileNotes, pile: string): string | null {
  const holds = notes[pile]?.holds;
  if (holds === undefined || holds.length !== 1) return null;
  return holds[0]! >= 11 ? rankLabel(holds[0]!) : null;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The pile keyboard focus moves to from `from`: the nearest pile whose place lies in that direction
 * (measured between the places' centres, sideways distance counting double), or null at the edge.
 */
export function focusMove(layout: Layout, from: string, direction: Direction): string | null {
  const here = layout.piles.find((p) => p.id === from);
  if (here === undefined) return layout.piles[0]?.id ?? null;
  const c = (r: Rect): Point => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
  const a = c(here.rect);
  let best: string | null = null;
  let bestCost = Infinity;
  for (const p of layout.piles) {
    if (p.id === from) continue;
    const b = c(p.rect);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const along = direction === 'left' ? -dx : direction === 'right' ? dx : direction === 'up' ? -dy : dy;
    const across = direction === 'left' || direction === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 1) continue;
    const cost = along + 2 * across;
    if (cost < bestCost) {
      bestCost = cost;
      best = p.id;
    }
  }
  return best;
}
