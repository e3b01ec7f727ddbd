// Owns Union Square's search knowledge over its rules (games/union-square/state.ts): which moves the
// search tries and in what order, and the forced moves home on the way down.
import * as state from '../../games/union-square/state.js';
import type { SolverState } from './search.js';

// The state's encoding as module constants: an imported binding is read through its cell at every use,
// a module constant is folded into the hot loops (about 7% of the search's speed, measured).
const { NONE, PILES, STOCK_MOVE, WASTE, moveCode, rankOfType, suitOfType } = state.LAYOUT;

/**
 * The search's Union Square. `searchMoves` leaves a legal move out only when another listed move reaches
 * a position with the same key: piles are interchangeable (the rules never read a pile's number), so of
 * several empty piles one is enough, a lone card moved to an empty pile changes nothing, and of several
 * empty foundation places one is enough for an Ace.
 */
export class UnionSquareSearch extends state.UnionSquareState implements SolverState {
  /**
   * Order (a matter of speed only): foundation moves, the waste card onto a pile, pile onto pile, the
   * waste card into an empty pile, the stock, and last a card leaving a longer pile for an empty one.
   */
  searchMoves(buf: Int32Array, start: number): number {
    let n = start;
    const hasWaste = this.wasteLen > 0;
    const wasteType = hasWaste ? this.waste[this.wasteLen - 1]! : 0;
    // Foundation moves first: they finish the game.
    if (hasWaste) n = this.homeMove(buf, n, WASTE, wasteType);
    for (let p = 0; p < PILES; p++) if (this.len[p] !== 0) n = this.homeMove(buf, n, p, this.topType(p));
    let firstEmpty = -1;
    for (let q = 0; q < PILES; q++) {
      if (this.len[q] === 0) {
        firstEmpty = q;
        break;
      }
    }
    const takers = this.takers;
    this.markTakers();
    // The waste card onto a pile: it brings the next waste card within reach.
    if (hasWaste) {
      for (let m = takers[wasteType]!; m !== 0; m &= m - 1) buf[n++] = moveCode(WASTE, 31 - Math.clz32(m & -m));
    }
    // Pile to pile, onto a card.
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      for (let m = takers[this.topType(p)]! & ~(1 << p); m !== 0; m &= m - 1) buf[n++] = moveCode(p, 31 - Math.clz32(m & -m));
    }
    this.clearTakers();
    if (firstEmpty >= 0) {
      // Into empty piles: all empty piles are alike, so one is enough.
      if (hasWaste) buf[n++] = moveCode(WASTE, firstEmpty);
      if (this.stockLen > 0) buf[n++] = STOCK_MOVE;
      // A lone card moved to an empty pile leaves the same position up to the order of piles.
      for (let p = 0; p < PILES; p++) if (this.len[p]! > 1) buf[n++] = moveCode(p, firstEmpty);
    } else if (this.stockLen > 0) {
      buf[n++] = STOCK_MOVE;
    }
    return n - start;
  }

  /**
   * The card `type` from `from` to its suit's foundation place, or to the first empty place when the suit
   * has none (of several empty places one is enough), when that place takes it.
   */
  private homeMove(buf: Int32Array, n: number, from: number, type: number): number {
    const s = suitOfType(type);
    // Most cards are not the one their suit's foundation wants: out before looking for a place.
    if (this.homeRank(s) !== rankOfType(type)) return n;
    let f = this.slotOf[s]!;
    for (let g = 0; f === NONE && g < 4; g++) if (this.suitAt[g] === NONE) f = g;
    if (f !== NONE && this.fitsHome(type, f)) buf[n++] = moveCode(from, PILES + f);
    return n;
  }

  /**
   * The waste card, else the first pile's top, that fits its foundation while the rules' `safeHome` says
   * the foundation is on its way down: safe, and a shorter win, by the argument beside `safeHome`
   * (games/union-square/state.ts).
   */
  forcedMove(): number {
    if (this.wasteLen > 0) {
      const m = this.downMove(WASTE, this.waste[this.wasteLen - 1]!);
      if (m >= 0) return m;
    }
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      const m = this.downMove(p, this.topType(p));
      if (m >= 0) return m;
    }
    return -1;
  }

  /** The move home of the card `type` from `from` when `safeHome` allows it and its foundation takes it, else -1. */
  private downMove(from: number, type: number): number {
    const s = suitOfType(type);
    const f = this.slotOf[s]!;
    if (!this.safeHome(s) || f === NONE || !this.fitsHome(type, f)) return -1;
    return moveCode(from, PILES + f);
  }

  deadEnd(): boolean {
    return false;
  }
}
