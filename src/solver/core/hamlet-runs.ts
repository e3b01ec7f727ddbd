// Owns Hamlet's second deadlock test: the game with the suits of moved cards forgotten, searched
// exhaustively within a budget. When even that game cannot be won, the real position is lost.
import { LazyZobrist, type Move, TYPE_RANK } from '../../engine/index.js';
import { search } from './search.js';

const RANK = TYPE_RANK;
/** Tableau piles. */
const PILES = 13;
/** Room for one pile's cards. */
const STRIDE = 104;

/**
 * Moves of the relaxed game, as codes: kind × 2^16 + pile × 2^8 + target (a pile, or a card type going
 * home from a run).
 */
const FROM_REST = 0;
const REST_HOME = 1;
const FROM_RUN = 2;
const RUN_HOME = 3;
const KINDS = [FROM_REST, FROM_RUN];

/**
 * The relaxed game. In a real position call each pile's cards "the rest" (they have not moved since), and
 * every card that leaves the rest either goes home or lands on a top one rank higher. Empty piles are
 * never filled, so whatever lies above what remains of a pile's rest is a run of moved cards, each one
 * rank below the card beneath it: its ranks are fixed by the rank of the rest's top card and the run's
 * length. The relaxed game keeps, per pile, how much of the rest remains and how long the run on it is,
 * the foundations' heights, and how many copies of each card type are moved (out of their rest, not
 * home): it forgets which run holds which moved card. Its moves:
 * - the rest's top card of a pile with no run goes home (when a foundation takes it), or onto a pile whose
 *   top has rank one higher (that run grows by one, and the card counts as moved);
 * - the top of a run (its rank known) goes onto another pile whose top has rank one higher, or goes home
 *   as any moved card of that rank whose type a foundation takes.
 * Every real move is one of these on the real position's image (a card on a run's top is a moved card
 * of that rank), so every winning line of the real game is a winning line of the relaxed one: when the
 * relaxed game has none, nor has the real one. Foundations: each suit has two, an empty one counting as
 * height 0 (when a suit has fewer than two started, fewer than eight are started, so an Ace always finds
 * an empty one).
 */
export class HamletRuns {
  /** Each pile's cards, bottom first from pile × STRIDE; how much of each remains; its run's length. */
  private readonly cards = new Int8Array(PILES * STRIDE);
  private readonly rest = new Int8Array(PILES);
  private readonly run = new Int8Array(PILES);
  /** Foundation heights, two per suit (suit × 2 and suit × 2 + 1). */
  private readonly home = new Int8Array(8);
  /** Moved copies of each card type. */
  private readonly moved = new Int8Array(52);
  private left = 0;
  keyLo = 0;
  keyHi = 0;
  /** Undo records: the move made, and for a move home the foundation slot it filled. */
  private readonly undoMove: number[] = [];
  private readonly undoSlot: number[] = [];
  /**
   * Random numbers for the key: per pile, its rest's length (0..104) and its run's length (0..13); per suit,
   * its two heights. Made at the first relaxed game, not as the library loads.
   */
  private static readonly Z = new LazyZobrist(PILES * 105 + PILES * 14 + 4 * 14 * 14, 0x52756e73);

  /**
   * Starts from a real position: pile p's card types bottom first from p × `stride` (height `len[p]`),
   * and each foundation's suit (`none` for an empty one) and height.
   */
  constructor(
    cards: Int8Array,
    stride: number,
    len: Uint8Array,
    fSuit: Int8Array | Uint8Array,
    fHeight: Int8Array | Uint8Array,
    none: number,
  ) {
    HamletRuns.Z.fill();
    let left = 0;
    for (let p = 0; p < PILES; p++) {
      const h = len[p]!;
      for (let i = 0; i < h; i++) this.cards[p * STRIDE + i] = cards[p * stride + i]!;
      this.rest[p] = h;
      left += h;
    }
    this.left = left;
    const started = new Int8Array(4);
    for (let f = 0; f < fSuit.length; f++) {
      const s = fSuit[f]!;
      if (s === none) continue;
      this.home[s * 2 + started[s]!] = fHeight[f]!;
      started[s]!++;
    }
    for (let p = 0; p < PILES; p++) this.togglePile(p);
    for (let s = 0; s < 4; s++) this.toggleSuit(s);
  }

  private toggle(i: number): void {
    this.keyLo ^= HamletRuns.Z.lo[i]!;
    this.keyHi ^= HamletRuns.Z.hi[i]!;
  }

  private togglePile(p: number): void {
    this.toggle(p * 105 + this.rest[p]!);
    this.toggle(PILES * 105 + p * 14 + this.run[p]!);
  }

  private toggleSuit(s: number): void {
    const a = this.home[s * 2]!;
    const b = this.home[s * 2 + 1]!;
    this.toggle(PILES * 105 + PILES * 14 + s * 196 + (a > b ? a * 14 + b : b * 14 + a));
  }

  /** Rank of pile p's top, or −1 when it is empty. */
  private topRank(p: number): number {
    const r = this.rest[p]!;
    return r === 0 ? -1 : RANK[this.cards[p * STRIDE + r - 1]!]! - this.run[p]!;
  }

