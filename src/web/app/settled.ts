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

/** The longest wait for the page to settle: a page kept busy (a demo playing, a cascade) counts as settled then. */
const SETTLE_LIMIT_MS = 20_000;

/** Without idle callbacks (older Safari): how long the page takes to count as settled. */
const NO_IDLE_MS = 3000;

/** Resolves once the page, watched from now, has settled (at most SETTLE_LIMIT_MS from now). */
function quiet(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback !== 'function') return void setTimeout(resolve, NO_IDLE_MS);
    const until = performance.now() + SETTLE_LIMIT_MS;
    let periods = 0;
    const check = (deadline: IdleDeadline): void => {
      // A page still waiting for its code (a game's, over a slow network) is idle, not settled: its drawing
      // is still to come.
      periods = page.peek().page !== 'wait' && deadline.timeRemaining() >= SETTLED_MS ? periods + 1 : 0;
      if (periods >= SETTLED_PERIODS || performance.now() > until) resolve();
      else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  });
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

let loaded: Promise<void> | null = null;

/** Resolves once the page has loaded. */
function whenLoaded(): Promise<void> {
  return (loaded ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  }));
}

let settled: Promise<void> | null = null;

/** Resolves once the page the app opened on has loaded and settled. */
export function whenSettled(): Promise<void> {
  return (settled ??= whenLoaded().then(quiet));
}

/**
 * Resolves once the page the app opened on has settled and is settled again `ms` later (a page that has just
 * settled may be left at once, the home page for a game, and the page opened next then settles first), or
 * `latest` ms after the page's load, whichever comes first (a page polled at every frame never settles).
 */
export function whenSettledFor(ms: number, latest: number): Promise<void> {
  return Promise.race([
    whenSettled()
      .then(() => delay(ms))
      .then(quiet),
    whenLoaded().then(() => delay(latest)),
  ]);
}
