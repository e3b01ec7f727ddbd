// Owns Camelot's compact search state: the stock as a fixed sequence and a count, the waste card, the
// 16 spaces and the phase, with make/unmake. Spaces of one kind (corners, top/bottom middles,
// left/right middles, inner four) are interchangeable under the rules, so the key ignores which of them
// holds a card. The discard is left out of the key: its order never matters again.
// Three dead-end cuts (see deadEnd) prove most lost deals at once; the strongest is a looser game that
// only counts room on the grid, solved exactly with a memo.
import type { Move, Position } from '../../engine/index.js';
import { cardType } from '../../engine/index.js';
import type { SearchState } from './search.js';
import { zobristTable } from '../../engine/index.js';

const EMPTY = -1;
/** Space kind by space index 0..15: 0 corner (Kings), 1 top/bottom middle (Queens), 2 left/right middle (Jacks), 3 inner. */
const KIND = [0, 1, 1, 0, 2, 3, 3, 2, 2, 3, 3, 2, 0, 1, 1, 0];
/** The kind of space a card type needs, or −1 for number cards (any space). */
const NEEDS = (type: number): number => {
  const rank = (type % 13) + 1;
  return rank === 13 ? 0 : rank === 12 ? 1 : rank === 11 ? 2 : -1;
};
const value = (type: number): number => (type % 13) + 1;

/** Dead-end cuts, each on by default; tests switch them off one at a time to check they never change a verdict. */
export interface CamelotCuts {
  /** The cards that fill the grid before the next chance to remove must find spaces of their kinds. */
  fill?: boolean;
  /** Numbers in a picture kind's spaces must find partners before that kind's pictures come. */
  deadline?: boolean;
  /** The game with every space open to every card (only room counts) must be won too. */
  room?: boolean;
}

// Camelot's rules never look at a suit: a King of any suit takes any corner, and removals add values.
// So the key counts ranks, not cards: positions that differ only in which suit of a rank lies where
// have the same future (the stock is a fixed sequence, keyed by its length) and share one entry.
const SPACE = zobristTable(4 * 13, 0xca3e107);
const STOCK = zobristTable(53, 0x57c0c);
const WASTE = zobristTable(53, 0xa57e);
const PHASE_LO = 0x2545f491;
const PHASE_HI = 0x6a09e667;

/** Moves: 0 stock; 1 + s place the waste card in space s; 32 + a × 16 + b remove a and b (a = b: a 10). */
export class CamelotState implements SearchState {
  keyLo = 0;
  keyHi = 0;
  private readonly stock: Int8Array;
  private stockLen: number;
  private waste = EMPTY;
  private readonly grid = new Int8Array(16).fill(EMPTY);
  private phase = 0;
  private filled = 0;
  private numbers = 0;
  private undo = new Int32Array(1024);
  private undoTop = 0;
  /** Cards on the grid by kind of space (pictures and numbers). */
  private readonly kindFilled = new Int8Array(4);
  /** Number cards on the grid by value 1..10. */
  private readonly onGrid = new Int8Array(11);
  /** pictures[k × (n + 1) + i]: pictures of kind k among stock[0, i). */
  private readonly pictures: Int16Array;
  /** ranks[v × (n + 1) + i]: number cards of value v among stock[0, i). */
  private readonly ranks: Int16Array;
  /** Stock indices of the pictures of each kind, highest (turned first) first. */
  private readonly pictureAt: number[][] = [[], [], []];
  private readonly fillCut: boolean;
  private readonly deadlineCut: boolean;
  private readonly roomCut: boolean;
  /** Verdicts of the looser game that only counts room (see roomFits), by stock length, cards to remove and counts. */
  private readonly roomMemo = new Map<number, boolean>();
  // Scratch counts by value 1..10 (numbers held in one kind's spaces, partners at hand, room counts).
  private readonly held = new Int8Array(11);
  private readonly avail = new Int8Array(11);
  private readonly roomCounts = new Int8Array(11);

  /** True when the position fits this state (one waste card at most); otherwise use the fallback. */
  static fits(position: Position): boolean {
    return position.piles['waste']!.length <= 1;
  }

