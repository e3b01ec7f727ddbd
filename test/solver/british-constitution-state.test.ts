// British Constitution's state (the game's rules) and its search: along random games each listed move
// once, and its make/unmake restoring key and position, the search's list drops only moves with a twin
// of the same key, keys
// are incremental and blind to places within a row and to which foundation of a suit is which,
// make/unmake restores the key and the written position (the row-4 refill included), the key, moves and
// score kept by make are a fresh state's, the incremental write() is a full one, hand-made positions get their known answers, solutions replay to wins, and the forced move
// never changes a decided verdict.
import { describe, expect, it } from 'vitest';
import { type Card, type Move, type Position, applyMove, deal, legalMoves, moveKey, solve } from '../../src/index.js';
import { britishConstitution } from '../games/build.js';
import { rulesFor } from '../../src/games/registry.js';
import { BritishConstitutionSearch } from '../../src/solver/core/british-constitution.js';
import { MAX_MOVES, stateFor } from '../../src/solver/core/index.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { RANKS } from '../helpers.js';
import { checkHere, makeChecked } from './state-walk.js';

const RULES = rulesFor('british-constitution');
const SUITS = ['C', 'D', 'H', 'S'] as const;
const card = (rank: number, suit: string): Card => `${RANKS[rank - 1]}${suit}` as Card;
/** A foundation of `suit` holding Ace up to `height`. */
const foundation = (suit: string, height: number): Card[] => Array.from({ length: height }, (_, i) => card(i + 1, suit));

function replay(p: Position, moves: readonly Move[]): Position {
  let q = p;
  for (const m of moves) q = applyMove(q, m);
  return q;
}

const keyOf = (s: { keyLo: number; keyHi: number }): [number, number] => [s.keyLo, s.keyHi];

/** The state's complete list of legal moves, or (complete false) the search's list. */
function listed(state: BritishConstitutionSearch, complete: boolean): number[] {
  const buf = new Int32Array(MAX_MOVES);
  return Array.from(buf.subarray(0, complete ? state.moves(buf, 0) : state.searchMoves(buf, 0)));
}

/**
 * A checked position: foundations as [suit, height] in foundation order, the 32 spaces (row 1 first,
 * missing ones empty) and the stock (top last).
 */
function position(foundations: [string, number][], spaces: Card[][], stock: Card[] = []): Position {
  const piles: Record<string, Card[]> = { stock };
  foundations.forEach(([suit, height], i) => (piles[`foundation-${i + 1}`] = foundation(suit, height)));
  for (let i = 0; i < 32; i++) piles[`tableau-${i + 1}`] = spaces[i] ?? [];
  return britishConstitution(piles);
}

/** Every suit home on both foundations (Jack high), except the heights given. */
function homeExcept(heights: Partial<Record<string, [number, number]>>): [string, number][] {
  return SUITS.flatMap((s) => {
    const [a, b] = heights[s] ?? [11, 11];
    return [
      [s, a],
      [s, b],
    ] as [string, number][];
  });
}

/** Deal `d`'s winning line as the solver finds it within 500,000 positions (undefined when it finds none), solved once for the whole file. */
const lines = new Map<number, Move[] | undefined>();
function winningLine(d: number): Move[] | undefined {
  if (!lines.has(d)) lines.set(d, solve(deal('british-constitution', d), { nodeLimit: 500_000, timeLimitMs: 60_000 }).moves);
  return lines.get(d);
}

/**
 * Positions late in a game: a point on a winning line of the compact solver, then a few random moves,
 * which often spoil it. Random play alone rarely gets far in this game. Each line gives twelve points
 * (from 50% to 94% of the way), as finding the lines is most of the cost.
 */
