// The shell's side of the early script (early.ts): the page's code is imported only once that script has
// linked the page's files. Imported before then, Vite's loader links the files the early script has not reached
// yet itself, all in the one task that imports: on a slow phone the games played page's start made a task of
// 79-94 ms at 4× CPU slowdown, six to eight links of it (each a few milliseconds), where the early script
// links one a task.
//
// The early script marks the page's root `data-early="fetching"` as it runs and `"done"` once it has linked every
// file, and then sends `EARLY_DONE` to the document (the names are early.ts's too: it imports nothing).

/** The event the early script sends once it has linked the page's every file. */
const EARLY_DONE = 'patience-early-done';

/**
 * The longest the shell waits (ms): the early script links a file a task, so a dozen files take a few
 * dozen milliseconds even on a slow phone. Should it stop half-way, the page opens all the same.
 */
const MOST_MS = 1000;

/**
 * Kept once the early script has linked the page's files, or at once when it is not linking any (a rules page,
 * a build without it, a script that came after the shell). Kept twice is kept once: neither the listener nor the
 * timer needs taking down.
 */
export function earlyLinked(): Promise<void> {
  return new Promise((resolve) => {
    if (globalThis.document?.documentElement.dataset['early'] !== 'fetching') return resolve();
    document.addEventListener(EARLY_DONE, () => resolve(), { once: true });
    setTimeout(resolve, MOST_MS);
  });
}
