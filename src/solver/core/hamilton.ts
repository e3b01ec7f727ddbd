// Owns Hamilton's compact search state: the stock as a window over a typed array (declined chooser
// cards slip under its bottom), the chooser, the Start rank, 7 piles and 4 foundations, with
// make/unmake. The key ignores which foundation holds which suit, and, once the stock is empty, the
// order of the piles (before that the deal gives each pile its own cards, so pile numbers matter).
import { type Move, type Position, rankFromChar } from '../../engine/index.js';
import { cardType } from '../../engine/index.js';
import type { SearchState } from './search.js';
import { zobristTable } from '../../engine/index.js';

const PILES = 7;
const FOUNDATIONS = 4;
/** Room per pile: a pile never holds more than the 52 cards. */
const STRIDE = 64;
const NONE = -1;
/** Where the stock window starts in its array: room for the three cards a chooser can send under it. */
const STOCK_BASE = 8;
const MAX_TURNED = 3;

/** Card code → rank 1..13, suit 0..3 (C D H S), colour 0 black / 1 red. */
const RANK = new Int8Array(52);
const SUIT = new Int8Array(52);
const RED = new Int8Array(52);
for (let t = 0; t < 52; t++) {
  RANK[t] = (t % 13) + 1;
  SUIT[t] = (t / 13) | 0;
  RED[t] = SUIT[t] === 1 || SUIT[t] === 2 ? 1 : 0;
}

/**
 * Zobrist numbers. Piles: (slot, card, height), where the slot is the pile's number while the stock
 * has cards and a shared slot 7 once it is empty. Each pile's number is the XOR of its cards'; the key
 * adds the piles' numbers, so with the shared slot any reordering of piles gives the same key (sums,
 * not XOR, so two equal piles do not cancel). Foundations: (suit, height), added. Vars: (turned,
 * chooser holds a card, Start rank) and the stock's length; given the root, these fix the stock's order.
 */
const TAB = zobristTable(8 * 52 * STRIDE, 0x4a3117);
const FND = zobristTable(4 * 14, 0xf0e4d);
const VAR = zobristTable(4 * 2 * 14, 0x7a25);
const STK = zobristTable(64, 0x570c4);

/** Move codes: 0 stock; 1 + f the chooser card to foundation f; card moves CARD | from | to << 4 | count << 8. */
const CARD = 1 << 16;
/** In card moves, piles 0..6 are the tableau and 7..10 the foundations. */
const F0 = PILES;

export class HamiltonState implements SearchState {
  keyLo = 0;
  keyHi = 0;
  private readonly stock = new Int8Array(STOCK_BASE + 56);
  private stockBase = STOCK_BASE;
  private stockLen = 0;
  private chooser = NONE;
  private turned = 0;
  /** Start rank 1..13, or 0 while it is being chosen. */
  private start = 0;
  /** Per card: its place in the order from the Start rank (0 for the Start rank … 12). */
  private readonly idx = new Int8Array(52);
  private readonly cards = new Int8Array(PILES * STRIDE);
  private readonly len = new Uint8Array(PILES);
  private readonly pileLo = new Int32Array(PILES);
  private readonly pileHi = new Int32Array(PILES);
  private readonly fnd = new Int8Array(FOUNDATIONS * 13);
  private readonly fLen = new Uint8Array(FOUNDATIONS);
  /** The foundation holding each suit, or NONE. */
  private readonly fOfSuit = new Int8Array(4).fill(NONE);
  private home = 0;
  private varLo = 0;
  private varHi = 0;
  private undo = new Int32Array(4096);
  private undoTop = 0;
  /** Scratch for `moves`: each pile's run depth, and per (colour, place) the piles showing it on top. */
  private readonly runs = new Uint8Array(PILES);
  private readonly topsAt = new Uint8Array(26);

