// Owns Union Square's compact search state: each of the 16 piles as (suit, bottom rank, top rank), the
// waste as a stack of card types, the stock as a fixed sequence and a count, and one foundation height
// per suit, with make/unmake, a key blind to the order of piles and of foundation places, and forced
// moves home on the way down.
import { type Move, type Position, SUIT_CHARS, rankOf, suitOf } from '../../engine/index.js';
import { cardType } from '../../engine/index.js';
import type { SearchState } from './search.js';
import { zobristTable } from '../../engine/index.js';

const PILES = 16;
const SLOTS = 4;
const WASTE = 16;
const NONE = -1;
/** The `stock` move; card moves are `from | to << 5` (from 0..15 a pile, 16 the waste; to 0..15 a pile, 16..19 a foundation place). */
export const STOCK_MOVE = 1023;

// A pile is one suit running without a break, so (suit, bottom, top) is the whole pile: one number each.
const PILE = zobristTable(4 * 13 * 13, 0x0a1e5);
// The waste is a stack: a number per (height, card type), combined by XOR.
const WASTE_Z = zobristTable(105 * 52, 0x3a57e);
// The stock never changes but for its length.
const STOCK_Z = zobristTable(105, 0x570c);
// Foundations by suit and height: which of the four places a suit took never matters again.
const FOUND = zobristTable(4 * 27, 0xf0d);

/** The rank the (h+1)-th card of a foundation needs: A..K, then K, Q, … A. */
const wanted = (h: number): number => (h < 13 ? h + 1 : 26 - h);

/**
 * Move lists are the engine's exactly when `complete`; otherwise a move is left out only when another
 * listed move reaches a position with the same key: piles are interchangeable (the rules never read a
 * pile's number), so of several empty piles one is enough, a lone card moved to an empty pile changes
 * nothing, and of several empty foundation places one is enough for an Ace.
 */
export class UnionSquareState implements SearchState {
  keyLo = 0;
  keyHi = 0;
  private readonly suit = new Int8Array(PILES);
  private readonly bottom = new Int8Array(PILES);
  private readonly topRank = new Int8Array(PILES);
  /** Cards in each pile (0 empty). */
  private readonly len = new Int8Array(PILES);
  private readonly stock: Int8Array;
  private stockLen: number;
  private readonly waste = new Int8Array(105);
  private wasteLen = 0;
  private wasteLo = 0;
  private wasteHi = 0;
  /** Foundation height per suit, and the place (0..3) each suit took, or NONE. */
  private readonly height = new Int8Array(4);
  private readonly slotOf = new Int8Array(4).fill(NONE);
  private readonly suitAt = new Int8Array(SLOTS).fill(NONE);
  private home = 0;
  private undo = new Int32Array(4096);
  private undoTop = 0;
  /** Scratch of `moves`: per card type, a bit for each pile that would take it (all 0 between calls). */
  private readonly takers = new Int32Array(52);

  constructor(position: Position) {
    for (let p = 0; p < PILES; p++) {
      const pile = position.piles[`tableau-${p + 1}`]!;
      if (pile.length === 0) continue;
      this.suit[p] = SUIT_CHARS.indexOf(suitOf(pile[0]!));
      this.bottom[p] = rankOf(pile[0]!);
      this.topRank[p] = rankOf(pile[pile.length - 1]!);
      this.len[p] = pile.length;
      this.pileKey(p, 1);
    }
    const stock = position.piles['stock']!;
    this.stock = new Int8Array(stock.map(cardType));
    this.stockLen = stock.length;
    this.keyLo = (this.keyLo + STOCK_Z.lo[this.stockLen]!) | 0;
    this.keyHi = (this.keyHi + STOCK_Z.hi[this.stockLen]!) | 0;
    for (const card of position.piles['waste']!) this.pushWaste(cardType(card));
    for (let f = 0; f < SLOTS; f++) {
      const pile = position.piles[`foundation-${f + 1}`]!;
      if (pile.length === 0) continue;
      const s = SUIT_CHARS.indexOf(suitOf(pile[0]!));
      this.slotOf[s] = f;
      this.suitAt[f] = s;
      this.height[s] = pile.length;
      this.home += pile.length;
    }
    for (let s = 0; s < 4; s++) this.foundationKey(s, 1);
  }

  private pileKey(p: number, sign: number): void {
    if (this.len[p] === 0) return;
    const z = (this.suit[p]! * 13 + this.bottom[p]! - 1) * 13 + this.topRank[p]! - 1;
    this.keyLo = (this.keyLo + sign * PILE.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * PILE.hi[z]!) | 0;
  }

  private foundationKey(s: number, sign: number): void {
    const z = s * 27 + this.height[s]!;
    this.keyLo = (this.keyLo + sign * FOUND.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * FOUND.hi[z]!) | 0;
  }

  private pushWaste(type: number): void {
    const z = this.wasteLen * 52 + type;
    this.waste[this.wasteLen++] = type;
    this.keyLo = (this.keyLo - this.wasteLo) | 0;
    this.keyHi = (this.keyHi - this.wasteHi) | 0;
    this.wasteLo ^= WASTE_Z.lo[z]!;
    this.wasteHi ^= WASTE_Z.hi[z]!;
    this.keyLo = (this.keyLo + this.wasteLo) | 0;
    this.keyHi = (this.keyHi + this.wasteHi) | 0;
  }

