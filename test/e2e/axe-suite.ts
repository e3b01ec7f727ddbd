// The accessibility checks with axe-core (issue 15), run by axe-light.test.ts and axe-dark.test.ts: no serious
// or critical violation on the home page, every game at its deal and in mid-game, every rules page, the
// statistics and settings pages, and every dialog and menu, in the light and the dark colour scheme (the theme
// follows the system's unless chosen); every page has one main landmark and one level-one heading.
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type GameRecord, deal, legalMoves, applyMove, listGames, readRecord } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { type PageSize, playMove, settle, useHarness, withPage } from './browser.js';

const h = useHarness();

const games = listGames();

/** A solver's winning line of the game (test/e2e/fixtures/<game>-won.json, see fixtures/generate.ts). */
function won(game: string): GameRecord {
  return readRecord(JSON.parse(readFileSync(new URL(`./fixtures/${game}-won.json`, import.meta.url), 'utf8')));
}

/** A lost Hamlet game: the first legal move played each time, from the first deal where that loses. */
let lostGame: GameRecord | undefined;
function lost(): GameRecord {
  if (lostGame !== undefined) return lostGame;
  for (let n = 1; ; n++) {
    let p = deal('hamlet', n);
    const moves = [];
    while (p.status === 'playing' && moves.length < 400) {
      const m = legalMoves(p)[0]!;
      moves.push(m);
      p = applyMove(p, m);
    }
    if (p.status === 'lost') return (lostGame = { game: 'hamlet', deal: n, moves });
  }
}

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Serious and critical violations, one line per element. */
function serious(found: Result[]): string[] {
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`));
}

/**
 * Axe on the page, reporting its violations alone (the checks' passes are not written out) and run in the
 * page itself: the app has no frames, so axe's default gathering of frames' results in a new blank page
 * (a renderer started for every check) does nothing here but take several times as long.
 */
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/**
 * The serious and critical violations axe finds on the page as it is now, one line each. The felt is a
 * gradient, on which axe does not judge contrast (it reports such text as "incomplete", not as passing): so
 * the page is checked with its background laid flat in the gradient's first colour, and its contrast again
 * in the last, and text must pass on both. (Text on a background of its own is judged alike on either.)
 */
async function violations(page: Page): Promise<string[]> {
  await settle(page);
  const stops = await page.evaluate(() => getComputedStyle(document.body).backgroundImage.match(/rgba?\([^)]*\)/g) ?? []);
  const flat = [...new Set([stops[0], stops[stops.length - 1]])].filter((c) => c !== undefined);
  const lines: string[] = [];
  // Only colours change with the scheme: the dark one is checked for them alone (the light one for everything).
  const rules = scheme === 'dark' ? ['color-contrast', 'link-in-text-block'] : null;
  for (const [i, colour] of (flat.length > 0 ? flat : [null]).entries()) {
    // Through the CSS object model: the app's Content-Security-Policy refuses a style element added to the page.
    if (colour !== null) await page.evaluate((c) => document.body.style.setProperty('background', c, 'important'), colour);
    const check = i === 0 ? (rules === null ? axe(page) : axe(page).withRules(rules)) : axe(page).withRules(['color-contrast']);
    const found = serious((await check.analyze()).violations);
    lines.push(...(colour === null ? found : found.map((line) => `on ${colour}: ${line}`)));
    await page.evaluate(() => document.body.style.removeProperty('background'));
  }
  return lines;
}

/** The page's landmarks and headings: one main, one h1. */
async function structure(page: Page): Promise<{ mains: number; h1s: number }> {
  return page.evaluate(() => ({
    mains: document.querySelectorAll('main, [role=main]').length,
    h1s: [...document.querySelectorAll('h1')].filter((e) => e.getClientRects().length > 0).length,
  }));
}

/** Opens the address as a fresh load (not a change of fragment on the page already open). */
async function goto(page: Page, hash: string, ready: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${h.url}${hash}`);
  await page.waitForSelector(ready);
  await settle(page);
}

/** The colour scheme of the tests running now. */
let scheme: 'light' | 'dark' = 'light';

