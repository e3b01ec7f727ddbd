// Proofs of loss (src/solver/core/proof.ts): every Hamlet deal of 1-1,000 the surveys found lost gets a
// proof the checker accepts; proofs of small positions agree with a plain search; and the checker refuses
// a proof with a position missing, one whose set reaches a win, and one for another game.
import { describe, expect, it } from 'vitest';
import { type Position, deal, solve } from '../../src/index.js';
import { rulesFor } from '../../src/games/registry.js';
import { MAX_MOVES } from '../../src/engine/index.js';
import { checkLossProof, proveLoss } from '../../src/solver/core/proof.js';
import { stateFor } from '../../src/solver/core/solve.js';
import { smallHamlet } from './small-hamlet.js';

const HAMLET = rulesFor('hamlet');

/** Hamlet's deals of 1-1,000 that the surveys (winnability/hamlet.jsonl) proved lost, but 355 (13 million positions: too long for a unit test). */
const LOST = [142, 331, 363, 475, 491, 526, 532, 627, 704, 705, 748, 825, 859, 870, 934, 964];

/** Every key the checker's walk reaches from a position (forced move, else every legal move; dead ends stop it), as it folds keys. */
function reachableKeys(position: Position): number[] {
  const state = stateFor(HAMLET, position);
  const keys = new Set<number>();
  const buf = new Int32Array(MAX_MOVES);
  const walk = (): void => {
    const key = (state.keyHi & 0x1fffff) * 4294967296 + (state.keyLo >>> 0);
    if (keys.has(key)) return;
    keys.add(key);
    if (state.isWon() || state.deadEnd()) return;
    const forced = state.forcedMove();
    const moves = forced >= 0 ? [forced] : Array.from(buf.subarray(0, state.moves(buf, 0)));
    for (const m of moves) {
      state.make(m);
      walk();
      state.unmake();
    }
  };
  walk();
  return [...keys];
}

describe('proofs of loss', () => {
  it("every lost Hamlet deal of 1-1,000 has a proof the checker accepts, and solve's verdict agrees", () => {
    for (const d of LOST) {
      const p = deal('hamlet', d);
      expect(solve(p, { timeLimitMs: 60_000 }).verdict, `deal ${d}`).toBe('unwinnable');
      const proof = proveLoss(HAMLET, p);
      expect(proof, `deal ${d}`).not.toBeNull();
      const check = checkLossProof(HAMLET, p, proof!);
      expect(check.ok, `deal ${d}: ${check.reason}`).toBe(true);
      expect(check.positions).toBeGreaterThan(0);
    }
  });

  it('small positions: a proof exactly where a search without cuts finds no win, and every proof checks', () => {
    let lost = 0;
    let won = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const p = smallHamlet(seed, 10 + (seed % 6));
      const truth = solve(p, { generic: true, timeLimitMs: 60_000 }).verdict;
      const proof = proveLoss(HAMLET, p);
      if (truth === 'unwinnable') {
        lost++;
        expect(proof, `seed ${seed}`).not.toBeNull();
        expect(checkLossProof(HAMLET, p, proof!).ok, `seed ${seed}`).toBe(true);
      } else {
        expect(truth).toBe('winnable');
        won++;
        expect(proof, `seed ${seed}`).toBeNull();
      }
    }
    expect(lost).toBeGreaterThan(0);
    expect(won).toBeGreaterThan(0);
  });

  it('refuses a proof with a reachable position left out', () => {
    const p = deal('hamlet', 825);
    const proof = proveLoss(HAMLET, p)!;
    expect(proof.lost.length).toBeGreaterThan(10);
    for (const drop of [0, Math.floor(proof.lost.length / 2), proof.lost.length - 1]) {
      const check = checkLossProof(HAMLET, p, { ...proof, lost: proof.lost.filter((_, i) => i !== drop) });
      expect(check.ok).toBe(false);
      expect(check.reason).toMatch(/not in the set/);
    }
  });

  it('refuses a proof whose set holds every position a winnable deal reaches, and one for another game', () => {
    // A small winnable position: the forged set holds every position the walk can reach, wins included.
    const p = smallHamlet(3, 8);
    expect(solve(p, { generic: true }).verdict).toBe('winnable');
    const forged = { game: 'hamlet', lost: reachableKeys(p) };
    const check = checkLossProof(HAMLET, p, forged);
    expect(check.ok).toBe(false);
    expect(check.reason).toMatch(/won/);
    const real = proveLoss(HAMLET, deal('hamlet', 142))!;
    expect(checkLossProof(rulesFor('hamilton'), deal('hamilton', 1), real).ok).toBe(false);
  });
});
