// Browser tests of the solver at the player's side (issue 16): the fair hint with its share, "can this
// still be won?" on positions lost and won whatever the stock holds, the solution's demo (play, pause,
// step, the win, and back to the start), winnable deals only, and a table that answers while the worker
// searches, with Cancel ending the search. Every expected value is computed here by the public API.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type GameRecord,
  type Move,
  type Position,
  applyMove,
  deal,
  legalMoves,
  readRecord,
  replay,
  solve,
  winnableDeals,
} from '../../src/index.js';
import { formatMoves, parseMoves } from '../../src/web/app/link.js';
import { movePiles } from '../../src/web/table/index.js';
import {
  freshApp,
  movesShown,
  open,
  type PageOptions,
  playMove,
  savedPosition,
  settle,
  traceMainThread,
  useHarness,
  withPage,
} from './browser.js';
import { axe } from './axe.js';

const h = useHarness();

/** The file's page, loaded afresh with nothing stored before each test that takes it, asking for less motion. */
const FRESH: PageOptions = { reuse: freshApp, reducedMotion: 'reduce' };

/** The piles the table marks for the hint (its moving cards and its target), sorted. */
async function hintedPiles(page: Page): Promise<string[]> {
  await page.waitForSelector('.slot.hint, .card.hint');
  return page.$$eval('.slot.hint, .card.hint', (els) =>
    [...new Set(els.map((e) => (e as HTMLElement).dataset['pile']!))].sort((a, b) => a.localeCompare(b)),
  );
}

/** The legal moves of a position whose piles are the ones marked. */
function movesMarked(position: Position, piles: string[]): Move[] {
  return legalMoves(position).filter((m) => JSON.stringify(movePiles(m).sort((a, b) => a.localeCompare(b))) === JSON.stringify(piles));
}

async function notice(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('[data-test=notice]')?.textContent ?? ''),
    pattern.source,
    {
      timeout: 20_000,
    },
  );
  return (await page.textContent('[data-test=notice]')) ?? '';
}

const LOST_LINK =
  't5t6_t11t5_t20t11_t32t20_t5f3_t9t5_t21t9_t25t21_t5f4_t15t5_t21t15_t25t21_t7t2_t10t7_t24t10_t29t24_t8t4_t9t8_t18t9_t30t18_t13t7_t24t13_t30t24_t8f7_t13t8_t19t13_t32t19_t6f7_t2t7_t8t1_t9t8_t17t9_t30t17_t11t8_t24t11_t25t24_t11t3_t17t11_t25t17_t7t2_t3t5_t2t7_t7t2_t5t3_t2t7_t3t5_t7t2_t5t3_t2t7_t8t4_t3t5_t7t2_t4t8_t2t7_t9t2_t17t9_t25t17_t8t4_t5t3';

/** The kinds of help the saved game of a deal says were asked for (statistics count helped games apart). */
async function assists(page: Page, game: string, deal: number): Promise<string[]> {
  const text = await page.evaluate((key) => localStorage.getItem(key), `patience/v1/game/${game}/${deal}`);
  return (JSON.parse(text ?? '{}') as { assists?: string[] }).assists ?? [];
}

