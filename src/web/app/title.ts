// Owns the document's title, one per page: "Hamlet #301 — Patience", "Statistics — Patience".
import type { GameId } from '../../index.js';
import { t } from '../../i18n/index.js';
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

/** The title of the page, in the language in use: what is on it first, the app's name last. */
export function pageTitle(p: Titled): string {
  if (p.page === 'home') return t('shell.app');
  if (p.page === 'stats') return t('shell.title.stats');
  if (p.page === 'settings') return t('shell.title.settings');
  if (p.page === 'daily') return t('shell.title.daily');
  if (p.page === 'played') return t('shell.title.played');
  if (p.page === 'rules') return t('shell.title.rules', { game: gameName(p.game) });
  // The deal's number as a link writes it (no grouping of digits), in every language.
  return t('shell.title.game', { game: gameName(p.game), deal: String(p.deal) });
}
