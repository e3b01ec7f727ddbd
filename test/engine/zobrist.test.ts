// The Zobrist tables filled when first needed (issue 30): the same numbers as the tables made at once, none
// made before the first fill, and a game's first state fills its own tables only.
import { describe, expect, it } from 'vitest';
import { LazyZobrist, xorshift, zobristTable } from '../../src/engine/zobrist.js';

describe('LazyZobrist', () => {
  it('holds zeros until filled, then the numbers zobristTable makes for its seed, in the same arrays', () => {
    const lazy = new LazyZobrist(300, 0x4a11e7);
    const { lo, hi } = lazy;
    expect(lo.every((v) => v === 0) && hi.every((v) => v === 0)).toBe(true);
    lazy.fill();
    const made = zobristTable(300, 0x4a11e7);
    expect(lazy.lo).toBe(lo);
    expect(lazy.hi).toBe(hi);
    expect([...lazy.lo]).toEqual([...made.lo]);
    expect([...lazy.hi]).toEqual([...made.hi]);
  });

  it('fills once: a second fill changes nothing', () => {
    const lazy = new LazyZobrist(16, 7);
    lazy.fill();
    lazy.lo[0] = 12345;
    lazy.fill();
    expect(lazy.lo[0]).toBe(12345);
  });
});

describe('zobristTable', () => {
  it("holds xorshift's numbers for its seed, low half then high half of each entry (zero seeds included)", () => {
    for (const seed of [0, 1, 7, 0x4a11e7, 0xf0ed, 0x9e3779b9, 0xffffffff, -5]) {
      const next = xorshift(seed);
      const { lo, hi } = zobristTable(2000, seed);
      for (let i = 0; i < 2000; i++) {
        expect(lo[i], `seed ${seed}, low ${i}`).toBe(next() | 0);
        expect(hi[i], `seed ${seed}, high ${i}`).toBe(next() | 0);
      }
    }
  });
});
