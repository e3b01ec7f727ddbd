// Owns numbers, dates, times, durations and lists written in the language in effect, through `Intl` (no
// table of our own): "1 234", "26 nov. 2026", "3 minutes et 12 secondes".
import { hasCatalogue, language, smallWhole, t } from './translate.js';

/**
 * A number as the language writes it ("1,234.5", "1 234,5"); a whole one in plain digits (no options, or
 * only `useGrouping: false`) without Intl (smallWhole).
 */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  const plainOptions = options === undefined || (Object.keys(options).length === 1 && options.useGrouping === false);
  const plain = plainOptions ? smallWhole(n, options === undefined) : null;
  if (plain !== null) {
    language(); // read, as Intl's path reads it, by whoever tracks the language
    return plain;
  }
  return new Intl.NumberFormat(language(), options).format(n);
}

/**
 * A share of a whole (0.25 is "25%", "25 %"), whole per cent unless `digits` says more. Whole per cents
 * from 0 to 999 are the catalogue's `shell.percent` around plain digits (see wholePercent), so a page that
 * shows only such numbers makes no Intl.NumberFormat (see smallWhole); a test holds the two to the same
 * words in every language.
 */
export function formatPercent(share: number, digits = 0): string {
  const whole = digits === 0 && hasCatalogue() ? wholePercent(share) : null;
  if (whole !== null) return t('shell.percent', { n: String(whole) });
  return formatNumber(share, { style: 'percent', maximumFractionDigits: digits });
}

/**
 * A share in whole per cent, rounded as Intl rounds it: the shortest decimal that reads back as the share
 * (0.015, not the 0.01499… the double holds), half up; null below 0 or from 999.5 % up.
 */
function wholePercent(share: number): number | null {
  if (!(share >= 0 && share < 10)) return null;
  const written = String(share);
  if (written.includes('e')) return 0; // below a millionth
  const [whole = '0', fraction = ''] = written.split('.');
  const n = Number(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1 : 0);
  return n < 1000 ? n : null;
}

/** A day as the language writes it; by default its day, month and year ("Nov 26, 2026", "26 nov. 2026"). */
export function formatDate(d: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(language(), options).format(d);
}

/** A moment's time of day ("3:05 PM", "15:05"). */
export function formatTime(d: Date | number, options: Intl.DateTimeFormatOptions = { timeStyle: 'short' }): string {
  return new Intl.DateTimeFormat(language(), options).format(d);
}

/**
 * A duration in words, hours, minutes and seconds that are not zero ("1 hour, 3 minutes and 12 seconds",
 * "3 минуты 12 секунд" as the language lists them); `short` abbreviates the units ("3 min, 12 sec"). Whole
 * seconds: a part of a second is dropped.
 */
export function formatDuration(ms: number, short = false): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts: [number, 'hour' | 'minute' | 'second'][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor(total / 60) % 60, 'minute'],
    [total % 60, 'second'],
  ];
  const said = parts
    .filter(([n], i) => n > 0 || (total === 0 && i === 2))
    .map(([n, unit]) => formatNumber(n, { style: 'unit', unit, unitDisplay: short ? 'short' : 'long' }));
  return formatList(said, short ? 'unit' : 'conjunction');
}

/** A duration as a clock shows it: "3:07", "1:03:07" (the same in every language we speak). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number): string => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  return h > 0 ? `${h}:${two(m)}:${two(total % 60)}` : `${m}:${two(total % 60)}`;
}

/** Items listed as the language lists them ("a, b and c", "a, b et c"); 'disjunction' says "or". */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction' | 'unit' = 'conjunction'): string {
  return new Intl.ListFormat(language(), { style: type === 'unit' ? 'narrow' : 'long', type }).format(items);
}
