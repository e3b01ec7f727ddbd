// Browser tests of issue 25's "nothing over the cards", at 360×640, 390×844, 844×390 and 1280×800: notices
// stack (a second never replaces the first) in the chrome above the table, the solution demo's controls
// take the toolbar's place, and neither lies over a card (every card's and every notice's or control's
// getBoundingClientRect compared) nor over the open ⋯ menu; the table keeps its box while they come and go.
// Notices go by themselves unless they are warnings, are dismissed by their button or Esc, and go when the
// player leaves their page (after a bad link, the next page shows no old error).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type GameRecord, readRecord } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { PASSING_MS } from '../../src/web/app/ui.js';
import { open, settle, shot, useHarness, type PageSize, blankPage, clearStorage, withPage } from './browser.js';

const h = useHarness();

/**
 * A test's page, asking for less motion: the file's page for its kind of screen, loaded anew with nothing
 * stored (blankPage), as a page of its own would be, without a new context and renderer.
 */
const quietPage = <T>(size: PageSize, fn: (page: Page) => Promise<T>): Promise<T> =>
  withPage(size, fn, { reuse: blankPage, reducedMotion: 'reduce' });

/**
 * A test's page for a test that changes no setting and nothing in the page's document: the file's page for
 * its kind of screen with the app still loaded, on its home page with nothing stored (clearStorage).
 */
const appPage = <T>(size: PageSize, fn: (page: Page) => Promise<T>): Promise<T> =>
  withPage(size, fn, { reuse: clearStorage, reducedMotion: 'reduce' });

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
];

const wonRecord = (game: string): GameRecord =>
  readRecord(JSON.parse(readFileSync(new URL(`./fixtures/${game}-won.json`, import.meta.url), 'utf8')));

/**
 * Every pair of an element seen on screen matching `over` and a card or pile place (or the open ⋯ menu)
 * whose boxes overlap by more than half a pixel, named for the failure message.
 */
async function overlaps(page: Page, over: string, under = '.card, .slot, .more[open] .menu'): Promise<string[]> {
  return page.evaluate(
    ([over, under]) => {
      const seen = (sel: string): [Element, DOMRect][] =>
        [...document.querySelectorAll(sel)]
          .filter((e) => e.checkVisibility({ visibilityProperty: true }))
          .map((e): [Element, DOMRect] => [e, e.getBoundingClientRect()])
          .filter(([, r]) => r.width > 0 && r.height > 0);
      const name = (e: Element): string =>
        `${e.className || e.tagName}${(e as HTMLElement).dataset['pile'] ?? ''}:${(e.textContent ?? '').slice(0, 30)}`;
      const out: string[] = [];
      for (const [a, r] of seen(over))
        for (const [b, q] of seen(under))
          if (r.left < q.right - 0.5 && q.left < r.right - 0.5 && r.top < q.bottom - 0.5 && q.top < r.bottom - 0.5)
            out.push(`${name(a)} over ${name(b)}`);
      return out;
    },
    [over, under] as const,
  );
}

/** The table's box and a card's width: what must not change while notices and controls come and go. */
const tableBox = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const r = document.querySelector('.table')!.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height, document.querySelector('.card')!.getBoundingClientRect().width].map(Math.round);
  });

const noticeTexts = (page: Page): Promise<string[]> =>
  page.$$eval('[data-test=notice] > span', (els) => els.map((e) => e.textContent ?? ''));

const NOTICES = '[data-test=notice], [data-test=notice] button, .assist-panel';
const DEMO = '[data-test=demo], [data-test=demo] button';

