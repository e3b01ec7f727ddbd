// Owns what the solver knows about Hamlet beyond its rules (the rules are HamletState's): which moves
// the search tries and in what order, forced safe moves, dead-end cuts, and the beam's snapshots and
// estimate.
import { TYPE_RANK, TYPE_SUIT } from '../../engine/index.js';
import * as hamlet from '../../games/hamlet/state.js';
import type { BeamState } from './beam.js';
import { HamletDeadlock } from './hamlet-deadlock.js';
import { HamletRuns } from './hamlet-runs.js';
import { MAX_MOVES, type SolverState } from './search.js';

// The module's own names for what it imports and uses in hot loops: V8 reads an imported binding again at
// each use, a module's own constant once (measured: with imported loop bounds, listing the search's moves
// took a quarter longer and the whole search about a tenth).
const { FOUNDATIONS, NONE, PILES, STRIDE, codeFrom, codeTo, moveCode } = hamlet.LAYOUT;
const RANK = TYPE_RANK;
const SUIT = TYPE_SUIT;

/** The beam's weightings of the estimate (see `estimate` and `useStyle`). */
const STYLES = [
  [1, 3, 3, 0],
  [1, 2, 5, 0],
  [1, 0, 5, 0],
  [1, 3, 3, 1],
  [1, 3, 0, 1],
  [1, 2, 5, 2],
].map((w) => Float64Array.from(w));

/** Hamlet's state with the search's knowledge. */
export class HamletSearch extends hamlet.HamletState implements SolverState, BeamState {
  /** Scratch for the dead-end scan, lower in the pile: cards of each rank, and per suit the ranks with one copy or more (bit r − 1) and with both. */
  private readonly rankBelow = new Uint8Array(14);
  private readonly once = new Int32Array(4);
  private readonly twice = new Int32Array(4);
  /** Scratch of the move list: the first pile (in order) whose top has each rank, the next pile with the same top rank (−1 ends a list), and `ranksHomeTakes`. */
  private readonly firstOfRank = new Int8Array(15);
  private readonly nextOfRank = new Int8Array(PILES);
  private readonly homeTakes = new Int32Array(4);
  /** Scratch for the dead-end scan: card types with a stuck copy above a lower card of their suit, marked with the scan's number (`scan`). */
  private readonly pinned = new Int32Array(52);
  private scan = 0;
  /** Scratch of the ordering: each card type's distance from home, each pile's need, each move's score. */
  private readonly dist = new Int32Array(52);
  private readonly need = new Int32Array(PILES);
  private readonly scores = new Int32Array(MAX_MOVES);
  private readonly lowestOfSuit = new Int8Array(4);
  /** Scratch of the ordering, per pile: its lowest rank, and per suit (pile × 4 + suit); below its top card, the lowest rank and the lowest of the top card's suit. */
  private readonly lowAll = new Int8Array(PILES);
  private readonly lowSuitAll = new Int8Array(PILES * 4);
  private readonly lowBelow = new Int8Array(PILES);
  private readonly lowSuitBelow = new Int8Array(PILES);
  /**
   * Restarts come after 1,000 positions times Luby's sequence rather than 10,000: Hamlet's wins come from
   * lucky dives, and more of them pay. On 24 hard deals (see `orderPileMoves`), 44 of 96 tries won within
   * 1 million positions with this unit, 42 with 3,000, 31 with 10,000, 40 with 300 (whose short runs
   * spend more time walking back down).
   */
  readonly restartUnit = 1000;
  /**
   * Restarts shuffle the move order harder than other games' (a neighbouring pair swapped 7 times in 10,
   * not 1 in 4): the dives then differ more, and more of them win. Same 24 deals, 1 million positions a
   * try: 56 of 96 tries won with seeds 1-4 and 56 with seeds 5-8, against 44 and 37 with 1 in 4; 48 at
   * 1 in 2, 56 at 6 in 10 and 40 at 85 in 100.
   */
  readonly swapChance = 0.7;
  /** Weights of the estimate's terms: cards out, cards over a lower rank, over a lower card of their suit, depth of the cards wanted next. */
  private weights = STYLES[0]!;
  /** The relaxed game of `HamletDeadlock`, tried as a dead-end test when the count below finds none. */
  private readonly deadlock: HamletDeadlock | undefined;

