// Owns the language in effect and the messages said in it: one catalogue at a time, compiled at build
// time (scripts/i18n-catalog.mjs, with Lingui's compiler) and handed over by whoever loaded it (the web app's
// lazy chunk, the command's file), so this module reads no file and knows no DOM. It says the compiled
// messages itself: placeholders, ICU selects and plurals (each language's forms from Intl.PluralRules, `#`
// written as the language writes numbers).
import type { MessageId } from './ids.js';
import type { Lang } from './languages.js';

/**
 * A compiled message: text, and placeholders `[name]`, or `[name, 'select' | 'plural' | 'selectordinal',
 * cases]` whose cases are messages again (a plural's may hold '#', the count; an exact case is keyed by
 * its number, '0'). This is the array form Lingui's compiler writes.
 */
export type Compiled = readonly (string | readonly [string, string?, Readonly<Record<string, Compiled | string | undefined>>?])[];

/** A catalogue as the build compiles it: each message id to its compiled message. */
export type Catalogue = Readonly<Record<string, Compiled | string>>;

/** A message's placeholders' values: numbers for plurals and counts, strings for words and selects. */
export type Values = Readonly<Record<string, string | number>>;

let messages: Catalogue = {};
let current: Lang | null = null;
let reading: () => void = () => undefined;

/** Makes `lang` the language in effect, with its catalogue (compiled). Whoever reads messages is told. */
export function useCatalogue(lang: Lang, catalogue: Catalogue): void {
  messages = catalogue;
  current = lang;
  for (const listener of listeners) listener(lang);
}

/** The language in effect ('en' until a catalogue is in use). */
export function language(): Lang {
  reading();
  return current ?? 'en';
}

/** True once a catalogue is in use. */
export function hasCatalogue(): boolean {
  return current !== null;
}

const listeners = new Set<(lang: Lang) => void>();

/** Calls `listener` after each change of language; returns what stops it. */
export function onLanguage(listener: (lang: Lang) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `read` each time a message or the language is read: the web app reads its language signal there,
 * so a component that says a message is drawn again when the language changes.
 */
export function trackReads(read: () => void): void {
  reading = read;
}

/**
 * The message `id` in the language in effect, its placeholders filled from `values`. A message missing
 * from the catalogue (never, once the checks pass) reads as its id rather than as nothing.
 */
export function t(id: MessageId, values?: Values): string {
  reading();
  if (current === null) throw new Error(`Patience: message ${id} was asked for before any catalogue was in use`);
  const message = messages[id];
  if (message === undefined) return id;
  return typeof message === 'string' ? message : say(message, values ?? {}, current, null);
}

/** A compiled message said with `values` in `lang`; `count` is what '#' stands for (inside a plural's case). */
function say(message: Compiled | string, values: Values, lang: Lang, count: number | null): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && count !== null ? countWord(count, lang) : token;
      continue;
    }
    const [name, type, cases = {}] = token;
    const value = values[name];
    if (type === undefined) {
      if (value !== undefined && value !== null) out += String(value);
    } else if (type === 'select') {
      const chosen = cases[String(value)] ?? cases['other'];
      if (chosen !== undefined) out += say(chosen, values, lang, count);
    } else {
      const n = Number(value);
      const offset = Number(cases['offset'] ?? 0);
      const form = pluralRules(lang, type === 'selectordinal').select(n - offset);
      const chosen = cases[String(n)] ?? cases[form] ?? cases['other'];
      if (chosen !== undefined) out += say(chosen, values, lang, n - offset);
    }
  }
  return out;
}

const PLURALS = new Map<string, Intl.PluralRules>();
const NUMBERS = new Map<string, Intl.NumberFormat>();

/** The language's plural forms (cardinal or ordinal), made once. */
function pluralRules(lang: Lang, ordinal: boolean): Intl.PluralRules {
  const key = `${lang} ${ordinal}`;
  let rules = PLURALS.get(key);
  if (rules === undefined) PLURALS.set(key, (rules = new Intl.PluralRules(lang, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules;
}

/**
 * A plural's count as the language writes it (see smallWhole); anything else is Intl's.
 */
function countWord(n: number, lang: Lang): string {
  const plain = smallWhole(n);
  if (plain !== null) return plain;
  let format = NUMBERS.get(lang);
  if (format === undefined) NUMBERS.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(n);
}

/**
 * A whole number in plain digits, as every language we speak writes it (a test holds this against Intl):
 * from 0 to 999, or any whole number from 0 up when its digits are not grouped (`grouped` false); null for
 * any other number. Such numbers skip Intl.NumberFormat, whose first use costs a slow phone a blocking
 * tenth of a second while a page opens (V8 lists every locale it has).
 */
export function smallWhole(n: number, grouped = true): string | null {
  return Number.isSafeInteger(n) && n >= 0 && (n < 1000 || !grouped) ? String(n) : null;
}
