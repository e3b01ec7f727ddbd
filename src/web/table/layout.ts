// Owns where everything goes: a position and a box size give a rectangle for every pile and card (pure).
// Each game offers a few arrangements, written as nested grids of piles (portrait and landscape shapes,
// foundations above or beside). For each arrangement the largest card is found for which every pile fits
// with its fan at least at the minimum strip of metrics.ts, at a generous planned length (so the size does
// not change on every move); the arrangement with the biggest cards wins. Spare room goes first to the fans
// (up to a comfortable step), then to the gaps, and what is left is shared around the table.
import type { Card, GameId, Piles, Vars } from '../../index.js';
import { CARD_RATIO, INDEX_DOWN, INDEX_RIGHT, minStepDown, minStepRight } from './metrics.js';

/** A point in table coordinates: pixels from the table's top-left corner. The table's one Point. */
export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Point {
  w: number;
  h: number;
}

export type Fan = 'down' | 'right' | 'stack';

export interface PileSpot {
  id: string;
  kind: string;
  /** The place of the bottom card. */
  rect: Rect;
  /** Where a dropped card counts as dropped on this pile: the place and the room its fan may take. */
  zone: Rect;
  fan: Fan;
  /** The distance between two cards of the fan, in pixels (0 for a stack or a pile of one card). */
  step: number;
  /** How many cards the fan's room is sized for at the least step (the pile's length or more). */
  planned: number;
  /** Printed in the empty place: Camelot's K, Q, J, or a word naming a pile a player might not know. */
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
  game: GameId;
  deal?: number;
  width: number;
  height: number;
  cardW: number;
  cardH: number;
  /** The arrangement chosen for this box and position (e.g. 'rows' for Hamlet's two rows on a phone). */
  arrangement: string;
  piles: PileSpot[];
  cards: CardSpot[];
}

/** What layout needs of a position (a game preview has no cards). */
export interface Scene {
  game: GameId;
  deal?: number;
  piles: Piles;
  vars?: Vars;
}

// ---------------------------------------------------------------------------------------------------
// Arrangements: nested grids whose leaves are piles.

interface PileNode {
  kind: 'pile';
  id: string;
  fan: Fan;
  /** The length a fan is sized for at least (a generous length the game often reaches). */
  typical: number;
  /** The longest the pile can ever be (planning stops there). */
  most: number;
  /** The longest the pile really grows in long games (solver lines and long playouts): planned for where the box allows. */
  reach: number;
  mark?: string;
}

/** An empty place, in card widths: a card's size keeps a grid's row or column open, a thin one sets blocks apart. */
interface SpaceNode {
  kind: 'space';
  w: number;
  h: number;
}

type Align = 'start' | 'center';

interface GridNode {
  kind: 'grid';
  /** Cells by row and column; a fractional column (or row) sets a cell half-way along its track, to centre a shorter row. */
  cells: { node: Node; r: number; c: number }[];
  /** Least gaps between columns and rows, in card widths; `gapYPx` keeps room for a label under a row. */
  gapX: number;
  gapY: number;
  gapYPx: number;
  alignX: Align;
  alignY: Align;
}

type Node = PileNode | SpaceNode | GridNode;

interface Arrangement {
  name: string;
  root: Node;
  /**
   * Below 1 for an arrangement unlike the game's usual picture (the piles fanned the other way, a row set
   * aside): it is chosen only when its cards are that much larger, i.e. when long piles leave no other way.
   */
  bias?: number;
}

/** Least gap between piles, in card widths and in pixels; gaps grow up to GAP_MAX card widths when there is room. */
const GAP = 0.08;
const GAP_PX = 4;
const GAP_MAX = 0.3;
/** A wider gap setting blocks apart (the foundations beside the tableau, the stock beside the grid). */
const BLOCK_GAP = 0.3;
/** Room under a row for the chooser's label (Hamilton's "Start 7"), which sits wholly below its place, in pixels. */
const LABEL_PX = 24;
/**
 * A comfortable step, as a fraction of the card (and at least half as much again as the least step): a
 * fan's room grows to hold its planned length at this step when there is space to spare.
 */
