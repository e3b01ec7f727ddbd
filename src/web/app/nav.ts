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
