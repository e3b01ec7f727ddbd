// Camelot's state (the game's rules, src/games/camelot/state.ts) and its search (src/solver/core/camelot.ts):
// make/unmake restore the key and the position, the incremental key, moves and score equal a fresh state's,
// each move's incremental write() equals a full one and is a position the reader accepts, the key's
// symmetries (ranks instead of cards, spaces of one kind interchangeable), the search against the
// rules-driven search; removals listed once per (kind, rank) pair, and each dead-end cut
// must never change a verdict.
import { describe, expect, it } from 'vitest';
import { type Card, type Position, applyMove, deal, legalMoves, readPosition, solve } from '../../src/index.js';
import { camelot } from '../games/build.js';
import { rulesFor } from '../../src/games/registry.js';
import { CamelotState } from '../../src/games/camelot/state.js';
import { type CamelotCuts, CamelotSearch } from '../../src/solver/core/camelot.js';
import { MAX_MOVES, stateFor } from '../../src/solver/core/index.js';
import { search } from '../../src/solver/core/search.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { rankOf, standardDeck } from '../../src/engine/cards.js';
import { expectEqual } from '../helpers.js';
import { type Written, checkHere, here, makeChecked } from './state-walk.js';

const NONE: CamelotCuts = { fill: false, deadline: false, room: false };
const ONLY: Record<string, CamelotCuts> = {
  fill: { ...NONE, fill: true },
  deadline: { ...NONE, deadline: true },
  room: { ...NONE, room: true },
};

/**
 * Positions after random legal play from many deals, stopped with `least` to `least + spread − 1` stock
 * cards left. Played on the game's state for speed: its moves are the public legalMoves' list.
 */
function randomPositions(count: number, seed: number, least: number, spread: number): Position[] {
  const random = xorshift(seed);
  const buf = new Int32Array(MAX_MOVES);
  const out: Position[] = [];
  for (let d = 1; out.length < count; d++) {
    const state = new CamelotState(deal('camelot', d));
    const stop = least + (random() % spread);
    let n = state.moves(buf, 0);
    while (n > 0 && !state.isWon() && state.write().piles['stock']!.length > stop) {
      state.make(buf[random() % n]!);
      n = state.moves(buf, 0);
    }
    if (n > 0 && !state.isWon()) out.push(readPosition({ game: 'camelot', ...state.write() }));
  }
  return out;
}

/** Positions after random play from many deals, stopped with 8 to 40 stock cards left. */
const midPositions = (count: number, seed: number): Position[] => randomPositions(count, seed, 8, 33);

const SUIT_ORDER = ['C', 'D', 'H', 'S'];

/**
 * A checked position: `grid` by space number, `turns` the stock in the order it is turned, and every
 * other card in the discard as 10s and pairs adding to 10 (the cards chosen so that they pair off).
 */
function build(grid: Record<number, Card>, turns: Card[], phase: 'place' | 'remove'): Position {
  const used = new Set<Card>([...Object.values(grid), ...turns]);
  const rest = deal('camelot', 1).piles['stock']!.filter((c) => !used.has(c));
  const byRank = (r: number): Card[] =>
    rest.filter((c) => rankOf(c) === r).sort((x, y) => SUIT_ORDER.indexOf(x[1]!) - SUIT_ORDER.indexOf(y[1]!));
  const discard: Card[] = [...byRank(10)];
  for (let r = 1; r <= 5; r++) {
    const low = byRank(r);
    const high = r === 5 ? low.splice(low.length / 2) : byRank(10 - r);
    expect(high).toHaveLength(low.length);
    low.forEach((c, i) => discard.push(c, high[i]!));
  }
  const piles: Record<string, Card[]> = { stock: [...turns].reverse(), waste: [], discard };
  for (let s = 1; s <= 16; s++) piles[`tableau-${s}`] = grid[s] === undefined ? [] : [grid[s]!];
  return camelot(piles, { phase });
}

const PICTURES_BUT_TWO_KINGS: Record<number, Card> = {
  2: 'QC',
  3: 'QD',
  14: 'QH',
  15: 'QS',
  5: 'JC',
  9: 'JD',
  8: 'JH',
  12: 'JS',
  13: 'KS',
  16: 'KH',
};

/** Positions late in random games (most stock cards already turned), where searches finish quickly. */
const latePositions = (count: number, seed: number): Position[] => randomPositions(count, seed, 4, 12);