const COMFY_DOWN = 0.3;
const COMFY_RIGHT = 0.38;
const COMFY_MIN = 1.5;
/** The widest step of a fan shorter than its room: it opens up to show more of each card. */
const OPEN_DOWN = 0.42;
const OPEN_RIGHT = 0.5;
/** The least card width kept with strips of at least the pixel floor; only a tiny preview goes below. */
const MIN_CARD = 8;
/** Cards planned for the piles' real reach unless that brings them below this width (then for shorter piles, in these steps). */
const FLOOR = 34;
const REACH_STEPS = [1, 2 / 3, 1 / 3, 0];
const SHARE = 0;
/** The bias of an arrangement unlike the game's usual picture: its cards must be a fifth larger to win. */
const ODD = 0.83;
/** Planned lengths grow past the typical length in steps of this many cards, so cards shrink seldom. */
const PLAN_STEP = 3;
/** Space kept clear around the table: the stock's count badge sits on the place's top right corner. */
const MARGIN = { top: 8, right: 6, bottom: 4, left: 6 };
/** How many cards of a squared pile are drawn (the rest are hidden beneath). */
const STACK_SHOWN = 3;

const ids = (kind: string, n: number, from = 1): string[] => Array.from({ length: n }, (_, i) => `${kind}-${from + i}`);

function pile(id: string, fan: Fan = 'stack', typical = 1, most = Infinity, mark?: string, reach = typical): PileNode {
  const node: PileNode = { kind: 'pile', id, fan, typical, most, reach: Math.min(most, Math.max(typical, reach)) };
  return mark === undefined ? node : { ...node, mark };
}

const SPACE: SpaceNode = { kind: 'space', w: 1, h: CARD_RATIO };
/** A gap between blocks of one grid (beside the foundations, the stock), as an empty column or row. */
const COLUMN_GAP: SpaceNode = { kind: 'space', w: BLOCK_GAP, h: 0 };
const ROW_GAP: SpaceNode = { kind: 'space', w: 0, h: BLOCK_GAP };

interface GridOptions {
  gapX?: number;
  gapY?: number;
  gapYPx?: number;
  alignX?: Align;
  alignY?: Align;
}

function grid(cells: { node: Node; r: number; c: number }[], o: GridOptions = {}): GridNode {
  return {
    kind: 'grid',
    cells,
    gapX: o.gapX ?? GAP,
    gapY: o.gapY ?? GAP,
    gapYPx: o.gapYPx ?? GAP_PX,
    alignX: o.alignX ?? 'center',
    alignY: o.alignY ?? 'center',
  };
}

/** Nodes side by side. */
const row = (nodes: Node[], o: GridOptions = {}): GridNode =>
  grid(
    nodes.map((node, c) => ({ node, r: 0, c })),
    o,
  );
/** Nodes one above the other. */
const column = (nodes: Node[], o: GridOptions = {}): GridNode =>
  grid(
    nodes.map((node, r) => ({ node, r, c: 0 })),
    o,
  );
/** Nodes in rows of `n`, left to right then top to bottom. */
const block = (nodes: Node[], n: number, o: GridOptions = {}): GridNode =>
  grid(
    nodes.map((node, i) => ({ node, r: Math.floor(i / n), c: i % n })),
    o,
  );
const at = (node: Node, r: number, c: number): { node: Node; r: number; c: number } => ({ node, r, c });

/**
 * Hamlet: 13 piles of 8 (docs/rules.md), all open, built down to 20 at most (8 Kings beneath, then Q to A); 8
 * foundations. Sized for 12 cards a pile, a length most games reach.
 */
