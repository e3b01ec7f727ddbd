// The accessibility checks with axe-core (issue 15), run by axe-pages.test.ts and axe-dialogs.test.ts: no
// serious or critical violation on the home page, every game at its deal and in mid-game, every rules page,
// the statistics and settings pages, and every dialog and menu, in the light and the dark colour scheme (the
// theme follows the system's unless chosen); every page has one main landmark and one level-one heading.
// Each state of the app is reached once and looked at in both schemes; a light and a dark test assert what
// each scheme showed.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type GameRecord, deal, legalMoves, applyMove, listGames, readRecord } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { type Violation, axeReady } from './axe.js';
import { type Harness, type PageSize, blankPage, clearStorage, open, playMove, settle, useHarness, withPage } from './browser.js';

/**
 * The harness of the test file that called axeTests. Each file sets it: browser test files share a module
 * cache (vitest.config.ts), so this module runs once for the first of them, and a harness made here would
 * belong to that file alone.
 */
let h: Harness;

const games = listGames();

/** A solver's winning line of the game (test/e2e/fixtures/<game>-won.json, see fixtures/generate.ts). */
function won(game: string): GameRecord {
  return readRecord(JSON.parse(readFileSync(new URL(`./fixtures/${game}-won.json`, import.meta.url), 'utf8')));
}

/** A lost Hamlet game: the first legal move played each time, from the first deal where that loses. */
let lostGame: GameRecord | undefined;
function lost(): GameRecord {
  if (lostGame !== undefined) return lostGame;
  for (let n = 1; ; n++) {
    let p = deal('hamlet', n);
    const moves = [];
    while (p.status === 'playing' && moves.length < 400) {
      const m = legalMoves(p)[0]!;
      moves.push(m);
      p = applyMove(p, m);
    }
    if (p.status === 'lost') return (lostGame = { game: 'hamlet', deal: n, moves });
  }
}

/** Axe as the page holds it (axeReady): the call the checks make. */
interface PageAxe {
  run(context: unknown, options: unknown): Promise<{ violations: Violation[] }>;
  /** Axe's rules as it holds them (not its documented interface: a change there fails every check). */
  _audit: { rules: AuditRule[] };
}

/** One of axe's rules as it holds it: what it selects, whether it passes over hidden elements, its checks. */
interface AuditRule {
  id: string;
  selector: string;
  excludeHidden: boolean;
  preload: boolean;
  any: (string | { id: string })[];
  all: (string | { id: string })[];
  none: (string | { id: string })[];
}

type Scheme = 'light' | 'dark';
const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/**
 * In the page, as one call: the serious and critical violations axe finds, one line per element, on the page
 * as it is now, checked for `rules` (every rule when null). The felt is a gradient, on which axe does not
 * judge contrast (it reports such text as "incomplete", not as passing): so the page is checked with its
 * background laid flat in the gradient's first colour, and its contrast again in the last, and text must pass
 * on both. Text on a background of its own is judged alike on either: the second colour's check reads only
 * the text over the felt (marked data-on-felt: the elements with text of their own that no opaque background
 * of their own or of an ancestor lies under), which leaves out every control, dialog and page with a
 * background of its own.
 *
 * The hidden drawings (svg[aria-hidden=true]: the cards' faces and backs, the icons) are checked first,
 * their insides in place, for the rules that can select anything in them or that look for focusable content
 * in the elements holding them; their insides are then taken out of the page while the whole of it is
 * checked, and put back. No other rule of axe can select those insides (they are hidden from assistive
 * technology, and their text is left out of the contrast rule: see axeReady), but axe lays every element
 * of the page in a grid for its contrast rule, and a game page's two thousand shapes made most of each
 * check's CPU. The drawings themselves stay (the svg elements, their boxes, what lies under text), so what
 * the rest is judged on is the same: an unnamed button, faint text, and a link put inside a card's face
 * (twice: in a hidden drawing, and in a control) are reported as before.
 */
