// Automatic moves (issue 14): per game, hand-made positions where a card is safe to send home and where it
// is not, the 'all' mode, input checks, and properties: every automatic move is legal, 'safe' agrees with
// the solver's forced moves (the same rule, argued there), and safe moves never lose a small winnable game.
import { describe, expect, it } from 'vitest';
import {
  type AutoMode,
  type Move,
  type Position,
  PatienceError,
  applyMove,
  autoMove,
  deal,
  legalMoves,
  moveKey,
  solve,
} from '../../src/index.js';
import { britishConstitution, camelot } from '../games/build.js';
import { rulesFor } from '../../src/games/registry.js';
import { stateFor } from '../../src/solver/core/solve.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { rankOf } from '../../src/engine/cards.js';
import { RANKS, build, run } from '../helpers.js';
import { smallHamilton } from '../solver/small-hamilton.js';
import { smallHamlet } from '../solver/small-hamlet.js';

const mv = (from: string, to: string): Move => ({ type: 'move', from, to, count: 1 });
const key = (m: { move: Move } | null): string | null => (m === null ? null : moveKey(m.move));
/** The terminal's names, so reasons read "8H" rather than "8♥" in these tests. */
const plain = { card: (c: string): string => c, pile: (id: string): string => id };

describe('Hamilton (Start rank 7: 7 8 9 10 J Q K A 2 … 6)', () => {
  const ORDER = [...RANKS.slice(6), ...RANKS.slice(0, 6)];
  const up = (suit: string, n: number): string[] => ORDER.slice(0, n).map((r) => `${r}${suit}`);
  const position = (diamonds: number): Position =>
    build(
      'hamilton',
      { 'foundation-1': up('H', 2), 'foundation-2': up('D', diamonds), 'tableau-1': ['KC', '9H'], 'tableau-2': ['5S'] },
      'tableau-7',
      { startRank: '7', turned: 1 },
    );

  it('sends a card home when both cards of its colour one place lower are home', () => {
    const auto = autoMove(position(2), 'safe', plain);
    expect(key(auto)).toBe(moveKey(mv('tableau-1', 'foundation-1')));
    expect(auto!.reason).toBe('8H and 8D are home, so nothing left in play can ever be built on 9H');
  });

  it('keeps it while the other suit of its colour is not home that far (8♦ could still go on 9♥)', () => {
    const p = position(1);
    expect(autoMove(p, 'safe')).toBeNull();
    const all = autoMove(p, 'all', plain);
    expect(key(all)).toBe(moveKey(mv('tableau-1', 'foundation-1')));
    expect(all!.reason).toBe('9H fits foundation-1');
  });

  it('a Start-rank card is always safe: nothing is built on it', () => {
    const p = build('hamilton', { 'foundation-1': up('H', 3), 'tableau-3': ['7C'] }, 'tableau-7', { startRank: '7', turned: 1 });
    const auto = autoMove(p, 'safe');
    expect(key(auto)).toBe(moveKey(mv('tableau-3', 'foundation-2')));
    expect(auto!.reason).toBe('nothing can ever be built on 7♣, so no card left in play needs it');
  });

  it('never chooses the Start card, nor moves a foundation card', () => {
    const choosing = applyMove(deal('hamilton', 5), { type: 'stock' });
    expect(choosing.piles['chooser']).toHaveLength(1);
    expect(autoMove(choosing, 'all')).toBeNull();
    expect(autoMove(choosing, 'safe')).toBeNull();
  });
});

describe('Hamlet', () => {
  const foundations = (tops: number[]): Record<string, string[]> =>
    Object.fromEntries(tops.map((n, f) => [`foundation-${f + 1}`, run((['C', 'D', 'H', 'S'] as const)[f % 4]!, n)]));

  it('sends a 5 home when all eight 4s are home', () => {
    const p = build('hamlet', { ...foundations([4, 4, 4, 4, 4, 4, 4, 4]), 'tableau-1': ['9D', '5C'] }, 'tableau-13');
    const auto = autoMove(p, 'safe', plain);
    expect(key(auto)).toBe(moveKey(mv('tableau-1', 'foundation-1')));
    expect(auto!.reason).toBe('all the 4s are home, so nothing left in play can ever be built on 5C');
  });

  it('keeps it while a 4 is still in play (it could be built on the 5)', () => {
    const p = build('hamlet', { ...foundations([4, 4, 4, 4, 4, 4, 4, 3]), 'tableau-1': ['9D', '5C'] }, 'tableau-13');
    expect(autoMove(p, 'safe')).toBeNull();
    expect(key(autoMove(p, 'all'))).toBe(moveKey(mv('tableau-1', 'foundation-1')));
  });

  it('an Ace is always safe', () => {
    const p = build('hamlet', { ...foundations([0, 0, 0, 0, 0, 0, 0, 0]), 'tableau-2': ['9D', 'AH'] }, 'tableau-13');
    const auto = autoMove(p, 'safe', plain);
    expect(key(auto)).toBe(moveKey(mv('tableau-2', 'foundation-1')));
    expect(auto!.reason).toContain('nothing can ever be built on AH');
  });
});

