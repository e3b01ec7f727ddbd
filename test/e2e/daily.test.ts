// Browser tests of the daily deal (issue 27, item 5) at phone and desktop sizes: #/daily lists today's five
// deals, each the library's `dailyDeal(game, today)`; a Play link opens that deal; a move makes the home
// page's badge show and the daily page count the day; Share copies a text with the game and the date and
// no card of the deal (the clipboard is stubbed, and the share sheet taken away, to read what was copied).
import { describe, expect, test } from 'vitest';
import { type GameId, dailyDeal, deal, legalMoves, listGames } from '../../src/index.js';
import { type SizeName, movesShown, open, playMove, settle, shot, stubClipboard, useHarness, withPage } from './browser.js';

const h = useHarness();

const today = (): string => new Date().toISOString().slice(0, 10);

describe.each(['phone', 'desktop'] as SizeName[])('the daily deal at %s size', (size) => {
  test("today's five deals are listed, play opens one, the badge, the figures and a spoiler-free share", () =>
    withPage(
      size,
      async (page) => {
        const copied = await stubClipboard(page);
        await page.goto(`${h.url}#/daily`);
        await page.waitForSelector('[data-daily]');
        const day = today();
        const shown = await page.$$eval('[data-daily]', (els) =>
          els.map((el) => [(el as HTMLElement).dataset['daily'], Number((el as HTMLElement).dataset['deal'])]),
        );
        expect(shown).toEqual(listGames().map((g) => [g.id, dailyDeal(g.id, day)]));
        expect(await page.textContent('[data-test=daily-days-played]')).toBe('0');
        expect(await page.title()).toBe('Daily deals — Patience');
        expect(await page.$('[data-share]')).toBeNull();
        await shot(page, `daily-${size}`);

        const game: GameId = 'hamlet';
        const n = dailyDeal(game, day);
        await page.click(`a[href="#/daily/${game}"]`);
        await page.waitForSelector('.table .slot');
        await settle(page);
        expect(await page.evaluate(() => location.hash)).toBe(`#/${game}/${n}`);
        const p = deal(game, n);
        const legal = legalMoves(p);
        await playMove(page, p, legal.find((m) => m.type === 'move') ?? legal[0]!, 'drag');
        expect(await movesShown(page)).toBe(1);

        await page.goto(`${h.url}#/`);
        await page.waitForSelector('[data-test=daily-badge]');
        await page.click('[data-test=daily-link]');
        await page.waitForSelector(`[data-share="${game}"]`);
        expect(await page.textContent(`[data-daily="${game}"] [data-test=daily-status]`)).toContain('In progress');
        expect(await page.textContent('[data-test=daily-days-played]')).toBe('1');
        expect(await page.textContent('[data-test=daily-days-won]')).toBe('0');

        await page.click(`[data-share="${game}"]`);
        const [text] = await copied(1);
        expect(text).toContain('Hamlet');
        expect(text).toContain(day);
        expect(text).toContain('1 move');
        for (const cards of Object.values(p.piles)) for (const c of cards) expect(text).not.toContain(c);
        expect(await page.textContent('[data-test=notice]')).toContain('Copied');

        // Reopening today's deal from the daily page goes on with the same game.
        await open(page, `#/daily/${game}`);
        expect(await page.evaluate(() => location.hash)).toBe(`#/${game}/${n}`);
        expect(await movesShown(page)).toBe(1);
      },
      { reducedMotion: 'reduce' },
    ));
});

test("in Russian, the daily page's words and its date are Russian; the deals and addresses are the same", () =>
  withPage(
    'desktop',
    async (page) => {
      await page.goto(`${h.url}#/daily`);
      await page.waitForSelector('[data-daily]');
      const day = today();
      expect(await page.textContent('h1')).toBe('Расклады дня');
      await page.waitForFunction(() => document.title === 'Расклады дня — Пасьянс');
      const date = new Intl.DateTimeFormat('ru', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
      expect(await page.textContent(`time[datetime="${day}"]`)).toBe(date);
      expect(await page.textContent('main > p')).toMatch(/^Сегодня, .+ \(UTC\): по одному раскладу каждой игры/);
      expect(await page.textContent('[data-daily=hamlet] [data-test=daily-status]')).toBe('Не начата');
      expect(await page.textContent('[data-daily=hamlet] a.play')).toBe('Играть');
      expect(await page.getAttribute('[data-daily=hamlet] a.play', 'href')).toBe('#/daily/hamlet');
      expect(await page.textContent('main > h2')).toBe('Ваши расклады дня');
      const english = await page.$$eval('main', (els) => els.map((e) => e.textContent ?? '').join(' '));
      expect(english).not.toMatch(/Deal \d|Not begun|Days played|Today/);
    },
    { locale: 'ru-RU', reducedMotion: 'reduce' },
  ));
