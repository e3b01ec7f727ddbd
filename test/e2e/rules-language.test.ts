// Browser tests of the rules pages in the other languages (issue 28): a browser that asks for a language gets
// the game's page in it, and only that language's page travels; the page's own words (the way back, the
// drawing's caption and labels) are in that language too, and the caption names the game as the title does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type GameId } from '../../src/index.js';
import { useHarness, withPage } from './browser.js';

const h = useHarness();

const LANGS = ['fr', 'de', 'es', 'it', 'ru'] as const;
/** One game a language, so that every game and every language is opened once. */
const CASES: [(typeof LANGS)[number], GameId][] = [
  ['fr', 'camelot'],
  ['de', 'union-square'],
  ['es', 'british-constitution'],
  ['it', 'hamlet'],
  ['ru', 'hamilton'],
];

const page = (game: string, lang: string): string =>
  readFileSync(join(import.meta.dirname, '..', '..', 'src', 'games', game, `rules.${lang}.md`), 'utf8');
const headings = (markdown: string, level: string): string[] =>
  markdown
    .split('\n')
    .filter((l) => l.startsWith(`${level} `))
    .map((l) => l.slice(level.length + 1));

const ENGLISH_LABELS = /^(foundations|stock|chooser|the grid|waste|discard|piles \d+ to \d+|row \d.*)$/;

describe.each(CASES)('the rules page in %s (%s)', (lang, game) => {
  test('is the page in that language, with its words and none of the others', () =>
    withPage(
      'desktop',
      async (p) => {
        const seen: string[] = [];
        p.on('request', (r) => seen.push(new URL(r.url()).pathname));
        await p.goto(`${h.url}#/${game}/rules`);
        await p.waitForSelector(`.diagram[data-game="${game}"] svg`);
        const md = page(game, lang);
        const title = headings(md, '#')[0]!;
        expect(await p.textContent('article.rules h1')).toBe(title);
        expect(await p.locator('article.rules h2').allTextContents()).toEqual(headings(md, '##'));
        // The way back and the drawing speak the language; the caption names the game as the title does.
        const back = (await p.textContent('.rules-nav a')) ?? '';
        expect(back).toMatch(/^◂ /);
        expect(back).not.toMatch(/Back to/);
        const caption = (await p.textContent(`.diagram[data-game="${game}"] figcaption`)) ?? '';
        expect(caption.startsWith(title), caption).toBe(true);
        expect(await p.locator(`.diagram svg`).getAttribute('aria-label')).toBe(caption);
        const labels = await p.locator('.diagram .dg-label').allTextContents();
        expect(labels.length).toBeGreaterThan(1);
        for (const label of labels) expect(label, label).not.toMatch(ENGLISH_LABELS);
        // Only this language's page was fetched.
        const others = LANGS.filter((l) => l !== lang).join('|');
        expect(seen.filter((s) => new RegExp(`/rules\\.(${others})[-.]`).test(s))).toEqual([]);
        expect(seen.some((s) => new RegExp(`/rules\\.${lang}[-.]`).test(s))).toBe(true);
      },
      { locale: lang },
    ));
});