function latePositions(count: number, seed: number): Position[] {
  const random = xorshift(seed);
  const out: Position[] = [];
  for (let d = 1; out.length < count; d++) {
    const start = deal('british-constitution', d);
    const line = winningLine(d);
    if (line === undefined) continue;
    for (let k = 0; k < 12 && out.length < count; k++) {
      let p = replay(start, line.slice(0, Math.floor(line.length * (0.5 + 0.04 * k))));
      const extra = random() % 8;
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
  // (The public legalMoves and applyMove are this state's list and make, so they are no check on it: each point
  // is checked against a state read afresh, test/solver/state-walk.ts.)
  it("lists each move once along random games; key, moves and score as a fresh state's; make/unmake restores; writes are incremental", () => {
    const random = xorshift(4242);
    let compared = 0;
    let dropped = 0;
    for (let d = 1; d <= 12; d++) {
      // Start some games from the middle of a winning line, where more kinds of move are open.
      const line = d % 2 === 0 ? (winningLine(d) ?? []) : [];
      const root = replay(deal('british-constitution', d), line.slice(0, line.length >> 1));
      const state = new BritishConstitutionSearch(root);
      const rootKey = keyOf(state);
      const rootMoves = listed(state, true);
      let made = 0;
      for (let step = 0; step < 150; step++) {
        // Each move's make/unmake restores the key and the position; the shortened list drops only moves
        // whose result has the key of a listed move's result.
        const after = new Map<number, string>();
        const { written, codes } = checkHere(state, (w) => new BritishConstitutionSearch(w), {
          made: (c) => after.set(c, keyOf(state).join(',')),
          writeEach: true,
        });
        if (codes.length === 0) break;
        compared++;
        const short = listed(state, false);
        const shortKeys = new Set(short.map((c) => after.get(c)));
        for (const c of short) expect(codes).toContain(c);
        for (const c of codes) expect(shortKeys.has(after.get(c))).toBe(true);
        dropped += codes.length - short.length;
        const forced = state.forcedMove();
        if (forced >= 0) expect(codes).toContain(forced);
        makeChecked(state, codes[random() % codes.length]!, written);
        made++;
      }
      for (let k = 0; k < made; k++) state.unmake();
      expect(keyOf(state)).toEqual(rootKey);
      expect(state.write().piles).toEqual(root.piles);
      expect(listed(state, true)).toEqual(rootMoves);
    }
    expect(compared).toBeGreaterThan(300);
    expect(dropped).toBeGreaterThan(0);
  });

  it('keys ignore where a row-1 pile or a row 2–4 card lies, and which foundation of a suit is which', () => {
    const start = deal('british-constitution', 9);
    const line = winningLine(9)!;
    const p = replay(start, line.slice(0, line.length >> 1));
    const random = xorshift(31);
    const shuffled = <T>(xs: T[]): T[] => {
      const out = [...xs];
      for (let i = out.length - 1; i > 0; i--) {
        const j = random() % (i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    };
    const piles: Record<string, Card[]> = { stock: p.piles['stock']! };
    for (let row = 0; row < 4; row++) {
      const ids = Array.from({ length: 8 }, (_, i) => `tableau-${row * 8 + i + 1}`);
      shuffled(ids).forEach((from, i) => (piles[ids[i]!] = p.piles[from]!));
    }
    for (let f = 1; f <= 8; f += 2) {
      piles[`foundation-${f}`] = p.piles[`foundation-${f + 1}`]!;
      piles[`foundation-${f + 1}`] = p.piles[`foundation-${f}`]!;
    }
    const q = britishConstitution(piles);
    expect(JSON.stringify(q.piles)).not.toBe(JSON.stringify(p.piles));
    expect(keyOf(new BritishConstitutionSearch(q))).toEqual(keyOf(new BritishConstitutionSearch(p)));
    // A real difference shows: one card moved.
    const moved = applyMove(p, legalMoves(p)[0]!);
    expect(keyOf(new BritishConstitutionSearch(moved))).not.toEqual(keyOf(new BritishConstitutionSearch(p)));
  });

  it('a fill from row 4 pulls the next stock card in, and unmake puts it back', () => {
    // Play deal 4 until a space waits in row 3, then fill it from row 4.
    let p = deal('british-constitution', 4);
    const random = xorshift(5);
    for (let i = 0; i < 400 && p.status === 'playing'; i++) {
      const moves = legalMoves(p);
      if (moves.some((m) => m.type === 'move' && Number(m.from.slice(8)) > 24)) break;
      p = applyMove(p, moves[random() % moves.length]!);
    }
    const state = new BritishConstitutionSearch(p);
    const fill = listed(state, true).find((m) => {
      const move = state.decode(m);
      return move.type === 'move' && Number(move.from.slice(8)) > 24;
    });
    expect(fill).toBeDefined();
    const key = keyOf(state);
    const after = applyMove(p, state.decode(fill!));
    expect(after.piles['stock']!.length).toBe(p.piles['stock']!.length - 1);
    state.make(fill!);
    expect(keyOf(state)).toEqual(keyOf(new BritishConstitutionSearch(after)));
    state.unmake();
    expect(keyOf(state)).toEqual(key);
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
          const state = stateFor(RULES, p);
          const buf = new Int32Array(MAX_MOVES);
          expect(state.moves(buf, 0)).toBe(fills.length);
          expect(state.searchMoves(buf, 0)).toBe(new Set(sources).size);
          return;
        }
        p = applyMove(p, moves[random() % moves.length]!);
      }
    }
    throw new Error('no position with two equal cards below a waiting space was found');
  });

  it('a hand-made position one move from a win is won in one move', () => {
    const p = position(homeExcept({ C: [10, 11] }), [[card(11, 'C')]]);
    const state = new BritishConstitutionSearch(p);
    expect(state.isWon()).toBe(false);
    const codes = listed(state, true);
    expect(codes.map((c) => moveKey(state.decode(c)))).toEqual([
      moveKey({ type: 'move', from: 'tableau-1', to: 'foundation-1', count: 1 }),
    ]);
    state.make(codes[0]!);
    expect(state.isWon()).toBe(true);
    const r = solve(p);
    expect(r.verdict).toBe('winnable');
    expect(r.moves).toHaveLength(1);
    expect(replay(p, r.moves!).status).toBe('won');
  });

  it('forces a card home only when its twin is home, nothing can go on it and its pile stays', () => {
    const c = card;
    // 10♣ over J♥: the other 10♣ is home, and both 9s of both red suits are home.
    const forced = new BritishConstitutionSearch(
      position(homeExcept({ C: [9, 11], H: [10, 11] }), [[c(11, 'H'), c(10, 'C')], [c(11, 'C')]]),
    );
    expect(forced.decode(forced.forcedMove())).toEqual({ type: 'move', from: 'tableau-1', to: 'foundation-1', count: 1 });
    // The twin still out: no forced move (the twin might want that foundation first).
    const twinOut = position(homeExcept({ C: [9, 9], H: [10, 11] }), [[c(11, 'H'), c(10, 'C')], [c(10, 'C')], [c(11, 'C')], [c(11, 'C')]]);
    expect(new BritishConstitutionSearch(twinOut).forcedMove()).toBe(-1);
    // Red 9s still out could go on the 10♣ (and their twins are out too): no forced move.
    const baseUseful = position(homeExcept({ C: [9, 11], D: [8, 8] }), [
      [c(11, 'D'), c(10, 'C')],
      [c(11, 'C')],
      [c(10, 'D')],
      [c(10, 'D')],
      [c(11, 'D')],
      [c(9, 'D')],
      [c(9, 'D')],
    ]);
    expect(new BritishConstitutionSearch(baseUseful).forcedMove()).toBe(-1);
    // A lone 10♣ with rows 2–4 empty: its pile would stay empty anyway, so it is forced.
    const lone = new BritishConstitutionSearch(
      position(homeExcept({ C: [9, 11], H: [10, 11] }), [[c(10, 'C')], [c(11, 'H')], [c(11, 'C')]]),
    );
    expect(lone.decode(lone.forcedMove())).toEqual({ type: 'move', from: 'tableau-1', to: 'foundation-1', count: 1 });
    // A lone 10♣ while row 2 has cards: sending it home would force a fill, so it is not forced.
    const row1 = [[c(10, 'C')], [c(11, 'H')], [c(11, 'C')], [c(11, 'S')], [c(11, 'S')], [c(10, 'S')], [c(10, 'S')], [c(9, 'S')]];
    const loneAbove = position(homeExcept({ C: [9, 11], H: [10, 11], S: [6, 6] }), [
      ...row1,
      [c(9, 'S')],
      [c(8, 'S')],
      [c(8, 'S')],
      [c(7, 'S')],
      [c(7, 'S')],
    ]);
    expect(new BritishConstitutionSearch(loneAbove).forcedMove()).toBe(-1);
  });

  it('proves lost positions lost, and every move from them leads to a position it proves lost', () => {
    // Random play to the end from several deals; a few moves before the end the search has work to do.
    const random = xorshift(77);
    let searched = 0;
    for (let d = 20; d < 32; d++) {
      const trail: Position[] = [deal('british-constitution', d)];
      // Foundation moves first, which also keeps random play from circling between two row-1 piles.
      while (trail.at(-1)!.status === 'playing' && trail.length < 2000) {
        const moves = legalMoves(trail.at(-1)!);
        const home = moves.filter((m) => m.type === 'move' && m.to.startsWith('foundation-'));
        const pool = home.length > 0 ? home : moves;
        trail.push(applyMove(trail.at(-1)!, pool[random() % pool.length]!));
      }
      if (trail.at(-1)!.status !== 'lost') continue;
      expect(solve(trail.at(-1)!).verdict).toBe('unwinnable');
      for (const back of [2, 4, 8, 16]) {
        const p = trail[Math.max(0, trail.length - 1 - back)]!;
        const r = solve(p, { nodeLimit: 200_000, timeLimitMs: 60_000 });
        if (r.verdict !== 'unwinnable' || r.nodes === 1) continue;
        searched++;
        for (const m of legalMoves(p))
          expect(solve(applyMove(p, m), { nodeLimit: 200_000, timeLimitMs: 60_000 }).verdict).toBe('unwinnable');
      }
    }
    expect(searched).toBeGreaterThan(3);
  });

  it('agrees with the rules-driven search on 40 late positions, and its wins replay', () => {
    const positions = latePositions(40, 2024);
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

  it('the forced move never changes a decided verdict (300 late positions, on and off)', () => {
    const positions = latePositions(300, 99);
    let decided = 0;
    let withForced = 0;
    const verdicts = new Set<string>();
    for (const p of positions) {
      if (new BritishConstitutionSearch(p).forcedMove() >= 0) withForced++;
      // Verdicts only: no line is shortened (a verdict is final before shortening).
      const on = solve(p, { nodeLimit: 20_000, timeLimitMs: 60_000, shorten: false });
      const off = solve(p, { nodeLimit: 20_000, timeLimitMs: 60_000, forced: false, shorten: false });
      if (on.verdict !== 'unknown' && off.verdict !== 'unknown') {
        expect(on.verdict).toBe(off.verdict);
        decided++;
        verdicts.add(on.verdict);
      }
    }
    expect(withForced).toBeGreaterThan(15);
    expect(decided).toBeGreaterThan(200);
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
});
