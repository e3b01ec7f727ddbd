// Shared helpers of the browser tests: the served build and headless Chromium (useHarness), the one way to a
// page for a test with its errors checked (withPage: a context of its own, or with `reuse` the test file's
// shared page readied by blankPage, toHome, clearStorage or freshApp), and gestures on the table aimed by the geometry the page reports (card
// and pile boxes), with real mouse events.
import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type Move, type Position, type GameRecord, applyMove, deal, legalMoves, replay, sameMove } from '../../src/index.js';
import { oneTapMove } from '../../src/web/table/board.js';
import { DOUBLE_MS } from '../../src/web/table/drag.js';
import { CHROMIUM_ARGS, HEADLESS_SHELL, ensureHeadlessShell } from '../../scripts/ensure-chromium.mjs';
import { ensureBuilt, serve } from '../../scripts/web-server.mjs';

export const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type SizeName = keyof typeof SIZES;

const touchPages = new WeakSet<Page>();

export interface Harness {
  browser: Browser;
  /** The served build's address, ending in `/`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The served build and a connection to Chromium: when the run's global setup (global-setup.ts) has started
 * them, this file's connection to its browser; otherwise (a file run under another config) its own
 * server and browser, Chromium installed if missing and the app built if stale.
 */
async function startHarness(): Promise<Harness> {
  const shared = inject('harness');
  if (shared !== undefined) {
    const browser = await chromium.connect(shared.wsEndpoint);
    return { browser, url: shared.url, close: () => browser.close() };
  }
  ensureHeadlessShell();
  await ensureBuilt();
  const { server, url } = await serve(0);
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS });
  return {
    browser,
    url,
    close: async () => {
      await browser.close();
      await new Promise((r) => server.close(r));
    },
  };
}

/** The harness of the test file running (set by useHarness). */
let current: Harness | undefined;

/**
 * The browser tests' start and stop, called once at the top of a test file: the harness is ready in every
 * test (its fields are filled in before the file's first test) and let go after the last.
 */
export function useHarness(): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    current = Object.assign(h, await startHarness());
  });
  afterAll(async () => {
    current = undefined;
    forgetSharedPages();
    await h.close?.();
  });
  return h;
}

function harness(): Harness {
  if (current === undefined) throw new Error('browser tests: call useHarness() at the top of the test file');
  return current;
}

/** A context of its own at a size (a named one or a viewport), with any other options of the context. */
export type PageSize = SizeName | { width: number; height: number };

/**
 * How a test's page is readied when it is not a page of its own: the test file's page for its kind of screen
 * (see withPage), taken from where the test before left it by one of these (blankPage, toHome,
 * clearStorage, freshApp, asLeft).
 */
export type Ready = (page: Page) => Promise<void>;

/**
 * withPage's options: the context's (`reducedMotion`, `colorScheme`, `serviceWorkers`…) and `reuse`. A test not
 * about motion asks for `reducedMotion: 'reduce'`, as a player may: the table draws every change at once, with
 * no deal, glide or win cascade to wait out and render; what is drawn and played is the same.
 */
export interface PageOptions extends BrowserContextOptions {
  /**
   * Take the test file's page for this kind of screen (touch or not) and these context options, readied by
   * this step, rather than a context of its own. The app is parsed and compiled in that page's renderer
   * already: a fresh context and a first load of the app cost a browser test about 1.6 s of CPU, the page
   * loaded anew (blankPage, freshApp) about 0.7 s, another place of the app opened in the app already
   * loaded (toHome, clearStorage) about 0.2 s. Not for a test that changes the page itself (init scripts,
   * its clock, permissions, a service worker) or what it fetches (a cached file may not be fetched again).
   */
  reuse?: Ready;
}

/**
 * A page at a size for `fn`: the phone sizes have a touch screen. Every error the page (or another tab it
 * opens) throws while `fn` runs is collected and must be none once `fn` is done, so a page error fails
 * the test that caused it and no other. Without `reuse` the page has a context of its own (its own
 * storage), closed whatever happens; with it, the test file's shared page is readied by that step, resized
 * to `size`, its colour scheme and motion those of the options again, and any other tab the test opened is
 * closed after (a shared page found closed, or whose browser connection is gone, is replaced). The page has
 * no service worker unless `options` allow one (`serviceWorkers: 'allow'`, as the tests of the offline app
 * do): a worker copies the whole build into its fresh context's cache, a good part of a short test's time
 * and CPU, for tests that never go offline.
 */