  /** The foundation slot that takes a card of type t now, or −1. */
  private slotFor(t: number): number {
    const s = (t / 13) | 0;
    const below = RANK[t]! - 1;
    if (this.home[s * 2] === below) return s * 2;
    if (this.home[s * 2 + 1] === below) return s * 2 + 1;
    return -1;
  }

  isWon(): boolean {
    return this.left === 0;
  }

  moves(buf: Int32Array, start: number): number {
    let n = start;
    // Moves home first: they are the way to a win.
    for (let p = 0; p < PILES; p++) {
      const r = this.rest[p]!;
      if (r === 0) continue;
      if (this.run[p] === 0) {
        if (this.slotFor(this.cards[p * STRIDE + r - 1]!) >= 0) buf[n++] = (REST_HOME << 16) | (p << 8);
      } else {
        const rank = this.topRank(p);
        for (let s = 0; s < 4; s++) {
          const t = s * 13 + rank - 1;
          if (this.moved[t]! > 0 && this.slotFor(t) >= 0) buf[n++] = (RUN_HOME << 16) | (p << 8) | t;
        }
      }
    }
    // Then cards out of a rest (they uncover more), then moves between runs.
    for (const kind of KINDS) {
      for (let p = 0; p < PILES; p++) {
        if (this.rest[p] === 0 || (this.run[p] === 0) !== (kind === FROM_REST)) continue;
        const rank = this.topRank(p);
        if (rank === 13) continue;
        for (let q = 0; q < PILES; q++) if (q !== p && this.topRank(q) === rank + 1) buf[n++] = (kind << 16) | (p << 8) | q;
      }
    }
    return n - start;
  }

  searchMoves(buf: Int32Array, start: number): number {
    return this.moves(buf, start);
  }

  make(m: number): void {
    const kind = m >>> 16;
    const p = (m >>> 8) & 0xff;
    const x = m & 0xff;
    let slot = -1;
    this.togglePile(p);
    if (kind === FROM_REST || kind === REST_HOME) {
      const t = this.cards[p * STRIDE + this.rest[p]! - 1]!;
      this.rest[p]!--;
      this.left--;
      if (kind === REST_HOME) slot = this.goHome(t);
      else this.land(x, t);
    } else {
      this.run[p]!--;
      if (kind === RUN_HOME) {
        this.moved[x]!--;
        slot = this.goHome(x);
      } else this.land(x, -1);
    }
    this.togglePile(p);
    this.undoMove.push(m);
    this.undoSlot.push(slot);
  }

  /** Sends a card of type t home; returns the foundation slot. */
  private goHome(t: number): number {
    const s = (t / 13) | 0;
    const slot = this.slotFor(t);
    this.toggleSuit(s);
    this.home[slot]!++;
    this.toggleSuit(s);
    return slot;
  }

  /** Lands a card on pile q's run (a card of type t from a rest, counted as moved; −1 from a run). */
  private land(q: number, t: number): void {
    this.togglePile(q);
    this.run[q]!++;
    this.togglePile(q);
    if (t >= 0) this.moved[t]!++;
  }

  unmake(): void {
    const m = this.undoMove.pop()!;
    const slot = this.undoSlot.pop()!;
    const kind = m >>> 16;
    const p = (m >>> 8) & 0xff;
    const x = m & 0xff;
    if (slot >= 0) {
      const s = slot >> 1;
      this.toggleSuit(s);
      this.home[slot]!--;
      this.toggleSuit(s);
    }
    if (kind === FROM_REST || kind === FROM_RUN) {
      this.togglePile(x);
      this.run[x]!--;
      this.togglePile(x);
    }
    this.togglePile(p);
    if (kind === FROM_REST || kind === REST_HOME) {
      this.rest[p]!++;
      this.left++;
      if (kind === FROM_REST) this.moved[this.cards[p * STRIDE + this.rest[p]! - 1]!]!--;
    } else {
      this.run[p]!++;
      if (kind === RUN_HOME) this.moved[x]!++;
    }
    this.togglePile(p);
  }

  forcedMove(): number {
    return -1;
  }

  deadEnd(): boolean {
    return false;
  }

  decode(m: number): Move {
    throw new Error(`the relaxed game's move ${m} is no real move`);
  }

  /**
   * True when the relaxed game is searched through within `nodeLimit` positions without a win: the real
   * position is lost. False when it has a win or a limit came first (`nodeLimit`, or the clock reading
   * `deadline` when given). Without a deadline the answer is the same on every machine and at every
   * call (the proof checker asks again); a deadline can only turn a loss into false.
   */
  lost(nodeLimit: number, deadline?: number): boolean {
    const timeLimitMs = deadline === undefined ? 1e12 : deadline - Date.now();
    if (timeLimitMs <= 0) return false;
    const r = search(this, { restarts: false, forced: false, deadEnds: false, nodeLimit, timeLimitMs, maxPositions: nodeLimit + 1 });
    return r.verdict === 'unwinnable';
  }
}
