// Owns Camelot's search knowledge over the game's state (src/games/camelot/state.ts, which holds the
// rules and the key): the moves the search tries, folded by the key's symmetries and ordered, and three
// dead-end cuts (see deadEnd) that prove most lost deals at once; the strongest is a looser game that
// only counts room on the grid, solved exactly with a memo.
import { type Piles, type Vars, TYPE_RANK } from '../../engine/index.js';
import { CamelotState, LAYOUT, RULES } from '../../games/camelot/state.js';
import type { SolverState } from './search.js';

// Local copies: V8 reads imported bindings through cells, slow in the hot loops (see LAYOUT).
const { EMPTY, KIND, NEEDS, PLACE_OK, STOCK_MOVE, TURN_OK, isRemoval, placeMove, removeMove, removedFirst, removedSecond } = LAYOUT;
const { leavesGrid, removableAlone, removablePair } = RULES;

/** Dead-end cuts, each on by default; tests switch them off one at a time to check they never change a verdict. */
export interface CamelotCuts {
  /** The cards that fill the grid before the next chance to remove must find spaces of their kinds. */
  fill?: boolean;
  /** Numbers in a picture kind's spaces must find partners before that kind's pictures come. */
  deadline?: boolean;
  /** The game with every space open to every card (only room counts) must be won too. */
  room?: boolean;
}

/** Spaces in the order the search tries a number card: the inner four first, keeping the picture places free. */
const PLACE_ORDER = [5, 6, 9, 10, 0, 3, 12, 15, 1, 2, 13, 14, 4, 8, 7, 11];

export class CamelotSearch extends CamelotState implements SolverState {
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

  constructor(position: { piles: Piles; vars: Vars }, cuts: CamelotCuts = {}) {
    super(position);
    this.fillCut = cuts.fill ?? true;
    this.deadlineCut = cuts.deadline ?? true;
    this.roomCut = cuts.room ?? true;
    const n = this.stock.length + 1;
    this.pictures = new Int16Array(3 * n);
    this.ranks = new Int16Array(11 * n);
    for (let i = 0; i < this.stock.length; i++) {
      const type = this.stock[i]!;
      const k = NEEDS[type]!;
      for (let j = 0; j < 3; j++) this.pictures[j * n + i + 1] = this.pictures[j * n + i]! + (k === j ? 1 : 0);
      for (let v = 1; v <= 10; v++) this.ranks[v * n + i + 1] = this.ranks[v * n + i]! + (k < 0 && TYPE_RANK[type] === v ? 1 : 0);
    }
    for (let i = this.stock.length - 1; i >= 0; i--) {
      const k = NEEDS[this.stock[i]!]!;
      if (k >= 0) this.pictureAt[k]!.push(i);
    }
  }

  /**
   * The legal moves (the rules' predicates), removals first (they only ever free spaces), then the
   * waste card into one space of each kind, inner spaces first, then the stock. Left out: moves that
   * reach the key of a move already listed (spaces of one kind are interchangeable, and the key counts
   * ranks, not suits).
   */
  searchMoves(buf: Int32Array, start: number): number {
    let n = start;
    if (this.removing()) {
      // Two removals that take the same ranks from the same kinds of space reach the same key, so the
      // search needs only the first of them: `seen` holds the kinds whose 10 was met so far.
      let seen = 0;
      for (let a = 0; a < 16; a++) {
        const x = this.grid[a]!;
        if (x === EMPTY || !leavesGrid(x)) continue;
        if (removableAlone(x)) {
          const bit = 1 << KIND[a]!;
          if ((seen & bit) === 0) buf[n++] = removeMove(a, a);
          seen |= bit;
        }
        for (let b = a + 1; b < 16; b++) {
          const y = this.grid[b]!;
          if (y === EMPTY || !removablePair(x, y) || this.sameRemoval(buf, start, n, a, b)) continue;
          buf[n++] = removeMove(a, b);
        }
      }
    }
    if (this.waste !== EMPTY) {
      let kinds = 0;
      for (const s of PLACE_ORDER) {
        // Spaces of one kind are interchangeable: one of them is enough for the search.
        if ((kinds & (1 << KIND[s]!)) !== 0 || this.placeBlock(s) !== PLACE_OK) continue;
        kinds |= 1 << KIND[s]!;
        buf[n++] = placeMove(s);
      }
    }
    if (this.turnBlock() === TURN_OK) buf[n++] = STOCK_MOVE;
    return n - start;
  }

  /** True when a removal already in buf[start..end) takes the same ranks from the same kinds as a and b. */
  private sameRemoval(buf: Int32Array, start: number, end: number, a: number, b: number): boolean {
    const want = this.removalClass(a, b);
    for (let i = start; i < end; i++) {
      const m = buf[i]!;
      if (isRemoval(m) && this.removalClass(removedFirst(m), removedSecond(m)) === want) return true;
    }
    return false;
  }

  /** (kind, rank) of both cards, order-free. */
  private removalClass(a: number, b: number): number {
    const p = KIND[a]! * 13 + (this.grid[a]! % 13);
    const q = KIND[b]! * 13 + (this.grid[b]! % 13);
    return p < q ? p * 64 + q : q * 64 + p;
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
    if (this.removing()) return this.roomWins(this.stockLen, counts, 16 - this.filled > 0 ? 0 : 1);
    // Placing: the fill runs to the end with no choice that room can see.
    if (this.waste !== EMPTY && NEEDS[this.waste]! < 0) counts[TYPE_RANK[this.waste]!] = counts[TYPE_RANK[this.waste]!]! + 1;
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
    if (!this.removing()) {
      const w = this.waste === EMPTY ? -1 : NEEDS[this.waste]!;
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
      if (x === EMPTY || NEEDS[x]! >= 0) continue;
      const v = TYPE_RANK[x]!;
      if (v !== 10 && (v === 5 ? this.onGrid[5]! < 2 : this.onGrid[10 - v] === 0)) continue;
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
    const wasteKind = this.waste === EMPTY ? -1 : NEEDS[this.waste]!;
    const wasteValue = this.waste !== EMPTY && wasteKind < 0 ? TYPE_RANK[this.waste]! : 0;
    for (let k = 0; k < 3; k++) {
      const free = 4 - this.kindFilled[k]!;
      // Numbers in this kind's spaces, by value.
      let held = 0;
      const a = this.held;
      a.fill(0);
      for (let s = 0; s < 16; s++) {
        const x = this.grid[s]!;
        if (KIND[s] === k && x !== EMPTY && NEEDS[x]! < 0) {
          a[TYPE_RANK[x]!] = a[TYPE_RANK[x]!]! + 1;
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