/** Every check in one colour scheme (one test file each, so that the two run side by side). */
export function axeSuite(colorScheme: 'light' | 'dark'): void {
  describe(`${colorScheme} colour scheme`, () => {
    beforeAll(() => {
      scheme = colorScheme;
    });
    /** A fresh page in the scheme (its own context and storage), its errors checked when `fn` is done. */
    const inScheme = <T>(size: PageSize, fn: (page: Page) => Promise<T>): Promise<T> => withPage(size, fn, { colorScheme });

    test('the home page', () =>
      inScheme('desktop', async (page) => {
        await goto(page, '#/', '.game-card');
        expect.soft(await structure(page)).toEqual({ mains: 1, h1s: 1 });
        expect.soft(await violations(page)).toEqual([]);
      }));

    test('the statistics and settings pages', () =>
      inScheme('desktop', async (page) => {
        await goto(page, '#/settings', 'form.settings');
        // The theme left at 'system' follows the context's colour scheme.
        expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(colorScheme);
        expect.soft(await structure(page)).toEqual({ mains: 1, h1s: 1 });
        expect.soft(await violations(page)).toEqual([]);
        // With a game begun, so the figures and the chart have something to show.
        const p = deal('hamlet', 3);
        await goto(page, '#/hamlet/3', '.table .slot');
        await playMove(
          page,
          p,
          legalMoves(p).find((m) => m.type === 'move')!,
          'drag',
        );
        expect(await page.textContent('[data-test=moves]')).toBe('1');
        await goto(page, '#/stats', '.stats-page h1');
        expect.soft(await structure(page)).toEqual({ mains: 1, h1s: 1 });
        expect.soft(await violations(page)).toEqual([]);
      }));

    test.each(games.map((g) => [g.id]))('the rules page of %s', (game) =>
      inScheme('desktop', async (page) => {
        await goto(page, `#/${game}/rules`, `.diagram[data-game="${game}"] svg`);
        expect.soft(await structure(page)).toEqual({ mains: 1, h1s: 1 });
        expect.soft(await violations(page)).toEqual([]);
      }),
    );

    // (At the deal: on a phone, below.)
    test.each(games.map((g) => [g.id]))('%s in mid-game and won', { timeout: 180_000 }, (game) =>
      inScheme('desktop', async (page) => {
        const line = won(game);
        const half = line.moves.slice(0, Math.floor(line.moves.length / 2));
        await goto(page, `#/${game}/${line.deal}/${formatMoves(half)}`, '.table .slot');
        expect(await page.textContent('[data-test=moves]')).not.toBe('0');
        expect.soft(await structure(page)).toEqual({ mains: 1, h1s: 1 });
        expect.soft(await violations(page)).toEqual([]);

        // The whole line: the page opens on the win, its dialog open.
        await goto(page, `#/${game}/${line.deal}/${formatMoves(line.moves)}`, '[data-dialog=win]');
        expect.soft(await violations(page)).toEqual([]);
      }),
    );

    // Axe reads a whole game page (a hundred named cards) in a second or two on a quiet machine; the time
    // limits leave room for a busy one.
    // The phone's own controls (the menu holds Deal # and Rules there) and its layout of the table.
    test.each(games.map((g) => [g.id]))('%s at the deal on a phone, its menu open', (game) =>
      inScheme('phone', async (page) => {
        const line = won(game);
        await goto(page, `#/${game}/${line.deal}`, '.table .slot');
        expect.soft(await structure(page)).toEqual({ mains: 1, h1s: 1 });
        expect.soft(await violations(page)).toEqual([]);
        await page.click('.more summary');
        await page.waitForSelector('.more[open] .menu');
        expect.soft(await violations(page)).toEqual([]);
      }),
    );

    test('the dialogs and the menu of a game page', { timeout: 240_000 }, () =>
      inScheme('desktop', async (page) => {
        await goto(page, '#/hamlet/7', '.table .slot');
        await page.click('.more summary');
        await page.waitForSelector('.more[open] .menu');
        expect.soft(await violations(page)).toEqual([]);

        await page.click('.more .menu >> text=Help');
        await page.waitForSelector('[data-dialog=help]');
        expect.soft(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');

        await page.click('.more summary');
        await page.click('.more .menu >> text=Import record');
        await page.waitForSelector('[data-dialog=import]');
        expect.soft(await violations(page)).toEqual([]);
        // With its error showing.
        await page.fill('[data-dialog=import] textarea', '{');
        await page.click('[data-dialog=import] button.primary');
        await page.waitForSelector('[data-dialog=import] .error');
        expect.soft(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');

        await page.click('.controls button:text("Deal #")');
        await page.waitForSelector('[data-dialog=deal]');
        expect.soft(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');

        // A notice (the line that tells what happened) on screen.
        await page.keyboard.press('h');
        await page.waitForSelector('[data-test=notice]');
        expect.soft(await violations(page)).toEqual([]);

        // The question before a begun game is left.
        await goto(page, '#/hamlet/7', '.table .slot');
        const p = deal('hamlet', 7);
        await playMove(
          page,
          p,
          legalMoves(p).find((m) => m.type === 'move')!,
          'drag',
        );
        expect(await page.textContent('[data-test=moves]')).toBe('1');
        await page.keyboard.press('n');
        await page.waitForSelector('[data-dialog=confirm]');
        expect.soft(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');

        // The end of a lost game.
        // (The game begun above is left for it: the question comes first, and is answered yes.)
        const loss = lost();
        await goto(page, `#/hamlet/${loss.deal}/${formatMoves(loss.moves)}`, '[data-dialog=confirm]');
        await page.click('[data-test=confirm-yes]');
        await page.waitForSelector('[data-dialog=loss]');
        expect(await page.getAttribute('.game-page', 'data-status')).toBe('lost');
        expect.soft(await violations(page)).toEqual([]);

        // The solver's help: "can this still be won?" and the solution played as a demo (paused to be read).
        const line = won('hamlet');
        const half = line.moves.slice(0, Math.floor(line.moves.length / 2));
        await goto(page, `#/hamlet/${line.deal}/${formatMoves(half)}`, '.table .slot');
        await page.keyboard.press('w');
        await page.waitForSelector('[data-dialog=verdict]');
        expect.soft(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.keyboard.press('s');
        await page.click('[data-test=demo-pause]');
        expect.soft(await violations(page)).toEqual([]);
      }),
    );
  });
}
