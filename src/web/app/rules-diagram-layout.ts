// Works out the drawing at the top of a rules page: the game's table as the app lays it out, at the deal (or a
// few moves in), with the dealt cards' indices and the places named, for a few widths. Only the test that
// writes rules-diagram-data.ts runs it (test/web/rules-diagram.test.ts): the page gets the finished drawing,
// with neither the engine nor a layout search. Its words are the catalogue's (the rules area): the drawing keeps
// their ids, and the page says them in its language, in the room the English words were given.
import { type Card, type GameId, type Move, type Position, applyMove, cardLabel, deal, legalMoves, pileNotes } from '../../index.js';
import { type MessageId, type Values, t } from '../../i18n/index.js';
import { type CardSpot, type Layout, type PileSpot, type Rect, layout, overlap, placeMark } from '../table/index.js';

/**
 * The deal every diagram starts from. Any deal shows the layout; this one is fixed so the page never
 * changes, and its first Camelot cards seat a King and a Jack beside three number cards.
 */
const DEAL = 9;
/** Label text size and the height of the line a label takes above its row, in CSS pixels. */
const FONT = 12;
const LINE = 18;
/** The felt's margin round everything drawn. */
const PAD = 8;

type Side = 'above' | 'left' | 'right';

/** Words of the drawing: a message of the catalogue and its values. */
interface Words {
  id: MessageId;
  values?: Values;
}

interface Label extends Words {
  /** The words in English, which the layout makes room for. */
  text: string;
  /** The piles named: the label is centred above them (on the topmost row they reach) or set beside them. */
  piles: string[];
  /** Where it goes: the first side with room, else above (a line is opened for it). */
  side: Side | Side[];
}

/** Named sides in turn: beside a single pile where nothing is in the way, else above it. */
const BESIDE: Side[] = ['left', 'right', 'above'];
/** A group is named above it where there is room (the foundations set beside the piles may have none). */
const GROUP: Side[] = ['above', 'right', 'left'];

interface Picture {
  position: Position;
  /** The caption's message: the game's name is its value `game`. */
  caption: MessageId;
  labels: (l: Layout) => Label[];
}

/** A label of `piles`, set at the first of `side` with room. */
const label = (id: MessageId, piles: string[], side: Side | Side[], values?: Values): Label => ({
  id,
  ...(values === undefined ? {} : { values }),
  text: t(id, values),
  piles,
  side,
});

