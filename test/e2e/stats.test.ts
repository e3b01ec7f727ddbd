// Browser tests of the statistics (issue 14): the exact counts after a win, a loss, a game left for another
// deal (asked first) and a win undone and won again; the chart drawn; export, reset and import bringing back
// the same figures; a malformed or foreign file refused with nothing changed. Expected moves come from the
// engine and from the won record in fixtures/ (a solver's line, see fixtures/generate.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Move, applyMove, deal, legalMoves, readRecord, replay } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import {
  downloadedText,
  freshApp,
  movesShown,
  nearLoss,
  open,
  type PageOptions,
  playMove,
  savedPosition,
  settle,
  useHarness,
  withPage,
} from './browser.js';

const h = useHarness();

/** The file's page, loaded afresh with nothing stored before each test that takes it, asking for less motion. */
const FRESH: PageOptions = { reuse: freshApp, reducedMotion: 'reduce' };

const won = readRecord(JSON.parse(readFileSync(new URL('./fixtures/hamlet-won.json', import.meta.url), 'utf8')));

const status = (page: Page): Promise<string | null> => page.getAttribute('.game-page', 'data-status');

/** Opens the won record two moves short and plays on through the UI to the win. */
async function winThroughUi(page: Page): Promise<void> {
  const cut = won.moves.length - 2;
  await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, cut))}`);
  let p = replay({ ...won, moves: won.moves.slice(0, cut) });
  for (const m of won.moves.slice(cut)) {
    if ((await status(page)) === 'won') break;
    await playMove(page, p, m, 'drag');
    p = applyMove(p, m);
  }
  await page.waitForSelector('.game-page[data-status="won"]');
}

/** The figures the statistics page shows, by name (for one game or all). */
async function figures(page: Page, show: string = 'all'): Promise<Record<string, string>> {
  await page.goto(`${h.url}#/stats`);
  await page.waitForSelector('[data-test=stat-played]');
  await page.click(`[data-show="${show}"]`);
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-test^=stat-]')].map((el) => [el.dataset['test']!.slice(5), el.textContent ?? '']),
    ),
  );
}

/** A first legal move of a fresh deal (any kind: the statistics only count). */
function firstMove(n: number): Move {
  const p = deal('hamlet', n);
  return legalMoves(p).find((m) => m.type === 'move' && !m.to.startsWith('foundation')) ?? legalMoves(p)[0]!;
}

