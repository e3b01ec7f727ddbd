// Each page loads only what it needs (issue 30, item 2): the home page runs neither the engine nor the table
// and its first load stays within 80 KB gzip; a game's page carries neither the home page's code nor the solver's
// search (its worker's, loaded when the player first asks the solver); the statistics and settings pages run
// neither the engine nor the table, and appear without moving what is drawn (CLS under 0.02, with the CPU slowed
// 4× as Lighthouse's mobile preset does). Code is told apart by marks only it holds, each one checked to be in
// the build, so that a renamed mark fails here rather than passing unseen.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { distWeb } from '../../scripts/web-server.mjs';
import { deal, legalMoves } from '../../src/index.js';
import { type Attempt, exportOf } from '../../src/web/app/stats.js';
import { SCHEMA } from '../../src/web/app/storage.js';
import { PAGE_TEXT } from '../../src/web/app/text-warm.js';
import { open, playMove, useHarness, withPage } from './browser.js';

const h = useHarness();

/**
 * Words found in one part of the app's code only (the library's, the solver's search, which only its worker
 * runs, the table's, the home page's): names in its code (an error's code, a class), never words said to the
 * player, which the language's messages hold too (a page with every message would seem to run every part).
 */
const MARKS = {
  engine: 'unknown-pile-listed',
  solver: 'beamWidth',
  table: 'table-building',
  home: 'daily-badge',
};
type Part = keyof typeof MARKS;