  /**
   * Positions the next dead-end test may search in `HamletRuns`' relaxed game (0, the default: none; see
   * `useRunsTest`).
   */
  private runsBudget = 0;

  /** `options.deadlock: false` leaves out the relaxed-game test (for tests that compare it on and off). */
  constructor(position: ConstructorParameters<typeof hamlet.HamletState>[0], options: { deadlock?: boolean } = {}) {
    super(position);
    this.deadlock = options.deadlock === false ? undefined : new HamletDeadlock();
  }

  /**
   * The next position `deadEnd` is asked about and finds no dead end by the other tests (the search's
   * root, or the proof checker's, when called before the search) is also tried in `HamletRuns`' relaxed
   * game, searched through `budget` positions at most: once only, as that costs far more than the other
   * tests (seconds), and a loss it proves at the root is the whole proof. Sound for any budget; a count,
   * not a time, so the proof checker, given the same budget, gets the same answer.
   */
  useRunsTest(budget: number): void {
    this.runsBudget = budget;
  }

  /** `HamletRuns`' test on the position now, within `budget` positions and the clock reading `deadline`: true when it is lost. */
  runsLost(budget: number, deadline?: number): boolean {
    return new HamletRuns(this.cards, STRIDE, this.len, this.fSuit, this.fHeight, NONE).lost(budget, deadline);
  }

  /** The first foundation that takes a card type now, or −1. */
  private foundationFor(type: number): number {
    for (let f = 0; f < FOUNDATIONS; f++) if (this.foundationTakes(f, type)) return f;
    return -1;
  }

  searchMoves(buf: Int32Array, start: number): number {
    return this.listMoves(buf, start, true);
  }

  /** The search's moves without ordering them: the beam ranks positions by its own estimate. */
  beamMoves(buf: Int32Array, start: number): number {
    return this.listMoves(buf, start, false);
  }

  /**
   * The legal moves less two kinds, foundation moves first (they never hurt much and finish the game):
   * - of the foundations that take a card, only the first: equal foundations give positions with the
   *   same key (the key is blind to the order of foundations);
   * - a card alone on its pile is not moved to another pile: that would only cover the card it lands
   *   on. Whatever a line does after such a move, the same moves do without it (the card serves from its
   *   own pile, and whatever lands on it there), so no shortest win starts with it.
   * Pile-to-pile moves come ordered when `ordered` (see `orderPileMoves`).
   */
  private listMoves(buf: Int32Array, start: number, ordered: boolean): number {
    const { len, firstOfRank, nextOfRank } = this;
    const homeTakes = this.ranksHomeTakes();
    for (let r = 1; r <= 14; r++) firstOfRank[r] = -1;
    let n = start;
    for (let p = PILES - 1; p >= 0; p--) {
      if (len[p] === 0) continue;
      const rank = RANK[this.top(p)]!;
      nextOfRank[p] = firstOfRank[rank]!;
      firstOfRank[rank] = p;
    }
    for (let p = 0; p < PILES; p++) {
      if (len[p] === 0) continue;
      const type = this.top(p);
      if ((homeTakes[SUIT[type]!]! & (1 << RANK[type]!)) === 0) continue;
      const f = this.foundationFor(type);
      if (f >= 0) buf[n++] = moveCode(p, PILES + f);
    }
    const first = n;
    for (let p = 0; p < PILES; p++) {
      if (len[p]! < 2) continue;
      // The piles it builds on: `fitsOn` reads ranks alone, a card going on any top one rank higher.
      for (let q = firstOfRank[RANK[this.top(p)]! + 1]!; q >= 0; q = nextOfRank[q]!) buf[n++] = moveCode(p, q);
    }
    if (ordered && n - first > 1) this.orderPileMoves(buf, first, n);
    return n - start;
  }

  /**
   * The ranks (bit r) of each suit that some foundation may take now, as a quick filter before asking the
   * rules (`foundationFor`): one above each foundation's top, and the Ace while a foundation is empty.
   */
  private ranksHomeTakes(): Int32Array {
    const takes = this.homeTakes;
    let ace = 0;
    takes[0] = takes[1] = takes[2] = takes[3] = 0;
    for (let f = 0; f < FOUNDATIONS; f++) {
      const s = this.fSuit[f]!;
      if (s === NONE) ace = 1 << 1;
      else takes[s] = takes[s]! | (1 << (this.fHeight[f]! + 1));
    }
    for (let s = 0; s < 4; s++) takes[s] = takes[s]! | ace;
    return takes;
  }

