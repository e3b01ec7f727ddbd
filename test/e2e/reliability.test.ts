// Browser tests of issue 26 ("nothing lost, nothing crashes"), one per finding: a malformed % escape in the
// address (F14), a statistics import over a won attempt (F15), a saved game of a newer version (F16), a
// record too large for the quota in its plain form (F17), two tabs racing on one deal (F18), a last deal out
// of range (F19); the bounds on what is set aside; persistent storage asked for, and the backup file.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Move, applyMove, deal, legalMoves } from '../../src/index.js';
import { downloadedText, freshApp, movesShown, open, type PageOptions, playMove, settle, useHarness, withPage } from './browser.js';

const h = useHarness();

/** The file's page, loaded afresh with nothing stored before each test that takes it, asking for less motion. */
const FRESH: PageOptions = { reuse: freshApp, reducedMotion: 'reduce' };

const stored = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)!])));

const noticeText = async (page: Page): Promise<string> => {
  await page.waitForSelector('[data-test=notice]');
  return (await page.textContent('[data-test=notice]')) ?? '';
};

/** The figures the statistics page shows for a game. */
async function figures(page: Page, game: string): Promise<Record<string, string>> {
  await page.goto(`${h.url}#/stats`);
  await page.waitForSelector('[data-test=stat-played]');
  await page.click(`[data-show=${game}]`);
  const out: Record<string, string> = {};
  for (const k of ['played', 'won', 'lost']) out[k] = (await page.textContent(`[data-test=stat-${k}]`)) ?? '';
  return out;
}

/** Waits until the home page is on show (the app is not stuck on a blank page). */
async function atHome(page: Page): Promise<void> {
  await page.waitForSelector('.games');
  expect(await page.evaluate(() => location.hash)).toBe('#/');
}

/** A Hamlet deal with a card that can go from one pile to another and straight back (a legal endless game). */
function backAndForth(): { deal: number; there: Move; back: Move } {
  for (let n = 1; n < 500; n++) {
    const p = deal('hamlet', n);
    for (const there of legalMoves(p)) {
      if (there.type !== 'move') continue;
      const q = applyMove(p, there);
      const back = legalMoves(q).find((m) => m.type === 'move' && m.from === there.to && m.to === there.from);
      if (back !== undefined && JSON.stringify(applyMove(q, back).piles) === JSON.stringify(p.piles)) return { deal: n, there, back };
    }
  }
  throw new Error('no deal with a move and its way back');
}

