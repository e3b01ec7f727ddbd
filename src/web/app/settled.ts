// Owns knowing when the page the app opened on has settled: loaded, its code in, drawn, and the browser idle
// for a while. What the first visit needs only later starts then, off the main thread but on the same few
// cores of a phone: the offline copy's download (pwa.ts) and the Intl formatters' warming (intl-warm.ts).
import { page } from './nav.js';

/**
 * The page has settled once the browser has given this many idle periods in a row of at least SETTLED_MS: it
 * gives periods of up to 50 ms only while it draws no frames, and shorter ones between frames (though now
 * and then a long one between a game's batches of faces, at 4x CPU slowdown: hence several in a row).
 */
const SETTLED_PERIODS = 3;
const SETTLED_MS = 45;

/** The longest wait after the page's load: a page kept busy (a demo playing, a cascade) settles then anyway. */
const SETTLE_LIMIT_MS = 20_000;

/** Without idle callbacks (older Safari): how long after the load the page counts as settled. */
const NO_IDLE_MS = 3000;

let settled: Promise<void> | null = null;

/** Resolves once the page the app opened on has settled (at most SETTLE_LIMIT_MS after its load). */
export function whenSettled(): Promise<void> {
  return (settled ??= new Promise<void>((resolve) => {
    const watch = (): void => {
      if (typeof requestIdleCallback !== 'function') return void setTimeout(resolve, NO_IDLE_MS);
      const until = performance.now() + SETTLE_LIMIT_MS;
      let quiet = 0;
      const check = (deadline: IdleDeadline): void => {
        // A page still waiting for its code (a game's, over a slow network) is idle, not settled: its drawing
        // is still to come.
        quiet = page.peek().page !== 'wait' && deadline.timeRemaining() >= SETTLED_MS ? quiet + 1 : 0;
        if (quiet >= SETTLED_PERIODS || performance.now() > until) resolve();
        else requestIdleCallback(check);
      };
      requestIdleCallback(check);
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
  }));
}
