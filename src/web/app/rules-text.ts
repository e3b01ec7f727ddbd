// Owns the loaders of the rules pages' text: src/games/<game>/rules.<language>.md (rules.md is the English
// page), each turned into HTML at build time (vite.config.ts) and a chunk of its own. Loaded only with a
// rules page, so that the home page's first load carries none of the thirty loaders.
import type { GameId } from '../../index.js';

const PAGES = import.meta.glob<string>('../../games/*/rules*.md', { query: '?html', import: 'default' });

/** `game`'s page in `lang` as HTML, or its English page when it has none in that language. */
export function rulesHtml(game: GameId, lang: string): Promise<string> {
  const load = PAGES[`../../games/${game}/rules.${lang}.md`] ?? PAGES[`../../games/${game}/rules.md`];
  return load === undefined ? Promise.reject(new Error(`no rules page for ${game}`)) : load();
}
