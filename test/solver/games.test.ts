// The solver on every game: the search states, along random games, list each move once and keep the
// key, moves and score a state read afresh has, solutions replay to wins, positions one move from a win, lost positions proved lost, and
// limits that give `unknown`.
import { describe, expect, it } from 'vitest';
import { type GameId, applyMove, deal, legalMoves, solve } from '../../src/index.js';
import { rulesFor } from '../../src/games/registry.js';
import { type SearchState, stateFor } from '../../src/solver/core/index.js';
import type { GameState } from '../../src/engine/state.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { expectReplaysToWin, playMoves } from './replay.js';
import { checkHere, makeChecked } from './state-walk.js';

const GAMES: GameId[] = ['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'];

describe.each(GAMES)('solver on %s', (game) => {
  // The engine's legalMoves lists this same state's moves, so it is no reference: each point is checked
  // against a state read afresh (test/solver/state-walk.ts).
  it("lists each move once along random games, the key, moves and score a fresh state's, and unmakes back to the root", () => {
    const random = xorshift(777);
    const rules = rulesFor(game);
    let compared = 0;
    for (let d = 1; d <= 6; d++) {
      // Each game's search state is its game state with the search's knowledge added.
      const state = stateFor(rules, deal(game, d)) as SearchState & GameState;
      const rootKey = [state.keyLo, state.keyHi];
      let made = 0;
      for (let step = 0; step < 60; step++) {
        const { written, codes } = checkHere(state, (w) => rules.open(w));
        if (codes.length === 0) break;
        compared++;
        makeChecked(state, codes[random() % codes.length]!, written);
        made++;
      }
      for (let k = 0; k < made; k++) state.unmake();
      expect([state.keyLo, state.keyHi]).toEqual(rootKey);
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('a node limit gives unknown', () => {
    for (const nodeLimit of [1, 5, 50]) expect(solve(deal(game, 2), { nodeLimit }).verdict).toBe('unknown');
  });
});

// Games where every move is one-way (no position repeats), so random play always ends.
describe.each(['camelot', 'british-constitution'] as const)('solver on %s', (game) => {
  it('proves a lost position lost', () => {
    // Random play, foundation moves first, from deal 5 until the game ends: it ends lost (checked).
    const random = xorshift(99);
    let position = deal(game, 5);
    for (let step = 0; step < 3000 && position.status === 'playing'; step++) {
      const moves = legalMoves(position);
      const home = moves.filter((m) => m.type === 'move' && m.to.startsWith('foundation-'));
      const pool = home.length > 0 ? home : moves;
      position = applyMove(position, pool[random() % pool.length]!);
    }
    expect(position.status).toBe('lost');
    expect(solve(position).verdict).toBe('unwinnable');
  });
});

describe('solutions of the rules-driven search', () => {
  // Deal numbers found winnable within 20,000 nodes by this solver (measured when the test was written).
  it.each([
    ['camelot', 12],
    ['british-constitution', 7],
  ] as const)('%s deal %i: the moves replay to a win; one move before the end, one move wins', (game, n) => {
    const start = deal(game, n);
    const r = solve(start, { nodeLimit: 50_000, timeLimitMs: 60_000 });
    expect(r.verdict).toBe('winnable');
    expectReplaysToWin(start, r.moves!);
    const beforeLast = playMoves(start, r.moves!.slice(0, -1));
    const last = solve(beforeLast, { nodeLimit: 50_000, timeLimitMs: 60_000 });
    expect(last.verdict).toBe('winnable');
    expect(last.moves).toHaveLength(1);
  });
});