function hamlet(): Arrangement[] {
  const T = ids('tableau', 13).map((id) => pile(id, 'down', 12, 20, undefined, 15));
  const R = ids('tableau', 13).map((id) => pile(id, 'right', 12, 20, undefined, 15));
  const F = ids('foundation', 8).map((id) => pile(id));
  const foundations = block(F, 2, { alignY: 'start' });
  return [
    // Foundations centred over one row of 13.
    { name: 'top', root: grid([...F.map((f, i) => at(f, 0, 2.5 + i)), ...T.map((t, i) => at(t, 1, i))]) },
    // A short wide box: the foundations, two by four, beside the row.
    { name: 'side', root: row([row(T), foundations], { gapX: BLOCK_GAP }) },
    // Portrait: foundations above two rows of 7 and 6.
    {
      name: 'rows',
      root: grid([
        ...F.map((f, i) => at(f, 0, i)),
        ...T.slice(0, 7).map((t, i) => at(t, 1, 0.5 + i)),
        ...T.slice(7).map((t, i) => at(t, 2, 1 + i)),
      ]),
    },
    // A squarer box: two rows with the foundations beside.
    {
      name: 'rows-side',
      root: row([grid([...T.slice(0, 7).map((t, i) => at(t, 0, i)), ...T.slice(7).map((t, i) => at(t, 1, 0.5 + i))]), foundations], {
        gapX: BLOCK_GAP,
      }),
    },
    // A short box with long piles (a phone held sideways): the piles fan to the right in columns.
    ...[2, 3].map((n) => ({ name: `side-right-${n}`, root: row([block(R, n), foundations], { gapX: BLOCK_GAP }), bias: ODD })),
  ];
}

/**
 * Hamilton: 7 piles dealt 1 to 7 and grown by the stock's three deals and by groups (docs/rules.md). Sized for
 * 12 cards a pile. The chooser's label sits under it.
 */
function hamilton(): Arrangement[] {
  const down = ids('tableau', 7).map((id) => pile(id, 'down', 12, Infinity, undefined, 17));
  const right = ids('tableau', 7).map((id) => pile(id, 'right', 12, Infinity, undefined, 17));
  const stock = pile('stock');
  const chooser = pile('chooser');
  const F = ids('foundation', 4).map((id) => pile(id));
  const panel = grid([at(stock, 0, 0), at(chooser, 0, 1), ...F.map((f, i) => at(f, 1 + Math.floor(i / 2), i % 2))], {
    gapYPx: LABEL_PX,
    alignY: 'start',
  });
  return [
    {
      name: 'top',
      root: grid([at(stock, 0, 0), at(chooser, 0, 1), ...F.map((f, i) => at(f, 0, 3 + i)), ...down.map((t, i) => at(t, 1, i))], {
        gapYPx: LABEL_PX,
      }),
    },
    // A tall box (a phone held upright): the piles in two rows of 4 and 3 under the row of six places, for
    // larger cards than 7 across allow.
    {
      name: 'rows',
      root: grid(
        [
          at(stock, 0, 0),
          at(chooser, 0, 1),
          ...F.map((f, i) => at(f, 0, 2 + i)),
          ...down.slice(0, 4).map((t, i) => at(t, 1, 1 + i)),
          ...down.slice(4).map((t, i) => at(t, 2, 1.5 + i)),
        ],
        { gapYPx: LABEL_PX },
      ),
      bias: 0.9,
    },
    // A short wide box: stock, chooser and foundations in a panel on the left (a slight bias keeps the
    // usual row above the piles where that is nearly as large).
    { name: 'side', root: row([panel, row(down)], { gapX: BLOCK_GAP }), bias: 0.9 },
    // A short wide box with long piles: the piles fan to the right, two by four.
    { name: 'side-right', root: row([panel, block(right, 2)], { gapX: BLOCK_GAP }), bias: ODD },
  ];
}

/** Camelot: a 4×4 grid of single cards (its places' marks come from the engine's notes), and the stock, waste and discard beside or above. */
function camelot(): Arrangement[] {
  const T = ids('tableau', 16).map((id) => pile(id, 'stack', 1, 1));
  const stock = pile('stock');
  const waste = pile('waste', 'stack', 1, Infinity, 'Waste');
  const discard = pile('discard', 'stack', 1, Infinity, 'Discard');
  return [
    {
      name: 'side',
      root: grid([
        ...T.map((t, i) => at(t, Math.floor(i / 4), i % 4)),
        at(COLUMN_GAP, 0, 4),
        at(stock, 0, 5),
        at(waste, 1, 5),
        at(discard, 3, 5),
      ]),
    },
    {
      name: 'top',
      root: grid([
        at(stock, 0, 0),
        at(waste, 0, 1),
        at(discard, 0, 3),
        at(ROW_GAP, 1, 0),
        ...T.map((t, i) => at(t, 2 + Math.floor(i / 4), i % 4)),
      ]),
    },
  ];
}