/** The built file's path under dist-web/ of an address the page asked for. */
const fileOf = (url: string): string => new URL(url).pathname.replace(/^\//, '');

/** The scripts and stylesheets a page asked for while it opened. */
function watchFiles(page: Page): { js: Set<string>; css: Set<string> } {
  const seen = { js: new Set<string>(), css: new Set<string>() };
  page.on('request', (r) => {
    const type = r.resourceType();
    if (type === 'script') seen.js.add(fileOf(r.url()));
    if (type === 'stylesheet') seen.css.add(fileOf(r.url()));
  });
  return seen;
}

const text = (file: string): string => readFileSync(join(distWeb, file), 'utf8');
const gzipped = (files: Iterable<string>): number =>
  [...files].reduce((n, f) => n + gzipSync(readFileSync(join(distWeb, f)), { level: 9 }).length, 0);
const partsIn = (files: Iterable<string>): Part[] =>
  (Object.keys(MARKS) as Part[]).filter((part) => [...files].some((f) => text(f).includes(MARKS[part])));

test("each mark that tells the code apart is in the build, and in no language's messages", () => {
  const built = readdirSync(join(distWeb, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  expect(partsIn(built).sort()).toEqual((Object.keys(MARKS) as Part[]).sort());
  // None is in a language's messages (the first load's or the rest: en-*.js, more-*.js and the others).
  const words = built.filter((f) => /\/(?:[a-z]{2}|more)-[\w-]{8}\.js$/.test(f));
  expect(words.length).toBeGreaterThanOrEqual(6);
  expect(partsIn(words)).toEqual([]);
});

test("the page's own markup asks for a few scripts, each one round trip's worth on a new connection", () => {
  const html = text('index.html');
  const scripts = [...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  expect(scripts.length).toBeLessThanOrEqual(4);
  // TCP's first window is ten packets of about 1,460 bytes: a file over it waits a round trip more on a slow line.
  for (const file of scripts) expect(gzipped([file]), file).toBeLessThanOrEqual(14_000);
});

test("the shell's rules on the window's size are a sheet of their own, linked after the shell's; the table's sheet has none", () => {
  const html = text('index.html');
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\.\/([^"]+\.css)"/g)].map((m) => m[1]!);
  const shell = sheets.findIndex((f) => /^assets\/index-[\w-]{8}\.css$/.test(f));
  const sizes = sheets.findIndex((f) => /^assets\/sizes-[\w-]{8}\.css$/.test(f));
  expect(shell).toBeGreaterThanOrEqual(0);
  // After the shell's, so its rules win over the shell's as they would in one sheet.
  expect(sizes).toBe(shell + 1);
  // A window resized past a query restyles whatever any rule of its sheet could match: the shell's sheet and the
  // table's (the cards and their drawings) have none.
  const onSize = /@media[^{]*\b(?:width|height|orientation)\b/;
  expect(text(sheets[sizes]!)).toMatch(onSize);
  const table = readdirSync(join(distWeb, 'assets')).filter((f) => f.endsWith('.css') && text(`assets/${f}`).includes('.card>svg'));
  expect(table).toHaveLength(1);
  for (const file of [sheets[shell]!, `assets/${table[0]}`, ...sheets.filter((f) => !f.startsWith('assets/'))]) {
    expect(text(file), file).not.toMatch(onSize);
  }
});

describe.each(['phone', 'desktop'] as const)('at %s size', (size) => {
  test('the home page runs neither the engine nor the table, and its first load is within 80 KB gzip', () =>
    withPage(size, async (page) => {
      const files = watchFiles(page);
      await page.goto(h.url);
      await page.waitForSelector('.games .game-card [data-game=hamlet]');
      await page.waitForLoadState('networkidle');
      expect(partsIn(files.js)).toEqual(['home']);
      // Issue 30: at most half of the 70.8 KB (72,536 bytes, gzip -9) of JavaScript it ran before.
      expect(gzipped(files.js)).toBeLessThanOrEqual(72_536 / 2);
      expect(gzipped([...files.js, ...files.css])).toBeLessThanOrEqual(80 * 1024);
      // The home page still shows every game with its picture, and opens a game.
      expect(await page.$$eval('.game-card svg.picture rect', (r) => r.length)).toBeGreaterThan(20);
      await page.click('[data-game=hamlet]');
      await page.waitForSelector('.table .slot');
      expect(partsIn(files.js)).toEqual(['engine', 'table', 'home']);
    }));

  test("a game's page loads the engine and the table but not the home page's code or the solver's search", () =>
    withPage(size, async (page) => {
      const files = watchFiles(page);
      await open(page, '#/hamlet/7');
      await page.waitForLoadState('networkidle');
      expect(partsIn(files.js)).toEqual(['engine', 'table']);
    }));
});

/** Counts the layout shift of the page's next loads from before their first script; `shifted` reads the sum so far. */
async function countShifts(page: Page): Promise<{ shifted: () => Promise<number> }> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { shifted: () => page.evaluate(() => (window as unknown as { shift: number }).shift) };
}

/** The layout shift of a page opened with the CPU slowed 4×, counted from before its first script until it has been still a while. */
async function shiftOf(page: Page, hash: string, ready: string): Promise<number> {
  const { shifted } = await countShifts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${h.url}${hash}`);
  await page.waitForSelector(ready);
  await page.waitForTimeout(1000);
  return shifted();
}

describe.each([
  ['statistics', '#/stats', '.stats-page h1'],
  ['settings', '#/settings', '.settings-page h1'],
])('the %s page', (_name, hash, ready) => {
  test.each(['phone', 'desktop'] as const)('appears without moving what is drawn (%s)', (size) =>
    withPage(size, async (page) => {
      expect(await shiftOf(page, hash, ready)).toBeLessThan(0.02);
    }),
  );
});

test.each([
  ['#/stats', '[data-test=stat-played]'],
  ['#/settings', '[data-test=backup-save]'],
])('%s runs neither the engine nor the table: it needs neither', (hash, ready) =>
  withPage('phone', async (page) => {
    const files = watchFiles(page);
    await page.goto(`${h.url}${hash}`);
    await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    expect(partsIn(files.js)).toEqual([]);
  }),
);

test('opened from the home page, the statistics page shows no loading line', () =>
  withPage('desktop', async (page) => {
    await page.goto(h.url);
    await page.waitForSelector('.games');
    await page.evaluate(() => {
      const w = window as unknown as { lines: string[] };
      w.lines = [];
      new MutationObserver(() => w.lines.push(document.body.innerText)).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.click('a[href="#/stats"]');
    await page.waitForSelector('.stats-page h1');
    const lines = await page.evaluate(() => (window as unknown as { lines: string[] }).lines);
    expect(lines.filter((l) => /Loading/.test(l))).toEqual([]);
  }));

test('a game opened from the home page asks for its files in a task after the one that takes the home page down', () =>
  withPage('phone', async (page) => {
    await page.goto(h.url);
    await page.waitForSelector('.games');
    // What each task did to the page (a MutationObserver hands one batch over per task): a page taken down,
    // and preloads of the game's code put in the head.
    await page.evaluate(() => {
      const w = window as unknown as { batches: { gone: number; preloads: number }[] };
      w.batches = [];
      new MutationObserver((records) => {
        const b = { gone: 0, preloads: 0 };
        for (const r of records) {
          for (const n of r.removedNodes) if (n instanceof HTMLElement && n.localName === 'main') b.gone++;
          for (const n of r.addedNodes) if (n instanceof HTMLLinkElement && n.rel === 'modulepreload') b.preloads++;
        }
        if (b.gone + b.preloads > 0) w.batches.push(b);
      }).observe(document, { subtree: true, childList: true });
    });
    await page.click('.games a.play[data-game="hamlet"]');
    await page.waitForSelector('.table:not(.table-building) .card');
    const batches = await page.evaluate(() => (window as unknown as { batches: { gone: number; preloads: number }[] }).batches);
    const gone = batches.findIndex((b) => b.gone > 0);
    const preloads = batches.findIndex((b) => b.preloads > 0);
    expect(gone).toBeGreaterThanOrEqual(0);
    expect(preloads).toBeGreaterThan(gone);
  }));

test("the game page is drawn without its closed ⋯ menu's items, which come in a task of their own", () =>
  withPage('phone', async (page) => {
    await page.goto(h.url);
    await page.waitForSelector('.games');
    // Each task's changes to the page (a MutationObserver hands one batch over per task): whether the game
    // page came, and how many of the menu's items were there at that moment.
    await page.evaluate(() => {
      const w = window as unknown as { batches: { page: boolean; items: number }[] };
      w.batches = [];
      new MutationObserver((records) => {
        const came = records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLElement && n.matches('.game-page')));
        const items = document.querySelectorAll('.game-page .more .menu > *').length;
        if (came || items > 0) w.batches.push({ page: came, items });
      }).observe(document, { subtree: true, childList: true });
    });
    await page.click('.games a.play[data-game="hamlet"]');
    await page.waitForSelector('.table:not(.table-building) .card');
    const batches = await page.evaluate(() => (window as unknown as { batches: { page: boolean; items: number }[] }).batches);
    const drawn = batches.findIndex((b) => b.page);
    expect(batches[drawn]).toEqual({ page: true, items: 0 });
    expect(batches.at(-1)!.items).toBe(12);
    // Opened, the menu has them all, and they work.
    await page.click('.more summary');
    await page.click('.more .menu button:has-text("Help")');
    await page.waitForSelector('[role="dialog"]');
  }));

/** Holds back every request whose address `pattern` matches until `release` is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves once the page has asked for a file whose address `pattern` matches. */
const askedFor = (page: Page, pattern: RegExp): Promise<unknown> => page.waitForRequest((r) => pattern.test(r.url()));

test("the app's mark is painted before any script has come, and goes once the page is drawn", () =>
  withPage('phone', async (page) => {
    const release = await holdBack(page, /\/assets\/[^/]*\.js$/);
    await page.goto(`${h.url}#/hamlet/7`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await page.locator('.splash svg').isVisible()).toBe(true);
    expect(await page.$('#app main')).toBeNull();
    release();
    await page.waitForSelector('.table .slot');
    expect(await page.$('.splash')).toBeNull();
  }));

/** The shell's entry script, as index.html names it. */
const entry = (): string => /<script type="module" crossorigin src="\.\/(assets\/[^"]+\.js)"/.exec(text('index.html'))![1]!;