  constructor(position: Position) {
    const stock = position.piles['stock']!;
    for (let i = 0; i < stock.length; i++) this.stock[STOCK_BASE + i] = cardType(stock[i]!);
    this.stockLen = stock.length;
    const chosen = position.piles['chooser']![0];
    this.chooser = chosen === undefined ? NONE : cardType(chosen);
    const turned = position.vars['turned'];
    this.turned = typeof turned === 'number' ? turned : 0;
    const s = position.vars['startRank'];
    this.setStart(typeof s === 'string' ? (rankFromChar(s) ?? 0) : 0);
    for (let p = 0; p < PILES; p++) {
      for (const card of position.piles[`tableau-${p + 1}`]!) this.push(p, cardType(card));
    }
    for (let f = 0; f < FOUNDATIONS; f++) {
      for (const card of position.piles[`foundation-${f + 1}`]!) this.pushHome(f, cardType(card));
    }
    this.rekeyVars();
  }

  private setStart(rank: number): void {
    this.start = rank;
    if (rank === 0) return;
    for (let t = 0; t < 52; t++) this.idx[t] = (RANK[t]! - rank + 13) % 13;
  }

  private slot(p: number): number {
    return this.stockLen > 0 ? p : 7;
  }

  private push(p: number, type: number): void {
    const h = this.len[p]!;
    this.cards[p * STRIDE + h] = type;
    this.len[p] = h + 1;
    this.togglePile(p, type, h);
  }

  private pop(p: number): number {
    const h = this.len[p]! - 1;
    const type = this.cards[p * STRIDE + h]!;
    this.len[p] = h;
    this.togglePile(p, type, h);
    return type;
  }

  private togglePile(p: number, type: number, h: number): void {
    const z = (this.slot(p) * 52 + type) * STRIDE + h;
    this.keyLo = (this.keyLo - this.pileLo[p]!) | 0;
    this.keyHi = (this.keyHi - this.pileHi[p]!) | 0;
    this.pileLo[p]! ^= TAB.lo[z]!;
    this.pileHi[p]! ^= TAB.hi[z]!;
    this.keyLo = (this.keyLo + this.pileLo[p]!) | 0;
    this.keyHi = (this.keyHi + this.pileHi[p]!) | 0;
  }

  /** Recomputes every pile's number (the slot changes when the stock runs out or comes back). */
  private rekeyPiles(): void {
    for (let p = 0; p < PILES; p++) {
      this.keyLo = (this.keyLo - this.pileLo[p]!) | 0;
      this.keyHi = (this.keyHi - this.pileHi[p]!) | 0;
      let lo = 0;
      let hi = 0;
      const base = (this.slot(p) * 52) * STRIDE;
      for (let h = 0; h < this.len[p]!; h++) {
        const z = base + this.cards[p * STRIDE + h]! * STRIDE + h;
        lo ^= TAB.lo[z]!;
        hi ^= TAB.hi[z]!;
      }
      this.pileLo[p] = lo;
      this.pileHi[p] = hi;
      this.keyLo = (this.keyLo + lo) | 0;
      this.keyHi = (this.keyHi + hi) | 0;
    }
  }

  private foundationKey(f: number, sign: number): void {
    const h = this.fLen[f]!;
    if (h === 0) return;
    const z = SUIT[this.fnd[f * 13]!]! * 14 + h;
    this.keyLo = (this.keyLo + sign * FND.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * FND.hi[z]!) | 0;
  }

  private pushHome(f: number, type: number): void {
    this.foundationKey(f, -1);
    this.fnd[f * 13 + this.fLen[f]!] = type;
    this.fLen[f]!++;
    this.fOfSuit[SUIT[type]!] = f;
    this.home++;
    this.foundationKey(f, 1);
  }

  private popHome(f: number): number {
    this.foundationKey(f, -1);
    const h = --this.fLen[f]!;
    const type = this.fnd[f * 13 + h]!;
    if (h === 0) this.fOfSuit[SUIT[type]!] = NONE;
    this.home--;
    this.foundationKey(f, 1);
    return type;
  }

  private rekeyVars(): void {
    const v = ((this.turned * 2 + (this.chooser === NONE ? 0 : 1)) * 14) + this.start;
    const lo = (VAR.lo[v]! + STK.lo[this.stockLen]!) | 0;
    const hi = (VAR.hi[v]! + STK.hi[this.stockLen]!) | 0;
    this.keyLo = (this.keyLo - this.varLo + lo) | 0;
    this.keyHi = (this.keyHi - this.varHi + hi) | 0;
    this.varLo = lo;
    this.varHi = hi;
  }

