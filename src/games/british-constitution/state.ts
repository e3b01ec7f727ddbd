// Owns British Constitution's rules (docs/rules.md) in their one fast form: row 1 as eight short
// piles, rows 2–4 as one card per place, the stock as a fixed sequence and a count, and eight foundation
// heights, with make/unmake (the row-4 refill from the stock included), an incremental key blind to
// where in its row a card or pile lies, and the refusals as facts.
import {
  type AutoReason,
  type Card,
  type Entry,
  type GameState,
  type Move,
  type PileNotes,
  type Piles,
  type Position,
  type Rank,
  type Refusal,
  PileKeys,
  SUIT_CHARS,
  TYPE_RANK,
  TYPE_SUIT,
  type Vars,
  type Written,
  UndoLog,
  cardOfType,
  cardType,
  suitOf,
  LazyZobrist,
  pileOfOne,
  pileOfRun,
  pileOfTypes,
  MOVES_SCRATCH,
  handOn,
  playRead,
  sameMove,
} from '../../engine/index.js';

/** Places in a row; row 1 holds piles 0..7, row 2 places 8..15, row 3 16..23, row 4 24..31. */
const ROW = 8;
/** The 32 places of the four rows, row-major, row 1 first. */
const PLACES = 32;
const FOUNDATIONS = 8;
/** Room per row-1 pile: a Jack down to a 2 is ten cards, the most a pile can hold. */
const STRIDE = 16;
const EMPTY = -1;
/** Foundations run Ace to Jack: eleven cards (there are no Queens or Kings). */
const TOP = 11;
/** All 88 cards home. */
const DECK_SIZE = FOUNDATIONS * TOP;
/** The eight Aces are home from the deal and score nothing (docs/rules.md). */
const DEALT_ACES = 8;

/** Diamonds and hearts, by card type (suits in SUIT_CHARS order C, D, H, S). */
const RED = Uint8Array.from({ length: 52 }, (_, t) => (TYPE_SUIT[t] === 1 || TYPE_SUIT[t] === 2 ? 1 : 0));

/** The row (0..3) of place i. */
const rowIndex = (i: number): number => (i / ROW) | 0;

/** A move's code: the top card of place `from` (0..31) goes to `to`, a place 0..31 or PLACES + a foundation (32..39). */
const moveCode = (from: number, to: number): number => from | (to << 6);
/** A move's source place. */
const codeFrom = (code: number): number => code & 63;
/** A move's target: a place, or PLACES + a foundation. */
const codeTo = (code: number): number => code >> 6;

/**
 * The layout's numbers and move codes for the search. Why not export the constants themselves: V8 reads
 * a module's exported bindings through cells, even in its own hot loops, which cost the solver a quarter
 * of its speed; a module that copies these into its own constants reads them for free.
 */
export const LAYOUT = { ROW, PLACES, FOUNDATIONS, EMPTY, TOP, moveCode, codeFrom, codeTo } as const;

const PLACE_IDS = Array.from({ length: PLACES }, (_, i) => `tableau-${i + 1}`);
const FOUNDATION_IDS = Array.from({ length: FOUNDATIONS }, (_, f) => `foundation-${f + 1}`);

/** The pile id of place i (0..31): `tableau-1` … `tableau-32`. */
export const placeId = (i: number): string => PLACE_IDS[i]!;

/** Row 1 builds down: card type `t` is one rank below `u`. */
const rankBelow = (t: number, u: number): boolean => TYPE_RANK[u] === TYPE_RANK[t]! + 1;
/** Row 1 builds in alternate colours. */
const otherColour = (t: number, u: number): boolean => RED[u] !== RED[t];

/** `buildsOn` for every pair of card types, `t * 52 + u`, looked up in the hot loops. */
const BUILDS_ON = Uint8Array.from({ length: 52 * 52 }, (_, k) =>
  rankBelow((k / 52) | 0, k % 52) && otherColour((k / 52) | 0, k % 52) ? 1 : 0,
);

/** The rule of row 1: card type `t` goes on a row-1 top `u` one rank higher and of the other colour. */
const buildsOn = (t: number, u: number): boolean => BUILDS_ON[t * 52 + u] === 1;

