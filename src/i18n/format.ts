// Owns numbers, dates, times, durations and lists written in the language in effect, through `Intl` (no
// table of our own): "1 234", "26 nov. 2026", "3 minutes et 12 secondes".
import { language } from './translate.js';

/** A number as the language writes it ("1,234.5", "1 234,5"). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language(), options).format(n);
}

/** A share of a whole (0.25 is "25%", "25 %"), whole per cent unless `digits` says more. */
export function formatPercent(share: number, digits = 0): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: digits });
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
