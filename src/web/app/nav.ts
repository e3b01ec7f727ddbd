// Owns which page is open and the moves between addresses, shared by the shell (app.tsx) and the game's
// routes (play.tsx, loaded with the first game): the page signal, `go`, and where "stay" goes back to.
import { signal } from '@preact/signals';
import type { GameId } from '../../index.js';

export type Page =
  | { page: 'home' }
  | { page: 'game' }
  | { page: 'rules'; game: GameId }
  | { page: 'stats' }
  | { page: 'settings' }
  | { page: 'daily' }
  | { page: 'played'; id: string | null }
  /** The game's code is on its way: nothing is drawn yet (no page shown only to be replaced). */
  | { page: 'wait' };

export const page = signal<Page>({ page: 'home' });

/** The address of the last page opened, where "stay" goes back to when the player keeps a begun game. */
export const here = { hash: '#/' };

let router: () => void = () => undefined;

/** How many addresses the shell has opened since the app started (route counts each). */
let opened = 0;

/** Counts an address opened (the shell's route, once per address). */
export function addressOpened(): void {
  opened++;
}

/**
 * True when the page now open was reached within the app (a link or button followed, back or forward),
 * false for the page the app opened on (a link from elsewhere, a reload).
 */
export function reachedWithinApp(): boolean {
  return opened > 1;
}

/** The shell's `route`, told here once at start (the game's routes call it through `go`). */
export function onRoute(f: () => void): void {
  router = f;
}

/** Opens an address: a new entry in the history, or in place of the current one. */
export function go(hash: string, replace = false): void {
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
  router();
}