for (const size of SIZES) {
  describe(`at ${size.width}×${size.height}`, () => {
    test('notices stack in the chrome above the table, over no card and not over the open menu', () =>
      quietPage(size, async (page) => {
        await open(page, '#/british-constitution/2');
        const box = await tableBox(page);
        // A warning first (the link offered to copy: this page has no clipboard), which stays.
        await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
        await page.click('.more summary');
        await page.click('.more .menu >> text=Copy link');
        await page.waitForSelector('[data-test=notice]');
        const link = (await noticeTexts(page))[0]!;
        expect(link).toMatch(/^Copy this link/);
        // A second notice (the hint) joins the first rather than replacing it.
        await page.keyboard.press('h');
        await page.waitForFunction(() => document.querySelectorAll('[data-test=notice]').length === 2, undefined, { timeout: 20_000 });
        const texts = await noticeTexts(page);
        expect(texts[1]).toBe(link);
        expect(texts[0]).toMatch(/move/i);
        // The newest is on show; one the chrome cannot hold as well waits, counted.
        const shown = await page.$$eval('[data-test=notice]', (els) => els.filter((e) => !(e as HTMLElement).hidden).length);
        expect(shown).toBeGreaterThan(0);
        if (shown < 2) expect(await page.textContent('[data-test=notice-more]')).toBe('+1 more');
        expect(await overlaps(page, NOTICES)).toEqual([]);
        // Nor over the toolbar's buttons (on a phone held sideways they share the notices' line).
        expect(await overlaps(page, NOTICES, '.controls button, .controls summary')).toEqual([]);
        expect(await tableBox(page)).toEqual(box);
        await shot(page, `notices-${size.width}x${size.height}`);
        // The open menu: no notice over it either.
        await page.click('.more summary');
        await page.waitForSelector('.more[open] .menu');
        expect(await overlaps(page, NOTICES, '.more[open] .menu')).toEqual([]);
        await page.click('.more summary');
      }));

    test('the demo controls take the toolbar place: over no card, the table still, "Keep the win" the default', () =>
      appPage(size, async (page) => {
        const won = wonRecord('hamlet');
        await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, won.moves.length - 30))}`);
        const box = await tableBox(page);
        await page.keyboard.press('s');
        await page.waitForSelector('[data-test=demo]', { timeout: 30_000 });
        await page.click('[data-test=demo-pause]');
        await settle(page);
        expect(await overlaps(page, `${DEMO}, ${NOTICES}`)).toEqual([]);
        await shot(page, `demo-${size.width}x${size.height}`);
        // Every control of the demo is on screen, none over another of the page's controls.
        const off = await page.$$eval(
          '[data-test=demo] button',
          (els) =>
            els
              .map((e) => e.getBoundingClientRect())
              .filter((r) => r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5).length,
        );
        expect(off).toBe(0);
        // No notice over the demo's controls either (on a phone held sideways they share the notices' line).
        expect(await overlaps(page, NOTICES, '[data-test=demo] button')).toEqual([]);
        expect(await tableBox(page)).toEqual(box);
        // The toolbar waits unseen under the demo's controls (no button of it can be reached meanwhile).
        expect(await page.isVisible('.controls')).toBe(false);
        await page.click('[data-test=demo-end]');
        await page.waitForSelector('[data-test=demo-keep]', { timeout: 60_000 });
        await settle(page);
        expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['test'])).toBe('demo-keep');
        await shot(page, `demo-won-${size.width}x${size.height}`);
        expect(await overlaps(page, `${DEMO}, ${NOTICES}`)).toEqual([]);
        expect(await tableBox(page)).toEqual(box);
        await page.keyboard.press('Enter');
        await page.waitForSelector('[data-test=demo]', { state: 'detached' });
        expect(await page.getAttribute('.game-page', 'data-status')).toBe('won');
        expect(await page.isVisible('.controls')).toBe(true);
      }));

    test('the verdict after every move stands in the status line: over no card, the table keeps its box', () =>
      appPage(size, async (page) => {
        await open(page, '#/british-constitution/2');
        await page.goto(`${h.url}#/settings`);
        await page.click('text=After every move, say whether the game can still be won');
        await open(page, '#/union-square/3');
        const box = await tableBox(page);
        await page.waitForFunction(
          () => !(document.querySelector('[data-test=verdict-line]')?.textContent ?? '…').endsWith('…'),
          undefined,
          {
            timeout: 20_000,
          },
        );
        expect(await page.$eval('[data-test=verdict-line]', (e) => e.closest('[data-test=status]') !== null)).toBe(true);
        expect(await overlaps(page, '[data-test=status], [data-test=verdict-line]')).toEqual([]);
        expect(await tableBox(page)).toEqual(box);
      }));
  });
}