/**
 * The rule of the foundations: card type `t` goes on a foundation of `suit` holding `height` cards, Ace
 * up in suit: it is the card of that suit one rank higher. Types run suit by suit from the Ace, so that
 * card's type is `suit * 13 + height`; on a full foundation (the Jack) it would be a Queen, not in play.
 */
const followsOn = (t: number, suit: number, height: number): boolean => t === suit * 13 + height;

/** The rules of row 1 and of the foundations, for the checks of a read position (exported apart: see `LAYOUT`). */
export const RULES = { buildsOn, followsOn } as const;

// Row-1 piles: a number per (card type, height) combined by XOR inside a pile, and piles added together,
// so the key does not depend on which of the eight places a pile has and two equal piles do not cancel.
const PILE_KEYS = new LazyZobrist(52 * STRIDE, 0xb71c0);
// Rows 2–4: a number per (row, card type), added: a row is a multiset of cards.
const CELL_KEYS = new LazyZobrist(3 * 52, 0xc0de5);
const STOCK_KEYS = new LazyZobrist(89, 0x57c4);
// Foundations: a number per (suit, height), added: the two foundations of a suit are interchangeable.
const FOUNDATION_KEYS = new LazyZobrist(4 * (TOP + 1), 0xf00d5);

/**
 * British Constitution as a mutable state: the one place its legality is decided.
 *
 * Why the key may ignore places (docs/rules.md): every row-1 pile builds and feeds the foundations alike, a
 * space is filled from any card of the row below (the row, not the column), and a row-4 space is
 * refilled from the stock wherever it is. So a row is a multiset, and positions that differ only in
 * where a row's cards lie have the same future; so do positions that swap the two foundations of a suit.
 */
export class BritishConstitutionState implements GameState {
  keyLo = 0;
  keyHi = 0;
  /** Row-1 piles, STRIDE card types each, bottom first. */
  protected readonly piles = new Int8Array(ROW * STRIDE);
  protected readonly len = new Uint8Array(ROW);
  /** Each row-1 pile's share of the key. */
  private readonly pileKeys = new PileKeys(ROW, PILE_KEYS);
  /** Rows 2–4: one card type or EMPTY per place, index 8..31 (0..7 unused). */
  protected readonly cell = new Int8Array(PLACES).fill(EMPTY);
  /** The stock's card types, bottom first; the top is at `stockLen - 1`. */
  private readonly stock: Int8Array;
  protected stockLen: number;
  /** Each foundation's suit (0..3) and height (1 with its Ace alone, up to 11). */
  protected readonly fSuit = new Int8Array(FOUNDATIONS);
  protected readonly fHeight = new Uint8Array(FOUNDATIONS);
  private home = 0;
  /** Cards in each row (row 1 counts non-empty piles). */
  protected readonly inRow = new Uint8Array(4);
  /** Per move made, for unmake: its code and whether row 4 was refilled. */
  private readonly undo = new UndoLog();

  /** A checked position (`placementProblems` found nothing): at most one card per place of rows 2–4. */
  constructor(position: { piles: Piles; vars: Vars }) {
    PILE_KEYS.fill();
    CELL_KEYS.fill();
    STOCK_KEYS.fill();
    FOUNDATION_KEYS.fill();
    const stock = position.piles['stock']!;
    this.stock = new Int8Array(stock.map(cardType));
    this.stockLen = stock.length;
    this.keyLo = STOCK_KEYS.lo[this.stockLen]!;
    this.keyHi = STOCK_KEYS.hi[this.stockLen]!;
    for (let i = 0; i < PLACES; i++) {
      for (const card of position.piles[placeId(i)]!) this.place(i, cardType(card));
    }
    for (let f = 0; f < FOUNDATIONS; f++) {
      const pile = position.piles[`foundation-${f + 1}`]!;
      this.fSuit[f] = SUIT_CHARS.indexOf(suitOf(pile[0]!));
      this.fHeight[f] = pile.length;
      this.home += pile.length;
      this.foundationKey(f, 1);
    }
  }

  private foundationKey(f: number, sign: number): void {
    const z = this.fSuit[f]! * (TOP + 1) + this.fHeight[f]!;
    this.keyLo = (this.keyLo + sign * FOUNDATION_KEYS.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * FOUNDATION_KEYS.hi[z]!) | 0;
  }

