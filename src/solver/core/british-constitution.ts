// Owns British Constitution's compact search state: row 1 as eight short piles, rows 2–4 as one card per
// space, the stock as a fixed sequence and a count, and eight foundation heights, with make/unmake
// (the row-4 refill from the stock included), a key blind to where in its row a card or pile lies, and
// one safe forced move (a card home whose twin is home and which nothing can go on).
import type { Move, Position } from '../../engine/index.js';
import { SUIT_CHARS, suitOf } from '../../engine/index.js';
import { cardType } from '../../engine/index.js';
import type { SearchState } from './search.js';
import { zobristTable } from '../../engine/index.js';

const ROW = 8;
const SPACES = 32;
const FOUNDATIONS = 8;
/** Room per row-1 pile: a Jack down to a 2 is ten cards, the most a pile can hold. */
const STRIDE = 16;
const EMPTY = -1;
/** Foundations run Ace to Jack: eleven cards. */
const TOP = 11;

// Row-1 piles: a number per (card type, height) combined by XOR inside a pile, and piles added together,
// so the key does not depend on which of the eight places a pile has and two equal piles do not cancel.
const PILE = zobristTable(52 * STRIDE, 0xb71c0);
// Rows 2–4: a number per (row, card type), added: a row is a multiset of cards.
const CELL = zobristTable(3 * 52, 0xc0de5);
const STOCK = zobristTable(89, 0x57c4);
// Foundations: a number per (suit, height), added: the two foundations of a suit are interchangeable.
const FOUND = zobristTable(4 * (TOP + 1), 0xf00d5);

const rankOfType = (t: number): number => (t % 13) + 1;
const suitOfType = (t: number): number => (t / 13) | 0;
/** Diamonds and hearts (SUIT_CHARS order C, D, H, S). */
const isRed = (t: number): boolean => {
  const s = suitOfType(t);
  return s === 1 || s === 2;
};

/**
 * Why the key may ignore places (RULES.md): every row-1 pile builds and feeds the foundations alike, a
 * space is filled from any card of the row below (the row, not the column), and a row-4 space is
 * refilled from the stock wherever it is. So a row is a multiset, and positions that differ only in
 * where a row's cards lie have the same future.
 *
 * Moves are `from | to << 6`: from 0..31 a space (row-major, row 1 first); to 0..31 a space, 32..39 a
 * foundation. The search lists one of several moves that reach the same key (the same card type from
 * two places, a card onto two foundations of equal height); `complete` lists the engine's moves exactly.
 */
export class BritishConstitutionState implements SearchState {
  keyLo = 0;
  keyHi = 0;
  /** Row-1 piles, STRIDE cards each. */
  private readonly piles = new Int8Array(ROW * STRIDE);
  private readonly len = new Uint8Array(ROW);
  private readonly pileLo = new Int32Array(ROW);
  private readonly pileHi = new Int32Array(ROW);
  /** Rows 2–4: one card type or EMPTY per space, index 8..31 as in the engine's numbering. */
  private readonly cell = new Int8Array(SPACES).fill(EMPTY);
  private readonly stock: Int8Array;
  private stockLen: number;
  private readonly fSuit = new Int8Array(FOUNDATIONS);
  private readonly fHeight = new Uint8Array(FOUNDATIONS);
  private home = 0;
  /** Cards in each row (row 1 counts non-empty piles). */
  private readonly inRow = new Uint8Array(4);
  private undo = new Int32Array(4096);
  /** Scratch for forcedMove: per suit, the lower and higher foundation height. */
  private readonly suitLow = new Uint8Array(4);
  private readonly suitHigh = new Uint8Array(4);
  private undoTop = 0;

