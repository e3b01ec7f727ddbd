// Browser tests of issue 25's plain table, at phone and desktop sizes: "Keep the win" says the win is kept
// (and keeps it), "Continue" only for a game in progress and inside its card, a title per page, counted
// words in the plural the count needs, and the demo's speeds and "to the end".
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type GameRecord, readRecord } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { begin, emptyStats, exportOf, progress } from '../../src/web/app/stats.js';
import { SCHEMA } from '../../src/web/app/storage.js';
import { type SizeName, blankPage, clearStorage, open, useHarness, withPage } from './browser.js';

const h = useHarness();

const wonRecord = (game: string): GameRecord =>
  readRecord(JSON.parse(readFileSync(new URL(`./fixtures/${game}-won.json`, import.meta.url), 'utf8')));

const noticeText = (page: Page): Promise<string> => page.evaluate(() => document.querySelector('[data-test=notice]')?.textContent ?? '');

/** Opens Hamlet's won record `left` moves short of its win and starts the solution's demo. */
async function demoNearWin(page: Page, left: number): Promise<{ deal: number; cut: number }> {
  const won = wonRecord('hamlet');
  const cut = won.moves.length - left;
  await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, cut))}`);
  await page.keyboard.press('s');
  await page.waitForSelector('[data-test=demo]', { timeout: 30_000 });
  return { deal: won.deal, cut };
}

for (const size of ['desktop', 'phone'] as SizeName[]) {
  describe(`at ${size} size`, () => {
    // One page for the tests at this size without motion, nothing stored before each (they open links or a deal
    // of their own, and change no setting).
    const QUIET = { reuse: clearStorage, reducedMotion: 'reduce' } as const;
    test('"Keep the win" keeps the won table and says so (not "Back where the demo began")', () =>
      withPage(
        size,
        async (page) => {
          await demoNearWin(page, 6);
          await page.waitForSelector('[data-test=demo-keep]', { timeout: 60_000 });
          await page.click('[data-test=demo-keep]');
          await page.waitForFunction(() => document.querySelector('[data-test=demo]') === null);
          expect(await page.getAttribute('.game-page', 'data-status')).toBe('won');
          const said = await noticeText(page);
          expect(said).toContain('win is kept');
          expect(said).not.toContain('Back where the demo began');
        },
        QUIET,
      ));

    // On a page with motion: "to the end" keeps pace with the cards' glides, so its pressed state can be read
    // before the win (with none, thirty moves take a second and the win may come first).
    test('the demo: speeds as a choice up to 8×, "to the end" plays on to the win, and "Keep the win" is the default', () =>
      withPage(
        size,
        async (page) => {
          await demoNearWin(page, 30);
          // Paused while the speeds are chosen (at 8× the 30 moves would otherwise be played before "to the end").
          await page.click('[data-test=demo-pause]');
          const speeds = await page.$$eval('[data-test^=demo-speed-]', (els) => els.map((e) => e.textContent));
          expect(speeds).toEqual(['1×', '2×', '4×', '8×']);
          // Picking a speed never drops to another: 4× then 8× stay chosen.
          for (const n of [4, 8]) {
            await page.click(`[data-test=demo-speed-${n}]`);
            const pressed = await page.$$eval('[data-test^=demo-speed-][aria-pressed=true]', (els) => els.map((e) => e.textContent));
            expect(pressed).toEqual([`${n}×`]);
          }
          await page.click('[data-test=demo-end]');
          expect(await page.getAttribute('[data-test=demo-end]', 'aria-pressed')).toBe('true');
          await page.waitForSelector('[data-test=demo-keep]', { timeout: 30_000 });
          expect(await page.getAttribute('.game-page', 'data-status')).toBe('won');
          // After the win the default (primary, first) button keeps it.
          const buttons = await page.$$eval('[data-test=demo] button', (els) =>
            els.map((e) => ({ test: (e as HTMLElement).dataset['test'], primary: e.classList.contains('primary') })),
          );
          expect(buttons[0]).toEqual({ test: 'demo-keep', primary: true });
          expect(buttons.filter((b) => b.primary).map((b) => b.test)).toEqual(['demo-keep']);
        },
        { reuse: blankPage },
      ));

    test('"Continue" only for a game in progress, and inside its card', () =>
      withPage(
        size,
        async (page) => {
          const won = wonRecord('hamlet');
          // A finished game: its card offers Play, not Continue.
          await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves)}`);
          await page.goto(`${h.url}#/`);
          await page.waitForSelector('[data-game=hamlet]');
          expect(await page.textContent('[data-game=hamlet]')).toBe('Play');
          // A game in progress: Continue.
          await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, 3))}`);
          await page.goto(`${h.url}#/`);
          await page.waitForSelector('[data-game=hamlet]');
          expect(await page.textContent('[data-game=hamlet]')).toBe('Continue');
          // Every card's buttons lie inside the card.
          const outside = await page.$$eval('.game-card', (cards) =>
            cards.flatMap((card) => {
              const c = card.getBoundingClientRect();
              return [...card.querySelectorAll('a')]
                .filter((a) => {
                  const r = a.getBoundingClientRect();
                  return r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5;
                })
                .map((a) => a.textContent);
            }),
          );
          expect(outside).toEqual([]);
        },
        QUIET,
      ));

    test('each page has its own title', () =>
      withPage(
        size,
        async (page) => {
          await open(page, '#/hamlet/301');
          expect(await page.title()).toBe('Hamlet #301 — Patience');
          await page.goto(`${h.url}#/stats`);
          await page.waitForFunction(() => document.title === 'Statistics — Patience');
          await page.goto(`${h.url}#/settings`);
          await page.waitForFunction(() => document.title === 'Settings — Patience');
          await page.goto(`${h.url}#/camelot/rules`);
          await page.waitForFunction(() => document.title === 'Rules of Camelot — Patience');
          await page.goto(`${h.url}#/`);
          await page.waitForFunction(() => document.title === 'Patience');
        },
        QUIET,
      ));
  });
}

test('the statistics speak of one finished game in the singular, and one win rate', () =>
  withPage(
    'desktop',
    async (page) => {
      // One game won, one in progress (imported as the statistics page's own export format).
      let s = begin(emptyStats('hamlet'), { id: 'a', deal: 1, at: 1 });
      s = progress(s, 'a', { status: 'won', at: 2, timeMs: 1000, moves: 10, score: 52 });
      s = begin(s, { id: 'b', deal: 2, at: 3 });
      const body = JSON.stringify(exportOf([s], SCHEMA, 4));
      await page.goto(`${h.url}#/stats`);
      await page.waitForSelector('[data-test=stats-import]', { state: 'attached' });
      await page.setInputFiles('[data-test=stats-import]', { name: 'stats.json', mimeType: 'application/json', buffer: Buffer.from(body) });
      await page.waitForFunction(() => document.querySelector('[data-test=stat-played]')?.textContent === '2');
      const caption = (await page.textContent('[data-test=chart] figcaption')) ?? '';
      expect(caption).toMatch(/^1 finished game: 1 won, 0 lost\./);
      expect(caption).toContain('now 100%');
      // The figure and the chart give the same rate, and say it counts finished games.
      expect(await page.textContent('[data-test=stat-win-rate]')).toBe('100%');
      expect(await page.textContent('.figures-list')).toContain('Win rate (finished games)');
    },
    { reuse: blankPage, reducedMotion: 'reduce' },
  ));