describe.each([
  ['statistics', '#/stats', /\/stats-page-[\w-]{8}\.js$/],
  ['settings', '#/settings', /\/settings-page-[\w-]{8}\.js$/],
  ['daily deals', '#/daily', /\/daily-[\w-]{8}\.js$/],
  ['games played', '#/played', /\/played-page-[\w-]{8}\.js$/],
])('the %s page', (_name, hash, chunk) => {
  test("its code is fetched beside the shell's, not after the shell has run", () =>
    withPage('phone', async (page) => {
      const release = await holdBack(page, new RegExp(`/${entry().replace(/[.]/g, '\\.')}$`));
      const asked = askedFor(page, chunk);
      await page.goto(`${h.url}${hash}`, { waitUntil: 'commit' });
      await asked;
      release();
      await page.waitForSelector('#app main h1');
    }));

  test('it is drawn only once its stylesheets are in, however late they come (nothing moves)', () =>
    withPage('desktop', async (page) => {
      const { shifted } = await countShifts(page);
      // Every stylesheet but those index.html names (the shell's) held back: the early script asks for the page's
      // beside the shell's, and the page must wait for them all the same.
      const release = await holdBack(page, /\/assets\/(?!index-|sizes-)[^/]*\.css$/);
      const asked = askedFor(page, chunk);
      await page.goto(`${h.url}${hash}`, { waitUntil: 'commit' });
      await asked;
      await page.waitForTimeout(1000);
      expect(await page.$('#app main')).toBeNull();
      release();
      await page.waitForSelector('#app main h1');
      await page.waitForTimeout(300);
      expect(await shifted()).toBeLessThan(0.02);
    }));
});

