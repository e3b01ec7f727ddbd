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

/** Decoded bitsets, by game, built on first use. */
const decoded = new Map<string, Uint8Array>();

function bitsOf(game: GameId): { first: number; bits: Uint8Array } | undefined {
  const list = LISTS[game];
  if (list === undefined) return undefined;
  let bits = decoded.get(game);
  if (bits === undefined) {
    bits = new Uint8Array(list.last - list.first + 1);
    for (let c = 0; c < list.bits.length; c++) {
      const v = ALPHABET.indexOf(list.bits[c]!);
      for (let b = 0; b < 6; b++) if ((v >> b) & 1 && c * 6 + b < bits.length) bits[c * 6 + b] = 1;
    }
    decoded.set(game, bits);
  }
  return { first: list.first, bits };
}

/** The first `count` listed winnable deals of a game above `after`, ascending (fewer when the list runs out). */
export function listedWinnable(game: GameId, count: number, after: number): number[] {
  const entry = bitsOf(game);
  if (entry === undefined) return [];
  const out: number[] = [];
  for (let i = Math.max(0, Math.floor(after) + 1 - entry.first); i < entry.bits.length && out.length < count; i++) {
    if (entry.bits[i] === 1) out.push(entry.first + i);
  }
  return out;
}

/** How many deals of a game the list holds, and the range it covers. */
export function listedRange(game: GameId): { count: number; first: number; last: number } | undefined {
  const list = LISTS[game];
  return list === undefined ? undefined : { count: list.count, first: list.first, last: list.last };
}