  /** Puts a card type on place i: on top of a row-1 pile, or into an empty place of rows 2–4. */
  private place(i: number, type: number): void {
    if (i < ROW) {
      const h = this.len[i]!;
      if (h === 0) this.inRow[0]!++;
      this.piles[i * STRIDE + h] = type;
      this.len[i] = h + 1;
      this.repile(i, type * STRIDE + h);
    } else {
      this.cell[i] = type;
      this.inRow[rowIndex(i)]!++;
      const z = (rowIndex(i) - 1) * 52 + type;
      this.keyLo = (this.keyLo + CELL_KEYS.lo[z]!) | 0;
      this.keyHi = (this.keyHi + CELL_KEYS.hi[z]!) | 0;
    }
  }

  /** Takes the top card type off place i. */
  private lift(i: number): number {
    if (i < ROW) {
      const h = this.len[i]! - 1;
      const type = this.piles[i * STRIDE + h]!;
      this.len[i] = h;
      if (h === 0) this.inRow[0]!--;
      this.repile(i, type * STRIDE + h);
      return type;
    }
    const type = this.cell[i]!;
    this.cell[i] = EMPTY;
    this.inRow[rowIndex(i)]!--;
    const z = (rowIndex(i) - 1) * 52 + type;
    this.keyLo = (this.keyLo - CELL_KEYS.lo[z]!) | 0;
    this.keyHi = (this.keyHi - CELL_KEYS.hi[z]!) | 0;
    return type;
  }

  /** Toggles one (type, height) number of row-1 pile p, keeping the sum of pile numbers in the key. */
  private repile(p: number, z: number): void {
    const keys = this.pileKeys;
    keys.toggle(p, z);
    this.keyLo = (this.keyLo + keys.dLo) | 0;
    this.keyHi = (this.keyHi + keys.dHi) | 0;
  }

  private setStock(len: number): void {
    this.keyLo = (this.keyLo - STOCK_KEYS.lo[this.stockLen]! + STOCK_KEYS.lo[len]!) | 0;
    this.keyHi = (this.keyHi - STOCK_KEYS.hi[this.stockLen]! + STOCK_KEYS.hi[len]!) | 0;
    this.stockLen = len;
  }

  /** The row (0..3) of place i. */
  protected rowOf(i: number): number {
    return rowIndex(i);
  }

  /** The top card type of place i, or EMPTY. */
  protected top(i: number): number {
    return i < ROW ? (this.len[i] === 0 ? EMPTY : this.piles[i * STRIDE + this.len[i]! - 1]!) : this.cell[i]!;
  }

  // ---- The rules, each stated once; `moves` and `explain` both ask them. ----

  /**
   * A space waits to be filled: an empty place of rows 1–3 whose row below still has a card (docs/rules.md).
   * A space above an entirely empty row stays empty, and so does a row-4 space once the stock is out
   * (it is never a waiting space: while the stock has cards, a row-4 space is refilled inside the move).
   */
  protected waits(i: number): boolean {
    return i < 3 * ROW && this.top(i) === EMPTY && this.inRow[rowIndex(i) + 1]! > 0;
  }

  /** The space that must be filled now, or −1: the first place that `waits` (play leaves at most one). */
  protected pending(): number {
    for (let r = 0; r < 3; r++) {
      // Quick skips of rows that cannot hold a waiting space; `waits` decides.
      if (this.inRow[r + 1] === 0 || this.inRow[r] === ROW) continue;
      for (let i = r * ROW; i < r * ROW + ROW; i++) if (this.waits(i)) return i;
    }
    return -1;
  }

  /** Every place that waits to be filled (a checked position has at most one; `placementProblems` asks). */
  waitingSpaces(): number[] {
    const spaces: number[] = [];
    for (let i = 0; i < PLACES; i++) if (this.waits(i)) spaces.push(i);
    return spaces;
  }

  /** Place `from` may fill the waiting space `space`: it holds a card and lies in the row just below. */
  protected fills(from: number, space: number): boolean {
    return rowIndex(from) === rowIndex(space) + 1 && this.top(from) !== EMPTY;
  }