const range = (kind: string, from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => `${kind}-${from + i}`);
const spot = (l: Layout, id: string): PileSpot => l.piles.find((p) => p.id === id)!;
/** The piles of `ids` cut into rows, top to bottom, each row in the order given. */
function rowsOf(l: Layout, ids: string[]): string[][] {
  const rows = new Map<number, string[]>();
  for (const id of ids) {
    const y = Math.round(spot(l, id).rect.y);
    rows.set(y, [...(rows.get(y) ?? []), id]);
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
}
const number = (id: string): number => Number(id.split('-')[1]);
/** "piles 1 to 13", or per row when the piles are laid out in several rows. */
function pileRows(l: Layout, ids: string[]): Label[] {
  return rowsOf(l, ids).map((r) => label('rules.label.piles', r, 'above', { from: number(r[0]!), to: number(r.at(-1)!) }));
}

/** Camelot a few cards in: number cards kept to the inner spaces, pictures in their seats, the next card turned. */
function camelotStarted(): Position {
  const inner = ['tableau-6', 'tableau-7', 'tableau-10', 'tableau-11'];
  let p = deal('camelot', DEAL);
  for (let placed = 0; placed < 5; placed++) {
    p = applyMove(p, { type: 'stock' });
    const moves = legalMoves(p).filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move');
    // A number card may go anywhere, so it is kept to the inner spaces; a picture card has only its seats.
    const move = moves.find((m) => inner.includes(m.to)) ?? moves.find((m) => !inner.includes(m.to));
    if (move === undefined) break;
    p = applyMove(p, move);
  }
  return legalMoves(p).some((m) => m.type === 'stock') ? applyMove(p, { type: 'stock' }) : p;
}

/** Union Square a few cards in: stock cards played from the waste onto piles they fit, the next one turned. */
function unionSquareStarted(): Position {
  let p = deal('union-square', DEAL);
  for (let turned = 0; turned < 12; turned++) {
    p = applyMove(p, { type: 'stock' });
    const onto = legalMoves(p).find(
      (m) => m.type === 'move' && m.from === 'waste' && m.to.startsWith('tableau') && p.piles[m.to]!.length > 0,
    );
    if (onto !== undefined) p = applyMove(p, onto);
  }
  return p;
}

function picture(game: GameId): Picture {
  switch (game) {
    case 'hamlet':
      return {
        position: deal('hamlet', DEAL),
        caption: 'rules.caption.hamlet',
        labels: (l) => [label('rules.label.foundations', range('foundation', 1, 8), GROUP), ...pileRows(l, range('tableau', 1, 13))],
      };
    case 'hamilton':
      return {
        position: applyMove(deal('hamilton', DEAL), { type: 'stock' }),
        caption: 'rules.caption.hamilton',
        labels: (l) => [
          label('rules.label.stock', ['stock'], 'above'),
          label('rules.label.chooser', ['chooser'], 'above'),
          label('rules.label.foundations', range('foundation', 1, 4), GROUP),
          ...pileRows(l, range('tableau', 1, 7)),
        ],
      };
    case 'camelot':
      return {
        position: camelotStarted(),
        caption: 'rules.caption.camelot',
        labels: () => [
          label('rules.label.grid', range('tableau', 1, 4), 'above'),
          label('rules.label.stock', ['stock'], BESIDE),
          label('rules.label.waste', ['waste'], BESIDE),
          label('rules.label.discard', ['discard'], BESIDE),
        ],
      };
    case 'union-square':
      return {
        position: unionSquareStarted(),
        caption: 'rules.caption.unionSquare',
        labels: () => [
          label('rules.label.stock', ['stock'], BESIDE),
          label('rules.label.waste', ['waste'], BESIDE),
          label('rules.label.piles', range('tableau', 1, 4), 'above', { from: 1, to: 16 }),
          label('rules.label.foundations', range('foundation', 1, 4), GROUP),
        ],
      };
    case 'british-constitution':
      return {
        position: deal('british-constitution', DEAL),
        caption: 'rules.caption.britishConstitution',
        labels: () => [
          label('rules.label.foundations', range('foundation', 1, 8), GROUP),
          label('rules.label.stock', ['stock'], GROUP),
          label('rules.label.privyCouncil', range('tableau', 1, 8), 'above'),
          label('rules.label.row', range('tableau', 9, 16), 'above', { row: 2 }),
          label('rules.label.row', range('tableau', 17, 24), 'above', { row: 3 }),
          label('rules.label.people', range('tableau', 25, 32), 'above'),
        ],
      };
  }
}

/**
 * The layout at `width` with no height to spare: the arrangement the app would pick for a box of the
 * given shape, then the smallest height that keeps its card size (so fans are not stretched).
 */
function tightLayout(position: Position, width: number, shape: number): Layout {
  const at = (h: number): Layout => layout(position, width, h);
  const size = at(width * shape).cardW;
  let lo = 1;
  let hi = width * shape;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid).cardW >= size - 1e-6) hi = mid;
    else lo = mid;
  }
  return at(hi);
}

/** A label's width, estimated (bold sans-serif runs about 0.62 em a letter). */
const textWidth = (text: string, size: number): number => text.length * size * 0.62;

/** A label of the drawing: its words, where they stand, how they are anchored there and the room they have. */
export interface DrawnLabel extends Words {
  /** The width of the words in English at `size`: words in another language take no more. */
  room: number;
  x: number;
  y: number;
  size: number;
  anchor: 'middle' | 'start' | 'end';
}

interface Drawn {
  labels: DrawnLabel[];
  /** Each pile's downward shift, making room for the label lines above its row. */
  shift: Map<string, number>;
  box: Rect;
}

/** The piles of `ids` on the topmost row they reach, and that row's top. */
function topRow(l: Layout, ids: string[]): { top: number; rects: Rect[] } {
  const top = Math.min(...ids.map((id) => spot(l, id).rect.y));
  return { top, rects: ids.map((id) => spot(l, id).rect).filter((r) => Math.round(r.y) === Math.round(top)) };
}

/**
 * The first of a label's sides where its text meets no other pile. Above, a line opens over the row, so
 * only piles reaching down past the row's top from higher up (which do not move down) can be in the way.
 */
