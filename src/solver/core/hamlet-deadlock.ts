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
 *
 * Why one count per rank answers the parked case. A card d beneath card k in k's own pile is neither
 * exposed nor gone while k stands at the top of what remains (only a top leaves), so "does not lie beneath
 * this card" never rules out a card that is exposed or gone. The test is then whether any tableau card of
 * rank r + 1 is exposed or gone, and that count only grows (a card leaving stays gone and exposes the one
 * beneath it): kept as cards go, so each test is two comparisons, not a scan of the eight copies of a rank.
 */
export class HamletDeadlock {
  /** Card types of the piles `add` wrote, pile p's bottom first from p × CARDS (the layout of the game state's own piles). */
  private readonly own = new Int8Array(PILES * CARDS);
  private readonly ownLen = new Uint8Array(PILES);
  /** What remains of each pile in the relaxation (cards at heights below it). */
  private readonly top = new Int32Array(PILES);
  /** Tableau cards of each rank (1..13) exposed or gone in the relaxation. */
  private readonly open = new Int32Array(14);
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

  /** Starts a new position written card by card: then `add` every card, fill `home` and ask `stuck`. */
  clear(): void {
    this.ownLen.fill(0);
    this.home.fill(0);
  }

  /** Adds the card of type `t` at height `i` of pile `p` (each pile bottom first). */
  add(p: number, i: number, t: number): void {
    this.own[p * CARDS + i] = t;
    if (this.ownLen[p]! <= i) this.ownLen[p] = i + 1;
  }

  /** True when, even in the relaxed game, some card of the piles `add` wrote can never leave its pile: the position is lost. */
  stuck(): boolean {
    return this.stuckIn(this.own, CARDS, this.ownLen);
  }

  /**
   * The same for piles read in place (a game state's: pile p's types bottom first from p × `stride`, its
   * height `len[p]`), with `home` filled: the cards are not copied.
   */
  stuckIn(cards: Int8Array, stride: number, len: Uint8Array): boolean {
    const { gone, top, open } = this;
    // Loops, not fill and set: the calls cost more than these few bytes.
    for (let t = 0; t < 52; t++) gone[t] = this.home[t]!;
    for (let r = 1; r <= 13; r++) open[r] = 0;
    let left = 0;
    for (let p = 0; p < PILES; p++) {
      const h = len[p]!;
      top[p] = h;
      left += h;
      if (h > 0) open[RANK[cards[p * stride + h - 1]!]!]!++;
    }
    for (let suit = 0; suit < 4; suit++) {
      this.ready1[suit] = 0;
      this.ready2[suit] = 0;
      this.extend(suit);
    }
    for (let progress = true; progress && left > 0;) {
      progress = false;
      for (let p = 0; p < PILES; p++) {
        const base = p * stride - 1;
        let h = top[p]!;
        if (h === 0 || !this.canLeave(cards[base + h]!)) continue;
        do {
          const t = cards[base + h]!;
          h--;
          // The card below is exposed now; the one that left stays counted, as gone.
          if (h > 0) open[RANK[cards[base + h]!]!]!++;
          gone[t]!++;
          this.extend((t / 13) | 0);
          left--;
        } while (h > 0 && this.canLeave(cards[base + h]!));
        top[p] = h;
        progress = true;
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

  /** The relaxation's test for a card of type t at the top of what remains of its pile: home, or parked (see above). */
  private canLeave(t: number): boolean {
    const rank = RANK[t]!;
    const suit = (t / 13) | 0;
    if ((this.home[t]! > 0 ? this.ready2[suit]! : this.ready1[suit]!) >= rank - 1) return true;
    return rank !== 13 && this.open[rank + 1]! > 0;
  }
}