  /** Only row-1 top cards go to the foundations. */
  protected sendsHome(from: number): boolean {
    return from < ROW;
  }

  /** Only row-1 tops and row-2 cards are played onto row 1. */
  protected feedsRow1(from: number): boolean {
    return from < 2 * ROW;
  }

  /** Foundation f takes card type t. */
  protected takesHome(f: number, t: number): boolean {
    return followsOn(t, this.fSuit[f]!, this.fHeight[f]!);
  }

  /** Row-1 pile p takes card type t (an empty row-1 pile takes nothing but a fill). */
  protected takesOn(p: number, t: number): boolean {
    const u = this.top(p);
    return u !== EMPTY && buildsOn(t, u);
  }

  // ---- GameState ----

  isWon(): boolean {
    return this.home === DECK_SIZE;
  }

  score(): number {
    return Math.max(0, this.home - DEALT_ACES);
  }

  /** The complete list, in the order of the rules page: fills; else per card of rows 1–2, home first, then onto row 1. */
  moves(buf: Int32Array, start: number): number {
    let n = start;
    const space = this.pending();
    if (space >= 0) {
      // Only fills are legal: any card of the row below, the player's choice.
      const below = (rowIndex(space) + 1) * ROW;
      for (let i = below; i < below + ROW; i++) if (this.fills(i, space)) buf[n++] = moveCode(i, space);
      return n - start;
    }
    for (let i = 0; i < 2 * ROW; i++) {
      const t = this.top(i);
      if (t === EMPTY) continue;
      if (this.sendsHome(i)) {
        for (let f = 0; f < FOUNDATIONS; f++) if (this.takesHome(f, t)) buf[n++] = moveCode(i, PLACES + f);
      }
      for (let p = 0; p < ROW; p++) if (p !== i && this.takesOn(p, t)) buf[n++] = moveCode(i, p);
    }
    return n - start;
  }

  make(move: number): void {
    const from = codeFrom(move);
    const to = codeTo(move);
    const type = this.lift(from);
    if (to >= PLACES) {
      const f = to - PLACES;
      this.foundationKey(f, -1);
      this.fHeight[f]!++;
      this.home++;
      this.foundationKey(f, 1);
    } else {
      this.place(to, type);
    }
    // A space left in row 4 is refilled from the top of the stock inside the same move.
    let refilled = 0;
    if (from >= 3 * ROW && this.stockLen > 0) {
      this.setStock(this.stockLen - 1);
      this.place(from, this.stock[this.stockLen]!);
      refilled = 1;
    }
    this.undo.push(move);
    this.undo.push(refilled);
  }

  unmake(): void {
    const refilled = this.undo.pop();
    const move = this.undo.pop();
    const from = codeFrom(move);
    const to = codeTo(move);
    if (refilled === 1) {
      this.lift(from);
      this.setStock(this.stockLen + 1);
    }
    let type: number;
    if (to >= PLACES) {
      const f = to - PLACES;
      this.foundationKey(f, -1);
      this.fHeight[f]!--;
      this.home--;
      this.foundationKey(f, 1);
      type = this.fSuit[f]! * 13 + this.fHeight[f]!;
    } else {
      type = this.lift(to);
    }
    this.place(from, type);
  }

  decode(move: number): Move {
    const from = codeFrom(move);
    const to = codeTo(move);
    return { type: 'move', from: placeId(from), to: to >= PLACES ? FOUNDATION_IDS[to - PLACES]! : placeId(to), count: 1 };
  }

  /** The public API's hot path on this game's states (see `GameState.listedMoves`). */
  listedMoves(codes: readonly number[]): Move[] {
    const out = new Array<Move>(codes.length);
    for (let i = 0; i < codes.length; i++) out[i] = this.decode(codes[i]!);
    return out;
  }

  /** The public API's hot path on this game's states (see `GameState.play`). */
  play(entry: Entry, checked: Position, move: Move): Position | null {
    const code = this.codeOf(move);
    if (!entry.codes.includes(code) || !sameMove(this.decode(code), move)) return playRead(entry, checked, move);
    entry.state = null;
    this.make(code);
    const won = this.isWon();
    return handOn(entry, checked, this, this.write(checked), won, won ? 0 : this.moves(MOVES_SCRATCH, 0), this.score());
  }

