// Browser tests of the finished table (issue 13): a drop over an illegal pile is refused with its reason and
// moves nothing; a game as good as won finishes itself (and by the Finish button), by moves that undo;
// dialogs take focus, keep Tab inside, close on Esc and give focus back; Restart sets the clock to zero;
// and no notice or status line of a played game shows an engine pile id or a `T` rank.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type GameRecord,
  type Move,
  type Position,
  applyMove,
  autoFinish,
  deal,
  legalMoves,
  listGames,
  replayPositions,
  whyIllegal,
} from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import {
  cardPoint,
  drag,
  movesShown,
  open,
  pilePoint,
  playMove,
  settle,
  shot,
  useHarness,
  type PageSize,
  blankPage,
  traceMainThread,
  clearStorage,
  withPage,
} from './browser.js';

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

/** Waits until every card's face is drawn (a card still waiting for its face is empty: render.ts's batches). */
const facesDrawn = (page: Page): Promise<unknown> => page.waitForFunction(() => document.querySelector('.table .card:empty') === null);

const ENGINE_WORDS = /\b(tableau|foundation)-\d+\b|\b[A2-9TJQK][CDHS]\b|\bT[♣♦♥♠]|\(s\)|\b1 piles\b/;

async function texts(page: Page): Promise<string[]> {
  return page.$$eval('[data-test=status], [data-test=notice], .dialog', (els) => els.map((e) => e.textContent ?? ''));
}

function won(game: string): GameRecord {
  return JSON.parse(readFileSync(new URL(`./fixtures/${game}-won.json`, import.meta.url), 'utf8')) as GameRecord;
}

describe('drops', () => {
  test('a card let go over an illegal pile stays home, and the reason is shown', () =>
    appPage('desktop', async (page) => {
      const p = deal('hamlet', 7);
      await open(page, '#/hamlet/7');
      // A top card, an illegal pile for it, and a legal pile somewhere else (the case the issue saw).
      const legal = legalMoves(p).filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.to.startsWith('tableau-'));
      const { from } = legal[0]!;
      const illegal = Object.keys(p.piles).find(
        (id) => id.startsWith('tableau-') && id !== from && whyIllegal(p, { type: 'move', from, to: id }) !== null,
      )!;
      const reason = whyIllegal(p, { type: 'move', from, to: illegal })!;
      await drag(page, await cardPoint(page, from, p.piles[from]!.length - 1), await pilePoint(page, illegal));
      expect(await movesShown(page)).toBe(0);
      const notice = (await page.textContent('[data-test=notice]')) ?? '';
      expect(notice.toLowerCase()).toContain(reason.split(':')[0]!.toLowerCase());
      expect(notice).not.toMatch(ENGINE_WORDS);
      const top = await page.$eval(
        `.card[data-pile="${from}"][data-index="${p.piles[from]!.length - 1}"]`,
        (e) => (e as HTMLElement).dataset['card'],
      );
      expect(top).toBe(p.piles[from]!.at(-1));
    }));
});

describe('the deal', () => {
  /**
   * Watches the cards frame by frame, and after every task that changes a card's style: the most hidden at once
   * while the deal runs. (A fast deal can make its glides in tasks that all fall between two frames: a frame would
   * then show the cards hidden, but none comes to be counted.)
   */
  const watchHidden = (page: Page): Promise<void> =>
    page.evaluate(() => {
      const w = window as unknown as { hiddenMost: number };
      w.hiddenMost = 0;
      const count = (): void => {
        const hidden = [...document.querySelectorAll<HTMLElement>('.table .card')].filter(
          (c) => c.style.opacity === '0' || c.style.visibility === 'hidden',
        ).length;
        w.hiddenMost = Math.max(w.hiddenMost, hidden);
      };
      const look = (): void => {
        count();
        requestAnimationFrame(look);
      };
      look();
      new MutationObserver(count).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] });
    });
  const hiddenNow = (page: Page): Promise<number> =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.table .card')].filter(
          (c) => c.style.opacity === '0' || c.style.visibility === 'hidden',
        ).length,
    );

  test('its later glides wait unseen and every card ends in view; a press mid-deal puts every card in its place at once', () =>
    withPage('phone', async (page) => {
      await open(page, '#/', { ready: '.game-card' });
      await watchHidden(page);
      await page.evaluate(() => (window.location.hash = '#/hamlet/7'));
      await page.waitForSelector('.table .card');
      await settle(page);
      await page.waitForFunction(() => (window as unknown as { hiddenMost: number }).hiddenMost > 0);
      expect(await hiddenNow(page)).toBe(0);
      expect(await page.locator('.table .card').count()).toBe(Object.values(deal('hamlet', 7).piles).flat().length);
      // Another deal, pressed in the frame or the task its first unseen card is seen (as watchHidden, a busy
      // machine may run the deal's first glides between two frames): in that same task every card is in view.
      const left = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const hidden = (): HTMLElement[] =>
              [...document.querySelectorAll<HTMLElement>('.table .card')].filter(
                (c) => c.style.opacity === '0' || c.style.visibility === 'hidden',
              );
            let pressed = false;
            /** Presses once some card is hidden; true once pressed. */
            const press = (): boolean => {
              const table = document.querySelector<HTMLElement>('.table');
              if (pressed || table === null || hidden().length === 0) return pressed;
              pressed = true;
              watch.disconnect();
              const r = table.getBoundingClientRect();
              const at = { clientX: r.x + 4, clientY: r.bottom - 4, pointerId: 1, isPrimary: true, button: 0, bubbles: true };
              table.dispatchEvent(new PointerEvent('pointerdown', at));
              const still = hidden().length;
              table.dispatchEvent(new PointerEvent('pointerup', at));
              resolve(still);
              return true;
            };
            const watch = new MutationObserver(() => void press());
            const look = (): void => {
              if (!press()) requestAnimationFrame(look);
            };
            window.location.hash = '#/hamlet/8';
            watch.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] });
            look();
          }),
      );
      expect(left).toBe(0);
      await settle(page);
      expect(await hiddenNow(page)).toBe(0);
    }));

  test("a deal's cards are shown a few a frame, and the table is built until all are", () =>
    withPage('phone', async (page) => {
      await open(page, '#/', { ready: '.game-card' });
      // Each frame: how many cards are shown (in the table, not hidden by their own visibility), and whether
      // the table is still being built.
      await page.evaluate(() => {
        const w = window as unknown as { frames: { shown: number; building: boolean; all: number }[] };
        w.frames = [];
        const look = (): void => {
          const table = document.querySelector('.table');
          const cards = [...document.querySelectorAll<HTMLElement>('.table .card')];
          if (table !== null && cards.length > 0) {
            const shown = cards.filter((c) => c.style.visibility !== 'hidden').length;
            w.frames.push({ shown, building: table.classList.contains('table-building'), all: cards.length });
          }
          if (w.frames.length < 400) requestAnimationFrame(look);
        };
        look();
      });
      await page.evaluate(() => (window.location.hash = '#/hamlet/7'));
      await page.waitForSelector('.table:not(.table-building) .card');
      await settle(page);
      const frames = await page.evaluate(
        () => (window as unknown as { frames: { shown: number; building: boolean; all: number }[] }).frames,
      );
      expect(frames.at(-1)).toEqual({ shown: 104, building: false, all: 104 });
      // No frame shows more than a glide batch's cards anew, and the table is built while any is hidden.
      let before = 0;
      for (const f of frames) {
        expect(f.shown - before).toBeLessThanOrEqual(13);
        if (f.shown < f.all) expect(f.building).toBe(true);
        before = f.shown;
      }
      expect(frames.filter((f) => f.shown > 0 && f.shown < f.all).length).toBeGreaterThanOrEqual(4);
    }));
});

