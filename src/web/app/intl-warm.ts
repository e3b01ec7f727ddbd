// Owns warming the browser's Intl formatters for the page, off its main thread (intl-worker.ts says why): a
// worker per language, once, ended as soon as it answers. A page whose first drawing formats a date or a
// grouped number waits for it first (app.tsx's `ready`, the pages' `prepare`); the shell warms the language
// when the first page has settled, for the pages and dialogs that come later.
import { language } from '../../i18n/index.js';
import { whenSettled } from './settled.js';

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
 * Warms the language in effect once the page has loaded, has its code and has settled (settled.ts), so that the
 * worker's thread does not compete with the drawing of a game's deal on a phone's few cores.
 */
export function warmWhenIdle(): void {
  void whenSettled().then(() => warmIntl());
}
