// Owns the transposition table: 64-bit position keys in open-addressing typed arrays, each with a 32-bit
// stamp the search writes (when the position was entered, or "proved lost"), grown by doubling up to a
// fixed ceiling, so memory stays bounded (12 bytes a slot).

/** The stamp of a position proved lost: it stays lost in every later run. */
export const PROVED = 0xffffffff;
/** `visit` answers: the key was new (or stale) and now carries the given stamp; or memory is exhausted. */
export const NEW = -1;
export const FULL = -2;

/**
 * Keys of the positions a search has entered, with stamps. The key (0, 0) marks an empty slot, so a real
 * key of (0, 0) is stored as (1, 0): one more 2^-64 chance of a collision, which the search accepts anyway.
 * A stamp below the `keepFrom` the search passes (an earlier run's entry, not proved) counts as absent:
 * it is overwritten in place, and dropped whenever the table is rebuilt, so restarts need no sweep.
 */
export class PositionTable {
  private lo: Int32Array;
  private hi: Int32Array;
  private stamp: Uint32Array;
  private mask: number;
  private used = 0;
  private readonly maxEntries: number;
  /** Slot of the key last visited (valid until the next insertion). */
  lastSlot = 0;

  /** `maxEntries`: the most keys ever held; beyond it `visit` answers FULL. */
  constructor(maxEntries: number, initialCapacity = 1 << 16) {
    this.maxEntries = maxEntries;
    let cap = 1;
    while (cap < initialCapacity) cap <<= 1;
    this.lo = new Int32Array(cap);
    this.hi = new Int32Array(cap);
    this.stamp = new Uint32Array(cap);
    this.mask = cap - 1;
  }

  get size(): number {
    return this.used;
  }

  /**
   * Looks a key up. When it is there with stamp PROVED or at least `keepFrom`, returns that stamp and
   * changes nothing; otherwise stores it with `stamp` and returns NEW (FULL when there is no room).
   */
  visit(keyLo: number, keyHi: number, stamp: number, keepFrom: number): number {
    if (keyLo === 0 && keyHi === 0) keyLo = 1;
    let i = (keyLo ^ Math.imul(keyHi, 0x9e3779b1)) & this.mask;
    const lo = this.lo;
    const hi = this.hi;
    for (;;) {
      const a = lo[i]!;
      const b = hi[i]!;
      if (a === 0 && b === 0) break;
      if (a === keyLo && b === keyHi) {
        this.lastSlot = i;
        const s = this.stamp[i]!;
        if (s === PROVED || s >= keepFrom) return s;
        this.stamp[i] = stamp;
        return NEW;
      }
      i = (i + 1) & this.mask;
    }
    if (this.used >= this.maxEntries) {
      // Make room by dropping earlier runs' leftovers; the key is then looked for again.
      if (!this.rebuild(keepFrom, false)) return FULL;
      return this.visit(keyLo, keyHi, stamp, keepFrom);
    }
    lo[i] = keyLo;
    hi[i] = keyHi;
    this.stamp[i] = stamp;
    this.lastSlot = i;
    this.used++;
    // Keep the load under 3/4 so probes stay short.
    if (this.used * 4 > lo.length * 3) {
      this.rebuild(keepFrom, true);
      this.lastSlot = this.find(keyLo, keyHi);
    }
    return NEW;
  }

  /** Marks a key proved lost; `slot` is where it was last seen (checked, since rebuilds move keys). */
  prove(keyLo: number, keyHi: number, slot: number): void {
    if (keyLo === 0 && keyHi === 0) keyLo = 1;
    if (this.lo[slot] !== keyLo || this.hi[slot] !== keyHi) slot = this.find(keyLo, keyHi);
    if (slot >= 0) this.stamp[slot] = PROVED;
  }

  /** The stamp of a key, or −1 when absent (the beam's test of a kept position, and tests). */
  stampOf(keyLo: number, keyHi: number): number {
    if (keyLo === 0 && keyHi === 0) keyLo = 1;
    const i = this.find(keyLo, keyHi);
    return i < 0 ? -1 : this.stamp[i]!;
  }

  private find(keyLo: number, keyHi: number): number {
    let i = (keyLo ^ Math.imul(keyHi, 0x9e3779b1)) & this.mask;
    for (;;) {
      const a = this.lo[i]!;
      const b = this.hi[i]!;
      if (a === 0 && b === 0) return -1;
      if (a === keyLo && b === keyHi) return i;
      i = (i + 1) & this.mask;
    }
  }

  /**
   * Rehashes the live keys (proved, or stamped at least `keepFrom`), dropping the rest. Doubles the
   * capacity when asked and the live keys would still fill more than 3/8 of it. False when nothing was
   * dropped (so a full table stays full).
   */
  private rebuild(keepFrom: number, mayGrow: boolean): boolean {
    const oldLo = this.lo;
    const oldHi = this.hi;
    const oldStamp = this.stamp;
    let live = 0;
    for (let j = 0; j < oldLo.length; j++) {
      const s = oldStamp[j]!;
      if ((oldLo[j] !== 0 || oldHi[j] !== 0) && (s === PROVED || s >= keepFrom)) live++;
    }
    const dropped = live < this.used;
    if (!dropped && !mayGrow) return false;
    const cap = mayGrow && live * 8 > oldLo.length * 3 ? oldLo.length * 2 : oldLo.length;
    this.lo = new Int32Array(cap);
    this.hi = new Int32Array(cap);
    this.stamp = new Uint32Array(cap);
    this.mask = cap - 1;
    for (let j = 0; j < oldLo.length; j++) {
      const a = oldLo[j]!;
      const b = oldHi[j]!;
      const s = oldStamp[j]!;
      if ((a === 0 && b === 0) || !(s === PROVED || s >= keepFrom)) continue;
      let i = (a ^ Math.imul(b, 0x9e3779b1)) & this.mask;
      while (this.lo[i] !== 0 || this.hi[i] !== 0) i = (i + 1) & this.mask;
      this.lo[i] = a;
      this.hi[i] = b;
      this.stamp[i] = s;
    }
    this.used = live;
    return dropped;
  }
}
