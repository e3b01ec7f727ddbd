// Browser tests of the rules pages (issue 13, item 4): each page opens from the home page and from its
// game, shows the drawing of its table, renders its Markdown right (Hamilton's table as a <table>, nested
// lists nested), speaks no terminal notation, and is loaded only when asked for.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type GameId, deal, listGames } from '../../src/index.js';
import { blankPage, open, shot, SIZES, useHarness, withPage } from './browser.js';

const h = useHarness();

const games = listGames();

/** Waits for the rules page of `game`: its drawing is the last thing to arrive. */
async function rulesShown(page: Page, game: GameId): Promise<void> {
  await page.waitForSelector(`.diagram[data-game="${game}"] svg`);
  expect(await page.evaluate(() => location.hash)).toBe(`#/${game}/rules`);
}

/** The article's text, the drawing's labels and card indices included. */
const articleText = (page: Page): Promise<string> => page.evaluate(() => document.querySelector('article.rules')!.textContent ?? '');

/** The JavaScript and CSS files the page has asked for so far. */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  return seen;
}

test("the home page's first load fetches no rules page, and opening one fetches it", () =>
  withPage(
    'desktop',
    async (page) => {
      const seen = requests(page);
      await page.goto(`${h.url}#/`);
      await page.waitForSelector('.game-card');
      await page.waitForLoadState('networkidle');
      expect(seen.some((p) => p.endsWith('.js'))).toBe(true);
      expect(seen.filter((p) => /\/rules[^/]*\.(js|css)$/.test(p))).toEqual([]);
      await page.click('a[data-rules="hamlet"]');
      await rulesShown(page, 'hamlet');
      expect(seen.some((p) => /\/rules[^/]*\.js$/.test(p))).toBe(true);
    },
    { reducedMotion: 'reduce' },
  ));

// The tests below share a page for each kind of screen (withPage's reuse, from a blank document), which has the app compiled
// after the first; the one above, about what the first load fetches, has a fresh context of its own.
describe.each(games.map((g) => [g.id, g.name] as const))('the rules of %s', (game, name) => {
  test('open from the home page, with the drawing and plain words only', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.goto(`${h.url}#/`);
        await page.click(`a[data-rules="${game}"]`);
        await rulesShown(page, game);
        await shot(page, `rules-${game}-desktop`);

        expect(await page.textContent('article.rules h1')).toBe(name);
        // The drawing: an image with a text alternative, its places and some cards, and a caption.
        const svg = page.locator(`.diagram[data-game="${game}"] svg`);
        expect((await svg.getAttribute('role')) ?? '').toBe('img');
        const label = (await svg.getAttribute('aria-label')) ?? '';
        expect(label.length).toBeGreaterThan(40);
        expect(await page.textContent(`.diagram[data-game="${game}"] figcaption`)).toBe(label);
        expect(await page.locator('.diagram .dg-place').count()).toBe(Object.keys(deal(game, 1).piles).length);
        expect(await page.locator('.diagram .dg-card').count()).toBeGreaterThan(3);
        // It sits between the title and the first section.
        const order = await page.evaluate(() => {
          const a = document.querySelector('article.rules')!;
          const at = (el: Element | null): number => [...a.querySelectorAll('*')].indexOf(el!);
          return [at(a.querySelector('h1')), at(a.querySelector('.diagram')), at(a.querySelector('h2'))];
        });
        expect(order[0]).toBeLessThan(order[1]!);
        expect(order[1]).toBeLessThan(order[2]!);

        for (const section of ['Goal', 'Layout and deal', 'Play', 'End of the game', 'Score', 'Tips']) {
          expect(await page.locator('article.rules h2', { hasText: new RegExp(`^${section}$`) }).count(), section).toBe(1);
        }
        const text = await articleText(page);
        expect(text).not.toMatch(/\bt\d+\b/);
        expect(text).not.toMatch(/ s /);
        expect(text).not.toMatch(/In the terminal/i);
        // No card codes (TD, 9S) and no T standing for a ten; tens are written 10.
        expect(text).not.toMatch(/\b[A2-9TJQK][CDHS]\b/);
        expect(text).not.toMatch(/\bT\b/);
        // Markdown fully rendered: no raw emphasis, table pipes or list markers left in the text.
        expect(text).not.toMatch(/\*\*|\|\s*---|^\s*- /m);
      },
      { reuse: blankPage, reducedMotion: 'reduce' },
    ));

  test('open from its game, and back', () =>
    withPage(
      'desktop',
      async (page) => {
        await open(page, `#/${game}/5`);
        await page.click(`a[href="#/${game}/rules"]`);
        await rulesShown(page, game);
        await page.click('.rules-nav a');
        await page.waitForSelector('.table .slot');
        expect(await page.evaluate(() => location.hash)).toBe(`#/${game}/5`);
      },
      { reuse: blankPage, reducedMotion: 'reduce' },
    ));

  test('the drawing fits a phone screen', () =>
    withPage(
      'phone',
      async (page) => {
        await page.goto(`${h.url}#/${game}/rules`);
        await rulesShown(page, game);
        await shot(page, `rules-${game}-phone`);
        const box = (await page.locator(`.diagram[data-game="${game}"] svg`).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(SIZES.phone.width);
        // The card indices stay legible: at least 7 CSS px high once the drawing is scaled to the screen.
        const smallest = await page.evaluate(() =>
          Math.min(...[...document.querySelectorAll('.diagram .dg-card text')].map((t) => t.getBoundingClientRect().height)),
        );
        expect(smallest).toBeGreaterThanOrEqual(7);
      },
      { reuse: blankPage, reducedMotion: 'reduce' },
    ));
});

