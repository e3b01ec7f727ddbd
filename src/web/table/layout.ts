// Owns where everything goes: a position and a size give a rectangle for every pile and card (pure).
// Each game has one or two arrangements in card units (a card is 1 × 1.4); the one that gives the
// biggest cards for the window wins, spare height goes to the fanned rows, and long fans squeeze to fit.
import type { Card, GameId, Piles, Vars } from '../../index.js';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Fan = 'down' | 'right' | 'stack';

/** A pile's place in card units. `band` groups rows that move down together when spare height is shared out. */
interface Slot {
  id: string;
  x: number;
  y: number;
  fan: Fan;
  /** Room for the fan beyond the first card, in card units. */
  reach: number;
  band: number;
  stretch?: boolean;
  /** Printed in the empty place: Camelot's K, Q, J, or a word naming a pile a player might not know. */
  mark?: string;
}

interface Arrangement {
  slots: Slot[];
  width: number;
  height: number;
}

export interface PileSpot {
  id: string;
  kind: string;
  /** The place of the bottom card. */
  rect: Rect;
  /** Where a dropped card counts as dropped on this pile: the place and its fan. */
  zone: Rect;
  fan: Fan;
  mark?: string;
}

export interface CardSpot {
  card: Card;
  pile: string;
  /** Position in its pile, 0 = bottom. */
  index: number;
  x: number;
  y: number;
  faceUp: boolean;
  z: number;
}

export interface Layout {
  width: number;
  height: number;
  cardW: number;
  cardH: number;
  piles: PileSpot[];
  cards: CardSpot[];
}

/** What layout needs of a position (a game preview has no cards). */
export interface Scene {
  game: GameId;
  piles: Piles;
  vars?: Vars;
}

