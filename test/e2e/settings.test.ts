// Browser tests of the settings (issue 14): the page is reachable from home, the game page's More menu and
// the statistics page; each setting changes what it should and survives a reload; the automatic moves play
// what the engine's autoMove gives, in the same undo step as the player's move; the settings and statistics
// pages and the leaving question pass axe (no serious or critical violation) in the light and dark themes.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type GameId, type Move, type Position, applyMove, autoMove, deal, legalMoves } from '../../src/index.js';
import { freshApp, movesShown, open, type PageOptions, playMove, savedPosition, settle, useHarness, withPage } from './browser.js';
import { axe } from './axe.js';

const h = useHarness();

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${h.url}#/settings`);
  await page.waitForSelector('form.settings');
}

async function choose(page: Page, name: string, value: string | boolean): Promise<void> {
  if (typeof value === 'boolean') await page.setChecked(`input[name=${name}]`, value);
  else await page.check(`input[name=${name}][value="${value}"]`);
}

/** The first move of a deal after which the engine's automatic moves (mode) send at least one card home. */
function withAuto(game: GameId, mode: 'safe' | 'all'): { n: number; move: Move; autos: Move[] } {
  for (let n = 1; n < 300; n++) {
    const p = deal(game, n);
    if (p.status !== 'playing' || autoMove(p, mode) !== null) continue;
    for (const move of legalMoves(p)) {
      if (move.type !== 'move' || move.to.startsWith('foundation')) continue;
      let q: Position = applyMove(p, move);
      const autos: Move[] = [];
      for (let a = autoMove(q, mode); a !== null && q.status === 'playing'; a = autoMove(q, mode)) {
        autos.push(a.move);
        q = applyMove(q, a.move);
      }
      if (autos.length > 0) return { n, move, autos };
    }
  }
  throw new Error(`no deal of ${game} with an automatic move`);
}

/**
 * The file's page at each size for the tests that leave the page's code as it is, readied as a fresh one
 * before each: the system's colour scheme light again (the theme's test changes it), nothing stored, the app
 * loaded anew.
 */
const SHARED: PageOptions = { reuse: fresh, reducedMotion: 'reduce' };

async function fresh(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await freshApp(page);
}

