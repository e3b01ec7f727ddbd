// The game page's toolbar in one row on a small phone (360 × 640) in every language (issue 28): its buttons
// share one line, none cut off at the window's edge or inside itself, so the table keeps its height in
// French and Italian as in English. One page per language, a game with a stock (the most buttons).
import { expect, test } from 'vitest';
import { LANGUAGES } from '../../src/i18n/index.js';
import { open, useHarness, withPage } from './browser.js';

useHarness();

/** Each shown control of the toolbar: its words, its box, and whether its own content overflows it. */
interface Control {
  said: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  cut: boolean;
}

for (const lang of LANGUAGES) {
  test(`in ${lang}, the toolbar is one row at 360 px, nothing cut`, () =>
    withPage(
      { width: 360, height: 640 },
      async (page) => {
        await open(page, '#/union-square/3');
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        const { bar, controls } = await page.evaluate(() => {
          const nav = document.querySelector<HTMLElement>('.game-page .controls')!;
          const shown = [...nav.children].filter((el): el is HTMLElement => (el as HTMLElement).offsetWidth > 0) as HTMLElement[];
          const box = (el: HTMLElement): DOMRect => el.getBoundingClientRect();
          return {
            bar: { left: box(nav).left, right: box(nav).right, width: document.documentElement.clientWidth },
            controls: shown.map((el) => {
              const target = el.tagName === 'DETAILS' ? el.querySelector<HTMLElement>('summary')! : el;
              const b = box(target);
              return {
                said: target.getAttribute('aria-label') ?? target.textContent ?? '',
                top: b.top,
                bottom: b.bottom,
                left: b.left,
                right: b.right,
                cut: target.scrollWidth > target.clientWidth + 1,
              } satisfies Control;
            }),
          };
        });
        expect(controls.length).toBeGreaterThanOrEqual(6);
        const rows = new Set(controls.map((c) => Math.round(c.top / 8)));
        expect(rows.size, `rows: ${JSON.stringify(controls.map((c) => [c.said, Math.round(c.top)]))}`).toBe(1);
        const outside = controls.filter((c) => c.left < Math.max(0, bar.left) - 1 || c.right > Math.min(bar.width, bar.right) + 1);
        expect(outside.map((c) => c.said)).toEqual([]);
        expect(controls.filter((c) => c.cut).map((c) => c.said)).toEqual([]);
        // Every control keeps a name a screen reader says, in full.
        expect(controls.filter((c) => c.said.trim() === '').length).toBe(0);
      },
      { locale: lang, reducedMotion: 'reduce' },
    ));
}
