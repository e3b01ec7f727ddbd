// A good ending in the browser (issue 25, item 7): the win dialog opens only after the last card has landed
// (a move after which the game finishes itself, each card gliding home); the celebration cascades copies of
// the foundations' cards under the dialog, never over its buttons; with prefers-reduced-motion nothing moves.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { type GameId, type GameRecord, autoFinish, readRecord, replay, replayPositions } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { open, playMove, shot, useHarness, withPage } from './browser.js';

const h = useHarness();

/**
 * The page's context with the fast animation setting stored: each card still glides home, in half the time of
 * the normal speed (half the frames to draw); the celebration is the same at every speed.
 */
const fastGlides = (): BrowserContextOptions => ({
  storageState: {
    cookies: [],
    origins: [
      { origin: new URL(h.url).origin, localStorage: [{ name: 'patience/v1/settings', value: '{"schema":2,"animation":"fast"}' }] },
    ],
  },
});

/** A won record cut just before the move after which the game finishes itself. */
function beforeFinish(game: GameId): { record: GameRecord; cut: number } {
  const record = readRecord(JSON.parse(readFileSync(new URL(`./fixtures/${game}-won.json`, import.meta.url), 'utf8')));
  const positions = replayPositions(record);
  const k = positions.findIndex((p, i) => i > 0 && autoFinish(p)?.certain === true && autoFinish(positions[i - 1]!) === null);
  expect(k).toBeGreaterThan(0);
  return { record, cut: k - 1 };
}

/** From now on, notes how many card glides run when the win dialog appears (-1: not yet), and how many ran before. */
async function watchTheEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { atDialog: number; glides: number };
    w.atDialog = -1;
    w.glides = 0;
    const seen = new Set<Animation>();
    const cardGlides = (): Animation[] =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && ((a.effect as KeyframeEffect | null)?.target as Element | null)?.classList.contains('card'),
        );
    const poll = (): void => {
      for (const a of cardGlides()) {
        if (seen.has(a)) continue;
        seen.add(a);
        w.glides++;
      }
      requestAnimationFrame(poll);
    };
    poll();
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-dialog=win]') === null) return;
      w.atDialog = cardGlides().length;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function playToTheFinish(page: Page, game: GameId): Promise<void> {
  const { record, cut } = beforeFinish(game);
  const moves = record.moves.slice(0, cut);
  await open(page, `#/${game}/${record.deal}/${formatMoves(moves)}`);
  await watchTheEnd(page);
  await playMove(page, replay({ ...record, moves }), record.moves[cut]!, 'drag');
  await page.waitForSelector('[data-dialog=win]', { timeout: 20_000 });
}

for (const size of ['desktop', 'phone'] as const) {
  describe(`the end of a game at ${size} size`, () => {
    test('the win dialog opens after the last card has landed, and the celebration never covers its buttons', () =>
      withPage(
        size,
        async (page) => {
          await playToTheFinish(page, 'union-square');
          const end = await page.evaluate(() => {
            const w = window as unknown as { atDialog: number; glides: number };
            return { atDialog: w.atDialog, glides: w.glides };
          });
          expect(end.glides).toBeGreaterThan(3);
          expect(end.atDialog).toBe(0);
          // Copies of the foundations' cards cascade under the dialog; every button stays on top all along.
          await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('.celebration')?.dataset['flown'] ?? 0) > 0);
          for (let i = 0; i < 6; i++) {
            const covered = await page.evaluate(
              () =>
                [...document.querySelectorAll<HTMLElement>('[data-dialog=win] button')].filter((b) => {
                  const r = b.getBoundingClientRect();
                  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                  return hit === null || !b.contains(hit);
                }).length,
            );
            expect(covered).toBe(0);
            if (i === 2) await shot(page, `ending-${size}-celebration`);
            await page.waitForTimeout(250);
          }
          const flown = await page.evaluate(() => Number(document.querySelector<HTMLElement>('.celebration')!.dataset['flown']));
          expect(flown).toBeGreaterThan(1);
          // The dialog's buttons work while the cards fly: Close ends the celebration with the dialog.
          await page.click('[data-dialog=win] button:text("Close")');
          expect(await page.$('.celebration')).toBeNull();
        },
        fastGlides(),
      ));

    test('with prefers-reduced-motion the win shows and nothing moves', () =>
      withPage(
        size,
        async (page) => {
          await playToTheFinish(page, 'union-square');
          await page.waitForTimeout(600);
          expect(await page.$$('.cascade-card')).toHaveLength(0);
          const running = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
          expect(running).toBe(0);
        },
        { reducedMotion: 'reduce' },
      ));
  });
}
