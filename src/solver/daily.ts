// Owns the daily deal: one proved-winnable deal a day for each game, the same for everyone and offline,
// a pure function of the UTC date. The function (docs/contract.md states it too):
//   h     = FNV-1a (32-bit) of the text "YYYY-MM-DD:game", then murmur3's finaliser (fmix32);
//   start = 1 + (h mod 9999);
//   deal  = the first deal number at or above `start` in the game's shipped list of proved-winnable deals
//           (src/solver/winnable.ts), going round to the list's first deal past its end.
// A deal proved later (a list that grows) moves only the dates whose start fell just before it.
// Pure: no Node or DOM API.
import { type GameId, PatienceError, quote } from '../engine/index.js';
import { listedWinnable } from './winnable.js';

/** Start numbers are drawn from 1 … DAILY_RANGE (the span every shipped list covers). */
export const DAILY_RANGE = 9999;

/** FNV-1a over the text's UTF-16 code units (the text is ASCII here), then fmix32 to spread the bits. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** A date as "YYYY-MM-DD" (UTC): a `Date` (its UTC day) or such a text naming a real day; else a `bad-option` error. */
export function utcDay(date: unknown): string {
  if (typeof date === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      const t = new Date(`${date}T00:00:00Z`);
      if (!Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === date) return date;
    }
  } else {
    const day = dayOfDate(date);
    if (day !== undefined) return day;
  }
  throw new PatienceError('bad-option', { key: 'date', value: quote(date) }, 'date');
}

/** The UTC day of a valid `Date` in the years 0000 to 9999, else undefined (a revoked proxy or a fake Date too). */
function dayOfDate(date: unknown): string | undefined {
  try {
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) return undefined;
    const day = date.toISOString().slice(0, 10);
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
  } catch {
    return undefined;
  }
}

/** The daily deal of a game for a UTC day "YYYY-MM-DD" (checked by the caller). */
export function dailyDealOf(game: GameId, day: string): number {
  const start = 1 + (hashText(`${day}:${game}`) % DAILY_RANGE);
  const deal = listedWinnable(game, 1, start - 1)[0] ?? listedWinnable(game, 1, 0)[0];
  if (deal === undefined) throw new Error(`no list of winnable deals for ${game}`);
  return deal;
}
