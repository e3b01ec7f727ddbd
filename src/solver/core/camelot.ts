// Owns Camelot's compact search state: the stock as a fixed sequence and a count, the waste card, the
// 16 spaces and the phase, with make/unmake. Spaces of one kind (corners, top/bottom middles,
// left/right middles, inner four) are interchangeable under the rules, so the key ignores which of them
// holds a card. The discard is left out of the key: its order never matters again.
import type { Move, Position } from '../../engine/index.js';
import { cardType } from './hamlet.js';
import type { SolverState } from './search.js';
import { zobristTable } from './zobrist.js';

const EMPTY = -1;
/** Space kind by space index 0..15: 0 corner (Kings), 1 top/bottom middle (Queens), 2 left/right middle (Jacks), 3 inner. */
const KIND = [0, 1, 1, 0, 2, 3, 3, 2, 2, 3, 3, 2, 0, 1, 1, 0];
/** The kind of space a card type needs, or −1 for number cards (any space). */
const NEEDS = (type: number): number => {
  const rank = (type % 13) + 1;
  return rank === 13 ? 0 : rank === 12 ? 1 : rank === 11 ? 2 : -1;
};
const value = (type: number): number => (type % 13) + 1;

// Camelot's rules never look at a suit: a King of any suit takes any corner, and removals add values.
// So the key counts ranks, not cards: positions that differ only in which suit of a rank lies where
// have the same future (the stock is a fixed sequence, keyed by its length) and share one entry.
const SPACE = zobristTable(4 * 13, 0xca3e107);
const STOCK = zobristTable(53, 0x57c0c);
const WASTE = zobristTable(53, 0xa57e);
const PHASE_LO = 0x2545f491;
const PHASE_HI = 0x6a09e667;

/** Moves: 0 stock; 1 + s place the waste card in space s; 32 + a × 16 + b remove a and b (a = b: a 10). */
export class CamelotState implements SolverState {
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

  /** True when the position fits this state (one waste card at most); otherwise use the fallback. */
  static fits(position: Position): boolean {
    return position.piles['waste']!.length <= 1;
  }

  constructor(position: Position) {
    const stock = position.piles['stock']!;
    this.stock = new Int8Array(stock.map(cardType));
    this.stockLen = stock.length;
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
    if (NEEDS(type) < 0) this.numbers++;
    const z = KIND[s]! * 13 + (type % 13);
    this.keyLo = (this.keyLo + SPACE.lo[z]!) | 0;
    this.keyHi = (this.keyHi + SPACE.hi[z]!) | 0;
  }

  private take(s: number): number {
    const type = this.grid[s]!;
    this.grid[s] = EMPTY;
    this.filled--;
    if (NEEDS(type) < 0) this.numbers--;
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

  moves(buf: Int32Array, start: number, complete: boolean): number {
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
    return false;
  }
}
