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
  const next = xorshift(seed);
  const lo = new Int32Array(size);
  const hi = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    lo[i] = next() | 0;
    hi[i] = next() | 0;
  }
  return { lo, hi };
}
