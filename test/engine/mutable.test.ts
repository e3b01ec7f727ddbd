// The bots' mutable API against the immutable one: along random games of every game, `openGame`'s moves,
// positions, statuses and refusals are exactly what legalMoves/applyMove give, and unmake restores.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, PatienceError, applyMove, deal, legalMoves, moveKey, openGame, type Position } from '../../src/index.js';

const keys = (moves: { type: string }[]): string[] => moves.map((m) => moveKey(m as never)).sort();

describe.each(GAME_IDS)('openGame(%s)', (game) => {
  it('lists, makes and unmakes exactly as legalMoves and applyMove do', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (d, picks) => {
        let position: Position = deal(game, d);
        const g = openGame(position);
        const trail: { position: Position; key: string }[] = [];
        for (const pick of picks) {
          expect(g.toPosition()).toEqual(position);
          expect(g.status()).toBe(position.status);
          expect(keys(g.moves())).toEqual(keys(legalMoves(position)));
          expect(g.codes().length).toBe(g.moves().length);
          if (position.status !== 'playing') break;
          const moves = g.moves();
          const move = moves[pick % moves.length]!;
          trail.push({ position, key: g.key() });
          if (pick % 2 === 0) g.make(move);
          else g.makeCode(g.codes()[pick % moves.length]!);
          position = applyMove(position, move);
        }
        expect(g.depth).toBe(trail.length);
        for (let i = trail.length - 1; i >= 0; i--) {
          expect(g.unmake()).toBe(true);
          expect(g.toPosition()).toEqual(trail[i]!.position);
          expect(g.key()).toBe(trail[i]!.key);
        }
        expect(g.unmake()).toBe(false);
      }),
      { numRuns: 25, seed: 1717 },
    );
  });

  it('refuses an illegal move with the same reason as applyMove, changing nothing', () => {
    const position = deal(game, 7);
    const g = openGame(position);
    const bad = { type: 'move', from: position.game === 'camelot' ? 'discard' : 'foundation-1', to: 'tableau-2' };
    const fromApply = (() => {
      try {
        applyMove(position, bad);
      } catch (e) {
        return e as PatienceError;
      }
      throw new Error('applyMove accepted an illegal move');
    })();
    expect(() => g.make(bad)).toThrow(fromApply.message);
    expect(g.toPosition()).toEqual(position);
    expect(() => g.makeCode(-5)).toThrow(PatienceError);
    expect(() => openGame({ game, piles: {} })).toThrow(PatienceError);
  });
});