describe('settings', () => {
  test('reachable from home, the game page and the statistics page', () =>
    withPage(
      'phone',
      async (page) => {
        await page.goto(`${h.url}#/`);
        await page.click('.home-nav a[href="#/settings"]');
        await page.waitForSelector('form.settings');
        await open(page, '#/hamlet/3');
        await page.click('details.more summary');
        await page.click('details.more a[href="#/settings"]');
        await page.waitForSelector('form.settings');
        await page.goto(`${h.url}#/stats`);
        await page.click('.page-bar a[href="#/settings"]');
        await page.waitForSelector('form.settings');
        await page.click('.page-bar a[href="#/stats"]');
        await page.waitForSelector('[data-test=stat-played]');
      },
      SHARED,
    ));

  test('theme: light, dark and following the system; kept across a reload', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await openSettings(page);
        const theme = (): Promise<string | null> => page.evaluate(() => document.documentElement.dataset['theme'] ?? null);
        const felt = (): Promise<string> =>
          page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--felt').trim());
        // The default follows the system.
        expect(await theme()).toBe('dark');
        await page.emulateMedia({ colorScheme: 'light' });
        await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'light');
        const light = await felt();
        await choose(page, 'theme', 'dark');
        expect(await theme()).toBe('dark');
        expect(await felt()).not.toBe(light);
        await page.reload();
        await page.waitForSelector('form.settings');
        expect(await theme()).toBe('dark');
        expect(await page.isChecked('input[name=theme][value=dark]')).toBe(true);
        await choose(page, 'theme', 'light');
        await page.emulateMedia({ colorScheme: 'dark' });
        expect(await theme()).toBe('light');
      },
      SHARED,
    ));

  test('card style, timer, score and left-handed layout change the table and are kept', () =>
    withPage(
      'desktop',
      async (page) => {
        await open(page, '#/hamilton/4');
        // A red card's drawing, once drawn: faces come a batch per frame after the table is shown.
        const red = '.card[data-card$="D"], .card[data-card$="H"]';
        const face = async (): Promise<string> => {
          await page.waitForFunction((selector) => (document.querySelector(selector)?.firstElementChild ?? null) !== null, red);
          return page.innerHTML(red);
        };
        const standard = await face();
        const stockX = (): Promise<number> =>
          page.evaluate(() => document.querySelector('.slot[data-pile=stock]')!.getBoundingClientRect().x);
        const width = await page.evaluate(() => document.querySelector('.table')!.getBoundingClientRect().width);
        expect(await stockX()).toBeLessThan(width / 2);
        expect(await page.$('[data-test=time]')).not.toBeNull();
        expect(await page.$('[data-test=score]')).not.toBeNull();

        await openSettings(page);
        await choose(page, 'fourColour', true);
        await choose(page, 'leftHanded', true);
        await choose(page, 'showTimer', false);
        await choose(page, 'showScore', false);
        await page.reload();
        await open(page, '#/hamilton/4');
        const fourColour = await face();
        expect(fourColour).not.toBe(standard);
        expect(await stockX()).toBeGreaterThan(width / 2);
        expect(await page.$('[data-test=time]')).toBeNull();
        expect(await page.$('[data-test=score]')).toBeNull();
        expect(await page.$('[data-test=moves]')).not.toBeNull();

        await openSettings(page);
        expect(await page.isChecked('input[name=fourColour]')).toBe(true);
        // Large indices with four colours: both at once.
        await choose(page, 'largeIndex', true);
        await open(page, '#/hamilton/4');
        const both = await face();
        expect(both).not.toBe(standard);
        expect(both).not.toBe(fourColour);
        expect(/<g fill="(#[\da-f]+)"/.exec(both)![1]).toBe(/<g fill="(#[\da-f]+)"/.exec(fourColour)![1]);
        await openSettings(page);
        await choose(page, 'fourColour', false);
        await choose(page, 'largeIndex', false);
        await choose(page, 'leftHanded', false);
        await open(page, '#/hamilton/4');
        expect(await face()).toBe(standard);
        expect(await stockX()).toBeLessThan(width / 2);
      },
      SHARED,
    ));

  test('animation speed: normal, fast and off set the cards’ glide', () =>
    withPage('desktop', async (page) => {
      const p = deal('hamlet', 3);
      const m = legalMoves(p).find((x) => x.type === 'move')!;
      /** The longest card glide started by a move (0: none). */
      const glide = async (): Promise<number> => {
        await open(page, '#/hamlet/3');
        await page.evaluate(() => {
          const w = window as unknown as { glides: number[] };
          w.glides = [];
          const seen = new Set<Animation>();
          const poll = (): void => {
            for (const a of document.getAnimations()) {
              if (seen.has(a) || (a as CSSAnimation).animationName) continue;
              seen.add(a);
              w.glides.push(Number(a.effect?.getTiming().duration ?? 0));
            }
            requestAnimationFrame(poll);
          };
          poll();
        });
        await playMove(page, p, m, 'drag');
        const most = await page.evaluate(() => Math.max(0, ...(window as unknown as { glides: number[] }).glides));
        await page.click('button[aria-label=Undo]');
        await settle(page);
        return most;
      };
      const normal = await glide();
      expect(normal).toBeGreaterThan(0);
      await openSettings(page);
      await choose(page, 'animation', 'fast');
      const fast = await glide();
      expect(fast).toBeGreaterThan(0);
      expect(fast).toBeLessThan(normal);
      await openSettings(page);
      await choose(page, 'animation', 'off');
      await page.reload();
      expect(await glide()).toBe(0);
    }));

  test('confirm before abandoning, turned off: no question, the loss still counts', () =>
    withPage(
      'desktop',
      async (page) => {
        await openSettings(page);
        await choose(page, 'confirmAbandon', false);
        await page.reload();
        await page.waitForSelector('form.settings');
        expect(await page.isChecked('input[name=confirmAbandon]')).toBe(false);
        await open(page, '#/hamlet/3');
        const p = deal('hamlet', 3);
        await playMove(
          page,
          p,
          legalMoves(p).find((x) => x.type === 'move')!,
          'drag',
        );
        await page.keyboard.press('n');
        await page.waitForFunction(() => location.hash !== '#/hamlet/3');
        expect(await page.$('[data-dialog=confirm]')).toBeNull();
        await page.goto(`${h.url}#/stats`);
        await page.waitForSelector('[data-test=stat-played]');
        expect(await page.textContent('[data-test=stat-played]')).toBe('1');
        expect(await page.textContent('[data-test=stat-lost]')).toBe('1');
      },
      SHARED,
    ));

  for (const mode of ['safe', 'all'] as const) {
    test(`automatic moves (${mode}): what the engine gives follows the player's move, and one undo takes all back`, () =>
      withPage(
        'desktop',
        async (page) => {
          const game: GameId = 'hamlet';
          const { n, move, autos } = withAuto(game, mode);
          await openSettings(page);
          await choose(page, 'autoMoves', mode);
          await page.reload();
          await page.waitForSelector('form.settings');
          expect(await page.isChecked(`input[name=autoMoves][value=${mode}]`)).toBe(true);
          await open(page, `#/${game}/${n}`);
          await playMove(page, deal(game, n), move, 'drag');
          await page.waitForFunction((k) => document.querySelector('[data-test=moves]')?.textContent === String(k), 1 + autos.length);
          const saved = await savedPosition(page, game, n);
          expect(saved.record.moves).toEqual([move, ...autos]);
          await page.click('button[aria-label=Undo]');
          await settle(page);
          expect(await movesShown(page)).toBe(0);
        },
        SHARED,
      ));
  }

  test('automatic moves off: only the player’s move is played', () =>
    withPage(
      'desktop',
      async (page) => {
        const { n, move } = withAuto('hamlet', 'all');
        await open(page, `#/hamlet/${n}`);
        await playMove(page, deal('hamlet', n), move, 'drag');
        expect(await movesShown(page)).toBe(1);
      },
      SHARED,
    ));

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme} theme: the settings page, the statistics page with its chart and the leaving question pass axe`, () =>
      withPage(
        'desktop',
        async (page) => {
          const check = async (): Promise<string[]> => {
            await settle(page);
            const result = await (await axe(page)).analyze();
            return result.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
          };
          await openSettings(page);
          await choose(page, 'theme', theme);
          expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
          expect(await check()).toEqual([]);
          // A game begun and left, one begun: the figures and the chart have marks to draw.
          const p = deal('hamlet', 3);
          const m = legalMoves(p).find((x) => x.type === 'move')!;
          await open(page, '#/hamlet/3');
          await playMove(page, p, m, 'drag');
          await page.keyboard.press('n');
          await page.waitForSelector('[data-dialog=confirm]');
          expect(await check()).toEqual([]);
          await page.click('[data-test=confirm-yes]');
          await page.goto(`${h.url}#/stats`);
          await page.waitForSelector('[data-test=chart] rect[data-outcome]');
          expect(await check()).toEqual([]);
        },
        SHARED,
      ));
  }
});