  constructor(position: Position, cuts: CamelotCuts = {}) {
    const stock = position.piles['stock']!;
    this.stock = new Int8Array(stock.map(cardType));
    this.stockLen = stock.length;
    this.fillCut = cuts.fill ?? true;
    this.deadlineCut = cuts.deadline ?? true;
    this.roomCut = cuts.room ?? true;
    const n = stock.length + 1;
    this.pictures = new Int16Array(3 * n);
    this.ranks = new Int16Array(11 * n);
    for (let i = 0; i < stock.length; i++) {
      const type = this.stock[i]!;
      const k = NEEDS(type);
      for (let j = 0; j < 3; j++) this.pictures[j * n + i + 1] = this.pictures[j * n + i]! + (k === j ? 1 : 0);
      for (let v = 1; v <= 10; v++) this.ranks[v * n + i + 1] = this.ranks[v * n + i]! + (k < 0 && value(type) === v ? 1 : 0);
    }
    for (let i = stock.length - 1; i >= 0; i--) {
      const k = NEEDS(this.stock[i]!);
      if (k >= 0) this.pictureAt[k]!.push(i);
    }
    const waste = position.piles['waste']![0];
    this.waste = waste === undefined ? EMPTY : cardType(waste);
    for (let s = 0; s < 16; s++) {
      const card = position.piles[`tableau-${s + 1}`]![0];
      if (card !== undefined) this.put(s, cardType(card));
    }
    this.phase = position.vars['phase'] === 'remove' ? 1 : 0;
    this.keyLo = (this.keyLo + STOCK.lo[this.stockLen]! + WASTE.lo[this.waste + 1]! + (this.phase ? PHASE_LO : 0)) | 0;
    this.keyHi = (this.keyHi + STOCK.hi[this.stockLen]! + WASTE.hi[this.waste + 1]! + (this.phase ? PHASE_HI : 0)) | 0;
  }

  private put(s: number, type: number): void {
    this.grid[s] = type;
    this.filled++;
    this.kindFilled[KIND[s]!] = this.kindFilled[KIND[s]!]! + 1;
    if (NEEDS(type) < 0) {
      this.numbers++;
      this.onGrid[value(type)] = this.onGrid[value(type)]! + 1;
    }
    const z = KIND[s]! * 13 + (type % 13);
    this.keyLo = (this.keyLo + SPACE.lo[z]!) | 0;
    this.keyHi = (this.keyHi + SPACE.hi[z]!) | 0;
  }

  private take(s: number): number {
    const type = this.grid[s]!;
    this.grid[s] = EMPTY;
    this.filled--;
    this.kindFilled[KIND[s]!] = this.kindFilled[KIND[s]!]! - 1;
    if (NEEDS(type) < 0) {
      this.numbers--;
      this.onGrid[value(type)] = this.onGrid[value(type)]! - 1;
    }
    const z = KIND[s]! * 13 + (type % 13);
    this.keyLo = (this.keyLo - SPACE.lo[z]!) | 0;
    this.keyHi = (this.keyHi - SPACE.hi[z]!) | 0;
    return type;
  }

  private setStock(len: number, waste: number): void {
    // Every part of the key is added in, so the order of changes never matters.
    this.keyLo = (this.keyLo - STOCK.lo[this.stockLen]! - WASTE.lo[this.waste + 1]! + STOCK.lo[len]! + WASTE.lo[waste + 1]!) | 0;
    this.keyHi = (this.keyHi - STOCK.hi[this.stockLen]! - WASTE.hi[this.waste + 1]! + STOCK.hi[len]! + WASTE.hi[waste + 1]!) | 0;
    this.stockLen = len;
    this.waste = waste;
  }

  private setPhase(phase: number): void {
    if (phase === this.phase) return;
    const sign = phase - this.phase;
    this.keyLo = (this.keyLo + sign * PHASE_LO) | 0;
    this.keyHi = (this.keyHi + sign * PHASE_HI) | 0;
    this.phase = phase;
  }

  isWon(): boolean {
    return this.stockLen === 0 && this.waste === EMPTY && this.numbers === 0 && this.filled === 12;
  }

  // Migration shims (issue 17): the search lists `searchMoves`; `moves` alone is the complete list.
  searchMoves(buf: Int32Array, start: number): number {
    return this.moves(buf, start, false);
  }

  decode(move: number): Move {
    return this.publicMove(move);
  }