function sideFor(l: Layout, b: Label): Side {
  const { top, rects } = topRow(l, b.piles);
  const left = Math.min(...rects.map((r) => r.x));
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const w = textWidth(b.text, FONT) + 8;
  const sides = typeof b.side === 'string' ? [b.side] : b.side;
  for (const side of sides) {
    const box =
      side === 'above'
        ? { x: (left + right - w) / 2, y: top - LINE, w, h: LINE }
        : { x: side === 'left' ? left - w : right, y: top, w, h: l.cardH };
    const inWay = (p: PileSpot): boolean => !b.piles.includes(p.id) && (side !== 'above' || p.rect.y < top - 1) && overlap(box, p.zone) > 0;
    if (!l.piles.some(inWay)) return side;
  }
  return sides.at(-1) ?? 'above';
}

/** Places the labels: each 'above' label opens a line over its row, and everything lower moves down. */
function placeLabels(l: Layout, named: Label[]): Drawn {
  const labels = named.map((b) => ({ ...b, side: sideFor(l, b) }));
  const lines = [...new Set(labels.filter((b) => b.side === 'above').map((b) => Math.round(topRow(l, b.piles).top)))].sort((a, b) => a - b);
  const shiftAt = (y: number): number => lines.filter((line) => line <= Math.round(y)).length * LINE;
  const shift = new Map(l.piles.map((p) => [p.id, shiftAt(p.rect.y)]));
  const out = labels.map((b): DrawnLabel & { text: string } => {
    const words = { id: b.id, ...(b.values === undefined ? {} : { values: b.values }), text: b.text, room: 0 };
    const { top, rects } = topRow(l, b.piles);
    const left = Math.min(...rects.map((r) => r.x));
    const right = Math.max(...rects.map((r) => r.x + r.w));
    const y = top + shiftAt(top);
    if (b.side === 'above') return { ...words, x: (left + right) / 2, y: y - 6, size: FONT, anchor: 'middle' };
    if (b.side === 'left') return { ...words, x: left - 6, y: y + l.cardH / 2 + FONT / 3, size: FONT, anchor: 'end' };
    return { ...words, x: right + 6, y: y + l.cardH / 2 + FONT / 3, size: FONT, anchor: 'start' };
  });
  // Neighbours on one line that would run into each other (Hamilton's stock and chooser on a phone) shrink.
  const centred = out.filter((b) => b.anchor === 'middle').sort((a, b) => a.y - b.y || a.x - b.x);
  for (let i = 1; i < centred.length; i++) {
    const [a, b] = [centred[i - 1]!, centred[i]!];
    if (Math.abs(a.y - b.y) > 1) continue;
    const need = (textWidth(a.text, FONT) + textWidth(b.text, FONT)) / 2 + 6;
    const size = Math.max(8, (FONT * (b.x - a.x)) / need);
    if (size < FONT) a.size = b.size = Math.min(a.size, b.size, size);
  }
  let minX = Infinity;
  let maxX = -Infinity;
  for (const b of out) {
    const w = textWidth(b.text, b.size);
    const from = b.anchor === 'middle' ? b.x - w / 2 : b.anchor === 'end' ? b.x - w : b.x;
    minX = Math.min(minX, from);
    maxX = Math.max(maxX, from + w);
  }
  let minY = Math.min(...out.map((b) => b.y - FONT));
  let maxY = -Infinity;
  for (const p of l.piles) {
    const dy = shift.get(p.id)!;
    minX = Math.min(minX, p.rect.x);
    maxX = Math.max(maxX, p.rect.x + p.rect.w);
    minY = Math.min(minY, p.rect.y + dy);
    maxY = Math.max(maxY, p.rect.y + p.rect.h + dy);
  }
  for (const c of l.cards) maxY = Math.max(maxY, c.y + l.cardH + shift.get(c.pile)!);
  const drawn = out.map(({ text, ...b }): DrawnLabel => ({ ...b, room: textWidth(text, b.size) }));
  return { labels: drawn, shift, box: { x: minX - PAD, y: minY - PAD, w: maxX - minX + 2 * PAD, h: maxY - minY + 2 * PAD } };
}