describe('when the cards are dealt out', () => {
  test('the page the app opens on, and a game with moves, are shown at once; a deal made within the app is dealt out', () =>
    withPage('phone', async (page) => {
      await page.addInitScript(() => {
        // Glides made, and the most made in one task (a microtask queued at a task's first glide marks its end).
        const w = window as unknown as { glides: number; mostInATask: number };
        w.glides = 0;
        w.mostInATask = 0;
        let inTask = 0;
        const animate = Object.getOwnPropertyDescriptor(Element.prototype, 'animate')!;
        Object.defineProperty(Element.prototype, 'animate', {
          ...animate,
          value(this: Element, ...args: Parameters<Element['animate']>): Animation {
            if (this.classList.contains('card')) {
              w.glides++;
              if (inTask++ === 0) queueMicrotask(() => (inTask = 0));
              w.mostInATask = Math.max(w.mostInATask, inTask);
            }
            return (animate.value as Element['animate']).apply(this, args);
          },
        });
      });
      const glides = (): Promise<number> => page.evaluate(() => (window as unknown as { glides: number }).glides);
      const counting = (): Promise<number> => page.evaluate(() => ((window as unknown as { glides: number }).glides = 0));
      // Opened afresh on a deal's address (a link from elsewhere, a reload): the table is simply there.
      await page.goto('about:blank');
      await page.goto(`${h.url}#/hamlet/11`);
      await page.waitForSelector('.table:not(.table-building) .card');
      await settle(page);
      expect(await glides()).toBe(0);
      // The next deal, followed within the app: its cards come from the stock, one after another.
      await page.evaluate(() => (window.location.hash = '#/hamlet/12'));
      await page.waitForFunction(() => (window as unknown as { glides: number }).glides > 0);
      await settle(page);
      // Its 104 glides are made a few a task: the first task's are the first Web Animations of the page.
      expect(await glides()).toBe(104);
      expect(await page.evaluate(() => (window as unknown as { mostInATask: number }).mostInATask)).toBe(13);
      // A game with a move made, opened within the app: shown as it stands, nothing dealt again.
      await counting();
      const first = legalMoves(deal('hamlet', 13))[0]!;
      await page.evaluate((hash) => (window.location.hash = hash), `#/hamlet/13/${formatMoves([first])}`);
      await page.waitForSelector('[data-test="moves"]:has-text("1")');
      await page.waitForSelector('.table:not(.table-building) .card');
      await settle(page);
      expect(await glides()).toBe(0);
    }));
});

describe('auto-finish', () => {
  /** The last position of a won record from which a certain finish exists, and the one before it. */
  function nearWin(record: GameRecord): { k: number; finish: Move[] } {
    const positions = replayPositions(record);
    let k = positions.length - 2;
    while (k > 0 && autoFinish(positions[k - 1]!)?.certain) k--;
    return { k, finish: autoFinish(positions[k]!)!.moves };
  }

  test.each(['hamlet', 'hamilton'])(
    '%s: the last move before a certain finish plays the finish, card by card, as one undoable step',
    (game) =>
      appPage('desktop', async (page) => {
        const record = won(game);
        const { k } = nearWin(record);
        expect(k).toBeGreaterThan(1);
        // Open the position just before it and play the move that makes the finish certain.
        const before = replayPositions({ ...record, moves: record.moves.slice(0, k - 1) }).at(-1)!;
        await open(page, `#/${game}/${record.deal}/${formatMoves(record.moves.slice(0, k - 1))}`);
        await playMove(page, before, record.moves[k - 1]!, 'drag');
        await page.waitForSelector('.game-page[data-status="won"]', { timeout: 20_000 });
        await settle(page);
        await shot(page, `finish-${game}`);
        const moves = await movesShown(page);
        expect(moves).toBeGreaterThan(k);
        // Undo: the finish goes back as one step, to the position the player made.
        await page.keyboard.press('Escape');
        await page.click('button[aria-label=Undo]');
        await settle(page);
        expect(await movesShown(page)).toBe(k);
        expect(await page.getAttribute('.game-page', 'data-status')).toBe('playing');
        // No second automatic finish after an undo; the Finish button offers it.
        await page.waitForTimeout(600);
        expect(await movesShown(page)).toBe(k);
        await page.click('button:has-text("Finish")');
        await page.waitForSelector('.game-page[data-status="won"]', { timeout: 20_000 });
      }),
  );
});