  moves(buf: Int32Array, start: number, complete = true): number {
    let n = start;
    // Removals first: they only ever free spaces.
    if (this.phase === 1) {
      // Two removals that take the same ranks from the same kinds of space reach the same key (see
      // SPACE), so the search needs only the first of them: `seen` holds (kind, rank) pairs met so far.
      let seen = 0;
      for (let a = 0; a < 16; a++) {
        const x = this.grid[a]!;
        if (x === EMPTY || NEEDS(x) >= 0) continue;
        if (value(x) === 10) {
          const bit = 1 << KIND[a]!;
          if (complete || (seen & bit) === 0) buf[n++] = 32 + a * 17;
          seen |= bit;
        }
        for (let b = a + 1; b < 16; b++) {
          const y = this.grid[b]!;
          if (y === EMPTY || NEEDS(y) >= 0 || value(x) + value(y) !== 10) continue;
          if (!complete && this.sameRemoval(buf, start, n, a, b)) continue;
          buf[n++] = 32 + a * 16 + b;
        }
      }
    }
    if (this.waste !== EMPTY) {
      const need = NEEDS(this.waste);
      let kinds = 0;
      // Number cards: into the inner spaces first, keeping the picture spaces free.
      for (const s of [5, 6, 9, 10, 0, 3, 12, 15, 1, 2, 13, 14, 4, 8, 7, 11]) {
        if (this.grid[s] !== EMPTY || (need >= 0 && KIND[s] !== need)) continue;
        // Spaces of one kind are interchangeable: one of them is enough for the search.
        if (!complete && (kinds & (1 << KIND[s]!)) !== 0) continue;
        kinds |= 1 << KIND[s]!;
        buf[n++] = 1 + s;
      }
    }
    if (this.stockLen > 0 && this.waste === EMPTY && this.filled < 16) buf[n++] = 0;
    return n - start;
  }

  /** True when a removal already in buf[start..end) takes the same ranks from the same kinds as a and b. */
  private sameRemoval(buf: Int32Array, start: number, end: number, a: number, b: number): boolean {
    const want = this.removalClass(a, b);
    for (let i = start; i < end; i++) {
      const m = buf[i]!;
      if (m >= 32 && this.removalClass(((m - 32) / 16) | 0, (m - 32) % 16) === want) return true;
    }
    return false;
  }

  /** (kind, rank) of both cards, order-free. */
  private removalClass(a: number, b: number): number {
    const p = KIND[a]! * 13 + (this.grid[a]! % 13);
    const q = KIND[b]! * 13 + (this.grid[b]! % 13);
    return p < q ? p * 64 + q : q * 64 + p;
  }

  make(move: number): void {
    if (this.undoTop + 2 > this.undo.length) {
      const grown = new Int32Array(this.undo.length * 2);
      grown.set(this.undo);
      this.undo = grown;
    }
    let extra = 0;
    const before = this.phase;
    if (move === 0) {
      this.setStock(this.stockLen - 1, this.stock[this.stockLen - 1]!);
      this.setPhase(0);
    } else if (move < 32) {
      const card = this.waste;
      this.setStock(this.stockLen, EMPTY);
      this.put(move - 1, card);
    } else {
      const a = ((move - 32) / 16) | 0;
      const b = (move - 32) % 16;
      extra = this.take(a);
      if (b !== a) extra |= this.take(b) << 8;
    }
    this.undo[this.undoTop++] = move | (before << 16);
    this.undo[this.undoTop++] = extra;
    // After every action: a full grid, or stock and waste both used up, means the remove phase.
    if (this.filled === 16 || (this.stockLen === 0 && this.waste === EMPTY)) this.setPhase(1);
  }

  unmake(): void {
    const extra = this.undo[--this.undoTop]!;
    const word = this.undo[--this.undoTop]!;
    const move = word & 0xffff;
    this.setPhase(word >> 16);
    if (move === 0) {
      this.setStock(this.stockLen + 1, EMPTY);
    } else if (move < 32) {
      const card = this.take(move - 1);
      this.setStock(this.stockLen, card);
    } else {
      const a = ((move - 32) / 16) | 0;
      const b = (move - 32) % 16;
      this.put(a, extra & 0xff);
      if (b !== a) this.put(b, extra >> 8);
    }
  }

  publicMove(move: number): Move {
    if (move === 0) return { type: 'stock' };
    if (move < 32) return { type: 'move', from: 'waste', to: `tableau-${move}`, count: 1 };
    const a = ((move - 32) / 16) | 0;
    const b = (move - 32) % 16;
    return { type: 'remove', piles: a === b ? [`tableau-${a + 1}`] : [`tableau-${a + 1}`, `tableau-${b + 1}`] };
  }

  forcedMove(): number {
    return -1;
  }

  deadEnd(): boolean {
    return (this.fillCut && !this.fillFits()) || (this.deadlineCut && this.missesDeadline()) || (this.roomCut && !this.roomFits());
  }

