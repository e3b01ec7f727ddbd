// Owns the web app's manifest in the player's language: the name, short name and description an installed app
// shows (its icon's label, the install prompt) come from the `manifest` area of the catalogue, one manifest file
// per language built by vite.config.ts from src/web/manifest.template.json, and the page links the file of the
// language it speaks, so a browser that installs the app installs it under that language's name.
import type { Lang, MessageId } from '../../i18n/index.js';

/** The manifest's fields that are words, and the message each is said by. */
export const MANIFEST_WORDS = {
  name: 'manifest.name',
  short_name: 'manifest.short',
  description: 'manifest.description',
} as const satisfies Record<string, MessageId>;

/** The manifest file of a language: English's keeps the name every earlier version linked. */
export function manifestFile(l: Lang): string {
  return l === 'en' ? 'manifest.webmanifest' : `manifest.${l}.webmanifest`;
}

/** Points the page's manifest link at the language's own file (the link index.html carries). */
export function linkManifest(l: Lang): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel=manifest]');
  if (link !== null) link.setAttribute('href', `./${manifestFile(l)}`);
}
