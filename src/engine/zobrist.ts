// Owns seeded tables of Zobrist numbers for position keys (two 32-bit halves per entry, so a key is 64
// bits without BigInt), and the small generator that fills them; deterministic, unlike the deal's shuffle.

/** xorshift32 from a non-zero seed: fast, and good enough for hashing tables and move-order jitter. */
export function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
}

/** `size` random 64-bit numbers as two Int32Arrays (low and high halves), the same for a given seed. */
export function zobristTable(size: number, seed: number): { lo: Int32Array; hi: Int32Array } {
  const lo = new Int32Array(size);
  const hi = new Int32Array(size);
  fillNumbers(lo, hi, seed);
  return { lo, hi };
}

/**
 * Fills `lo` and `hi` with the numbers `zobristTable` makes for `seed`: `xorshift(seed)`'s, low half then
 * high half, written out in 32-bit signed arithmetic (the same bits) with no call per number. A game's
 * first state fills its tables while its page opens, before its code is optimised: this runs about three
 * times faster than calling the generator there.
 */
function fillNumbers(lo: Int32Array, hi: Int32Array, seed: number): void {
  let s = (seed >>> 0 || 0x9e3779b9) | 0;
  const n = lo.length;
  for (let i = 0; i < n; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    lo[i] = s;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    hi[i] = s;
  }
}

/** A table of Zobrist numbers, as `zobristTable` makes them. */
export type ZobristNumbers = { readonly lo: Int32Array; readonly hi: Int32Array };

/**
 * A table of Zobrist numbers filled when first needed rather than when its module loads (issue 30: a page
 * that loads the library computes no game's numbers until that game is played): `lo` and `hi` are zeros
 * until `fill()`, which a game's state calls as it is made; then they hold what `zobristTable(size, seed)`
 * makes. The arrays are made at once and never replaced, so a hot loop reads them as it read a constant.
 */
export class LazyZobrist implements ZobristNumbers {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  private filled = false;

  constructor(
    size: number,
    private readonly seed: number,
  ) {
    this.lo = new Int32Array(size);
    this.hi = new Int32Array(size);
  }

  fill(): void {
    if (this.filled) return;
    this.filled = true;
    fillNumbers(this.lo, this.hi, this.seed);
  }
}

/**
 * The piles' shares of a position key. A pile's share is the XOR of the numbers of its cards (each
 * number picked by whatever the game indexes with: card type, height, a slot); the state's key adds the
 * shares, so piles the rules cannot tell apart may trade places without changing the key, and two equal
 * piles do not cancel (a sum, not a XOR). After each change, `dLo` and `dHi` hold how much the sum of
 * the shares moved, for the state to add to its key: `keyLo = (keyLo + keys.dLo) | 0`.
 */
export class PileKeys {
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  /** How much the last change moved the sum of the shares (low and high halves, wrapping at 32 bits). */
  dLo = 0;
  dHi = 0;

  constructor(
    piles: number,
    private readonly numbers: ZobristNumbers,
  ) {
    this.lo = new Int32Array(piles);
    this.hi = new Int32Array(piles);
  }

  /** Adds number z to pile p's share, or takes it away (XOR: the same call undoes it). */
  toggle(p: number, z: number): void {
    const lo = this.lo[p]!;
    const hi = this.hi[p]!;
    const nextLo = lo ^ this.numbers.lo[z]!;
    const nextHi = hi ^ this.numbers.hi[z]!;
    this.lo[p] = nextLo;
    this.hi[p] = nextHi;
    this.dLo = (nextLo - lo) | 0;
    this.dHi = (nextHi - hi) | 0;
  }

  /** Makes pile p's share (lo, hi): the XOR of its cards' numbers, worked out afresh by the state. */
  set(p: number, lo: number, hi: number): void {
    this.dLo = (lo - this.lo[p]!) | 0;
    this.dHi = (hi - this.hi[p]!) | 0;
    this.lo[p] = lo;
    this.hi[p] = hi;
  }
}
