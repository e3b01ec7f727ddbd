// The solver's forced moves are the rules' safe moves home: along random games, the move each game's
// search state forces is exactly the first move the engine's 'safe' automatic moves would make (both
// come from the state's `safeHome`, whose argument says why they never lose a winnable game).
// Camelot has no forced move: its safe rule is about removals, which the search orders but never forces.
import { describe, expect, it } from 'vitest';
import { type GameId, type Position, applyMove, deal, legalMoves, moveKey, solve } from '../../src/index.js';
import { autoMoveOf } from '../../src/engine/index.js';
import { rulesFor } from '../../src/games/registry.js';
import { stateFor } from '../../src/solver/core/index.js';
import { xorshift } from '../../src/engine/zobrist.js';

const GAMES: GameId[] = ['hamilton', 'hamlet', 'union-square', 'british-constitution'];

/** Positions along random games that lean towards the foundations, then along solutions of deals 1-4 (late positions, where most safe moves come). */
function positionsOf(game: GameId): Position[] {
  const random = xorshift(2029);
  const out: Position[] = [];
  for (let d = 1; d <= 8; d++) {
    let position: Position = deal(game, d);
    for (let step = 0; step < 200 && position.status === 'playing'; step++) {
      out.push(position);
      const moves = legalMoves(position);
      const home = moves.filter((m) => m.type === 'move' && m.to.startsWith('foundation'));
      const pool = home.length > 0 && random() % 3 !== 0 ? home : moves;
      position = applyMove(position, pool[random() % pool.length]!);
    }
  }
  for (let d = 1; d <= 4; d++) {
    const start = deal(game, d);
    const r = solve(start, { nodeLimit: 200_000, timeLimitMs: 600_000 });
    let position = start;
    for (const move of r.moves ?? []) {
      out.push(position);
      position = applyMove(position, move);
    }
  }
  return out;
}

describe.each(GAMES)('forced moves on %s', (game) => {
  it('are the first safe automatic move, position by position', () => {
    const rules = rulesFor(game);
    let forced = 0;
    const positions = positionsOf(game);
    for (const [i, position] of positions.entries()) {
      const state = stateFor(rules, position);
      const code = state.forcedMove();
      const auto = autoMoveOf(rules, position, 'safe');
      expect(code < 0 ? null : moveKey(state.decode(code)), `position ${i}`).toBe(auto === null ? null : moveKey(auto.move));
      if (code >= 0) forced++;
    }
    expect(positions.length).toBeGreaterThan(500);
    expect(forced).toBeGreaterThan(10);
  });
});