  constructor(position: Position) {
    const stock = position.piles['stock']!;
    this.stock = new Int8Array(stock.map(cardType));
    this.stockLen = stock.length;
    this.keyLo = STOCK.lo[this.stockLen]!;
    this.keyHi = STOCK.hi[this.stockLen]!;
    for (let i = 0; i < SPACES; i++) {
      const pile = position.piles[`tableau-${i + 1}`]!;
      for (const card of pile) this.place(i, cardType(card));
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
    this.keyLo = (this.keyLo + sign * FOUND.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * FOUND.hi[z]!) | 0;
  }

  /** Puts a card type on space i: on top of a row-1 pile, or into an empty space of rows 2–4. */
  private place(i: number, type: number): void {
    if (i < ROW) {
      const h = this.len[i]!;
      if (h === 0) this.inRow[0]!++;
      this.piles[i * STRIDE + h] = type;
      this.len[i] = h + 1;
      this.repile(i, type * STRIDE + h);
    } else {
      this.cell[i] = type;
      this.inRow[(i / ROW) | 0]!++;
      const z = (((i / ROW) | 0) - 1) * 52 + type;
      this.keyLo = (this.keyLo + CELL.lo[z]!) | 0;
      this.keyHi = (this.keyHi + CELL.hi[z]!) | 0;
    }
  }

  /** Takes the top card type off space i. */
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
    this.inRow[(i / ROW) | 0]!--;
    const z = (((i / ROW) | 0) - 1) * 52 + type;
    this.keyLo = (this.keyLo - CELL.lo[z]!) | 0;
    this.keyHi = (this.keyHi - CELL.hi[z]!) | 0;
    return type;
  }

  /** Toggles one (type, height) number of row-1 pile p, keeping the sum of pile numbers in the key. */
  private repile(p: number, z: number): void {
    this.keyLo = (this.keyLo - this.pileLo[p]!) | 0;
    this.keyHi = (this.keyHi - this.pileHi[p]!) | 0;
    this.pileLo[p]! ^= PILE.lo[z]!;
    this.pileHi[p]! ^= PILE.hi[z]!;
    this.keyLo = (this.keyLo + this.pileLo[p]!) | 0;
    this.keyHi = (this.keyHi + this.pileHi[p]!) | 0;
  }

  private setStock(len: number): void {
    this.keyLo = (this.keyLo - STOCK.lo[this.stockLen]! + STOCK.lo[len]!) | 0;
    this.keyHi = (this.keyHi - STOCK.hi[this.stockLen]! + STOCK.hi[len]!) | 0;
    this.stockLen = len;
  }

  private top(i: number): number {
    return i < ROW ? (this.len[i] === 0 ? EMPTY : this.piles[i * STRIDE + this.len[i]! - 1]!) : this.cell[i]!;
  }

  isWon(): boolean {
    return this.home === FOUNDATIONS * TOP;
  }

  /** The row (0..2) of the space that must be filled now, and its index, or −1 (at most one waits). */
  private pending(): number {
    for (let r = 0; r < 3; r++) {
      if (this.inRow[r + 1] === 0) continue;
      if (this.inRow[r] === ROW) continue;
      for (let i = r * ROW; i < r * ROW + ROW; i++) if (this.top(i) === EMPTY) return i;
    }
    return -1;
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
    const space = this.pending();
    if (space >= 0) {
      // Only fills are legal: any card of the row below. Equal card types give equal keys.
      const below = ((space / ROW) | 0) + 1;
      let seen0 = 0;
      let seen1 = 0;
      for (let i = below * ROW; i < below * ROW + ROW; i++) {
        const t = this.cell[i]!;
        if (t === EMPTY) continue;
        if (!complete) {
          const bit = 1 << (t & 31);
          if (t < 32 ? (seen0 & bit) !== 0 : (seen1 & bit) !== 0) continue;
          if (t < 32) seen0 |= bit;
          else seen1 |= bit;
        }
        buf[n++] = i | (space << 6);
      }
      return n - start;
    }
    // Foundations first (they only ever help the cards still to come), then builds onto row 1.
    for (let i = 0; i < ROW; i++) {
      const t = this.top(i);
      if (t === EMPTY) continue;
      const suit = suitOfType(t);
      const need = rankOfType(t) - 1;
      let heightSeen = -1;
      for (let f = 0; f < FOUNDATIONS; f++) {
        if (this.fSuit[f] !== suit || this.fHeight[f] !== need) continue;
        // The two foundations of a suit at one height are interchangeable.
        if (!complete && heightSeen === need) continue;
        heightSeen = need;
        buf[n++] = i | ((32 + f) << 6);
      }
    }
    let row2Seen0 = 0;
    let row2Seen1 = 0;
    for (let i = 0; i < 2 * ROW; i++) {
      const t = this.top(i);
      if (t === EMPTY) continue;
      if (i >= ROW && !complete) {
        // Two equal cards of row 2: either one leaves the same row 2 behind (a row is a multiset).
        const bit = 1 << (t & 31);
        if (t < 32 ? (row2Seen0 & bit) !== 0 : (row2Seen1 & bit) !== 0) continue;
        if (t < 32) row2Seen0 |= bit;
        else row2Seen1 |= bit;
      }
      const rank = rankOfType(t);
      const red = isRed(t);
      for (let p = 0; p < ROW; p++) {
        if (p === i) continue;
        const u = this.top(p);
        if (u === EMPTY || rankOfType(u) !== rank + 1 || isRed(u) === red) continue;
        buf[n++] = i | (p << 6);
      }
    }
    return n - start;
  }