describe('issue 25: cards and winnable deals', () => {
  /** The drawn height of the rank in the corner of the first face-up card (CSS pixels), and the card's width. */
  const indexHeight = async (page: Page): Promise<{ index: number; card: number }> => {
    // Faces are drawn in batches after the cards are placed (render.ts): wait for the first one's corner.
    await page.waitForFunction(() => (document.querySelector('.card:not(.back)')?.querySelector('.index .rank') ?? null) !== null);
    return page.evaluate(() => {
      const card = document.querySelector<HTMLElement>('.card:not(.back)')!;
      const text = card.querySelector<SVGGraphicsElement>('.index .rank')!;
      return { index: text.getBoundingClientRect().height, card: card.getBoundingClientRect().width };
    });
  };

  for (const size of ['phone', 'desktop'] as const) {
    test(`large indices are at least 40% taller for the same card width, with four colours too (${size})`, () =>
      withPage(
        size,
        async (page) => {
          await open(page, '#/hamlet/3');
          const normal = await indexHeight(page);
          await openSettings(page);
          await choose(page, 'largeIndex', true);
          await choose(page, 'fourColour', true);
          await open(page, '#/hamlet/3');
          const large = await indexHeight(page);
          expect(large.index / large.card).toBeGreaterThanOrEqual((1.4 * normal.index) / normal.card);
          // Still whole: no card's large index is covered by the card on it (the layout's steps, in pixels),
          // once every face is drawn (a batch per frame).
          await page.waitForFunction(() => document.querySelector('.card:not(.back):empty') === null);
          const covered = await page.evaluate(() => {
            const out: string[] = [];
            for (const c of document.querySelectorAll<HTMLElement>('.card:not(.back)')) {
              // The whole index: its letter and its suit (the upright corner's group).
              const t = c.querySelector<SVGGElement>('.index')!.getBoundingClientRect();
              const next = document.querySelector<HTMLElement>(
                `.card[data-pile="${c.dataset['pile']}"][data-index="${Number(c.dataset['index']) + 1}"]`,
              );
              if (next !== null && next.getBoundingClientRect().top < t.bottom - 0.5 && next.getBoundingClientRect().left < t.right - 0.5)
                out.push(c.getAttribute('aria-label')!);
            }
            return out;
          });
          expect(covered).toEqual([]);
        },
        SHARED,
      ));
  }

  test('winnable deals only: on by default for Camelot and Hamilton, and the page says so; off, New says the deal may not be won', () =>
    withPage(
      'phone',
      async (page) => {
        await openSettings(page);
        for (const g of ['camelot', 'hamilton']) {
          expect(await page.isChecked(`input[name=winnable-${g}]`)).toBe(true);
          expect(await page.textContent(`label:has(input[name=winnable-${g}])`)).toContain('on by default');
        }
        for (const g of ['hamlet', 'union-square', 'british-constitution'])
          expect(await page.isChecked(`input[name=winnable-${g}]`)).toBe(false);
        await choose(page, 'winnable-camelot', false);
        await open(page, '#/camelot/3');
        await page.click('.controls button:text("New")');
        await page.waitForFunction(() => document.body.textContent?.includes('not proved winnable'));
        await page.reload();
        await openSettings(page);
        expect(await page.isChecked('input[name=winnable-camelot]')).toBe(false);
        expect(await page.isChecked('input[name=winnable-hamilton]')).toBe(true);
      },
      SHARED,
    ));
});