export async function withPage<T>(size: PageSize, fn: (page: Page) => Promise<T>, options: PageOptions = {}): Promise<T> {
  const { page, errors, release } = await takePage(size, options);
  let result: T;
  try {
    result = await fn(page);
  } finally {
    await release();
  }
  expect(errors).toEqual([]);
  return result;
}

const viewportOf = (size: PageSize): { width: number; height: number } => (typeof size === 'string' ? SIZES[size] : size);

/** A page for one test, where its errors go, and what gives it back when the test is done. */
interface Taken {
  page: Page;
  errors: string[];
  release: () => Promise<void>;
}

async function takePage(size: PageSize, options: PageOptions): Promise<Taken> {
  const { reuse, ...context } = options;
  const h = harness();
  if (reuse === undefined) {
    const own = await newPage(h, size, context);
    return { ...own, release: () => own.page.context().close() };
  }
  const shared = await sharedPage(h, size, context);
  const { page } = shared;
  await page.setViewportSize(viewportOf(size));
  await page.emulateMedia({ colorScheme: context.colorScheme ?? 'light', reducedMotion: context.reducedMotion ?? 'no-preference' });
  // Errors thrown while the page is readied are the test's too (a page left broken fails the next test).
  const errors: string[] = (shared.errors = []);
  await reuse(page);
  const release = async (): Promise<void> => {
    for (const p of page.context().pages()) if (p !== page) await p.close();
  };
  return { page, errors, release };
}

/** A page and where its errors go (every tab of its context adds its errors there). */
interface Watched {
  page: Page;
  errors: string[];
}

/** A fresh page (its own context, so its own storage) at a size, its errors watched. */
async function newPage(h: Harness, size: PageSize, options: BrowserContextOptions): Promise<Watched> {
  const context = await newContext(h, size, options);
  const watched: Watched = { page: await context.newPage(), errors: [] };
  // Every page of the context, a second tab too, adds its errors to the list of the moment.
  for (const p of context.pages()) p.on('pageerror', (e) => watched.errors.push(String(e)));
  context.on('page', (p) => p.on('pageerror', (e) => watched.errors.push(String(e))));
  return watched;
}

/** A fresh context at a size: below 900 pixels wide a touch screen, whose pages' taps are real touches (drags stay mouse drags). */
async function newContext(h: Harness, size: PageSize, options: BrowserContextOptions): Promise<BrowserContext> {
  const viewport = viewportOf(size);
  const touch = viewport.width < 900;
  const context = await h.browser.newContext({ viewport, hasTouch: touch, serviceWorkers: 'block', ...options });
  if (touch) context.on('page', (p) => touchPages.add(p));
  for (const p of context.pages()) if (touch) touchPages.add(p);
  return context;
}

/**
 * The test file's shared pages, by kind of screen (touch or not) and context options; let go with its harness
 * (their contexts close with the file's connection to the browser).
 */
const sharedPages = new Map<string, Promise<Watched>>();

async function sharedPage(h: Harness, size: PageSize, options: BrowserContextOptions): Promise<Watched> {
  // The colour scheme and motion are set again for each test (takePage): pages differing only there are one.
  const { colorScheme: _scheme, reducedMotion: _motion, ...rest } = options;
  const key = JSON.stringify([viewportOf(size).width < 900, rest]);
  const cached = sharedPages.has(key) ? await sharedPages.get(key)!.catch(() => undefined) : undefined;
  // A test may close its page, and a renderer may crash: a page closed, or whose browser is gone, is replaced.
  if (cached === undefined || cached.page.isClosed() || cached.page.context().browser()?.isConnected() !== true)
    sharedPages.set(key, newPage(h, size, options));
  return sharedPages.get(key)!;
}

