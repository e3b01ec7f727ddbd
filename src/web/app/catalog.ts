// Made by test/web/catalog.test.ts from the library and the table's layout; do not edit (`npx vitest run
// test/web/catalog.test.ts -u` writes it anew, and the test fails while it is out of date).
// The shell reads the games from here, so its first load carries neither the engine nor the table.
import type { GameId } from '../../index.js';
import { t } from '../../i18n/index.js';

/** The largest deal number (the library's MAX_DEAL). */
export const MAX_DEAL = 4294967295;

/** The games, in the library's order (their names and summaries are the message catalogue's: games.name, games.summary). */
export const GAMES: readonly { id: GameId }[] = [
  { id: 'hamilton' },
  { id: 'camelot' },
  { id: 'hamlet' },
  { id: 'union-square' },
  { id: 'british-constitution' },
];

/** The games' ids, in the same order (the library's GAME_IDS). */
export const CATALOG_IDS: readonly GameId[] = GAMES.map((g) => g.id);

/** The name of a game as players of the language in use read it (the catalogue's games.name). */
export function gameName(game: GameId): string {
  return t('games.name', { game: game.replaceAll('-', '_') });
}
