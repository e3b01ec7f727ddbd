// One builder per game for the positions tests make by hand: each takes the piles (and vars) a test cares
// about, gives every other pile of the game an empty list, and reads the result through `readPosition`,
// so a position the rules could never hold is refused here rather than met later in a test.
import { type GameId, type Position, readPosition } from '../../src/index.js';
import { rulesFor } from '../../src/games/registry.js';

type Piles = Readonly<Record<string, readonly string[]>>;

function position(game: GameId, piles: Piles, vars: Record<string, unknown>): Position {
  const all: Record<string, string[]> = {};
  for (const { id } of rulesFor(game).piles) all[id] = [];
  for (const [id, cards] of Object.entries(piles)) all[id] = [...cards];
  return readPosition({ game, piles: all, vars });
}

/** A Hamilton position: the piles given, the others empty, and the start rank and turn count. */
export function hamilton(piles: Piles, vars: { startRank: string | null; turned: number }): Position {
  return position('hamilton', piles, vars);
}

/** A Camelot position: the piles given, the others empty, in the phase given. */
export function camelot(piles: Piles, vars: { phase: string }): Position {
  return position('camelot', piles, vars);
}

/** A Hamlet position: the piles given, the others empty. */
export function hamlet(piles: Piles): Position {
  return position('hamlet', piles, {});
}

/** A Union Square position: the piles given, the others empty. */
export function unionSquare(piles: Piles): Position {
  return position('union-square', piles, {});
}

/** A British Constitution position: the piles given, the others empty. */
export function britishConstitution(piles: Piles): Position {
  return position('british-constitution', piles, {});
}
