// Browser tests of storage (issue 14): a full quota (setItem throwing) still plays, with the notice that
// progress is not saved; a corrupted statistics item is set aside under a quarantine key and leaves the
// saved games intact; items of the first schema (no version field) are migrated, not dropped; two tabs of the
// app learn of each other's moves instead of writing over them.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Move, applyMove, deal, legalMoves } from '../../src/index.js';
import { clearStorage, movesShown, open, type PageOptions, playMove, savedPosition, settle, useHarness, withPage } from './browser.js';

const h = useHarness();

/** The file's page with nothing stored before each test that takes it (no new load), asking for less motion. */
const CLEARED: PageOptions = { reuse: clearStorage, reducedMotion: 'reduce' };

/** The first few moves of a deal, picked by the engine (card moves between piles first). */
function line(n: number, count: number): Move[] {
  let p = deal('hamlet', n);
  const out: Move[] = [];
  for (let i = 0; i < count; i++) {
    const legal = legalMoves(p);
    const m = legal.find((x) => x.type === 'move' && !x.to.startsWith('foundation')) ?? legal[0]!;
    out.push(m);
    p = applyMove(p, m);
  }
  return out;
}

/**
 * Waits until `page` shows `count` moves; on a timeout, fails saying what each tab shows and what is saved (a
 * move the other tab lost, or one it made that this tab never took up, tell different stories).
 */
async function showsMoves(page: Page, count: number, tabs: Record<string, Page>): Promise<void> {
  try {
    await page.waitForFunction((n) => document.querySelector('[data-test=moves]')?.textContent === String(n), count, { timeout: 20_000 });
  } catch (e) {
    const seen = await Promise.all(
      Object.entries(tabs).map(async ([name, tab]) => {
        const shown = await tab.evaluate(() => ({
          moves: document.querySelector('[data-test=moves]')?.textContent,
          busy: document.querySelector('.table')?.getAttribute('aria-busy'),
          notices: [...document.querySelectorAll('[data-test=notice]')].map((n) => n.textContent),
          saved: localStorage.getItem('patience/v1/game/hamlet/11')?.slice(0, 200),
        }));
        return `${name}: ${JSON.stringify(shown)}`;
      }),
    );
    throw new Error(`no tab showed ${count} moves in time: ${seen.join('; ')} (${String(e)})`);
  }
}

const stored = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)!])));

