// Made by test/web/catalog.test.ts from the library and the table's layout; do not edit (`npx vitest run
// test/web/catalog.test.ts -u` writes it anew, and the test fails while it is out of date).
// The shell reads the games from here, so its first load carries neither the engine nor the table.
import type { GameId } from '../../index.js';

/** The largest deal number (the library's MAX_DEAL). */
export const MAX_DEAL = 4294967295;

/** The games, in the library's order. */
export const GAMES: readonly { id: GameId; name: string }[] = [
  { id: 'hamilton', name: 'Hamilton' },
  { id: 'camelot', name: 'Camelot' },
  { id: 'hamlet', name: 'Hamlet' },
  { id: 'union-square', name: 'Union Square' },
  { id: 'british-constitution', name: 'British Constitution' },
];

/** The games' ids, in the same order (the library's GAME_IDS). */
export const CATALOG_IDS: readonly GameId[] = GAMES.map((g) => g.id);

/** The name of a game as players read it. */
export function gameName(game: GameId): string {
  return GAMES.find((g) => g.id === game)?.name ?? game;
}