describe('Union Square', () => {
  const down = (suit: string, n: number): string[] => [...RANKS, ...[...RANKS].reverse()].slice(0, n).map((r) => `${r}${suit}`);

  it('sends a card home on its suit’s way down', () => {
    const p = build('union-square', { 'foundation-1': down('H', 14), 'tableau-1': ['QH'], 'tableau-2': ['5S'] }, 'stock');
    const auto = autoMove(p, 'safe', plain);
    expect(key(auto)).toBe(moveKey(mv('tableau-1', 'foundation-1')));
    expect(auto!.reason).toBe("QH's foundation is on its way down and takes only QH: no card left in play can need it");
  });

  it('keeps a card on the way up (the second copy of the card below may need it)', () => {
    const p = build('union-square', { 'foundation-1': down('S', 4), 'tableau-2': ['5S'] }, 'stock');
    expect(autoMove(p, 'safe')).toBeNull();
    expect(key(autoMove(p, 'all'))).toBe(moveKey(mv('tableau-2', 'foundation-1')));
  });

  it('takes the waste card too', () => {
    const p = build('union-square', { 'foundation-3': down('C', 19), waste: ['7C'] }, 'stock');
    expect(key(autoMove(p, 'safe'))).toBe(moveKey(mv('waste', 'foundation-3')));
  });
});

describe('British Constitution', () => {
  const UP = RANKS.slice(0, 11);
  const suits = ['C', 'C', 'D', 'D', 'H', 'H', 'S', 'S'];
  /**
   * Foundations to the given heights, tableau-1 as given, and every other card laid out row by row (the
   * rest of row 1 one card each, then rows 2, 3 and 4), the stock empty: no space ever waits.
   */
  function position(tops: number[], first: string[]): Position {
    const piles: Record<string, string[]> = Object.fromEntries(
      tops.map((n, f) => [`foundation-${f + 1}`, Array.from(UP.slice(0, n), (r) => `${r}${suits[f]}`)]),
    );
    piles['tableau-1'] = first;
    const left = [...rulesFor('british-constitution').deck] as string[];
    for (const card of Object.values(piles).flat()) left.splice(left.indexOf(card), 1);
    for (let i = 2; i <= 32; i++) piles[`tableau-${i}`] = i - 2 < left.length ? [left[i - 2]!] : [];
    return britishConstitution(piles);
  }

  it('sends a card home when its twin is home and all four cards below it of the other colour are', () => {
    const p = position([4, 5, 11, 10, 5, 11, 11, 11], ['6H', '5C']);
    const auto = autoMove(p, 'safe', plain);
    expect(key(auto)).toBe(moveKey(mv('tableau-1', 'foundation-1')));
    expect(auto!.reason).toBe('4D and 4H are home, so nothing left in play can ever be built on 5C; its twin is home too');
  });

  it('keeps it while a red 4 is in play, or its twin is not home', () => {
    const redFour = position([4, 5, 11, 10, 3, 11, 11, 11], ['6H', '5C']);
    expect(autoMove(redFour, 'safe')).toBeNull();
    expect(key(autoMove(redFour, 'all'))).toBe(moveKey(mv('tableau-1', 'foundation-1')));
    const twinOut = position([4, 4, 11, 10, 5, 11, 11, 11], ['6H', '5C']);
    expect(autoMove(twinOut, 'safe')).toBeNull();
  });

  it('keeps a card that would empty its pile and force a fill from row 2', () => {
    const p = position([4, 5, 11, 10, 5, 11, 11, 11], ['5C']);
    expect(p.piles['tableau-9']).toHaveLength(1);
    expect(autoMove(p, 'safe')).toBeNull();
    expect(key(autoMove(p, 'all'))).toBe(moveKey(mv('tableau-1', 'foundation-1')));
  });
});