  /**
   * Each card type's distance from home into `dist`: how many cards of its suit must go home before it
   * can, 0 when it can go now (13 when no foundation can ever take it). A suit has at most two
   * foundations (two decks), and an empty foundation counts as height 0.
   */
  private fillDistances(): void {
    const dist = this.dist;
    for (let suit = 0; suit < 4; suit++) {
      let a = -1;
      let b = -1;
      let empty = -1;
      for (let f = 0; f < FOUNDATIONS; f++) {
        const s = this.fSuit[f]!;
        if (s === NONE) empty = 0;
        else if (s === suit) {
          if (a < 0) a = this.fHeight[f]!;
          else b = this.fHeight[f]!;
        }
      }
      for (let rank = 1; rank <= 13; rank++) {
        let best = 13;
        if (a >= 0 && a <= rank - 1 && rank - 1 - a < best) best = rank - 1 - a;
        if (b >= 0 && b <= rank - 1 && rank - 1 - b < best) best = rank - 1 - b;
        if (empty === 0 && rank - 1 < best) best = rank - 1;
        dist[suit * 13 + rank - 1] = best;
      }
    }
  }

  /**
   * Orders pile-to-pile moves by where they lead: lowest estimate first (the beam's `estimate` of the
   * position after the move, its first weighting), ties broken towards taking from the pile whose most
   * urgent card (fewest cards of its suit to go home first, plus the cards covering it) is nearest and
   * covering the pile where it is farthest. Only the order changes, never the set, so this is a matter
   * of speed, not of soundness. Measured on 24 hard deals (above 1,000, not the benchmark's), four seeds
   * each, 1 million positions a try: 31 of 96 tries won against 21 with the pile scores alone.
   *
   * The estimate after a move is worked out from the estimate now, which is the same for every move and
   * so left out: a move changes only the terms of the card it moves (cards over a lower rank, over a
   * lower card of its suit), which depend only on the cards beneath it, below the top of the pile it
   * leaves and in the pile it lands on; `scanPiles` finds those lowest ranks for all moves at once. The
   * order is exactly the one `orderByMaking` gives by making each move and counting again (tested), and
   * the search runs through 1.3 times as many positions a second.
   */
  protected orderPileMoves(buf: Int32Array, from: number, to: number): void {
    const w = this.weights;
    if (w[3] !== 0) {
      this.orderByMaking(buf, from, to);
      return;
    }
    this.scanPiles();
    const { lowAll, lowSuitAll, lowBelow, lowSuitBelow, need } = this;
    const sc = this.scores;
    const w1 = w[1]!;
    const w2 = w[2]!;
    for (let i = from; i < to; i++) {
      const m = buf[i]!;
      const p = codeFrom(m);
      const q = codeTo(m);
      const type = this.top(p);
      const rank = RANK[type]!;
      const left = (rank >= lowBelow[p]! ? w1 : 0) + (rank > lowSuitBelow[p]! ? w2 : 0);
      const landed = (rank >= lowAll[q]! ? w1 : 0) + (rank > lowSuitAll[q * 4 + SUIT[type]!]! ? w2 : 0);
      sc[i - from] = need[q]! - need[p]! - (landed - left);
    }
    this.sortByScore(buf, from, to);
  }

  /** The order of `orderPileMoves`, found by making each move and counting the whole estimate again (for weightings with the depth term). */
  protected orderByMaking(buf: Int32Array, from: number, to: number): void {
    this.scanPiles();
    const sc = this.scores;
    for (let i = from; i < to; i++) {
      const m = buf[i]!;
      this.make(m);
      const after = this.estimate();
      this.unmake();
      sc[i - from] = this.need[codeTo(m)]! - this.need[codeFrom(m)]! - after;
    }
    this.sortByScore(buf, from, to);
  }