describe('statistics in the browser', () => {
  test('a win: played 1, won 1; the chart draws its mark and line', () =>
    withPage(
      'desktop',
      async (page) => {
        await winThroughUi(page);
        const f = await figures(page, 'hamlet');
        expect(f).toMatchObject({
          played: '1',
          won: '1',
          lost: '0',
          'win-rate': '100%',
          streak: '1',
          'best-streak': '1',
          'fewest-moves': String(won.moves.length),
        });
        expect(f['unaided']).toBe('1 of 1 (100%)');
        expect(await page.$$eval('[data-test=chart] rect[data-outcome]', (els) => els.map((e) => e.getAttribute('data-outcome')))).toEqual([
          'won',
        ]);
        expect(await page.$('[data-test=chart] circle')).not.toBeNull();
        // The same under "all games"; another game has nothing.
        expect((await figures(page, 'all'))['played']).toBe('1');
        expect((await figures(page, 'camelot'))['played']).toBe('0');
      },
      FRESH,
    ));

  test('a hint asked before the first move marks the win as helped', () =>
    withPage(
      'desktop',
      async (page) => {
        const cut = won.moves.length - 2;
        await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, cut))}`);
        await page.keyboard.press('h');
        await page.waitForSelector('.slot.hint');
        let p = replay({ ...won, moves: won.moves.slice(0, cut) });
        for (const m of won.moves.slice(cut)) {
          if ((await status(page)) === 'won') break;
          await playMove(page, p, m, 'drag');
          p = applyMove(p, m);
        }
        await page.waitForSelector('.game-page[data-status="won"]');
        const f = await figures(page, 'hamlet');
        expect(f).toMatchObject({ played: '1', won: '1', unaided: '0 of 1 (0%)' });
      },
      FRESH,
    ));

  test('a loss: played 1, lost 1, streak 0', () =>
    withPage(
      'desktop',
      async (page) => {
        const { record, last, before } = nearLoss();
        await open(page, `#/hamlet/${record.deal}/${formatMoves(record.moves)}`);
        await playMove(page, before, last, 'drag');
        await page.waitForSelector('.game-page[data-status="lost"]');
        const f = await figures(page, 'hamlet');
        expect(f).toMatchObject({ played: '1', won: '0', lost: '1', 'win-rate': '0%', streak: '0' });
        expect(await page.$$eval('[data-test=chart] rect[data-outcome]', (els) => els.map((e) => e.getAttribute('data-outcome')))).toEqual([
          'lost',
        ]);
      },
      FRESH,
    ));

  test('a begun game left for another deal counts as lost, after a question; keeping it counts nothing', () =>
    withPage(
      'desktop',
      async (page) => {
        await open(page, '#/hamlet/5');
        // No move yet: a new game is not asked about and counts nothing. The new deal is random, and about one in
        // 39 numbers begins with 5 (#/hamlet/5…): here the page's next random number gives one, to be told apart
        // from deal 5 by its whole address.
        await page.evaluate(() => {
          const random = Math.random;
          Math.random = () => ((Math.random = random), 0.13);
        });
        await page.keyboard.press('n');
        await page.waitForFunction(() => /^#\/hamlet\/\d+$/.test(location.hash) && location.hash !== '#/hamlet/5');
        expect(await page.$('[data-dialog=confirm]')).toBeNull();
        await open(page, '#/hamlet/5');
        await playMove(page, deal('hamlet', 5), firstMove(5), 'drag');
        expect(await movesShown(page)).toBe(1);
        // Asked; "Keep playing" stays on the deal.
        await page.keyboard.press('n');
        await page.waitForSelector('[data-dialog=confirm]');
        expect(await page.textContent('[data-dialog=confirm]')).toContain('counts as a loss');
        await page.click('[data-dialog=confirm] button.primary');
        await page.waitForSelector('.table .slot');
        expect(page.url()).toContain('#/hamlet/5');
        expect(await movesShown(page)).toBe(1);
        // Restart asks too; kept, nothing changes.
        await page.click('button:has-text("Restart")');
        await page.waitForSelector('[data-dialog=confirm]');
        await page.keyboard.press('Escape');
        expect(await movesShown(page)).toBe(1);
        expect((await figures(page, 'hamlet'))['played']).toBe('1');
        expect((await figures(page, 'hamlet'))['lost']).toBe('0');
        // Left: the question answered yes.
        await open(page, '#/hamlet/5');
        await page.keyboard.press('n');
        await page.click('[data-test=confirm-yes]');
        await page.waitForFunction(() => /^#\/hamlet\/\d+$/.test(location.hash) && location.hash !== '#/hamlet/5');
        const f = await figures(page, 'hamlet');
        expect(f).toMatchObject({ played: '1', won: '0', lost: '1', 'win-rate': '0%' });
        expect(await page.$$eval('[data-test=chart] rect[data-outcome]', (els) => els.map((e) => e.getAttribute('data-outcome')))).toEqual([
          'abandoned',
        ]);
        // Taking the left game up again counts nothing more; restarting it begins a new attempt (asked again).
        await open(page, '#/hamlet/5');
        expect(await movesShown(page)).toBe(1);
        expect(await page.$('[data-dialog=confirm]')).toBeNull();
        expect((await figures(page, 'hamlet'))['played']).toBe('1');
      },
      FRESH,
    ));

  test('a restart of a begun game counts it as lost', () =>
    withPage(
      'desktop',
      async (page) => {
        await open(page, '#/hamlet/6');
        await playMove(page, deal('hamlet', 6), firstMove(6), 'drag');
        await page.keyboard.press('r');
        await page.click('[data-test=confirm-yes]');
        await page.waitForFunction(() => document.querySelector('[data-test=moves]')?.textContent === '0');
        await settle(page);
        // The next move begins a new attempt of the same deal.
        await playMove(page, deal('hamlet', 6), firstMove(6), 'drag');
        const f = await figures(page, 'hamlet');
        expect(f).toMatchObject({ played: '2', won: '0', lost: '1' });
      },
      FRESH,
    ));

  test('won, undone and won again: one game, one win', () =>
    withPage(
      'desktop',
      async (page) => {
        await winThroughUi(page);
        await page.keyboard.press('Escape');
        const wonMoves = await movesShown(page);
        await page.click('button[aria-label=Undo]');
        await page.waitForSelector('.game-page[data-status="playing"]');
        await settle(page);
        // The undone step, played again by the player.
        const saved = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), `patience/v1/game/hamlet/${won.deal}`))!) as {
          history: { steps: Move[][]; cursor: number };
        };
        const undone = saved.history.steps[saved.history.cursor]!;
        let { position } = await savedPosition(page, 'hamlet', won.deal);
        for (const m of undone) {
          if ((await status(page)) === 'won') break;
          await playMove(page, position, m, 'drag');
          position = applyMove(position, m);
        }
        await page.waitForSelector('.game-page[data-status="won"]');
        expect(await movesShown(page)).toBe(wonMoves);
        const f = await figures(page, 'hamlet');
        expect(f).toMatchObject({ played: '1', won: '1', lost: '0', streak: '1' });
      },
      FRESH,
    ));

  test('export, reset and import bring back the same figures; a bad file changes nothing', () =>
    withPage(
      'desktop',
      async (page) => {
        await winThroughUi(page);
        await open(page, '#/hamlet/5');
        await playMove(page, deal('hamlet', 5), firstMove(5), 'drag');
        const before = await figures(page, 'all');
        expect(before).toMatchObject({ played: '2', won: '1' });
        const chartBefore = await page.innerHTML('[data-test=chart] svg');
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('button:has-text("Export statistics")')]);
        const text = await downloadedText(download);
        expect(JSON.parse(text)).toMatchObject({ format: 'patience-statistics', schema: 2 });

        // Refused files: not JSON, a game record, a damaged export. Nothing changes, and the reason is shown.
        const bad = [
          ['broken.json', '{"format":"patience-statistics",', 'not valid JSON'],
          ['record.json', JSON.stringify(won), 'not a Patience statistics export'],
          ['damaged.json', text.replace('"outcome": "won"', '"outcome": "drawn"'), 'unknown outcome'],
        ] as const;
        for (const [name, body, message] of bad) {
          await page.setInputFiles('[data-test=stats-import]', { name, mimeType: 'application/json', buffer: Buffer.from(body) });
          // Each file's own reason (the one before may still be on show while this file is read).
          await page.waitForFunction((m) => document.querySelector('[data-test=stats-error]')?.textContent?.includes(m) === true, message);
          expect(await page.textContent('[data-test=stats-error]')).toContain('Nothing was changed');
          expect((await figures(page, 'all')) as Record<string, string>).toEqual(before);
        }

        await page.click('[data-test=stats-reset]');
        await page.click('[data-test=confirm-yes]');
        await page.waitForFunction(() => document.querySelector('[data-test=stat-played]')?.textContent === '0');
        expect(await page.$$('[data-test=chart] rect[data-outcome]')).toHaveLength(0);

        await page.setInputFiles('[data-test=stats-import]', {
          name: 'stats.json',
          mimeType: 'application/json',
          buffer: Buffer.from(text),
        });
        await page.waitForFunction(() => document.querySelector('[data-test=stat-played]')?.textContent === '2');
        expect(await figures(page, 'all')).toEqual(before);
        expect(await page.innerHTML('[data-test=chart] svg')).toBe(chartBefore);
      },
      FRESH,
    ));
});
