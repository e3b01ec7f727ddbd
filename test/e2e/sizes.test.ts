// Browser checks of the table at more window sizes than the desktop and phone runs (issue 7: "fitted to
// the window with no scrolling, from a wide desktop to a phone held upright"): a large desktop, a tablet,
// a small phone and a phone held sideways. Every game after a few moves: no scrolling, every card inside
// the table, the bars clear of the table, the status line shown whole. Screenshots go to test-results/.
// One page at each size opens the five games in turn by their links (nothing stored matters here).
import { describe, expect, test } from 'vitest';
import { type GameId, type Move, applyMove, deal, hint, listGames } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { open, shot, toHome, useHarness, withPage } from './browser.js';

const EXTRA = {
  'desktop-1920': { width: 1920, height: 1080 },
  'tablet-768': { width: 768, height: 1024 },
  'phone-360': { width: 360, height: 640 },
  'landscape-844': { width: 844, height: 390 },
} as const;

useHarness();

/** Deal 5 of a game and the engine's hinted moves for a few turns, so piles have grown and play goes on. */
function scene(game: GameId): { deal: number; moves: string } {
  let p = deal(game, 5);
  const moves: Move[] = [];
  for (let i = 0; i < 8 && p.status === 'playing'; i++) {
    const m = hint(p, moves[moves.length - 1]);
    if (m === null) break;
    moves.push(m);
    p = applyMove(p, m);
  }
  return { deal: 5, moves: formatMoves(moves) };
}

const games = listGames().map((g) => g.id);

describe.each(Object.entries(EXTRA))('at %s', (name, viewport) => {
  test.each(games)('%s fits the window', (game) =>
    withPage(
      viewport,
      async (page) => {
        const { deal: n, moves } = scene(game);
        await open(page, `#/${game}/${n}/${moves}`);
        await shot(page, `${game}-${name}`);
        const problems = await page.evaluate(() => {
          const out: string[] = [];
          const doc = document.scrollingElement!;
          if (doc.scrollHeight > innerHeight + 1 || doc.scrollWidth > innerWidth + 1)
            out.push(`page scrolls: ${doc.scrollWidth}×${doc.scrollHeight}`);
          const rect = (sel: string): DOMRect => document.querySelector(sel)!.getBoundingClientRect();
          const table = rect('.table');
          for (const c of document.querySelectorAll<HTMLElement>('.card')) {
            const r = c.getBoundingClientRect();
            if (r.left < table.left - 1 || r.top < table.top - 1 || r.right > table.right + 1 || r.bottom > table.bottom + 1) {
              out.push(`card ${c.getAttribute('aria-label')} on ${c.dataset['pile']} outside the table`);
            }
          }
          for (const sel of ['.bar', '.status-line']) if (rect(sel).bottom > table.top + 1) out.push(`${sel} overlaps the table`);
          // Below the table, or (a phone held sideways) on the line above it: never over it.
          const controls = rect('.controls');
          if (controls.top < table.bottom - 1 && controls.bottom > table.top + 1) out.push('the controls overlap the table');
          for (const b of document.querySelectorAll<HTMLElement>('.controls > *')) {
            const r = b.getBoundingClientRect();
            if (r.width > 0 && (r.left < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1))
              out.push(`control "${b.textContent}" off screen`);
          }
          const status = document.querySelector<HTMLElement>('.status-line')!;
          if (status.scrollWidth > status.clientWidth + 1 || status.scrollHeight > status.clientHeight + 1)
            out.push(`status line cut: ${status.textContent}`);
          return out;
        });
        expect(problems).toEqual([]);
      },
      { reuse: toHome, reducedMotion: 'reduce' },
    ),
  );
});
