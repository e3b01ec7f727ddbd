// Owns the transposition table: a set of 64-bit position keys in open-addressing typed arrays, grown by
// doubling up to a fixed ceiling, so memory stays bounded (8 bytes an entry).

export const INSERTED = 0;
export const PRESENT = 1;
export const FULL = 2;
export type InsertResult = typeof INSERTED | typeof PRESENT | typeof FULL;

/**
 * The keys of the positions a search has entered. The key (0, 0) marks an empty slot, so a real key
 * of (0, 0) is stored as (1, 0): one more 2^-64 chance of a collision, which the search accepts anyway.
 */
export class KeySet {
  private lo: Int32Array;
  private hi: Int32Array;
  private mask: number;
  private used = 0;
  private readonly maxEntries: number;

  /** `maxEntries`: the most keys ever held; beyond it `insert` answers FULL. */
  constructor(maxEntries: number, initialCapacity = 1 << 16) {
    this.maxEntries = maxEntries;
    let cap = 1;
    while (cap < initialCapacity) cap <<= 1;
    this.lo = new Int32Array(cap);
    this.hi = new Int32Array(cap);
    this.mask = cap - 1;
  }

  get size(): number {
    return this.used;
  }

  clear(): void {
    this.lo.fill(0);
    this.hi.fill(0);
    this.used = 0;
  }

  /** Adds a key: INSERTED when new, PRESENT when already there, FULL when memory is exhausted. */
  insert(keyLo: number, keyHi: number): InsertResult {
    if (keyLo === 0 && keyHi === 0) keyLo = 1;
    let i = (keyLo ^ Math.imul(keyHi, 0x9e3779b1)) & this.mask;
    const lo = this.lo;
    const hi = this.hi;
    for (;;) {
      const a = lo[i]!;
      const b = hi[i]!;
      if (a === 0 && b === 0) break;
      if (a === keyLo && b === keyHi) return PRESENT;
      i = (i + 1) & this.mask;
    }
    if (this.used >= this.maxEntries) return FULL;
    lo[i] = keyLo;
    hi[i] = keyHi;
    this.used++;
    // Keep the load under 3/4 so probes stay short; doubling rehashes every key.
    if (this.used * 4 > this.lo.length * 3) this.grow();
    return INSERTED;
  }

  private grow(): void {
    const oldLo = this.lo;
    const oldHi = this.hi;
    const cap = oldLo.length * 2;
    this.lo = new Int32Array(cap);
    this.hi = new Int32Array(cap);
    this.mask = cap - 1;
    for (let j = 0; j < oldLo.length; j++) {
      const a = oldLo[j]!;
      const b = oldHi[j]!;
      if (a === 0 && b === 0) continue;
      let i = (a ^ Math.imul(b, 0x9e3779b1)) & this.mask;
      while (this.lo[i] !== 0 || this.hi[i] !== 0) i = (i + 1) & this.mask;
      this.lo[i] = a;
      this.hi[i] = b;
    }
  }
}
