// Browser tests of every playable game (issue 7) at desktop and phone sizes: the table drawn (with a
// screenshot), a move by drag and one by taps, undo and redo, reload, and where a won record is in
// test/e2e/fixtures, its last moves played through the UI to the win. Expectations come from the engine.
// One page at each size plays every game in turn, nothing stored before each test (no test changes a setting,
// and each opens another game than the test before, or a link).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  type GameId,
  type Move,
  type Position,
  applyMove,
  autoFinish,
  deal,
  legalMoves,
  listGames,
  readRecord,
  replay,
} from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import {
  type SizeName,
  clearStorage,
  movesShown,
  open,
  playMove,
  savedPosition,
  settle,
  shot,
  shownCards,
  useHarness,
  withPage,
} from './browser.js';

useHarness();

/** The file's page at each size, with the app loaded and nothing stored (clearStorage), asking for less motion. */
const QUIET = { reuse: clearStorage, reducedMotion: 'reduce' } as const;

/** The first deal from 5 up that is still being played once dealt. */
function playableDeal(game: GameId): number {
  for (let n = 5; ; n++) if (deal(game, n).status === 'playing') return n;
}

/** For the drag, a card move if there is one; for the taps, the stock or a removal first. */
function pick(p: Position, how: 'drag' | 'tap'): Move {
  const legal = legalMoves(p);
  const card = legal.find((m) => m.type === 'move');
  const other = legal.find((m) => m.type !== 'move');
  return (how === 'drag' ? (card ?? other) : (other ?? card))!;
}

const games = listGames().map((g) => g.id);

describe.each(['desktop', 'phone'] as SizeName[])('at %s size', (size) => {
  describe.each(games)('%s', (game) => {
    test('deal, drag, tap, undo, redo, reload', () =>
      withPage(
        size,
        async (page) => {
          const n = playableDeal(game);
          await open(page, `#/${game}/${n}`);
          await shot(page, `${game}-${size}`);
          let p = deal(game, n);
          let played = 0;
          for (const how of ['drag', 'tap'] as const) {
            if (p.status !== 'playing') break;
            const m = pick(p, how);
            await playMove(page, p, m, m.type === 'move' ? how : 'tap');
            p = applyMove(p, m);
            played++;
            expect(await movesShown(page)).toBe(played);
            expect((await savedPosition(page, game, n)).position.piles).toEqual(p.piles);
          }
          await shot(page, `${game}-${size}-played`);
          // The cards' names ("movable") come a task after the cards: read once the table is done.
          await settle(page);
          const drawn = await shownCards(page);
          await page.keyboard.press('Control+z');
          expect(await movesShown(page)).toBe(played - 1);
          await page.click('button[aria-label=Redo]');
          expect(await movesShown(page)).toBe(played);
          await page.reload();
          await page.waitForSelector('.table .slot');
          expect(await movesShown(page)).toBe(played);
          await settle(page);
          expect(await shownCards(page)).toEqual(drawn);
        },
        QUIET,
      ));

    const fixture = new URL(`./fixtures/${game}-won.json`, import.meta.url);
    // Hamlet's win is tested in hamlet.test.ts; a game without a won record yet has no win test.
    if (existsSync(fixture) && game !== 'hamlet')
      test('a near-won record finished through the UI shows the win', () =>
        withPage(
          size,
          async (page) => {
            // Source: test/e2e/fixtures/<game>-won.json, a solver's winning line (see fixtures/generate.ts).
            const won = readRecord(JSON.parse(readFileSync(fixture, 'utf8')));
            expect(replay(won).status).toBe('won');
            const cut = won.moves.length - 2;
            let p = replay({ ...won, moves: won.moves.slice(0, cut) });
            await open(page, `#/${game}/${won.deal}/${formatMoves(won.moves.slice(0, cut))}`);
            for (const m of won.moves.slice(cut)) {
              await playMove(page, p, m, 'tap');
              p = applyMove(p, m);
              // A move that leaves every card able to go home (a certain finish) ends the game by itself.
              if (p.status === 'playing' && autoFinish(p)?.certain === true) break;
            }
            await page.waitForSelector('[data-dialog=win]');
            await shot(page, `${game}-${size}-won`);
          },
          QUIET,
        ));
  });
});