  private popWaste(): number {
    const type = this.waste[--this.wasteLen]!;
    const z = this.wasteLen * 52 + type;
    this.keyLo = (this.keyLo - this.wasteLo) | 0;
    this.keyHi = (this.keyHi - this.wasteHi) | 0;
    this.wasteLo ^= WASTE_Z.lo[z]!;
    this.wasteHi ^= WASTE_Z.hi[z]!;
    this.keyLo = (this.keyLo + this.wasteLo) | 0;
    this.keyHi = (this.keyHi + this.wasteHi) | 0;
    return type;
  }

  private setStockLen(n: number): void {
    this.keyLo = (this.keyLo - STOCK_Z.lo[this.stockLen]! + STOCK_Z.lo[n]!) | 0;
    this.keyHi = (this.keyHi - STOCK_Z.hi[this.stockLen]! + STOCK_Z.hi[n]!) | 0;
    this.stockLen = n;
  }

  /** Takes the top card off pile p; returns its type. */
  private popPile(p: number): number {
    this.pileKey(p, -1);
    const s = this.suit[p]!;
    const r = this.topRank[p]!;
    const n = this.len[p]! - 1;
    this.len[p] = n;
    if (n > 0) this.topRank[p] = r + (this.bottom[p]! < r ? -1 : 1);
    this.pileKey(p, 1);
    return s * 13 + r - 1;
  }

  /** Puts a card type on pile p (the caller checked that it fits). */
  private pushPile(p: number, type: number): void {
    this.pileKey(p, -1);
    const r = (type % 13) + 1;
    if (this.len[p] === 0) {
      this.suit[p] = (type / 13) | 0;
      this.bottom[p] = r;
    }
    this.topRank[p] = r;
    this.len[p]!++;
    this.pileKey(p, 1);
  }

  isWon(): boolean {
    return this.home === 104;
  }

  /** Writes the foundation moves of the card `type` from `from` (none when it does not fit). */
  private homeMoves(buf: Int32Array, n: number, from: number, type: number, complete: boolean): number {
    const s = (type / 13) | 0;
    const r = (type % 13) + 1;
    const f = this.slotOf[s]!;
    if (f !== NONE) {
      const h = this.height[s]!;
      if (h < 26 && wanted(h) === r) buf[n++] = from | ((PILES + f) << 5);
    } else if (r === 1) {
      for (let g = 0; g < SLOTS; g++) {
        if (this.suitAt[g] !== NONE) continue;
        buf[n++] = from | ((PILES + g) << 5);
        if (!complete) break;
      }
    }
    return n;
  }

  /**
   * Order (a matter of speed only): foundation moves, the waste card onto a pile, pile onto pile, the
   * waste card into an empty pile, the stock, and last a card leaving a longer pile for an empty one.
   */
  // Migration shims (issue 17): the search lists `searchMoves`; `moves` alone is the complete list.
  searchMoves(buf: Int32Array, start: number): number {
    return this.moves(buf, start, false);
  }

  decode(move: number): Move {
    return this.publicMove(move);
  }