/**
 * Union Square: 16 piles of one card, each building one way in its suit, so 13 cards at most (docs/rules.md).
 * Sized for 4 cards a pile. Wide boxes fan the grid to the right, tall ones down.
 */
function unionSquare(): Arrangement[] {
  const right = ids('tableau', 16).map((id) => pile(id, 'right', 4, 13));
  const down = ids('tableau', 16).map((id) => pile(id, 'down', 4, 13));
  const stock = pile('stock');
  const waste = pile('waste', 'stack', 1, Infinity, 'Waste');
  const F = ids('foundation', 4).map((id) => pile(id));
  return [
    {
      name: 'wide',
      root: grid([
        at(stock, 0, 0),
        at(waste, 1, 0),
        at(COLUMN_GAP, 0, 1),
        ...right.map((t, i) => at(t, Math.floor(i / 4), 2 + (i % 4))),
        at(COLUMN_GAP, 0, 6),
        ...F.map((f, i) => at(f, i, 7)),
      ]),
    },
    { name: 'side', root: row([block(down, 4), column([stock, waste, ...F], { alignY: 'start' })], { gapX: BLOCK_GAP }) },
    { name: 'top', root: column([row([stock, waste, SPACE, ...F]), block(down, 4)], { gapY: BLOCK_GAP }) },
    // A narrow box with long piles in several rows: two rows of 8, so only two fans share the height.
    { name: 'rows', root: column([row([stock, waste, SPACE, ...F]), block(down, 8)], { gapY: BLOCK_GAP }), bias: ODD },
  ];
}

/**
 * British Constitution: 4 rows of 8; row 1 builds down from its dealt card (a Jack at most: 11 cards),
 * rows 2–4 hold one card each (docs/rules.md). Sized for 5 cards on row 1. The stock refills row 4.
 */
function britishConstitution(): Arrangement[] {
  const T = ids('tableau', 32).map((id, i) => (i < 8 ? pile(id, 'down', 5, 11, undefined, 10) : pile(id)));
  const F = ids('foundation', 8).map((id) => pile(id));
  const stock = pile('stock');
  const rows = (r0: number, c0: number): { node: Node; r: number; c: number }[] =>
    T.map((t, i) => at(t, r0 + Math.floor(i / 8), c0 + (i % 8)));
  /** The foundations two by four, from column `c`, beside rows `r`, `r` + 1… */
  const beside = (r: number, c: number): { node: Node; r: number; c: number }[] => [
    at(COLUMN_GAP, r, c),
    ...F.map((f, i) => at(f, r + Math.floor(i / 2), c + 1 + (i % 2))),
  ];
  return [
    // Foundations beside the rows, two by four, the stock at the left of row 4.
    { name: 'side', root: grid([...rows(0, 1), at(stock, 3, 0), ...beside(0, 9)]) },
    // Foundations (and the stock) above the rows.
    { name: 'top', root: grid([...F.map((f, i) => at(f, 0, i)), at(stock, 0, 8), ...rows(1, 0)]) },
    // Portrait: foundations above, the stock under row 4.
    { name: 'tall', root: grid([...F.map((f, i) => at(f, 0, i)), ...rows(1, 0), at(stock, 5, 0)]) },
    // A short box (a phone held sideways): row 1 beside the foundations it feeds, rows 2–4 beyond them, so
    // row 1's fans take the whole height; the foundations keep row 1 from reading as part of row 2.
    {
      name: 'split',
      root: row(
        [
          grid(
            T.slice(0, 8).map((t, i) => at(t, 0, i)),
            { alignY: 'start' },
          ),
          block(F, 2, { alignY: 'start' }),
          grid([...T.slice(8).map((t, i) => at(t, Math.floor(i / 8), i % 8)), at(stock, 3, 0)], { alignY: 'start' }),
        ],
        { gapX: BLOCK_GAP },
      ),
      bias: ODD,
    },
  ];
}

const ARRANGEMENTS: Record<GameId, Arrangement[]> = {
  hamlet: hamlet(),
  hamilton: hamilton(),
  camelot: camelot(),
  'union-square': unionSquare(),
  'british-constitution': britishConstitution(),
};

// ---------------------------------------------------------------------------------------------------
// Sizes: what a node needs at a card width, and what more it can use.

