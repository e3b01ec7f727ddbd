// Choosing a language and saying messages in it: the best match of a player's preferences, English as the
// fallback; a catalogue in use says its messages, selects and plurals in the language's forms; numbers,
// dates, durations and lists follow the language in effect.
import { afterEach, expect, test } from 'vitest';
import {
  type Catalogue,
  type Lang,
  bestLanguage,
  formatDuration,
  formatList,
  formatNumber,
  language,
  onLanguage,
  t,
  useCatalogue,
} from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';

const use = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
afterEach(() => use('en'));
/** Intl's spaces (no-break, narrow no-break) as plain ones: which one a language uses varies with ICU's version. */
const plain = (s: string): string => s.replace(/\s/gu, ' ');

test('the best language is the first of the preferences that we speak, English otherwise', () => {
  expect(bestLanguage(['fr-CA', 'en-US'])).toBe('fr');
  expect(bestLanguage(['nl', 'de-AT', 'fr'])).toBe('de');
  expect(bestLanguage(['de_DE.UTF-8'])).toBe('de');
  expect(bestLanguage(['RU'])).toBe('ru');
  expect(bestLanguage(['pt-BR', 'ja'])).toBe('en');
  expect(bestLanguage(['C', 'POSIX'])).toBe('en');
  expect(bestLanguage([])).toBe('en');
});

test('a catalogue in use says its messages, with selects, and listeners hear of the change', () => {
  const heard: Lang[] = [];
  const stop = onLanguage((l) => heard.push(l));
  expect(t('shell.title.game', { game: t('games.name', { game: 'hamlet' }), deal: '301' })).toBe('Hamlet #301 — Patience');
  use('fr');
  expect(language()).toBe('fr');
  expect(t('games.name', { game: 'british_constitution' })).toBe('Constitution britannique');
  expect(t('shell.title.game', { game: 'Hamlet', deal: '301' })).toBe('Hamlet n° 301 — Patience');
  use('ru');
  expect(t('shell.failed.page', { page: 'stats' })).toMatch(/^Страницу статистики не удалось загрузить/);
  stop();
  use('de');
  expect(heard).toEqual(['fr', 'ru']);
});

test('numbers, durations and lists follow the language in effect', () => {
  expect(formatNumber(1234.5)).toBe('1,234.5');
  expect(formatDuration(3_732_000)).toBe('1 hour, 2 minutes, and 12 seconds');
  expect(formatDuration(0)).toBe('0 seconds');
  expect(formatList(['a', 'b', 'c'])).toBe('a, b, and c');
  use('fr');
  expect(plain(formatNumber(1234.5))).toBe('1 234,5');
  expect(plain(formatDuration(192_000))).toBe('3 minutes et 12 secondes');
  use('ru');
  expect(plain(formatDuration(192_000))).toBe('3 минуты и 12 секунд');
  use('de');
  expect(formatList(['a', 'b'], 'disjunction')).toBe('a oder b');
});
