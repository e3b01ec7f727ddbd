// The games' facts without the library (issue 30, item 2): src/web/app/catalog.ts holds what the shell needs
// of the games (ids, names, the largest deal number) and src/web/app/home-cards.ts what the home page shows
// of them (each summary and picture), so that neither carries the engine or the table. This test makes both
// files from the library itself (listGames, MAX_DEAL) and the table's layout, and fails when a file differs:
// a game renamed, a pile added or a layout changed. `npx vitest run test/web/catalog.test.ts -u` writes them anew.
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { expect, test } from 'vitest';
import { GAME_IDS, MAX_DEAL, listGames } from '../../src/index.js';
import { t } from '../../src/i18n/index.js';
import { CATALOG_IDS, MAX_DEAL as CATALOG_MAX_DEAL, gameName } from '../../src/web/app/catalog.js';
import { HOME_CARDS } from '../../src/web/app/home-cards.js';
import { layout } from '../../src/web/table/index.js';

const FILE = resolve(import.meta.dirname, '../../src/web/app/catalog.ts');
const CARDS = resolve(import.meta.dirname, '../../src/web/app/home-cards.ts');
const MADE = `// Made by test/web/catalog.test.ts from the library and the table's layout; do not edit (\`npx vitest run
// test/web/catalog.test.ts -u\` writes it anew, and the test fails while it is out of date).`;
const round = (x: number): number => Math.round(x * 100) / 100;

/** The picture of a game's empty table at 160 × 100: one rectangle per pile, as the home page draws it. */
function picture(game: ReturnType<typeof listGames>[number]) {
  const piles = Object.fromEntries(game.piles.map(({ id }) => [id, []]));
  return layout({ game: game.id, piles }, 160, 100).piles.map((p) => ({
    x: round(p.rect.x),
    y: round(p.rect.y),
    w: round(p.fan === 'right' ? p.zone.w * 0.8 : p.rect.w),
    h: round(p.fan === 'down' ? Math.min(p.zone.h, p.rect.h * 1.8) : p.rect.h),
    r: round(Math.max(1, p.rect.w * 0.08)),
    kind: p.kind,
  }));
}

async function formatted(text: string, file: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

function catalog(): Promise<string> {
  const games = listGames().map((g) => ({ id: g.id }));
  return formatted(
    `${MADE}
// The shell reads the games from here, so its first load carries neither the engine nor the table.
import type { GameId } from '../../index.js';
import { t } from '../../i18n/index.js';

/** The largest deal number (the library's MAX_DEAL). */
export const MAX_DEAL = ${MAX_DEAL};

/** The games, in the library's order (their names and summaries are the message catalogue's: games.name, games.summary). */
export const GAMES: readonly { id: GameId }[] = ${JSON.stringify(games)};

/** The games' ids, in the same order (the library's GAME_IDS). */
export const CATALOG_IDS: readonly GameId[] = GAMES.map((g) => g.id);

/** The name of a game as players of the language in use read it (the catalogue's games.name). */
export function gameName(game: GameId): string {
  return t('games.name', { game: game.replaceAll('-', '_') });
}
`,
    FILE,
  );
}

function homeCards(): Promise<string> {
  const cards = Object.fromEntries(listGames().map((g) => [g.id, { picture: picture(g) }]));
  return formatted(
    `${MADE}
// What the home page shows of each game besides its name and its idea in a line (the message catalogue's):
// a picture of its table, drawn without the table's code.
import type { GameId, PileKind } from '../../index.js';

/** One pile of a game's picture on the home page (its empty table laid out at 160 × 100). */
export interface PicturePile {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Corner radius. */
  r: number;
  kind: PileKind;
}

export const HOME_CARDS: Readonly<Record<GameId, { picture: readonly PicturePile[] }>> = ${JSON.stringify(cards)};
`,
    CARDS,
  );
}

test('catalog.ts and home-cards.ts are what the library and the layout give today', async () => {
  await expect(await catalog()).toMatchFileSnapshot(FILE);
  await expect(await homeCards()).toMatchFileSnapshot(CARDS);
});

test('the catalog agrees with the library', () => {
  expect(CATALOG_IDS).toEqual(GAME_IDS);
  expect(CATALOG_MAX_DEAL).toBe(MAX_DEAL);
  expect(Object.keys(HOME_CARDS)).toEqual(GAME_IDS);
});

test('the English catalogue names each game and says its idea as the library does', () => {
  for (const g of listGames()) {
    expect(gameName(g.id)).toBe(g.name);
    expect(t('games.summary', { game: g.id.replaceAll('-', '_') })).toBe(g.summary);
  }
});
