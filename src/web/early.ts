// The page's early script: it fetches the code of the page the address names beside the shell's own files,
// rather than after them (the shell asks for a page's code only once it has run and its language has come).
// Only a head start: the shell imports the same modules when it routes (app.tsx), and a wrong guess costs a
// fetch. A rules page has no files here: its frame is the shell's. It imports nothing, so it runs as soon as
// it arrives.
//
// Built by the `earlyFetch` plugin of vite.config.ts into assets/early-<hash>.js, which fills in FILES (for each
// page, its chunk, the chunks it imports that the shell does not, and their stylesheets, as paths relative to
// this script); index.html loads it before the shell.
//
// Its fetches start after the page's first frame (the app's mark) is drawn: started before it, they shared the
// slow phone's line with the stylesheets the first paint waits for, and Lighthouse's mobile First Contentful
// Paint moved between 1.08 and 1.57 s from run to run (1.16-1.22 s after, eight runs each). A frame later is
// still long before the shell, once run, asks for the same files.
//
// The shell waits for it to have linked them all before it imports the page (app/early-wait.ts): it marks the
// page's root `data-early="fetching"` as it runs, `"done"` once every file is linked, and then sends
// EARLY_DONE to the document.

declare const FILES: Record<'home' | 'game' | 'stats' | 'settings' | 'daily' | 'played', string[]>;
// A module for TypeScript (its names stay its own); the build removes this line for the browser.
export {};

/** The page an address names, as app.tsx's shellPage reads it (any other address is a game's). */
function pageOf(path: string): keyof typeof FILES | 'rules' {
  if (path === '') return 'home';
  if (path === 'stats' || path === 'settings' || path === 'daily') return path;
  if (/^played(?:\/[^/]*)?$/.test(path)) return 'played';
  return /^[a-z-]+\/rules$/.test(path) ? 'rules' : 'game';
}

/** The event sent to the document once every file is linked (app/early-wait.ts listens for it). */
const EARLY_DONE = 'patience-early-done';

/**
 * Asks for the page's files one per task, its own chunk first: each request costs the main thread a few
 * milliseconds on a slow phone (a dozen asked in one task made a task of 47 ms at 4x CPU slowdown). Each
 * next task is a message to itself: a chain of timers is slowed to one a second in a tab in the background,
 * and the shell waits for the last.
 */
function fetchPage(files: string[]): void {
  const channel = new MessageChannel();
  const next = (): void => {
    const file = files.shift();
    if (file === undefined) {
      channel.port1.onmessage = null;
      root.dataset['early'] = 'done';
      document.dispatchEvent(new Event(EARLY_DONE));
      return;
    }
    const href = new URL(file, import.meta.url).href;
    // The shell may have asked for it meanwhile (its loader adds the same link): a second would be a second sheet.
    if (document.querySelector(`link[href="${href}"]`) === null) {
      const link = document.createElement('link');
      // A stylesheet only preloaded, not applied: the shell's loader applies it and waits for it before the page
      // is drawn. Vite's loader does not wait for a sheet already linked, so a sheet linked here let a page be
      // drawn before its styles came, and move when they did (the settings page, on a busy phone).
      if (file.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
      // A browser that does not preload modules (Safari before 17) fetches it into its cache instead, as the
      // shell's import will (same address, same mode and credentials).
      if (!file.endsWith('.css') && !modulePreload) void fetch(href).catch(() => undefined);
    }
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = next;
  next();
}

const root = document.documentElement;
const modulePreload = document.createElement('link').relList.supports('modulepreload');
const page = pageOf(location.hash.replace(/^#/, '').replace(/^\/+/, '').replace(/\/+$/, ''));
if (page !== 'rules') {
  const files = [...FILES[page]];
  root.dataset['early'] = 'fetching';
  // A page opened hidden (a tab in the background) draws no frame until it is shown: its fetches start at once.
  if (document.visibilityState === 'hidden') fetchPage(files);
  else requestAnimationFrame(() => setTimeout(() => fetchPage(files), 0));
}