/** A card width and what follows from it. */
interface Size {
  w: number;
  h: number;
  /** Least (rounded up to a tenth), comfortable and widest steps of down and right fans, in pixels. */
  minDown: number;
  minRight: number;
  comfyDown: number;
  comfyRight: number;
  openDown: number;
  openRight: number;
  gapMax: number;
  /** The length a pile's room is sized for. */
  plan: (p: PileNode) => number;
}

const up10 = (v: number): number => Math.ceil(v * 10 - 1e-6) / 10;
const down10 = (v: number): number => Math.floor(v * 10 + 1e-6) / 10;
const round10 = (v: number): number => Math.round(v * 10) / 10;

/** Sizes at card width `w`; `strict` keeps the strips' pixel floor (a tiny preview cannot). */
function sizeAt(w: number, plan: (p: PileNode) => number, strict: boolean): Size {
  const h = w * CARD_RATIO;
  const minDown = up10(strict ? minStepDown(h) : INDEX_DOWN * h);
  const minRight = up10(strict ? minStepRight(w) : INDEX_RIGHT * w);
  return {
    w,
    h,
    minDown,
    minRight,
    comfyDown: down10(Math.max(COMFY_MIN * minDown, COMFY_DOWN * h)),
    comfyRight: down10(Math.max(COMFY_MIN * minRight, COMFY_RIGHT * w)),
    openDown: down10(Math.max(COMFY_MIN * minDown, OPEN_DOWN * h)),
    openRight: down10(Math.max(COMFY_MIN * minRight, OPEN_RIGHT * w)),
    gapMax: Math.max(GAP_PX, GAP_MAX * w),
    plan,
  };
}

/** The length a pile of `n` cards is sized for: the typical length, or beyond it in steps, never past its longest. */
function plannedLength(n: number, typical: number, most: number): number {
  return Math.max(n, Math.min(most, n <= typical ? typical : typical + Math.ceil((n - typical) / PLAN_STEP) * PLAN_STEP));
}

/** Least and most useful extent of a node along each axis. */
interface Extent {
  minX: number;
  capX: number;
  minY: number;
  capY: number;
}

function pileExtent(p: PileNode, s: Size): Extent {
  const steps = p.fan === 'stack' ? 0 : s.plan(p) - 1;
  const reach =
    p.fan === 'down' ? [steps * s.minDown, steps * s.comfyDown] : p.fan === 'right' ? [steps * s.minRight, steps * s.comfyRight] : [0, 0];
  const [least, most] = reach as [number, number];
  return p.fan === 'right'
    ? { minX: s.w + least, capX: s.w + most, minY: s.h, capY: s.h }
    : { minX: s.w, capX: s.w, minY: s.h + least, capY: s.h + most };
}

interface Tracks {
  cols: { min: number; cap: number }[];
  rows: { min: number; cap: number }[];
  gapX: [number, number];
  gapY: [number, number];
}

function tracksOf(g: GridNode, s: Size): Tracks {
  const cols: { min: number; cap: number }[] = [];
  const rows: { min: number; cap: number }[] = [];
  const grow = (list: { min: number; cap: number }[], i: number, min: number, cap: number): void => {
    while (list.length <= i) list.push({ min: 0, cap: 0 });
    list[i]!.min = Math.max(list[i]!.min, min);
    list[i]!.cap = Math.max(list[i]!.cap, cap, min);
  };
  for (const cell of g.cells) {
    const e = extent(cell.node, s);
    grow(cols, Math.floor(cell.c), e.minX, e.capX);
    grow(rows, Math.floor(cell.r), e.minY, e.capY);
  }
  const gap = (f: number, px: number): [number, number] => [Math.max(px, f * s.w), Math.max(px, f * s.w, s.gapMax)];
  return { cols, rows, gapX: gap(g.gapX, GAP_PX), gapY: gap(g.gapY, g.gapYPx) };
}

const sum = (list: { min: number; cap: number }[], key: 'min' | 'cap'): number => list.reduce((t, x) => t + x[key], 0);

