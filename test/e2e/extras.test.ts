// Browser tests of the rest of issue 7: copy link (a fresh page opens the same position), Hamilton's
// double-click sending every card that can go from a pile, a drag with a pen, and the clock pausing
// while the tab is hidden. Every expected value is computed here by the engine's public API.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Move, type Position, applyMove, deal, foundationSweep, legalMoves, replay } from '../../src/index.js';
import { formatMoves, parseRoute } from '../../src/web/app/link.js';
import {
  blankPage,
  cardPoint,
  movesShown,
  open,
  pilePoint,
  playMove,
  savedPosition,
  settle,
  shot,
  shownCards,
  type SizeName,
  useHarness,
  withPage,
} from './browser.js';

const h = useHarness();

/** The first legal card move onto a tableau pile, else the first legal move. */
function pickMove(p: Position): Move {
  const legal = legalMoves(p);
  return legal.find((m) => m.type === 'move' && m.to.startsWith('tableau')) ?? legal[0]!;
}

function cardsMoved(moves: readonly Move[]): number {
  return moves.reduce((n, m) => n + (m.type === 'move' ? (m.count ?? 1) : 0), 0);
}

/**
 * A Hamilton position whose double-click sends more than one card from a tableau pile: play from deal 1 up
 * (fixed-seed random choices, keeping cards off the foundations once the Start card is placed) until the
 * engine's foundationSweep of some pile moves at least 2 cards.
 */
function hamiltonSweep(): { deal: number; moves: Move[]; position: Position; pile: string; sweep: Move[] } {
  for (let n = 1; n < 200; n++) {
    let seed = n;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let p = deal('hamilton', n);
    const moves: Move[] = [];
    for (let i = 0; i < 80 && p.status === 'playing'; i++) {
      for (const pile of Object.keys(p.piles).filter((id) => id.startsWith('tableau'))) {
        const sweep = foundationSweep(p, pile);
        if (cardsMoved(sweep) >= 2) return { deal: n, moves, position: p, pile, sweep };
      }
      const legal = legalMoves(p).filter((m) => !(m.type === 'move' && m.to.startsWith('foundation') && m.from !== 'chooser'));
      if (legal.length === 0) break;
      const m = legal[Math.floor(rand() * legal.length)]!;
      moves.push(m);
      p = applyMove(p, m);
    }
  }
  throw new Error('no Hamilton position with a sweep of 2 or more cards');
}

/** The clock's text (m:ss or h:mm:ss) in seconds. */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.textContent('[data-test=time]')) ?? '';
  return text.split(':').reduce((s, part) => s * 60 + Number(part), 0);
}