describe('dialogs', () => {
  test('the deal dialog takes focus, Enter plays, Esc closes from the field and gives focus back', () =>
    appPage('desktop', async (page) => {
      await open(page, '#/camelot/3');
      const fieldFocused = (): Promise<unknown> =>
        page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Deal number', undefined, { timeout: 5000 });
      await page.click('button:has-text("Deal #")');
      await fieldFocused();
      await page.keyboard.type('12');
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () => document.querySelector('.dialog') === null && document.activeElement?.textContent === 'Deal #',
        undefined,
        { timeout: 5000 },
      );
      await page.keyboard.press('Enter');
      await fieldFocused();
      await page.keyboard.type('12');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => location.hash === '#/camelot/12');
    }));

  test('Tab stays inside a dialog', () =>
    appPage('desktop', async (page) => {
      await open(page, '#/hamlet/2');
      await page.keyboard.press('?');
      await page.waitForSelector('.dialog[data-dialog=help]');
      // The dialog takes the focus once it is drawn; under load that can come a moment after it appears.
      await page.waitForFunction(() => document.activeElement?.closest('.dialog') !== null);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(i % 2 === 0 ? 'Tab' : 'Shift+Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('.dialog') !== null)).toBe(true);
      }
      await page.keyboard.press('Escape');
      expect(await page.$('.dialog')).toBeNull();
      // A dialog belongs to its page: going elsewhere closes it.
      await page.keyboard.press('?');
      await page.waitForSelector('.dialog[data-dialog=help]');
      await page.evaluate(() => (window.location.hash = '#/hamlet/rules'));
      await page.waitForSelector('.rules');
      expect(await page.$('.dialog')).toBeNull();
    }));
});

// One change of the address fires popstate and hashchange: the second must not open the page again (that
// closed the dialog the first had opened).
test('a won record opened by a change of address keeps its win dialog open', () =>
  appPage('desktop', async (page) => {
    await open(page, '#/hamlet/3');
    const line = won('hamlet');
    await page.evaluate((hash) => (window.location.hash = hash), `#/hamlet/${line.deal}/${formatMoves(line.moves as Move[])}`);
    await page.waitForSelector('.dialog[data-dialog=win]');
    await page.waitForTimeout(500);
    expect(await page.$('.dialog[data-dialog=win]')).not.toBeNull();
  }));

test('Restart sets the clock back to zero', () =>
  appPage('desktop', async (page) => {
    const p = deal('union-square', 2);
    await open(page, '#/union-square/2');
    await playMove(page, p, { type: 'stock' }, 'tap');
    await page.waitForFunction(() => document.querySelector('[data-test=time]')?.textContent !== '0:00', undefined, { timeout: 5000 });
    await page.click('button:has-text("Restart")');
    // Restarting a begun game counts it as lost, so it is asked first (issue 14); the player agrees.
    await page.click('[data-test=confirm-yes]');
    expect(await page.textContent('[data-test=time]')).toBe('0:00');
    await page.waitForTimeout(1300);
    expect(await page.textContent('[data-test=time]')).toBe('0:00');
  }));

describe('plain words', () => {
  test.each(listGames().map((g) => g.id))('%s: status lines and notices of a played game name cards and piles as a player does', (game) =>
    appPage('phone', async (page) => {
      let p: Position = deal(game, 9);
      const moves: Move[] = [];
      await open(page, `#/${game}/9`);
      const seen: string[] = [];
      for (let i = 0; i < 12 && p.status === 'playing'; i++) {
        const legal = legalMoves(p);
        const m = legal[(i * 7) % legal.length]!;
        moves.push(m);
        p = applyMove(p, m);
        if (i % 3 !== 2) continue;
        await open(page, `#/${game}/9/${formatMoves(moves)}`);
        seen.push(...(await texts(page)));
      }
      // A refused move's notice: drop a top card on a pile that does not take it.
      for (const [from, cards] of Object.entries(p.piles)) {
        const to = Object.keys(p.piles).find(
          (id) => id !== from && cards.length > 0 && !id.startsWith('stock') && whyIllegal(p, { type: 'move', from, to: id }) !== null,
        );
        if (to === undefined || from === 'stock' || cards.length === 0) continue;
        const visible = await page.$(`.card[data-pile="${from}"][data-index="${cards.length - 1}"]`);
        if (visible === null) continue;
        await drag(page, await cardPoint(page, from, cards.length - 1), await pilePoint(page, to));
        seen.push(...(await texts(page)));
        break;
      }
      for (const t of seen) expect(t).not.toMatch(ENGINE_WORDS);
    }),
  );
});

/** The table as drawn: the card width, each pile's place, and what lies outside the table or the window. */
async function drawn(page: Page): Promise<{ cardW: number; places: string; outside: string[] }> {
  return page.evaluate(() => {
    const table = document.querySelector('.table')!.getBoundingClientRect();
    const outside: string[] = [];
    for (const c of document.querySelectorAll<HTMLElement>('.card')) {
      const r = c.getBoundingClientRect();
      const out = (b: { left: number; top: number; right: number; bottom: number }): boolean =>
        r.left < b.left - 1 || r.top < b.top - 1 || r.right > b.right + 1 || r.bottom > b.bottom + 1;
      if (out(table) || out({ left: 0, top: 0, right: innerWidth, bottom: innerHeight })) outside.push(c.getAttribute('aria-label') ?? '');
    }
    const places = [...document.querySelectorAll<HTMLElement>('.slot')]
      .map((s) => `${s.dataset['pile']}@${Math.round(s.getBoundingClientRect().x)},${Math.round(s.getBoundingClientRect().y)}`)
      .sort()
      .join(' ');
    return { cardW: Math.round(document.querySelector('.card')!.getBoundingClientRect().width * 10) / 10, places, outside };
  });
}

// A still table (issue 25, item 1): along a whole won game the table keeps its arrangement and card size, at a
// phone's and a desktop's size: opened afresh at points along the record (as a reload or a shared link would)
// and stepped back move by move with undo, every pile stays where it was and every card stays on screen.
// The games take turns at each size, so no test opens (at its first point, the deal's plain address) the deal
// the test before on its page had open, which the app still holds in memory (see clearStorage).
describe('a still table', () => {
  const sizes = {
    'phone-360': { width: 360, height: 640 },
    'landscape-844': { width: 844, height: 390 },
    desktop: { width: 1280, height: 800 },
  };
  for (const [name, size] of Object.entries(sizes)) {
    test.each(['hamlet', 'union-square', 'british-constitution'])(`%s at ${name}`, (game) =>
      appPage(size, async (page) => {
        const line = won(game);
        const moves = line.moves as Move[];
        const seen: { cardW: number; places: string }[] = [];
        for (const k of [0, 0.2, 0.4, 0.6, 0.8, 0.95]) {
          const cut = Math.floor(k * moves.length);
          await open(page, `#/${game}/${line.deal}/${formatMoves(moves.slice(0, cut))}`);
          const d = await drawn(page);
          expect(d.outside, `after ${cut} moves`).toEqual([]);
          seen.push(d);
        }
        // Stepped back with undo from the last point: the table redrawn after each step, not reloaded.
        for (let i = 0; i < 15; i++) {
          const before = await movesShown(page);
          await page.click('button:has-text("Undo")');
          await page.waitForFunction((n) => Number(document.querySelector('[data-test=moves]')?.textContent) !== n, before);
          await settle(page);
          const d = await drawn(page);
          expect(d.outside).toEqual([]);
          seen.push(d);
        }
        expect(new Set(seen.map((d) => d.cardW)).size, seen.map((d) => d.cardW).join(' ')).toBe(1);
        expect(new Set(seen.map((d) => d.places)).size).toBe(1);
        if (size.width < 900) expect(seen[0]!.cardW).toBeGreaterThanOrEqual(34);
      }),
    );
  }
});