function extent(node: Node, s: Size): Extent {
  if (node.kind === 'pile') return pileExtent(node, s);
  if (node.kind === 'space') return { minX: node.w * s.w, capX: node.w * s.w, minY: node.h * s.w, capY: node.h * s.w };
  const t = tracksOf(node, s);
  const gaps = (n: number, g: [number, number]): [number, number] => [Math.max(0, n - 1) * g[0], Math.max(0, n - 1) * g[1]];
  const [gx0, gx1] = gaps(t.cols.length, t.gapX);
  const [gy0, gy1] = gaps(t.rows.length, t.gapY);
  return { minX: sum(t.cols, 'min') + gx0, capX: sum(t.cols, 'cap') + gx1, minY: sum(t.rows, 'min') + gy0, capY: sum(t.rows, 'cap') + gy1 };
}

// ---------------------------------------------------------------------------------------------------
// Placing: a node in a box at least as big as it needs.

/**
 * Shares `extra` among tracks up to their caps (equal shares, again and again), then among the gaps up to
 * their most; returns the track sizes, the gap and what is left over.
 */
function share(
  tracks: { min: number; cap: number }[],
  gap: [number, number],
  extra: number,
): { sizes: number[]; gap: number; left: number } {
  const sizes = tracks.map((t) => t.min);
  let left = Math.max(0, extra);
  for (let round = 0; round < tracks.length && left > 1e-6; round++) {
    const open = tracks.map((t, i) => i).filter((i) => tracks[i]!.cap - sizes[i]! > 1e-6);
    if (open.length === 0) break;
    const each = left / open.length;
    for (const i of open) {
      const add = Math.min(each, tracks[i]!.cap - sizes[i]!);
      sizes[i]! += add;
      left -= add;
    }
  }
  const n = tracks.length - 1;
  const more = n > 0 ? Math.min(gap[1] - gap[0], left / n) : 0;
  left -= more * n;
  return { sizes, gap: gap[0] + more, left };
}

interface Placed {
  node: PileNode;
  box: Rect;
}

