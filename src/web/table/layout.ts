// Owns where everything goes: a position and a box size give a rectangle for every pile and card (pure).
// Each game offers a few arrangements, written as nested grids of piles (portrait and landscape shapes,
// foundations above or beside). The arrangement and the card size are chosen once per game and box (and
// cached): the largest card for which every pile fits its fan, at the least strip of metrics.ts, for the
// longest the pile really grows in long games (its reach), or for as much of that as keeps cards FLOOR wide.
// A move never changes the choice: a pile longer than its room closes its fan up inside that room. Spare
// room goes first to the fans (up to a comfortable step), then to the gaps, and what is left is shared
// around the table.
import { type Card, type GameId, type Piles, type Vars, describePile } from '../../index.js';
import { pileWords, t } from '../../i18n/index.js';
import { CARD_RATIO, INDEX_DOWN, INDEX_RIGHT, LARGE_INDEX, minStepDown, minStepRight } from './metrics.js';

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

/** A name printed beside a group of piles (British Constitution's "Row 1"), in a narrow gutter of its own. */
export interface RowLabel {
  text: string;
  rect: Rect;
}

export interface Layout {
  game: GameId;
  deal?: number;
  width: number;
  height: number;
  cardW: number;
  cardH: number;
  /** The arrangement chosen for this game and box (e.g. 'rows' for Hamlet's two rows on a phone). */
  arrangement: string;
  /** The stock and foundations on the other side (the left-handed setting). */
  leftHanded: boolean;
  /** How big the index bands kept in view are: 1, or metrics.ts's LARGE_INDEX (the large indices setting). */
  index: number;
  piles: PileSpot[];
  cards: CardSpot[];
  labels: RowLabel[];
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
  /** The pile's name is printed in its empty place (a pile a player might not know: the waste, the discard). */
  named?: boolean;
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

/** A row's name, read upwards in a gutter as tall as a card (British Constitution's "Row 1"). */
/** A row's name in a gutter at its left ("Row 1"), said in the language in effect when laid out. */
interface LabelNode {
  kind: 'label';
  row: number;
}

type Node = PileNode | SpaceNode | GridNode | LabelNode;

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
/** Cards stay at least this wide where a plan can allow it: the piles are planned for less of their reach otherwise. */
const FLOOR = 34;
/** Beyond the reach, the most a pile is planned for where that costs no card size (for a game with no most). */
const MORE = 3;
/** The bias of an arrangement unlike the game's usual picture: its cards must be a fifth larger to win. */
const ODD = 0.83;
/** Space kept clear around the table: the stock's count badge sits on the place's top right corner. */
const MARGIN = { top: 8, right: 6, bottom: 4, left: 6 };

/** The room for the piles inside a table of `width` × `height`, its margins taken off. */
function inside(width: number, height: number): { w: number; h: number } {
  return { w: Math.max(0, width - MARGIN.left - MARGIN.right), h: Math.max(0, height - MARGIN.top - MARGIN.bottom) };
}
/** A row label's gutter: wide enough for a line of small print read upwards, in pixels and card widths. */
const LABEL_W_PX = 14;
const LABEL_W = 0.22;
const labelWidth = (cardW: number): number => Math.max(LABEL_W_PX, LABEL_W * cardW);
/** How many cards of a squared pile are drawn (the rest are hidden beneath). */
const STACK_SHOWN = 3;

const ids = (kind: string, n: number, from = 1): string[] => Array.from({ length: n }, (_, i) => `${kind}-${from + i}`);

function pile(id: string, fan: Fan = 'stack', typical = 1, most = Infinity, named = false, reach = typical): PileNode {
  const node: PileNode = { kind: 'pile', id, fan, typical, most, reach: Math.min(most, Math.max(typical, reach)) };
  return named ? { ...node, named } : node;
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
 * foundations. Its piles reach 17 cards (the longest of 300 random playouts and of 40 solver lines, which
 * reached 16); at least 12 are planned for.
 */
function hamlet(): Arrangement[] {
  const T = ids('tableau', 13).map((id) => pile(id, 'down', 12, 20, undefined, 17));
  const R = ids('tableau', 13).map((id) => pile(id, 'right', 12, 20, undefined, 17));
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
    // A narrow tall box (a small phone): the two rows take the whole height, the foundations in one column.
    {
      name: 'rows-column',
      root: row([grid([...T.slice(0, 7).map((t, i) => at(t, 0, i)), ...T.slice(7).map((t, i) => at(t, 1, 0.5 + i))]), column(F)], {
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
  const waste = pile('waste', 'stack', 1, Infinity, true);
  const discard = pile('discard', 'stack', 1, Infinity, true);
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
 * Union Square: 16 piles of one card, each building one way in its suit, so 13 cards at most (docs/rules.md),
 * and real games get there (5 of 40 solver lines, 12 or more in 14): planned for 13 where cards stay FLOOR
 * wide. Wide boxes fan the grid to the right, tall ones down.
 */
function unionSquare(): Arrangement[] {
  const right = ids('tableau', 16).map((id) => pile(id, 'right', 4, 13, undefined, 13));
  const down = ids('tableau', 16).map((id) => pile(id, 'down', 4, 13, undefined, 13));
  const stock = pile('stock');
  const waste = pile('waste', 'stack', 1, Infinity, true);
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
    // The grid fanning right under a row of the stock, the waste and the foundations (a desktop: long fans).
    { name: 'wide-top', root: column([row([stock, waste, SPACE, ...F]), block(right, 4)], { gapY: BLOCK_GAP }) },
    { name: 'side', root: row([block(down, 4), column([stock, waste, ...F], { alignY: 'start' })], { gapX: BLOCK_GAP }) },
    { name: 'top', root: column([row([stock, waste, SPACE, ...F]), block(down, 4)], { gapY: BLOCK_GAP }) },
    // A narrow box with long piles in several rows: two rows of 8, so only two fans share the height.
    { name: 'rows', root: column([row([stock, waste, SPACE, ...F]), block(down, 8)], { gapY: BLOCK_GAP }), bias: ODD },
  ];
}

/**
 * British Constitution: 4 rows of 8; row 1 builds down from its dealt card (a Jack at most: 11 cards; 10 in
 * 300 random playouts), rows 2–4 hold one card each (docs/rules.md). The stock refills row 4. Each row is
 * named in a gutter at its left ("Row 1"), as the status line names it, and the four rows stay together,
 * in order.
 */
function britishConstitution(): Arrangement[] {
  const T = ids('tableau', 32).map((id, i) => (i < 8 ? pile(id, 'down', 5, 11, undefined, 10) : pile(id)));
  const F = ids('foundation', 8).map((id) => pile(id));
  const stock = pile('stock');
  const name = (r: number): LabelNode => ({ kind: 'label', row: r + 1 });
  /** Rows `from`… of the four, each with its name, from grid row `r0` and column `c0` (the name in the column before). */
  const rows = (r0: number, c0: number, from = 0, to = 4): { node: Node; r: number; c: number }[] =>
    T.slice(from * 8, to * 8).flatMap((t, i) => {
      const r = r0 + Math.floor(i / 8);
      return i % 8 === 0 ? [at(name(from + Math.floor(i / 8)), r, c0 - 1), at(t, r, c0)] : [at(t, r, c0 + (i % 8))];
    });
  return [
    // Foundations beside the rows, two by four, the stock at the left of row 4.
    {
      name: 'side',
      root: grid([...rows(0, 2), at(stock, 3, 0), at(COLUMN_GAP, 0, 10), ...F.map((f, i) => at(f, Math.floor(i / 2), 11 + (i % 2)))]),
    },
    // Foundations (and the stock) above the rows.
    { name: 'top', root: grid([...F.map((f, i) => at(f, 0, 1 + i)), at(stock, 0, 9), ...rows(1, 1)]) },
    // Portrait: foundations above, the stock under row 4.
    { name: 'tall', root: grid([...F.map((f, i) => at(f, 0, 1 + i)), ...rows(1, 1), at(stock, 5, 1)]) },
    // A short box (a phone held sideways): row 1, whose fans need the height, beside rows 2–4 (the stock
    // under row 4), then the foundations two by four.
    {
      name: 'pair',
      root: row(
        [
          grid(rows(0, 1, 0, 1), { alignY: 'start' }),
          grid([...rows(0, 1, 1, 4), at(stock, 3, 1)], { alignY: 'start' }),
          block(F, 2, { alignY: 'start' }),
        ],
        { gapX: BLOCK_GAP },
      ),
      bias: ODD,
    },
  ];
}

/** Each game's arrangements, made at the game's first layout (not when the table's code loads: issue 30). */
const ARRANGE: Record<GameId, () => Arrangement[]> = {
  hamlet,
  hamilton,
  camelot,
  'union-square': unionSquare,
  'british-constitution': britishConstitution,
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
  /** The closest a fan longer than its plan may close up: the whole index still in view (rounded up to a tenth). */
  tightDown: number;
  tightRight: number;
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

/** Sizes at card width `w`; `strict` keeps the strips' pixel floor (a tiny preview cannot); `index`: the bands' scale. */
function sizeAt(w: number, plan: (p: PileNode) => number, strict: boolean, index = 1): Size {
  const h = w * CARD_RATIO;
  const minDown = up10(strict ? minStepDown(h, index) : INDEX_DOWN * index * h);
  const minRight = up10(strict ? minStepRight(w, index) : INDEX_RIGHT * index * w);
  return {
    w,
    h,
    minDown,
    minRight,
    tightDown: up10(INDEX_DOWN * index * h),
    tightRight: up10(INDEX_RIGHT * index * w),
    comfyDown: down10(Math.max(COMFY_MIN * minDown, COMFY_DOWN * h)),
    comfyRight: down10(Math.max(COMFY_MIN * minRight, COMFY_RIGHT * w)),
    openDown: down10(Math.max(COMFY_MIN * minDown, OPEN_DOWN * h)),
    openRight: down10(Math.max(COMFY_MIN * minRight, OPEN_RIGHT * w)),
    gapMax: Math.max(GAP_PX, GAP_MAX * w),
    plan,
  };
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
  if (node.kind === 'label') return { minX: labelWidth(s.w), capX: labelWidth(s.w), minY: s.h, capY: s.h };
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
  node: PileNode | LabelNode;
  box: Rect;
}

function place(node: Node, box: Rect, s: Size, out: Placed[]): void {
  if (node.kind === 'space') return;
  if (node.kind === 'pile' || node.kind === 'label') {
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
// Left-handed: the stock and the foundations change sides, the tableau keeps pile 1 on the left.

/** The smallest tableau number inside a node (pile 1 is 'tableau-1'), or undefined when it holds none. */
function firstTableau(node: Node): number | undefined {
  if (node.kind === 'pile') return kindOf(node.id) === 'tableau' ? Number(node.id.slice(node.id.lastIndexOf('-') + 1)) : undefined;
  if (node.kind !== 'grid') return undefined;
  const found = node.cells.map((cell) => firstTableau(cell.node)).filter((n): n is number => n !== undefined);
  return found.length === 0 ? undefined : Math.min(...found);
}

/**
 * A node mirrored left to right, except that in each row of a grid the cells holding tableau piles take
 * the places the mirror gives them in their order, so pile 1 stays on the left and rows read as before;
 * everything else (stock, foundations, a row's name) moves to the other side. A grid of tableau piles
 * alone stays as it is.
 */
function mirrorNode(node: Node): Node {
  if (node.kind !== 'grid' || node.cells.every((cell) => cell.node.kind === 'pile' && kindOf(cell.node.id) === 'tableau')) return node;
  const last = Math.max(...node.cells.map((cell) => Math.floor(cell.c)));
  const cells = node.cells.map((cell) => ({ node: mirrorNode(cell.node), r: cell.r, c: last - cell.c }));
  for (const r of new Set(cells.map((cell) => cell.r))) {
    const held = cells.filter((cell) => cell.r === r && firstTableau(cell.node) !== undefined);
    const places = held.map((cell) => cell.c).sort((a, b) => a - b);
    held.sort((a, b) => firstTableau(a.node)! - firstTableau(b.node)!).forEach((cell, i) => (cell.c = places[i]!));
  }
  return { ...node, cells };
}

const RIGHT = new Map<GameId, Arrangement[]>();
const LEFT = new Map<GameId, Arrangement[]>();

/** A game's arrangements, for a left-handed player or not. */
function arrangementsOf(game: GameId, leftHanded: boolean): Arrangement[] {
  let right = RIGHT.get(game);
  if (right === undefined) {
    right = ARRANGE[game]();
    RIGHT.set(game, right);
  }
  if (!leftHanded) return right;
  let list = LEFT.get(game);
  if (list === undefined) {
    list = right.map((a) => ({ ...a, root: mirrorNode(a.root) }));
    LEFT.set(game, list);
  }
  return list;
}

// ---------------------------------------------------------------------------------------------------
// The choice: an arrangement and a card size per game and box, made once and kept.

/** A pile's kind, its id without the number: 'tableau-3' is a 'tableau'. */
export function kindOf(pile: string): string {
  return pile.replace(/-\d+$/, '');
}

/** Face-down cards: the stock is never seen. */
function faceUp(pile: string): boolean {
  return kindOf(pile) !== 'stock';
}

/** True when `root` fits in `w` × `h` at size `s`. */
function fits(root: Node, w: number, h: number, s: Size): boolean {
  const e = extent(root, s);
  return e.minX <= w + 1e-6 && e.minY <= h + 1e-6;
}

/**
 * The largest card width at which `root` fits in `w` × `h`, or 0: whole pixels found by halving (about ten
 * tries), then tenths of a pixel below 20, where a pixel is much. It yields after each try: a try measures
 * the whole arrangement, and a slow phone's first tries (code not yet compiled) take milliseconds each.
 */
function* largestCard(root: Node, w: number, h: number, plan: (p: PileNode) => number, strict: boolean, index: number): Search<number> {
  const ok = (cw: number): boolean => fits(root, w, h, sizeAt(cw, plan, strict, index));
  const top = Math.floor(Math.max(0, Math.min(w, h / CARD_RATIO)));
  if (top > 0 && ok(top)) return top;
  // ok(lo) holds (or lo is 0), ok(hi) does not.
  let lo = 0;
  let hi = top;
  while (hi - lo > 1) {
    yield;
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  if (lo >= 20) return lo;
  let a = lo * 10;
  let b = Math.max(a + 1, Math.min(hi * 10, a + 10));
  while (b - a > 1) {
    yield;
    const mid = Math.floor((a + b) / 2);
    if (ok(mid / 10)) a = mid;
    else b = mid;
  }
  return a / 10;
}

interface Choice {
  arrangement: Arrangement;
  size: Size;
}

/** A search that yields between its slices (each size tried for one arrangement at one plan) and returns what it found. */
type Search<T> = Generator<void, T, void>;

/**
 * The arrangement with the biggest cards (weighed by its bias; an earlier one wins a tie), in whole pixels
 * above 20 for crisp edges. A box too small for the strips' pixel floor (a preview) scales the strips
 * with the card instead.
 */
function* biggest(list: Arrangement[], w: number, h: number, plan: (p: PileNode) => number, index: number): Search<Choice> {
  let best = { arrangement: list[0]!, cardW: 0, strict: true };
  for (const strict of [true, false]) {
    let score = 0;
    for (const a of list) {
      const cw = yield* largestCard(a.root, w, h, plan, strict, index);
      yield;
      if (cw * (a.bias ?? 1) > score + 0.25) {
        score = cw * (a.bias ?? 1);
        best = { arrangement: a, cardW: cw, strict };
      }
    }
    if (best.cardW >= MIN_CARD) break;
  }
  return { arrangement: best.arrangement, size: sizeAt(Math.max(1, best.cardW), plan, best.strict, index) };
}

/**
 * The lengths piles are planned for at `level`: 0 the typical length, 1 the reach, in between a share of
 * the way; above 1 the most the rules allow (at most MORE past the reach). A pile already longer (an
 * imported position) is planned as it is.
 */
function planAt(level: number, over: ReadonlyMap<string, number>): (p: PileNode) => number {
  return (p) => {
    const n = level > 1 ? Math.min(p.most, p.reach + MORE) : Math.round(p.typical + level * (p.reach - p.typical));
    return Math.max(n, over.get(p.id) ?? 0);
  };
}

function piles(node: Node): PileNode[] {
  return node.kind === 'pile' ? [node] : node.kind === 'grid' ? node.cells.flatMap((c) => piles(c.node)) : [];
}

const CHOSEN = new Map<string, Choice>();
const KEPT = 256;

/**
 * The choice for a game in a box (inner size `w` × `h`): planned for the piles' reach where cards stay
 * FLOOR wide (and for the most the rules allow where that costs nothing), else for as much of the reach as
 * keeps them FLOOR wide, one card at a time. Made once per game, box and hand, then cached.
 */
function* choosing(
  game: GameId,
  w: number,
  h: number,
  leftHanded: boolean,
  over: ReadonlyMap<string, number>,
  index: number,
): Search<Choice> {
  const key = `${game} ${w} ${h} ${leftHanded} ${index} ${[...over].join(' ')}`;
  const cached = CHOSEN.get(key);
  if (cached !== undefined) return cached;
  const list = arrangementsOf(game, leftHanded);
  const levels = Math.max(1, ...piles(list[0]!.root).map((p) => p.reach - p.typical));
  let pick: Choice | undefined;
  for (let j = levels; j >= 0 && pick === undefined; j--) {
    const c = yield* biggest(list, w, h, planAt(j / levels, over), index);
    if (c.size.w < FLOOR && j > 0) continue;
    pick = c;
    if (j === levels) {
      const more = yield* biggest(list, w, h, planAt(2, over), index);
      if (more.size.w >= c.size.w) pick = more;
    }
  }
  if (CHOSEN.size >= KEPT) CHOSEN.clear();
  CHOSEN.set(key, pick!);
  return pick!;
}

/** The search run to its end at once. */
function choose(game: GameId, w: number, h: number, leftHanded: boolean, over: ReadonlyMap<string, number>, index: number): Choice {
  const search = choosing(game, w, h, leftHanded, over, index);
  for (;;) {
    const r = search.next();
    if (r.done === true) return r.value;
  }
}

/**
 * The search `layout` makes for `scene` in a box of `width` × `height` (its first, for the usual plan), in
 * slices: each call of the function returned tries one size of one arrangement at one plan and says
 * whether more remain. Once it has said false, `layout` finds the choice made (for the same game, box and
 * options) and searches no more: a caller that runs the slices in tasks of their own (the table's first
 * drawing, a resize) keeps every task short on a slow phone, and the choice is the same.
 */
export function layoutSearch(scene: Scene, width: number, height: number, options: LayoutOptions = {}): () => boolean {
  const index = options.largeIndex === true ? LARGE_INDEX : 1;
  const { w, h } = inside(width, height);
  const search = choosing(scene.game, w, h, options.leftHanded === true, new Map(), index);
  return () => search.next().done !== true;
}

/**
 * True when every fanned pile of `scene` fits the room `s` plans for it (its planned length at the least
 * step), closing up to the tight step when it is longer than planned.
 */
function holds(root: Node, scene: Scene, s: Size): boolean {
  return piles(root).every((p) => {
    const n = scene.piles[p.id]?.length ?? 0;
    if (p.fan === 'stack' || n <= s.plan(p)) return true;
    const [least, tight] = p.fan === 'down' ? [s.minDown, s.tightDown] : [s.minRight, s.tightRight];
    return (n - 1) * tight <= (s.plan(p) - 1) * least + 1e-6;
  });
}

export interface LayoutOptions {
  /** The stock and the foundations on the other side; the tableau still numbered from the left. */
  leftHanded?: boolean;
  /** Large indices: the index bands kept in view are LARGE_INDEX times as big. */
  largeIndex?: boolean;
}

/**
 * The rectangles of every pile and card of `scene` in a box of `width` × `height` pixels. The arrangement,
 * the card size and each pile's room depend on the game, the box and the hand only (see choose), so a move,
 * an undo, a hint or a demo never moves the table, and a reload draws it as it was; a pile longer than its
 * plan closes its fan up inside its room, down to the tight step that still shows each whole index. Only a
 * pile longer than even that allows (past anything real games reach) makes a fresh choice that plans for it.
 * Given the layout drawn before for the same deal, box and hand, its choice is kept while it holds.
 */
export function layout(scene: Scene, width: number, height: number, previous?: Layout, options: LayoutOptions = {}): Layout {
  const leftHanded = options.leftHanded === true;
  const index = options.largeIndex === true ? LARGE_INDEX : 1;
  const list = arrangementsOf(scene.game, leftHanded);
  const { w, h } = inside(width, height);
  const same =
    previous !== undefined &&
    previous.game === scene.game &&
    previous.deal === scene.deal &&
    previous.width === width &&
    previous.height === height &&
    previous.leftHanded === leftHanded &&
    previous.index === index;
  const kept = same ? list.find((a) => a.name === previous.arrangement) : undefined;
  if (kept !== undefined && previous !== undefined) {
    const plans = new Map(previous.piles.map((p) => [p.id, p.planned]));
    const s = sizeAt(previous.cardW, (p) => plans.get(p.id) ?? p.typical, previous.cardW >= MIN_CARD, index);
    if (holds(kept.root, scene, s)) return placed(scene, width, height, kept, s, leftHanded, index);
  }
  let choice = choose(scene.game, w, h, leftHanded, new Map(), index);
  if (!holds(choice.arrangement.root, scene, choice.size)) {
    // Piles too long for the usual plan are planned as they are (the rest as usual).
    const over = new Map<string, number>();
    for (const p of piles(list[0]!.root)) {
      const n = scene.piles[p.id]?.length ?? 0;
      if (p.fan !== 'stack' && n > choice.size.plan(p)) over.set(p.id, n);
    }
    choice = choose(scene.game, w, h, leftHanded, over, index);
  }
  return placed(scene, width, height, choice.arrangement, choice.size, leftHanded, index);
}

/** Every pile and card of `scene` placed by arrangement `best` at size `s`. */
function placed(scene: Scene, width: number, height: number, best: Arrangement, s: Size, leftHanded: boolean, index = 1): Layout {
  const plan = s.plan;
  const out: Placed[] = [];
  const { w, h } = inside(width, height);
  place(best.root, { x: MARGIN.left, y: MARGIN.top, w, h }, s, out);

  const spots: PileSpot[] = [];
  const cards: CardSpot[] = [];
  const labels: RowLabel[] = [];
  let z = 1;
  for (const { node, box } of out) {
    const x = round10(box.x);
    const y = round10(box.y);
    if (node.kind === 'label') {
      labels.push({ text: t('table.row', { row: node.row }), rect: { x, y, w: round10(labelWidth(s.w)), h: s.h } });
      continue;
    }
    const rect = { x, y, w: s.w, h: s.h };
    const zone =
      node.fan === 'down'
        ? { x, y, w: s.w, h: Math.max(s.h, box.h) }
        : node.fan === 'right'
          ? { x, y, w: Math.max(s.w, box.w), h: s.h }
          : rect;
    const pile = scene.piles[node.id] ?? [];
    const n = pile.length;
    // The fan opens up to its widest step and closes as the pile grows; a pile longer than its plan
    // closes it further, inside its room.
    const room = node.fan === 'down' ? zone.h - s.h : zone.w - s.w;
    const step = node.fan === 'stack' || n < 2 ? 0 : Math.min(node.fan === 'down' ? s.openDown : s.openRight, down10(room / (n - 1)));
    const spot: PileSpot = {
      id: node.id,
      kind: kindOf(node.id),
      rect,
      zone,
      fan: node.fan,
      step,
      planned: node.fan === 'stack' ? n : plan(node),
    };
    if (node.named === true) spot.mark = pileWords(node.id, describePile(scene.game, node.id), 'title');
    spots.push(spot);
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
  spots.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return {
    game: scene.game,
    ...(scene.deal === undefined ? {} : { deal: scene.deal }),
    width,
    height,
    cardW: s.w,
    cardH: s.h,
    arrangement: best.name,
    leftHanded,
    index,
    piles: spots,
    cards,
    labels,
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