  private top(p: number): number {
    return this.cards[p * STRIDE + this.len[p]! - 1]!;
  }

  /** How many cards at the top of pile p may move together: one suit, each one step lower. */
  private depth(p: number): number {
    const h = this.len[p]!;
    if (h === 0) return 0;
    const base = p * STRIDE;
    let d = 1;
    while (d < h) {
      const upper = this.cards[base + h - d]!;
      const lower = this.cards[base + h - d - 1]!;
      if (SUIT[upper] !== SUIT[lower] || this.idx[lower] !== this.idx[upper]! + 1) break;
      d++;
    }
    return d;
  }

  /**
   * True when the other suit of the card's colour is home up to the place below the card's, so that
   * (with its own suit home up to there, as when it fits its foundation or lies on top of it) every card
   * of its colour lower in the order is home.
   */
  private colourHomeBelow(type: number): boolean {
    const other = this.fOfSuit[3 - SUIT[type]!]!;
    return (other === NONE ? 0 : this.fLen[other]!) >= this.idx[type]!;
  }

  /** True when a card (or a group's bottom card) of this type may go on pile q (empty or a fit). */
  private fits(type: number, q: number): boolean {
    const h = this.len[q]!;
    if (h === 0) return true;
    const under = this.cards[q * STRIDE + h - 1]!;
    return RED[under] === RED[type] && this.idx[under] === this.idx[type]! + 1;
  }

  /** The foundation a card may go to (the first empty one for a Start-rank card), or NONE. */
  private foundationFor(type: number): number {
    const i = this.idx[type]!;
    if (i === 0) {
      for (let f = 0; f < FOUNDATIONS; f++) if (this.fLen[f] === 0) return f;
      return NONE;
    }
    const f = this.fOfSuit[SUIT[type]!]!;
    return f !== NONE && this.fLen[f] === i ? f : NONE;
  }