  codeOf(move: Move): number {
    if (move.type !== 'move' || !move.from.startsWith('tableau-')) return -1;
    const from = placeIndex(move.from);
    const to = move.to.startsWith('foundation-') ? PLACES + FOUNDATION_IDS.indexOf(move.to) : placeIndex(move.to);
    return from >= 0 && from < PLACES && to >= 0 && to < PLACES + FOUNDATIONS ? moveCode(from, to) : -1;
  }

  write(same?: Written): { piles: Piles; vars: Vars } {
    // One object literal naming every pile: V8 makes it whole, several times faster than adding the keys
    // one by one (the public API writes every position it hands out).
    const piles: Piles = {
      stock: pileOfTypes(this.stock, 0, this.stockLen, same?.piles['stock']),
      'foundation-1': pileOfRun(this.fSuit[0]! * 13, 1, this.fHeight[0]!, same?.piles['foundation-1']),
      'foundation-2': pileOfRun(this.fSuit[1]! * 13, 1, this.fHeight[1]!, same?.piles['foundation-2']),
      'foundation-3': pileOfRun(this.fSuit[2]! * 13, 1, this.fHeight[2]!, same?.piles['foundation-3']),
      'foundation-4': pileOfRun(this.fSuit[3]! * 13, 1, this.fHeight[3]!, same?.piles['foundation-4']),
      'foundation-5': pileOfRun(this.fSuit[4]! * 13, 1, this.fHeight[4]!, same?.piles['foundation-5']),
      'foundation-6': pileOfRun(this.fSuit[5]! * 13, 1, this.fHeight[5]!, same?.piles['foundation-6']),
      'foundation-7': pileOfRun(this.fSuit[6]! * 13, 1, this.fHeight[6]!, same?.piles['foundation-7']),
      'foundation-8': pileOfRun(this.fSuit[7]! * 13, 1, this.fHeight[7]!, same?.piles['foundation-8']),
      'tableau-1': this.writtenPile(0, same?.piles['tableau-1']),
      'tableau-2': this.writtenPile(1, same?.piles['tableau-2']),
      'tableau-3': this.writtenPile(2, same?.piles['tableau-3']),
      'tableau-4': this.writtenPile(3, same?.piles['tableau-4']),
      'tableau-5': this.writtenPile(4, same?.piles['tableau-5']),
      'tableau-6': this.writtenPile(5, same?.piles['tableau-6']),
      'tableau-7': this.writtenPile(6, same?.piles['tableau-7']),
      'tableau-8': this.writtenPile(7, same?.piles['tableau-8']),
      'tableau-9': this.writtenPile(8, same?.piles['tableau-9']),
      'tableau-10': this.writtenPile(9, same?.piles['tableau-10']),
      'tableau-11': this.writtenPile(10, same?.piles['tableau-11']),
      'tableau-12': this.writtenPile(11, same?.piles['tableau-12']),
      'tableau-13': this.writtenPile(12, same?.piles['tableau-13']),
      'tableau-14': this.writtenPile(13, same?.piles['tableau-14']),
      'tableau-15': this.writtenPile(14, same?.piles['tableau-15']),
      'tableau-16': this.writtenPile(15, same?.piles['tableau-16']),
      'tableau-17': this.writtenPile(16, same?.piles['tableau-17']),
      'tableau-18': this.writtenPile(17, same?.piles['tableau-18']),
      'tableau-19': this.writtenPile(18, same?.piles['tableau-19']),
      'tableau-20': this.writtenPile(19, same?.piles['tableau-20']),
      'tableau-21': this.writtenPile(20, same?.piles['tableau-21']),
      'tableau-22': this.writtenPile(21, same?.piles['tableau-22']),
      'tableau-23': this.writtenPile(22, same?.piles['tableau-23']),
      'tableau-24': this.writtenPile(23, same?.piles['tableau-24']),
      'tableau-25': this.writtenPile(24, same?.piles['tableau-25']),
      'tableau-26': this.writtenPile(25, same?.piles['tableau-26']),
      'tableau-27': this.writtenPile(26, same?.piles['tableau-27']),
      'tableau-28': this.writtenPile(27, same?.piles['tableau-28']),
      'tableau-29': this.writtenPile(28, same?.piles['tableau-29']),
      'tableau-30': this.writtenPile(29, same?.piles['tableau-30']),
      'tableau-31': this.writtenPile(30, same?.piles['tableau-31']),
      'tableau-32': this.writtenPile(31, same?.piles['tableau-32']),
    };
    return { piles, vars: same?.vars ?? {} };
  }

