// The browser entry: starts the shell, mounts it and registers the service worker that keeps the app offline.
import { render } from 'preact';
import { App, nextTask, start } from './app/app.js';
import { registerServiceWorker } from './app/pwa.js';
import { warmWhenIdle } from './app/intl-warm.js';
import './app/style.css';

/**
 * Takes away the app's mark that index.html shows while the code comes, once `app` holds a page (every page
 * is a <main>; a game's page comes with its code, so the mark stays while that loads).
 */
function dropSplashOnceDrawn(app: HTMLElement): void {
  const splash = document.querySelector('.splash');
  if (splash === null) return;
  const drawn = (): boolean => {
    if (app.querySelector('main') === null) return false;
    splash.remove();
    return true;
  };
  if (drawn()) return;
  const watch = new MutationObserver(() => {
    if (drawn()) watch.disconnect();
  });
  watch.observe(app, { childList: true, subtree: true });
}

// The shell's start, its first drawing and the service worker's registration each in a task of their own, so
// that none runs long on a slow phone; then, once the page is idle, the language's Intl formatters are warmed
// off the main thread for the pages and dialogs to come (intl-warm.ts).
void start()
  .then(nextTask)
  .then(() => {
    const app = document.getElementById('app')!;
    dropSplashOnceDrawn(app);
    render(<App />, app);
  })
  .then(nextTask)
  .then(registerServiceWorker)
  .then(warmWhenIdle);