test('British Constitution names its four rows beside them, in order, at a phone held sideways and on a desktop', async () => {
  for (const size of [
    { width: 844, height: 390 },
    { width: 1280, height: 800 },
    { width: 360, height: 640 },
  ])
    await quietPage(size, async (page) => {
      await open(page, '#/british-constitution/7');
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.row-label')].map((l) => {
          const r = l.getBoundingClientRect();
          return { text: l.textContent, x: r.x, y: r.y, right: r.right };
        }),
      );
      expect(rows.map((r) => r.text)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4']);
      // Each name sits just left of its row's first pile, at its height; the rows follow one another with
      // no foundation between them.
      const slot = (id: string): Promise<{ x: number; y: number }> =>
        page.$eval(`.slot[data-pile="${id}"]`, (s) => ({ x: s.getBoundingClientRect().x, y: s.getBoundingClientRect().y }));
      for (const [i, r] of rows.entries()) {
        const first = await slot(`tableau-${i * 8 + 1}`);
        expect(Math.abs(r.y - first.y), `row ${i + 1}`).toBeLessThan(2);
        expect(r.right).toBeLessThanOrEqual(first.x + 1);
        expect(first.x - r.right).toBeLessThan(30);
      }
      const f = await slot('foundation-1');
      const row1End = await slot('tableau-8');
      const row2Start = await slot('tableau-9');
      expect(f.x > row1End.x && f.x < row2Start.x && Math.abs(f.y - row2Start.y) < 2).toBe(false);
    });
});

test('badges grow with the cards: the stock count is larger beside a desktop’s cards than a phone’s', async () => {
  const sizeAt = (size: { width: number; height: number }): Promise<{ font: number; cardW: number }> =>
    appPage(size, async (page) => {
      await open(page, '#/hamilton/4');
      return page.evaluate(() => ({
        font: parseFloat(getComputedStyle(document.querySelector('.badge')!).fontSize),
        cardW: document.querySelector('.card')!.getBoundingClientRect().width,
      }));
    });
  const phone = await sizeAt({ width: 360, height: 640 });
  const desktop = await sizeAt({ width: 1280, height: 800 });
  expect(phone.font).toBeGreaterThanOrEqual(12);
  expect(desktop.font).toBeGreaterThanOrEqual(desktop.cardW * 0.13);
  expect(desktop.font).toBeGreaterThan(phone.font);
});