async function checkOnFelt(rules: string[] | null): Promise<string[]> {
  const axe = (window as unknown as { axe: PageAxe }).axe;
  const body = document.body;
  const serious = (found: Violation[], on: string): string[] =>
    found
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${on}${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`));
  const opaque = (el: Element): boolean => {
    const parts = getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? [];
    return parts.length === 3 || (parts.length === 4 && Number(parts[3]) === 1);
  };
  const within = (a: DOMRect, b: DOMRect): boolean =>
    a.left >= b.left - 1 && a.top >= b.top - 1 && a.right <= b.right + 1 && a.bottom <= b.bottom + 1;
  const markTextOnFelt = (): number => {
    let marked = 0;
    for (const el of body.querySelectorAll('*')) {
      const text = [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && (c.textContent ?? '').trim() !== '');
      if (!text && !el.matches('input, select, textarea')) continue;
      const box = el.getBoundingClientRect();
      let covered = false;
      for (let a: Element | null = el; a !== null && a !== body && !covered; a = a.parentElement)
        covered = opaque(a) && within(box, a.getBoundingClientRect());
      if (!covered) {
        el.setAttribute('data-on-felt', '');
        marked++;
      }
    }
    return marked;
  };
  const stops = getComputedStyle(body).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
  const flat = [...new Set([stops[0], stops[stops.length - 1]])].filter((c) => c !== undefined);
  // Axe reads the page's style sheets and media anew before each check for its rules that need them (the
  // `preload` ones): not before a check of other rules alone.
  const preload = (ids: string[]): boolean => axe._audit.rules.some((r) => r.preload && ids.includes(r.id));
  const lines: string[] = [];
  const hidden = 'svg[aria-hidden="true"]';
  const drawings = [...document.querySelectorAll(hidden)].map((svg) => ({ svg, insides: [...svg.childNodes] }));
  // What the drawings' insides can change, checked with them in place: the rules that look at what is hidden
  // from assistive technology (excludeHidden false), the only ones that can select anything in the drawings,
  // of those the ones whose selector finds something there (axe's rules begin with it); and the rules that
  // look for focusable content inside what they select (a focusable shape in a card would make the card a
  // nested control), on the elements that hold the drawings. The other rules are turned off for this check.
  const inDrawings = (selector: string): boolean =>
    drawings.some(({ svg }) => svg.matches(selector) || svg.querySelector(selector) !== null);
  const seesFocus = (r: AuditRule): boolean =>
    [...r.any, ...r.all, ...r.none].some((c) => (typeof c === 'string' ? c : c.id).includes('focusable'));
  const guard = axe._audit.rules.filter(
    (r) => (rules === null || rules.includes(r.id)) && ((!r.excludeHidden && inDrawings(r.selector)) || seesFocus(r)),
  );
  if (drawings.length > 0 && guard.length > 0) {
    const holders = [...new Set(drawings.map(({ svg }) => svg.parentElement ?? svg))];
    const off = Object.fromEntries(axe._audit.rules.filter((r) => !guard.includes(r)).map((r) => [r.id, { enabled: false }]));
    const options = { resultTypes: ['violations'], rules: off, preload: preload(guard.map((r) => r.id)) };
    lines.push(...serious((await axe.run({ include: holders }, options)).violations, ''));
  }
  for (const { svg } of drawings) svg.replaceChildren();
  try {
    for (const [i, colour] of (flat.length > 0 ? flat : [null]).entries()) {
      // Through the CSS object model: the app's Content-Security-Policy refuses a style element added to the page.
      if (colour !== null) body.style.setProperty('background', colour, 'important');
      const on = colour === null ? '' : `on ${colour}: `;
      try {
        if (i === 0) {
          const only = rules === null ? {} : { runOnly: { type: 'rule', values: rules }, preload: preload(rules) };
          lines.push(...serious((await axe.run(document, { resultTypes: ['violations'], ...only })).violations, on));
        } else if (markTextOnFelt() > 0) {
          const only = { runOnly: { type: 'rule', values: ['color-contrast'] }, preload: preload(['color-contrast']) };
          lines.push(...serious((await axe.run({ include: ['[data-on-felt]'] }, { resultTypes: ['violations'], ...only })).violations, on));
        }
      } finally {
        body.style.removeProperty('background');
        for (const el of document.querySelectorAll('[data-on-felt]')) el.removeAttribute('data-on-felt');
      }
    }
  } finally {
    // (A drawing the app has drawn anew meanwhile is left as drawn.)
    for (const { svg, insides } of drawings) if (svg.childNodes.length === 0) svg.replaceChildren(...insides);
  }
  return lines;
}

/** The serious and critical violations axe finds on the page as it is now in one colour scheme, one line each (checkOnFelt). */
async function violations(page: Page, scheme: Scheme): Promise<string[]> {
  await settle(page);
  await axeReady(page);
  // Only colours change with the scheme: the dark one is checked for them alone (the light one for everything).
  return page.evaluate(checkOnFelt, scheme === 'dark' ? ['color-contrast', 'link-in-text-block'] : null);
}

/** The page's landmarks and headings: one main, one h1. */
async function structure(page: Page): Promise<{ mains: number; h1s: number }> {
  return page.evaluate(() => ({
    mains: document.querySelectorAll('main, [role=main]').length,
    h1s: [...document.querySelectorAll('h1')].filter((e) => e.getClientRects().length > 0).length,
  }));
}

/** Opens the address as a fresh load (not a change of fragment on the page already open), once `ready` shows. */
async function load(page: Page, hash: string, ready: string): Promise<void> {
  await page.goto('about:blank');
  await open(page, hash, { ready });
}

/**
 * The pages this file's walks have used: a walk on one of them starts on the app's home page with nothing
 * stored (clearStorage), on any other from a blank document with nothing stored (blankPage).
 */
let walkedPages = new WeakSet<Page>();

async function startWalk(page: Page): Promise<void> {
  if (walkedPages.has(page) && page.url().startsWith(h.url)) await clearStorage(page);
  else await blankPage(page);
  walkedPages.add(page);
}

/** What one look at the page found: its landmarks and headings (when asked) and axe's lines in each scheme. */
interface Look {
  what: string;
  structure: { mains: number; h1s: number } | null;
  found: Record<Scheme, string[]>;
}

/** What to look at besides axe's lines (`structure`), and how to bring back a state that passes (`again`). */
interface LookOptions {
  structure?: boolean;
  again?: () => Promise<void>;
}

/**
 * Looks at the page as it is now in both colour schemes, one after the other on the same page: the system's
 * scheme is switched (the theme left at 'system' follows it at once, which is checked) rather than the page
 * loaded and played to the same point again for the other scheme. The scheme the page shows is looked at
 * first, so that each look switches once (each switch restyles and redraws the whole page).
 */
async function look(page: Page, what: string, { structure: withStructure = false, again }: LookOptions): Promise<Look> {
  const found = {} as Record<Scheme, string[]>;
  const shown = await page.evaluate(() => document.documentElement.dataset['theme']);
  const order = shown === 'dark' ? [...SCHEMES].reverse() : SCHEMES;
  for (const [i, scheme] of order.entries()) {
    if (i > 0) await again?.();
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((s) => document.documentElement.dataset['theme'] === s, scheme, { timeout: 10_000 });
    found[scheme] = await violations(page, scheme);
  }
  return { what, structure: withStructure ? await structure(page) : null, found };
}

/** `look` on the walk's page. */
type LookAt = (what: string, options?: LookOptions) => Promise<void>;

/** A walk through some states of the app on one fresh page, looking at each (`look` bound to the page). */
interface Walk {
  name: string;
  size: PageSize;
  timeout?: number;
  steps: (page: Page, look: LookAt) => Promise<void>;
}

/**
 * The checks of some walks, in the light and in the dark colour scheme: two tests per walk, each asserting
 * its own scheme's findings. A walk runs once, for whichever of its two tests comes first, and both schemes
 * are looked at on its way; the other test reads what it found (run alone, a test walks by itself).
 */
export function axeTests(walks: Walk[]): void {
  h = useHarness();
  walkedPages = new WeakSet();
  const walked = new Map<Walk, Promise<Look[]>>();
  const run = (walk: Walk): Promise<Look[]> => {
    let looks = walked.get(walk);
    if (looks === undefined) {
      // With motion, as most players see the pages (the checks wait for it to end). The walks of one size
      // share a page, each with nothing stored (startWalk): a fresh context's first load of the app costs
      // about three times what a load on a page that has loaded it once does, and a change of address in
      // the app far less than either.
      looks = withPage(
        walk.size,
        async (page) => {
          const seen: Look[] = [];
          await walk.steps(page, async (what, options = {}) => void seen.push(await look(page, what, options)));
          return seen;
        },
        { reuse: startWalk },
      );
      walked.set(walk, looks);
    }
    return looks;
  };
  for (const scheme of SCHEMES)
    describe(`${scheme} colour scheme`, () => {
      for (const walk of walks)
        test(walk.name, { timeout: walk.timeout }, async () => {
          const looks = await run(walk);
          expect(looks.length).toBeGreaterThan(0);
          for (const l of looks) {
            if (l.structure !== null) expect.soft(l.structure, l.what).toEqual({ mains: 1, h1s: 1 });
            expect.soft(l.found[scheme], l.what).toEqual([]);
          }
        });
    });
}

/** The home page, the statistics and settings pages, every rules page, and every game in mid-game and won. */
export const pageWalks: Walk[] = [
  {
    name: 'the home page',
    size: 'desktop',
    steps: async (page, look) => {
      await load(page, '#/', '.game-card');
      await look('the home page', { structure: true });
    },
  },
  {
    name: 'the statistics and settings pages',
    size: 'desktop',
    steps: async (page, look) => {
      // The theme left at 'system' follows the system's colour scheme: as the page opens (here, a dark one), and
      // as it changes (look() waits for that in each scheme).
      await page.emulateMedia({ colorScheme: 'dark' });
      // The page's last part (drawn a task after the rest) is in, so every part is looked at.
      await load(page, '#/settings', '[data-test=backup-save]');
      expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
      await look('the settings page', { structure: true });
      // With a game begun, so the figures and the chart have something to show.
      const p = deal('hamlet', 3);
      await open(page, '#/hamlet/3');
      await playMove(
        page,
        p,
        legalMoves(p).find((m) => m.type === 'move')!,
        'drag',
      );
      expect(await page.textContent('[data-test=moves]')).toBe('1');
      await open(page, '#/stats', { ready: '.stats-page h1' });
      await look('the statistics page', { structure: true });
    },
  },
  ...games.map((g) => ({
    name: `the rules page of ${g.id}`,
    size: 'desktop' as const,
    steps: async (page: Page, look: LookAt) => {
      await open(page, `#/${g.id}/rules`, { ready: `.diagram[data-game="${g.id}"] svg` });
      await look(`the rules page of ${g.id}`, { structure: true });
    },
  })),
  // (At the deal: on a phone, in the other walks.)
  ...games.map((g) => ({
    name: `${g.id} in mid-game and won`,
    size: 'desktop' as const,
    timeout: 180_000,
    steps: async (page: Page, look: LookAt) => {
      const line = won(g.id);
      const half = line.moves.slice(0, Math.floor(line.moves.length / 2));
      await open(page, `#/${g.id}/${line.deal}/${formatMoves(half)}`);
      expect(await page.textContent('[data-test=moves]')).not.toBe('0');
      await look('mid-game', { structure: true });
      // The whole line: the page opens on the win, its dialog open.
      await open(page, `#/${g.id}/${line.deal}/${formatMoves(line.moves)}`, { ready: '[data-dialog=win]' });
      await look('won, its dialog open');
    },
  })),
];

