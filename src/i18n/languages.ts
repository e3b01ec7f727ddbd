// Owns the languages the app and the command speak, each named in itself, and the choice of one from a
// player's preferences (the browser's navigator.languages, or the command's LANG / LC_ALL).

/** The languages with a full catalogue, English first (the fallback). */
export const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'ru'] as const;

export type Lang = (typeof LANGUAGES)[number];

/** Each language's name in that language, as a player looks for it in a list of languages. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  ru: 'Русский',
};

/** True when `x` names one of the languages exactly ("fr", not "fr-CA"). */
export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/**
 * The language a player's preferences ask for: the first tag, in their order, whose language we speak
 * ("fr-CA" is French, "de_DE.UTF-8" as LANG writes it is German); English when none is ours. "C" and
 * "POSIX" (a system's plain default) name no language.
 */
export function bestLanguage(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const primary = tag
      .trim()
      .toLowerCase()
      .split(/[-_.@]/)[0];
    if (isLang(primary)) return primary;
  }
  return 'en';
}
