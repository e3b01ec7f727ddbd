// Camelot's compact state against the rules-driven search: keys that count ranks instead of cards, and
// removals listed once per (kind, rank) pair, must never change a verdict.
import { describe, expect, it } from 'vitest';
import { type Card, type Position, applyMove, deal, legalMoves, solve } from '../../src/index.js';
import { rulesFor } from '../../src/games/registry.js';
import { MAX_MOVES, stateFor } from '../../src/solver/core/index.js';
import { xorshift } from '../../src/solver/core/zobrist.js';

/** Positions late in random games (most stock cards already turned), where searches finish quickly. */
function latePositions(count: number, seed: number): Position[] {
  const random = xorshift(seed);
  const out: Position[] = [];
  for (let d = 1; out.length < count; d++) {
    let p = deal('camelot', d);
    const stop = 4 + (random() % 12);
    while (p.status === 'playing' && p.piles['stock']!.length > stop) {
      const moves = legalMoves(p);
      p = applyMove(p, moves[random() % moves.length]!);
    }
    if (p.status === 'playing') out.push(p);
  }
  return out;
}

describe('Camelot solver state', () => {
  it('agrees with the rules-driven search on 120 late positions (ranks in the key, removals folded)', () => {
    const positions = latePositions(120, 4242);
    let decided = 0;
    let won = 0;
    for (const p of positions) {
      const fast = solve(p, { nodeLimit: 100_000, timeLimitMs: 60_000 });
      const slow = solve(p, { nodeLimit: 100_000, timeLimitMs: 60_000, generic: true });
      if (fast.verdict !== 'unknown' && slow.verdict !== 'unknown') {
        expect(fast.verdict).toBe(slow.verdict);
        decided++;
        if (fast.verdict === 'winnable') won++;
      }
      if (fast.verdict === 'winnable') {
        let q = p;
        for (const m of fast.moves!) q = applyMove(q, m);
        expect(q.status).toBe('won');
      }
    }
    // Both verdicts occur, and most positions are decided by both searches.
    expect(decided).toBeGreaterThan(90);
    expect(won).toBeGreaterThan(10);
    expect(decided - won).toBeGreaterThan(10);
  });

  it('lists one removal per (kind, rank) pair for the search, and every removal when asked for all', () => {
    // A grid in the remove phase: a 3 inside and a 3 in a corner, two 7s inside, a 10 in a corner and one inside.
    const p = deal('camelot', 1);
    const piles: Record<string, Card[]> = { ...p.piles };
    for (let s = 1; s <= 16; s++) piles[`tableau-${s}`] = [];
    const grid: Record<number, Card> = { 6: '3H', 1: '3S', 7: '7D', 11: '7C', 4: 'TH', 10: 'TS' };
    const used = new Set(Object.values(grid));
    for (const [s, card] of Object.entries(grid)) piles[`tableau-${s}`] = [card];
    piles['stock'] = p.piles['stock']!.filter((c) => !used.has(c));
    piles['waste'] = [];
    piles['discard'] = [];
    const position: Position = { ...p, piles, vars: { ...p.vars, phase: 'remove' }, score: 0 };
    const state = stateFor(rulesFor('camelot'), position);
    const buf = new Int32Array(MAX_MOVES);
    const removals = (complete: boolean): number =>
      Array.from(buf.subarray(0, state.moves(buf, 0, complete))).filter((m) => state.publicMove(m).type === 'remove').length;
    // All: 3H+7D, 3H+7C, 3S+7D, 3S+7C, TH, TS. Folded: inner 3 + inner 7, corner 3 + inner 7, and each 10.
    expect(removals(true)).toBe(6);
    expect(removals(false)).toBe(4);
    expect(legalMoves(position).filter((m) => m.type === 'remove')).toHaveLength(6);
  });
});
