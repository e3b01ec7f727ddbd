// Browser tests of the installed, offline app (issue 15): after one visit the service worker holds the
// whole build, so with the network gone (the browser offline and the server stopped) the app reloads,
// every game opens and plays by the mouse, every rules page opens and the hint's solver runs in its
// worker; a new build is offered by a notice and takes over only when the player says so; the manifest
// and its icons are served and valid; a first visit downloads its offline copy only once its page is drawn.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { deal, legalMoves, listGames, readRecord, replay } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { distWeb, serve } from '../../scripts/web-server.mjs';
import { movesShown, open, playMove, settle, useHarness, withPage } from './browser.js';
import { axe } from './axe.js';

useHarness();
/** A copy of the build, served by a server of the test's own that it can stop or change. */
let dir: string;
let server: Server | null = null;
let url: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'patience-offline-'));
  cpSync(distWeb, dir, { recursive: true });
});
afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<void> {
  const s = await serve(0, '127.0.0.1', dir);
  server = s.server;
  url = s.url;
}

async function stop(): Promise<void> {
  const s = server;
  server = null;
  if (s === null) return;
  s.closeAllConnections();
  await new Promise((r) => s.close(r));
}

/** Waits until the page's service worker is active: by then it has stored every file of the build. */
async function workerActive(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const w = reg.active!;
    if (w.state !== 'activated') await new Promise((r) => w.addEventListener('statechange', () => w.state === 'activated' && r(null)));
  });
  return page.evaluate(() => caches.keys());
}

test('after one visit the app works with no network: every game, the rules pages and the hint', async () => {
  await start();
  // A fresh context (its own storage and service workers), asking for less motion: no deal or glide to render.
  await withPage(
    'desktop',
    async (page) => {
      await page.goto(`${url}#/`);
      await page.waitForSelector('.game-card');
      const stored = await workerActive(page);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatch(/^patience-[0-9a-f]{12}$/);

      // The network goes: the browser is offline and the server is gone too, so nothing can come from it.
      await stop();
      await page.context().setOffline(true);
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(r.url()));
      await page.reload();
      await page.waitForSelector('.game-card');

      // Every game opens and plays a move by the mouse.
      for (const { id } of listGames()) {
        let n = 5;
        while (deal(id, n).status !== 'playing') n++;
        await open(page, `#/${id}/${n}`, { base: url });
        const p = deal(id, n);
        const legal = legalMoves(p);
        const move = legal.find((m) => m.type === 'move') ?? legal[0]!;
        await playMove(page, p, move, move.type === 'move' ? 'drag' : 'tap');
        expect(await movesShown(page)).toBeGreaterThanOrEqual(1);
      }

      // Every rules page opens, its drawing (a chunk of its own) included.
      for (const { id, name } of listGames()) {
        await page.goto(`${url}#/${id}/rules`);
        await page.waitForSelector(`.diagram[data-game="${id}"] svg`);
        expect(await page.textContent('article.rules h1')).toBe(name);
      }

      // The hint: a record two moves from its win, so the solver (in its worker, loaded only now) finds the
      // win at once and says so; the engine's fallback would say something else.
      const won = readRecord(JSON.parse(readFileSync(new URL('./fixtures/hamlet-won.json', import.meta.url), 'utf8')));
      const cut = won.moves.slice(0, won.moves.length - 2);
      // The solver's workers (the app also warms its Intl formatters in a worker of its own: intl-warm.ts).
      let workers = 0;
      page.on('worker', (w) => {
        if (w.url().includes('solver-worker')) workers++;
      });
      // The record leaves the Hamlet game begun above, so it is asked first (issue 14); the player agrees.
      await page.goto(`${url}#/hamlet/${won.deal}/${formatMoves(cut)}`);
      await page.click('[data-test=confirm-yes]');
      await page.waitForSelector('.table .slot');
      await settle(page);
      await page.keyboard.press('h');
      await page.waitForSelector('.slot.hint, .card.hint');
      expect(workers).toBe(1);
      expect(await page.textContent('[data-test=notice]')).toMatch(/starts a winning line/);
      // And the game goes on: the hinted move is played.
      const before = replay({ ...won, moves: cut });
      await playMove(page, before, won.moves[cut.length]!, 'drag');
      expect(await movesShown(page)).toBeGreaterThan(cut.length);

      expect(failed).toEqual([]);
    },
    { serviceWorkers: 'allow', reducedMotion: 'reduce' },
  );
});

