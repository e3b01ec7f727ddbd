// The game page's chrome on phones (issue 25, item 5): a way home labelled in words, the whole game name at
// 360 px (wrapped between words, never cut), Hamilton's longest status line in at most two lines at 360 px,
// and, on a phone held sideways (844×390), the header, the status line and the controls on one line that
// takes at most a fifth of the height. At desktop size the controls stay below the table.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Move, applyMove, deal, legalMoves, listGames, statusLine } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { type PageSize, asLeft, open, shot, useHarness, withPage } from './browser.js';

useHarness();

// The file's page for its kind of screen, taken as the test before left it (each test opens its own place of
// the app), asking for less motion.
const QUIET = { reuse: asLeft, reducedMotion: 'reduce' } as const;

/** A Hamilton game once its Start card is chosen, with deals of the stock left: its longest status line. */
function hamiltonLong(): { hash: string; status: string } {
  let p = deal('hamilton', 7);
  const moves: Move[] = [];
  while (!statusLine(p).startsWith('Start rank')) {
    const m = legalMoves(p).find((x) => x.type !== 'stock') ?? legalMoves(p)[0]!;
    moves.push(m);
    p = applyMove(p, m);
  }
  return { hash: `#/hamilton/7/${formatMoves(moves)}`, status: statusLine(p) };
}

/** Boxes of the page's chrome and table, and how many lines the name and the status line take. */
async function chrome(page: Page) {
  return page.evaluate(() => {
    const box = (sel: string): DOMRect => document.querySelector(sel)!.getBoundingClientRect();
    const lines = (sel: string): number => {
      const el = document.querySelector<HTMLElement>(sel)!;
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    /** The words of an element each drawn in one piece (a word cut across two lines gives two boxes). */
    const wholeWords = (sel: string): boolean => {
      const el = document.querySelector<HTMLElement>(sel)!;
      const text = el.firstChild!;
      const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
      return words.every((m) => {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
      });
    };
    const name = document.querySelector<HTMLElement>('.game-name')!;
    return {
      bar: box('.bar'),
      status: box('.status-line'),
      controls: box('.controls'),
      table: box('.table'),
      statusLines: lines('.status-line'),
      nameCut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
      nameWhole: wholeWords('.game-name'),
      nameText: name.textContent,
    };
  });
}

describe('the way home', () => {
  const sizes: [string, PageSize][] = [
    ['phone', 'phone'],
    ['desktop', 'desktop'],
    ['360×640', { width: 360, height: 640 }],
    ['844×390', { width: 844, height: 390 }],
  ];
  for (const [name, size] of sizes) {
    test(`is labelled in words at ${name}`, () =>
      withPage(
        size,
        async (page) => {
          await open(page, '#/hamlet/3');
          const link = page.getByRole('link', { name: 'Games', exact: true });
          expect(await link.isVisible()).toBe(true);
          expect((await link.innerText()).trim()).toBe('Games');
          await link.click();
          await page.waitForSelector('.games');
        },
        QUIET,
      ));
  }
});

describe('at 360×640', () => {
  test('every game’s whole name shows, wrapped between words', () =>
    withPage(
      { width: 360, height: 640 },
      async (page) => {
        for (const { id, name } of listGames()) {
          await open(page, `#/${id}/12345`);
          const c = await chrome(page);
          expect(c.nameText).toContain(name);
          expect(c.nameCut).toBe(false);
          expect(c.nameWhole).toBe(true);
          expect(c.bar.bottom).toBeLessThanOrEqual(c.table.top + 1);
        }
        await shot(page, 'chrome-360-british-constitution');
      },
      QUIET,
    ));

  test('Hamilton’s longest status line takes at most two lines', () =>
    withPage(
      { width: 360, height: 640 },
      async (page) => {
        const { hash, status } = hamiltonLong();
        expect(status.length).toBeGreaterThan(100);
        await open(page, hash);
        expect(await page.textContent('[data-test=status]')).toBe(status);
        const c = await chrome(page);
        expect(c.statusLines).toBeLessThanOrEqual(2);
        await shot(page, 'chrome-360-hamilton-status');
      },
      QUIET,
    ));
});

describe('a phone held sideways (844×390)', () => {
  test('header, status line and controls share one line of at most a fifth of the height, in every game', () =>
    withPage(
      { width: 844, height: 390 },
      async (page) => {
        const long = hamiltonLong();
        for (const hash of [long.hash, ...listGames().map((g) => `#/${g.id}/12345`)]) {
          await open(page, hash);
          const c = await chrome(page);
          for (const b of [c.bar, c.status, c.controls]) {
            expect(b.bottom).toBeLessThanOrEqual(390 / 5);
            expect(b.bottom).toBeLessThanOrEqual(c.table.top + 1);
          }
          // One line: side by side, not stacked.
          expect(c.bar.right).toBeLessThanOrEqual(c.status.left + 1);
          expect(c.status.right).toBeLessThanOrEqual(c.controls.left + 1);
          expect(c.table.top).toBeLessThanOrEqual(390 / 5);
          expect(c.nameCut).toBe(false);
          expect(c.nameWhole).toBe(true);
        }
        await shot(page, 'chrome-844x390-hamilton');
        // The menu opens downwards, inside the window.
        await page.click('details.more summary');
        const menu = await page.evaluate(() => document.querySelector('.more .menu')!.getBoundingClientRect().toJSON() as DOMRect);
        expect(menu.top).toBeGreaterThanOrEqual(0);
        expect(menu.bottom).toBeLessThanOrEqual(390);
      },
      QUIET,
    ));

  test('at desktop size the controls stay below the table', () =>
    withPage(
      'desktop',
      async (page) => {
        await open(page, '#/british-constitution/12345');
        const c = await chrome(page);
        expect(c.controls.top).toBeGreaterThanOrEqual(c.table.bottom - 1);
        expect(c.statusLines).toBe(1);
      },
      QUIET,
    ));
});