  /**
   * One pass over the piles for the ordering: each pile's need (its most urgent card's distance from
   * home, doubled, plus the cards covering it), its lowest rank overall and per suit, and below its top
   * card the lowest rank and the lowest of the top card's suit.
   */
  private scanPiles(): void {
    this.fillDistances();
    const { dist, lowAll, lowSuitAll, lowBelow, lowSuitBelow } = this;
    for (let p = 0; p < PILES; p++) {
      const h = this.len[p]!;
      let best = 99;
      let low = 14;
      const at = p * 4;
      lowSuitAll[at] = lowSuitAll[at + 1] = lowSuitAll[at + 2] = lowSuitAll[at + 3] = 14;
      for (let i = 0; i < h; i++) {
        const type = this.cardAt(p, i);
        const v = dist[type]! * 2 + (h - 1 - i);
        if (v < best) best = v;
        const rank = RANK[type]!;
        const suit = at + SUIT[type]!;
        if (i === h - 1) {
          lowBelow[p] = low;
          lowSuitBelow[p] = lowSuitAll[suit]!;
        }
        if (rank < low) low = rank;
        if (rank < lowSuitAll[suit]!) lowSuitAll[suit] = rank;
      }
      lowAll[p] = low;
      this.need[p] = best;
    }
  }

  /** Insertion sort of moves by `scores`, best first, ties in list order: lists are short. */
  private sortByScore(buf: Int32Array, from: number, to: number): void {
    const sc = this.scores;
    for (let i = from + 1; i < to; i++) {
      const m = buf[i]!;
      const s = sc[i - from]!;
      let j = i - 1;
      while (j >= from && sc[j - from]! < s) {
        buf[j + 1] = buf[j]!;
        sc[j + 1 - from] = sc[j - from]!;
        j--;
      }
      buf[j + 1] = m;
      sc[j + 1 - from] = s;
    }
  }