test('the first drawing places the cards in one task and shows the table in a later one, though the table’s size is observed meanwhile, busy until then', () =>
  withPage('phone', async (page) => {
    // Every change to the table, in the batches a MutationObserver hands over: one batch per task (its
    // microtasks included). The table's ResizeObserver first reports while the drawing's first step is done;
    // that report once ran all the other steps at once, cards and reveal in one long task.
    await page.addInitScript(() => {
      const batches: { cards: number; shown: boolean; busy: string | null }[] = [];
      (window as unknown as { batches: typeof batches }).batches = batches;
      new MutationObserver((records) => {
        let cards = 0;
        let shown = false;
        const busy = document.querySelector('.table')?.getAttribute('aria-busy') ?? null;
        for (const r of records) {
          for (const n of r.addedNodes) if (n instanceof HTMLElement && n.classList.contains('card')) cards++;
          const t = r.target as HTMLElement;
          if (r.attributeName === 'class' && t.classList.contains('table') && !t.classList.contains('table-building')) {
            shown ||= (r.oldValue ?? '').includes('table-building');
          }
        }
        if (cards > 0 || shown) batches.push({ cards, shown, busy });
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    });
    await open(page, '#/hamlet/7');
    const batches = await page.evaluate(
      () => (window as unknown as { batches: { cards: number; shown: boolean; busy: string | null }[] }).batches,
    );
    const placed = batches.findIndex((b) => b.cards > 0);
    const shown = batches.findIndex((b) => b.shown);
    expect(batches[placed]!.cards).toBe(104);
    expect(shown).toBeGreaterThan(placed);
    // The table says it is busy while its drawing's steps run, and no more once it is shown.
    expect(batches[placed]!.busy).toBe('true');
    expect(await page.locator('.table').getAttribute('aria-busy')).toBeNull();
  }));

test('the first drawing puts its cards in the table placed, and names the cards before the piles, each in a task of its own', () =>
  withPage('phone', async (page) => {
    // What each batch of changes to the table did (a MutationObserver hands one over per task, its
    // microtasks included): card elements added (and of those, how many came placed), cards placed anew
    // (their style), cards and piles named.
    await page.addInitScript(() => {
      type Batch = { added: number; addedPlaced: number; placed: number; cardNames: number; pileNames: number };
      const batches: Batch[] = [];
      (window as unknown as { batches: Batch[] }).batches = batches;
      new MutationObserver((records) => {
        const b: Batch = { added: 0, addedPlaced: 0, placed: 0, cardNames: 0, pileNames: 0 };
        for (const r of records) {
          for (const n of r.addedNodes) {
            if (!(n instanceof HTMLElement && n.classList.contains('card'))) continue;
            b.added++;
            if (n.style.translate !== '' && n.dataset['pile'] !== undefined) b.addedPlaced++;
          }
          const t = r.target as HTMLElement;
          if (r.attributeName === 'style' && t.classList.contains('card')) b.placed++;
          if (r.attributeName === 'aria-label' && t.classList.contains('card')) b.cardNames++;
          if (r.attributeName === 'aria-label' && t.classList.contains('slot')) b.pileNames++;
        }
        if (b.added + b.placed + b.cardNames + b.pileNames > 0) batches.push(b);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'aria-label'] });
    });
    await open(page, '#/hamlet/7');
    type Batch = { added: number; addedPlaced: number; placed: number; cardNames: number; pileNames: number };
    const batches = await page.evaluate(() => (window as unknown as { batches: Batch[] }).batches);
    const made = batches.findIndex((b) => b.added > 0);
    const piles = batches.findIndex((b) => b.pileNames > 0);
    // Every card comes into the table at once, already placed: its element was made and given its card and
    // place outside the table (each change to an element in the page is one more for the browser to note).
    expect(batches[made]).toMatchObject({ added: 104, addedPlaced: 104, placed: 0 });
    expect(batches.filter((b) => b.added > 0)).toHaveLength(1);
    // The cards that can move are named so in a task between the placing and the piles' names.
    const named = batches.findIndex((b, i) => i > made && b.cardNames > 0);
    expect(named).toBeGreaterThan(made);
    expect(piles).toBeGreaterThan(named);
    expect(batches[piles]!.cardNames).toBe(0);
  }));

test('the first drawing dresses its cards outside the table, a few dozen a task, before the task that puts them in', () =>
  withPage('phone', async (page) => {
    // Per task of the page (a microtask queued at a task's first call marks its end): how many card elements
    // out of the document were named (each given its card, side, name and place) and how many were put in.
    await page.addInitScript(() => {
      type Task = { dressed: number; put: number };
      const tasks: Task[] = [];
      (window as unknown as { tasks: Task[] }).tasks = tasks;
      let current: Task | null = null;
      const task = (): Task => {
        if (current === null) {
          current = { dressed: 0, put: 0 };
          tasks.push(current);
          queueMicrotask(() => (current = null));
        }
        return current;
      };
      const setAttribute = Object.getOwnPropertyDescriptor(Element.prototype, 'setAttribute')!.value as Element['setAttribute'];
      Object.defineProperty(Element.prototype, 'setAttribute', {
        value(this: Element, name: string, value: string): void {
          if (name === 'aria-label' && this.classList.contains('card') && !this.isConnected) task().dressed++;
          setAttribute.call(this, name, value);
        },
      });
      const append = Object.getOwnPropertyDescriptor(Element.prototype, 'append')!.value as Element['append'];
      Object.defineProperty(Element.prototype, 'append', {
        value(this: Element, ...nodes: (Node | string)[]): void {
          const cards = nodes.filter((n) => n instanceof HTMLElement && n.classList.contains('card')).length;
          if (cards > 0 && this.classList.contains('table')) task().put += cards;
          append.apply(this, nodes);
        },
      });
    });
    await open(page, '#/hamlet/7');
    const tasks = await page.evaluate(() => (window as unknown as { tasks: { dressed: number; put: number }[] }).tasks);
    const dressing = tasks.filter((t) => t.dressed > 0);
    const put = tasks.findIndex((t) => t.put > 0);
    expect(dressing.reduce((n, t) => n + t.dressed, 0)).toBe(104);
    expect(dressing.length).toBeGreaterThanOrEqual(3);
    for (const t of dressing) expect(t.dressed).toBeLessThanOrEqual(35);
    // One task puts every card in, and names none of them: each came dressed.
    expect(tasks[put]).toEqual({ dressed: 0, put: 104 });
    expect(Math.max(...tasks.map((t, i) => (t.dressed > 0 ? i : -1)))).toBeLessThan(put);
  }));

/**
 * Put in the page by watchTasks: what `read` gives once the running task's microtasks are done, in the next
 * task, in the one after that, and 200 ms later.
 */
type Phasing = { phases: <T>(read: () => T) => Promise<{ now: T; next: T; after: T; later: T }> };

/** Puts `phases` (Phasing) in the page, for a test that acts in one task of the page's own and reads what each later task shows. */
async function watchTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Phasing).phases = async <T>(read: () => T) => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
      const now = read();
      // The next task: a message posted now comes after any the page posted in the task that acted; the one
      // after, after any the page posted in the next.
      const task = (): Promise<T> =>
        new Promise<T>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(read());
          channel.port2.postMessage(0);
        });
      const next = await task();
      const after = await task();
      const later = await new Promise<T>((resolve) => setTimeout(() => resolve(read()), 200));
      return { now, next, after, later };
    };
  });
}

/** The synthetic pointer put in the page by dropOnHamlet7: one event of the mouse's pointer on the table. */
type Pointing = { point: (type: string, at: { x: number; y: number }) => void };

/**
 * Hamlet #7 opened, with the first of its legal moves onto a tableau pile to drop: the move, and where its card
 * and its target are. The page gets `point` (Pointing) for dragging in one task of its own: synthetic pointer
 * events, which no browser pointer backs, so capture is stubbed.
 */
async function dropOnHamlet7(
  page: Page,
): Promise<{ move: Extract<Move, { type: 'move' }>; from: { x: number; y: number }; to: { x: number; y: number } }> {
  await open(page, '#/hamlet/7');
  const start = deal('hamlet', 7);
  const move = legalMoves(start).find((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.to.startsWith('tableau'));
  expect(move).toBeDefined();
  const from = await cardPoint(page, move!.from, start.piles[move!.from]!.length - 1);
  const to = await pilePoint(page, move!.to);
  await page.evaluate(() => {
    Element.prototype.setPointerCapture = () => undefined;
    const root = document.querySelector<HTMLElement>('.table')!;
    (window as unknown as Pointing).point = (type, at) =>
      void root.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 7,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          clientX: at.x,
          clientY: at.y,
          bubbles: true,
        }),
      );
  });
  return { move: move!, from, to };
}