  moves(buf: Int32Array, start: number, complete = true): number {
    let n = start;
    const hasWaste = this.wasteLen > 0;
    const wasteType = hasWaste ? this.waste[this.wasteLen - 1]! : 0;
    // Foundation moves first: they finish the game.
    if (hasWaste) n = this.homeMoves(buf, n, WASTE, wasteType, complete);
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] !== 0) n = this.homeMoves(buf, n, p, this.suit[p]! * 13 + this.topRank[p]! - 1, complete);
    }
    let firstEmpty = -1;
    for (let q = 0; q < PILES; q++) {
      if (this.len[q] === 0) {
        firstEmpty = q;
        break;
      }
    }
    // Which piles take each card type: a bit per pile, filled here and cleared again below.
    const takers = this.takers;
    for (let q = 0; q < PILES; q++) {
      const h = this.len[q]!;
      if (h === 0) continue;
      const t = this.topRank[q]!;
      const base = this.suit[q]! * 13 - 1;
      const up = h === 1 || this.bottom[q]! < t;
      const down = h === 1 || this.bottom[q]! > t;
      if (up && t < 13) takers[base + t + 1]! |= 1 << q;
      if (down && t > 1) takers[base + t - 1]! |= 1 << q;
    }
    // The waste card onto a pile: it brings the next waste card within reach.
    if (hasWaste) {
      for (let m = takers[wasteType]!; m !== 0; m &= m - 1) buf[n++] = WASTE | ((31 - Math.clz32(m & -m)) << 5);
    }
    // Pile to pile, onto a card.
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      const type = this.suit[p]! * 13 + this.topRank[p]! - 1;
      for (let m = takers[type]! & ~(1 << p); m !== 0; m &= m - 1) buf[n++] = p | ((31 - Math.clz32(m & -m)) << 5);
    }
    for (let q = 0; q < PILES; q++) {
      if (this.len[q] === 0) continue;
      const t = this.topRank[q]!;
      const base = this.suit[q]! * 13 - 1;
      if (t < 13) takers[base + t + 1] = 0;
      if (t > 1) takers[base + t - 1] = 0;
    }
    if (firstEmpty >= 0) {
      // Into empty piles: all empty piles are alike, so one is enough for the search.
      if (hasWaste) {
        for (let q = firstEmpty; q < PILES; q++) {
          if (this.len[q] !== 0) continue;
          buf[n++] = WASTE | (q << 5);
          if (!complete) break;
        }
      }
      if (this.stockLen > 0) buf[n++] = STOCK_MOVE;
      for (let p = 0; p < PILES; p++) {
        // A lone card moved to an empty pile leaves the same position up to the order of piles.
        if (this.len[p] === 0 || (!complete && this.len[p] === 1)) continue;
        for (let q = firstEmpty; q < PILES; q++) {
          if (q === p || this.len[q] !== 0) continue;
          buf[n++] = p | (q << 5);
          if (!complete) break;
        }
      }
    } else if (this.stockLen > 0) {
      buf[n++] = STOCK_MOVE;
    }
    return n - start;
  }

  make(move: number): void {
    if (this.undoTop === this.undo.length) {
      const grown = new Int32Array(this.undo.length * 2);
      grown.set(this.undo);
      this.undo = grown;
    }
    this.undo[this.undoTop++] = move;
    if (move === STOCK_MOVE) {
      this.setStockLen(this.stockLen - 1);
      this.pushWaste(this.stock[this.stockLen]!);
      return;
    }
    const from = move & 31;
    const to = move >> 5;
    const type = from === WASTE ? this.popWaste() : this.popPile(from);
    if (to < PILES) {
      this.pushPile(to, type);
      return;
    }
    const s = (type / 13) | 0;
    const f = to - PILES;
    this.foundationKey(s, -1);
    this.height[s]!++;
    this.foundationKey(s, 1);
    this.slotOf[s] = f;
    this.suitAt[f] = s;
    this.home++;
  }

  unmake(): void {
    const move = this.undo[--this.undoTop]!;
    if (move === STOCK_MOVE) {
      this.popWaste();
      this.setStockLen(this.stockLen + 1);
      return;
    }
    const from = move & 31;
    const to = move >> 5;
    let type: number;
    if (to < PILES) {
      type = this.popPile(to);
    } else {
      const f = to - PILES;
      const s = this.suitAt[f]!;
      type = s * 13 + wanted(this.height[s]! - 1) - 1;
      this.foundationKey(s, -1);
      this.height[s]!--;
      this.foundationKey(s, 1);
      if (this.height[s] === 0) {
        this.slotOf[s] = NONE;
        this.suitAt[f] = NONE;
      }
      this.home--;
    }
    if (from === WASTE) this.pushWaste(type);
    else this.pushPile(from, type);
  }

  publicMove(move: number): Move {
    if (move === STOCK_MOVE) return { type: 'stock' };
    const from = move & 31;
    const to = move >> 5;
    return {
      type: 'move',
      from: from === WASTE ? 'waste' : `tableau-${from + 1}`,
      to: to < PILES ? `tableau-${to + 1}` : `foundation-${to - PILES + 1}`,
      count: 1,
    };
  }

  /**
   * On the way down (a foundation at height 13 or more, wanting the second King, then Q, J, … A), an
   * available card that fits its foundation goes there at once. Why this is safe: at that moment the
   * suit's cards still in play are one copy each of the ranks 1..r, r being this card c's rank; c is
   * the only card that foundation can take next, and the higher ranks are all home. Take a winning
   * line L from here and drop every move of c: the position after each move is L's position with c
   * sent home, and each move stays legal. Nothing goes on c unless c is alone in its pile (with a
   * card under c, that card is the single r − 1, and the pile would need an r + 1, all home); then the
   * pile is empty without c and takes the same card (the single r − 1). A pile that holds c at its
   * bottom, c then r − 1 and more, runs down; without c it runs down the same way, or is the lone
   * r − 1, which takes r − 2 (all L can play there) and more. A card leaving the top of a pile or the
   * waste is on top without c too. Foundations: L plays nothing on this suit's foundation before c,
   * after which the two positions are equal. So the shorter line wins, and forced moves never turn a
   * winnable position lost (also tested against searches without them).
   */
  forcedMove(): number {
    if (this.wasteLen > 0) {
      const m = this.downMove(WASTE, this.waste[this.wasteLen - 1]!);
      if (m >= 0) return m;
    }
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      const m = this.downMove(p, this.suit[p]! * 13 + this.topRank[p]! - 1);
      if (m >= 0) return m;
    }
    return -1;
  }

  private downMove(from: number, type: number): number {
    const s = (type / 13) | 0;
    const h = this.height[s]!;
    if (h < 13 || h >= 26 || wanted(h) !== (type % 13) + 1) return -1;
    return from | ((PILES + this.slotOf[s]!) << 5);
  }

  deadEnd(): boolean {
    return false;
  }
}
