// The message catalogue at build time (src/i18n/README.md): reads every area's file of a language,
// src/i18n/messages/<area>/<lang>.json, merges them into that language's one catalogue and compiles each
// ICU message with Lingui's compiler, so the app and the command carry compiled messages and no parser.
// Used by vite.config.ts (the web app's chunk per language, `virtual:patience-messages/<lang>`), by
// scripts/build-lib.mjs (dist/i18n/<lang>.json for the command), by the unit tests' setup (English) and
// by test/i18n/catalogue.test.ts (the checks).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const messagesDir = join(root, 'src', 'i18n', 'messages');

/** The languages with a catalogue: src/i18n/languages.ts says the same (a test holds them equal). */
export const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'ru'];

/**
 * The areas whose messages the web app's first load says (the shell, the home page, the rules page's frame):
 * each language's first chunk. The rules area (the rules drawings' and the terminal's words) is not one: the
 * rules page loads it with its page. Every other area but the command's is in its second chunk, loaded before any
 * other page's code runs (src/web/app/language.ts), so the home page carries only the words it shows.
 */
export const FIRST_AREAS = ['shell', 'games'];

/** The areas only the command says: not in the web app's chunks. */
export const COMMAND_AREAS = ['cli'];

/**
 * The areas only the build says: the web app's manifest, one file per language (vite.config.ts), whose words
 * the page never shows; not in the web app's chunks.
 */
export const BUILD_AREAS = ['manifest'];

/** The areas: each folder of src/i18n/messages/. */
export function areas() {
  return readdirSync(messagesDir)
    .filter((name) => statSync(join(messagesDir, name)).isDirectory())
    .sort();
}

/** The file of an area in a language. */
export const areaFile = (area, lang) => join(messagesDir, area, `${lang}.json`);

/** An area's messages in a language as written (ICU), `{}` when the area has no file in it. */
export function areaMessages(area, lang) {
  let text;
  try {
    text = readFileSync(areaFile(area, lang), 'utf8');
  } catch {
    return {};
  }
  const messages = JSON.parse(text);
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${area}/${lang}.json: ${id} is not a string`);
  }
  return messages;
}

/** A language's messages as written, every area's merged (or those of `only`); an id in two areas is an error. */
export function sourceCatalogue(lang, only = areas()) {
  const out = {};
  const areaOf = {};
  for (const area of only) {
    for (const [id, message] of Object.entries(areaMessages(area, lang))) {
      if (id in out) throw new Error(`message ${id} is in two areas: ${areaOf[id]} and ${area}`);
      out[id] = message;
      areaOf[id] = area;
    }
  }
  return out;
}

/** Compiles one ICU message; a malformed one throws, naming it. */
export function compile(id, message) {
  try {
    // Always the compiled array, even for plain text: Lingui's runtime takes a string for an uncompiled message.
    return compileMessageOrThrow(message);
  } catch (e) {
    throw new Error(`message ${id} is not a well-formed ICU message: ${e.message}`);
  }
}

/** A language's catalogue (or the part of it in the areas `only`), compiled: what the app and the command load. */
export function compiledCatalogue(lang, only = areas()) {
  return Object.fromEntries(Object.entries(sourceCatalogue(lang, only)).map(([id, message]) => [id, compile(id, message)]));
}

/** The areas of a part of the web app's catalogue: 'first' (the first load's) or 'more' (every other page's). */
export function webAreas(part) {
  return areas().filter((a) => !COMMAND_AREAS.includes(a) && !BUILD_AREAS.includes(a) && FIRST_AREAS.includes(a) === (part === 'first'));
}

const PREFIX = 'virtual:patience-messages/';

/** The language and part a module id names: `virtual:patience-messages/fr` (first), `…/fr/more`; null for others. */
function partOf(id) {
  if (!id.startsWith(PREFIX)) return null;
  const [lang, more, ...rest] = id.slice(PREFIX.length).split('/');
  if (!LANGUAGES.includes(lang) || rest.length > 0 || (more !== undefined && more !== 'more')) return null;
  return { lang, part: more === undefined ? 'first' : 'more' };
}

/**
 * The Vite plugin: `import('virtual:patience-messages/fr')` is French's compiled catalogue for the first
 * load, `import('virtual:patience-messages/fr/more')` the rest of it: chunks of their own, so each language's
 * chunks travel only to the players who chose it.
 */
export function i18nCatalogues() {
  return {
    name: 'patience-i18n-catalogues',
    resolveId(id) {
      return partOf(id) === null ? null : `\0${id}`;
    },
    load(id) {
      const which = id.startsWith('\0') ? partOf(id.slice(1)) : null;
      if (which === null) return null;
      const only = webAreas(which.part);
      for (const area of only) this.addWatchFile(areaFile(area, which.lang));
      const json = JSON.stringify(compiledCatalogue(which.lang, only));
      // JSON.parse of one string is read faster than the same object as code.
      return { code: `export default JSON.parse(${JSON.stringify(json)});\n`, map: null };
    },
  };
}
