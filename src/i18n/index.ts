// The message catalogue's one face, for the web app and the command alike (no DOM, no file): the languages,
// the language in effect and its messages, and numbers, dates, durations and lists in it. src/i18n/README.md
// says how to add a message, an area or a language.
export { LANGUAGES, LANGUAGE_NAMES, type Lang, bestLanguage, isLang } from './languages.js';
export { type Catalogue, type Values, hasCatalogue, language, onLanguage, t, trackReads, useCatalogue } from './translate.js';
export type { MessageId } from './ids.js';
export { formatClock, formatDate, formatDuration, formatList, formatNumber, formatPercent, formatTime } from './format.js';
export { type Namer, autoText, lossText, refusalText, statusText } from './facts.js';
export { type ErrorFacts, type NamesOf, ID_NAMES, errorText, placeText, reasonText } from './errors.js';
export {
  type PileFacts,
  type WordCase,
  type WordNames,
  capitalise,
  caseOf,
  cardWords,
  codeWords,
  listWords,
  pileWords,
  saidOnce,
  wordNames,
} from './names.js';
