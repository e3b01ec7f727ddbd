// Owns the only randomness in the engine: a small seeded generator and an unbiased shuffle.
// Both are part of the deal format (deal.ts): changing a line here changes every deal of version 1.

/** splitmix32: spreads one 32-bit state into well-mixed 32-bit outputs (used to seed xoshiro). */
function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/** xoshiro128**: a fast 32-bit generator with a 128-bit state, seeded from one 32-bit number. */
export function seededRandom(seed: number): () => number {
  const mix = splitmix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c = (c ^ a) >>> 0;
    d = (d ^ b) >>> 0;
    b = (b ^ c) >>> 0;
    a = (a ^ d) >>> 0;
    c = (c ^ t) >>> 0;
    d = rotl(d, 11);
    return result;
  };
}

/** A uniform integer in 0..n-1 (n ≤ 2^32), by rejection so no value is favoured. */
export function below(next: () => number, n: number): number {
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates, from the last place down, into a new array. */
export function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(next, i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

/** FNV-1a over the UTF-16 code units of `text`: a stable 32-bit hash for seeding. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