  make(move: number): void {
    if (this.undoTop + 2 > this.undo.length) {
      const grown = new Int32Array(this.undo.length * 2);
      grown.set(this.undo);
      this.undo = grown;
    }
    const from = move & 63;
    const to = move >> 6;
    const type = this.lift(from);
    if (to >= SPACES) {
      const f = to - SPACES;
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
    this.undo[this.undoTop++] = move;
    this.undo[this.undoTop++] = refilled;
  }

  unmake(): void {
    const refilled = this.undo[--this.undoTop]!;
    const move = this.undo[--this.undoTop]!;
    const from = move & 63;
    const to = move >> 6;
    if (refilled === 1) {
      this.lift(from);
      this.setStock(this.stockLen + 1);
    }
    let type: number;
    if (to >= SPACES) {
      const f = to - SPACES;
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

  publicMove(move: number): Move {
    const from = move & 63;
    const to = move >> 6;
    return { type: 'move', from: `tableau-${from + 1}`, to: to >= SPACES ? `foundation-${to - SPACES + 1}` : `tableau-${to + 1}`, count: 1 };
  }

  /**
   * A row-1 top X (suit s, rank r) goes home at once when (1) a foundation of s is at r−1, (2) X's twin
   * is home already (the other foundation of s is at r or more), (3) all four cards of rank r−1 in the
   * other colour are home, so nothing can ever be built on X, and (4) X does not empty its pile, or
   * rows 2–4 are empty (then no fill follows and an empty pile is as useless as X's).
   *
   * Why it is safe: take any winning line L from here and drop X's own moves from it. Until X leaves its
   * pile in L, no move touches that pile (nothing goes on X by (3), and the cards under X are covered),
   * and the pile is never empty, so no space waits that L did not have. Wherever X goes in L, nothing is
   * built on it, so its absence never makes a move of L illegal; the cards it covers in L are not
   * played by L while covered. The foundation X takes can receive nothing else while X is out (by (2)
   * the only other card it accepts is X's twin, already home), and the other foundation of s is as in
   * L. So the shortened line is legal from the position after X goes home, and it ends with every card
   * home: a win. Two decks are why (2) is needed: without it L might send the twin to that foundation.
   */
  forcedMove(): number {
    if (this.pending() >= 0) return -1;
    // Per suit, the lower and higher foundation heights.
    const low = this.suitLow;
    const high = this.suitHigh;
    low.fill(TOP);
    high.fill(0);
    for (let f = 0; f < FOUNDATIONS; f++) {
      const s = this.fSuit[f]!;
      const h = this.fHeight[f]!;
      if (h < low[s]!) low[s] = h;
      if (h > high[s]!) high[s] = h;
    }
    const blackLow = Math.min(low[0]!, low[3]!);
    const redLow = Math.min(low[1]!, low[2]!);
    const lowerRows = this.inRow[1]! + this.inRow[2]! + this.inRow[3]!;
    for (let i = 0; i < ROW; i++) {
      const h = this.len[i]!;
      if (h === 0 || (h === 1 && lowerRows > 0)) continue;
      const t = this.piles[i * STRIDE + h - 1]!;
      const suit = suitOfType(t);
      const rank = rankOfType(t);
      // (1) and (2): one foundation at rank − 1, the other past it; (3): the other colour's lows.
      if (low[suit] !== rank - 1 || high[suit]! < rank) continue;
      if ((isRed(t) ? blackLow : redLow) < rank - 1) continue;
      for (let f = 0; f < FOUNDATIONS; f++) {
        if (this.fSuit[f] === suit && this.fHeight[f] === rank - 1) return i | ((SPACES + f) << 6);
      }
    }
    return -1;
  }

  /**
   * No cut: every card can in principle reach row 1 (rows move up as spaces open) and row-1 piles only
   * ever hold lower ranks above higher ones, so no card blocks a card of its suit that it needs; any
   * real blockage runs through both copies and other piles' moves, which a cheap test cannot settle.
   */
  deadEnd(): boolean {
    return false;
  }
}