/**
 * Logs each registration of the page's worker: how many of the table's cards had their drawing then, and how
 * long after the page's load it came (ms).
 */
async function watchRegistration(page: Page): Promise<() => Promise<{ drawn: string; afterLoad: number }[]>> {
  await page.addInitScript(() => {
    const log: { drawn: string; afterLoad: number }[] = [];
    (window as unknown as { registered: typeof log }).registered = log;
    const proto = ServiceWorkerContainer.prototype;
    const register = Reflect.get(proto, 'register') as ServiceWorkerContainer['register'];
    proto.register = function (this: ServiceWorkerContainer, ...args) {
      const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      log.push({
        drawn: `${document.querySelectorAll('.table .card > svg').length}/${document.querySelectorAll('.table .card').length}`,
        afterLoad: performance.now() - load.loadEventEnd,
      });
      return Reflect.apply(register, this, args) as Promise<ServiceWorkerRegistration>;
    };
  });
  return () => page.evaluate(() => (window as unknown as { registered: { drawn: string; afterLoad: number }[] }).registered);
}

test("a first visit's offline copy is downloaded once the game's deal is drawn, not while it is", async () => {
  await start();
  // A fresh context (its own storage and service workers), on a phone, with the deal's motion.
  await withPage(
    'phone',
    async (page) => {
      const registered = await watchRegistration(page);
      await page.goto(`${url}#/hamlet/7`);
      const stored = await workerActive(page);
      expect(stored).toHaveLength(1);
      // Registered once, after every one of the deal's 104 cards was drawn (at the page's load there was none).
      expect((await registered()).map((r) => r.drawn)).toEqual(['104/104']);
    },
    { serviceWorkers: 'allow' },
  );
  await stop();
});

test('a page that never settles still gets its offline copy, five seconds after its load', async () => {
  await start();
  await withPage(
    'phone',
    async (page) => {
      // A frame asked for at every frame, as a script polling the page at each one does: no idle period is long.
      await page.addInitScript(() => {
        const frame = (): void => void requestAnimationFrame(frame);
        frame();
      });
      const registered = await watchRegistration(page);
      await page.goto(`${url}#/`);
      expect(await workerActive(page)).toHaveLength(1);
      const [only, ...more] = await registered();
      expect(more).toEqual([]);
      expect(only!.afterLoad).toBeGreaterThanOrEqual(4500);
      expect(only!.afterLoad).toBeLessThan(10_000);
    },
    { serviceWorkers: 'allow' },
  );
  await stop();
});