/** Lets the test file's shared pages go (their contexts close with the file's browser connection). */
function forgetSharedPages(): void {
  sharedPages.clear();
}

/**
 * A shared page readied as a page of its own would be, short of a new renderer: left for a blank document
 * and the site's storage emptied, so the test loads the app anew (from the renderer's caches).
 */
export async function blankPage(page: Page): Promise<void> {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(harness().url).origin, storageTypes: 'all' });
  await cdp.detach();
}

/** A shared page taken as the test before left it: for tests that each open their own place of the app. */
export async function asLeft(): Promise<void> {}

/**
 * The app's home page, in a page that may show another place of the app, so that what the next test awaits
 * (a table, a dialog) can only be of the place it opens.
 */
export async function toHome(page: Page): Promise<void> {
  await page.goto(`${harness().url}#/`);
  await page.waitForSelector('.game-card');
}

/**
 * A shared page readied with nothing stored, on the app's home page (no new load of the app): for tests
 * that change no setting and never open by its plain address (not a link with moves) the deal the test
 * before had open, which the app still holds in memory. freshApp for any other.
 */
export async function clearStorage(page: Page): Promise<void> {
  // The game page left saves its clock on the way out: the storage is emptied once it is left.
  await toHome(page);
  await page.evaluate(() => localStorage.clear());
}

/**
 * A shared page readied as a fresh one would be: nothing stored, and the app loaded anew on its home page,
 * so that nothing a test before left in the page's memory (the game on show, the settings) is there
 * (about 0.7 s of CPU, where a fresh context and a first load cost about 1.6 s).
 */
export async function freshApp(page: Page): Promise<void> {
  if (page.url() === 'about:blank') return toHome(page);
  await clearStorage(page);
  await page.reload();
  await page.waitForSelector('.game-card');
}

/**
 * Opens a place of the app (`#/hamlet/7`) on the served build, or on another server's (`base`), and waits for
 * what shows it drawn (`ready`: a game's table unless said; something the place left did not show) and for its
 * cards to come to rest. On a page already showing the app, only the fragment changes, and the app follows it as
 * it does a link followed in it: about a third of a fresh load's CPU is spared.
 */
export async function open(page: Page, hash: string, { ready = '.table .slot', base = harness().url } = {}): Promise<void> {
  await page.goto(`${base}${hash}`);
  await page.waitForSelector(ready);
  await settle(page);
}

/**
 * Waits until the table is drawn and still: no first drawing under way (a table taken up from another tab, or
 * opened, builds its first drawing hidden over several tasks, its cards placed in one of them), no marks and
 * names of a later drawing still to come (the table is `aria-busy` meanwhile) and no card animation running.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('.table-building') === null &&
      document.querySelector('.table[aria-busy="true"]') === null &&
      document.getAnimations().filter((a) => a.playState === 'running' && !(a as CSSAnimation).animationName).length === 0,
  );
}

/**
 * A picture of the page for a person to look at, test-results/<name>.jpg (nothing compares it), taken when
 * the run asks for pictures (`SHOTS=1 npx vitest run test/e2e/…`): a run that only checks takes none (each
 * costs Chromium about 55 ms of CPU, more in a large window). JPEG, which Chromium encodes four to five times
 * faster than PNG (about 1.5 s of a busy machine's time for one PNG of a 2560×1440 window).
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env['SHOTS'] === undefined) return;
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}.jpg`, type: 'jpeg', quality: 85 });
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A point to press on card `index` of `pile`: the middle of its visible part. */
export async function cardPoint(page: Page, pile: string, index: number): Promise<{ x: number; y: number }> {
  const p = await page.evaluate(
    ([pile, index]) => {
      const cards = [...document.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`)];
      const box = (el: HTMLElement): Box => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, w: r.width, h: r.height };
      };
      const me = cards.find((c) => c.dataset['index'] === String(index));
      if (me === undefined) return null;
      const b = box(me);
      const next = cards.find((c) => c.dataset['index'] === String(Number(index) + 1));
      if (next === undefined) return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
      const n = box(next);
      // Fanned down or right: the strip of this card left uncovered by the next one.
      if (n.y > b.y + 0.5) return { x: b.x + b.w / 2, y: (b.y + n.y) / 2 };
      return { x: (b.x + n.x) / 2, y: b.y + b.h / 2 };
    },
    [pile, String(index)] as const,
  );
  if (p === null) throw new Error(`no card ${index} on ${pile}`);
  return p;
}

/** Where to drop on a pile: its top card's middle, or the middle of its empty place. */
export async function pilePoint(page: Page, pile: string): Promise<{ x: number; y: number }> {
  return page.evaluate((pile) => {
    const cards = [...document.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`)];
    cards.sort((a, b) => Number(b.dataset['index']) - Number(a.dataset['index']));
    const el = cards[0] ?? document.querySelector<HTMLElement>(`.slot[data-pile="${pile}"]`)!;
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, pile);
}

