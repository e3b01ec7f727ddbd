// The table spoken in the player's language (issue 28, item 1): in Russian and in French, a move played is
// announced in the live region with its card and piles in the case the sentence needs, and the piles'
// names for screen readers, the rows' names on the table and the letters in the cards' corners are the language's.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { type Move, deal } from '../../src/index.js';
import { open, playMove, useHarness, withPage } from './browser.js';

useHarness();

// Hamlet deal 7: the Ace of diamonds lies on pile 3 and goes to foundation 1.
const aceHome: Move = { type: 'move', from: 'tableau-3', to: 'foundation-1', count: 1 };

const label = (page: Page, pile: string): Promise<string | null> => page.getAttribute(`.table .slot[data-pile="${pile}"]`, 'aria-label');

/**
 * Waits until every face-up King, Queen, Jack and Ace drawn on the table shows `letters` (in that order) in
 * both its corners, and at least one court is drawn; faces are painted a batch per task.
 */
async function facesRead(page: Page, letters: string): Promise<void> {
  await page.waitForFunction((want) => {
    const cards = [...document.querySelectorAll<HTMLElement>('.table .card[data-card]')].filter((c) =>
      'KQJA'.includes(c.dataset['card']![0] ?? '-'),
    );
    if (!cards.some((c) => 'KQJ'.includes(c.dataset['card']![0]!))) return false;
    return cards.every((c) => {
      const texts = [...c.querySelectorAll('.index [data-rank]')].map((t) => t.getAttribute('data-rank'));
      const letter = want['KQJA'.indexOf(c.dataset['card']![0]!)];
      return texts.length === 2 && texts.every((t) => t === letter);
    });
  }, letters);
}

/** Plays the Ace home and gives what the live region says then. */
async function playAce(page: Page): Promise<string> {
  const before = (await page.textContent('#announce')) ?? '';
  await playMove(page, deal('hamlet', 7), aceHome, 'drag');
  await page.waitForFunction((was) => (document.getElementById('announce')?.textContent ?? '') !== was, before);
  return (await page.textContent('#announce')) ?? '';
}

test('in Russian, a move is announced "из стопки 3 на базу 1", and piles and rows are named in Russian', () =>
  withPage(
    'desktop',
    async (page) => {
      await open(page, '#/hamlet/7');
      expect(await label(page, 'tableau-3')).toMatch(/^Стопка 3, \d+ карт[аы]?, верхняя карта туз бубён/);
      expect(await label(page, 'foundation-1')).toMatch(/^База 1, пусто/);
      expect(await playAce(page)).toContain('Туз бубён переходит из стопки 3 на базу 1.');
      expect(await label(page, 'foundation-1')).toMatch(/^База 1, 1 карта, верхняя карта туз бубён/);

      await open(page, '#/british-constitution/4');
      await page.waitForSelector('.table .row-label');
      expect(await page.locator('.table .row-label').allTextContents()).toEqual(['Ряд 1', 'Ряд 2', 'Ряд 3', 'Ряд 4']);
    },
    { locale: 'ru-RU' },
  ));

test('in French, a move is announced with its articles and prepositions; Russian chosen elsewhere renames the table at once', () =>
  withPage(
    'desktop',
    async (page) => {
      await open(page, '#/hamlet/7');
      // The faces' corners read as a French deck: R, D, V for roi, dame, valet.
      await facesRead(page, 'RDVA');
      expect(await label(page, 'foundation-1')).toMatch(/^Fondation 1, vide/);
      expect(await playAce(page)).toContain('L’as de carreau passe de la pile 3 sur la fondation 1.');

      // Russian chosen in the settings in another tab: the table open here is named in Russian at once.
      const settings = await page.context().newPage();
      await settings.goto(page.url().replace(/#.*$/, '#/settings'));
      await settings.waitForSelector('select[name=language]');
      await settings.selectOption('select[name=language]', 'ru');
      await page.waitForFunction(() => document.documentElement.lang === 'ru');
      await page.waitForFunction(() =>
        (document.querySelector('.table .slot[data-pile="foundation-1"]')?.getAttribute('aria-label') ?? '').startsWith('База 1, 1 карта'),
      );
      expect(await label(page, 'tableau-3')).toMatch(/^Стопка 3, /);
      // And the faces are drawn again with the Russian deck's letters: К, Д, В, Т (туз).
      await facesRead(page, 'КДВТ');
    },
    { locale: 'fr-FR' },
  ));