  /**
   * False when the position is lost even in a looser game where any card may go in any empty space.
   * Every line of play here is a line of that game (the same turns, placements by count, removals), so
   * a loss there is a loss here. That game's position is only the stock length, the number cards on the
   * grid by value and the phase: pictures never leave, so their count is fixed by the stock length. It
   * is solved exactly below, with a memo, and is small: a fill turns cards until the grid is full, then
   * some removals (at least one: the grid is full) choose how many 10s and pairs of each sum to take.
   */
  private roomFits(): boolean {
    if (this.stockLen === 0) return true;
    const counts = this.roomCounts;
    for (let v = 1; v <= 10; v++) counts[v] = this.onGrid[v]!;
    if (this.phase === 1) return this.roomWins(this.stockLen, counts, 16 - this.filled > 0 ? 0 : 1);
    // Placing: the fill runs to the end with no choice that room can see.
    if (this.waste !== EMPTY && NEEDS(this.waste) < 0) counts[value(this.waste)] = counts[value(this.waste)]! + 1;
    const m = 16 - this.filled - (this.waste === EMPTY ? 0 : 1);
    const after = Math.max(0, this.stockLen - m);
    if (after === 0) return true;
    this.addStock(counts, after, this.stockLen);
    return this.roomWins(after, counts, 1);
  }

  /** Adds the number cards of stock[from, to) to counts by value. */
  private addStock(counts: Int8Array, from: number, to: number): void {
    const n = this.stock.length + 1;
    for (let v = 1; v <= 10; v++) counts[v] = counts[v]! + this.ranks[v * n + to]! - this.ranks[v * n + from]!;
  }

  /**
   * The looser game in the remove phase: `len` stock cards left, number cards on the grid by value
   * (`counts`, not changed), at least `least` cards to remove before the stock turns. Stock and waste
   * out means a win (the number cards left pair off).
   */
  private roomWins(len: number, counts: Int8Array, least: number): boolean {
    let key = len * 2 + least;
    for (let v = 1; v <= 10; v++) key = key * 5 + counts[v]!;
    const known = this.roomMemo.get(key);
    if (known !== undefined) return known;
    const n = this.stock.length + 1;
    const pictures = 12 - this.pictures[len]! - this.pictures[n + len]! - this.pictures[2 * n + len]!;
    let onGrid = 0;
    for (let v = 1; v <= 10; v++) onGrid += counts[v]!;
    const left = counts.slice();
    const won = this.roomRemove(len, left, 16 - pictures - onGrid, least, 0);
    this.roomMemo.set(key, won);
    return won;
  }

  /**
   * Chooses how many removals of sum class c (0: 10s, 1..5: v + (10 − v)) and beyond to make, most first,
   * then fills the grid; `free` spaces are open so far and `least` cards must still go.
   */
  private roomRemove(len: number, left: Int8Array, free: number, least: number, c: number): boolean {
    if (c === 6) {
      if (least > 0) return false;
      const after = Math.max(0, len - free);
      if (after === 0) return true;
      const next = left.slice();
      this.addStock(next, after, len);
      return this.roomWins(after, next, 1);
    }
    const a = c === 0 ? 10 : c;
    const b = c === 0 ? 10 : 10 - c;
    const size = c === 0 ? 1 : 2;
    const most = c === 0 ? left[10]! : c === 5 ? left[5]! >> 1 : Math.min(left[a]!, left[b]!);
    for (let t = most; t >= 0; t--) {
      // t removals take t cards of value a and t of value b; for 5 + 5 (a = b) that is 2t fives.
      const fromA = c === 5 ? 2 * t : t;
      left[a] = left[a]! - fromA;
      if (b !== a) left[b] = left[b]! - t;
      const won = this.roomRemove(len, left, free + size * t, Math.max(0, least - size * t), c + 1);
      left[a] = left[a]! + fromA;
      if (b !== a) left[b] = left[b]! + t;
      if (won) return true;
    }
    return false;
  }

  /** Pictures of kind k among the next m cards of the stock. */
  private comingPictures(k: number, m: number): number {
    const n = this.stock.length + 1;
    return this.pictures[k * n + this.stockLen]! - this.pictures[k * n + Math.max(0, this.stockLen - m)]!;
  }