export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await settle(page);
}

/** Each page's last tap: where, and when it had been handled. */
const lastTaps = new WeakMap<Page, { x: number; y: number; t: number }>();

async function tapAt(page: Page, p: { x: number; y: number }): Promise<void> {
  // Two taps less than DOUBLE_MS apart within 24 pixels make a double tap (table/drag.ts): a tap near the
  // last one waits until more than that interval has passed since it (a tap elsewhere is a tap at once).
  const last = lastTaps.get(page);
  if (last !== undefined && Math.hypot(p.x - last.x, p.y - last.y) < 30) {
    const left = last.t + DOUBLE_MS + 30 - Date.now();
    if (left > 0) await page.waitForTimeout(left);
  }
  if (touchPages.has(page)) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
  lastTaps.set(page, { ...p, t: Date.now() });
}

/**
 * What one tap on the card at `index` of `pile` does with the page's one-tap setting (on unless the stored
 * settings turn it off): the move it makes by itself, or null when it only chooses the card.
 */
async function oneTap(page: Page, position: Position, pile: string, index: number): Promise<Move | null> {
  const stored = await page.evaluate(() => localStorage.getItem('patience/v1/settings'));
  const on = (stored === null ? {} : (JSON.parse(stored) as { oneTap?: unknown })).oneTap !== false;
  return on ? oneTapMove({ position, legal: legalMoves(position) }, { pile, index }) : null;
}

/** A move made by one tap: it is played once the card is no longer shown chosen (it waits out a double tap). */
async function tapOnce(page: Page, at: { x: number; y: number }): Promise<void> {
  await tapAt(page, at);
  await page.waitForFunction(() => document.querySelector('.card.selected') === null);
}

/**
 * Plays a move with the mouse or touch: a drag, or taps as a player taps — one tap when the table makes
 * this very move by itself (one-tap), else the card then its target (a drag when one tap would make
 * another move).
 */
export async function playMove(page: Page, position: Position, move: Move, how: 'drag' | 'tap'): Promise<void> {
  if (move.type === 'stock') {
    await tapAt(page, await pilePoint(page, 'stock'));
  } else if (move.type === 'remove') {
    const first = move.piles.length === 2 ? await oneTap(page, position, move.piles[0]!, position.piles[move.piles[0]!]!.length - 1) : null;
    if (first === null) for (const pile of move.piles) await tapAt(page, await pilePoint(page, pile));
    else if (sameMove(first, move)) await tapOnce(page, await pilePoint(page, move.piles[0]!));
    else await drag(page, await pilePoint(page, move.piles[0]!), await pilePoint(page, move.piles[1]!));
  } else {
    const count = move.count ?? 1;
    const index = position.piles[move.from]!.length - count;
    const from = await cardPoint(page, move.from, index);
    const to = await pilePoint(page, move.to);
    const one = how === 'tap' ? await oneTap(page, position, move.from, index) : null;
    if (how === 'drag' || (one !== null && !sameMove(one, move))) await drag(page, from, to);
    else if (one !== null) await tapOnce(page, from);
    else {
      await tapAt(page, from);
      await tapAt(page, to);
    }
  }
  await settle(page);
}