/** Serious or critical accessibility violations axe-core finds on the page as it stands. */
async function violations(page: Page): Promise<string[]> {
  await settle(page);
  const result = await (await axe(page)).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

async function menu(page: Page, item: string): Promise<void> {
  await page.click('.more summary');
  await page.click(`.more .menu >> text=${item}`);
}

const wonRecord = (game: string): GameRecord =>
  readRecord(JSON.parse(readFileSync(new URL(`./fixtures/${game}-won.json`, import.meta.url), 'utf8')));

/** Union Square's won record cut at its last position with at least `cards` cards in the stock: the moves and that position. */
function withStock(cards: number): { deal: number; moves: Move[]; position: Position } {
  const won = wonRecord('union-square');
  let cut = won.moves.length;
  while (replay({ ...won, moves: won.moves.slice(0, cut) }).piles['stock']!.length < cards) cut--;
  const moves = won.moves.slice(0, cut);
  return { deal: won.deal, moves, position: replay({ ...won, moves }) };
}

describe('the solver at the player side', () => {
  test('a fair hint points at a legal move and says in how many of the ways the hidden cards could lie it won', () =>
    withPage(
      'desktop',
      async (page) => {
        // Union Square's won record, 30 moves in: the stock still hides cards.
        const won = wonRecord('union-square');
        const moves = won.moves.slice(0, 30);
        const p = replay({ ...won, moves });
        expect(p.piles['stock']!.length).toBeGreaterThan(1);
        await open(page, `#/union-square/${won.deal}/${formatMoves(moves)}`);
        await page.keyboard.press('h');
        const said = await notice(page, /ways the hidden cards could lie|No winning move found quickly/);
        const m = /^Good move — it won (\d+) of (\d+) of the ways the hidden cards could lie\./.exec(said);
        expect(m).not.toBeNull();
        const [wins, samples] = [Number(m![1]), Number(m![2])];
        expect(samples).toBeGreaterThan(0);
        expect(wins).toBeLessThanOrEqual(samples);
        expect(said).not.toMatch(/stock|sampl|solver/);
        expect(movesMarked(p, await hintedPiles(page)).length).toBeGreaterThan(0);
        expect(await assists(page, 'union-square', won.deal)).toContain('hint');
      },
      FRESH,
    ));

  test('Hamlet hides nothing: its hint is a move of a real winning line', () =>
    withPage(
      'desktop',
      async (page) => {
        const won = wonRecord('hamlet');
        const moves = won.moves.slice(0, won.moves.length - 12);
        const p = replay({ ...won, moves });
        await open(page, `#/hamlet/${won.deal}/${formatMoves(moves)}`);
        await page.keyboard.press('h');
        const said = await notice(page, /starts a winning line/);
        // Hamlet hides nothing: the hint never speaks of a stock or of sampling.
        expect(said).not.toMatch(/stock|sampl|hidden/);
        // Some move with the marked piles leads to a position the solver wins.
        const marked = movesMarked(p, await hintedPiles(page));
        expect(marked.some((mv) => solve(applyMove(p, mv), { timeLimitMs: 20_000 }).verdict === 'winnable')).toBe(true);
      },
      FRESH,
    ));

  test('"can this still be won?" says no whatever the stock holds, and the peek agrees', () =>
    withPage(
      'desktop',
      async (page) => {
        // British Constitution deal 2 after 59 moves of seeded random play (found by a search with the
        // library's fair solve): no arrangement of the 37 unseen stock cards wins.
        const moves = parseMoves(LOST_LINK);
        const p = replay({ game: 'british-constitution', deal: 2, moves });
        expect(solve(p, { fair: true, timeLimitMs: 10_000 }).verdict).toBe('unwinnable');
        expect(p.piles['stock']!.length).toBeGreaterThan(1);
        await open(page, `#/british-constitution/2/${LOST_LINK}`);
        // The hint's short search finds no win, and says so without claiming more, offering the verdict.
        await page.keyboard.press('h');
        await notice(page, /^No winning move found quickly; this move looks best\. “Can this still be won\?” looks longer\./);
        await page.keyboard.press('w');
        await page.waitForSelector('[data-dialog=verdict]');
        await page.waitForFunction(() => !document.querySelector('[data-test=fair-verdict]')!.textContent!.includes('Thinking'));
        expect(await page.textContent('[data-test=fair-verdict]')).toBe('No — this game can’t be won any more, whatever the stock holds.');
        expect(await assists(page, 'british-constitution', 2)).toContain('verdict');
        // The peek, clearly apart: knowing the order cannot help a position lost whatever the order.
        await page.click('[data-test=peek]');
        await page.waitForFunction(
          () => !(document.querySelector('[data-test=peek-verdict]')?.textContent ?? 'Thinking').includes('Thinking'),
        );
        expect(await page.textContent('[data-test=peek-verdict]')).toContain('No: even knowing the order of the stock');
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        expect(await page.$('[data-dialog=verdict]')).toBeNull();
      },
      FRESH,
    ));

  test('"can this still be won?" says yes whatever the stock holds', () =>
    withPage(
      'desktop',
      async (page) => {
        // Union Square's won record at its last position with 4 or more cards in the stock: every order wins.
        const { deal: n, moves, position: p } = withStock(4);
        expect(p.piles['stock']!.length).toBeGreaterThan(1);
        expect(solve(p, { fair: true, timeLimitMs: 10_000 }).verdict).toBe('winnable');
        await open(page, `#/union-square/${n}/${formatMoves(moves)}`);
        await menu(page, 'Can this still be won?');
        await page.waitForSelector('[data-dialog=verdict]');
        await page.waitForFunction(() => !document.querySelector('[data-test=fair-verdict]')!.textContent!.includes('Thinking'));
        expect(await page.textContent('[data-test=fair-verdict]')).toBe('Yes — you can still win, whatever the stock holds.');
      },
      FRESH,
    ));

  test('"can this still be won?" says how many of the ways the hidden cards could lie were won when it is not proved', () =>
    withPage(
      'desktop',
      async (page) => {
        // Union Square's won record at its last position with 10 or more cards in the stock: too many orders
        // to try them all, and neither proof holds, so the answer is the share of sampled stocks won.
        const { deal: n, moves, position: p } = withStock(10);
        const fair = solve(p, { fair: true, timeLimitMs: 3000 });
        expect(fair.verdict).toBe('unknown');
        expect(fair.fair!.samples).toBeGreaterThan(0);
        await open(page, `#/union-square/${n}/${formatMoves(moves)}`);
        await page.keyboard.press('w');
        await page.waitForSelector('[data-dialog=verdict]');
        await page.waitForFunction(() => !document.querySelector('[data-test=fair-verdict]')!.textContent!.includes('Thinking'));
        const said = (await page.textContent('[data-test=fair-verdict]')) ?? '';
        const m =
          /^(?:It depends on the hidden cards — (\d+) of the (\d+) ways they could lie that were tried were won|Probably — all (\d+) ways the hidden cards could lie that were tried were won|Probably not — none of the (\d+) ways the hidden cards could lie that were tried was won)\.$/.exec(
            said,
          );
        expect(m).not.toBeNull();
        if (m![1] !== undefined) {
          // "It depends" only when some, not all, were won.
          expect(Number(m![1])).toBeGreaterThan(0);
          expect(Number(m![1])).toBeLessThan(Number(m![2]));
        }
      },
      FRESH,
    ));

  test('the fair verdict after every move (a setting) follows the position', () =>
    withPage(
      'desktop',
      async (page) => {
        await open(page, '#/british-constitution/2');
        await page.goto(`${h.url}#/settings`);
        await page.click('text=After every move, say whether the game can still be won');
        await open(page, `#/british-constitution/2/${LOST_LINK}`);
        const line = (): Promise<string | null> => page.textContent('[data-test=verdict-line]');
        await page.waitForFunction(
          () => document.querySelector('[data-test=verdict-line]')?.textContent === 'Can’t be won, whatever the stock holds',
        );
        // Back to the deal: a new position, judged anew (the deal itself is won by some order of its stock).
        await page.keyboard.press('r');
        // Restarting a begun game would ask first; a game opened by a link has not begun an attempt.
        await page.waitForFunction(() => document.querySelector('[data-test=moves]')?.textContent === '0');
        await page.waitForFunction(
          () => !(document.querySelector('[data-test=verdict-line]')?.textContent ?? '').startsWith('Can’t be won'),
        );
        await page.waitForFunction(
          () => !(document.querySelector('[data-test=verdict-line]')?.textContent ?? '…').endsWith('…'),
          undefined,
          {
            timeout: 20_000,
          },
        );
        expect(await line()).not.toContain('Can’t be won');
      },
      FRESH,
    ));

  test('the demo plays, pauses, steps, stops back at the start, and plays on to the win', () =>
    withPage(
      'desktop',
      async (page) => {
        const won = wonRecord('hamlet');
        const cut = won.moves.length - 40;
        const start = replay({ ...won, moves: won.moves.slice(0, cut) });
        await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, cut))}`);
        const moves = (): Promise<number> => movesShown(page);
        const movesAbove = (n: number): Promise<unknown> =>
          page.waitForFunction((k) => Number(document.querySelector('[data-test=moves]')?.textContent) > k, n, { timeout: 30_000 });

        // It plays by itself, one move at a time.
        await page.keyboard.press('s');
        await page.waitForSelector('[data-test=demo]', { timeout: 30_000 });
        await movesAbove(cut);
        // Paused, it stays put.
        await page.click('[data-test=demo-pause]');
        await settle(page);
        expect(await violations(page)).toEqual([]);
        const paused = await moves();
        await page.waitForTimeout(1500);
        expect(await moves()).toBe(paused);
        // Step: exactly one move more.
        await page.click('[data-test=demo-step]');
        await movesAbove(paused);
        await settle(page);
        expect(await moves()).toBe(paused + 1);
        // Stop: undone back to where it began.
        await page.click('[data-test=demo-stop]');
        await page.waitForFunction((k) => Number(document.querySelector('[data-test=moves]')?.textContent) === k, cut);
        expect(await page.$('[data-test=demo]')).toBeNull();
        expect((await savedPosition(page, 'hamlet', won.deal)).position).toEqual(start);

        // Again, faster, to the win; then back to the start.
        await menu(page, 'Show the solution');
        await page.waitForSelector('[data-test=demo]', { timeout: 30_000 });
        // The speeds are a choice: the one picked is pressed, the others not.
        await page.click('[data-test=demo-speed-8]');
        expect(await page.getAttribute('[data-test=demo-speed-8]', 'aria-pressed')).toBe('true');
        expect(await page.getAttribute('[data-test=demo-speed-1]', 'aria-pressed')).toBe('false');
        await page.waitForSelector('[data-test=demo-keep]', { timeout: 60_000 });
        expect(await page.getAttribute('.game-page', 'data-status')).toBe('won');
        expect(await page.textContent('[data-test=demo]')).toContain('Won in');
        await page.click('[data-test=demo-stop]');
        await page.waitForFunction((k) => Number(document.querySelector('[data-test=moves]')?.textContent) === k, cut);
        expect(await page.getAttribute('.game-page', 'data-status')).toBe('playing');
        expect((await savedPosition(page, 'hamlet', won.deal)).position).toEqual(start);
        expect(await assists(page, 'hamlet', won.deal)).toContain('solution');

        // Leaving the page mid-demo undoes it too: the saved game keeps only the player's moves.
        await page.keyboard.press('s');
        await page.waitForSelector('[data-test=demo]', { timeout: 30_000 });
        await movesAbove(cut);
        await page.click('.home-link');
        await page.waitForSelector('.game-card');
        expect((await savedPosition(page, 'hamlet', won.deal)).position).toEqual(start);
      },
      FRESH,
    ));

  test('with every automatic move on, the demo finds the rest of its line and still wins, and goes back', () =>
    withPage(
      'desktop',
      async (page) => {
        const won = wonRecord('hamlet');
        const cut = won.moves.length - 40;
        const start = replay({ ...won, moves: won.moves.slice(0, cut) });
        await open(page, `#/hamlet/${won.deal}`);
        await page.goto(`${h.url}#/settings`);
        await page.click('text=Every card that fits');
        await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, cut))}`);
        await page.keyboard.press('s');
        await page.waitForSelector('[data-test=demo]', { timeout: 30_000 });
        await page.click('[data-test=demo-end]');
        await page.waitForSelector('[data-test=demo-keep]', { timeout: 90_000 });
        expect(await page.getAttribute('.game-page', 'data-status')).toBe('won');
        // The automatic moves took the table off the solver's line at least once.
        expect(Number(await page.getAttribute('[data-test=demo]', 'data-replans'))).toBeGreaterThan(0);
        await page.click('[data-test=demo-stop]');
        await page.waitForFunction((k) => Number(document.querySelector('[data-test=moves]')?.textContent) === k, cut);
        expect((await savedPosition(page, 'hamlet', won.deal)).position).toEqual(start);
      },
      FRESH,
    ));

  test('winnable deals only: New game deals a listed deal, and it is solvable', () =>
    withPage(
      'desktop',
      async (page) => {
        await open(page, '#/union-square/1');
        await page.goto(`${h.url}#/settings`);
        // Chosen game by game (issue 25): Union Square's is off by default.
        await page.check('input[name=winnable-union-square]');
        await open(page, '#/union-square/1');
        await page.keyboard.press('n');
        await page.waitForFunction(() => !location.hash.endsWith('/1'));
        await page.waitForSelector('.table .slot');
        const n = Number(/#\/union-square\/(\d+)$/.exec(await page.evaluate(() => location.hash))![1]);
        expect(winnableDeals('union-square', { count: 10_000 })).toContain(n);
        expect(await page.textContent('.deal')).toContain(String(n));
        expect(solve(deal('union-square', n), { timeLimitMs: 20_000 }).verdict).toBe('winnable');
      },
      FRESH,
    ));

  test('the table answers while the worker searches, with no long task, and Cancel ends the search', () =>
    withPage(
      'desktop',
      async (page) => {
        // Hamlet deal 81: the solver finds no win within 10 s (unknown in every survey; deals 10 and 63, used
        // before, are now won within 3 s by the solver of issue 18).
        const p = deal('hamlet', 81);
        await open(page, '#/hamlet/81');
        // The solver's workers (the page also warms its Intl formatters in a worker of its own once it has
        // settled: intl-warm.ts).
        const workers: { closed: boolean }[] = [];
        page.on('worker', (w) => {
          if (!w.url().includes('solver-worker')) return;
          const seen = { closed: false };
          workers.push(seen);
          w.on('close', () => (seen.closed = true));
        });
        await page.keyboard.press('s');
        await page.waitForSelector('[data-test=progress]', { timeout: 5000 });
        // The progress panel covers no card: the player plays on through the search.
        const covered = await page.evaluate(() => {
          const panel = document.querySelector('[data-test=progress]')!.getBoundingClientRect();
          return [...document.querySelectorAll<HTMLElement>('.card')]
            .filter((c) => {
              const r = c.getBoundingClientRect();
              return r.left < panel.right && panel.left < r.right && r.top < panel.bottom && panel.top < r.bottom;
            })
            .map((c) => c.getAttribute('aria-label'));
        });
        expect(covered).toEqual([]);
        // The page's main thread traced while the worker searches: the CPU time of each of its tasks
        // (thread time, so a busy shared machine pausing the thread does not count against the page).
        const thread = await traceMainThread(page, async () => {
          // A button answers: the menu opens and closes.
          await page.click('.more summary');
          expect(await page.getAttribute('.more', 'open')).not.toBeNull();
          await page.click('.more summary');
          // A drag answers: the move is played.
          const move = legalMoves(p).find((m) => m.type === 'move' && m.to.startsWith('foundation')) ?? legalMoves(p)[0]!;
          await playMove(page, p, move, 'drag');
          expect(await movesShown(page)).toBe(1);
          // Still searching, and Cancel ends it: the panel goes and the worker is ended. (Esc does the same: below.)
          expect(await page.$('[data-test=progress]')).not.toBeNull();
          expect(workers.length).toBe(1);
          await page.click('[data-test=cancel]', { timeout: 5000 });
          await page.waitForSelector('[data-test=progress]', { state: 'detached' });
          await expect.poll(() => workers[0]!.closed, { timeout: 5000 }).toBe(true);
        });
        const tasks = thread.filter((e) => e.name === 'RunTask' && e.ph === 'X');
        expect(tasks.length).toBeGreaterThan(10);
        const longest = Math.max(...tasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000));
        expect(longest).toBeLessThan(50);
        // Esc stops a search too (a new worker starts for the new one).
        await page.keyboard.press('s');
        await page.waitForSelector('[data-test=progress]', { timeout: 5000 });
        await page.keyboard.press('Escape');
        await page.waitForSelector('[data-test=progress]', { state: 'detached' });
        await expect.poll(() => workers[1]?.closed, { timeout: 5000 }).toBe(true);
      },
      FRESH,
    ));
});
