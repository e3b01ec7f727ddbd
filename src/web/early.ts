// The page's early script: it fetches the code of the page the address names beside the shell's own files,
// rather than after them: the home page's (HOME_FILES) for the home page, the game's (GAME_FILES) for any
// address but the pages the shell loads by itself (statistics, settings, daily deals, games played, a rules page). Only a
// head start: the shell imports the same modules when it routes (app.tsx), and a wrong guess costs a fetch.
// It imports nothing, so it runs as soon as it arrives.
//
// Built by the `earlyFetch` plugin of vite.config.ts into assets/early-<hash>.js, which fills in HOME_FILES
// and GAME_FILES (a chunk, the chunks it imports that the shell does not, and their stylesheets, as paths
// relative to this script); index.html loads it before the shell.

declare const HOME_FILES: string[];
declare const GAME_FILES: string[];
// A module for TypeScript (its names stay its own); the build removes this line for the browser.
export {};

const path = location.hash.replace(/^#/, '').replace(/^\/+/, '').replace(/\/+$/, '');
const files = path === '' ? HOME_FILES : /^(?:stats|settings|daily|played(?:\/[^/]*)?|[a-z-]+\/rules)$/.test(path) ? [] : GAME_FILES;
for (const file of files) {
  const link = document.createElement('link');
  link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = new URL(file, import.meta.url).href;
  document.head.append(link);
}