/**
 * Takes the page's share sheet away and stands in for its clipboard, from its next load on, or (`now`) in the
 * app as loaded now until its next load (for a shared page, whose init scripts would stay for the tests after):
 * what the page copies is kept, and the function returned waits until `count` texts were copied and gives
 * them in order.
 */
export async function stubClipboard(page: Page, from: 'next-load' | 'now' = 'next-load'): Promise<(count: number) => Promise<string[]>> {
  const standIn = (): void => {
    const w = window as unknown as { copied: string[] };
    w.copied = [];
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (t: string) => (w.copied.push(t), Promise.resolve()) },
      configurable: true,
    });
  };
  await (from === 'now' ? page.evaluate(standIn) : page.addInitScript(standIn));
  return async (count) => {
    await page.waitForFunction((n) => (window as unknown as { copied: string[] }).copied.length === n, count);
    return page.evaluate(() => (window as unknown as { copied: string[] }).copied);
  };
}

/** The text of a file the page downloaded, read through the connection (the browser is the run's shared one). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function movesShown(page: Page): Promise<number> {
  return Number(await page.textContent('[data-test=moves]'));
}

/** The record the page saved for a deal, replayed by the engine. */
export async function savedPosition(page: Page, game: string, deal: number): Promise<{ record: GameRecord; position: Position }> {
  const text = await page.evaluate((key) => localStorage.getItem(key), `patience/v1/game/${game}/${deal}`);
  if (text === null) throw new Error('nothing saved');
  const saved = JSON.parse(text) as { history: { steps: Move[][]; cursor: number } };
  const record = { game, deal, moves: saved.history.steps.slice(0, saved.history.cursor).flat() } as GameRecord;
  return { record, position: replay(record) };
}

/** The cards the page shows on each pile, bottom to top (squared piles show only their top cards). */
export async function shownCards(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const out: Record<string, string[]> = {};
    const cards = [...document.querySelectorAll<HTMLElement>('.card')];
    cards.sort((a, b) => Number(a.dataset['index']) - Number(b.dataset['index']));
    for (const c of cards) (out[c.dataset['pile']!] ??= []).push(`${c.dataset['index']}:${c.getAttribute('aria-label')}`);
    return out;
  });
}

/** A Hamlet record one move short of a loss (random play, fixed seed, cards home first), and that last move. */
export function nearLoss(): { record: GameRecord; last: Move; before: Position } {
  for (let n = 1; n < 200; n++) {
    let seed = n;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let p = deal('hamlet', n);
    const moves: Move[] = [];
    for (let i = 0; i < 300 && p.status === 'playing'; i++) {
      const legal = legalMoves(p);
      const m = legal.find((x) => x.type === 'move' && x.to.startsWith('foundation')) ?? legal[Math.floor(rand() * legal.length)]!;
      moves.push(m);
      const q = applyMove(p, m);
      if (q.status === 'lost') return { record: { game: 'hamlet', deal: n, moves: moves.slice(0, -1) }, last: m, before: p };
      p = q;
    }
  }
  throw new Error('no loss found');
}

/** A Chrome trace event (the fields the tests read). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; elementCount?: number; data?: { frames?: { processId?: number }[]; nodeId?: number } };
}

/**
 * Traces what `act` makes the page's main thread do (Chrome's timeline categories) and returns the events of
 * that thread alone: the one browser is shared by every test file, so a trace also holds the pages of files
 * running beside this one, and only one trace runs at a time (a file that finds one running waits its turn).
 */
export async function traceMainThread(page: Page, act: () => Promise<void>): Promise<TraceEvent[]> {
  const { browser } = harness();
  for (let tries = 0; ; tries++) {
    try {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      break;
    } catch (e) {
      if (tries >= 60) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  let events: TraceEvent[];
  try {
    await act();
  } finally {
    events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  }
  // The page's renderer processes, as the trace names them when it starts.
  const started = events.filter((e) => e.name === 'TracingStartedInBrowser');
  const mine = new Set(
    started.flatMap((e) => (e.args?.data?.frames ?? []).flatMap((f) => (f.processId === undefined ? [] : [f.processId]))),
  );
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && mine.has(e.pid)).map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => main.has(`${e.pid}:${e.tid}`));
}
