// Owns the language the web app speaks: the player's setting, or else the browser's languages' best match
// (English when none is ours); its catalogue loaded when chosen (a chunk per language, so only the chosen
// one travels, and the service worker keeps every one for offline use); `<html lang>`; and every component
// that says a message drawn again when the language changes. Another tab's change of the setting comes
// with the settings (storage.ts), so every open tab speaks the new language at once.
import { effect, signal } from '@preact/signals';
import { type Catalogue, type Lang, bestLanguage, trackReads, useCatalogue } from '../../i18n/index.js';
import { type LanguageSetting, settings } from './settings.js';

/** Each language's chunk: literal imports, so that the build makes one chunk per language. */
const CHUNKS: Record<Lang, () => Promise<{ default: Catalogue }>> = {
  en: () => import('virtual:patience-messages/en'),
  fr: () => import('virtual:patience-messages/fr'),
  de: () => import('virtual:patience-messages/de'),
  es: () => import('virtual:patience-messages/es'),
  it: () => import('virtual:patience-messages/it'),
  ru: () => import('virtual:patience-messages/ru'),
};

/** The language in use (null until the first catalogue has come). Components that say messages read it. */
export const lang = signal<Lang | null>(null);
trackReads(() => void lang.value);

/** The browser's languages' best match. */
export function browserLanguage(): Lang {
  return bestLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

/** The language a setting asks for: 'auto' follows the browser. */
export function languageOf(setting: LanguageSetting): Lang {
  return setting === 'auto' ? browserLanguage() : setting;
}

/** The language last asked for: a catalogue that comes after a later choice is not used. */
let wanted: Lang | null = null;

/** Loads `l`'s catalogue and speaks it; resolves once in use (rejects when the chunk cannot be loaded). */
export async function speak(l: Lang): Promise<void> {
  wanted = l;
  const catalogue = (await CHUNKS[l]()).default;
  if (wanted !== l) return;
  useCatalogue(l, catalogue);
  document.documentElement.lang = l;
  lang.value = l;
}

/**
 * Speaks the language the settings ask for before anything is drawn (English should its chunk not come),
 * then follows the setting, in this tab or another, and the browser's languages while the setting is 'auto'.
 */
export async function startLanguage(): Promise<void> {
  const first = languageOf(settings.value.language);
  await speak(first).catch(() => speak('en'));
  const follow = (): void => {
    const l = languageOf(settings.value.language);
    if (l !== wanted) void speak(l).catch((e: unknown) => console.error('Patience: a language could not be loaded', l, e));
  };
  effect(follow);
  window.addEventListener('languagechange', follow);
}
