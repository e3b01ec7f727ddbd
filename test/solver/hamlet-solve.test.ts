// The solver on Hamlet: hand-made positions with known answers, solutions that replay to wins, limits
// that give `unknown`, and sound pruning (forced moves and dead-end cuts never change a verdict).
import { describe, expect, it } from 'vitest';
import { deal, solve } from '../../src/index.js';
import { expectReplaysToWin } from './replay.js';
import { handMadeHamlet, smallHamlet } from './small-hamlet.js';

const EXACT = { timeLimitMs: 60_000, nodeLimit: 2_000_000 };

describe('solve on Hamlet', () => {
  it('finds the one move from a win', () => {
    // Only KS is out (spades foundation 8 at Q): one move wins.
    const p = handMadeHamlet([['KS']], [13, 13, 13, 13, 13, 13, 13, 12]);
    const r = solve(p, EXACT);
    expect(r.verdict).toBe('winnable');
    expect(r.moves).toEqual([{ type: 'move', from: 'tableau-1', to: 'foundation-8', count: 1 }]);
  });

  it('proves a dead end: a King above both copies of a lower card of its suit', () => {
    // Both QS lie under a KS in one pile, and the two spade foundations (4 and 8) are at J: KS needs
    // a QS home first, and the QSs can only leave after the KS. Unwinnable by hand.
    const p = handMadeHamlet([['QS', 'QS', 'KS'], ['KS']], [13, 13, 13, 11, 13, 13, 13, 11]);
    for (const options of [{}, { deadEnds: false }, { forced: false, deadEnds: false }]) {
      expect(solve(p, { ...EXACT, ...options }).verdict).toBe('unwinnable');
    }
  });

  it('proves dead ends where the second copy of a card would have to go home first', () => {
    // Spade foundations (4 and 8) at J. Each KS lies above a QS: whichever KS goes home second needs
    // both QS home, and one is under it. Unwinnable by hand.
    const both = handMadeHamlet(
      [
        ['QS', 'KS'],
        ['QS', 'KS'],
      ],
      [13, 13, 13, 11, 13, 13, 13, 11],
    );
    // One KS is home (foundation 4 full), foundation 8 at J: the other KS goes home second, so needs
    // both QS home, but one lies under it.
    const oneHome = handMadeHamlet([['QS', 'KS']], [13, 13, 13, 13, 13, 13, 13, 11]);
    // The only Kings not home (the two KH) lie under a QH, so it can only go home, which needs a JH
    // home, and both JH lie under it too (heart foundations 3 and 7 at 10).
    const kingBeneath = handMadeHamlet([['KH', 'KH', 'JH', 'JH', 'QH'], ['QH']], [13, 13, 10, 13, 13, 13, 10, 13]);
    for (const p of [both, oneHome, kingBeneath]) {
      for (const options of [{}, { deadEnds: false }, { forced: false, deadEnds: false }]) {
        expect(solve(p, { ...EXACT, ...options }).verdict).toBe('unwinnable');
      }
      // The cut answers at the root.
      expect(solve(p, { ...EXACT, forced: false }).nodes).toBe(1);
    }
    // Not a dead end: the second KS lies above no spade, so it can wait for both QS.
    const fine = handMadeHamlet([['QS', 'KS'], ['QS'], ['KS']], [13, 13, 13, 11, 13, 13, 13, 11]);
    expect(solve(fine, EXACT).verdict).toBe('winnable');
  });

  it('finds a sequence that needs a card parked on another pile first', () => {
    // Clubs (foundation 1) at 10, hearts (foundation 3) at Q. Pile 1 is JC under QC: QC cannot go home
    // before JC, and no foundation move is open, so QC must first be parked on a King (KH or KC);
    // then JC, QC and the Kings go home. Worked out by hand.
    const p = handMadeHamlet([['JC', 'QC'], ['KH'], ['KC']], [10, 13, 12, 13, 13, 13, 13, 13]);
    const r = solve(p, EXACT);
    expect(r.verdict).toBe('winnable');
    expectReplaysToWin(p, r.moves!);
  });

  it('a winnable deal replays to a win; a tiny node limit gives unknown', () => {
    // Deal 9 was won within 1,000 nodes by this solver when this test was written (measured); the
    // limit leaves room for heuristic changes. The move list is checked by replay.
    const p = deal('hamlet', 9);
    const r = solve(p, { timeLimitMs: 60_000, nodeLimit: 3_000_000 });
    expect(r.verdict).toBe('winnable');
    expectReplaysToWin(p, r.moves!);
    // Deal 227 is not decided within 3,000,000 nodes (measured), so smaller limits must say unknown.
    for (const nodeLimit of [1, 10, 1000, 100_000]) expect(solve(deal('hamlet', 227), { nodeLimit }).verdict).toBe('unknown');
    expect(solve(deal('hamlet', 227), { timeLimitMs: 1 }).verdict).toBe('unknown');
  });

  it('forced moves and dead-end cuts never change a verdict (300 small positions)', () => {
    const verdicts = { winnable: 0, unwinnable: 0, unknown: 0 };
    for (let seed = 1; seed <= 300; seed++) {
      const p = smallHamlet(seed, 8 + (seed % 7));
      const full = solve(p, EXACT);
      // Only their verdicts are read: their lines are not shortened (a verdict is final before shortening).
      const bare = solve(p, { ...EXACT, forced: false, deadEnds: false, restarts: false, shorten: false });
      const noForced = solve(p, { ...EXACT, forced: false, shorten: false });
      const noCuts = solve(p, { ...EXACT, deadEnds: false, shorten: false });
      expect(full.verdict).not.toBe('unknown');
      expect([bare.verdict, noForced.verdict, noCuts.verdict]).toEqual([full.verdict, full.verdict, full.verdict]);
      if (full.verdict === 'winnable') expectReplaysToWin(p, full.moves!);
      verdicts[full.verdict]++;
    }
    // Both verdicts must occur, or the comparison proves little.
    expect(verdicts.winnable).toBeGreaterThan(10);
    expect(verdicts.unwinnable).toBeGreaterThan(10);
  });

  it('the compact state and the rules-driven fallback agree (40 small positions)', () => {
    for (let seed = 1000; seed < 1040; seed++) {
      const p = smallHamlet(seed, 6 + (seed % 4));
      const fast = solve(p, EXACT);
      const slow = solve(p, { ...EXACT, generic: true });
      expect(slow.verdict).toBe(fast.verdict);
      if (slow.verdict === 'winnable') expectReplaysToWin(p, slow.moves!);
    }
  });
});
