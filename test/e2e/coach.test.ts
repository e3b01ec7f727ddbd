// Browser tests of the solver as a coach (issue 27, items 3, 4 and 6, and the daily deal's share) at phone and
// desktop sizes: "Where did I go wrong?" after a loss names the move the library's own review finds, draws the
// game's chart, goes back there (an undo, marked as helped) with the better move and the move played marked on
// the table, and shows a win from there; the ⋯ menu's review of a game still in play; the games played page
// lists a lost game and replays it with the slider and the step buttons; a daily game's end offers Share, and
// the game page marks today's deal. Every expected value is computed here by the public API.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type GameRecord,
  type Move,
  type Review,
  type SolveResult,
  applyMove,
  dailyDeal,
  deal,
  legalMoves,
  replay,
  reviewGame,
  solve,
} from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { movePiles } from '../../src/web/table/index.js';
import { lostRecord } from '../web/lost-game.js';
import {
  downloadedText,
  freshApp,
  movesShown,
  open,
  type PageOptions,
  playMove,
  settle,
  shot,
  type SizeName,
  stubClipboard,
  useHarness,
  withPage,
} from './browser.js';

const h = useHarness();

/** The file's page, loaded afresh with nothing stored before each test that takes it, asking for less motion. */
const FRESH: PageOptions = { reuse: freshApp, reducedMotion: 'reduce' };

/** The piles the table marks as the hint marks them, sorted. */
async function markedPiles(page: Page): Promise<string[]> {
  await page.waitForSelector('.slot.hint, .card.hint');
  return page.$$eval('.slot.hint, .card.hint', (els) =>
    [...new Set(els.map((e) => (e as HTMLElement).dataset['pile']!))].sort((a, b) => a.localeCompare(b)),
  );
}

const piles = (m: Move): string[] => movePiles(m).sort((a, b) => a.localeCompare(b));

/** Waits until the table shows `count` cards on the first foundation with nothing gliding, and says so. */
async function foundationShows(page: Page, count: number): Promise<void> {
  const shown = (): Promise<number> => page.$$eval('.card[data-pile="foundation-1"]', (els) => els.length);
  // A drawing that never comes fails below with the count shown, after 10 s.
  await page
    .waitForFunction((want) => document.querySelectorAll('.card[data-pile="foundation-1"]').length === want, count, { timeout: 10_000 })
    .catch(() => undefined);
  await settle(page);
  expect(await shown()).toBe(count);
}

/** Opens the lost game one move short and plays its last move on the table: the loss is the page's own. */
async function loseOnTable(page: Page, record: GameRecord): Promise<void> {
  const short = record.moves.slice(0, -1);
  await open(page, `#/${record.game}/${record.deal}/${formatMoves(short)}`);
  await playMove(page, replay({ ...record, moves: short }), record.moves[record.moves.length - 1]!, 'tap');
  await page.waitForSelector('[data-dialog=loss]');
}

/** What the library finds, asked once for the file: the tests at both sizes ask the same questions. */
const answers = new Map<string, unknown>();
function once<T>(question: string, answer: () => T): T {
  if (!answers.has(question)) answers.set(question, answer());
  return answers.get(question) as T;
}
const reviewOf = (record: GameRecord): Review =>
  once(`review ${JSON.stringify(record)}`, () => reviewGame(record, { timeLimitMs: 60_000 }));
const solved = (n: number): SolveResult => once(`solve ${n}`, () => solve(deal('hamlet', n), { timeLimitMs: 60_000 }));

/** The statistics' attempts of a game, as stored. */
async function attempts(page: Page, game: string): Promise<{ assists: string[]; outcome: string }[]> {
  const text = await page.evaluate((key) => localStorage.getItem(key), `patience/v1/stats/${game}`);
  return (JSON.parse(text ?? '{"attempts":[]}') as { attempts: { assists: string[]; outcome: string }[] }).attempts;
}