describe('storage', () => {
  test('a full quota: the game plays on, and the player is told progress cannot be saved', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.addInitScript(() => {
          Storage.prototype.setItem = function () {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
        });
        await open(page, '#/hamlet/4');
        const moves = line(4, 2);
        let p = deal('hamlet', 4);
        for (const m of moves) {
          await playMove(page, p, m, 'drag');
          p = applyMove(p, m);
        }
        expect(await movesShown(page)).toBe(2);
        await page.waitForSelector('[data-test=notice]');
        expect(await page.textContent('[data-test=notice]')).toContain('Progress cannot be saved');
        // Undo still works in the page; nothing reached storage.
        await page.click('button[aria-label=Undo]');
        await settle(page);
        expect(await movesShown(page)).toBe(1);
        expect(await stored(page)).toEqual({});
        // The statistics page opens too (nothing kept: nothing counted across a reload, but no error).
        await page.goto(`${h.url}#/stats`);
        await page.waitForSelector('[data-test=stat-played]');
      },
      { reducedMotion: 'reduce' },
    ));

  test('a private window that refuses storage altogether still plays', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.addInitScript(() => {
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          });
        });
        await open(page, '#/hamlet/4');
        const [m] = line(4, 1);
        await playMove(page, deal('hamlet', 4), m!, 'drag');
        expect(await movesShown(page)).toBe(1);
        expect(await page.textContent('[data-test=notice]')).toContain('Progress cannot be saved');
      },
      { reducedMotion: 'reduce' },
    ));

  test('a corrupted statistics item is set aside and reported; saved games and other statistics stay intact', () =>
    withPage(
      'desktop',
      async (page) => {
        await open(page, '#/hamlet/7');
        const moves = line(7, 3);
        let p = deal('hamlet', 7);
        for (const m of moves) {
          await playMove(page, p, m, 'drag');
          p = applyMove(p, m);
        }
        await open(page, '#/camelot/2');
        const c = deal('camelot', 2);
        await playMove(page, c, legalMoves(c)[0]!, 'tap');
        const before = await stored(page);
        expect(Object.keys(before)).toContain('patience/v1/stats/hamlet');
        await page.evaluate(() => localStorage.setItem('patience/v1/stats/hamlet', '{"schema":2,"game":"hamlet","attempts":[{"id":'));
        await page.reload();
        await page.waitForSelector('[data-test=notice]');
        expect(await page.textContent('[data-test=notice]')).toMatch(/statistics of Hamlet could not be read, so they were set aside/);
        const after = await stored(page);
        const aside = Object.keys(after).filter((k) => k.startsWith('patience/v1/quarantine/stats/hamlet@'));
        expect(aside).toHaveLength(1);
        expect(JSON.parse(after[aside[0]!]!)).toMatchObject({
          key: 'patience/v1/stats/hamlet',
          text: '{"schema":2,"game":"hamlet","attempts":[{"id":',
        });
        expect(after['patience/v1/stats/hamlet']).toBeUndefined();
        // Every other item as it was: both saved games (their moves: leaving a page saves its clock),
        // Camelot's statistics, the last deals.
        for (const [k, v] of Object.entries(before)) {
          if (k === 'patience/v1/stats/hamlet') continue;
          if (k.includes('/game/')) expect(JSON.parse(after[k]!).history).toEqual(JSON.parse(v).history);
          else expect(after[k]).toBe(v);
        }
        await open(page, '#/hamlet/7');
        expect(await movesShown(page)).toBe(3);
        expect((await savedPosition(page, 'hamlet', 7)).record.moves).toEqual(moves);
      },
      CLEARED,
    ));

  test('items of the first schema (no version) are migrated and the game goes on where it was', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.goto(`${h.url}#/`);
        await page.waitForSelector('.games');
        const moves = line(9, 2);
        // Exactly what the first version stored: the game without a schema, the last deal as a bare number, the
        // winnable deals found as a bare list.
        const old = {
          history: { game: 'hamlet', deal: 9, steps: moves.map((m) => [m]), cursor: 2 },
          elapsedMs: 65_000,
          savedAt: 1_700_000_000_000,
        };
        await page.evaluate(
          ([game]) => {
            localStorage.clear();
            localStorage.setItem('patience/v1/game/hamlet/9', game!);
            localStorage.setItem('patience/v1/last/hamlet', '9');
            localStorage.setItem('patience/v1/winnable/hamlet', '[3,5]');
          },
          [JSON.stringify(old)],
        );
        await page.reload();
        await page.waitForSelector('.games');
        const after = await stored(page);
        expect(JSON.parse(after['patience/v1/game/hamlet/9']!)).toEqual({ schema: 2, rev: 0, attempt: null, assists: [], ...old });
        expect(JSON.parse(after['patience/v1/last/hamlet']!)).toEqual({ schema: 2, deal: 9 });
        expect(JSON.parse(after['patience/v1/winnable/hamlet']!)).toEqual({ schema: 2, deals: [3, 5] });
        // "Continue" opens the migrated game, with its moves and its time.
        expect(await page.textContent('[data-game=hamlet]')).toBe('Continue');
        await page.click('[data-game=hamlet]');
        await page.waitForSelector('.table .slot');
        expect(page.url()).toContain('#/hamlet/9');
        expect(await movesShown(page)).toBe(2);
        expect(await page.textContent('[data-test=time]')).toMatch(/^1:0[5-9]$/);
      },
      CLEARED,
    ));

  // (A second page of the same context is the second tab: withPage collects its errors too.)
  test('two tabs: the second learns of the first one’s moves, and neither writes over the other', () =>
    withPage(
      'desktop',
      async (a) => {
        const b = await a.context().newPage();
        await open(a, '#/hamlet/11');
        await open(b, '#/hamlet/11');
        const moves = line(11, 2);
        await playMove(a, deal('hamlet', 11), moves[0]!, 'drag');
        await showsMoves(b, 1, { a, b });
        expect(await b.textContent('[data-test=notice]')).toContain('another tab');
        // Now the second tab plays on; the first learns of it.
        await b.bringToFront();
        await settle(b);
        await playMove(b, applyMove(deal('hamlet', 11), moves[0]!), moves[1]!, 'drag');
        await showsMoves(b, 2, { a, b });
        await showsMoves(a, 2, { a, b });
        expect((await savedPosition(a, 'hamlet', 11)).record.moves).toEqual(moves);
        // One attempt between them, not two.
        await a.goto(`${h.url}#/stats`);
        await a.waitForSelector('[data-test=stat-played]');
        expect(await a.textContent('[data-test=stat-played]')).toBe('1');
        await b.close();
      },
      CLEARED,
    ));
});