/** Every game at the deal on a phone with its menu open, and the dialogs, the menu and a notice of a game page. */
export const dialogWalks: Walk[] = [
  // Axe reads a whole game page (a hundred named cards) in a second or two on a quiet machine; the time
  // limits leave room for a busy one.
  // The phone's own controls (the menu holds Deal # and Rules there) and its layout of the table.
  ...games.map((g) => ({
    name: `${g.id} at the deal on a phone, its menu open`,
    size: 'phone' as const,
    timeout: 120_000,
    steps: async (page: Page, look: LookAt) => {
      const line = won(g.id);
      await open(page, `#/${g.id}/${line.deal}`);
      await look('at the deal', { structure: true });
      await page.click('.more summary');
      await page.waitForSelector('.more[open] .menu');
      await look('its menu open');
    },
  })),
  {
    name: 'the dialogs and the menu of a game page',
    size: 'desktop',
    timeout: 360_000,
    steps: async (page, look) => {
      await open(page, '#/hamlet/7');
      await page.click('.more summary');
      await page.waitForSelector('.more[open] .menu');
      await look('the menu');

      await page.click('.more .menu >> text=Help');
      await page.waitForSelector('[data-dialog=help]');
      await look('the help');
      await page.keyboard.press('Escape');

      await page.click('.more summary');
      await page.click('.more .menu >> text=Import record');
      await page.waitForSelector('[data-dialog=import]');
      await look('the import dialog');
      // With its error showing.
      await page.fill('[data-dialog=import] textarea', '{');
      await page.click('[data-dialog=import] button.primary');
      await page.waitForSelector('[data-dialog=import] .error');
      await look('the import dialog with its error');
      await page.keyboard.press('Escape');

      await page.click('.controls button:text("Deal #")');
      await page.waitForSelector('[data-dialog=deal]');
      await look('the deal dialog');
      await page.keyboard.press('Escape');

      // A notice (the line that tells what happened) on screen. It passes after a few seconds: before the
      // second scheme's look it is dismissed (Esc) and asked for afresh.
      const hint = async (): Promise<void> => {
        await page.keyboard.press('h');
        await page.waitForSelector('[data-test=notice]');
      };
      await hint();
      await look('a notice', {
        again: async () => {
          await page.focus('body');
          await page.keyboard.press('Escape');
          await page.waitForSelector('[data-test=notice]', { state: 'detached' });
          await hint();
        },
      });

      // The question before a begun game is left, asked on the deal opened again (by way of the home page, which
      // leaves the notice behind).
      await open(page, '#/', { ready: '.game-card' });
      await open(page, '#/hamlet/7');
      expect(await page.textContent('[data-test=moves]')).toBe('0');
      const p = deal('hamlet', 7);
      await playMove(
        page,
        p,
        legalMoves(p).find((m) => m.type === 'move')!,
        'drag',
      );
      expect(await page.textContent('[data-test=moves]')).toBe('1');
      await page.keyboard.press('n');
      await page.waitForSelector('[data-dialog=confirm]');
      await look('the question before leaving');
      await page.keyboard.press('Escape');

      // The end of a lost game.
      // (The game begun above is left for it: the question comes first, and is answered yes.)
      const loss = lost();
      await open(page, `#/hamlet/${loss.deal}/${formatMoves(loss.moves)}`, { ready: '[data-dialog=confirm]' });
      await page.click('[data-test=confirm-yes]');
      await page.waitForSelector('[data-dialog=loss]');
      expect(await page.getAttribute('.game-page', 'data-status')).toBe('lost');
      await look('the loss dialog');

      // The solver's help: "can this still be won?" and the solution played as a demo (paused to be read).
      const line = won('hamlet');
      const half = line.moves.slice(0, Math.floor(line.moves.length / 2));
      // A fresh load: opened by its fragment from the loss dialog, the page at times let the key below go unheard.
      await load(page, `#/hamlet/${line.deal}/${formatMoves(half)}`, '.table .slot');
      await page.keyboard.press('w');
      await page.waitForSelector('[data-dialog=verdict]');
      await look('the verdict');
      await page.keyboard.press('Escape');
      await page.keyboard.press('s');
      await page.click('[data-test=demo-pause]');
      await look('the demo, paused');
    },
  },
];
