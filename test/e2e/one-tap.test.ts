// One-tap moves in the browser (issue 25, item 6): a real touch (phone) or click (desktop) on a card with
// exactly one move makes it, as one step the engine replays; a card with several choices is chosen as
// before; the setting turns one-tap off; a double tap still sends a pile's cards home as one step.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Move, type Position, applyMove, autoMoves, deal, foundationSweep, legalMoves, sameMove } from '../../src/index.js';
import { movesFrom, oneTapMove } from '../../src/web/table/board.js';
import { cardPoint, freshApp, movesShown, open, savedPosition, settle, useHarness, withPage } from './browser.js';

const h = useHarness();

/** The first Hamlet deal with a top card whose moves satisfy `want` (Hamlet shows every card). */
function find(want: (p: Position, moves: Move[], pile: string) => boolean): { n: number; pile: string; moves: Move[] } {
  for (let n = 1; n < 300; n++) {
    const p = deal('hamlet', n);
    for (const pile of Object.keys(p.piles).filter((id) => id.startsWith('tableau'))) {
      const moves = movesFrom(legalMoves(p), pile, 1);
      if (p.piles[pile]!.length > 0 && want(p, moves, pile)) return { n, pile, moves };
    }
  }
  throw new Error('no such deal');
}

const isSafe = (p: Position, m: Move): boolean => autoMoves(p, 'safe').some((a) => sameMove(a, m));

async function tapCard(page: Page, size: 'phone' | 'desktop', at: { x: number; y: number }): Promise<void> {
  if (size === 'phone') await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

for (const size of ['phone', 'desktop'] as const) {
  describe(`one-tap at ${size} size`, () => {
    // One page for the tests at this size, loaded afresh with nothing stored before each, asking for less motion.
    const QUIET = { reuse: freshApp, reducedMotion: 'reduce' } as const;
    test('one tap makes a card’s only move, as one step the engine replays', () =>
      withPage(
        size,
        async (page) => {
          const one = find((p, moves, pile) => moves.length === 1 && foundationSweep(p, pile).length === 0);
          await open(page, `#/hamlet/${one.n}`);
          const p = deal('hamlet', one.n);
          await tapCard(page, size, await cardPoint(page, one.pile, p.piles[one.pile]!.length - 1));
          await page.waitForFunction(() => document.querySelector('[data-test=moves]')?.textContent === '1');
          await settle(page);
          expect((await savedPosition(page, 'hamlet', one.n)).position.piles).toEqual(applyMove(p, one.moves[0]!).piles);
          expect(await page.$('.card.selected')).toBeNull();
        },
        QUIET,
      ));

    test('several choices and none safe home: a tap chooses the card', () =>
      withPage(
        size,
        async (page) => {
          const many = find((p, moves) => moves.length > 1 && !moves.some((m) => isSafe(p, m)));
          await open(page, `#/hamlet/${many.n}`);
          const q = deal('hamlet', many.n);
          await tapCard(page, size, await cardPoint(page, many.pile, q.piles[many.pile]!.length - 1));
          await page.waitForSelector(`.card.selected[data-pile="${many.pile}"]`);
          await page.waitForTimeout(500);
          expect(await movesShown(page)).toBe(0);
        },
        QUIET,
      ));

    test('a card that can go home (the engine’s sweep) waits out the double tap, then goes by itself', () =>
      withPage(
        size,
        async (page) => {
          // A card that one tap sends home, from a pile that a double tap would sweep.
          const home = find((p, _, pile) => {
            const m = oneTapMove({ position: p, legal: legalMoves(p) }, { pile, index: p.piles[pile]!.length - 1 });
            return m !== null && m.type === 'move' && m.to.startsWith('foundation') && foundationSweep(p, pile).length > 0;
          });
          const move = oneTapMove(
            { position: deal('hamlet', home.n), legal: legalMoves(deal('hamlet', home.n)) },
            { pile: home.pile, index: deal('hamlet', home.n).piles[home.pile]!.length - 1 },
          )!;
          const p = deal('hamlet', home.n);
          await open(page, `#/hamlet/${home.n}`);
          const at = await cardPoint(page, home.pile, p.piles[home.pile]!.length - 1);
          await tapCard(page, size, at);
          // Chosen while a second tap may still come; then played by itself.
          await page.waitForFunction(() => document.querySelector('[data-test=moves]')?.textContent === '1');
          await settle(page);
          expect((await savedPosition(page, 'hamlet', home.n)).position.piles).toEqual(applyMove(p, move).piles);
        },
        QUIET,
      ));

    test('with the setting off, a tap on a card with one move only chooses it', () =>
      withPage(
        size,
        async (page) => {
          await page.goto(`${h.url}#/settings`);
          await page.waitForSelector('form.settings');
          expect(await page.isChecked('input[name=oneTap]')).toBe(true);
          await page.setChecked('input[name=oneTap]', false);
          const one = find((_, moves) => moves.length === 1);
          await open(page, `#/hamlet/${one.n}`);
          const before = await movesShown(page);
          await tapCard(page, size, await cardPoint(page, one.pile, deal('hamlet', one.n).piles[one.pile]!.length - 1));
          await page.waitForSelector(`.card.selected[data-pile="${one.pile}"]`);
          await page.waitForTimeout(500);
          expect(await movesShown(page)).toBe(before);
        },
        QUIET,
      ));
  });
}
