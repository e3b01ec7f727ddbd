// Owns Hamlet's deadlock test: a relaxed game in which each card only has to leave its pile once, solved
// exactly by a fixpoint. When even that game leaves some card stuck, the real position is lost.
import { TYPE_RANK } from '../../engine/index.js';

const RANK = TYPE_RANK;
/** Tableau piles. */
const PILES = 13;
/** Cards in the game. */
const CARDS = 104;

/**
 * The relaxed game. A card leaves its pile for the first time either for a foundation or onto an exposed
 * card one rank higher (the only two moves Hamlet has; empty piles are never filled). The relaxation
 * tracks only which cards have left their piles ("gone") and lets a card at the top of what remains of
 * its pile go when
 * - home: for every lower rank of its suit, a copy is home or gone (two copies when the other copy of
 *   this very card is home already: then this one goes second, onto the other foundation of its suit,
 *   which needs both copies of every lower card home); or
 * - parked: some card one rank higher, not home, is exposed in the relaxation (every card above it in its
 *   own pile is gone) or is gone itself, and does not lie beneath this card in its own pile.
 *
 * Why a stuck card proves the position lost. Take any winning line and list the cards in the order in
 * which they first leave their piles. Each meets its condition given the cards before it: the cards
 * above it in its pile left first (only a top card moves); if it goes home, the foundation it lands on
 * holds one copy of each lower card of its suit (both, for the second copy of its type), each of which
 * was home at the start or left its pile earlier; if it is parked on a card d, then d is exposed at that
 * moment, so either d still stands in its own pile with every card that lay above it gone, or d left its
 * pile earlier; d is not home (foundation cards stay) and cannot lie beneath it. The conditions only get
 * easier as more cards are gone, so letting cards go greedily, in any order, until nothing more can go
 * lets go at least every card of that list: all of them. Hence if the greedy fixpoint leaves a card in
 * its pile, no winning line exists. This covers Paul and Helmert's deadlock cycles between cards (a card
 * waiting for a lower card of its suit that lies beneath a card waiting for it, through any number of
 * piles) and Kings, which can only go home.
 */
export class HamletDeadlock {
  /** Card instances, pile by pile, bottom first: type, pile and height in the pile. */
  private readonly type = new Int8Array(CARDS);
  private readonly pile = new Int8Array(CARDS);
  private readonly height = new Int8Array(CARDS);
  private readonly start = new Int32Array(PILES);
  /** What remains of each pile in the relaxation (cards at heights below it). */
  private readonly top = new Int32Array(PILES);
  /** Instances of each rank (8 a rank at most), by index into the arrays above. */
  private readonly ofRank = new Int32Array(14 * 8);
  private readonly ofRankCount = new Int32Array(14);
  /** Copies of each card type home at the start. */
  readonly home = new Uint8Array(52);
  /** Copies of each card type home or gone. */
  private readonly gone = new Uint8Array(52);
  /**
   * For each suit, how many of its ranks from the Ace up have at least one copy (`ready1`), and both
   * copies (`ready2`), home or gone: a card of rank r may go home when the count its copy needs is at
   * least r − 1 (kept as cards go, so the test is one comparison).
   */
  private readonly ready1 = new Int32Array(4);
  private readonly ready2 = new Int32Array(4);
  private count = 0;
  private piles = 0;

  /** Starts a new position: then `add` every card, pile by pile from pile 0, bottom first; fill `home`; ask `stuck`. */
  clear(): void {
    this.count = 0;
    this.piles = 0;
    this.ofRankCount.fill(0);
    this.home.fill(0);
  }

  /** Adds the card of type `t` at height `i` of pile `p` (piles in order, each bottom first). */
  add(p: number, i: number, t: number): void {
    while (this.piles <= p) {
      this.start[this.piles] = this.count;
      this.top[this.piles++] = 0;
    }
    const k = this.count++;
    this.type[k] = t;
    this.pile[k] = p;
    this.height[k] = i;
    this.top[p] = i + 1;
    const r = RANK[t]!;
    this.ofRank[r * 8 + this.ofRankCount[r]!++] = k;
  }

  /** True when, even in the relaxed game, some card can never leave its pile: the position is lost. */
  stuck(): boolean {
    while (this.piles < PILES) {
      this.start[this.piles] = this.count;
      this.top[this.piles++] = 0;
    }
    const gone = this.gone;
    gone.set(this.home);
    for (let suit = 0; suit < 4; suit++) {
      this.ready1[suit] = 0;
      this.ready2[suit] = 0;
      this.extend(suit);
    }
    const top = this.top;
    let left = this.count;
    for (let progress = true; progress && left > 0;) {
      progress = false;
      for (let p = 0; p < this.piles; p++) {
        while (top[p]! > 0 && this.canLeave(this.start[p]! + top[p]! - 1)) {
          top[p]!--;
          const t = this.type[this.start[p]! + top[p]!]!;
          gone[t]!++;
          this.extend((t / 13) | 0);
          left--;
          progress = true;
        }
      }
    }
    return left > 0;
  }

  /** Brings a suit's `ready1` and `ready2` up to date with `gone`. */
  private extend(suit: number): void {
    const base = suit * 13;
    let r = this.ready1[suit]!;
    while (r < 13 && this.gone[base + r]! >= 1) r++;
    this.ready1[suit] = r;
    r = this.ready2[suit]!;
    while (r < 13 && this.gone[base + r]! >= 2) r++;
    this.ready2[suit] = r;
  }

  /** The relaxation's test for instance k, the top of what remains of its pile. */
  private canLeave(k: number): boolean {
    const t = this.type[k]!;
    const rank = RANK[t]!;
    const suit = (t / 13) | 0;
    if ((this.home[t]! > 0 ? this.ready2[suit]! : this.ready1[suit]!) >= rank - 1) return true;
    if (rank === 13) return false;
    const p = this.pile[k]!;
    const h = this.height[k]!;
    for (let j = 0, n = this.ofRankCount[rank + 1]!, base = (rank + 1) * 8; j < n; j++) {
      const d = this.ofRank[base + j]!;
      const q = this.pile[d]!;
      if (q === p && this.height[d]! < h) continue;
      if (this.top[q]! <= this.height[d]! + 1) return true;
    }
    return false;
  }
}
