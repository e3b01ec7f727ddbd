// Hamlet's second relaxed game (src/solver/core/hamlet-runs.ts, the game with the suits of moved cards
// forgotten): whenever it calls a position lost, an exact search finds no win there; it never calls a won
// position lost; make and unmake restore its key; a loss it proves is a proof the checker accepts.
import { describe, expect, it } from 'vitest';
import { type Position, deal, solve } from '../../src/index.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { HamletSearch } from '../../src/solver/core/hamlet.js';
import { HamletRuns } from '../../src/solver/core/hamlet-runs.js';
import { MAX_MOVES } from '../../src/solver/core/search.js';
import { checkLossProof, proveLoss } from '../../src/solver/core/proof.js';
import { rulesFor } from '../../src/games/registry.js';
import { latePosition, smallHamlet } from './small-hamlet.js';

/** The relaxed game of a position. */
function runsOf(p: Position): HamletRuns {
  const s = new HamletSearch(p) as unknown as {
    cards: Int8Array;
    len: Uint8Array;
    fSuit: Int8Array;
    fHeight: Int8Array;
  };
  return new HamletRuns(s.cards, 104, s.len, s.fSuit, s.fHeight, -1);
}

/** A late position of a deal (small-hamlet.ts's latePosition, with this file's seed). */
const late = (dealNumber: number, moves: number): Position => latePosition(dealNumber, moves, 7919);

const EXACT = { timeLimitMs: 600_000, nodeLimit: 300_000, restarts: false, beam: false, shorten: false };

describe("Hamlet's relaxed game without suits of moved cards", () => {
  it('make and unmake restore the key, on random walks', () => {
    const buf = new Int32Array(MAX_MOVES * 4);
    for (let d = 1; d <= 5; d++) {
      const r = runsOf(deal('hamlet', d));
      const random = xorshift(d);
      const keys: Array<[number, number]> = [];
      for (let step = 0; step < 200; step++) {
        const n = r.moves(buf, 0);
        if (n === 0) break;
        keys.push([r.keyLo, r.keyHi]);
        r.make(buf[random() % n]!);
      }
      while (keys.length > 0) {
        r.unmake();
        expect([r.keyLo, r.keyHi]).toEqual(keys.pop());
      }
    }
  });

  it('never calls a position lost that an exact search wins, and calls some lost (small and late positions)', () => {
    let lost = 0;
    let won = 0;
    let checked = 0;
    const positions: Position[] = [];
    for (let seed = 1; seed <= 150; seed++) positions.push(smallHamlet(seed, 10 + (seed % 15)));
    for (let d = 1; d <= 40; d++) positions.push(late(d, 60 + (d % 5) * 10));
    for (const p of positions) {
      if (p.status !== 'playing') continue;
      const exact = solve(p, EXACT);
      if (exact.verdict === 'unknown') continue;
      checked++;
      if (exact.verdict === 'winnable') won++;
      const isLost = runsOf(p).lost(300_000);
      if (isLost) {
        lost++;
        expect(exact.verdict).toBe('unwinnable');
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(won).toBeGreaterThan(50);
    expect(lost).toBeGreaterThan(0);
  });

  it('a loss it proves at the root is a proof the checker accepts, and the checker runs the test itself', () => {
    const rules = rulesFor('hamlet');
    let proved = 0;
    for (let d = 1; d <= 40 && proved < 3; d++) {
      const p = late(d, 70);
      if (p.status !== 'playing' || new HamletSearch(p).deadEnd() || !runsOf(p).lost(300_000)) continue;
      const proof = proveLoss(rules, p, { relaxed: 300_000, nodeLimit: 10 });
      expect(proof).not.toBeNull();
      expect(proof!.relaxed).toBe(300_000);
      expect(checkLossProof(rules, p, proof!).ok).toBe(true);
      // Without the test, the one position is no proof.
      expect(checkLossProof(rules, p, { game: 'hamlet', lost: proof!.lost }).ok).toBe(false);
      proved++;
    }
    expect(proved).toBeGreaterThan(0);
  });
});