  /**
   * The first top card the rules' `safeHome` sends home, to the first foundation that takes it: safe, and
   * a shorter win, by the argument beside `safeHome` (games/hamlet/state.ts).
   */
  forcedMove(): number {
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      const type = this.top(p);
      if (!this.safeHome(type)) continue;
      const f = this.foundationFor(type);
      if (f >= 0) return moveCode(p, PILES + f);
    }
    return -1;
  }

  /**
   * Dead end, by counting what must go home first. Call a card stuck when it can only ever leave its pile
   * for a foundation: a King (empty piles are never filled), or a card of rank r none of whose rank r + 1
   * cards can ever be a top while it stays: each is home (foundation cards stay) or lies beneath it in
   * its own pile (uncovered only after it has left). A card of type T (suit s, rank r) goes home onto a
   * foundation of suit s at r − 1, which holds one copy of every lower card of suit s; the second copy of
   * T to go home needs the other foundation of s at r − 1 too, so both copies of every lower card of s
   * are home by then. A stuck card above a lower card L of its suit cannot go home before L, nor can L
   * leave before it. So the game is lost when a stuck card lies above
   * - both copies of a lower card of its suit (no copy of it can reach home first), or
   * - one such copy while it must be the second copy of its type home: the other copy is home already,
   *   or is stuck above a lower card of their suit too (of two such cards, one has to go second).
   * Sound by this argument alone (tested against searches without it).
   */
  deadEnd(): boolean {
    const { cards, homeOfRank, pinned, rankBelow, once, twice } = this;
    // A new number marks this scan's pinned types (typed arrays' fill is a call too dear for so short a loop).
    if (this.scan === 0x3fffffff) {
      this.pinned.fill(0);
      this.scan = 0;
    }
    const scan = ++this.scan;
    for (let p = 0; p < PILES; p++) {
      const h = this.len[p]!;
      if (h < 2) continue;
      for (let r = 1; r <= 13; r++) rankBelow[r] = 0;
      once[0] = once[1] = once[2] = once[3] = 0;
      twice[0] = twice[1] = twice[2] = twice[3] = 0;
      for (let i = 0, c = p * STRIDE; i < h; i++, c++) {
        const type = cards[c]!;
        const rank = RANK[type]!;
        const suit = SUIT[type]!;
        const bit = 1 << (rank - 1);
        if (i > 0 && (rank === 13 || 8 === homeOfRank[rank + 1]! + rankBelow[rank + 1]!)) {
          // Stuck: the lower cards of its suit beneath it are bits below its own.
          if ((twice[suit]! & (bit - 1)) !== 0) return true;
          if ((once[suit]! & (bit - 1)) !== 0) {
            if (pinned[type] === scan || this.homeCopies(type) !== 0) return true;
            pinned[type] = scan;
          }
        }
        if ((once[suit]! & bit) !== 0) twice[suit] = twice[suit]! | bit;
        else once[suit] = once[suit]! | bit;
        rankBelow[rank]!++;
      }
    }
    if (this.deadlock !== undefined && this.deadlocked(this.deadlock)) return true;
    const budget = this.runsBudget;
    if (budget === 0) return false;
    this.runsBudget = 0;
    return this.runsLost(budget);
  }

  /** The relaxed game of `HamletDeadlock` (see its argument) on this position, its piles read in place: true when it is lost. */
  private deadlocked(d: HamletDeadlock): boolean {
    const home = d.home;
    for (let t = 0; t < 52; t++) home[t] = 0;
    for (let f = 0; f < FOUNDATIONS; f++) {
      const s = this.fSuit[f]!;
      for (let r = 0, h = this.fHeight[f]!; r < h; r++) home[s * 13 + r]!++;
    }
    return d.stuckIn(this.cards, STRIDE, this.len);
  }

  /** How many copies of a card type are on the foundations. */
  private homeCopies(type: number): number {
    const suit = SUIT[type]!;
    const rank = RANK[type]!;
    let n = 0;
    for (let f = 0; f < FOUNDATIONS; f++) if (this.fSuit[f] === suit && this.fHeight[f]! >= rank) n++;
    return n;
  }

  readonly snapshotSize = PILES + 104 + 2 * FOUNDATIONS;

  snapshot(out: Int8Array, at: number): void {
    let k = at + PILES;
    for (let p = 0; p < PILES; p++) {
      const h = this.len[p]!;
      out[at + p] = h;
      for (let i = 0; i < h; i++) out[k++] = this.cardAt(p, i);
    }
    k = at + PILES + 104;
    for (let f = 0; f < FOUNDATIONS; f++) {
      out[k + f] = this.fSuit[f]!;
      out[k + FOUNDATIONS + f] = this.fHeight[f]!;
    }
  }

  restore(from: Int8Array, at: number): void {
    let k = at + PILES;
    for (let p = 0; p < PILES; p++) {
      const h = from[at + p]!;
      this.loadPile(p, from, k, h);
      k += h;
    }
    k = at + PILES + 104;
    for (let f = 0; f < FOUNDATIONS; f++) {
      this.fSuit[f] = from[k + f]!;
      this.fHeight[f] = from[k + FOUNDATIONS + f]!;
    }
    this.settle();
  }

  /**
   * A guess of how far the position is from a win, for the beam, as a weighted sum of: cards still out;
   * cards lying over a card of lower or equal rank in their pile (each must move away before that card
   * can go home); cards lying over a lower card of their own suit (they cannot go home first); and how
   * deep under other cards the cards each foundation wants next lie.
   */
  estimate(): number {
    let out = 0;
    let blocking = 0;
    let hard = 0;
    const lowestOfSuit = this.lowestOfSuit;
    for (let p = 0; p < PILES; p++) {
      const h = this.len[p]!;
      // The lowest rank met so far in the pile, overall and per suit.
      let lowest = 14;
      lowestOfSuit[0] = lowestOfSuit[1] = lowestOfSuit[2] = lowestOfSuit[3] = 14;
      for (let i = 0; i < h; i++) {
        const type = this.cardAt(p, i);
        const rank = RANK[type]!;
        const suit = SUIT[type]!;
        if (rank >= lowest) blocking++;
        else lowest = rank;
        if (rank > lowestOfSuit[suit]!) hard++;
        else lowestOfSuit[suit] = rank;
      }
      out += h;
    }
    let need = 0;
    if (this.weights[3] !== 0) {
      for (let f = 0; f < FOUNDATIONS; f++) {
        const s = this.fSuit[f]!;
        if (s === NONE || this.fHeight[f] === 13) continue;
        const want = s * 13 + this.fHeight[f]!;
        let best = 99;
        for (let p = 0; p < PILES; p++) {
          const h = this.len[p]!;
          for (let i = h - 1; i >= 0 && h - 1 - i < best; i--) {
            if (this.cardAt(p, i) === want) best = h - 1 - i;
          }
        }
        if (best < 99) need += best;
      }
    }
    const w = this.weights;
    return out * w[0]! + blocking * w[1]! + hard * w[2]! + need * w[3]!;
  }

  /**
   * Picks the estimate's weights for beam run `run`. No one weighting wins most deals, but different
   * ones win different deals (measured on deals the depth-first search could not win in 10 s), so runs
   * take turns.
   */
  useStyle(run: number): void {
    this.weights = STYLES[run % STYLES.length]!;
  }
}
