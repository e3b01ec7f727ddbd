// Owns the document's title, one per page: "Hamlet #301 — Patience", "Statistics — Patience".
import type { GameId } from '../../index.js';
import { gameName } from './catalog.js';

/** What a page is, as far as its title needs. */
export type Titled =
  | { page: 'home' }
  | { page: 'stats' }
  | { page: 'settings' }
  | { page: 'daily' }
  | { page: 'played' }
  | { page: 'rules'; game: GameId }
  | { page: 'game'; game: GameId; deal: number };

const APP = 'Patience';

/** The title of the page: what is on it first, the app's name last. */
export function pageTitle(p: Titled): string {
  if (p.page === 'home') return APP;
  if (p.page === 'stats') return `Statistics — ${APP}`;
  if (p.page === 'settings') return `Settings — ${APP}`;
  if (p.page === 'daily') return `Daily deals — ${APP}`;
  if (p.page === 'played') return `Games played — ${APP}`;
  if (p.page === 'rules') return `Rules of ${gameName(p.game)} — ${APP}`;
  return `${gameName(p.game)} #${p.deal} — ${APP}`;
}
