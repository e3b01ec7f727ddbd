// Owns warming the browser's Intl formatters for the page, off its main thread (intl-worker.ts says why): a
// worker per language, once, ended as soon as it answers. A page whose first drawing formats a date or a
// grouped number waits for it first (app.tsx's `ready`, the pages' `prepare`); the shell warms the language
// when the first page has settled, for the pages and dialogs that come later.
import { language } from '../../i18n/index.js';
import { page } from './nav.js';

/** The longest a page waits for the worker (a browser that starts none, or a slow one): it then goes on cold. */
const WAIT_MS = 1500;

const warmed = new Map<string, Promise<void>>();

/** Resolves once the formatters of `lang` (the language in effect by default) are warm, or could not be warmed. */
export function warmIntl(lang: string = language()): Promise<void> {
  let done = warmed.get(lang);
  if (done === undefined) {
    done = new Promise<void>((resolve) => {
      if (typeof Worker !== 'function') return resolve();
      let worker: Worker;
      try {
        worker = new Worker(new URL('./intl-worker.ts', import.meta.url), { type: 'module' });
      } catch {
        return resolve();
      }
      const end = (): void => {
        clearTimeout(timer);
        worker.terminate();
        resolve();
      };
      const timer = setTimeout(end, WAIT_MS);
      worker.onmessage = end;
      worker.onerror = (e: ErrorEvent): void => {
        e.preventDefault();
        end();
      };
      worker.postMessage(lang);
    });
    warmed.set(lang, done);
  }
  return done;
}

/**
 * The page has settled once the browser has given this many idle periods in a row of at least SETTLED_MS: it
 * gives periods of up to 50 ms only while it draws no frames, and shorter ones between frames (though now
 * and then a long one between a game's batches of faces, at 4x CPU slowdown: hence several in a row).
 */
const SETTLED_PERIODS = 3;
const SETTLED_MS = 45;

/** The longest the shell waits for the page to settle before it warms the formatters anyway. */
const SETTLE_LIMIT_MS = 20_000;

/**
 * Warms the language in effect once the page has loaded, has its code and has settled, so that the worker's
 * thread does not compete with the drawing of a game's deal on a phone's few cores.
 */
export function warmWhenIdle(): void {
  const warm = (): void => void warmIntl();
  const settle = (): void => {
    if (typeof requestIdleCallback !== 'function') return void setTimeout(warm, 3000);
    const until = performance.now() + SETTLE_LIMIT_MS;
    let quiet = 0;
    const check = (deadline: IdleDeadline): void => {
      // A page still waiting for its code (a game's, over a slow network) is idle, not settled: its drawing
      // is still to come.
      quiet = page.peek().page !== 'wait' && deadline.timeRemaining() >= SETTLED_MS ? quiet + 1 : 0;
      if (quiet >= SETTLED_PERIODS || performance.now() > until) warm();
      else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