  /** Place i: a row-1 pile, or the one card (or none) of a place in rows 2–4. */
  private writtenPile(i: number, same: readonly Card[] | undefined): Card[] {
    return i < ROW ? pileOfTypes(this.piles, i * STRIDE, i * STRIDE + this.len[i]!, same) : pileOfOne(this.cell[i]!, same);
  }

  explain(move: Move): Refusal | null {
    if (move.type === 'stock') return { rule: 'stock-by-itself' };
    if (move.type === 'remove') return { rule: 'no-removal' };
    const { from, to } = move;
    if (from === 'stock') return { rule: 'from-stock', from, to };
    if (from.startsWith('foundation-')) return { rule: 'stays-put', from };
    if (to === 'stock') return { rule: 'closed', to };
    const count = move.count ?? 1;
    if (count !== 1) return { rule: 'one-at-a-time', count };
    const i = placeIndex(from);
    const t = this.top(i);
    if (t === EMPTY) return { rule: 'empty-source', from };
    const card = cardOfType(t);
    const space = this.pending();
    if (space >= 0) {
      const row = rowIndex(space) + 2;
      if (to !== placeId(space)) return { rule: 'fill-first', to: placeId(space), row };
      return this.fills(i, space) ? null : { rule: 'fill-from-below', card, to, row };
    }
    if (to.startsWith('foundation-')) {
      if (!this.sendsHome(i)) return { rule: 'home-from-row-1', card, from, row: rowIndex(i) + 1 };
      const f = Number(to.slice('foundation-'.length)) - 1;
      return this.takesHome(f, t) ? null : this.foundationRefusal(f, t, to);
    }
    const p = placeIndex(to);
    if (p >= ROW) {
      if (this.top(p) === EMPTY) return this.staysEmpty(p);
      return { rule: 'one-card-rows', to, row: rowIndex(p) + 1 };
    }
    if (!this.feedsRow1(i)) return { rule: 'onto-row-1', card, from, row: rowIndex(i) + 1 };
    if (this.takesOn(p, t)) return null;
    const u = this.top(p);
    if (u === EMPTY) return this.staysEmpty(p);
    return rowOneRefusal(t, u);
  }

  /** Why foundation f does not take card type t. */
  private foundationRefusal(f: number, t: number, to: string): Refusal {
    const height = this.fHeight[f]!;
    const suit = SUIT_CHARS[this.fSuit[f]!]!;
    const card = cardOfType(t);
    if (height === TOP) return { rule: 'foundation-complete', card, to };
    const onto = cardOfType(this.fSuit[f]! * 13 + height - 1);
    // `followsOn` failed: the suit, or else the rank.
    if (!followsOn(t, TYPE_SUIT[t]!, height)) return { rule: 'foundation-rank', card, onto, rank: (height + 1) as Rank, suit };
    return { rule: 'foundation-suit', card, onto, suit };
  }

  /** Why an empty place that does not wait stays empty: the row below it is empty, or the stock is out. */
  private staysEmpty(p: number): Refusal {
    const to = placeId(p);
    return p >= 3 * ROW ? { rule: 'stays-empty', to } : { rule: 'stays-empty', to, row: rowIndex(p) + 2 };
  }

  notes(): PileNotes {
    const notes: PileNotes = {};
    for (let f = 0; f < FOUNDATIONS; f++) {
      const height = this.fHeight[f]!;
      notes[`foundation-${f + 1}`] = { next: height === TOP ? null : { rank: (height + 1) as Rank, suit: SUIT_CHARS[this.fSuit[f]!]! } };
    }
    const space = this.pending();
    for (let i = 0; i < PLACES; i++) {
      notes[placeId(i)] = i === space ? { row: rowIndex(i) + 1, fillFrom: rowIndex(i) + 2 } : { row: rowIndex(i) + 1 };
    }
    return notes;
  }

