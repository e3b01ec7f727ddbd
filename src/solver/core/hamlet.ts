// Owns Hamlet's compact search state: 13 piles and 8 foundations in typed arrays, make/unmake, a
// Zobrist key blind to the order of piles and of foundations, forced safe moves and dead-end cuts.
import { type Move, type Position, SUIT_CHARS, cardType, rankOf, suitOf } from '../../engine/index.js';
import type { BeamState } from './beam.js';
import { MAX_MOVES } from './search.js';
import { zobristTable } from '../../engine/index.js';

const PILES = 13;
const FOUNDATIONS = 8;
/** Room per pile: at most 8 dealt cards plus a run of 12 built on top (nothing goes on an Ace). */
const STRIDE = 32;
const NONE = -1;
/** The beam's weightings of the estimate (see `estimate` and `useStyle`). */
const STYLES = [
  [1, 3, 3, 0],
  [1, 2, 5, 0],
  [1, 0, 5, 0],
  [1, 3, 3, 1],
  [1, 3, 0, 1],
  [1, 2, 5, 2],
].map((w) => Float64Array.from(w));

/** Rank (1..13) and suit index (0..3) of each card type, looked up rather than divided in hot loops. */
const RANK = Int8Array.from({ length: 52 }, (_, t) => (t % 13) + 1);
const SUIT = Int8Array.from({ length: 52 }, (_, t) => (t / 13) | 0);

// Tableau numbers by (card type, height in its pile); foundation numbers by (suit, height).
const TAB = zobristTable(52 * STRIDE, 0x4a11e7);
const FND = zobristTable(4 * 14, 0xf0ed);

/**
 * Move encoding: source pile (0..12) in bits 0–4, target in bits 5–9 (0..12 a pile, 13..20 a foundation).
 * Piles are interchangeable (the rules never look at a pile's number), and so are foundations, so the
 * key adds per-pile and per-foundation numbers: any reordering of piles gives the same key. Sums, not
 * XOR, so that two identical piles do not cancel.
 */
export class HamletState implements BeamState {
  keyLo = 0;
  keyHi = 0;
  private readonly cards = new Int8Array(PILES * STRIDE);
  private readonly len = new Uint8Array(PILES);
  private readonly pileLo = new Int32Array(PILES);
  private readonly pileHi = new Int32Array(PILES);
  private readonly fSuit = new Int8Array(FOUNDATIONS);
  private readonly fHeight = new Uint8Array(FOUNDATIONS);
  /** How many cards of each rank (1..13) are on the foundations. */
  private readonly homeOfRank = new Uint8Array(14);
  private home = 0;
  private undo = new Int32Array(4096);
  private undoTop = 0;
  /** Scratch for the dead-end scan: copies of each card type seen lower in the pile. */
  private readonly below = new Uint8Array(52);
  /** Scratch for the dead-end scan: card types with a stuck copy above a lower card of their suit. */
  private readonly pinned = new Uint8Array(52);

  constructor(position: Position) {
    for (let p = 0; p < PILES; p++) {
      const pile = position.piles[`tableau-${p + 1}`]!;
      for (const card of pile) this.push(p, cardType(card));
    }
    for (let f = 0; f < FOUNDATIONS; f++) {
      const pile = position.piles[`foundation-${f + 1}`]!;
      this.fSuit[f] = pile.length === 0 ? NONE : SUIT_CHARS.indexOf(suitOf(pile[0]!));
      this.fHeight[f] = pile.length;
      for (const card of pile) this.homeOfRank[rankOf(card)]!++;
      this.home += pile.length;
      this.foundationKey(f, 1);
    }
  }

  private push(p: number, type: number): void {
    const h = this.len[p]!;
    this.cards[p * STRIDE + h] = type;
    this.len[p] = h + 1;
    const z = type * STRIDE + h;
    this.keyLo = (this.keyLo - this.pileLo[p]!) | 0;
    this.keyHi = (this.keyHi - this.pileHi[p]!) | 0;
    this.pileLo[p]! ^= TAB.lo[z]!;
    this.pileHi[p]! ^= TAB.hi[z]!;
    this.keyLo = (this.keyLo + this.pileLo[p]!) | 0;
    this.keyHi = (this.keyHi + this.pileHi[p]!) | 0;
  }

