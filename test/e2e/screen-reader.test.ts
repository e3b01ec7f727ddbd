// Browser tests of what screen readers get (issue 15): the table a labelled application of labelled pile
// groups owning named cards; the one polite live region's words after a move, a refusal, the table read
// aloud and a win; and silence while the game sits idle (the clock is never announced).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { type Move, type Position, applyMove, deal, legalMoves, readRecord, replay, whyIllegal } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { spokenNames, stepWords } from '../../src/web/table/index.js';
import { cardPoint, drag, clearStorage, open, pilePoint, playMove, useHarness, withPage } from './browser.js';
import '../i18n/setup.js'; // the expected words are English, said from the catalogue as the page says them

useHarness();
// One page for the tests, nothing stored before each (each opens a deal of its own; no setting changes), asking
// for less motion.
const QUIET = { reuse: clearStorage, reducedMotion: 'reduce' } as const;

const live = (page: Page): Promise<string> => page.textContent('[data-test=announce]').then((t) => t ?? '');

/** The live region's text once it differs from `before`. */
async function next(page: Page, before: string): Promise<string> {
  await page.waitForFunction((b) => (document.querySelector('[data-test=announce]')?.textContent ?? '') !== b, before, { timeout: 5000 });
  return live(page);
}

test('the table, its piles and its cards are named for assistive technology', () =>
  withPage(
    'desktop',
    async (page) => {
      const p = deal('union-square', 3);
      await open(page, '#/union-square/3');
      expect(await page.getAttribute('.table', 'role')).toBe('application');
      expect(await page.getAttribute('.table', 'aria-label')).toBe('Union Square table');
      const piles = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.table .slot')].map((s) => ({
          pile: s.dataset['pile']!,
          role: s.getAttribute('role'),
          label: s.getAttribute('aria-label'),
          owns: (s.getAttribute('aria-owns') ?? '')
            .split(' ')
            .filter((id) => id !== '')
            .map((id) => {
              const c = document.getElementById(id)!;
              return {
                pile: c.dataset['pile'],
                index: Number(c.dataset['index']),
                role: c.getAttribute('role'),
                label: c.getAttribute('aria-label'),
              };
            }),
        })),
      );
      expect(piles.length).toBe(Object.keys(p.piles).length);
      for (const pile of piles) {
        expect(pile.role).toBe('group');
        const cards = p.piles[pile.pile]!;
        // Every card the pile shows is owned by its group, bottom to top, and named.
        expect(pile.owns.every((c) => c.pile === pile.pile && c.role === 'img' && (c.label ?? '') !== '')).toBe(true);
        const order = pile.owns.map((c) => c.index);
        expect(order).toEqual([...order].sort((a, b) => a - b));
        if (pile.pile === 'stock') {
          expect(pile.label).toBe(`Stock, ${cards.length} cards`);
          expect(pile.owns.every((c) => c.label === 'face-down card')).toBe(true);
        } else if (cards.length === 0) {
          expect(pile.label).toMatch(/, empty/);
        } else {
          const top = spokenNames('union-square').card(cards[cards.length - 1]!);
          expect(pile.label).toContain(`${cards.length} card${cards.length === 1 ? '' : 's'}, top card ${top}`);
          const topCard = pile.owns.find((c) => c.index === cards.length - 1)!;
          expect(topCard.label?.startsWith(top)).toBe(true);
        }
      }
      // The only live region is the announcer: never the score box with its clock.
      expect(await page.evaluate(() => [...document.querySelectorAll('[aria-live]')].map((e) => e.id))).toEqual(['announce']);
      expect(await page.getAttribute('.figures', 'aria-live')).toBeNull();
    },
    QUIET,
  ));