describe.each(['phone', 'desktop'] as SizeName[])('the coach at %s size', (size) => {
  test('after a loss: where it went wrong, the chart, back there with both moves marked, and a win shown from there', () =>
    withPage(
      size,
      async (page) => {
        const record = lostRecord();
        const own = reviewOf(record);
        expect(own.verdict).toBe('lost-at');
        const k = own.turn!;
        await loseOnTable(page, record);
        // The loss dialog draws the game as its review narrows, in the worker, until the turn is found.
        await page.waitForSelector(`[data-dialog=loss] [data-test=game-chart][data-won="${k - 1}"][data-lost="${k}"]`, { timeout: 40_000 });
        await page.click('[data-test=end-review]');
        await page.waitForSelector('[data-dialog=review] [data-test=review-words]', { timeout: 40_000 });
        const words = (await page.textContent('[data-test=review-words]')) ?? '';
        expect(words).toMatch(new RegExp(`^Move ${k}, `));
        expect(words).not.toMatch(/stock|hidden/i);
        // The finding is read out through the page's live region.
        await page.waitForFunction((k) => document.getElementById('announce')?.textContent?.includes(`Move ${k},`), k);
        const chart = await page.$eval('[data-test=game-chart]', (el) => [
          (el as HTMLElement).dataset['won'],
          (el as HTMLElement).dataset['lost'],
        ]);
        expect(chart).toEqual([String(k - 1), String(k)]);
        expect(await page.textContent('.game-chart-words')).toContain(`From the deal to move ${k - 1}: a win was still there.`);
        await shot(page, `coach-review-${size}`);

        // Go back there: an undo to just before move k, the better move marked, the attempt marked as helped.
        await page.keyboard.press('Enter');
        await page.waitForSelector('[data-test=review-bar]');
        await settle(page);
        expect(await movesShown(page)).toBe(k - 1);
        expect(await markedPiles(page)).toEqual(piles(own.better!));
        expect((await attempts(page, 'hamlet'))[0]!.assists).toContain('hint');
        // The marks come a task after the press (the table is busy meanwhile): each is waited for.
        await page.click('[data-test=review-lost]');
        await settle(page);
        expect(await markedPiles(page)).toEqual(piles(own.lost!));
        await page.click('[data-test=review-better]');
        await settle(page);
        expect(await markedPiles(page)).toEqual(piles(own.better!));

        // Show a win from there: the solution's demo plays from p(k−1).
        await page.click('[data-test=review-bar] [data-test=review-demo]');
        await page.waitForSelector('[data-test=demo]', { timeout: 20_000 });
        expect(await page.$('[data-test=review-bar]')).toBeNull();
        await page.click('[data-test=demo-stop]');
        await page.waitForFunction(() => document.querySelector('[data-test=demo]') === null);
        expect(await movesShown(page)).toBe(k - 1);
      },
      FRESH,
    ));

  test('a game in play reviewed from the menu: it can still be won, shown from here; Cancel stops a long review', () =>
    withPage(
      size,
      async (page) => {
        // A long wandering game (the last legal move each time): its review takes the solver a while.
        let p = deal('hamlet', 1);
        const wander: Move[] = [];
        for (let i = 0; i < 300 && p.status === 'playing'; i++) {
          const legal = legalMoves(p);
          wander.push(legal[legal.length - 1]!);
          p = applyMove(p, wander[wander.length - 1]!);
        }
        await open(page, `#/hamlet/1/${formatMoves(wander)}`);
        await page.click('.more summary');
        await page.click('[data-test=menu-review]');
        await page.waitForSelector('[data-test=review-cancel]');
        await page.click('[data-test=review-cancel]');
        await page.waitForSelector('[data-test=review-failed]');
        expect(await page.textContent('[data-test=review-failed]')).toBe('Review cancelled.');
        expect(await page.$('[data-test=review-again]')).not.toBeNull();
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => document.querySelector('[data-dialog=review]') === null);

        const record = lostRecord();
        const part = { ...record, moves: record.moves.slice(0, 6) };
        expect(reviewOf(part).verdict).toBe('winnable');
        await open(page, `#/hamlet/${part.deal}/${formatMoves(part.moves)}`);
        await page.click('.more summary');
        await page.click('[data-test=menu-review]');
        await page.waitForSelector('[data-test=review-words]', { timeout: 40_000 });
        expect(await page.textContent('[data-test=review-words]')).toMatch(
          /^You can still win from where you stopped\. For example: move /,
        );
        expect(await page.$('[data-dialog=review] [data-test=game-chart] .run.lost')).toBeNull();
        await page.click('[data-dialog=review] [data-test=review-demo]');
        await page.waitForSelector('[data-test=demo]', { timeout: 20_000 });
        await page.click('[data-test=demo-stop]');
        await page.waitForFunction(() => document.querySelector('[data-test=demo]') === null);
        expect(await movesShown(page)).toBe(part.moves.length);
      },
      FRESH,
    ));

  test('a lost game is kept: listed on the games played page and replayed move by move', () =>
    withPage(
      size,
      async (page) => {
        const record = lostRecord();
        const n = record.moves.length;
        await loseOnTable(page, record);
        await page.keyboard.press('Escape');
        await page.evaluate(() => (location.hash = '#/stats'));
        await page.click('[data-test=played-link]');
        await page.waitForSelector('[data-test=played-list]');
        expect(await page.title()).toBe('Games played — Patience');
        const rows = await page.$$eval('[data-played]', (els) => els.map((e) => e.textContent));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toContain('Hamlet #54');
        expect(rows[0]).toContain('Lost');
        expect(rows[0]).toContain(String(n));
        await shot(page, `coach-played-${size}`);
        await page.click('[data-played] a');
        await page.waitForSelector('[data-test=replay-slider]');
        await page.waitForSelector('.table .slot');
        expect(await page.textContent('[data-test=replay-at]')).toBe(`Move ${n} of ${n}`);
        // The slider steps with the arrows; the buttons go to the deal and back to the end.
        await page.focus('[data-test=replay-slider]');
        await page.keyboard.press('ArrowLeft');
        expect(await page.textContent('[data-test=replay-at]')).toBe(`Move ${n - 1} of ${n}`);
        await shot(page, `coach-replay-${size}`);
        await page.click('[data-test=replay-start]');
        expect(await page.textContent('[data-test=replay-at]')).toBe(`The deal (of ${n} moves)`);
        // The table redraws in a task after the step (faces come in batches): wait for the step's own drawing, then
        // for its glides, before counting.
        const dealt = deal('hamlet', 54);
        await foundationShows(page, dealt.piles['foundation-1']?.length ?? 0);
        await page.click('[data-test=replay-forward]');
        expect(await page.textContent('[data-test=replay-at]')).toBe(`Move 1 of ${n}`);
        const after = applyMove(dealt, record.moves[0]!);
        await foundationShows(page, after.piles['foundation-1']?.length ?? 0);
        expect(await page.getAttribute('[data-test=replay-play]', 'href')).toBe('#/hamlet/54');
        // Not reviewed at its end (the loss dialog, closed at once, cancels its review): drawn here on asking, and kept.
        const k = reviewOf(record).turn!;
        if ((await page.$('[data-test=game-chart]')) === null) await page.click('[data-test=replay-review]');
        await page.waitForSelector(`[data-test=game-chart][data-won="${k - 1}"][data-lost="${k}"]`, { timeout: 40_000 });
        await page.reload();
        await page.waitForSelector(`[data-test=game-chart][data-won="${k - 1}"][data-lost="${k}"]`);
      },
      FRESH,
    ));

  test("a daily game: the game page marks today's deal, and its end offers a spoiler-free share", () =>
    withPage(
      size,
      async (page) => {
        const day = new Date().toISOString().slice(0, 10);
        const n = dailyDeal('hamlet', day);
        const line = solved(n);
        expect(line.verdict).toBe('winnable');
        const moves = line.moves!;
        await open(page, `#/hamlet/${n}/${formatMoves(moves.slice(0, -1))}`);
        const copied = await stubClipboard(page, 'now');
        expect(await page.textContent('[data-test=daily-mark]')).toBe('Daily');
        const before = replay({ game: 'hamlet', deal: n, moves: moves.slice(0, -1) });
        await playMove(page, before, moves[moves.length - 1]!, 'tap');
        await page.waitForSelector('[data-dialog=win] [data-test=daily-share]');
        // A won game's chart: a win was there at every move.
        await page.waitForSelector('[data-dialog=win] [data-test=game-chart] .run.win');
        expect(await page.$('[data-dialog=win] [data-test=game-chart] .run.lost')).toBeNull();
        await page.click('[data-test=daily-share]');
        const [text] = await copied(1);
        expect(text).toContain('Hamlet');
        expect(text).toContain(day);
        expect(text).toContain('Won');
        expect(text).toContain('#/daily/hamlet');
        for (const cards of Object.values(deal('hamlet', n).piles)) for (const c of cards) expect(text).not.toContain(c);
        // Another deal is not marked.
        await open(page, `#/hamlet/${n === 1 ? 2 : n - 1}`);
        expect(await page.$('[data-test=daily-mark]')).toBeNull();
      },
      FRESH,
    ));
});

