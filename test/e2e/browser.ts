// Shared helpers of the browser tests: a served build, headless Chromium, and gestures on the table
// aimed by the geometry the page reports (card and pile boxes), with real mouse events.
import { mkdirSync } from 'node:fs';
import { type Browser, type Page, chromium } from 'playwright-core';
import type { Server } from 'node:http';
import { type Move, type Position, type GameRecord, applyMove, deal, legalMoves, replay } from '../../src/index.js';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { ensureBuilt, serve } from '../../scripts/web-server.mjs';

export const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type SizeName = keyof typeof SIZES;

const touchPages = new WeakSet<Page>();

export interface Harness {
  browser: Browser;
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Chromium installed if missing, the app built if stale, served, and a browser launched. */
export async function startHarness(): Promise<Harness> {
  ensureChromium();
  await ensureBuilt();
  const { server, url } = await serve(0);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  return {
    browser,
    server,
    url,
    close: async () => {
      await browser.close();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A fresh page (its own storage) at a size, failing the test on any page error. */
export async function newPage(h: Harness, size: SizeName, errors: string[]): Promise<Page> {
  // The phone has a touch screen: its taps are real touches (drags stay mouse drags).
  const context = await h.browser.newContext({ viewport: SIZES[size], hasTouch: size === 'phone' });
  const page = await context.newPage();
  if (size === 'phone') touchPages.add(page);
  page.on('pageerror', (e) => errors.push(String(e)));
  return page;
}

export async function open(page: Page, h: Harness, hash: string): Promise<void> {
  await page.goto(`${h.url}${hash}`);
  await page.waitForSelector('.table .slot');
  await settle(page);
}

/** Waits until no card animation is running. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().filter((a) => a.playState === 'running' && !(a as CSSAnimation).animationName).length === 0,
  );
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}.png` });
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

async function tapAt(page: Page, p: { x: number; y: number }): Promise<void> {
  if (touchPages.has(page)) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
  // Leave more than the double-tap interval before the next tap.
  await page.waitForTimeout(380);
}

/** Plays a move with the mouse: a drag, or taps (source then target). */
export async function playMove(page: Page, position: Position, move: Move, how: 'drag' | 'tap'): Promise<void> {
  if (move.type === 'stock') {
    await tapAt(page, await pilePoint(page, 'stock'));
  } else if (move.type === 'remove') {
    for (const pile of move.piles) await tapAt(page, await pilePoint(page, pile));
  } else {
    const count = move.count ?? 1;
    const from = await cardPoint(page, move.from, position.piles[move.from]!.length - count);
    const to = await pilePoint(page, move.to);
    if (how === 'drag') await drag(page, from, to);
    else {
      await tapAt(page, from);
      await tapAt(page, to);
    }
  }
  await settle(page);
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