test('the live region says a move, a refusal with its reason, and the table read aloud', () =>
  withPage(
    'desktop',
    async (page) => {
      let p: Position = deal('hamlet', 7);
      await open(page, '#/hamlet/7');
      let said = await live(page);
      const move = legalMoves(p).find((m): m is Extract<Move, { type: 'move' }> => m.type === 'move')!;
      await playMove(page, p, move, 'drag');
      said = await next(page, said);
      expect(said).toBe(stepWords(p, [move]));
      expect(said).toMatch(/ moved from pile \d+ to (pile|foundation) \d+\.$/);
      p = applyMove(p, move);

      // A drop the engine refuses: its reason, cards named in full.
      const legal = new Set(legalMoves(p).map((m) => JSON.stringify(m)));
      let bad: Extract<Move, { type: 'move' }> | null = null;
      for (let a = 1; a <= 13 && bad === null; a++)
        for (let b = 1; b <= 13 && bad === null; b++) {
          const m = { type: 'move' as const, from: `tableau-${a}`, to: `tableau-${b}`, count: 1 };
          if (a !== b && p.piles[m.from]!.length > 0 && p.piles[m.to]!.length > 0 && !legal.has(JSON.stringify(m))) bad = m;
        }
      await drag(page, await cardPoint(page, bad!.from, p.piles[bad!.from]!.length - 1), await pilePoint(page, bad!.to));
      said = await next(page, said);
      const reason = whyIllegal(p, bad!, spokenNames('hamlet'))!;
      expect(said.toLowerCase()).toContain(reason.toLowerCase());
      expect(said).not.toMatch(/[♠♥♦♣]/);

      // T reads the whole table, row by row.
      await page.keyboard.press('t');
      said = await next(page, said);
      // The status line first (Hamlet's: cards home and piles left), then the rows.
      expect(said).toMatch(/^\d+ of 104 cards on the foundations.*\. Row 1: /);
      expect(said).toContain('Row 2: ');
      expect(said).toContain('pile 13');
    },
    QUIET,
  ));

test('nothing is announced while the game sits idle (the clock runs on in silence)', () =>
  withPage(
    'desktop',
    async (page) => {
      const p = deal('camelot', 3);
      await open(page, '#/camelot/3');
      // One move starts the clock, and is announced.
      const said = await live(page);
      await playMove(page, p, { type: 'stock' }, 'tap');
      await next(page, said);
      await page.waitForTimeout(500);
      await page.evaluate(() => {
        const w = window as unknown as { liveChanges: number };
        w.liveChanges = 0;
        new MutationObserver((list) => (w.liveChanges += list.length)).observe(document.querySelector('[data-test=announce]')!, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      const time = await page.textContent('[data-test=time]');
      // Two ticks of the clock (waited for, not timed), each a change the live region might have been told of.
      const tick = async (from: string | null): Promise<string | null> => {
        await page.waitForFunction((t) => document.querySelector('[data-test=time]')?.textContent !== t, from);
        return page.textContent('[data-test=time]');
      };
      const later = await tick(await tick(time));
      // The clock did tick meanwhile, and the live region did not change.
      expect(later).not.toBe(time);
      expect(await page.evaluate(() => (window as unknown as { liveChanges: number }).liveChanges)).toBe(0);
    },
    QUIET,
  ));

test('a win is announced; the end dialog is modal and labelled', () =>
  withPage(
    'desktop',
    async (page) => {
      // Source: test/e2e/fixtures/hamilton-won.json, a solver's winning line (see fixtures/generate.ts).
      const won = readRecord(JSON.parse(readFileSync(new URL('./fixtures/hamilton-won.json', import.meta.url), 'utf8')));
      const cut = won.moves.length - 1;
      const p = replay({ ...won, moves: won.moves.slice(0, cut) });
      await open(page, `#/hamilton/${won.deal}/${formatMoves(won.moves.slice(0, cut))}`);
      const said = await live(page);
      await playMove(page, p, won.moves[cut]!, 'tap');
      await page.waitForSelector('[data-dialog=win]');
      expect(await next(page, said)).toContain('You won!');
      const dialog = page.locator('[data-dialog=win]');
      expect(await dialog.getAttribute('role')).toBe('dialog');
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      const title = await page.textContent(`#${await dialog.getAttribute('aria-labelledby')}`);
      expect(title).toBe('You won!');
      expect(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
      // Everything else is inert while it is open (hidden from assistive technology, out of Tab's reach), the
      // live region apart; Esc closes it and gives the page back.
      expect(await page.evaluate(() => document.querySelector('.table')!.closest('[inert]') !== null)).toBe(true);
      expect(await page.evaluate(() => document.querySelector('[data-test=announce]')!.closest('[inert]'))).toBeNull();
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-dialog=win]', { state: 'detached' });
      expect(await page.locator('[inert]').count()).toBe(0);
    },
    QUIET,
  ));