  private pop(p: number): number {
    const h = this.len[p]! - 1;
    const type = this.cards[p * STRIDE + h]!;
    this.len[p] = h;
    const z = type * STRIDE + h;
    this.keyLo = (this.keyLo - this.pileLo[p]!) | 0;
    this.keyHi = (this.keyHi - this.pileHi[p]!) | 0;
    this.pileLo[p]! ^= TAB.lo[z]!;
    this.pileHi[p]! ^= TAB.hi[z]!;
    this.keyLo = (this.keyLo + this.pileLo[p]!) | 0;
    this.keyHi = (this.keyHi + this.pileHi[p]!) | 0;
    return type;
  }

  /** Adds (sign 1) or takes away (sign −1) foundation f's number from the key. */
  private foundationKey(f: number, sign: number): void {
    const s = this.fSuit[f]!;
    if (s === NONE) return;
    const z = s * 14 + this.fHeight[f]!;
    this.keyLo = (this.keyLo + sign * FND.lo[z]!) | 0;
    this.keyHi = (this.keyHi + sign * FND.hi[z]!) | 0;
  }

  private top(p: number): number {
    return this.cards[p * STRIDE + this.len[p]! - 1]!;
  }

  isWon(): boolean {
    return this.home === 104;
  }

  /** The foundation a card type may go to (the first of equal ones), or −1. */
  private foundationFor(type: number): number {
    const suit = (type / 13) | 0;
    const rank = (type % 13) + 1;
    for (let f = 0; f < FOUNDATIONS; f++) {
      if (rank === 1 ? this.fSuit[f] === NONE : this.fSuit[f] === suit && this.fHeight[f] === rank - 1) return f;
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
    return this.listMoves(buf, start, complete, !complete);
  }

  /** The search's moves without ordering them: the beam ranks positions by its own estimate. */
  beamMoves(buf: Int32Array, start: number): number {
    return this.listMoves(buf, start, false, false);
  }

  private listMoves(buf: Int32Array, start: number, complete: boolean, ordered: boolean): number {
    let n = start;
    // Foundation moves first: they never hurt much and finish the game.
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      const type = this.top(p);
      const suit = (type / 13) | 0;
      const rank = (type % 13) + 1;
      for (let f = 0; f < FOUNDATIONS; f++) {
        if (rank === 1 ? this.fSuit[f] === NONE : this.fSuit[f] === suit && this.fHeight[f] === rank - 1) {
          buf[n++] = p | ((PILES + f) << 5);
          // Equal foundations give positions with the same key: one of them is enough for the search.
          if (!complete) break;
        }
      }
    }
    // Then pile to pile, preferring moves that uncover a card able to go home, then shorter sources.
    // A card alone on its pile is not moved to another pile in the search: that would only cover the
    // card it lands on. Whatever a line does after such a move, the same moves do without it (the card
    // serves from its own pile, and whatever lands on it there), so no shortest win starts with it.
    const first = n;
    const fewest = complete ? 1 : 2;
    for (let p = 0; p < PILES; p++) {
      const h = this.len[p]!;
      if (h < fewest) continue;
      const rank = (this.top(p) % 13) + 1;
      if (rank === 13) continue;
      for (let q = 0; q < PILES; q++) {
        if (q === p || this.len[q] === 0) continue;
        if ((this.top(q) % 13) + 1 !== rank + 1) continue;
        buf[n++] = p | (q << 5);
      }
    }
    if (ordered && n - first > 1) this.orderPileMoves(buf, first, n);
    return n - start;
  }

  /** How many cards of its suit must go home before this card type can: 0 when it can go now. */
  private distance(type: number): number {
    const suit = (type / 13) | 0;
    const rank = (type % 13) + 1;
    let best = 13;
    for (let f = 0; f < FOUNDATIONS; f++) {
      const s = this.fSuit[f]!;
      const h = s === NONE ? 0 : s === suit ? this.fHeight[f]! : 99;
      if (h <= rank - 1 && rank - 1 - h < best) best = rank - 1 - h;
    }
    return best;
  }

  /** Per pile: how far its most urgent card is from home, counting the cards above it. */
  private readonly need = new Int32Array(PILES);

