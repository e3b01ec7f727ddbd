// The app in each player's language (issue 28, items 1, 2 and 6): the browser's language by default, the
// settings' choice applying at once in every open tab, <html lang> and the title following, the words of
// the home and settings pages in the chosen language, axe at no serious or critical violation in it, and a
// move on the table still announced in the live region; the game page's words in French on a 360 px phone,
// its sounds' switch one tap away in its header.
import { expect, test } from 'vitest';
import { deal, legalMoves } from '../../src/index.js';
import { axe, isSerious } from './axe.js';
import { open, playMove, useHarness, withPage } from './browser.js';

const h = useHarness();

test("a French browser is spoken French; the setting's Russian applies at once in another tab too, and passes axe", () =>
  withPage(
    'desktop',
    async (page) => {
      await page.goto(`${h.url}#/`);
      await page.waitForSelector('.games .game-card');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.textContent('.tagline')).toBe('Cinq réussites classiques, jouées exactement selon leurs règles.');
      expect(await page.textContent('[data-game=hamlet]')).toBe('Jouer');
      expect(await page.title()).toBe('Patience');

      const other = await page.context().newPage();
      await other.goto(`${h.url}#/`);
      await other.waitForSelector('.games .game-card');
      await page.goto(`${h.url}#/settings`);
      await page.waitForSelector('select[name=language]');
      await page.waitForFunction(() => document.title === 'Réglages — Patience');
      expect(await page.textContent('select[name=language] option[value=auto]')).toBe('La langue du navigateur (Français)');
      await page.selectOption('select[name=language]', 'ru');
      await page.waitForFunction(() => document.documentElement.lang === 'ru');
      expect(await page.textContent('h1')).toBe('Настройки');
      // The title is set by an effect after the words are drawn: wait for it rather than race it.
      await page.waitForFunction(() => document.title === 'Настройки — Пасьянс');
      // The page links the Russian manifest: an app installed now is named in Russian.
      const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href);
      const manifest = (await (await fetch(href)).json()) as Record<string, unknown>;
      expect([manifest['short_name'], manifest['lang'], manifest['start_url']]).toEqual(['Пасьянс', 'ru', './']);
      expect(manifest['name']).toBe('Пасьянс — пять классических пасьянсов');
      // The other tab follows without a reload.
      await other.waitForFunction(() => document.documentElement.lang === 'ru');
      expect(await other.textContent('.tagline')).toBe('Пять классических пасьянсов, точно по их правилам.');
      await other.waitForFunction(() => document.title === 'Пасьянс');

      const result = await (await axe(page)).analyze();
      const serious = result.violations.filter(isSerious).map((v) => v.id);
      expect(serious).toEqual([]);
    },
    { locale: 'fr-FR' },
  ));

test('in German, a game opens with its title in German and a move is announced in the live region', () =>
  withPage(
    'desktop',
    async (page) => {
      await open(page, '#/hamlet/7');
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      await page.waitForFunction(() => document.title === 'Hamlet Nr. 7 — Patience');
      const p = deal('hamlet', 7);
      const before = (await page.textContent('#announce')) ?? '';
      await playMove(
        page,
        p,
        legalMoves(p).find((m) => m.type === 'move')!,
        'drag',
      );
      await page.waitForFunction((was) => (document.getElementById('announce')?.textContent ?? '') !== was, before);
      expect(((await page.textContent('#announce')) ?? '').length).toBeGreaterThan(0);
    },
    { locale: 'de-DE' },
  ));

test("in French, the game page's header, toolbar, menu, sounds' switch and undo say French on a 360 px phone", () =>
  withPage(
    { width: 360, height: 640 },
    async (page) => {
      await open(page, '#/hamlet/7');
      await page.waitForFunction(() => document.title === 'Hamlet n° 7 — Patience');
      expect(await page.textContent('.home-link')).toBe('Jeux');
      expect(await page.textContent('.game-name .deal')).toBe('n° 7');
      expect(await page.textContent('.figures')).toContain('Coups');
      expect(await page.getAttribute('.table', 'aria-label')).toBe('Table du jeu Hamlet');
      const words = await page.$$eval('.controls > button', (bs) => bs.map((b) => b.getAttribute('aria-label') ?? b.textContent));
      expect(words).toEqual(expect.arrayContaining(['Nouvelle', 'Recommencer', 'Annuler', 'Rétablir', 'Indice']));
      // The sounds' switch: in the header, named in French, pressed when on (off here: less motion asked for).
      const toggle = 'header.bar > [data-test=sound-toggle]';
      expect(await page.getAttribute(toggle, 'aria-label')).toBe('Sons');
      expect(await page.getAttribute(toggle, 'aria-pressed')).toBe('false');
      await page.click(toggle);
      await page.waitForSelector('text=Sons activés.');
      expect(await page.getAttribute(toggle, 'aria-pressed')).toBe('true');
      // Every control on the screen, none over the table.
      const clash = await page.evaluate(() => {
        const table = document.querySelector('.table')!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('.controls > *, .bar > *')]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            const over = r.top < table.bottom - 1 && r.bottom > table.top + 1;
            return r.width > 0 && (over || r.left < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1);
          })
          .map((e) => e.textContent);
      });
      expect(clash).toEqual([]);
      await page.click('details.more summary');
      expect(await page.textContent('details.more .menu')).toContain('Statistiques');
      await page.click('details.more summary');
      // A move, then undone: the live region says so in French.
      const p = deal('hamlet', 7);
      await playMove(
        page,
        p,
        legalMoves(p).find((m) => m.type === 'move')!,
        'tap',
      );
      await page.waitForFunction(() => document.querySelector('[data-test=moves]')?.textContent === '1');
      await page.click('.controls > button[aria-label=Annuler]');
      await page.waitForFunction(() => (document.getElementById('announce')?.textContent ?? '').startsWith('Annulé\u202f: '));
    },
    { locale: 'fr-FR', reducedMotion: 'reduce' },
  ));