/** Makes the page believe its tab is hidden (or visible again), as a browser does on a tab switch. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hidden) => {
    if (hidden) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    else delete (document as { visibilityState?: unknown }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

describe.each(['desktop', 'phone'] as SizeName[])('at %s size', (size) => {
  test('copy link: the link carries the deal and the moves, and a fresh page opens the same position', () =>
    withPage(size, async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(h.url).origin });
      // Union Square: two decks, so the link must also bring back which of two equal cards went where.
      const n = 11;
      await open(page, `#/union-square/${n}`);
      let p = deal('union-square', n);
      const played: Move[] = [];
      for (const how of ['drag', 'tap', 'tap'] as const) {
        const m = pickMove(p);
        await playMove(page, p, m, m.type === 'move' ? how : 'tap');
        played.push(m);
        p = applyMove(p, m);
      }
      expect(await movesShown(page)).toBe(3);
      await page.click('.more summary');
      await page.click('text=Copy link');
      await page.waitForFunction(() => document.querySelector('[data-test=notice]')?.textContent?.includes('Link copied'));
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const url = new URL(link);
      expect(url.origin).toBe(new URL(h.url).origin);
      const route = parseRoute(url.hash);
      expect(route).toMatchObject({ page: 'game', game: 'union-square', deal: n });
      expect(route.page === 'game' && replay({ game: 'union-square', deal: n, moves: route.moves! }).piles).toEqual(p.piles);
      expect(url.hash).toBe(`#/union-square/${n}/${formatMoves(played)}`);
      const drawn = await shownCards(page);

      // A fresh page (its own storage, nothing saved) opens the link at the same position.
      await withPage(
        size,
        async (fresh) => {
          await fresh.goto(link);
          await fresh.waitForSelector('.table .card');
          await settle(fresh);
          expect(await movesShown(fresh)).toBe(3);
          expect(await shownCards(fresh)).toEqual(drawn);
          expect((await savedPosition(fresh, 'union-square', n)).position.piles).toEqual(p.piles);
        },
        { reducedMotion: 'reduce', reuse: blankPage },
      );
    }));

  test('Hamilton: a double-click (double tap) on a pile sends every card that can go, as one step', () =>
    withPage(
      size,
      async (page) => {
        const { deal: n, moves, position, pile, sweep } = hamiltonSweep();
        await open(page, `#/hamilton/${n}/${formatMoves(moves)}`);
        expect(await movesShown(page)).toBe(moves.length);
        await shot(page, `hamilton-${size}-before-sweep`);
        const at = await cardPoint(page, pile, position.piles[pile]!.length - 1);
        if (size === 'phone') {
          await page.touchscreen.tap(at.x, at.y);
          await page.touchscreen.tap(at.x, at.y);
        } else await page.mouse.dblclick(at.x, at.y);
        await page.waitForFunction(
          (k) => document.querySelector('[data-test=moves]')?.textContent === String(k),
          moves.length + sweep.length,
        );
        await settle(page);
        const after = replay({ game: 'hamilton', deal: n, moves: [...moves, ...sweep] });
        expect((await savedPosition(page, 'hamilton', n)).position.piles).toEqual(after.piles);
        expect(Number(await page.textContent('[data-test=score]'))).toBe(after.score);
        // One undo takes the whole sweep back.
        await page.keyboard.press('Control+z');
        expect(await movesShown(page)).toBe(moves.length);
        expect((await savedPosition(page, 'hamilton', n)).position.piles).toEqual(position.piles);
      },
      { reducedMotion: 'reduce', reuse: blankPage },
    ));
});

test('a drag with a pen moves the card', () =>
  withPage(
    'desktop',
    async (page) => {
      const n = 7;
      await open(page, `#/hamlet/${n}`);
      const p = deal('hamlet', n);
      const m = pickMove(p);
      if (m.type !== 'move') throw new Error('deal 7 of Hamlet should start with a card move');
      // CDP's Input.dispatchMouseEvent with pointerType 'pen' goes through Chromium's input pipeline as a
      // pen (unlike touch events, which always report 'touch'); the page records what it receives.
      await page.evaluate(() => {
        const w = window as unknown as { seen: string[] };
        w.seen = [];
        window.addEventListener('pointerdown', (e) => w.seen.push(e.pointerType), true);
        window.addEventListener('pointermove', (e) => w.seen.push(e.pointerType), true);
      });
      const cdp = await page.context().newCDPSession(page);
      const from = await cardPoint(page, m.from, p.piles[m.from]!.length - (m.count ?? 1));
      const to = await pilePoint(page, m.to);
      const pen = { pointerType: 'pen', button: 'left', force: 0.5 } as const;
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: from.x, y: from.y, clickCount: 1, buttons: 1, ...pen });
      for (let i = 1; i <= 10; i++) {
        const x = from.x + ((to.x - from.x) * i) / 10;
        const y = from.y + ((to.y - from.y) * i) / 10;
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, buttons: 1, ...pen });
        // A drag follows the pointer once a frame: let frames pass as a real pen would.
        await page.evaluate(() => new Promise(requestAnimationFrame));
      }
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: to.x, y: to.y, clickCount: 1, buttons: 0, ...pen });
      await settle(page);
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set(['pen']));
      expect(await movesShown(page)).toBe(1);
      expect((await savedPosition(page, 'hamlet', n)).position.piles).toEqual(applyMove(p, m).piles);
      await cdp.detach();
    },
    { reducedMotion: 'reduce', reuse: blankPage },
  ));

test('the clock starts with the first move and pauses while the tab is hidden', () =>
  withPage(
    'desktop',
    async (page) => {
      // The page's clock is Playwright's fake one: time moves only when the test says so.
      await page.clock.install({ time: new Date('2026-01-01T12:00:00Z') });
      await page.clock.pauseAt(new Date('2026-01-01T12:00:01Z'));
      const n = 7;
      await page.goto(`${h.url}#/hamlet/${n}`);
      // The table draws its first view in tasks after the page's first frame: with the clock paused, frames and
      // timers wait for the test, so let the page's time run on (a frame's worth at a time) until it is drawn.
      while ((await page.$('.table:not(.table-building) .slot')) === null) await page.clock.runFor(20);
      await settle(page);
      await page.clock.runFor(5_000);
      expect(await clockSeconds(page)).toBe(0); // no move yet: the clock has not started
      const p = deal('hamlet', n);
      await playMove(page, p, pickMove(p), 'tap');
      await page.clock.runFor(10_000);
      // The display is redrawn once a second, so it shows the time at its last redraw: 9 or 10 s here.
      expect(await clockSeconds(page)).toBeGreaterThanOrEqual(9);
      expect(await clockSeconds(page)).toBeLessThanOrEqual(10);

      await setHidden(page, true);
      // Hiding the tab saves the time played so far: exactly the 10 s the fake clock ran since the move.
      const saved = (): Promise<number> =>
        page.evaluate((k) => JSON.parse(localStorage.getItem(k)!).elapsedMs as number, `patience/v1/game/hamlet/${n}`);
      expect(await saved()).toBe(10_000);
      await page.clock.runFor(60_000);
      expect(await clockSeconds(page)).toBe(10);

      await setHidden(page, false);
      await page.clock.runFor(5_000);
      expect(await clockSeconds(page)).toBeGreaterThanOrEqual(14);
      expect(await clockSeconds(page)).toBeLessThanOrEqual(15);
      // Hidden again: 15 s played in all, whatever the display last showed.
      await setHidden(page, true);
      expect(await saved()).toBe(15_000);
    },
    { reducedMotion: 'reduce' },
  ));
