// Owns the language the web app speaks: the player's setting, or else the browser's languages' best match
// (English when none is ours); its catalogue loaded when chosen (a chunk per language, so only the chosen
// one travels, and the service worker keeps every one for offline use); `<html lang>`; and every component
// that says a message drawn again when the language changes. Another tab's change of the setting comes
// with the settings (storage.ts), so every open tab speaks the new language at once.
import { effect, signal } from '@preact/signals';
import { type Catalogue, type Lang, bestLanguage, trackReads, useCatalogue } from '../../i18n/index.js';
import { linkManifest } from './manifest.js';
import { type LanguageSetting, readSettings, settings } from './settings.js';
import { SETTINGS_KEY } from './storage.js';

type Chunk = () => Promise<{ default: Catalogue }>;

/**
 * Each language's two chunks (literal imports, so that the build makes them): `first`, the words of the
 * first load (the shell, the home page, the rules page's frame), and `more`, every other page's (and the rules
 * drawings'), loaded before
 * any other page's code runs (allMessages), so that the home page carries only the words it shows.
 */
const CHUNKS: Record<Lang, { first: Chunk; more: Chunk }> = {
  en: { first: () => import('virtual:patience-messages/en'), more: () => import('virtual:patience-messages/en/more') },
  fr: { first: () => import('virtual:patience-messages/fr'), more: () => import('virtual:patience-messages/fr/more') },
  de: { first: () => import('virtual:patience-messages/de'), more: () => import('virtual:patience-messages/de/more') },
  es: { first: () => import('virtual:patience-messages/es'), more: () => import('virtual:patience-messages/es/more') },
  it: { first: () => import('virtual:patience-messages/it'), more: () => import('virtual:patience-messages/it/more') },
  ru: { first: () => import('virtual:patience-messages/ru'), more: () => import('virtual:patience-messages/ru/more') },
};

/** The language in use (null until the first catalogue has come). Components that say messages read it. */
export const lang = signal<Lang | null>(null);
trackReads(() => void lang.value);

/**
 * The language setting as stored, read before anything else and without a side effect (storage.ts checks
 * and reports on the settings later, in the language this gives): 'auto' when there is none to read.
 */
export function storedLanguage(): LanguageSetting {
  try {
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as unknown;
    return readSettings(stored).language;
  } catch {
    return 'auto';
  }
}

/** The browser's languages' best match. */
export function browserLanguage(): Lang {
  return bestLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

/** The language a setting asks for: 'auto' follows the browser. */
export function languageOf(setting: LanguageSetting): Lang {
  return setting === 'auto' ? browserLanguage() : setting;
}

/** The language last asked for: `follow` asks again only when the setting asks for another. */
let wanted: Lang | null = null;
/** True once a page beyond the first load has asked for every message: from then on both chunks are loaded. */
let whole = false;
/** The language whose every message is in use (null while only the first chunk is). */
let complete: Lang | null = null;
let asked = 0;
let latest: Promise<void> = Promise.resolve();

/**
 * Loads `l`'s catalogue (both chunks once every message is needed) and speaks it. Resolves once the last
 * language asked for is in use (an earlier request that a later one overtook waits for that one); rejects
 * when a chunk cannot be loaded.
 */
export function speak(l: Lang): Promise<void> {
  const ticket = ++asked;
  const all = whole;
  wanted = l;
  const done = (async (): Promise<void> => {
    const parts = await Promise.all(all ? [CHUNKS[l].first(), CHUNKS[l].more()] : [CHUNKS[l].first()]);
    if (ticket !== asked) return latest;
    useCatalogue(l, Object.assign({}, ...parts.map((p) => p.default)) as Catalogue);
    complete = all ? l : null;
    document.documentElement.lang = l;
    linkManifest(l);
    lang.value = l;
  })();
  latest = done;
  return done;
}

/** Every message of the language in use: awaited before the code of any page but the first load's runs. */
export function allMessages(): Promise<void> {
  whole = true;
  if (wanted !== null && complete === wanted) return Promise.resolve();
  return speak(wanted ?? languageOf(settings.peek().language));
}

/**
 * Speaks the language the stored settings ask for before anything is drawn or said (English should its
 * chunk not come), then follows the setting, in this tab or another, and the browser's languages while the setting is 'auto'.
 * `every`: the page opening needs every message (any page but the home page's), so both chunks are asked
 * for at once rather than the second after the first.
 */
export async function startLanguage(stored: LanguageSetting, every = false): Promise<void> {
  if (every) whole = true;
  await speak(languageOf(stored)).catch(() => speak('en'));
  const follow = (): void => {
    const l = languageOf(settings.value.language);
    if (l !== wanted) void speak(l).catch((e: unknown) => console.error('Patience: a language could not be loaded', l, e));
  };
  effect(follow);
  window.addEventListener('languagechange', follow);
}
