// Owns the versioned deal: game + deal number + version always give the same cards.
//
// Version 1, the format pinned by the golden tests:
//   seed  = (FNV-1a 32-bit hash of "patience/1/<game id>" + deal number) mod 2^32
//   draw  = xoshiro128** seeded through splitmix32 (random.ts)
//   deck  = the game's canonical deck (cards.ts `standardDeck`), shuffled by Fisher–Yates from the end
//   deal  = the game's `deal` hook, taking cards from the end of the shuffled deck (its top) first.
// A new algorithm must get a new version number; version 1 never changes.
import type { Card } from './cards.js';
import { PatienceError } from './errors.js';
import { hash32, seededRandom, shuffle } from './random.js';
import { settle } from './memo.js';
import type { Position } from './types.js';
import type { GameRules } from './state.js';
import { placeOf, quote } from './untrusted.js';

export const DEAL_VERSION = 1;
export const DEAL_VERSIONS: readonly number[] = [1];
export const MAX_DEAL = 4294967295;

/** The one check of a deal number: refuses anything but an integer from 1 to 4294967295. */
export function checkDealNumber(value: unknown, where = 'deal'): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_DEAL) {
    throw new PatienceError('bad-deal', { key: 'deal-number', most: MAX_DEAL, value: quote(value) }, where);
  }
  return value;
}

/** A deal number typed or written as text (a link, a field, a command-line option), checked as above. */
export function parseDealNumber(text: string, where = 'deal'): number {
  if (typeof where !== 'string') throw new PatienceError('bad-option', { key: 'deal-place', value: quote(where) }, 'where');
  where = placeOf(where);
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!/^\d{1,10}$/.test(trimmed)) {
    throw new PatienceError('bad-deal', { key: 'deal-number', most: MAX_DEAL, value: quote(text) }, where);
  }
  return checkDealNumber(Number(trimmed), where);
}

export function checkDealVersion(value: unknown, where = 'version'): number {
  if (typeof value !== 'number' || !DEAL_VERSIONS.includes(value)) {
    throw new PatienceError('bad-deal', { key: 'deal-version', value: quote(value), known: DEAL_VERSIONS }, where);
  }
  return value;
}

/** The shuffled deck of a deal, its top card last. */
export function shuffledDeck(rules: GameRules, dealNumber: number, version = DEAL_VERSION): Card[] {
  checkDealNumber(dealNumber);
  checkDealVersion(version);
  const seed = (hash32(`patience/${version}/${rules.id}`) + dealNumber) >>> 0;
  return shuffle(rules.deck, seededRandom(seed));
}

/** The dealt position of `rules` for a deal number. */
export function dealPosition(rules: GameRules, dealNumber: number, version = DEAL_VERSION): Position {
  const dealt = rules.deal(shuffledDeck(rules, dealNumber, version));
  return settle(rules, { game: rules.id, deal: dealNumber, piles: dealt.piles, vars: dealt.vars });
}

/** A random deal number, for a new game when none is given (not part of the deal: callers print it). */
export function randomDealNumber(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * MAX_DEAL);
}
