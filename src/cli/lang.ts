// Owns the command's language: `--lang CODE` anywhere before `--`, else the locale the environment names
// (LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them: "fr_FR.UTF-8" is French, "C" English),
// else English. The catalogue is dist/i18n/<lang>.json, compiled by the build (scripts/build-lib.mjs).
// Only the words change: `--json` output and the move notation are the same in every language.
import { readFileSync } from 'node:fs';
import { type Catalogue, LANGUAGES, type Lang, bestLanguage, isLang, useCatalogue } from '../i18n/index.js';

/** The language the environment's locale asks for: the first of LC_ALL, LC_MESSAGES, LANG that is set. */
export function localeLanguage(env: Readonly<Record<string, string | undefined>>): Lang {
  const locale = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((v) => v !== undefined && v !== '');
  return bestLanguage(locale === undefined ? [] : [locale]);
}

/** `argv` without its `--lang CODE` (or `--lang=CODE`), and the code it gave (null without one). */
export function takeLang(argv: readonly string[]): { argv: string[]; code: string | null } {
  const out: string[] = [];
  let code: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      out.push(...argv.slice(i));
      break;
    }
    if (a === '--lang') code = argv[++i] ?? '';
    else if (a.startsWith('--lang=')) code = a.slice(7);
    else out.push(a);
  }
  return { argv: out, code };
}

/** A language's compiled catalogue, as the build writes it beside the command. */
export function readCatalogue(lang: Lang): Catalogue {
  const file = new URL(`../i18n/${lang}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

/**
 * Chooses and uses the command's language; returns `argv` without `--lang`. A code that is not one of ours
 * is returned as `unknown` (the caller refuses it, in English: the language asked for is not there).
 */
export function chooseLanguage(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  catalogue: (lang: Lang) => Catalogue,
): { argv: string[]; unknown: string | null } {
  const taken = takeLang(argv);
  // "fr", "FR" and "fr-CA" are French.
  const asked = taken.code === null ? null : taken.code.trim().toLowerCase().split(/[-_]/)[0];
  const lang = asked === null ? localeLanguage(env) : isLang(asked) ? asked : null;
  // A code that is not one of ours is refused in the language the locale asks for (English by default).
  const chosen = lang ?? localeLanguage(env);
  useCatalogue(chosen, catalogue(chosen));
  return { argv: taken.argv, unknown: lang === null ? taken.code : null };
}

/** The codes `--lang` takes, for its help and its refusal. */
export const LANG_CODES = LANGUAGES.join(', ');