describe('reliability (issue 26)', () => {
  // The tests that leave the page's code as it is share the file's page, loaded afresh with nothing stored before each.
  test('F14: a malformed % escape in the address brings a notice and the home page, also on reload', () =>
    withPage(
      'desktop',
      async (page) => {
        for (const hash of ['#/%E0%A4%A', '#/hamlet/%E0%A4%A', '#/%', '#/hamlet/4/%E0%A4%A']) {
          await page.goto(`${h.url}${hash}`);
          await atHome(page);
          expect(await noticeText(page)).toContain('could not be opened');
          await page.reload();
          await atHome(page);
        }
      },
      FRESH,
    ));

  test('F15: importing an older copy of the statistics never turns a win back into an open game', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.goto(`${h.url}#/`);
        await page.waitForSelector('.games');
        const attempt = { id: 'k1', deal: 7, started: 1000, outcome: 'open', timeMs: 5000, moves: 10, score: 12, assists: [] };
        const won = { ...attempt, outcome: 'won', ended: 9000, timeMs: 8000, moves: 90, score: 104 };
        await page.evaluate(
          (s) => localStorage.setItem('patience/v1/stats/hamlet', s),
          JSON.stringify({ schema: 2, game: 'hamlet', attempts: [won] }),
        );
        expect(await figures(page, 'hamlet')).toEqual({ played: '1', won: '1', lost: '0' });
        const backup = { format: 'patience-statistics', schema: 2, exported: 2000, games: [{ game: 'hamlet', attempts: [attempt] }] };
        await page.setInputFiles('[data-test=stats-import]', {
          name: 'old.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(backup)),
        });
        await page.waitForSelector('[data-test=notice]');
        expect(await figures(page, 'hamlet')).toEqual({ played: '1', won: '1', lost: '0' });
        expect(JSON.parse((await stored(page))['patience/v1/stats/hamlet']!).attempts).toEqual([won]);
      },
      FRESH,
    ));

  test('F16: a saved game of a newer version is kept as it is; the deal plays without saving, and says so once', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.goto(`${h.url}#/`);
        await page.waitForSelector('.games');
        const future = JSON.stringify({ schema: 99, history: 'a shape of the future', rev: 1 });
        await page.evaluate((v) => localStorage.setItem('patience/v1/game/hamlet/5', v), future);
        await open(page, '#/hamlet/5');
        const told = await noticeText(page);
        expect(told).toContain('newer version');
        expect(told).not.toContain('set aside');
        expect(told).not.toContain('patience/');
        const p = deal('hamlet', 5);
        await playMove(page, p, legalMoves(p)[0]!, 'drag');
        expect(await movesShown(page)).toBe(1);
        const after = await stored(page);
        expect(after['patience/v1/game/hamlet/5']).toBe(future);
        expect(Object.keys(after).filter((k) => k.includes('quarantine'))).toEqual([]);
        // The move is not kept, so it is not counted either.
        expect(await figures(page, 'hamlet')).toEqual({ played: '0', won: '0', lost: '0' });
        await page.reload();
        await page.waitForSelector('[data-test=stat-played]');
        expect((await stored(page))['patience/v1/game/hamlet/5']).toBe(future);
      },
      FRESH,
    ));

  test(
    'F17: a legal 100,000-move record, too large for the quota in its plain form, is kept compactly and reopens; one past the limit is refused',
    () =>
      withPage(
        'desktop',
        async (page) => {
          const { deal: n, there, back } = backAndForth();
          const record = (count: number): string => {
            const moves: Move[] = [];
            for (let i = 0; i < count / 2; i++) moves.push(there, back);
            return JSON.stringify({ game: 'hamlet', deal: n, moves });
          };
          const importRecord = async (text: string): Promise<void> => {
            await page.click('.more summary');
            await page.click('text=Import record');
            await page.setInputFiles('[data-dialog=import] input[type=file]', {
              name: 'long.json',
              mimeType: 'application/json',
              buffer: Buffer.from(text),
            });
          };
          await open(page, `#/hamlet/${n}`);
          // 100,002 moves: past what a record may hold, refused in the dialog with the reason, nothing stored.
          const before = await stored(page);
          await importRecord(record(100_002));
          await page.waitForSelector('[data-dialog=import] .error');
          expect(await page.textContent('[data-dialog=import] .error')).toMatch(/at most 100000 moves/);
          expect(await stored(page)).toEqual(before);
          await page.keyboard.press('Escape');
          // 100,000 moves: over 6 million characters plain, more than the browser gives a site; compact, it fits.
          const text = record(100_000);
          expect(text.length).toBeGreaterThan(6_000_000);
          await importRecord(text);
          await page.waitForFunction(() => document.querySelector('[data-test=moves]')?.textContent === '100000', undefined, {
            timeout: 120_000,
          });
          const item = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), `patience/v1/game/hamlet/${n}`))!) as {
            schema: number;
            history: { moves: string; cursor: number };
          };
          expect(item.schema).toBe(3);
          expect(item.history.cursor).toBe(100_000);
          expect(item.history.moves.length).toBeLessThan(700_000);
          const notice = await page.$('[data-test=notice]');
          expect(notice === null ? '' : await notice.textContent()).not.toMatch(/cannot be saved|saved again/);
          await page.reload();
          await page.waitForFunction(() => document.querySelector('[data-test=moves]')?.textContent === '100000', undefined, {
            timeout: 120_000,
          });
        },
        FRESH,
      ),
    300_000,
  );

  test('F17: when a game cannot be saved, later writes of other items do not claim it is saved again', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.addInitScript(() => {
          const { setItem } = Object.getOwnPropertyDescriptors(Storage.prototype);
          Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
            if (key.startsWith('patience/v1/game/')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            (setItem!.value as (k: string, v: string) => void).call(this, key, value);
          };
          // Every notice shown, in order (one may replace another between two looks).
          const seen: string[] = [];
          (window as unknown as { notices: string[] }).notices = seen;
          new MutationObserver(() => {
            const t = document.querySelector('[data-test=notice] span')?.textContent;
            if (t && seen[seen.length - 1] !== t) seen.push(t);
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
        await open(page, '#/hamlet/4');
        let p = deal('hamlet', 4);
        for (let i = 0; i < 2; i++) {
          const m = legalMoves(p)[0]!;
          await playMove(page, p, m, 'drag');
          p = applyMove(p, m);
        }
        expect(await noticeText(page)).toContain('lost when the page closes');
        const notices = await page.evaluate(() => (window as unknown as { notices: string[] }).notices);
        expect(notices.length).toBeGreaterThan(0);
        for (const t of notices) {
          expect(t).not.toContain('saved again');
          expect(t).not.toContain('exceeded');
        }
      },
      { reducedMotion: 'reduce' },
    ));

  test('F18: two tabs racing on one deal count one game, not two', () =>
    withPage(
      'desktop',
      async (a) => {
        // The second tab is a page of the shared page's context (its errors are collected too; it is closed after).
        const b = await a.context().newPage();
        // The second tab can be made deaf to the other's changes, as if their news had not arrived yet.
        await b.addInitScript(() => {
          const add = window.addEventListener.bind(window);
          const w = window as unknown as { deaf?: boolean };
          window.addEventListener = ((type: string, f: EventListener, o?: boolean | AddEventListenerOptions) =>
            add(type, type === 'storage' ? (e: Event) => w.deaf !== true && f(e) : f, o)) as typeof window.addEventListener;
        });
        await open(a, '#/hamlet/13');
        await open(b, '#/hamlet/13');
        // The second tab has not yet heard of the first one's move when it plays its own (the race).
        await b.evaluate(() => ((window as unknown as { deaf?: boolean }).deaf = true));
        const p = deal('hamlet', 13);
        const [first, second] = legalMoves(p);
        await playMove(a, p, first!, 'drag');
        await b.bringToFront();
        await settle(b);
        await playMove(b, p, (second ?? first)!, 'drag');
        // The second tab's move is dropped: it takes up the first tab's game.
        expect(await noticeText(b)).toContain('another tab');
        expect(await movesShown(b)).toBe(1);
        expect(await figures(a, 'hamlet')).toEqual({ played: '1', won: '0', lost: '0' });
      },
      FRESH,
    ));

  test('F19: a last deal out of range is set aside; Continue gives way to Play and opens a game', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.goto(`${h.url}#/`);
        await page.waitForSelector('.games');
        await page.evaluate(() => localStorage.setItem('patience/v1/last/hamlet', '{"schema":2,"deal":1e308}'));
        await page.reload();
        await page.waitForSelector('.games');
        expect(await page.textContent('[data-game=hamlet]')).toBe('Play');
        await page.click('[data-game=hamlet]');
        await page.waitForSelector('.table .slot');
        expect(page.url()).toMatch(/#\/hamlet\/\d+$/);
        const after = await stored(page);
        expect(after['patience/v1/last/hamlet']).toBeUndefined();
        expect(Object.keys(after).filter((k) => k.startsWith('patience/v1/quarantine/last/hamlet@'))).toHaveLength(1);
      },
      FRESH,
    ));

  test('what is set aside is bounded: the newest 3 per item, older ones let go under a size cap', () =>
    withPage(
      'desktop',
      async (page) => {
        await page.goto(`${h.url}#/`);
        await page.waitForSelector('.games');
        await page.evaluate(() => {
          for (let i = 1; i <= 5; i++) localStorage.setItem(`patience/v1/quarantine/stats/hamlet@${i}`, '{"text":"x"}');
          // Two large old items of another key: together over the cap, so the older goes.
          const big = JSON.stringify({ text: 'y'.repeat(300_000) });
          localStorage.setItem('patience/v1/quarantine/stats/camelot@1', big);
          localStorage.setItem('patience/v1/quarantine/stats/camelot@2', big);
          localStorage.setItem('patience/v1/stats/hamlet', '{"schema":2,"game":"hamlet","attempts":[{"id":');
        });
        await page.reload();
        expect(await noticeText(page)).toMatch(/statistics of Hamlet could not be read, so they were set aside/);
        const aside = Object.keys(await stored(page))
          .filter((k) => k.includes('/quarantine/'))
          .sort();
        expect(aside.filter((k) => k.includes('/hamlet@'))).toHaveLength(3);
        expect(aside).toContain('patience/v1/quarantine/stats/hamlet@5');
        expect(aside.filter((k) => k.includes('/camelot@'))).toEqual(['patience/v1/quarantine/stats/camelot@2']);
      },
      FRESH,
    ));

  test('a backup from one browser restored into another adds everything and removes nothing; persistent storage is asked for once', () =>
    withPage(
      'desktop',
      async (a) => {
        await a.addInitScript(() => {
          const w = window as unknown as { persistAsked: number };
          w.persistAsked = 0;
          navigator.storage.persisted = () => Promise.resolve(false);
          navigator.storage.persist = () => Promise.resolve(++w.persistAsked > 0);
        });
        const asked = (): Promise<number> => a.evaluate(() => (window as unknown as { persistAsked: number }).persistAsked);
        await open(a, '#/hamlet/21');
        expect(await asked()).toBe(0);
        let p = deal('hamlet', 21);
        for (let i = 0; i < 2; i++) {
          const m = legalMoves(p)[0]!;
          await playMove(a, p, m, 'drag');
          p = applyMove(p, m);
        }
        expect(await asked()).toBe(1);
        await a.evaluate(() => localStorage.setItem('patience/v1/settings', '{"schema":2,"showTimer":false}'));
        await a.goto(`${h.url}#/settings`);
        await a.waitForSelector('[data-test=backup-save]');
        const [download] = await Promise.all([a.waitForEvent('download'), a.click('[data-test=backup-save]')]);
        const text = await downloadedText(download);
        expect(JSON.parse(text)).toMatchObject({ format: 'patience-backup', last: { hamlet: 21 } });

        // Another browser with a game of its own: the shared page, its storage emptied and the app loaded anew (the
        // app keeps everything in localStorage), where this test's page is a context of its own.
        await withPage(
          'desktop',
          async (b) => {
            await open(b, '#/camelot/3');
            const c = deal('camelot', 3);
            await playMove(b, c, legalMoves(c)[0]!, 'tap');
            await b.goto(`${h.url}#/settings`);
            await b.waitForSelector('[data-test=backup-restore]');
            const before = await stored(b);
            // A damaged file first: refused, nothing changed.
            await b.setInputFiles('[data-test=backup-restore]', {
              name: 'bad.json',
              mimeType: 'application/json',
              buffer: Buffer.from(text.replace('"patience-backup"', '"patience-statistics"')),
            });
            await b.waitForSelector('[data-test=backup-error]');
            expect(await b.textContent('[data-test=backup-error]')).toContain('Nothing was changed');
            expect(await stored(b)).toEqual(before);
            await b.setInputFiles('[data-test=backup-restore]', {
              name: 'backup.json',
              mimeType: 'application/json',
              buffer: Buffer.from(text),
            });
            expect(await noticeText(b)).toMatch(
              /^Backup restored: 1 game added to the statistics, 1 game in progress restored, the settings restored/,
            );
            expect(await b.isChecked('input[name=showTimer]')).toBe(false);
            const after = await stored(b);
            for (const [k, v] of Object.entries(before)) if (!k.includes('/settings')) expect(after[k], k).toBe(v);
            // Restoring twice adds nothing more.
            await b.setInputFiles('[data-test=backup-restore]', {
              name: 'backup.json',
              mimeType: 'application/json',
              buffer: Buffer.from(text),
            });
            await b.waitForFunction(() => document.querySelector('[data-test=notice]')?.textContent?.includes('0 games added') === true);
            expect(await figures(b, 'all')).toEqual({ played: '2', won: '0', lost: '0' });
            await open(b, '#/hamlet/21');
            expect(await movesShown(b)).toBe(2);
          },
          FRESH,
        );
      },
      { reducedMotion: 'reduce' },
    ));
});