test("Hamilton's rank order is a table, and its lists are nested", () =>
  withPage(
    'desktop',
    async (page) => {
      await page.goto(`${h.url}#/hamilton/rules`);
      await rulesShown(page, 'hamilton');
      const table = await page.evaluate(() =>
        [...document.querySelectorAll('article.rules table tr')].map((tr) =>
          [...tr.children].map((c) => `${c.tagName}:${c.textContent!.trim()}`),
        ),
      );
      expect(table).toHaveLength(14);
      expect(table[0]).toEqual(['TH:Start rank', 'TH:The ranks from lowest to highest']);
      expect(table[7]).toEqual(['TD:7', 'TD:7 8 9 10 J Q K A 2 3 4 5 6']);
      expect(table[13]).toEqual(['TD:K', 'TD:K A 2 3 4 5 6 7 8 9 10 J Q']);
      // "Foundations" with its two rules beneath it, as a list inside the list item.
      const nested = await page.evaluate(() =>
        [...document.querySelectorAll('article.rules li > ul')].map((ul) => [
          ul.parentElement!.firstElementChild!.textContent,
          ul.children.length,
        ]),
      );
      expect(nested).toContainEqual(['Foundations', 2]);
    },
    { reuse: blankPage, reducedMotion: 'reduce' },
  ));

test('every other page with sub-points renders them as nested lists', () =>
  withPage(
    'desktop',
    async (page) => {
      for (const game of ['camelot', 'union-square', 'british-constitution'] as const) {
        await page.goto(`${h.url}#/${game}/rules`);
        await rulesShown(page, game);
        expect(await page.locator('article.rules li > ul > li').count(), game).toBeGreaterThan(1);
      }
    },
    { reuse: blankPage, reducedMotion: 'reduce' },
  ));

test('the drawing comes in a task after the page’s words, in the room kept for it: nothing moves', () =>
  withPage(
    'phone',
    async (page) => {
      // Each batch of changes to the article (one per task, its microtasks included): whether the drawing's
      // SVG came in it, whether its last section did, and where the caption stood then.
      await page.addInitScript(() => {
        const seen: { svg: boolean; sections: number; caption: number | null }[] = [];
        (window as unknown as { seen: typeof seen }).seen = seen;
        new MutationObserver(() => {
          const a = document.querySelector('article.rules');
          if (a === null) return;
          const caption = a.querySelector('.diagram figcaption');
          seen.push({
            svg: a.querySelector('.diagram svg') !== null,
            sections: a.querySelectorAll('.rules-part').length,
            caption: caption === null ? null : caption.getBoundingClientRect().top,
          });
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto(`${h.url}#/hamlet/rules`);
      await rulesShown(page, 'hamlet');
      const seen = await page.evaluate(
        () => (window as unknown as { seen: { svg: boolean; sections: number; caption: number | null }[] }).seen,
      );
      const words = seen.findIndex((s) => s.caption !== null);
      const drawn = seen.findIndex((s) => s.svg);
      expect(words).toBeGreaterThanOrEqual(0);
      expect(drawn).toBeGreaterThan(words);
      // Every section was in with the words, before the drawing; the caption never moved.
      expect(seen[words]!.sections).toBeGreaterThan(3);
      expect(seen[words]!.svg).toBe(false);
      expect(new Set(seen.slice(words).map((s) => s.caption)).size).toBe(1);
    },
    { reuse: blankPage, reducedMotion: 'reduce' },
  ));

test('the sections laid out as they near the window stand where plain text would', () =>
  withPage(
    'phone',
    async (page) => {
      // A window tall enough for every section to be laid out, then each section made a plain block (no
      // containment, its margins collapsing with its neighbours' as the text's always did): nothing moves.
      await page.setViewportSize({ width: 390, height: 9000 });
      for (const game of ['hamilton', 'hamlet', 'british-constitution'] as const) {
        await page.goto(`${h.url}#/${game}/rules`);
        await rulesShown(page, game);
        const tops = (): Promise<number[]> =>
          page.evaluate(() =>
            [...document.querySelectorAll('.rules h2, .rules h3, .rules p, .rules li, .rules table')].map(
              (e) => Math.round(e.getBoundingClientRect().top * 10) / 10,
            ),
          );
        const sectioned = await tops();
        expect(await page.evaluate(() => getComputedStyle(document.querySelector('.rules-part')!).contentVisibility)).toBe('auto');
        await page.evaluate(() => document.querySelectorAll('.rules-part').forEach((s) => s.classList.remove('rules-part')));
        expect(await tops(), game).toEqual(sectioned);
      }
    },
    { reuse: blankPage, reducedMotion: 'reduce' },
  ));