describe('Camelot (no foundations: automatic removals)', () => {
  /** Every number card not in `kept`, as 10s and pairs adding to 10 in an order they could have been removed. */
  function removals(kept: string[]): string[] {
    const byValue: string[][] = Array.from({ length: 11 }, () => []);
    for (const card of rulesFor('camelot').deck) {
      const value = rankOf(card);
      if (value <= 10 && !kept.includes(card)) byValue[value]!.push(card);
    }
    const out = [...byValue[10]!];
    for (let a = 1; a <= 5; a++) {
      while (byValue[a]!.length > 0 && byValue[10 - a]!.length > (a === 5 ? 1 : 0)) out.push(byValue[a]!.pop()!, byValue[10 - a]!.pop()!);
    }
    return out;
  }

  const pictures = {
    'tableau-1': ['KC'],
    'tableau-4': ['KD'],
    'tableau-13': ['KH'],
    'tableau-16': ['KS'],
    'tableau-2': ['QC'],
    'tableau-3': ['QD'],
    'tableau-14': ['QH'],
    'tableau-15': ['QS'],
    'tableau-5': ['JC'],
    'tableau-8': ['JD'],
    'tableau-9': ['JH'],
    'tableau-12': ['JS'],
  };

  it('once stock and waste are used up, any removal is safe', () => {
    const grid = { ...pictures, 'tableau-6': ['3C'], 'tableau-7': ['7D'], 'tableau-10': ['TH'], 'tableau-11': [] };
    const p = camelot({ ...grid, discard: removals(Object.values(grid).flat()) }, { phase: 'remove' });
    const auto = autoMove(p, 'safe', plain);
    expect(auto).not.toBeNull();
    expect(legalMoves(p).map(moveKey)).toContain(key(auto));
    expect(auto!.reason).toMatch(/^the stock is used up, so removing /);
    // Applied over and over, the safe removals clear the grid: a win.
    let q = p;
    for (let a = autoMove(q, 'safe'); a !== null; a = autoMove(q, 'safe')) q = applyMove(q, a.move);
    expect(q.status).toBe('won');
  });

  it('with cards still in the stock no removal is safe; "all" removes a 10 on its own', () => {
    const p = build(
      'camelot',
      { ...pictures, 'tableau-6': ['3C'], 'tableau-7': ['7D'], 'tableau-10': ['TH'], 'tableau-11': ['5S'] },
      'stock',
      {
        phase: 'remove',
      },
    );
    expect(autoMove(p, 'safe')).toBeNull();
    const all = autoMove(p, 'all', plain);
    expect(all!.move).toEqual({ type: 'remove', piles: ['tableau-10'] });
    expect(all!.reason).toBe('TH is a 10, removed on its own');
  });
});

describe('input', () => {
  it('refuses a bad mode or position with a PatienceError', () => {
    const p = deal('hamlet', 1);
    expect(() => autoMove(p, 'some' as AutoMode)).toThrow(PatienceError);
    expect(() => autoMove(p, 'some' as AutoMode)).toThrow(/automatic moves are 'safe' or 'all'/);
    expect(() => autoMove({ game: 'chess' } as unknown as Position, 'safe')).toThrow(PatienceError);
    expect(() => autoMove(null as unknown as Position, 'safe')).toThrow(PatienceError);
  });

  it('is null on a won game', () => {
    const full = Object.fromEntries(
      [...Array(8).keys()].map((f) => [`foundation-${f + 1}`, run((['C', 'D', 'H', 'S'] as const)[f % 4]!, 13)]),
    );
    const won = build('hamlet', full, 'tableau-1');
    expect(won.status).not.toBe('playing');
    expect(autoMove(won, 'all')).toBeNull();
  });
});

describe('properties', () => {
  const GAMES = ['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'] as const;

  it('every automatic move is legal, every safe one is also an "all" move, and safe agrees with the solver’s forced moves', () => {
    let safeSeen = 0;
    for (const game of GAMES) {
      for (let d = 1; d <= 12; d++) {
        const random = xorshift(d * 7919 + game.length);
        let p = deal(game, d);
        for (let step = 0; step < 300 && p.status === 'playing'; step++) {
          const legal = legalMoves(p).map(moveKey);
          const safe = autoMove(p, 'safe');
          const all = autoMove(p, 'all');
          if (safe !== null) {
            safeSeen++;
            expect(legal).toContain(moveKey(safe.move));
            expect(all).not.toBeNull();
          }
          if (all !== null) expect(legal).toContain(moveKey(all.move));
          if (game !== 'camelot') {
            // The solver's forced move is the same rule (its argument is the proof of safety).
            const state = stateFor(rulesFor(game), p);
            expect(state.forcedMove() >= 0).toBe(safe !== null);
          }
          // Prefer foundation moves now and then, so that late positions are reached.
          const moves = legalMoves(p);
          const next = all !== null && random() % 2 === 0 ? all.move : moves[random() % moves.length]!;
          p = applyMove(p, next);
        }
      }
    }
    expect(safeSeen).toBeGreaterThan(50);
  });

  it('safe moves never turn a small winnable position into a lost one (checked by the plain search)', () => {
    let checked = 0;
    const positions: Position[] = [];
    for (let seed = 1; seed <= 40; seed++) positions.push(smallHamilton(seed, 12 + (seed % 8)), smallHamlet(seed, 10 + (seed % 8)));
    for (const p of positions) {
      // Verdicts only: no line is shortened (a verdict is final before shortening).
      const before = solve(p, { generic: true, nodeLimit: 200_000, shorten: false });
      if (before.verdict !== 'winnable') continue;
      let q = p;
      let n = 0;
      for (let a = autoMove(q, 'safe'); a !== null && n < 60; a = autoMove(q, 'safe'), n++) q = applyMove(q, a.move);
      if (n === 0 || q.status === 'won') continue;
      const after = solve(q, { generic: true, nodeLimit: 400_000, shorten: false });
      expect(after.verdict).not.toBe('unwinnable');
      if (after.verdict === 'winnable') checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