const G = 0.15;
const CH = 1.4;
const col = (i: number): number => G + i * (1 + G);
const row = (i: number): number => G + i * (CH + G);
const ids = (kind: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${kind}-${i + 1}`);

function arrange(slots: Slot[]): Arrangement {
  let width = 0;
  let height = 0;
  for (const s of slots) {
    width = Math.max(width, s.x + 1 + (s.fan === 'right' ? s.reach : 0));
    height = Math.max(height, s.y + CH + (s.fan === 'down' ? s.reach : 0));
  }
  return { slots, width: width + G, height: height + G };
}

const stack = (id: string, x: number, y: number, mark?: string): Slot => ({ id, x, y, fan: 'stack', reach: 0, band: 0, ...(mark ? { mark } : {}) });

/** Piles spread evenly across `width`, in `n` columns. */
function spread(idList: string[], width: number, n: number, y: number, fan: Fan, reach: number, band: number, stretch: boolean): Slot[] {
  const pitch = (width - G) / n;
  const offset = (n - idList.length) / 2;
  return idList.map((id, i) => ({ id, x: G + (i + offset) * pitch + (pitch - 1 - G) / 2, y, fan, reach, band, stretch }));
}

function hamlet(): Arrangement[] {
  const T = ids('tableau', 13);
  const F = ids('foundation', 8);
  const wide = arrange([
    ...F.map((id, i) => stack(id, col(2.5 + i), row(0))),
    ...T.map((id, i): Slot => ({ id, x: col(i), y: 1.8, fan: 'down', reach: 2.9, band: 1, stretch: true })),
  ]);
  const w = col(8);
  const tall = arrange([
    ...F.map((id, i) => stack(id, col(i), row(0))),
    ...spread(T.slice(0, 7), w, 7, 1.8, 'down', 2.4, 1, true),
    ...spread(T.slice(7), w, 7, 1.8 + CH + 2.4 + 0.25, 'down', 2.4, 2, true),
  ]);
  return [wide, tall];
}

function hamilton(): Arrangement[] {
  const T = ids('tableau', 7);
  return [
    arrange([
      stack('stock', col(0), row(0)),
      stack('chooser', col(1), row(0)),
      ...ids('foundation', 4).map((id, i) => stack(id, col(3 + i), row(0))),
      // A little lower than other games: the chooser's label sits under it.
      ...T.map((id, i): Slot => ({ id, x: col(i), y: 2.0, fan: 'down', reach: 3.6, band: 1, stretch: true })),
    ]),
  ];
}

/** Camelot's marked places (RULES.md): corners Kings, top/bottom middles Queens, left/right middles Jacks. */
export const CAMELOT_MARKS: Record<number, string> = { 1: 'K', 4: 'K', 13: 'K', 16: 'K', 2: 'Q', 3: 'Q', 14: 'Q', 15: 'Q', 5: 'J', 9: 'J', 8: 'J', 12: 'J' };

function camelot(): Arrangement[] {
  const grid = (x0: number, y0: number): Slot[] =>
    ids('tableau', 16).map((id, i) => stack(id, x0 + col(i % 4), y0 + row(Math.floor(i / 4)), CAMELOT_MARKS[i + 1]));
  const side = col(4) + 0.3;
  const wide = arrange([stack('stock', side, row(0)), stack('waste', side, row(1), 'Waste'), stack('discard', side, row(3), 'Discard'), ...grid(0, 0)]);
  const tall = arrange([stack('stock', col(0), row(0)), stack('waste', col(1), row(0), 'Waste'), stack('discard', col(3), row(0), 'Discard'), ...grid(0, 1.75)]);
  return [wide, tall];
}

function unionSquare(): Arrangement[] {
  const T = ids('tableau', 16);
  const F = ids('foundation', 4);
  const x0 = col(1) + 0.25;
  const pitch = 3.3;
  const wide = arrange([
    stack('stock', col(0), row(0)),
    stack('waste', col(0), row(1), 'Waste'),
    ...T.map((id, i): Slot => ({ id, x: x0 + (i % 4) * pitch, y: row(Math.floor(i / 4)), fan: 'right', reach: pitch - 1.3, band: 0 })),
    ...F.map((id, i) => stack(id, x0 + 4 * pitch + 0.1, row(i))),
  ]);
  const w = col(6);
  const tall = arrange([
    stack('stock', col(0), row(0)),
    stack('waste', col(1), row(0), 'Waste'),
    ...F.map((id, i) => stack(id, col(2 + i), row(0))),
    ...[0, 1, 2, 3].flatMap((r) => spread(T.slice(r * 4, r * 4 + 4), w, 4, 1.8 + r * (CH + 1.1 + 0.2), 'down', 1.1, r + 1, true)),
  ]);
  return [wide, tall];
}

function britishConstitution(): Arrangement[] {
  const T = ids('tableau', 32);
  const F = ids('foundation', 8);
  const rows = (y1: number): Slot[] => [
    ...T.slice(0, 8).map((id, i): Slot => ({ id, x: col(i), y: y1, fan: 'down', reach: 1.5, band: 1, stretch: true })),
    ...T.slice(8).map((id, i): Slot => ({ id, x: col(i % 8), y: y1 + CH + 1.5 + 0.25 + Math.floor(i / 8) * (CH + G), fan: 'stack', reach: 0, band: 2 })),
  ];
  const wide = arrange([...F.map((id, i) => stack(id, col(i), row(0))), stack('stock', col(8) + 0.2, row(0)), ...rows(1.8)]);
  const tall = arrange([
    stack('stock', col(0), row(0)),
    ...F.map((id, i) => stack(id, col(4 + (i % 4)), row(Math.floor(i / 4)))),
    ...rows(row(2) + 0.1),
  ]);
  return [wide, tall];
}

const ARRANGEMENTS: Record<GameId, Arrangement[]> = {
  hamlet: hamlet(),
  hamilton: hamilton(),
  camelot: camelot(),
  'union-square': unionSquare(),
  'british-constitution': britishConstitution(),
};

export function kindOf(pile: string): string {
  return pile.replace(/-\d+$/, '');
}

/** Face-down cards: the stock is never seen. */
function faceUp(pile: string): boolean {
  return kindOf(pile) !== 'stock';
}

/** How many cards of a squared pile are drawn (the rest are hidden beneath). */
const STACK_SHOWN = 3;

/** The rectangles of every pile and card of `scene` in a box of `width` × `height` pixels. */
export function layout(scene: Scene, width: number, height: number): Layout {
  const options = ARRANGEMENTS[scene.game];
  let best = options[0]!;
  let scale = 0;
  for (const a of options) {
    const s = Math.min(width / a.width, height / a.height);
    if (s > scale) {
      scale = s;
      best = a;
    }
  }
  scale = Math.max(scale, 1);
  const cardW = scale;
  const cardH = scale * CH;
  const left = (width - best.width * scale) / 2;
  const spare = Math.max(0, height - best.height * scale);
  const stretchBands = [...new Set(best.slots.filter((s) => s.stretch).map((s) => s.band))].sort((a, b) => a - b);
  // Each fanned row takes at most three more card heights; what is left is shared above and below.
  const share = stretchBands.length === 0 ? 0 : Math.min(spare / stretchBands.length, 3 * cardH);
  const top = (spare - share * stretchBands.length) / 2;
  const shift = (band: number): number => stretchBands.filter((b) => b < band).length * share;

  const piles: PileSpot[] = [];
  const cards: CardSpot[] = [];
  let z = 1;
  for (const slot of best.slots) {
    const x = left + slot.x * scale;
    const y = top + slot.y * scale + shift(slot.band);
    const reach = slot.reach * scale + (slot.stretch ? share : 0);
    const rect = { x, y, w: cardW, h: cardH };
    const zone =
      slot.fan === 'down'
        ? { x, y, w: cardW, h: cardH + reach }
        : slot.fan === 'right'
          ? { x, y, w: cardW + reach, h: cardH }
          : rect;
    const spot: PileSpot = { id: slot.id, kind: kindOf(slot.id), rect, zone, fan: slot.fan };
    if (slot.mark !== undefined) spot.mark = slot.mark;
    piles.push(spot);

    const pile = scene.piles[slot.id] ?? [];
    const n = pile.length;
    const up = faceUp(slot.id);
    const natural = slot.fan === 'down' ? 0.3 * cardH : 0.42 * cardW;
    const step = slot.fan === 'stack' || n < 2 ? 0 : Math.min(natural, reach / (n - 1));
    const first = slot.fan === 'stack' ? Math.max(0, n - STACK_SHOWN) : 0;
    for (let i = first; i < n; i++) {
      cards.push({
        card: pile[i]!,
        pile: slot.id,
        index: i,
        x: slot.fan === 'right' ? x + i * step : x,
        y: slot.fan === 'down' ? y + i * step : y,
        faceUp: up,
        z: z++,
      });
    }
  }
  return { width, height, cardW, cardH, piles, cards };
}

/** The card under a point, topmost first, or null. */
export function cardAt(l: Layout, x: number, y: number): CardSpot | null {
  for (let i = l.cards.length - 1; i >= 0; i--) {
    const c = l.cards[i]!;
    if (x >= c.x && x < c.x + l.cardW && y >= c.y && y < c.y + l.cardH) return c;
  }
  return null;
}

/** The pile whose place or fan holds a point, or null. */
export function pileAt(l: Layout, x: number, y: number): PileSpot | null {
  const card = cardAt(l, x, y);
  if (card !== null) return l.piles.find((p) => p.id === card.pile) ?? null;
  return l.piles.find((p) => x >= p.zone.x && x < p.zone.x + p.zone.w && y >= p.zone.y && y < p.zone.y + p.zone.h) ?? null;
}

/** How much of rectangle `a` lies over `b`, in square pixels. */
export function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
