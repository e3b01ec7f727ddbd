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

/** A language's messages as written, every area's merged; an id in two areas is an error. */
export function sourceCatalogue(lang) {
  const out = {};
  const areaOf = {};
  for (const area of areas()) {
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

/** A language's catalogue, compiled: what the app and the command load. */
export function compiledCatalogue(lang) {
  return Object.fromEntries(Object.entries(sourceCatalogue(lang)).map(([id, message]) => [id, compile(id, message)]));
}

const PREFIX = 'virtual:patience-messages/';

/**
 * The Vite plugin: `import('virtual:patience-messages/fr')` is French's compiled catalogue, a chunk of its
 * own, so each language's chunk travels only to the players who chose it.
 */
export function i18nCatalogues() {
  return {
    name: 'patience-i18n-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) && LANGUAGES.includes(id.slice(PREFIX.length)) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const lang = id.slice(PREFIX.length + 1);
      for (const area of areas()) this.addWatchFile(areaFile(area, lang));
      const json = JSON.stringify(compiledCatalogue(lang));
      // JSON.parse of one string is read faster than the same object as code.
      return { code: `export default JSON.parse(${JSON.stringify(json)});\n`, map: null };
    },
  };
}
