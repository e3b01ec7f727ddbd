// The app lives under its Content-Security-Policy (issue 26, F20): nothing but its own files, no inline
// script, no eval. The policy is shown to be in force (an inline script and eval are refused), then the
// app is loaded, a move played, a hint asked of the solver's worker, a rules page opened and the service
// worker awaited, with no policy violation and no console error on the way.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { deal, legalMoves } from '../../src/index.js';
import { movesShown, open, playMove, useHarness, withPage } from './browser.js';

const h = useHarness();

/** Every violation the page reports, as "directive blocked-URI", collected from before the first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.splice(0));
}

test('the app plays, hints with its worker and shows a rules page under a strict policy', () =>
  withPage(
    'desktop',
    async (page) => {
      // The console's errors and policy reports (withPage checks the page's thrown errors).
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || /Content.Security.Policy/i.test(m.text())) errors.push(m.text());
      });
      const violations = await watchViolations(page);
      const response = await page.goto(`${h.url}#/hamlet/7`);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      await page.waitForSelector('.table .slot');
      expect(await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')).toMatch(/script-src 'self'(;|$)/);

      // In force: an inline script does not run, and is reported. (Eval cannot be tried from here: code the
      // test runs in the page is the debugger's, which the policy does not govern; the policy allows none.)
      const policy = (await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')) ?? '';
      expect(policy).not.toMatch(/unsafe-(inline|eval)|data:|blob:|\*/);
      const inlineRan = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.head.append(script);
        return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
      });
      expect(inlineRan).toBe(false);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.length))
        .toBeGreaterThan(0);
      // Reported once for the <meta> and once for the header: the same policy twice.
      expect(new Set((await violations()).map((v) => v.split(' ')[0]))).toEqual(new Set(['script-src-elem']));
      errors.length = 0; // the console's reports of that refusal

      // A move, a hint from the solver's worker, a rules page, the service worker.
      await open(page, '#/hamlet/7');
      const p = deal('hamlet', 7);
      await playMove(page, p, legalMoves(p)[0]!, 'drag');
      expect(await movesShown(page)).toBe(1);
      await page.keyboard.press('h');
      await page.waitForSelector('.slot.hint, .card.hint', { timeout: 30_000 });
      await page.goto(`${h.url}#/hamlet/rules`);
      await page.waitForSelector('.diagram[data-game="hamlet"] svg');
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active !== null)).toBe(true);

      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    },
    { serviceWorkers: 'allow' },
  ));
