// Owns Hamilton's search knowledge over the game's state (src/games/hamilton/state.ts, where the rules
// and the key live): the moves the search tries and their order, with the twins and takebacks it may
// leave out, and the forced move home of a card the rules' `safeHome` allows.
import { HamiltonState, LAYOUT } from '../../games/hamilton/state.js';
import type { SolverState } from './search.js';

// The state's layout as this module's own constants (imported bindings are read through a cell on
// every use, which the hot loops notice).
const { PILES, FOUNDATIONS, STRIDE, NONE, F0, STOCK_MOVE, moveCode, chooserMove } = LAYOUT;

export class HamiltonSearch extends HamiltonState implements SolverState {
  /** Scratch for `searchMoves`: each pile's group depth, and per card kind the piles whose top takes it. */
  private readonly runs = new Uint8Array(PILES);
  private readonly takers = new Uint8Array(26);

  /**
   * The legal moves best first: cards home, groups onto cards, groups into empty piles, the stock, cards
   * back from the foundations. Left out: all but one of the interchangeable empty foundations (the key
   * does not tell them apart), with the stock out all but one empty pile and a whole pile moved into an
   * empty one (no change the key sees), and takebacks the forced move would undo (argued below).
   */
  searchMoves(buf: Int32Array, start: number): number {
    let n = start;
    if (this.choosing()) {
      // The chooser card to one empty foundation (all four are empty now, and interchangeable), or
      // decline it and turn the next.
      for (let f = 0; f < FOUNDATIONS; f++) {
        if (!this.takesChooser(f)) continue;
        buf[n++] = chooserMove(f);
        break;
      }
      if (this.canTurn()) buf[n++] = STOCK_MOVE;
      return n - start;
    }
    const stockEmpty = this.stockLen === 0;
    // Once per call: each pile's group depth, the empty piles, and the piles by the kind of card their
    // top takes (`fits`, bucketed), so a group's bottom finds where it fits without trying every pile.
    const runs = this.runs;
    const takers = this.takers;
    takers.fill(0);
    let empties = 0;
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) {
        empties |= 1 << p;
        runs[p] = 0;
        continue;
      }
      runs[p] = this.depth(p);
      const takes = this.takes[this.top(p)]!;
      if (takes !== NONE) takers[takes]! |= 1 << p;
    }
    // 1. Cards home: each depth of a pile's group whose top card fits a foundation (one empty
    // foundation for a Start-rank card: they are interchangeable).
    for (let p = 0; p < PILES; p++) {
      const d = runs[p]!;
      if (d === 0) continue;
      const f = this.foundationFor(this.top(p));
      if (f !== NONE) for (let k = d; k >= 1; k--) buf[n++] = moveCode(p, F0 + f, k);
    }
    // 2. Groups onto the cards that take their bottom card.
    for (let p = 0; p < PILES; p++) {
      const d = runs[p]!;
      const base = p * STRIDE + this.len[p]!;
      for (let k = 1; k <= d; k++) {
        for (let to = takers[this.kind[this.cards[base - k]!]!]! & ~(1 << p); to !== 0; to &= to - 1) {
          buf[n++] = moveCode(p, 31 - Math.clz32(to & -to), k);
        }
      }
    }
    // 3. Groups into empty piles (an empty pile takes any group: `fits`).
    if (empties !== 0) {
      for (let p = 0; p < PILES; p++) {
        const h = this.len[p]!;
        const d = runs[p]!;
        for (let k = 1; k <= d; k++) {
          for (let q = 0; q < PILES; q++) {
            if ((empties & (1 << q)) === 0) continue;
            if (stockEmpty) {
              // With the stock out, piles are interchangeable: one empty pile is as good as another,
              // and moving a whole pile into an empty one changes nothing the key can see.
              if (k < h) buf[n++] = moveCode(p, q, k);
              break;
            }
            buf[n++] = moveCode(p, q, k);
          }
        }
      }
    }
    // 4. The stock deal.
    if (this.stockLen > 0) buf[n++] = STOCK_MOVE;
    // 5. Foundation cards back to the tableau (last: rarely needed).
    for (let f = 0; f < FOUNDATIONS; f++) {
      const h = this.fHeight[f]!;
      if (h === 0) continue;
      const type = this.fnd[f * 13 + h - 1]!;
      // Not offered back: a card `safeHome` would send straight back. Once back, the forced move sends
      // it home again, and by that rule's argument (beside `safeHome`) a win after taking it back gives a
      // strictly shorter one from here with it left home. So no shortest win starts with this move, and
      // leaving it out keeps every winnable position winnable in the searched graph, the same induction
      // as for forced moves. Tested: each move left out is undone by the forced move, and verdicts agree
      // with forced moves off.
      if (this.safeHome(type)) continue;
      let emptyDone = false;
      for (let q = 0; q < PILES; q++) {
        if (this.len[q] === 0 && stockEmpty) {
          if (emptyDone) continue;
          emptyDone = true;
        }
        if (this.fits(type, q)) buf[n++] = moveCode(F0 + f, q, 1);
      }
    }
    return n - start;
  }

  /**
   * The first top card that fits its foundation and that the rules' `safeHome` sends home: safe, and a
   * shorter win, by the argument beside `safeHome` (games/hamilton/state.ts).
   */
  forcedMove(): number {
    if (this.choosing()) return -1;
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      const type = this.top(p);
      const f = this.foundationFor(type);
      if (f === NONE) continue;
      if (this.safeHome(type)) return moveCode(p, F0 + f, 1);
    }
    return -1;
  }

  deadEnd(): boolean {
    return false;
  }
}
