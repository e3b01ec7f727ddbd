// British Constitution's compact state against the rules-driven search: a key that treats each row as
// a multiset, fills of equal cards listed once, and the row-4 refill inside make/unmake.
import { describe, expect, it } from 'vitest';
import { type Move, type Position, applyMove, deal, legalMoves, solve } from '../../src/index.js';
import { rulesFor } from '../../src/games/registry.js';
import { MAX_MOVES, stateFor } from '../../src/solver/core/index.js';
import { xorshift } from '../../src/solver/core/zobrist.js';

function replay(p: Position, moves: readonly Move[]): Position {
  let q = p;
  for (const m of moves) q = applyMove(q, m);
  return q;
}

/**
 * Positions late in a game: a point on a winning line of the compact solver, then a few random moves,
 * which often spoil it. Random play alone rarely gets far in this game.
 */
function latePositions(count: number, seed: number): Position[] {
  const random = xorshift(seed);
  const out: Position[] = [];
  for (let d = 1; out.length < count; d++) {
    const start = deal('british-constitution', d);
    const line = solve(start, { nodeLimit: 500_000, timeLimitMs: 60_000 }).moves;
    if (line === undefined) continue;
    for (let k = 0; k < 4 && out.length < count; k++) {
      let p = replay(start, line.slice(0, Math.floor(line.length * (0.75 + 0.06 * k))));
      const extra = random() % 6;
      for (let i = 0; i < extra && p.status === 'playing'; i++) {
        const moves = legalMoves(p);
        p = applyMove(p, moves[random() % moves.length]!);
      }
      if (p.status === 'playing') out.push(p);
    }
  }
  return out;
}

describe('British Constitution solver state', () => {
  it('agrees with the rules-driven search on 40 late positions, and its wins replay', () => {
    const positions = latePositions(40, 2024);
    expect(positions).toHaveLength(40);
    let decided = 0;
    const verdicts = new Set<string>();
    for (const p of positions) {
      const fast = solve(p, { nodeLimit: 5_000, timeLimitMs: 60_000 });
      const slow = solve(p, { nodeLimit: 5_000, timeLimitMs: 60_000, generic: true });
      if (fast.verdict !== 'unknown' && slow.verdict !== 'unknown') {
        expect(fast.verdict).toBe(slow.verdict);
        decided++;
        verdicts.add(fast.verdict);
      }
      if (fast.verdict === 'winnable') expect(replay(p, fast.moves!).status).toBe('won');
    }
    expect(decided).toBeGreaterThan(25);
    expect([...verdicts].sort()).toEqual(['unwinnable', 'winnable']);
  });

  it('solves whole deals, and the lines replay to wins through applyMove', () => {
    for (const n of [1, 2, 3]) {
      const start = deal('british-constitution', n);
      const r = solve(start, { nodeLimit: 2_000_000, timeLimitMs: 60_000 });
      expect(r.verdict).toBe('winnable');
      expect(replay(start, r.moves!).status).toBe('won');
      // One move before the end, the solver finds the last move alone.
      const last = solve(replay(start, r.moves!.slice(0, -1)));
      expect(last.verdict).toBe('winnable');
      expect(last.moves).toHaveLength(1);
    }
  });

  it('a fill from row 4 pulls the next stock card in, and unmake puts it back', () => {
    // Play deal 4 until a space waits in row 3, then fill it from row 4.
    let p = deal('british-constitution', 4);
    const random = xorshift(5);
    for (let i = 0; i < 400 && p.status === 'playing'; i++) {
      const moves = legalMoves(p);
      if (moves.some((m) => m.type === 'move' && m.from.startsWith('tableau-') && Number(m.from.slice(8)) > 24)) break;
      p = applyMove(p, moves[random() % moves.length]!);
    }
    const state = stateFor(rulesFor('british-constitution'), p);
    const buf = new Int32Array(MAX_MOVES);
    const n = state.moves(buf, 0, true);
    const fill = Array.from(buf.subarray(0, n)).find((m) => Number(state.publicMove(m).type === 'move' && (state.publicMove(m) as { from: string }).from.slice(8)) > 24);
    expect(fill).toBeDefined();
    const key = [state.keyLo, state.keyHi];
    const after = applyMove(p, state.publicMove(fill!));
    expect(after.piles['stock']!.length).toBe(p.piles['stock']!.length - 1);
    state.make(fill!);
    const fresh = stateFor(rulesFor('british-constitution'), after);
    expect([state.keyLo, state.keyHi]).toEqual([fresh.keyLo, fresh.keyHi]);
    state.unmake();
    expect([state.keyLo, state.keyHi]).toEqual(key);
  });

  it('lists one fill per card type for the search, and every fill when asked for all', () => {
    // Find a position with a pending space and two equal cards in the row below.
    const random = xorshift(11);
    for (let d = 1; d < 400; d++) {
      let p = deal('british-constitution', d);
      for (let i = 0; i < 60 && p.status === 'playing'; i++) {
        const moves = legalMoves(p);
        const fills = moves.filter((m) => m.type === 'move' && m.to.startsWith('tableau-') && p.piles[m.to]!.length === 0);
        const sources = fills.map((m) => (m.type === 'move' ? p.piles[m.from]!.at(-1)! : ''));
        if (fills.length > 0 && new Set(sources).size < sources.length) {
          const state = stateFor(rulesFor('british-constitution'), p);
          const buf = new Int32Array(MAX_MOVES);
          expect(state.moves(buf, 0, true)).toBe(fills.length);
          expect(state.moves(buf, 0, false)).toBe(new Set(sources).size);
          return;
        }
        p = applyMove(p, moves[random() % moves.length]!);
      }
    }
    throw new Error('no position with two equal cards below a waiting space was found');
  });
});
