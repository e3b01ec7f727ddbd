// Owns the shipped lists of proved-winnable deals: which deal numbers a "winnable deals only" game may
// deal. The lists (src/solver/winnable/lists.ts, about 7.5 KB, 2.9 KB gzipped) are generated from the
// surveys by scripts/winnable-lists.mjs; a deal is listed only when a survey replayed a solution of it to
// a win. Pure: no Node or DOM API.
//
// Why the web's first load does not carry them: the lists are module constants with no side effects, so
// a bundler drops them from every chunk that does not call `winnableDeals`; the web app calls it only
// from its solver worker (or a module it imports lazily), where the lists then load with it.
import type { GameId } from '../engine/index.js';
import { ALPHABET, LISTS } from './winnable/lists.js';

/** Each character's six bits, by its code (the lists' alphabet, as base64url); built on first use. */
let values: Int8Array | null = null;

function valuesOf(): Int8Array {
  if (values !== null) return values;
  values = new Int8Array(128).fill(-1);
  for (let v = 0; v < ALPHABET.length; v++) values[ALPHABET.charCodeAt(v)] = v;
  return values;
}

/**
 * The first `count` listed winnable deals of a game above `after`, ascending (fewer when the list runs out).
 * Read from the list's characters where the deals are, six deals a character, nothing decoded beforehand:
 * the daily deal asks for one deal, when a game page opens.
 */
export function listedWinnable(game: GameId, count: number, after: number): number[] {
  const list = LISTS[game];
  if (list === undefined) return [];
  const v = valuesOf();
  const size = list.last - list.first + 1;
  const out: number[] = [];
  for (let i = Math.max(0, Math.floor(after) + 1 - list.first); i < size && out.length < count; i++) {
    const bits = v[list.bits.charCodeAt(Math.floor(i / 6))] ?? -1;
    if (bits > 0 && ((bits >> (i % 6)) & 1) === 1) out.push(list.first + i);
  }
  return out;
}

/** How many deals of a game the list holds, and the range it covers. */
export function listedRange(game: GameId): { count: number; first: number; last: number } | undefined {
  const list = LISTS[game];
  return list === undefined ? undefined : { count: list.count, first: list.first, last: list.last };
}