  /**
   * False when the grid cannot take the cards that come before the next chance to remove.
   * Placing: until the grid is full, every action turns or places the next card and nothing can be
   * removed (removals need the remove phase), so the pictures of each kind among those cards need as
   * many free spaces of their kind now; numbers go anywhere, so that is also enough.
   * Removing: the waste is empty; whatever r cards are removed before the stock turns, the fill that
   * follows takes the next free + r cards with no removal between, and frees at most min(r, cards of
   * kind k's spaces that could be removed at all) spaces of kind k. If no r fits, the position is lost.
   */
  private fillFits(): boolean {
    const free = 16 - this.filled;
    if (this.phase === 0) {
      const w = this.waste === EMPTY ? -1 : NEEDS(this.waste);
      const m = free - (this.waste === EMPTY ? 0 : 1);
      for (let k = 0; k < 3; k++) {
        if (this.comingPictures(k, m) + (w === k ? 1 : 0) > 4 - this.kindFilled[k]!) return false;
      }
      return true;
    }
    // Stock and waste out: the number cards left pair off (the discard holds balanced pairs), a win.
    if (this.stockLen === 0) return true;
    let r0 = 0;
    let r1 = 0;
    let r2 = 0;
    let all = 0;
    for (let s = 0; s < 16; s++) {
      const x = this.grid[s]!;
      if (x === EMPTY || NEEDS(x) >= 0) continue;
      const v = value(x);
      if (v !== 10 && (v === 5 ? this.onGrid[5]! < 2 : this.onGrid[10 - v]! === 0)) continue;
      all++;
      const k = KIND[s]!;
      if (k === 0) r0++;
      else if (k === 1) r1++;
      else if (k === 2) r2++;
    }
    const f0 = 4 - this.kindFilled[0]!;
    const f1 = 4 - this.kindFilled[1]!;
    const f2 = 4 - this.kindFilled[2]!;
    for (let r = free > 0 ? 0 : 1; r <= all; r++) {
      const m = free + r;
      if (
        this.comingPictures(0, m) <= f0 + Math.min(r, r0) &&
        this.comingPictures(1, m) <= f1 + Math.min(r, r1) &&
        this.comingPictures(2, m) <= f2 + Math.min(r, r2)
      ) {
        return true;
      }
    }
    return false;
  }

  /**
   * True when some picture still to come cannot find a free space of its kind. The j-th picture of
   * kind k still to come (waste first, then stock order) needs a free k space when placed; now f are
   * free and n hold numbers (the rest hold pictures, which never move), and j − 1 of its kind come
   * before it, so at least j − f of those n numbers must be gone by then (numbers placed there later
   * only add to that). A number other than a 10 leaves with a partner adding to 10 that is on the grid
   * or in the waste now, or turned before that picture, each partner used once: count how many of the n
   * numbers could find partners at most, by value (x with partners of value 10 − x; 5s in pairs).
   */
  private missesDeadline(): boolean {
    const n = this.stock.length + 1;
    const wasteKind = this.waste === EMPTY ? -1 : NEEDS(this.waste);
    const wasteValue = this.waste !== EMPTY && wasteKind < 0 ? value(this.waste) : 0;
    for (let k = 0; k < 3; k++) {
      const free = 4 - this.kindFilled[k]!;
      // Numbers in this kind's spaces, by value.
      let held = 0;
      const a = this.held;
      a.fill(0);
      for (let s = 0; s < 16; s++) {
        const x = this.grid[s]!;
        if (KIND[s] === k && x !== EMPTY && NEEDS(x) < 0) {
          a[value(x)] = a[value(x)]! + 1;
          held++;
        }
      }
      if (held === 0) continue;
      let j = 0;
      if (wasteKind === k) {
        j++;
        if (j > free && this.partnered(a, n, this.stockLen) < j - free) return true;
      }
      for (const at of this.pictureAt[k]!) {
        if (at >= this.stockLen) continue;
        j++;
        if (j > free && this.partnered(a, n, at + 1, wasteValue) < j - free) return true;
      }
    }
    return false;
  }

  /** At most how many of the numbers `a` (by value) can leave with partners on the grid, the waste value, or stock[from, stockLen). */
  private partnered(a: Int8Array, n: number, from: number, wasteValue = 0): number {
    const av = this.avail;
    for (let v = 1; v <= 10; v++) av[v] = this.onGrid[v]! + this.ranks[v * n + this.stockLen]! - this.ranks[v * n + from]!;
    if (wasteValue > 0) av[wasteValue] = av[wasteValue]! + 1;
    let out = a[10]!;
    for (let v = 1; v <= 9; v++) {
      if (a[v] === 0) continue;
      if (v === 5) out += Math.min(a[5]!, av[5]! - (av[5]! % 2));
      else out += Math.min(a[v]!, av[10 - v]!);
    }
    return out;
  }
}