  isWon(): boolean {
    return this.home === 52;
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
    if (this.start === 0) {
      // Choosing the Start card: the chooser card to an empty foundation (all four are empty now, and
      // interchangeable, so one is enough for the search), or decline it and turn the next.
      if (this.chooser !== NONE) {
        for (let f = 0; f < FOUNDATIONS; f++) {
          if (this.fLen[f] !== 0) continue;
          buf[n++] = 1 + f;
          if (!complete) break;
        }
      }
      if (this.stockLen > 0 && !(this.turned >= MAX_TURNED && this.chooser === NONE)) buf[n++] = 0;
      return n - start;
    }
    const stockEmpty = this.stockLen === 0;
    // Once per call: each pile's run depth, the empty piles, and which piles show each (colour, place)
    // on top, so a run's bottom finds its possible parents without trying every pile.
    const runs = this.runs;
    const topsAt = this.topsAt;
    topsAt.fill(0);
    let empties = 0;
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) {
        empties |= 1 << p;
        runs[p] = 0;
        continue;
      }
      const type = this.top(p);
      runs[p] = this.depth(p);
      topsAt[RED[type]! * 13 + this.idx[type]!]! |= 1 << p;
    }
    // 1. Cards home: each depth of a pile's top run whose top card fits a foundation.
    for (let p = 0; p < PILES; p++) {
      const d = runs[p]!;
      if (d === 0) continue;
      const type = this.top(p);
      if (this.idx[type] === 0) {
        for (let f = 0; f < FOUNDATIONS; f++) {
          if (this.fLen[f] !== 0) continue;
          for (let k = d; k >= 1; k--) buf[n++] = CARD | p | ((F0 + f) << 4) | (k << 8);
          // Empty foundations are interchangeable: the key cannot tell them apart.
          if (!complete) break;
        }
      } else {
        const f = this.foundationFor(type);
        if (f !== NONE) for (let k = d; k >= 1; k--) buf[n++] = CARD | p | ((F0 + f) << 4) | (k << 8);
      }
    }
    // 2. Runs onto other piles: onto cards first (a card of the bottom's colour one place higher; none
    // above the last place), then into empty piles.
    for (let p = 0; p < PILES; p++) {
      const d = runs[p]!;
      const base = p * STRIDE + this.len[p]!;
      for (let k = 1; k <= d; k++) {
        const bottom = this.cards[base - k]!;
        const i = this.idx[bottom]!;
        if (i === 12) continue;
        for (let parents = topsAt[RED[bottom]! * 13 + i + 1]! & ~(1 << p); parents !== 0; parents &= parents - 1) {
          const q = 31 - Math.clz32(parents & -parents);
          buf[n++] = CARD | p | (q << 4) | (k << 8);
        }
      }
    }
    if (empties !== 0) {
      for (let p = 0; p < PILES; p++) {
        const h = this.len[p]!;
        const d = runs[p]!;
        for (let k = 1; k <= d; k++) {
          for (let q = 0; q < PILES; q++) {
            if ((empties & (1 << q)) === 0) continue;
            if (!complete && stockEmpty) {
              // With the stock out, piles are interchangeable: one empty pile is as good as another,
              // and moving a whole pile into an empty one changes nothing the key can see.
              if (k < h) buf[n++] = CARD | p | (q << 4) | (k << 8);
              break;
            }
            buf[n++] = CARD | p | (q << 4) | (k << 8);
          }
        }
      }
    }
    // 3. The stock deal.
    if (this.stockLen > 0) buf[n++] = 0;
    // 4. Foundation cards back to the tableau (last: rarely needed).
    for (let f = 0; f < FOUNDATIONS; f++) {
      const h = this.fLen[f]!;
      if (h === 0) continue;
      const type = this.fnd[f * 13 + h - 1]!;
      // Not offered back (only in the search's list): a card whose colour is home below it. Once back,
      // the forced move (see forcedMove) sends it straight home, and by that rule's argument a win after
      // taking it back gives a strictly shorter one from here with it left home. So no shortest win
      // starts with this move, and leaving it out keeps every winnable position winnable in the
      // searched graph, the same induction as for forced moves. Tested: each move left out is undone by
      // the forced move, and verdicts agree with forced moves off.
      if (!complete && this.colourHomeBelow(type)) continue;
      let emptyDone = false;
      for (let q = 0; q < PILES; q++) {
        if (this.len[q] === 0 && !complete && stockEmpty) {
          if (emptyDone) continue;
          emptyDone = true;
        }
        if (this.fits(type, q)) buf[n++] = CARD | (F0 + f) | (q << 4) | (1 << 8);
      }
    }
    return n - start;
  }

  private record(move: number, extra: number): void {
    if (this.undoTop + 2 > this.undo.length) {
      const grown = new Int32Array(this.undo.length * 2);
      grown.set(this.undo);
      this.undo = grown;
    }
    this.undo[this.undoTop++] = move;
    this.undo[this.undoTop++] = extra;
  }

  make(move: number): void {
    if (move === 0) {
      if (this.start === 0) {
        // Decline: the chooser card goes under the stock; then turn the next, at most three in all.
        const extra = (this.chooser + 1) | (this.turned << 8);
        if (this.chooser !== NONE) {
          this.stock[--this.stockBase] = this.chooser;
          this.stockLen++;
          this.chooser = NONE;
        }
        if (this.turned < MAX_TURNED) {
          this.chooser = this.stock[this.stockBase + --this.stockLen]!;
          this.turned++;
        }
        this.record(move, extra);
        this.rekeyVars();
        return;
      }
      // One card face up on each pile in order while cards last.
      const dealt = Math.min(PILES, this.stockLen);
      for (let p = 0; p < dealt; p++) this.push(p, this.stock[this.stockBase + --this.stockLen]!);
      if (this.stockLen === 0) this.rekeyPiles();
      this.record(move, dealt);
      this.rekeyVars();
      return;
    }
    if (move < CARD) {
      const f = move - 1;
      this.record(move, this.chooser);
      this.setStart(RANK[this.chooser]!);
      this.pushHome(f, this.chooser);
      this.chooser = NONE;
      this.rekeyVars();
      return;
    }
    const from = move & 15;
    const to = (move >> 4) & 15;
    const k = (move >> 8) & 63;
    if (from >= F0) {
      this.push(to, this.popHome(from - F0));
    } else if (to >= F0) {
      // A run goes home top card first.
      for (let i = 0; i < k; i++) this.pushHome(to - F0, this.pop(from));
    } else {
      const h = this.len[from]! - k;
      const base = from * STRIDE;
      for (let i = 0; i < k; i++) this.push(to, this.cards[base + h + i]!);
      for (let i = 0; i < k; i++) this.pop(from);
    }
    this.record(move, 0);
  }

  unmake(): void {
    const extra = this.undo[--this.undoTop]!;
    const move = this.undo[--this.undoTop]!;
    if (move === 0) {
      if (this.start === 0) {
        const before = (extra & 255) - 1;
        const turned = extra >> 8;
        if (this.turned !== turned) {
          // Put the turned card back on top of the stock.
          this.stock[this.stockBase + this.stockLen++] = this.chooser;
          this.chooser = NONE;
          this.turned = turned;
        }
        if (before !== NONE) {
          this.stockBase++;
          this.stockLen--;
          this.chooser = before;
        }
        this.rekeyVars();
        return;
      }
      const wasEmpty = this.stockLen === 0;
      for (let p = extra - 1; p >= 0; p--) {
        this.stock[this.stockBase + this.stockLen] = this.pop(p);
        this.stockLen++;
      }
      if (wasEmpty) this.rekeyPiles();
      this.rekeyVars();
      return;
    }
    if (move < CARD) {
      this.chooser = this.popHome(move - 1);
      this.start = 0;
      this.rekeyVars();
      return;
    }
    const from = move & 15;
    const to = (move >> 4) & 15;
    const k = (move >> 8) & 63;
    if (from >= F0) {
      this.pushHome(from - F0, this.pop(to));
    } else if (to >= F0) {
      for (let i = 0; i < k; i++) this.push(from, this.popHome(to - F0));
    } else {
      const h = this.len[to]! - k;
      const base = to * STRIDE;
      for (let i = 0; i < k; i++) this.push(from, this.cards[base + h + i]!);
      for (let i = 0; i < k; i++) this.pop(to);
    }
  }

  publicMove(move: number): Move {
    if (move === 0) return { type: 'stock' };
    if (move < CARD) return { type: 'move', from: 'chooser', to: `foundation-${move}`, count: 1 };
    const name = (i: number): string => (i < F0 ? `tableau-${i + 1}` : `foundation-${i - F0 + 1}`);
    return { type: 'move', from: name(move & 15), to: name((move >> 4) & 15), count: (move >> 8) & 63 };
  }

  /**
   * A top card c (suit s, place i in the order) that fits its foundation goes home at once when the other
   * suit of its colour is home up to place i − 1, so that every card of c's colour below place i is home
   * (for the Start rank, i = 0, that asks nothing). Why this is safe: let H be c and the cards of its colour
   * below place i. A card only ever lies on a card of its colour one place higher, so the only cards that
   * can lie on an H card are H cards: on the tableau, H cards hold nothing useful. Take a shortest winning
   * line W from here and play W' from the position with c home: skip every move of H cards alone, and of a
   * run with H cards on top move only the part below them. W' always shows W's position with every H card
   * moved home: the same non-H cards in the same order on each pile (deals add the same cards to the same
   * piles), the same foundations beyond H, and at least W's empty piles. So each kept move is legal in W':
   * its cards are on top there too (in W only the run's own H cards lie above them); its target is an empty
   * pile or a non-H top (no non-H card fits on an H card); a foundation it plays to either matches W's, or,
   * where W's is still within H, stands in W' at the end of H, just where the kept part of the run continues
   * the suit. A Start-rank c may land on another empty foundation than W's: they are interchangeable and the
   * key does not tell them apart. W ends with every card home, so W' does too, and W' is shorter than W
   * because W must move c. That strict shortening keeps the search sound: every winnable position keeps a
   * winning move in the searched graph (induction on the length of its shortest win). Tested against
   * searches without forced moves.
   */
  forcedMove(): number {
    if (this.start === 0) return -1;
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      const type = this.top(p);
      const f = this.foundationFor(type);
      if (f === NONE) continue;
      if (this.colourHomeBelow(type)) return CARD | p | ((F0 + f) << 4) | (1 << 8);
    }
    return -1;
  }

  deadEnd(): boolean {
    return false;
  }
}