/** A place of the drawing: its rectangle, and the mark printed in it when empty. */
export interface DrawnPlace {
  id: string;
  kind: string;
  x: number;
  y: number;
  w: number;
  h: number;
  mark?: { text: string; size: number };
}

/** A card of the drawing: its corner, and its index (the card's label) when face up. */
export interface DrawnCard {
  pile: string;
  index: number;
  x: number;
  y: number;
  face?: { card: Card; label: string; red: boolean };
}

/** The drawing of a game's table at one width, ready to draw: every length in CSS pixels. */
export interface Drawing {
  /** The width it is made for: the page takes the widest drawing that fits. */
  width: number;
  caption: MessageId;
  box: Rect;
  cardW: number;
  cardH: number;
  /** The corner radius of places and cards, and the size of a card's index. */
  radius: number;
  indexSize: number;
  places: DrawnPlace[];
  cards: DrawnCard[];
  labels: DrawnLabel[];
}

/** The widths drawings are made for, each with the shape of the box its table is laid out in (height / width). */
export const FORMS: readonly { width: number; shape: number }[] = [
  // Phones held upright (the narrowest first), then everything wider: a tablet, a phone on its side, a desktop.
  { width: 280, shape: 1.6 },
  { width: 336, shape: 1.6 },
  { width: 680, shape: 0.6 },
];

const tenth = (v: number): number => Math.round(v * 10) / 10;

/** The drawing of `game`'s table `width` wide, laid out as the app would in a box of the given shape. */
export function drawingOf(game: GameId, width: number, shape: number): Drawing {
  const pic = picture(game);
  const l = tightLayout(pic.position, width, shape);
  const named = pic.labels(l);
  const { labels, shift, box } = placeLabels(l, named);
  const index = Math.max(8, Math.min(13, l.cardW * 0.27));
  // A word printed in an empty place ("Waste") is left out when a label already names that place.
  const notes = pileNotes(pic.position);
  const markOf = (p: PileSpot): string | undefined => {
    const place = placeMark(notes, p.id);
    if (place !== null) return place;
    return p.mark !== undefined && p.mark.length > 1 && named.some((b) => b.piles.includes(p.id)) ? undefined : p.mark;
  };
  const places = l.piles.map((p): DrawnPlace => {
    const y = p.rect.y + shift.get(p.id)!;
    const place: DrawnPlace = { id: p.id, kind: p.kind, x: tenth(p.rect.x), y: tenth(y), w: tenth(p.rect.w), h: tenth(p.rect.h) };
    const mark = markOf(p);
    if (mark !== undefined) {
      const word = mark.length > 1;
      place.mark = { text: word ? mark.toLowerCase() : mark, size: tenth(word ? index * 0.85 : l.cardW * 0.45) };
    }
    return place;
  });
  // Piles fanned sideways get a wider step than the table's when they have room, so each index shows whole.
  const across = new Map(l.piles.filter((p) => p.fan === 'right').map((p) => [p.id, p]));
  const x = (c: CardSpot): number => {
    const p = across.get(c.pile);
    if (p === undefined || c.index === 0) return c.x;
    const n = l.cards.filter((o) => o.pile === c.pile).length;
    return p.rect.x + c.index * Math.min(l.cardW * 0.8, (p.zone.w - l.cardW) / (n - 1));
  };
  const cards = l.cards.map((c): DrawnCard => {
    const drawn: DrawnCard = { pile: c.pile, index: c.index, x: tenth(x(c)), y: tenth(c.y + shift.get(c.pile)!) };
    if (c.faceUp) drawn.face = { card: c.card, label: cardLabel(c.card), red: c.card.endsWith('D') || c.card.endsWith('H') };
    return drawn;
  });
  // The felt reaches past the last card of a pile fanned wider than the table's step.
  const right = Math.max(box.x + box.w, ...cards.map((c) => c.x + l.cardW + PAD));
  return {
    width,
    caption: pic.caption,
    box: { x: tenth(box.x), y: tenth(box.y), w: tenth(right - box.x), h: tenth(box.h) },
    cardW: tenth(l.cardW),
    cardH: tenth(l.cardH),
    radius: tenth(l.cardW * 0.08),
    indexSize: tenth(index),
    places,
    cards,
    labels: labels.map((b) => ({ ...b, x: tenth(b.x), y: tenth(b.y), size: tenth(b.size), room: tenth(b.room) })),
  };
}