  /**
   * Orders pile-to-pile moves: take from the pile whose most urgent card (fewest cards of its suit to
   * go home first, plus the cards covering it) is nearest, and cover the pile where it is farthest.
   * Only the order changes, never the set, so this is a matter of speed, not of soundness.
   */
  private orderPileMoves(buf: Int32Array, from: number, to: number): void {
    const dist = this.dist;
    for (let t = 0; t < 52; t++) dist[t] = this.distance(t);
    for (let p = 0; p < PILES; p++) {
      const h = this.len[p]!;
      let best = 99;
      for (let i = 0; i < h; i++) {
        const v = dist[this.cards[p * STRIDE + i]!]! * 2 + (h - 1 - i);
        if (v < best) best = v;
      }
      this.need[p] = best;
    }
    const sc = this.scores;
    for (let i = from; i < to; i++) sc[i - from] = this.need[(buf[i]! >> 5) & 31]! - this.need[buf[i]! & 31]!;
    // Insertion sort, best score first: lists are short.
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
  /** Scratch of the ordering: each card type's distance from home, and each move's score. */
  private readonly dist = new Int32Array(52);
  private readonly scores = new Int32Array(MAX_MOVES);

  make(move: number): void {
    const p = move & 31;
    const to = move >> 5;
    const type = this.pop(p);
    if (to < PILES) {
      this.push(to, type);
    } else {
      const f = to - PILES;
      this.foundationKey(f, -1);
      this.fSuit[f] = (type / 13) | 0;
      this.fHeight[f]!++;
      this.foundationKey(f, 1);
      this.homeOfRank[(type % 13) + 1]!++;
      this.home++;
    }
    if (this.undoTop === this.undo.length) {
      const grown = new Int32Array(this.undo.length * 2);
      grown.set(this.undo);
      this.undo = grown;
    }
    this.undo[this.undoTop++] = move;
  }

  unmake(): void {
    const move = this.undo[--this.undoTop]!;
    const p = move & 31;
    const to = move >> 5;
    if (to < PILES) {
      this.push(p, this.pop(to));
    } else {
      const f = to - PILES;
      const type = this.fSuit[f]! * 13 + this.fHeight[f]! - 1;
      this.foundationKey(f, -1);
      this.fHeight[f]!--;
      if (this.fHeight[f] === 0) this.fSuit[f] = NONE;
      this.foundationKey(f, 1);
      this.homeOfRank[(type % 13) + 1]!--;
      this.home--;
      this.push(p, type);
    }
  }

  publicMove(move: number): Move {
    const to = move >> 5;
    return {
      type: 'move',
      from: `tableau-${(move & 31) + 1}`,
      to: to < PILES ? `tableau-${to + 1}` : `foundation-${to - PILES + 1}`,
      count: 1,
    };
  }

  /**
   * A top card of rank r may go home at once when all eight cards of rank r − 1 are already home
   * (always, for an Ace). Why this is safe: nothing can ever be built on it again (building is by rank
   * alone, and foundation cards stay), so in any winning continuation it only waits, moves from pile to
   * pile, and finally goes home. Drop those moves and send it home now: every other move stays legal,
   * because this only uncovers cards earlier and nothing was ever placed on it. Two decks: at this moment
   * every foundation of its suit that is at r − 1 waits for a card of this very type, and the two copies
   * are interchangeable, as are the foundations that show the same card, so the continuation can be
   * renamed to use the foundation taken now. The winning line gets shorter, so repeating the argument
   * ends in a win: forced moves never lose a winnable position (tested against searches without them).
   */
  forcedMove(): number {
    for (let p = 0; p < PILES; p++) {
      if (this.len[p] === 0) continue;
      const type = this.top(p);
      const rank = (type % 13) + 1;
      if (rank > 1 && this.homeOfRank[rank - 1] !== 8) continue;
      const f = this.foundationFor(type);
      if (f >= 0) return p | ((PILES + f) << 5);
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
    const below = this.below;
    const pinned = this.pinned;
    pinned.fill(0);
    for (let p = 0; p < PILES; p++) {
      const h = this.len[p]!;
      if (h < 2) continue;
      below.fill(0);
      const base = p * STRIDE;
      for (let i = 0; i < h; i++) {
        const type = this.cards[base + i]!;
        const rank = (type % 13) + 1;
        if (i > 0) {
          const stuck =
            rank === 13 ||
            this.homeOfRank[rank + 1]! + below[rank]! + below[13 + rank]! + below[26 + rank]! + below[39 + rank]! === 8;
          if (stuck) {
            const suitBase = type - rank + 1;
            let over = 0;
            for (let j = suitBase; j < type; j++) {
              if (below[j] === 2) return true;
              over |= below[j]!;
            }
            if (over !== 0) {
              if (pinned[type] !== 0 || this.homeCopies(type) !== 0) return true;
              pinned[type] = 1;
            }
          }
        }
        below[type]!++;
      }
    }
    return false;
  }

  readonly snapshotSize = PILES + 104 + 2 * FOUNDATIONS;

  snapshot(out: Int8Array, at: number): void {
    let k = at + PILES;
    for (let p = 0; p < PILES; p++) {
      const h = this.len[p]!;
      out[at + p] = h;
      for (let i = 0; i < h; i++) out[k++] = this.cards[p * STRIDE + i]!;
    }
    k = at + PILES + 104;
    for (let f = 0; f < FOUNDATIONS; f++) {
      out[k + f] = this.fSuit[f]!;
      out[k + FOUNDATIONS + f] = this.fHeight[f]!;
    }
  }

  restore(from: Int8Array, at: number): void {
    // As `push` would do card by card, with each pile's number summed into the key once.
    let keyLo = 0;
    let keyHi = 0;
    let k = at + PILES;
    const cards = this.cards;
    for (let p = 0; p < PILES; p++) {
      const h = from[at + p]!;
      let lo = 0;
      let hi = 0;
      for (let i = 0, c = p * STRIDE; i < h; i++, c++) {
        const type = from[k++]!;
        cards[c] = type;
        const z = type * STRIDE + i;
        lo ^= TAB.lo[z]!;
        hi ^= TAB.hi[z]!;
      }
      this.len[p] = h;
      this.pileLo[p] = lo;
      this.pileHi[p] = hi;
      keyLo = (keyLo + lo) | 0;
      keyHi = (keyHi + hi) | 0;
    }
    this.keyLo = keyLo;
    this.keyHi = keyHi;
    this.homeOfRank.fill(0);
    this.home = 0;
    this.undoTop = 0;
    k = at + PILES + 104;
    for (let f = 0; f < FOUNDATIONS; f++) {
      this.fSuit[f] = from[k + f]!;
      const height = from[k + FOUNDATIONS + f]!;
      this.fHeight[f] = height;
      for (let r = 1; r <= height; r++) this.homeOfRank[r]!++;
      this.home += height;
      this.foundationKey(f, 1);
    }
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
    const cards = this.cards;
    const lowestOfSuit = this.lowestOfSuit;
    for (let p = 0; p < PILES; p++) {
      const h = this.len[p]!;
      // The lowest rank met so far in the pile, overall and per suit.
      let lowest = 14;
      lowestOfSuit[0] = lowestOfSuit[1] = lowestOfSuit[2] = lowestOfSuit[3] = 14;
      for (let i = p * STRIDE, end = p * STRIDE + h; i < end; i++) {
        const type = cards[i]!;
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
            if (this.cards[p * STRIDE + i] === want) best = h - 1 - i;
          }
        }
        if (best < 99) need += best;
      }
    }
    const w = this.weights;
    return out * w[0]! + blocking * w[1]! + hard * w[2]! + need * w[3]!;
  }
  private readonly lowestOfSuit = new Int8Array(4);
  /** Weights of the estimate's terms: cards out, cards over a lower rank, over a lower card of their suit, depth of the cards wanted next. */
  private weights = STYLES[0]!;

  /**
   * Picks the estimate's weights for beam run `run`. No one weighting wins most deals, but different
   * ones win different deals (measured on deals the depth-first search could not win in 10 s), so runs
   * take turns.
   */
  useStyle(run: number): void {
    this.weights = STYLES[run % STYLES.length]!;
  }

  /** How many copies of a card type are on the foundations. */
  private homeCopies(type: number): number {
    const suit = (type / 13) | 0;
    const rank = (type % 13) + 1;
    let n = 0;
    for (let f = 0; f < FOUNDATIONS; f++) if (this.fSuit[f] === suit && this.fHeight[f]! >= rank) n++;
    return n;
  }
}