/**
 * Every link a page's script adds to its head while it opens: its `rel`, its file, and the script file that
 * added it (read from the call's stack).
 */
async function watchLinks(page: Page): Promise<() => Promise<{ rel: string; file: string; by: string }[]>> {
  await page.addInitScript(() => {
    const added: { rel: string; file: string; by: string }[] = [];
    (window as unknown as { linksAdded: typeof added }).linksAdded = added;
    const wrap = <K extends 'appendChild' | 'append'>(proto: { [k in K]: (...a: never[]) => unknown }, name: K): void => {
      const own = proto[name];
      proto[name] = function (this: unknown, ...a: never[]) {
        const el: unknown = a[0];
        if (el instanceof HTMLLinkElement) {
          const by = /\/assets\/([\w-]+)\.js/.exec(new Error().stack?.split('\n').slice(2).join('\n') ?? '')?.[1] ?? '?';
          added.push({ rel: el.rel, file: el.href.replace(/^.*\//, ''), by });
        }
        return own.apply(this, a);
      } as (typeof proto)[K];
    };
    wrap(Node.prototype, 'appendChild');
    wrap(Element.prototype, 'append');
  });
  return () => page.evaluate(() => (window as unknown as { linksAdded: { rel: string; file: string; by: string }[] }).linksAdded);
}

test.each([
  ['#/played', 'main h1'],
  ['#/daily', 'main h1'],
  ['#/hamlet/7', '.table:not(.table-building) .card'],
])('%s: the shell imports the page once the early script has linked its modules, one a task, and links none itself', (hash, ready) =>
  withPage('phone', async (page) => {
    const links = await watchLinks(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${h.url}${hash}`);
    await page.waitForSelector(ready);
    const added = await links();
    const modules = added.filter((l) => l.rel === 'modulepreload');
    // Each of the page's modules the shell does not hold, linked once, by the early script.
    expect(modules.length).toBeGreaterThan(2);
    expect(new Set(modules.map((l) => l.file)).size).toBe(modules.length);
    expect(modules.filter((l) => !l.by.startsWith('early-'))).toEqual([]);
    expect(await page.getAttribute('html', 'data-early')).toBe('done');
  }),
);

test("in a browser that does not preload modules, the early script fetches the page's modules ahead all the same", () =>
  withPage('phone', async (page) => {
    // Safari before 17, as the page can tell: a link's rel list does not support "modulepreload".
    await page.addInitScript(() => {
      const supports = Reflect.get(DOMTokenList.prototype, 'supports') as (this: DOMTokenList, token: string) => boolean;
      DOMTokenList.prototype.supports = function (this: DOMTokenList, token: string) {
        return token === 'modulepreload' ? false : supports.call(this, token);
      };
    });
    const fetched = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch') fetched.add(fileOf(r.url()));
    });
    await page.goto(`${h.url}#/played`);
    await page.waitForSelector('main h1');
    // The games played page's modules, as the early script lists them: each fetched once.
    const early = /\.\/(assets\/early-[\w-]{8}\.js)/.exec(text('index.html'))![1]!;
    const listed = /\n\s*played: (\[.*\]),\n/.exec(text(early))![1]!;
    const modules = (JSON.parse(listed) as string[]).filter((f) => f.endsWith('.js')).map((f) => f.replace('./', 'assets/'));
    expect(modules.length).toBeGreaterThan(2);
    expect([...fetched].sort()).toEqual(modules.sort());
  }));

test("a page beyond the home page asks for its language's every message at once, not after the first load's", () =>
  withPage('phone', async (page) => {
    // English's first chunk held back: the rest of its messages are asked for meanwhile.
    const release = await holdBack(page, /\/assets\/en-[\w-]{8}\.js$/);
    const asked = askedFor(page, /\/assets\/more-[\w-]{8}\.js$/);
    await page.goto(`${h.url}#/settings`, { waitUntil: 'commit' });
    await asked;
    release();
    await page.waitForSelector('.settings-page h1');
  }));

/**
 * The weight and size of each piece of text a page shows outside the table (whose words follow the cards' size),
 * and each element drawn in another family than the page's (a form control left to the browser's default font,
 * its file picker's button included).
 */
async function pageText(page: Page): Promise<{ fonts: string[]; strays: string[] }> {
  return page.evaluate(() => {
    const family = getComputedStyle(document.body).fontFamily;
    const fonts = new Set<string>();
    const strays = new Set<string>();
    const walk = (n: Node): void => {
      const el = n.parentElement;
      if (n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '' && el !== null && el.closest('.table') === null) {
        const cs = getComputedStyle(el);
        if (cs.visibility !== 'hidden' && el.getClientRects().length > 0) fonts.add(`${cs.fontWeight} ${cs.fontSize}`);
      }
      n.childNodes.forEach(walk);
    };
    walk(document.body);
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('.table') !== null || el.getClientRects().length === 0) continue;
      const own = getComputedStyle(el).fontFamily;
      const button =
        el instanceof HTMLInputElement && el.type === 'file' ? getComputedStyle(el, '::file-selector-button').fontFamily : family;
      if (own !== family || button !== family)
        strays.add(`${el.tagName.toLowerCase()}${el.className === '' ? '' : `.${String(el.className)}`}: ${own} / ${button}`);
    }
    return { fonts: [...fonts], strays: [...strays] };
  });
}

/** The pages the shell loads at their first visit, by address, each with its list of sizes of text (text-warm.ts). */
const LAZY_PAGES = { '#/': 'home', '#/settings': 'settings', '#/stats': 'stats', '#/daily': 'daily', '#/played': 'played' } as const;

/** Every game upright on a phone and on a desktop; the first also sideways, on a small phone, a tablet and a wide screen. */
const WINDOWS: [{ width: number; height: number }, 'all' | 'one'][] = [
  [{ width: 390, height: 844 }, 'all'],
  [{ width: 1280, height: 800 }, 'all'],
  [{ width: 844, height: 390 }, 'one'],
  [{ width: 360, height: 640 }, 'one'],
  [{ width: 768, height: 1024 }, 'one'],
  [{ width: 1920, height: 1080 }, 'one'],
];

test("each size and weight of the game page's own text is one set while its code comes (text-warm.ts)", async () => {
  const games = ['hamlet/7', 'camelot/3', 'hamilton/5', 'union-square/2', 'british-constitution/4'];
  for (const [size, shown] of WINDOWS)
    await withPage(size, async (page) => {
      for (const game of shown === 'all' ? games : games.slice(0, 1)) {
        await open(page, `#/${game}`);
        const { fonts, strays } = await pageText(page);
        const where = `${game} at ${size.width}×${size.height}`;
        expect(fonts.length, where).toBeGreaterThan(2);
        for (const f of fonts) expect(PAGE_TEXT.game as readonly string[], where).toContain(f);
        expect(strays, where).toEqual([]);
      }
    });
});

test("each size and weight of every other page's text is one set before the page is drawn, in the page's own family", async () => {
  // Statistics with games won, lost, left and in play, and a game in progress: the pages then show their
  // figures, chart and lists besides their empty states.
  const day = 86_400_000;
  const attempt = (id: string, deal: number, outcome: Attempt['outcome'], daysAgo: number): Attempt => ({
    id,
    deal,
    started: Date.now() - daysAgo * day,
    ...(outcome === 'open' ? {} : { ended: Date.now() - daysAgo * day + 600_000 }),
    outcome,
    timeMs: 600_000,
    moves: 80,
    score: 52,
    assists: outcome === 'lost' ? ['hint'] : [],
  });
  const played = exportOf(
    [
      { game: 'hamlet', attempts: [attempt('a1', 3, 'won', 3), attempt('a2', 4, 'lost', 2), attempt('a3', 6, 'abandoned', 1)] },
      { game: 'camelot', attempts: [attempt('b1', 2, 'won', 1)] },
    ],
    SCHEMA,
    Date.now(),
  );
  // Every size and weight a page showed that it does not set beforehand, and where it was first seen.
  const unset: Record<string, string> = {};
  for (const [size, states] of WINDOWS)
    await withPage(size, async (page) => {
      for (const state of states === 'all' ? (['fresh', 'played'] as const) : (['fresh'] as const)) {
        if (state === 'played') {
          await page.goto(`${h.url}#/stats`);
          await page.waitForSelector('[data-test=stats-import]', { state: 'attached' });
          await page.setInputFiles('[data-test=stats-import]', {
            name: 'stats.json',
            mimeType: 'application/json',
            buffer: Buffer.from(JSON.stringify(played)),
          });
          await page.waitForFunction(() => document.querySelector('[data-test=stat-played]')?.textContent === '4');
          await open(page, '#/hamlet/5');
          const p = deal('hamlet', 5);
          await playMove(
            page,
            p,
            legalMoves(p).find((m) => m.type === 'move')!,
            'drag',
          );
        }
        for (const [hash, name] of Object.entries(LAZY_PAGES)) {
          await page.goto(`${h.url}${hash}`);
          // Settings draws its lower part a task after the rest: its last part marks it whole.
          await page.waitForSelector(name === 'settings' ? '[data-test=backup-save]' : 'main h1');
          const { fonts, strays } = await pageText(page);
          const where = `${state}, at ${size.width}×${size.height}`;
          expect(fonts.length, `${name}, ${where}`).toBeGreaterThan(2);
          for (const f of fonts) if (!(PAGE_TEXT[name] as readonly string[]).includes(f)) unset[`${name}: ${f}`] ??= where;
          expect(strays, `${name}, ${where}`).toEqual([]);
        }
      }
    });
  expect(unset).toEqual({});
});

test.each(['#/settings', '#/stats', '#/daily', '#/'] as const)("%s: the page's sizes of text are set before it is drawn", (hash) =>
  withPage('phone', async (page) => {
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { texts: string[] }).texts = log;
      // Each message a page sends itself (one a sample of text) comes later than it would: the page's code,
      // here on the same machine, then comes before its sizes of text are all set, as it may on a fast network.
      const post = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'postMessage')!.value as (
        this: MessagePort,
        ...a: unknown[]
      ) => void;
      MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
        setTimeout(() => post.apply(this, args), 60);
      };
      new MutationObserver((changes) => {
        for (const c of changes)
          for (const n of c.addedNodes) {
            if (n instanceof HTMLSpanElement && n.parentElement?.style.contain === 'strict')
              log.push(n.style.font.split(' ').slice(0, 2).join(' '));
            if (n instanceof HTMLElement && n.querySelector('main h1') !== null && !log.includes('page')) log.push('page');
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${h.url}${hash}`);
    await page.waitForSelector('main h1');
    const log = await page.evaluate(() => (window as unknown as { texts: string[] }).texts);
    const name = LAZY_PAGES[hash];
    expect(log.slice(0, log.indexOf('page')).sort()).toEqual([...PAGE_TEXT[name]].sort());
  }),
);

test('the settings page draws its lower part after its first frame, so that no one task draws the whole page', () =>
  withPage('phone', async (page) => {
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: Record<string, number> }).seen = seen;
      let frames = 0;
      const count = (): void => {
        frames++;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      new MutationObserver(() => {
        if (seen['top'] === undefined && document.querySelector('.settings-page h1') !== null) seen['top'] = frames;
        if (seen['lower'] === undefined && document.querySelector('[data-test=backup-save]') !== null) seen['lower'] = frames;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${h.url}#/settings`);
    await page.waitForSelector('[data-test=backup-save]');
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    expect(seen['lower']).toBeGreaterThan(seen['top']!);
    // The upper part holds the first groups; every setting is there once the page is whole.
    expect(await page.$$eval('.settings-page fieldset', (f) => f.length)).toBeGreaterThanOrEqual(10);
  }));

/**
 * What a page records of the Intl formatters' warming (intl-warm.ts): each worker made (its file) and each
 * answer, each Intl.DateTimeFormat made on the main thread, and how many cards and faces the table then had.
 */
async function watchWarming(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { warming: string[] }).warming = log;
    const drawn = (): string =>
      `${document.querySelectorAll('.table .card > svg').length}/${document.querySelectorAll('.table .card').length}`;
    const Made = window.Worker;
    window.Worker = class extends Made {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        const file = String(url)
          .split('/')
          .pop()!
          .replace(/-[\w-]{8}\.js$/, '');
        log.push(`worker ${file} ${drawn()}`);
        this.addEventListener('message', () => log.push(`answer ${file}`));
      }
    };
    const Format = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Format, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        log.push('date format');
        return new target(...args);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { warming: string[] }).warming);
}