describe('notices come and go', () => {
  test('a passing notice goes by itself, a warning stays; the button and Esc dismiss them', () =>
    quietPage('desktop', async (page) => {
      await open(page, '#/hamlet/7');
      // A warning: the copy link offered when the clipboard refuses (headless pages have no permission).
      await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
      await page.click('.more summary');
      await page.click('.more .menu >> text=Copy link');
      await page.waitForSelector('[data-test=notice].sticky');
      // A passing one: the hint.
      await page.keyboard.press('h');
      await page.waitForFunction(() => document.querySelectorAll('[data-test=notice]').length === 2, undefined, { timeout: 20_000 });
      await page.waitForFunction(() => document.querySelectorAll('[data-test=notice]').length === 1, undefined, {
        timeout: PASSING_MS + 5000,
      });
      await page.waitForTimeout(1000);
      expect(await page.$$eval('[data-test=notice]', (els) => els.map((e) => e.className))).toEqual(['notice sticky']);
      // Esc (nothing else wanting it) dismisses the newest.
      await page.focus('body');
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-test=notice]', { state: 'detached' });
      // Its button dismisses one too.
      await page.keyboard.press('h');
      await page.waitForSelector('[data-test=notice]', { timeout: 20_000 });
      await page.click('[data-test=notice] button');
      await page.waitForSelector('[data-test=notice]', { state: 'detached' });
    }));

  test('after a bad link the home page says so in one plain sentence, and the next page shows no old error', () =>
    quietPage('phone', async (page) => {
      await page.goto(`${h.url}#/hamlet/12x`);
      await page.waitForSelector('[data-test=notice]');
      const said = await noticeTexts(page);
      expect(said).toEqual(['This address could not be opened, so the home page is shown and nothing was changed.']);
      await page.click('[data-game=hamlet]');
      await page.waitForSelector('.table .slot');
      expect(await page.$('[data-test=notice]')).toBeNull();
      // A link whose moves do not replay: the same, in plain words with no move or pile named.
      await page.goto(`${h.url}#/hamlet/7/f1t1`);
      await page.waitForSelector('[data-test=notice]');
      expect(await noticeTexts(page)).toEqual([
        'This link could not be opened because its moves do not replay on that deal, so nothing was changed.',
      ]);
      await page.goto(`${h.url}#/stats`);
      await page.waitForFunction(() => document.title.startsWith('Statistics'));
      expect(await page.$('[data-test=notice]')).toBeNull();
    }));

  test('a link with moves opened over the same deal in this tab is not taken for another tab', () =>
    quietPage('phone', async (page) => {
      const won = wonRecord('hamlet');
      await open(page, `#/hamlet/${won.deal}`);
      await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, 20))}`);
      await page.waitForFunction(() => Number(document.querySelector('[data-test=moves]')?.textContent) === 20);
      await settle(page);
      // The game left behind saves no more: its save must not come back as "another tab's".
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.waitForTimeout(1500);
      expect(await noticeTexts(page)).toEqual([]);
    }));
});

test("the chrome's measures reach what stands in the chrome, and no card: a new size restyles no face", async () => {
  await appPage('phone', async (page) => {
    await open(page, '#/hamlet/7');
    const measures = await page.evaluate(() => {
      const read = (el: Element): string => getComputedStyle(el).getPropertyValue('--chrome-top');
      // A stand-in for each kind that reads them (the notices, the search's progress, the demo's controls).
      const standIns = ['notices', 'assist-panel', 'demo-bar'].map((name) => {
        const el = document.createElement('div');
        el.className = name;
        document.body.append(el);
        const value = read(el);
        el.remove();
        return value;
      });
      const table = document.querySelector('.table')!.getBoundingClientRect().top;
      return { root: read(document.documentElement), card: read(document.querySelector('.table .card')!), standIns, table };
    });
    // Not on the root, where every card would inherit them.
    expect(measures.root).toBe('');
    expect(measures.card).toBe('');
    for (const value of measures.standIns) expect(value).toBe(`${Math.floor(measures.table)}px`);
  });
});