test('a new build is offered by a notice and takes over only when the player says so', async () => {
  await start();
  // A fresh context (its own storage and service workers), asking for less motion: no deal or glide to render.
  await withPage(
    'desktop',
    async (page) => {
      await page.goto(`${url}#/hamlet/5`);
      await page.waitForSelector('.table .slot');
      const [first] = await workerActive(page);
      // A second load, now run by the worker; a move in play.
      await page.reload();
      await page.waitForSelector('.table .slot');
      await settle(page);
      const p = deal('hamlet', 5);
      await playMove(
        page,
        p,
        legalMoves(p).find((m) => m.type === 'move')!,
        'drag',
      );
      expect(await movesShown(page)).toBe(1);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      // A new build on the server: its worker differs. The page asks for it as a page left open does.
      const sw = join(dir, 'sw.js');
      const original = readFileSync(sw, 'utf8');
      writeFileSync(sw, original.replace(/const VERSION = "[0-9a-f]+"/, 'const VERSION = "0123456789ab"'));
      try {
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
        await page.waitForSelector('[data-test=update]');
        expect(await page.textContent('[data-test=update]')).toContain('A new version of Patience is ready.');
        // Said politely to screen readers too, through the page's live region.
        await page.waitForFunction(() => document.querySelector('[data-test=announce]')?.textContent?.includes('A new version'));
        // The notice passes axe like every other part of the app.
        const found = await (await axe(page)).include('[data-test=update]').analyze();
        expect(found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
        // Nothing is swapped in meanwhile: the page keeps its game and its version.
        await page.waitForTimeout(500);
        expect(await movesShown(page)).toBe(1);
        expect(await page.evaluate(() => caches.keys())).toContain(first);

        // The player says so: the page reloads under the new worker, the game as it was.
        await Promise.all([page.waitForEvent('load'), page.click('[data-test=update] button.primary')]);
        await page.waitForSelector('.table .slot');
        expect(await movesShown(page)).toBe(1);
        expect(await page.$('[data-test=update]')).toBeNull();
        await page.waitForFunction(async () => {
          const keys = await caches.keys();
          return keys.length === 1 && keys[0] === 'patience-0123456789ab';
        });
      } finally {
        writeFileSync(sw, original);
      }
    },
    { serviceWorkers: 'allow', reducedMotion: 'reduce' },
  );
  await stop();
});

test('the manifest is served and valid, each icon at its stated type and size; the worker is served fresh', async () => {
  await start();
  // A fresh context (its own storage and service workers).
  await withPage(
    'desktop',
    async (page) => {
      await page.goto(`${url}#/`);
      await page.waitForSelector('.game-card');
      const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=manifest]')?.href ?? null);
      expect(href).not.toBeNull();
      const res = await fetch(href!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/manifest+json');
      const manifest = (await res.json()) as Record<string, unknown>;
      expect(manifest['name']).toMatch(/Patience/);
      expect(manifest['short_name']).toBe('Patience');
      expect(manifest['display']).toBe('standalone');
      // Relative, so the app can be served from any folder; it resolves to the page the app is served at.
      expect(new URL(manifest['start_url'] as string, href!).href).toBe(url);
      for (const key of ['theme_color', 'background_color']) expect(manifest[key]).toMatch(/^#[0-9a-f]{6}$/);

      const icons = manifest['icons'] as { src: string; sizes: string; type: string; purpose?: string }[];
      const purposes = new Set(icons.map((i) => i.purpose ?? 'any'));
      expect(purposes).toEqual(new Set(['any', 'maskable']));
      const pngs = icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
      expect(pngs).toContain('192x192');
      expect(pngs).toContain('512x512');
      const appleTouch = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=apple-touch-icon]')!.href);
      const favicons = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=icon]')].map((l) => ({
          href: l.href,
          type: l.type,
          sizes: l.sizes.value,
        })),
      );
      const all = [
        ...icons.map((i) => ({ href: new URL(i.src, href!).href, type: i.type, sizes: i.sizes })),
        { href: appleTouch, type: 'image/png', sizes: '180x180' },
        ...favicons.map((f) => ({ ...f, sizes: f.sizes === '' ? 'any' : f.sizes })),
      ];
      // PNGs only: the browser draws the page's icon in its main thread, and an SVG one was a long task there.
      expect(all.filter((i) => i.type !== 'image/png')).toEqual([]);
      for (const icon of all) {
        const r = await fetch(icon.href);
        expect(r.status, icon.href).toBe(200);
        expect(r.headers.get('content-type'), icon.href).toBe(icon.type);
        const bytes = Buffer.from(await r.arrayBuffer());
        // A PNG's first chunk (IHDR) holds its width and height.
        expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.href).toBe(icon.sizes);
      }

      // The worker sits at the app's root (its scope is the whole app), as JavaScript, never kept by a cache
      // without asking: the browser's check for a new version must reach the server.
      const sw = await fetch(new URL('sw.js', url));
      expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(sw.headers.get('cache-control')).toBe('no-cache');
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(url);
    },
    { serviceWorkers: 'allow' },
  );
  await stop();
});
