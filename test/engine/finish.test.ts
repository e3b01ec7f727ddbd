// Auto-finish (issue 13): a game as good as won finishes by ordinary moves that replay to a win through
// applyMove; a game with a decision left gets no finish.
import { describe, expect, it } from 'vitest';
import { applyMove, autoFinish, deal, legalMoves, solve, type Position } from '../../src/index.js';

function play(p: Position, moves: readonly unknown[]): Position {
  return moves.reduce<Position>((q, m) => applyMove(q, m), p);
}

describe('autoFinish', () => {
  it.each(['hamlet', 'hamilton', 'union-square', 'british-constitution'] as const)(
    '%s: finishes the end of a solver win by ordinary moves',
    (game) => {
      for (let d = 1; d <= 40; d++) {
        const start = deal(game, d);
        const won = solve(start, { nodeLimit: 60_000, timeLimitMs: 20_000 });
        if (won.verdict !== 'winnable') continue;
        // Walk the winning line back from its end until a finish is no longer offered.
        let found = 0;
        for (let k = won.moves!.length - 1; k >= Math.max(0, won.moves!.length - 60); k--) {
          const p = play(start, won.moves!.slice(0, k));
          const finish = autoFinish(p);
          if (finish === null) continue;
          found++;
          expect(play(p, finish.moves).status).toBe('won');
          if (finish.certain) expect(finish.moves.every((m) => m.type === 'move' && m.to.startsWith('foundation-'))).toBe(true);
        }
        expect(found).toBeGreaterThan(0);
        return;
      }
      throw new Error(`no winnable ${game} deal found to test`);
    },
  );

  it('offers nothing at the deal or when the game is over', () => {
    expect(autoFinish(deal('hamlet', 7))).toBeNull();
    const p = deal('camelot', 1);
    expect(autoFinish(p)).toBeNull();
    expect(legalMoves(p).length).toBeGreaterThan(0);
  });
});
