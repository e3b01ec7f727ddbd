// The rules page's own words in every language (issue 28): the drawing's labels fit the room its layout made
// for the English words (set smaller, never below 7 px), and its caption names the game in the language's way.
import { afterAll, describe, expect, it } from 'vitest';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { type Catalogue, LANGUAGES, t, useCatalogue } from '../../src/i18n/index.js';
import { GAME_IDS } from '../../src/index.js';
import { DRAWINGS } from '../../src/web/app/rules-diagram-data.js';

afterAll(() => useCatalogue('en', compiledCatalogue('en') as Catalogue));

describe.each([...LANGUAGES])('the drawings in %s', (lang) => {
  it('have every label within its room at 7 px or more, and a caption', () => {
    useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
    for (const game of GAME_IDS) {
      for (const d of DRAWINGS[game]) {
        expect(t(d.caption, { game: 'X' }).length, `${game} caption`).toBeGreaterThan(40);
        for (const b of d.labels) {
          const text = t(b.id, b.values);
          expect(text.length * 0.62 * 7, `${game} ${d.width} "${text}"`).toBeLessThanOrEqual(b.room + 0.5);
        }
      }
    }
  });
});
