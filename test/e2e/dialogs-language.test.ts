// The game page's dialogs in the player's language (issue 28, item 1): the help sheet and "can this still be
// won?" opened by their keys in a French and a Russian browser say that language, with axe at no serious or
// critical violation in it.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { readRecord } from '../../src/index.js';
import { formatMoves } from '../../src/web/app/link.js';
import { axe, isSerious } from './axe.js';
import { open, useHarness, withPage } from './browser.js';

useHarness();

/**
 * A Hamlet game two moves short of its win (the won record in fixtures/): the verdict's solver answers it at
 * once, where a fresh deal keeps it searching to its time limit. The dialogs' words are the subject here.
 */
const won = readRecord(JSON.parse(readFileSync(new URL('./fixtures/hamlet-won.json', import.meta.url), 'utf8')));
const NEAR_WIN = `#/hamlet/${won.deal}/${formatMoves(won.moves.slice(0, -2))}`;

async function serious(page: Page): Promise<string[]> {
  const result = await (await axe(page)).include('[role=dialog]').analyze();
  return result.violations.filter(isSerious).map((v) => v.id);
}

test('in French, the help sheet and the verdict dialog speak French', () =>
  withPage(
    'desktop',
    async (page) => {
      await open(page, NEAR_WIN);
      await page.keyboard.press('?');
      await page.waitForSelector('[data-dialog=help]');
      expect(await page.textContent('[data-dialog=help] h2')).toBe('Aide');
      const keys = await page.$$eval('[data-dialog=help] kbd', (els) => els.map((e) => e.textContent));
      expect(keys).toEqual(expect.arrayContaining(['Entrée ou Espace', 'Échap', 'Ctrl+Maj+Z ou Ctrl+Y']));
      expect(await page.textContent('[data-dialog=help] caption')).toBe('Sur la table');
      expect(await serious(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.keyboard.press('w');
      await page.waitForSelector('[data-dialog=verdict]');
      expect(await page.textContent('[data-dialog=verdict] h2')).toBe('Peut-on encore gagner\u202f?');
      // Hamlet hides no card: the dialog says so, and its answer is a plain yes, no or "not known". (French
      // puts a narrow no-break space before ? and :.)
      expect(await page.textContent('[data-dialog=verdict] .quiet')).toBe('Rien n’est caché dans cette position.');
      await page.waitForFunction(() => document.querySelector('[data-test=fair-verdict]')!.textContent !== 'Réflexion…');
      expect(await page.textContent('[data-test=fair-verdict]')).toMatch(
        /^(Oui\u202f: vous pouvez encore gagner|Non\u202f: |On ne sait pas\u202f: )/,
      );
      expect(await page.textContent('[data-dialog=verdict] button.primary')).toBe('Fermer');
    },
    { locale: 'fr-FR', reducedMotion: 'reduce' },
  ));

test('in Russian, the help sheet and the verdict dialog speak Russian', () =>
  withPage(
    'desktop',
    async (page) => {
      await open(page, NEAR_WIN);
      await page.keyboard.press('?');
      await page.waitForSelector('[data-dialog=help]');
      expect(await page.textContent('[data-dialog=help] h2')).toBe('Справка');
      const text = (await page.textContent('[data-dialog=help]')) ?? '';
      // Latin letters only in the keys' names as a Russian keyboard prints them, and the letter keys.
      expect(text.replace(/\b(Tab|Enter|Esc|Ctrl|Shift|[A-Z])\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
      expect(await serious(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.keyboard.press('w');
      await page.waitForSelector('[data-dialog=verdict]');
      expect(await page.textContent('[data-dialog=verdict] h2')).toBe('Можно ли ещё выиграть?');
      await page.waitForFunction(() => document.querySelector('[data-test=fair-verdict]')!.textContent !== 'Думаю…');
      expect(await page.textContent('[data-test=fair-verdict]')).toMatch(/^(Да|Нет|Неизвестно) — /);
    },
    { locale: 'ru-RU', reducedMotion: 'reduce' },
  ));