test('a card picked up is marked at once and named later; a move dropped is played in the next task (counted and saved), placed in the one after, its marks and names, then its words, in a later one', () =>
  quietPage('desktop', async (page) => {
    const { move, from, to } = await dropOnHamlet7(page);
    await watchTasks(page);
    // The drag in one task of the page's own, then what the page shows once that task's microtasks are done,
    // and again later.
    const seen = await page.evaluate(
      async ({ from, to, move }) => {
        const root = document.querySelector<HTMLElement>('.table')!;
        const card = [...document.querySelectorAll<HTMLElement>(`.card[data-pile="${move.from}"]`)].at(-1)!;
        const slot = document.querySelector<HTMLElement>(`.slot[data-pile="${move.to}"]`)!;
        const read = () => ({
          pile: card.dataset['pile'],
          moves: document.querySelector('[data-test=moves]')?.textContent,
          saved: Object.keys(localStorage).some((k) => k.endsWith('game/hamlet/7')),
          label: slot.getAttribute('aria-label'),
          said: document.querySelector('[data-test=announce]')?.textContent ?? '',
          busy: root.getAttribute('aria-busy'),
        });
        const before = read();
        const { point } = window as unknown as Pointing;
        point('pointerdown', from);
        point('pointermove', { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 });
        point('pointermove', to);
        for (let i = 0; i < 20; i++) await Promise.resolve();
        // The card picked up: the places it may go are marked in the task that picked it up, and named in a
        // later one (a drag lasts many tasks).
        const grabbed = { ...read(), marked: slot.classList.contains('target') };
        await new Promise((resolve) => setTimeout(resolve, 100));
        const held = read();
        point('pointerup', to);
        // The next task comes after the one the table posted for the host.
        const { now, next: played, after: placed, later } = await (window as unknown as Phasing).phases(read);
        return { before, grabbed, held, now, played, placed, later };
      },
      { from, to, move },
    );
    // The task that saw the drop only hands the move on: the host plays it in a task of its own, where it is
    // counted and saved, and the table places its cards in the next.
    expect([seen.now.pile, seen.now.moves, seen.now.saved]).toEqual([move.from, '0', false]);
    expect(seen.played.pile).toBe(move.from);
    expect(seen.placed.pile).toBe(move.to);
    expect(seen.before.moves).toBe('0');
    expect(seen.played.moves).toBe('1');
    expect(seen.before.saved).toBe(false);
    expect(seen.played.saved).toBe(true);
    expect(seen.grabbed.marked).toBe(true);
    expect(seen.grabbed.label).toBe(seen.before.label);
    expect(seen.held.label).not.toBe(seen.before.label);
    // The place it went to is named anew in a later task (while the card was held, as a place for it), and
    // the move is said after that.
    expect(seen.played.label).toBe(seen.held.label);
    expect(seen.placed.label).toBe(seen.held.label);
    expect(seen.played.said).toBe(seen.held.said);
    expect(seen.later.label).not.toBe(seen.held.label);
    expect(seen.later.label).not.toBe(seen.before.label);
    expect(seen.later.said).not.toBe(seen.held.said);
    // Meanwhile the table says it is busy, and says so no more once its names are made.
    expect([
      seen.before.busy,
      seen.grabbed.busy,
      seen.held.busy,
      seen.now.busy,
      seen.played.busy,
      seen.placed.busy,
      seen.later.busy,
    ]).toEqual([null, 'true', null, 'true', 'true', 'true', null]);
  }));

test('input that comes before the host has played a move is weighed after it: the move is played first', () =>
  quietPage('desktop', async (page) => {
    const { move, from, to } = await dropOnHamlet7(page);
    // A drop, then a key in the same task: the key's handler finds the move not yet played, and has the host
    // play it before the key is read.
    const seen = await page.evaluate(
      ({ from, to, move }) => {
        const root = document.querySelector<HTMLElement>('.table')!;
        const card = [...document.querySelectorAll<HTMLElement>(`.card[data-pile="${move.from}"]`)].at(-1)!;
        const { point } = window as unknown as Pointing;
        point('pointerdown', from);
        point('pointermove', to);
        point('pointerup', to);
        const dropped = card.dataset['pile'];
        root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
        return { dropped, keyed: card.dataset['pile'] };
      },
      { from, to, move },
    );
    expect(seen).toEqual({ dropped: move.from, keyed: move.to });
    await settle(page);
    expect(await movesShown(page)).toBe(1);
  }));

test('a toolbar button’s move is counted and saved in its press, its cards placed in the next task; input in between finds them placed', () =>
  quietPage('desktop', async (page) => {
    await open(page, '#/hamlet/7');
    const start = deal('hamlet', 7);
    const move = legalMoves(start).find((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.to.startsWith('tableau'))!;
    await playMove(page, start, move, 'drag');
    expect(await movesShown(page)).toBe(1);
    await watchTasks(page);
    const undo = `nav.controls button[aria-label="Undo"]`;
    const redo = `nav.controls button[aria-label="Redo"]`;
    // Undo pressed in a task of the page's own: what the page shows once that task's microtasks are done,
    // in the next task, and later.
    const seen = await page.evaluate(
      async ({ move, undo }) => {
        const root = document.querySelector<HTMLElement>('.table')!;
        const count = (pile: string) => document.querySelectorAll(`.card[data-pile="${pile}"]`).length;
        const saved = () => JSON.parse(localStorage.getItem('patience/v1/game/hamlet/7')!) as { history: { cursor: number } };
        const read = () => ({
          cards: [count(move.from), count(move.to)],
          moves: document.querySelector('[data-test=moves]')?.textContent,
          cursor: saved().history.cursor,
          busy: root.getAttribute('aria-busy'),
        });
        const before = read();
        document.querySelector<HTMLButtonElement>(undo)!.click();
        return { before, ...(await (window as unknown as Phasing).phases(read)) };
      },
      { move, undo },
    );
    const [from, to] = seen.before.cards;
    expect(seen.before).toEqual({ cards: [from, to], moves: '1', cursor: 1, busy: null });
    // The press counts and saves the change; the cards stay where they were until the next task.
    expect(seen.now).toEqual({ cards: [from, to], moves: '0', cursor: 0, busy: 'true' });
    expect(seen.next.cards).toEqual([from! + 1, to! - 1]);
    expect(seen.later).toEqual({ cards: [from! + 1, to! - 1], moves: '0', cursor: 0, busy: null });
    // Redo, then a key on the table in the same task: the key's handler finds the cards placed.
    const keyed = await page.evaluate(
      ({ move, redo }) => {
        const root = document.querySelector<HTMLElement>('.table')!;
        const count = () => document.querySelectorAll(`.card[data-pile="${move.to}"]`).length;
        const before = count();
        document.querySelector<HTMLButtonElement>(redo)!.click();
        const pressed = count() - before;
        root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
        return { pressed, keyed: count() - before };
      },
      { move, redo },
    );
    expect(keyed).toEqual({ pressed: 0, keyed: 1 });
    await settle(page);
    expect(await movesShown(page)).toBe(1);
  }));

test('the first face is made ready while the table is hidden, after its cards are placed and before any face is drawn', () =>
  withPage('phone', async (page) => {
    // Each drawing parsed from markup, and the table as it was then: the first face parsed in the batch
    // that draws it ran the faces' code and the SVG parser for the first time there, a long task on a phone.
    await page.addInitScript(() => {
      const parses: { hidden: boolean; cards: number; faces: number }[] = [];
      (window as unknown as { parses: typeof parses }).parses = parses;
      const own = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      Object.defineProperty(HTMLTemplateElement.prototype, 'innerHTML', {
        configurable: true,
        get(this: Element) {
          return own.get!.call(this) as string;
        },
        set(this: Element, markup: string) {
          if (markup.startsWith('<svg')) {
            parses.push({
              hidden: document.querySelector('.table')?.classList.contains('table-building') ?? false,
              cards: document.querySelectorAll('.table .card').length,
              faces: document.querySelectorAll('.table .card > svg').length,
            });
          }
          own.set!.call(this, markup);
        },
      });
    });
    await open(page, '#/hamlet/7');
    await page.waitForFunction(() => document.querySelectorAll('.table .card > svg').length === 104);
    const parses = await page.evaluate(() => (window as unknown as { parses: { hidden: boolean; cards: number; faces: number }[] }).parses);
    expect(parses[0]).toEqual({ hidden: true, cards: 104, faces: 0 });
    // The other faces are parsed as their batches draw them, once the table is shown.
    expect(parses.length).toBeGreaterThan(40);
    expect(parses.slice(1).every((p) => !p.hidden)).toBe(true);
  }));

// Last of the desktop page's tests: it turns a setting on, which the app keeps in memory.
test('left-handed: the stock and foundations change sides, pile 1 stays on the left', () =>
  quietPage({ width: 1280, height: 800 }, async (page) => {
    const xs = (): Promise<Record<string, number>> =>
      page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll<HTMLElement>('.slot')].map((s) => [s.dataset['pile'], s.getBoundingClientRect().x]),
        ),
      );
    await open(page, '#/hamilton/4');
    const right = await xs();
    await page.goto(page.url().replace(/#.*/, '#/settings'));
    await page.setChecked('input[name=leftHanded]', true);
    await open(page, '#/hamilton/4');
    const left = await xs();
    expect(Math.sign(left['stock']! - 640)).toBe(-Math.sign(right['stock']! - 640));
    expect(Math.sign(left['foundation-1']! - 640)).toBe(-Math.sign(right['foundation-1']! - 640));
    for (let i = 1; i < 7; i++) expect(left[`tableau-${i}`]!).toBeLessThan(left[`tableau-${i + 1}`]!);
  }));

