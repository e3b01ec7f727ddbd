// The layout's search for the largest cards in slices (issue 30, item 1: no long task while a game opens or
// the window is resized): the table runs layoutSearch's slices in tasks of their own, then lays out with
// layout(), which must find the choice made and choose the same as a search run at once.
import { describe, expect, test, vi } from 'vitest';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import type { Catalogue } from '../../src/i18n/index.js';
import { deal, listGames } from '../../src/index.js';
import type * as LayoutModule from '../../src/web/table/layout.js';

/** A fresh copy of layout.ts (nothing chosen yet), with a fresh copy of the English catalogue in use. */
async function fresh(): Promise<typeof LayoutModule> {
  vi.resetModules();
  const i18n = await import('../../src/i18n/index.js');
  i18n.useCatalogue('en', compiledCatalogue('en') as Catalogue);
  return import('../../src/web/table/layout.js');
}

/** What a layout shows, without its functions. */
const seen = (l: LayoutModule.Layout): unknown => JSON.parse(JSON.stringify(l));

const BOXES = [
  [400, 560],
  [811, 300],
  [1268, 700],
] as const;

describe('the search in slices', () => {
  for (const game of listGames().map((g) => g.id)) {
    test(`${game}: the slices choose what one search chooses, and layout() then searches no more`, async () => {
      const p = deal(game, 7);
      for (const [w, h] of BOXES) {
        const whole = await fresh();
        const expected = seen(whole.layout(p, w, h));

        const sliced = await fresh();
        const search = sliced.layoutSearch(p, w, h);
        let slices = 1;
        while (search()) slices++;
        // The search is cut in several slices (each one arrangement at one plan), not run in one.
        expect(slices).toBeGreaterThan(2);
        // Its choice is kept where layout() looks: a second search for the same box has nothing to do.
        expect(sliced.layoutSearch(p, w, h)()).toBe(false);
        expect(seen(sliced.layout(p, w, h))).toEqual(expected);
      }
    });
  }

  test('the options are part of the search: a left-handed or large-index search is its own', async () => {
    const p = deal('hamlet', 7);
    const m = await fresh();
    const search = m.layoutSearch(p, 400, 560);
    while (search()) continue;
    expect(m.layoutSearch(p, 400, 560, { leftHanded: true })()).toBe(true);
    expect(m.layoutSearch(p, 400, 560, { largeIndex: true })()).toBe(true);
  });
});