describe('Camelot solver state', () => {
  /**
   * Random legal play on the state from a few deals: `look` checks each point and gives its position and
   * codes (test/solver/state-walk.ts), `make` plays the code chosen.
   */
  function walk(
    deals: number,
    look: (state: CamelotState) => { written: Written; codes: number[] },
    make: (state: CamelotState, code: number, before: Written) => void,
  ): void {
    const random = xorshift(1717);
    for (let d = 1; d <= deals; d++) {
      const state = new CamelotState(deal('camelot', d));
      for (;;) {
        const { written, codes } = look(state);
        if (codes.length === 0) break;
        make(state, codes[random() % codes.length]!, written);
      }
    }
  }

  it("make then unmake restores the key and the position; the key, moves and score kept by make are a fresh state's", () => {
    let points = 0;
    walk(
      60,
      (state) => {
        points++;
        return checkHere(state, (w) => new CamelotState(w), { writeEach: true });
      },
      (state, code) => state.make(code),
    );
    expect(points).toBeGreaterThan(2000);
  });

  it('writes after each move what a full write gives, a position the reader accepts: discard in removal order, suits kept', () => {
    let removals = 0;
    walk(
      60,
      (state) => {
        const point = here(state);
        // The reader checks the discard is 10s and pairs making 10 in removal order, and every card is there once.
        expectEqual(readPosition({ game: 'camelot', ...point.written }).piles, point.written.piles);
        removals = Math.max(removals, point.written.piles['discard']!.length);
        return point;
      },
      makeChecked,
    );
    expect(removals).toBeGreaterThan(10);
  });

  it('keys count ranks, not suits, and not which space of a kind holds a card', () => {
    // Grid cards by space; every other card in the stock (the key counts only its length: the stock is a
    // fixed sequence for the search).
    const key = (grid: Record<number, Card>, phase: 'place' | 'remove' = 'remove'): string => {
      const on = new Set(Object.values(grid));
      const piles: Record<string, Card[]> = { stock: standardDeck(1).filter((c) => !on.has(c)), waste: [], discard: [] };
      for (let s = 1; s <= 16; s++) piles[`tableau-${s}`] = grid[s] === undefined ? [] : [grid[s]!];
      const state = new CamelotState({ piles, vars: { phase } });
      return `${state.keyLo}:${state.keyHi}`;
    };
    const base = key({ 1: 'KC', 6: '3H', 7: '7D', 2: 'QC' });
    // Other suits of the same ranks.
    expect(key({ 1: 'KS', 6: '3C', 7: '7H', 2: 'QD' })).toBe(base);
    // The King in another corner, the 3 and the 7 in other inner spaces, the Queen in another middle.
    expect(key({ 16: 'KC', 11: '3H', 10: '7D', 15: 'QC' })).toBe(base);
    // Different positions differ: a number card in a corner instead of an inner space, another rank, the phase.
    expect(key({ 1: 'KC', 4: '3H', 7: '7D', 2: 'QC' })).not.toBe(base);
    expect(key({ 1: 'KC', 6: '4H', 7: '7D', 2: 'QC' })).not.toBe(base);
    expect(key({ 1: 'KC', 6: '3H', 7: '7D', 2: 'QC' }, 'place')).not.toBe(base);
  });

  it('searches only legal moves, and reaches the key of every legal move (folding is sound)', () => {
    const buf = new Int32Array(MAX_MOVES);
    let folded = 0;
    for (const p of midPositions(150, 31)) {
      const state = new CamelotSearch(p);
      const keysAfter = (codes: number[]): Set<string> =>
        new Set(
          codes.map((c) => {
            state.make(c);
            const k = `${state.keyLo}:${state.keyHi}`;
            state.unmake();
            return k;
          }),
        );
      const legal = Array.from(buf.subarray(0, state.moves(buf, 0)));
      const searched = Array.from(buf.subarray(0, state.searchMoves(buf, 0)));
      for (const c of searched) expect(legal).toContain(c);
      expect(keysAfter(searched)).toEqual(keysAfter(legal));
      folded += legal.length - searched.length;
    }
    expect(folded).toBeGreaterThan(100);
  });

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
    // The rules-driven search plays through applyMove (about 10,000 positions a second): some 40 s alone,
    // more on a busy machine.
  }, 240_000);

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
      Array.from(buf.subarray(0, complete ? state.moves(buf, 0) : state.searchMoves(buf, 0))).filter(
        (m) => state.decode(m).type === 'remove',
      ).length;
    // All: 3H+7D, 3H+7C, 3S+7D, 3S+7C, TH, TS. Folded: inner 3 + inner 7, corner 3 + inner 7, and each 10.
    expect(removals(true)).toBe(6);
    expect(removals(false)).toBe(4);
    expect(legalMoves(position).filter((m) => m.type === 'remove')).toHaveLength(6);
  });

  it('never changes a decided verdict with any one cut, or all, over 300 positions from random play', () => {
    const positions = midPositions(300, 7);
    const decided: Record<string, number> = { all: 0, fill: 0, deadline: 0, room: 0 };
    const fired: Record<string, number> = { fill: 0, deadline: 0, room: 0 };
    let won = 0;
    let lost = 0;
    for (const p of positions) {
      const plain = search(new CamelotSearch(p, NONE), { nodeLimit: 20_000, timeLimitMs: 60_000 });
      if (plain.verdict === 'winnable') won++;
      if (plain.verdict === 'unwinnable') lost++;
      for (const [name, cuts] of [['all', {}], ...Object.entries(ONLY)] as [string, CamelotCuts][]) {
        const state = new CamelotSearch(p, cuts);
        if (name !== 'all' && state.deadEnd()) fired[name]!++;
        const cut = search(state, { nodeLimit: 20_000, timeLimitMs: 60_000 });
        if (plain.verdict !== 'unknown' && cut.verdict !== 'unknown') {
          expect(cut.verdict, `${name} on ${JSON.stringify(p)}`).toBe(plain.verdict);
          decided[name]!++;
        }
        if (cut.verdict === 'winnable') {
          // Replay the win through the rules.
          const replay = new CamelotSearch(p, cuts);
          let q = p;
          for (const m of cut.path!) {
            replay.moves(new Int32Array(MAX_MOVES), 0);
            q = applyMove(q, replay.decode(m));
            replay.make(m);
          }
          expect(q.status).toBe('won');
        }
      }
    }
    // Both verdicts occur without cuts, most positions are decided, and every cut fires somewhere.
    expect(won).toBeGreaterThan(20);
    expect(lost).toBeGreaterThan(20);
    for (const name of Object.keys(decided)) expect(decided[name]).toBeGreaterThan(150);
    for (const name of Object.keys(fired)) expect(fired[name]).toBeGreaterThan(5);
  });

  it('solves a position one removal from a win, and the move replays to the win', () => {
    const p = build({ ...PICTURES_BUT_TWO_KINGS, 1: 'KC', 4: 'KD', 6: 'TC' }, [], 'remove');
    const r = solve(p);
    expect(r.verdict).toBe('winnable');
    expect(r.moves).toEqual([{ type: 'remove', piles: ['tableau-6'] }]);
    expect(applyMove(p, r.moves![0]!).status).toBe('won');
  });

  // Two corners hold 3s, both other 3s and two 7s are gone, and the last two 7s come after the next King.
  const corners3: Record<number, Card> = { ...PICTURES_BUT_TWO_KINGS, 1: '3C', 4: '3D', 6: 'AC', 7: '2C' };
  const rest = ['7H', '7S', 'KD', '9C', '8C'] as Card[];

  it('cuts a King that comes while the grid fills with no corner free (fill), and the plain search agrees', () => {
    const p = build(corners3, ['4H', 'KC', '6H', ...rest], 'place');
    expect(new CamelotSearch(p, ONLY.fill).deadEnd()).toBe(true);
    expect(solve(p, { deadEnds: false }).verdict).toBe('unwinnable');
  });

  it('cuts a King that comes after the next removal but before any 7 for the corner 3s (deadline)', () => {
    const p = build(corners3, ['4H', '6H', 'KC', ...rest], 'place');
    // The grid fills with 4H and 6H first, so the fill cut sees no King in it.
    expect(new CamelotSearch(p, ONLY.fill).deadEnd()).toBe(false);
    expect(new CamelotSearch(p, ONLY.deadline).deadEnd()).toBe(true);
    expect(solve(p, { deadEnds: false }).verdict).toBe('unwinnable');
  });

  it('cuts a grid that only fills up again with cards that cannot pair (room)', () => {
    // All pictures placed; removing A+9 lets in 4C and 5C, and then 2, 3, 4, 5 fill the inner four.
    const p = build(
      { ...PICTURES_BUT_TWO_KINGS, 1: 'KC', 4: 'KD', 6: 'AC', 7: '9C', 10: '2D', 11: '3D' },
      ['4C', '5C', '8D', '7D', '6C', '5D'],
      'remove',
    );
    expect(new CamelotSearch(p, ONLY.fill).deadEnd()).toBe(false);
    expect(new CamelotSearch(p, ONLY.deadline).deadEnd()).toBe(false);
    expect(new CamelotSearch(p, ONLY.room).deadEnd()).toBe(true);
    expect(solve(p, { deadEnds: false }).verdict).toBe('unwinnable');
  });

  it('decides the first 40 deals well within a second each', () => {
    // Verdicts only: no line is shortened (a verdict is final before shortening).
    for (let d = 1; d <= 40; d++) expect(solve(deal('camelot', d), { nodeLimit: 200_000, shorten: false }).verdict).not.toBe('unknown');
  });
});
