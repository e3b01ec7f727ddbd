// Owns British Constitution's search knowledge over the game's state (src/games/british-constitution):
// which legal moves the search may skip (equal cards of one row, equal foundations of a suit), their
// order (foundations first), and one safe forced move (a card home whose twin is home and which nothing
// can go on). The rules themselves are the state's.
import { BritishConstitutionState, LAYOUT } from '../../games/british-constitution/state.js';
import { TYPE_RANK, TYPE_SUIT } from '../../engine/index.js';
import type { SolverState } from './search.js';

// Local copies: V8 reads imported bindings through cells, slow in the hot loops (see LAYOUT).
const { ROW, PLACES, FOUNDATIONS, EMPTY, TOP, moveCode } = LAYOUT;
const RANK = TYPE_RANK;
const SUIT = TYPE_SUIT;

/** Diamonds and hearts (suits in the order C, D, H, S). */
const isRed = (t: number): boolean => SUIT[t] === 1 || SUIT[t] === 2;

export class BritishConstitutionSearch extends BritishConstitutionState implements SolverState {
  /** Scratch for forcedMove: per suit, the lower and higher foundation height. */
  private readonly suitLow = new Uint8Array(4);
  private readonly suitHigh = new Uint8Array(4);

  /**
   * The legal moves less those that reach the key of a listed move (the key is blind to places within a
   * row and to which foundation of a suit is which): of equal cards in one row only the first, of two
   * foundations of a suit at one height only the first. Foundations first: they only ever help the
   * cards still to come.
   */
  searchMoves(buf: Int32Array, start: number): number {
    let n = start;
    const space = this.pending();
    if (space >= 0) {
      // Equal card types of the row below give equal keys.
      const below = (this.rowOf(space) + 1) * ROW;
      let seen0 = 0;
      let seen1 = 0;
      for (let i = below; i < below + ROW; i++) {
        if (!this.fills(i, space)) continue;
        const t = this.cell[i]!;
        const bit = 1 << (t & 31);
        if (t < 32 ? (seen0 & bit) !== 0 : (seen1 & bit) !== 0) continue;
        if (t < 32) seen0 |= bit;
        else seen1 |= bit;
        buf[n++] = moveCode(i, space);
      }
      return n - start;
    }
    for (let i = 0; i < ROW; i++) {
      const t = this.top(i);
      if (t === EMPTY || !this.sendsHome(i)) continue;
      let heightSeen = -1;
      for (let f = 0; f < FOUNDATIONS; f++) {
        if (!this.takesHome(f, t)) continue;
        // The two foundations of a suit at one height are interchangeable.
        if (heightSeen === this.fHeight[f]) continue;
        heightSeen = this.fHeight[f]!;
        buf[n++] = moveCode(i, PLACES + f);
      }
    }
    let row2Seen0 = 0;
    let row2Seen1 = 0;
    for (let i = 0; i < 2 * ROW; i++) {
      const t = this.top(i);
      if (t === EMPTY || !this.feedsRow1(i)) continue;
      if (i >= ROW) {
        // Two equal cards of row 2: either one leaves the same row 2 behind (a row is a multiset).
        const bit = 1 << (t & 31);
        if (t < 32 ? (row2Seen0 & bit) !== 0 : (row2Seen1 & bit) !== 0) continue;
        if (t < 32) row2Seen0 |= bit;
        else row2Seen1 |= bit;
      }
      for (let p = 0; p < ROW; p++) if (p !== i && this.takesOn(p, t)) buf[n++] = moveCode(i, p);
    }
    return n - start;
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
      const t = this.top(i);
      const suit = SUIT[t]!;
      const rank = RANK[t]!;
      // (1) and (2): one foundation at rank − 1, the other past it; (3): the other colour's lows.
      if (low[suit] !== rank - 1 || high[suit]! < rank) continue;
      if ((isRed(t) ? blackLow : redLow) < rank - 1) continue;
      for (let f = 0; f < FOUNDATIONS; f++) if (this.takesHome(f, t)) return moveCode(i, PLACES + f);
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
