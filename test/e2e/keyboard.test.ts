// Browser tests of keyboard play (issue 15): every game played with real key presses only — the first
// dozen moves of a deal, and the end of a won record from a near-won position to the win. Which keys to
// press is worked out from what the page tells assistive technology and the table's data attributes
// (the focused element, its pile and index, where the piles are); the moves come from the engine.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  type GameId,
  type Move,
  type Position,
  autoFinish,
  deal,
  legalMoves,
  listGames,
  readRecord,
  replay,
  sameMove,
} from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { type SizeName, clearStorage, movesShown, open, savedPosition, settle, useHarness, withPage } from './browser.js';

useHarness();

interface Focus {
  pile: string;
  index: number;
}

/** Where keyboard focus is on the table: the focused card's pile and index, or an empty pile's place (-1). */
async function focused(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (el === null || el.closest('.table') === null || el.dataset['pile'] === undefined) return null;
    return { pile: el.dataset['pile'], index: el.classList.contains('slot') ? -1 : Number(el.dataset['index']) };
  });
}

/** Tabs into the table from the top of the page; the table must be reached by Tab alone. */
async function tabIn(page: Page): Promise<Focus> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f !== null) return f;
  }
  throw new Error('Tab never reached the table');
}

/** The middle of a pile's place on the page, and the direction its cards fan. */
async function geometry(page: Page): Promise<Record<string, { x: number; y: number; fan: 'down' | 'right' | 'stack' }>> {
  return page.evaluate(() => {
    const out: Record<string, { x: number; y: number; fan: 'down' | 'right' | 'stack' }> = {};
    for (const slot of document.querySelectorAll<HTMLElement>('.table .slot')) {
      const r = slot.getBoundingClientRect();
      const pile = slot.dataset['pile']!;
      const cards = [...document.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`)]
        .map((c) => ({ i: Number(c.dataset['index']), r: c.getBoundingClientRect() }))
        .sort((a, b) => a.i - b.i);
      let fan: 'down' | 'right' | 'stack' = 'stack';
      const [a, b] = cards.slice(-2);
      if (a !== undefined && b !== undefined) fan = b.r.y > a.r.y + 0.5 ? 'down' : b.r.x > a.r.x + 0.5 ? 'right' : 'stack';
      out[pile] = { x: r.x + r.width / 2, y: r.y + r.height / 2, fan };
    }
    return out;
  });
}

/** Presses arrows until focus rests on `pile` (and on card `index` of it, when given). */
async function goTo(page: Page, pile: string, index?: number): Promise<void> {
  const where = await geometry(page);
  let f = (await focused(page)) ?? (await tabIn(page));
  const tried = new Set<string>();
  for (let i = 0; f.pile !== pile; i++) {
    if (i > 80) throw new Error(`arrows never reached ${pile} (stuck on ${f.pile})`);
    const a = where[f.pile]!;
    const b = where[pile]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const horizontal = dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    const vertical = dy > 0 ? 'ArrowDown' : 'ArrowUp';
    const first = Math.abs(dx) >= Math.abs(dy) ? horizontal : vertical;
    const second = first === horizontal ? vertical : horizontal;
    // The main direction first; when that was tried from here already (or goes nowhere), the other.
    let key = tried.has(`${f.pile}:${first}`) || Math.abs(first === horizontal ? dx : dy) < 2 ? second : first;
    if (tried.has(`${f.pile}:${key}`)) key = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][i % 4]!;
    tried.add(`${f.pile}:${key}`);
    await page.keyboard.press(key);
    f = (await focused(page))!;
  }
  if (index === undefined) return;
  const fan = where[pile]!.fan;
  for (let i = 0; f.index !== index; i++) {
    if (i > 40) throw new Error(`never reached card ${index} of ${pile} (on ${f.index})`);
    const back = f.index > index;
    await page.keyboard.press(fan === 'right' ? (back ? 'ArrowLeft' : 'ArrowRight') : back ? 'ArrowUp' : 'ArrowDown');
    f = (await focused(page))!;
    expect(f.pile).toBe(pile);
  }
}

/** Picked up, Right goes round the held card's places: until focus is on `pile`. */
async function cycleTo(page: Page, pile: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const f = await focused(page);
    if (f?.pile === pile) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`the held card's places never reached ${pile}`);
}

/** Plays a move with keys only: to the card, Enter, round to its place, Enter (the stock: Enter on it). */
async function playByKeys(page: Page, p: Position, move: Move): Promise<void> {
  if (move.type === 'stock') {
    await goTo(page, 'stock');
    await page.keyboard.press('Enter');
  } else if (move.type === 'remove') {
    const from = move.piles[0]!;
    await goTo(page, from, p.piles[from]!.length - 1);
    await page.keyboard.press('Enter');
    await cycleTo(page, move.piles[1] ?? 'discard');
    await page.keyboard.press('Enter');
  } else {
    const count = move.count ?? 1;
    await goTo(page, move.from, p.piles[move.from]!.length - count);
    await page.keyboard.press(count === 1 && p.game !== 'hamilton' && move.from !== 'stock' ? ' ' : 'Enter');
    await cycleTo(page, move.to);
    await page.keyboard.press('Enter');
  }
  await settle(page);
}

/**
 * The live region's text once it says something other than `before` and, with `putDown`, once it no longer
 * ends with the words for a card picked up (the region gathers what is said in a short while: a move by keys
 * is said after its pick-up, once the card is put down).
 */
async function announced(page: Page, before: string, putDown = false): Promise<string> {
  await page.waitForFunction(
    ([b, putDown]) => {
      const said = document.querySelector('[data-test=announce]')?.textContent ?? '';
      return said !== b && !(putDown && said.endsWith('Escape puts it back.'));
    },
    [before, putDown] as const,
    { timeout: 5000 },
  );
  return (await page.textContent('[data-test=announce]')) ?? '';
}

const games = listGames().map((g) => g.id);

/** A move of a dozen-move opening: card moves first (the keyboard's pick and put), turning through them. */
function choose(p: Position, step: number): Move {
  const legal = legalMoves(p);
  const cards = legal.filter((m) => m.type !== 'stock');
  const list = cards.length > 0 ? cards : legal;
  return list[step % list.length]!;
}

/** The first dozen moves of a deal of `game` (fewer if it ends), with real keys only. */
async function firstDozen(page: Page, game: GameId): Promise<void> {
  let n = 5;
  while (deal(game, n).status !== 'playing') n++;
  await open(page, `#/${game}/${n}`);
  // One Tab stop: Tab reaches the table, and the next Tab leaves it.
  await tabIn(page);
  expect(await page.locator('.table [tabindex="0"]').count()).toBe(1);
  let p = deal(game, n);
  let played = 0;
  const kinds = new Set<string>();
  let step = 0;
  for (; step < 12 && p.status === 'playing'; step++) {
    const move = choose(p, step);
    kinds.add(move.type);
    await playByKeys(page, p, move);
    played++;
    const saved = await savedPosition(page, game, n);
    expect(sameMove(saved.record.moves[played - 1]!, move)).toBe(true);
    // Moves that followed by themselves (a finish) count too.
    played = saved.record.moves.length;
    p = saved.position;
    expect(await movesShown(page)).toBe(played);
  }
  // A dozen moves by keys (fewer only if the game ended), cards picked up and put down among them.
  expect(step === 12 || p.status !== 'playing').toBe(true);
  expect(kinds.has('move') || kinds.has('remove')).toBe(true);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBeNull();
}

/** The end of `game`'s won record (test/e2e/fixtures) from five moves short, to the win, with real keys only. */
async function nearWon(page: Page, game: GameId): Promise<void> {
  // Source: test/e2e/fixtures/<game>-won.json, a solver's winning line (see fixtures/generate.ts).
  const won = readRecord(JSON.parse(readFileSync(new URL(`./fixtures/${game}-won.json`, import.meta.url), 'utf8')));
  expect(replay(won).status).toBe('won');
  const cut = won.moves.length - 5;
  await open(page, `#/${game}/${won.deal}/${formatMoves(won.moves.slice(0, cut))}`);
  await tabIn(page);
  let k = cut;
  let byKeys = 0;
  let before = (await page.textContent('[data-test=announce]')) ?? '';
  while ((await page.getAttribute('.game-page', 'data-status')) !== 'won') {
    expect(k).toBeLessThan(won.moves.length);
    const p = replay({ ...won, moves: won.moves.slice(0, k) });
    await playByKeys(page, p, won.moves[k]!);
    k++;
    byKeys++;
    // The move is announced in words.
    before = await announced(page, before, true);
    expect(before).toMatch(/\b(moved|removed|turned|dealt)\b/);
    // (Saved with the move.) A move that leaves every card able to go home (a certain finish): the rest
    // plays itself (auto-finish), and the win is awaited below.
    const saved = await savedPosition(page, game, won.deal);
    if (saved.position.status === 'won' || autoFinish(saved.position)?.certain === true) break;
    k = saved.record.moves.length;
    expect(saved.record.moves.slice(0, k)).toEqual(won.moves.slice(0, k));
  }
  expect(byKeys).toBeGreaterThan(0);
  await page.waitForSelector('[data-dialog=win]');
  await page.waitForFunction(() => document.querySelector('[data-test=announce]')?.textContent?.includes('You won!'), undefined, {
    timeout: 5000,
  });
}

/** Escape puts a picked-up card back, P reads the pile, F sends the focused card home (Hamlet). */
async function escapeAndF(page: Page): Promise<void> {
  // Source: test/e2e/fixtures/hamlet-won.json; the first position of its line where a card can go home.
  const won = readRecord(JSON.parse(readFileSync(new URL('./fixtures/hamlet-won.json', import.meta.url), 'utf8')));
  let k = 0;
  let p = replay({ ...won, moves: [] });
  let home: Extract<Move, { type: 'move' }> | undefined;
  for (; k < won.moves.length; k++) {
    p = replay({ ...won, moves: won.moves.slice(0, k) });
    home = legalMoves(p).find(
      (m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.from.startsWith('tableau-') && m.to.startsWith('foundation-'),
    );
    if (home !== undefined) break;
  }
  expect(home).toBeDefined();
  await open(page, `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, k))}`);
  await tabIn(page);
  const top = p.piles[home!.from]!.length - 1;
  await goTo(page, home!.from, top);
  let said = (await page.textContent('[data-test=announce]')) ?? '';
  await page.keyboard.press('Enter');
  said = await announced(page, said);
  expect(said).toContain('picked up; it may go to ');
  expect(await page.locator('.card.selected').count()).toBe(1);
  await page.keyboard.press('Escape');
  said = await announced(page, said);
  expect(said).toBe('Put back.');
  expect(await page.locator('.card.selected').count()).toBe(0);
  expect(await focused(page)).toEqual({ pile: home!.from, index: top });
  expect(await movesShown(page)).toBe(k);
  // P reads the focused pile in full, bottom to top.
  await page.keyboard.press('p');
  said = await announced(page, said);
  expect(said).toMatch(new RegExp(`^Pile ${home!.from.slice('tableau-'.length)}: `));
  expect(said.split(', ').length).toBe(p.piles[home!.from]!.length);
  await page.keyboard.press('f');
  await settle(page);
  const saved = await savedPosition(page, 'hamlet', won.deal);
  expect(saved.record.moves[k]).toEqual(home);
}

// One page at each size for its tests, nothing stored before each (no test changes a setting, and each opens
// another game than the test before, or a link).
for (const size of ['desktop', 'phone'] as SizeName[]) {
  describe(`at ${size} size`, () => {
    const quiet = (fn: (page: Page) => Promise<void>): Promise<void> =>
      withPage(size, fn, { reuse: clearStorage, reducedMotion: 'reduce' });
    describe.each(games)('%s by keyboard', (game: GameId) => {
      // A phone with a keyboard too: its arrangements differ (Hamilton's piles in two rows, Hamlet's in two).
      test(`the first dozen moves of a deal, with real keys only (${size})`, () => quiet((page) => firstDozen(page, game)));
      if (size === 'desktop') test('a near-won game finished to the win with real keys only', () => quiet((page) => nearWon(page, game)));
    });
    if (size === 'desktop') test('Escape puts a picked-up card back; F sends the focused card to a foundation', () => quiet(escapeAndF));
  });
}