function place(node: Node, box: Rect, s: Size, out: Placed[]): void {
  if (node.kind === 'space') return;
  if (node.kind === 'pile') {
    out.push({ node, box });
    return;
  }
  const t = tracksOf(node, s);
  const e = extent(node, s);
  const xs = share(t.cols, t.gapX, box.w - e.minX);
  const ys = share(t.rows, t.gapY, box.h - e.minY);
  const starts = (sizes: number[], gap: number, origin: number): number[] => {
    const list: number[] = [];
    let p = origin;
    for (const size of sizes) {
      list.push(p);
      p += size + gap;
    }
    return list;
  };
  const x0 = box.x + (node.alignX === 'center' ? xs.left / 2 : 0);
  const y0 = box.y + (node.alignY === 'center' ? ys.left / 2 : 0);
  const cx = starts(xs.sizes, xs.gap, x0);
  const cy = starts(ys.sizes, ys.gap, y0);
  for (const cell of node.cells) {
    const c = Math.floor(cell.c);
    const r = Math.floor(cell.r);
    place(
      cell.node,
      {
        x: cx[c]! + (cell.c - c) * (xs.sizes[c]! + xs.gap),
        y: cy[r]! + (cell.r - r) * (ys.sizes[r]! + ys.gap),
        w: xs.sizes[c]!,
        h: ys.sizes[r]!,
      },
      s,
      out,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// The layout.

/** A pile's kind, its id without the number: 'tableau-3' is a 'tableau'. */
export function kindOf(pile: string): string {
  return pile.replace(/-\d+$/, '');
}

/** Face-down cards: the stock is never seen. */
function faceUp(pile: string): boolean {
  return kindOf(pile) !== 'stock';
}

/** True when `root` fits in `w` × `h` with cards `cw` wide. */
function fits(root: Node, w: number, h: number, cw: number, plan: (p: PileNode) => number, strict: boolean): boolean {
  const e = extent(root, sizeAt(cw, plan, strict));
  return e.minX <= w + 1e-6 && e.minY <= h + 1e-6;
}

/** The largest card width (to a tenth of a pixel) at which `root` fits in `w` × `h`, or 0. */
function largestCard(root: Node, w: number, h: number, plan: (p: PileNode) => number, strict: boolean): number {
  let lo = 0;
  let hi = Math.max(0, Math.min(w, h / CARD_RATIO));
  if (hi > 0 && fits(root, w, h, hi, plan, strict)) return down10(hi);
  for (let i = 0; i < 40 && hi - lo > 0.05; i++) {
    const mid = (lo + hi) / 2;
    if (fits(root, w, h, mid, plan, strict)) lo = mid;
    else hi = mid;
  }
  return down10(lo);
}

interface Choice {
  arrangement: Arrangement;
  cardW: number;
  strict: boolean;
}

/**
 * The arrangement with the biggest cards (weighed by its bias; an earlier one wins a tie), in whole pixels
 * above 20 for crisp edges. A box too small for the strips' pixel floor (a preview) scales the strips
 * with the card instead.
 */
function biggest(game: GameId, w: number, h: number, plan: (p: PileNode) => number): Choice {
  let best: Choice = { arrangement: ARRANGEMENTS[game][0]!, cardW: 0, strict: true };
  for (const strict of [true, false]) {
    let score = 0;
    for (const a of ARRANGEMENTS[game]) {
      const cw = largestCard(a.root, w, h, plan, strict);
      if (cw * (a.bias ?? 1) > score + 0.25) {
        score = cw * (a.bias ?? 1);
        best = { arrangement: a, cardW: cw, strict };
      }
    }
    if (best.cardW >= MIN_CARD) break;
  }
  best.cardW = Math.max(1, best.cardW > 20 ? Math.floor(best.cardW) : best.cardW);
  return best;
}

/**
 * The choice planned for the piles' real reach where cards stay at least FLOOR wide and not much smaller
 * (SHARE) than a plan for the typical lengths gives; else planned for less, in steps towards the typical.
 */
function planned(
  game: GameId,
  w: number,
  h: number,
  length: (id: string) => number,
  steps: readonly number[],
): { choice: Choice; plan: (p: PileNode) => number } {
  const planAt =
    (k: number) =>
    (p: PileNode): number =>
      plannedLength(length(p.id), Math.round(p.typical + k * (p.reach - p.typical)), p.most);
  const least = planAt(0);
  const top = biggest(game, w, h, least);
  for (const k of steps) {
    if (k === 0) break;
    const choice = biggest(game, w, h, planAt(k));
    if (choice.cardW >= Math.max(FLOOR, SHARE * top.cardW)) return { choice, plan: planAt(k) };
  }
  return { choice: top, plan: least };
}

/** True when every fanned pile of `l` holds its cards at least at the least step (within its room). */
function holds(l: Layout, s: Size): boolean {
  return l.piles.every((p) => {
    const n = l.cards.filter((c) => c.pile === p.id).length;
    if (p.fan === 'stack' || n < 2) return true;
    const room = p.fan === 'down' ? p.zone.h - l.cardH : p.zone.w - l.cardW;
    return (n - 1) * (p.fan === 'down' ? s.minDown : s.minRight) <= room + 1e-6;
  });
}

/**
 * The rectangles of every pile and card of `scene` in a box of `width` × `height` pixels. The arrangement,
 * the card size and each pile's room are chosen once per deal and box: given the layout drawn before for
 * the same deal and box (the position one move earlier), they are kept, so a move, an undo, a hint or a
 * demo never moves the table; a pile longer than its plan closes its fan up (never below the least step).
 * Only a pile that its room cannot hold even so makes a fresh choice, planned for the piles as they are. The table passes no previous layout for a new
 * deal or a restart, and a new box size starts afresh.
 */
export function layout(scene: Scene, width: number, height: number, previous?: Layout): Layout {
  const length = (id: string): number => scene.piles[id]?.length ?? 0;
  const w = Math.max(0, width - MARGIN.left - MARGIN.right);
  const h = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const same =
    previous !== undefined &&
    previous.game === scene.game &&
    previous.deal === scene.deal &&
    previous.width === width &&
    previous.height === height;
  const before = new Map(same ? previous.piles.map((p) => [p.id, p.planned]) : []);
  const kept = same ? ARRANGEMENTS[scene.game].find((x) => x.name === previous.arrangement) : undefined;
  if (same && kept !== undefined && previous.cardW >= MIN_CARD) {
    const frozen = sizeAt(previous.cardW, (p) => before.get(p.id) ?? plannedLength(0, p.typical, p.most), true);
    const l = placed(scene, width, height, kept, frozen);
    if (holds(l, frozen)) return l;
  }
  // (A choice made afresh because a pile outgrew its room plans for what the piles hold now.)
  const { choice, plan } = planned(scene.game, w, h, length, before.size > 0 ? [0] : REACH_STEPS);
  // The cards never grow back within a deal: a fresh choice with larger cards keeps the size it had.
  if (kept !== undefined && previous !== undefined && choice.cardW > previous.cardW && fits(kept.root, w, h, previous.cardW, plan, true))
    return placed(scene, width, height, kept, sizeAt(previous.cardW, plan, true));
  return placed(scene, width, height, choice.arrangement, sizeAt(choice.cardW, plan, choice.strict));
}

/** Every pile and card of `scene` placed by arrangement `best` at size `s`. */
function placed(scene: Scene, width: number, height: number, best: Arrangement, s: Size): Layout {
  const plan = s.plan;
  const out: Placed[] = [];
  const w = Math.max(0, width - MARGIN.left - MARGIN.right);
  const h = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  place(best.root, { x: MARGIN.left, y: MARGIN.top, w, h }, s, out);

  const piles: PileSpot[] = [];
  const cards: CardSpot[] = [];
  let z = 1;
  for (const { node, box } of out) {
    const x = round10(box.x);
    const y = round10(box.y);
    const rect = { x, y, w: s.w, h: s.h };
    const zone =
      node.fan === 'down'
        ? { x, y, w: s.w, h: Math.max(s.h, box.h) }
        : node.fan === 'right'
          ? { x, y, w: Math.max(s.w, box.w), h: s.h }
          : rect;
    const pile = scene.piles[node.id] ?? [];
    const n = pile.length;
    // The fan opens up to its widest step and closes as the pile grows, never below the least step
    // (a pile its room cannot hold at that step makes layout choose afresh).
    const reach = node.fan === 'down' ? zone.h - s.h : zone.w - s.w;
    const step =
      node.fan === 'stack' || n < 2
        ? 0
        : Math.max(
            node.fan === 'down' ? s.minDown : s.minRight,
            Math.min(node.fan === 'down' ? s.openDown : s.openRight, down10(reach / (n - 1))),
          );
    const planned = node.fan === 'stack' ? n : plan(node);
    const spot: PileSpot = { id: node.id, kind: kindOf(node.id), rect, zone, fan: node.fan, step, planned };
    if (node.mark !== undefined) spot.mark = node.mark;
    piles.push(spot);
    const up = faceUp(node.id);
    const first = node.fan === 'stack' ? Math.max(0, n - STACK_SHOWN) : 0;
    for (let i = first; i < n; i++) {
      cards.push({
        card: pile[i]!,
        pile: node.id,
        index: i,
        x: node.fan === 'right' ? round10(x + i * step) : x,
        y: node.fan === 'down' ? round10(y + i * step) : y,
        faceUp: up,
        z: z++,
      });
    }
  }
  // Piles keep the game's order (stock, waste, foundations, tableau…) whatever the arrangement.
  const order = new Map(Object.keys(scene.piles).map((id, i) => [id, i]));
  piles.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return {
    game: scene.game,
    ...(scene.deal === undefined ? {} : { deal: scene.deal }),
    width,
    height,
    cardW: s.w,
    cardH: s.h,
    arrangement: best.name,
    piles,
    cards,
  };
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

/**
 * The layout mirrored left to right, for a left-handed player: every pile's place moves to the other side
 * (the stock and foundations with them), while each fan still opens the usual way, so every index stays in
 * view (a fan to the right keeps its room, now starting from the mirrored side of it).
 */
export function mirrored(l: Layout): Layout {
  const flip = (r: Rect): number => round10(l.width - r.x - r.w);
  const piles = l.piles.map((p) => {
    const x = flip(p.zone);
    return { ...p, rect: { ...p.rect, x }, zone: { ...p.zone, x } };
  });
  const shift = new Map(l.piles.map((p, i) => [p.id, piles[i]!.rect.x - p.rect.x]));
  const cards = l.cards.map((c) => ({ ...c, x: round10(c.x + (shift.get(c.pile) ?? 0)) }));
  return { ...l, piles, cards };
}
