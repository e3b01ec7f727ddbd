// Owns the app's offline copy: registers the service worker (src/web/sw.ts, built into sw.js) and, when a
// newer version of the app has been downloaded, offers it with a polite notice and a button. The new
// version takes over only when the player presses "Reload" (the game in play is saved on every move and
// comes back after the reload); until then the page keeps running the version it started with.
import { t } from '../../i18n/index.js';
import { announce } from './announce.js';
import { whenSettledFor } from './settled.js';

/** How often a page left open asks the server for a newer version (also each time it is shown again). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * How long after settling the page must be settled again before its worker is registered (a page that has just
 * settled is often left at once, the home page for a game, and the download then slowed the next page's
 * opening), and the latest it is registered after the page's load, settled or not.
 */
const STILL_MS = 500;
const LATEST_MS = 5000;

let offered = false;

/** Shows the notice once; its button lets the waiting worker take over, which then reloads the page. */
function offer(waiting: ServiceWorker): void {
  if (offered) return;
  offered = true;
  const box = document.createElement('div');
  box.className = 'update-notice';
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', t('shell.update.region'));
  box.dataset['test'] = 'update';
  const text = document.createElement('span');
  text.textContent = t('shell.update.ready');
  const reload = document.createElement('button');
  reload.textContent = t('shell.update.reload');
  reload.className = 'primary';
  reload.onclick = () => {
    reload.disabled = true;
    waiting.postMessage('skip-waiting');
  };
  const later = document.createElement('button');
  later.textContent = '×';
  later.setAttribute('aria-label', t('shell.update.later'));
  later.onclick = () => box.remove();
  box.append(text, reload, later);
  document.body.append(box);
  // A region inserted with its words already in it is not reliably read: the page's live region says them.
  announce(t('shell.update.said'));
}

/** Registers the worker in a built app served over http(s); the dev server (hot reloading) runs without one. */
export function registerServiceWorker(): void {
  // Not `import.meta.env.PROD`: that follows NODE_ENV, which the test runner sets to 'test' while it builds.
  if (import.meta.hot !== undefined || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // The first worker of a visit takes no page over; a later one does so only after "Reload".
  const hadController = sw.controller !== null;
  sw.addEventListener('controllerchange', () => {
    if (hadController) location.reload();
  });
  const register = (): void => {
    sw.register('./sw.js').then(
      // A browser that blocks workers may resolve with no registration (an automated one does): no worker.
      (reg: ServiceWorkerRegistration | undefined) => {
        if (reg === undefined) return;
        const watch = (w: ServiceWorker | null): void => {
          if (w === null) return;
          const check = (): void => {
            if (w.state === 'installed' && sw.controller !== null) offer(w);
          };
          w.addEventListener('statechange', check);
          check();
        };
        watch(reg.waiting ?? reg.installing);
        reg.addEventListener('updatefound', () => watch(reg.installing));
        let last = Date.now();
        const update = (): void => {
          if (document.visibilityState === 'visible' && Date.now() - last > CHECK_EVERY_MS) {
            last = Date.now();
            reg.update().catch(() => {});
          }
        };
        document.addEventListener('visibilitychange', update);
        setInterval(update, CHECK_EVERY_MS);
      },
      // No worker (a private window, a file: page): the app still works, only not offline.
      () => {},
    );
  };
  // Once the page has settled, and is settled still half a second later (settled.ts): a first visit's worker
  // downloads the whole app, some eighty files, and registered at the page's load it did so while a game's
  // deal was drawn. On two cores that made the drawing's frames long (Lighthouse's mobile preset on Hamlet #7:
  // 13 long tasks listed in six loads, 1 with the worker registered after the drawing).
  void whenSettledFor(STILL_MS, LATEST_MS).then(register);
}