  /** The lower of suit s's two foundation heights (0 when one is missing, as in a hand-made position), or the higher with `higher`. */
  private suitHeight(s: number, higher: boolean): number {
    let low = TOP;
    let high = 0;
    let seen = 0;
    for (let f = 0; f < FOUNDATIONS; f++) {
      if (this.fSuit[f] !== s) continue;
      seen++;
      const h = this.fHeight[f]!;
      if (h < low) low = h;
      if (h > high) high = h;
    }
    if (seen < 2) low = 0;
    return higher ? high : low;
  }

  /**
   * True when the top card X (suit s, rank r) of row-1 pile i, which fits a foundation, can never be
   * needed on the table: (1) one foundation of s is at r − 1 and (2) X's twin is home (the other
   * foundation of s is at r or more), (3) all four cards of rank r − 1 in the other colour are home, so
   * nothing can ever be built on X, and (4) X does not empty its pile, or rows 2–4 are empty (then no
   * fill follows and an empty pile is as useless as X's); and no space waits to be filled. Automatic
   * moves and the solver's forced moves send X home at once.
   *
   * Why that never loses a game that could be won: take any winning line L from here and drop X's own
   * moves from it. Until X leaves its pile in L, no move touches that pile (nothing goes on X by (3), and
   * the cards under X are covered), and the pile is never empty, so no space waits that L did not have.
   * Wherever X goes in L, nothing is built on it, so its absence never makes a move of L illegal; the
   * cards it covers in L are not played by L while covered. The foundation X takes can receive nothing
   * else while X is out (by (2) the only other card it accepts is X's twin, already home), and the other
   * foundation of s is as in L. So the shortened line is legal from the position after X goes home, and
   * it ends with every card home: a win, and a shorter one (the solver's induction: see `SolverState`).
   * Two decks are why (2) is needed: without it L might send the twin to that foundation.
   */
  protected safeHome(i: number): boolean {
    const h = this.len[i]!;
    if (h === 0 || (h === 1 && this.inRow[1]! + this.inRow[2]! + this.inRow[3]! > 0)) return false;
    const t = this.top(i);
    const suit = TYPE_SUIT[t]!;
    const rank = TYPE_RANK[t]!;
    if (this.suitHeight(suit, false) !== rank - 1 || this.suitHeight(suit, true) < rank) return false;
    // The other colour's suits: clubs and spades (0, 3) against diamonds and hearts (1, 2).
    const other = RED[t] === 1 ? 0 : 1;
    return this.suitHeight(other, false) >= rank - 1 && this.suitHeight(3 - other, false) >= rank - 1 && this.pending() < 0;
  }

  /** Automatic moves send a row-1 top card home: any that fits, or with `safe` one that `safeHome` allows. */
  autoReason(move: number, safe: boolean): AutoReason | null {
    const from = codeFrom(move);
    const to = codeTo(move);
    if (to < PLACES || from >= ROW) return null;
    const t = this.top(from);
    const card = cardOfType(t);
    if (!safe) return { rule: 'fits', card, to: FOUNDATION_IDS[to - PLACES]! };
    if (!this.safeHome(from)) return null;
    const below = TYPE_RANK[t]! - 1;
    const others = RED[t] === 1 ? [0, 3] : [1, 2];
    return { rule: 'builders-home', card, cards: others.map((o) => cardOfType(o * 13 + below - 1)), twin: true };
  }
}

/** The place (0..31) of a tableau pile id. */
function placeIndex(id: string): number {
  return Number(id.slice('tableau-'.length)) - 1;
}

/** Why row-1 top `u` does not take card type `t`: nothing goes on a 2 (the Aces are home), else rank, else colour. */
function rowOneRefusal(t: number, u: number): Refusal {
  const card: Card = cardOfType(t);
  const onto: Card = cardOfType(u);
  if (TYPE_RANK[u] === 2) return { rule: 'nothing-on', card, onto };
  if (!rankBelow(t, u)) return { rule: 'needs-rank', card, onto, rank: (TYPE_RANK[u]! - 1) as Rank };
  return { rule: 'needs-colour', card, onto, colour: RED[u] === 1 ? 'black' : 'red' };
}