// The desktop tests' page (withPage's reuse gives one page per kind of screen): the backup is written from one
// storage and restored into another, the page's storage emptied and the app loaded anew between (freshApp), as
// a second browser would hold nothing of the first (the app keeps everything in localStorage).

test('the games played travel in the backup: restored into another browser, they join its own', () =>
  withPage(
    'desktop',
    async (page) => {
      const record = lostRecord();
      await loseOnTable(page, record);
      await page.keyboard.press('Escape');
      await page.evaluate(() => (location.hash = '#/settings'));
      await page.waitForSelector('[data-test=backup-save]');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-test=backup-save]')]);
      const text = await downloadedText(download);
      const backup = JSON.parse(text) as { played: { game: string; deal: number; outcome: string }[] };
      expect(backup.played.map((p) => [p.game, p.deal, p.outcome])).toEqual([['hamlet', 54, 'lost']]);
      await freshApp(page);
      await page.goto(`${h.url}#/settings`);
      await page.waitForSelector('[data-test=backup-restore]');
      await page.setInputFiles('[data-test=backup-restore]', {
        name: 'backup.json',
        mimeType: 'application/json',
        buffer: Buffer.from(text),
      });
      await page.waitForFunction(
        () => document.querySelector('[data-test=notice]')?.textContent?.includes('1 game played added to replay') === true,
      );
      await page.evaluate(() => (location.hash = '#/played'));
      await page.waitForSelector('[data-played]');
      expect(await page.$$eval('[data-played]', (els) => els.map((e) => e.querySelector('a')?.textContent))).toEqual(['Hamlet #54']);
    },
    FRESH,
  ));