test('a phone turned lays the table out anew in a task that draws no face, and redraws the faces its new fans show after', () =>
  withPage('phone', async (page) => {
    await open(page, '#/union-square/7');
    await facesDrawn(page);
    await settle(page);
    // What each task did to the cards (a MutationObserver hands one batch over per task): cards placed
    // anew (their style) and faces drawn (a card's drawing replaced).
    await page.evaluate(() => {
      const w = window as unknown as { batches: { placed: number; faces: number }[] };
      w.batches = [];
      new MutationObserver((records) => {
        const b = { placed: 0, faces: 0 };
        for (const r of records) {
          const t = r.target as HTMLElement;
          if (!t.classList.contains('card')) continue;
          if (r.type === 'attributes') b.placed++;
          else if (r.addedNodes.length > 0) b.faces++;
        }
        if (b.placed + b.faces > 0) w.batches.push(b);
      }).observe(document.querySelector('.table')!, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    });
    const face = (): Promise<string> => page.$eval('.table .card:not(.back)', (c) => c.innerHTML);
    const before = await face();
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForFunction((was) => document.querySelector('.table .card:not(.back)')?.innerHTML !== was, before);
    await settle(page);
    const batches = await page.evaluate(() => (window as unknown as { batches: { placed: number; faces: number }[] }).batches);
    const laid = batches.findIndex((b) => b.placed >= 52);
    // The task that places every card draws none of the faces it has to draw again (their piles now fan the
    // other way): they come in batches of their own after it.
    expect(laid).toBeGreaterThanOrEqual(0);
    expect(batches[laid]!.faces).toBe(0);
    expect(batches.slice(laid + 1).reduce((n, b) => n + b.faces, 0)).toBeGreaterThan(8);
  }));

test('a phone turned sideways in the middle of a game lays the table out afresh, every face drawn at its card size', async () => {
  await quietPage('phone', async (page) => {
    await open(page, '#/hamlet/7');
    await facesDrawn(page);
    const move = legalMoves(deal('hamlet', 7)).find((m) => m.type === 'move' && m.to.startsWith('foundation'))!;
    await playMove(page, deal('hamlet', 7), move, 'drag');
    await settle(page);
    expect(await movesShown(page)).toBe(1);
    const cards = (): Promise<{ inside: boolean; w: number; faceW: number; faceH: number; h: number }[]> =>
      page.$$eval('.table .card', (els) => {
        const t = document.querySelector('.table')!.getBoundingClientRect();
        return els.map((c) => {
          const r = c.getBoundingClientRect();
          const f = c.querySelector('svg')!.getBoundingClientRect();
          const inside = r.left >= t.left - 0.5 && r.right <= t.right + 0.5 && r.top >= t.top - 0.5 && r.bottom <= t.bottom + 0.5;
          return { inside, w: r.width, h: r.height, faceW: f.width, faceH: f.height };
        });
      });
    const before = await cards();
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForFunction((w) => {
      const c = document.querySelector('.table .card');
      return c !== null && Math.abs(c.getBoundingClientRect().width - w) > 1;
    }, before[0]!.w);
    await settle(page);
    const after = await cards();
    expect(after).toHaveLength(104);
    expect(await movesShown(page)).toBe(1);
    expect(after.every((c) => c.inside)).toBe(true);
    // Each face fills its card: the drawing is scaled with the card, not drawn at a size of its own.
    for (const c of after) {
      expect(Math.abs(c.faceW - c.w)).toBeLessThan(0.6);
      expect(Math.abs(c.faceH - c.h)).toBeLessThan(0.6);
    }
    // The card carries its size (it is scaled whole); the drawing inside it does not, so that a new size
    // restyles the cards and none of their drawings.
    const drawing = await page.$eval('.table .card', (c) => {
      const svg = getComputedStyle(c.querySelector('svg')!);
      return { scale: svg.scale, size: svg.getPropertyValue('--card-scale') + svg.getPropertyValue('--card-w') };
    });
    expect(drawing).toEqual({ scale: 'none', size: '' });
    // Marks drawn on a scaled card are as wide on screen at any size: the keyboard's ring, 9 px.
    await page.evaluate(() => document.querySelector<HTMLElement>('.table [tabindex="0"]')!.focus());
    for (let i = 0; i < 4 && !(await page.evaluate(() => document.activeElement?.classList.contains('card'))); i++) {
      await page.keyboard.press('ArrowDown');
    }
    const ring = await page.evaluate(() => {
      const card = document.activeElement as HTMLElement;
      const spreads = [...getComputedStyle(card).boxShadow.matchAll(/(-?[\d.]+)px(?=\s*(?:,|$))/g)].map((m) => Number(m[1]));
      return {
        card: card.classList.contains('card'),
        onScreen: Math.max(...spreads) * (card.getBoundingClientRect().width / card.offsetWidth),
      };
    });
    expect(ring.card).toBe(true);
    expect(ring.onScreen).toBeCloseTo(9, 0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(
      (w) => Math.abs(document.querySelector('.table .card')!.getBoundingClientRect().width - w) < 0.6,
      before[0]!.w,
    );
    expect((await cards()).map((c) => c.w)).toEqual(before.map((c) => c.w));
  });
});

test("a phone turned restyles the table's own elements at most, none of the cards' drawings", async () => {
  await quietPage('phone', async (page) => {
    await open(page, '#/hamlet/7');
    await facesDrawn(page);
    await settle(page);
    // The table and its elements (its places, cards, badges and names); each card's drawing is one more.
    const own = await page.$$eval('.table, .table > *', (els) => els.length);
    const drawings = await page.$$eval('.table .card > svg', (els) => els.length);
    expect(drawings).toBe(104);
    for (const [width, height] of [
      [844, 390],
      [390, 844],
    ] as const) {
      const w = await page.$eval('.table .card', (c) => c.getBoundingClientRect().width);
      const thread = await traceMainThread(page, async () => {
        await page.setViewportSize({ width, height });
        await page.waitForFunction((w) => Math.abs(document.querySelector('.table .card')!.getBoundingClientRect().width - w) > 1, w);
        await settle(page);
      });
      // Each frame's style work: the browser's count of the elements it restyled. The page's sheet of rules on
      // the window's size (sizes.css) names a few elements of the header and the toolbar; the new card size
      // restyles the table's elements, whose places change; no card's drawing inherits anything that changed.
      const restyled = thread.filter((e) => e.name === 'UpdateLayoutTree').map((e) => e.args?.elementCount ?? 0);
      expect(restyled.some((n) => n >= 104)).toBe(true);
      expect(Math.max(...restyled), `${width}×${height}: ${restyled.join(', ')}`).toBeLessThan(own + 20);
    }
  });
});

test('a phone turned keeps each card in its element: no twin of a two-deck game trades places, so no face is drawn anew', async () => {
  await quietPage('phone', async (page) => {
    // British Constitution #7 has twins apart (one in the stock, face down, one face up on the tableau) that
    // a new layout brings nearer each other's old places than their own.
    await open(page, '#/british-constitution/7');
    await facesDrawn(page);
    await settle(page);
    const shown = () =>
      page.$$eval('.table .card', (cards: HTMLElement[]) =>
        Object.fromEntries(cards.map((c) => [c.id, `${c.dataset['pile']} ${c.dataset['card'] || 'back'}`])),
      );
    const before = await shown();
    // The cards whose drawing is put in anew, from here on.
    await page.evaluate(() => {
      const drawn: string[] = [];
      new MutationObserver((changes) => {
        for (const m of changes) if ((m.target as Element).classList.contains('card')) drawn.push((m.target as HTMLElement).id);
      }).observe(document.querySelector('.table')!, { childList: true, subtree: true });
      (window as unknown as { drawn: string[] }).drawn = drawn;
    });
    for (const size of [
      { width: 844, height: 390 },
      { width: 390, height: 844 },
    ]) {
      const w = await page.$eval('.table .card', (c) => c.getBoundingClientRect().width);
      await page.setViewportSize(size);
      await page.waitForFunction((w) => Math.abs(document.querySelector('.table .card')!.getBoundingClientRect().width - w) > 1, w);
      await settle(page);
      await facesDrawn(page);
    }
    // Every element shows the card it showed, in the same pile.
    expect(await shown()).toEqual(before);
    // Faces whose fan turned with their pile are drawn again; no back is, nor any card turned over.
    const drawn = await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn);
    const backs = Object.keys(before).filter((id) => before[id]!.endsWith(' back'));
    expect(backs.length).toBeGreaterThan(0);
    expect(drawn.filter((id) => backs.includes(id))).toEqual([]);
  });
});

test('a phone turned paints no place again: each is drawn at the drawing size and scaled with the cards', async () => {
  await quietPage('phone', async (page) => {
    await open(page, '#/british-constitution/7');
    await facesDrawn(page);
    await settle(page);
    // Each place is laid out at the drawing's size, and shown at the card's.
    const sizes = () =>
      page.$$eval('.table .slot', (slots: HTMLElement[]) => {
        const card = document.querySelector('.table .card')!.getBoundingClientRect();
        return slots.map((s) => {
          const r = s.getBoundingClientRect();
          return {
            laid: [s.offsetWidth, s.offsetHeight],
            shown: Math.abs(r.width - card.width) < 0.6 && Math.abs(r.height - card.height) < 0.6,
          };
        });
      });
    expect(new Set((await sizes()).map((s) => JSON.stringify(s)))).toEqual(new Set([JSON.stringify({ laid: [100, 140], shown: true })]));
    // The places' elements as the trace names them (their DOM node ids).
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.table .slot' });
    const places = new Set<number>();
    for (const nodeId of nodeIds) places.add((await cdp.send('DOM.describeNode', { nodeId })).node.backendNodeId);
    expect(places.size).toBe(41); // the stock, eight foundations, four rows of eight
    const w = await page.$eval('.table .card', (c) => c.getBoundingClientRect().width);
    const thread = await traceMainThread(page, async () => {
      await page.setViewportSize({ width: 844, height: 390 });
      await page.waitForFunction((w) => Math.abs(document.querySelector('.table .card')!.getBoundingClientRect().width - w) > 1, w);
      await settle(page);
    });
    // The new card size repainted none of them (a rounded dashed edge is slow to paint on a phone).
    const painted = thread.filter((e) => e.name === 'Paint' && places.has(e.args?.data?.nodeId ?? -1));
    expect(thread.filter((e) => e.name === 'Paint').length).toBeGreaterThan(0);
    expect(painted.length, 'places painted again').toBe(0);
    expect(new Set((await sizes()).map((s) => JSON.stringify(s)))).toEqual(new Set([JSON.stringify({ laid: [100, 140], shown: true })]));
    await cdp.detach();
  });
});
