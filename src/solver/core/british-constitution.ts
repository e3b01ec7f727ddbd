// Owns British Constitution's search knowledge over the game's state (src/games/british-constitution):
// which legal moves the search may skip (equal cards of one row, equal foundations of a suit), their
// order (foundations first), and the forced move home of a card the rules' `safeHome` allows. The rules
// themselves are the state's.
import { BritishConstitutionState, LAYOUT } from '../../games/british-constitution/state.js';
import type { SolverState } from './search.js';

// Local copies: V8 reads imported bindings through cells, slow in the hot loops (see LAYOUT).
const { ROW, PLACES, FOUNDATIONS, EMPTY, moveCode } = LAYOUT;

export class BritishConstitutionSearch extends BritishConstitutionState implements SolverState {
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
   * The first row-1 top the rules' `safeHome` sends home, to the first foundation that takes it: safe,
   * and a shorter win, by the argument beside `safeHome` (games/british-constitution/state.ts).
   */
  forcedMove(): number {
    for (let i = 0; i < ROW; i++) {
      if (!this.safeHome(i)) continue;
      const t = this.top(i);
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
