// Every page in every language (issue 28, items 1 and 6): each language but English is opened as a player of
// it would (a browser speaking it, nothing chosen), page after page — home, a game with a move played, its help
// and menu, the rules, statistics, settings, daily deals, games played — and each is read as a player and a
// screen reader would: the visible text, the spoken names and descriptions, the title and the live region. An
// English word there that the language's own catalogue does not use is English left behind, and fails. Each
// page passes axe (no serious or critical violation) in each language.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, sourceCatalogue } from '../../scripts/i18n-catalog.mjs';
import { deal, legalMoves, listGames } from '../../src/index.js';
import { axe, isSerious } from './axe.js';
import { open, playMove, useHarness, withPage } from './browser.js';

const h = useHarness();

/**
 * Words that only English says: common words of the app's English (its buttons, its sentences' joints). A
 * page in another language that shows one, where that language's catalogue never uses it, shows English.
 */
const ENGLISH = `the and with from your this that these into onto for not but only of to is are was were has have
  will can cannot could would should there here when what which who while after before again
  move moves moved card cards pile piles game games play played playing undo redo hint hints new deal dealt
  won lost win wins loss stock waste foundation foundations tableau row rows space spaces column discard
  settings statistics back close cancel show hide help menu restart sound sounds rules daily today
  none nothing left more less than all every each one two three first last next previous
  open opened save saved load loading solve solver solution demo stop pause resume continue start
  yes no copy copied share link record records import export reset delete remove keep
  ace king queen jack hearts spades clubs diamonds
  time times best streak average total percent
  turn turned empty full take taken put goes go gone home`.split(/\s+/);

const LANGS = ['fr', 'de', 'es', 'it', 'ru'] as const;

/** Every word a language says: its catalogue's and its rules pages', lower case. */
function wordsOf(lang: string): Set<string> {
  const pages = listGames().map((g) => readFileSync(join(root, 'src', 'games', g.id, `rules.${lang}.md`), 'utf8'));
  const text = [...Object.values(sourceCatalogue(lang)), ...pages].join(' ');
  return new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
}

/** What a player reads and hears of the page: its visible text, spoken names and descriptions, title, live region. */
function readPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription], [aria-valuetext]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']) {
        const v = el.getAttribute(name);
        if (v !== null) parts.push(v);
      }
    }
    for (const el of document.querySelectorAll('[aria-live], [role=status], [role=alert]')) parts.push(el.textContent ?? '');
    return parts.join('\n');
  });
}

/** The English words on the page that `lang` never says, each with the line it was found in. */
async function englishLeft(page: Page, own: Set<string>): Promise<string[]> {
  const text = await readPage(page);
  const found: string[] = [];
  for (const line of text.split('\n')) {
    const words = line.toLowerCase().match(/\p{L}+/gu) ?? [];
    const english = words.filter((w) => ENGLISH.includes(w) && !own.has(w));
    if (english.length > 0) found.push(`${english.join(', ')}: «${line.trim().slice(0, 120)}»`);
  }
  return found;
}

/**
 * axe's checks that words can break: every control, image, dialog and page named, the language declared
 * and valid. (Everything else axe checks — contrast, structure, roles — does not change with the language,
 * and the axe-pages and axe-dialogs tests check it all on every page; this keeps five languages' runs cheap.)
 */
const WORD_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'document-title',
  'button-name',
  'link-name',
  'input-button-name',
  'label',
  'select-name',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-progressbar-name',
  'aria-meter-name',
  'aria-dialog-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'summary-name',
  'empty-heading',
  'empty-table-header',
];

async function wordViolations(page: Page, where: string): Promise<string[]> {
  const result = await (await axe(page)).withRules(WORD_RULES).analyze();
  return result.violations.filter(isSerious).map((v) => `${where}: ${v.id}`);
}

for (const lang of LANGS) {
  test(`in ${lang}, every page says its words in ${lang} and passes axe`, () =>
    withPage(
      'desktop',
      async (page) => {
        const own = wordsOf(lang);
        const left: string[] = [];
        const violations: string[] = [];
        const check = async (where: string): Promise<void> => {
          expect(await page.getAttribute('html', 'lang')).toBe(lang);
          left.push(...(await englishLeft(page, own)).map((s) => `${where}: ${s}`));
          violations.push(...(await wordViolations(page, where)));
        };
        const go = async (hash: string, ready: string): Promise<void> => {
          await page.evaluate((h) => (location.hash = h), hash);
          await page.waitForSelector(ready);
        };

        await page.goto(`${h.url}#/`);
        await page.waitForSelector('.games .game-card');
        await check('home');

        await open(page, '#/hamlet/7');
        const p = deal('hamlet', 7);
        await playMove(
          page,
          p,
          legalMoves(p).find((m) => m.type === 'move')!,
          'drag',
        );
        await page.waitForFunction(() => (document.querySelector('#announce')?.textContent ?? '') !== '');
        await check('game');
        await page.keyboard.press('?');
        await page.waitForSelector('.dialog[data-dialog=help]');
        await check('help');
        await page.keyboard.press('Escape');
        await page.click('.more summary');
        await check('menu');
        await page.keyboard.press('Escape');

        await go('#/hamlet/rules', '.rules');
        await check('rules');
        await go('#/stats', 'main h1');
        await check('stats');
        await go('#/settings', 'select[name=language]');
        await check('settings');
        await go('#/daily', 'main h1');
        await check('daily');
        await go('#/played', 'main h1');
        await check('played');

        // One line per place, so that a failure lists every word left in English.
        expect([...new Set(left)].join('\n')).toBe('');
        expect(violations).toEqual([]);
      },
      { reducedMotion: 'reduce', locale: lang },
    ));
}