test.each(['#/played', '#/daily'])("%s: the page's first date waits for the formatters warmed off the main thread", (hash) =>
  withPage('phone', async (page) => {
    const warming = await watchWarming(page);
    await page.goto(`${h.url}${hash}`);
    await page.waitForSelector('main h1');
    const log = await warming();
    const answered = log.indexOf('answer intl-worker');
    expect(log.filter((l) => l.startsWith('worker intl-worker'))).toHaveLength(1);
    expect(answered).toBeGreaterThan(-1);
    expect(log.indexOf('date format')).toBeGreaterThan(answered);
  }),
);

test('a game page whose code is slow to come warms the formatters only once its deal is drawn', () =>
  withPage('phone', async (page) => {
    // The game's page waits for its code over a slow network: the main thread is idle meanwhile, but the
    // page has not settled (it once counted as settled, and the worker started before any card was drawn).
    await page.route(/\/assets\/play-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const warming = await watchWarming(page);
    await open(page, '#/hamlet/7');
    await page.waitForFunction(() => (window as unknown as { warming: string[] }).warming.includes('answer intl-worker'), null, {
      polling: 250,
    });
    expect((await warming()).filter((l) => l.startsWith('worker'))).toEqual(['worker intl-worker 104/104']);
  }));

test("a game page warms the formatters once, after its deal's every face is drawn", () =>
  withPage('phone', async (page) => {
    const warming = await watchWarming(page);
    await open(page, '#/hamlet/7');
    // Polled by a timer: polling at every frame (the default) would keep the page from settling.
    await page.waitForFunction(() => (window as unknown as { warming: string[] }).warming.includes('answer intl-worker'), null, {
      polling: 250,
    });
    // A while longer: nothing warms it again.
    await page.waitForTimeout(500);
    expect((await warming()).filter((l) => l.startsWith('worker'))).toEqual(['worker intl-worker 104/104']);
  }));
