// Owns the language in effect and the messages said in it: one catalogue at a time, compiled at build
// time (scripts/i18n-catalog.mjs) and handed over by whoever loaded it (the web app's lazy chunk, the
// command's file), so this module reads no file and knows no DOM. Lingui's runtime says the messages:
// ICU plurals and selects, numbers in the language's way.
import { type Messages, setupI18n } from '@lingui/core';
import type { MessageId } from './ids.js';
import type { Lang } from './languages.js';

/** A catalogue as the build compiles it: each message id to its compiled message. */
export type Catalogue = Messages;

/** A message's placeholders' values: numbers for plurals and counts, strings for words and selects. */
export type Values = Readonly<Record<string, string | number>>;

const i18n = setupI18n();
let current: Lang | null = null;
let reading: () => void = () => undefined;

/** Makes `lang` the language in effect, with its catalogue (compiled). Whoever reads messages is told. */
export function useCatalogue(lang: Lang, catalogue: Catalogue): void {
  i18n.loadAndActivate({ locale: lang, messages: catalogue });
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
  return i18n._(id, values);
}
