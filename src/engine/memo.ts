// Owns the memo behind the immutable API: for each position the engine made, the state standing on it,
// its legal move codes, status and score. Every position the engine makes is frozen (its piles and vars
// too), so one it made is known by identity and can never say anything but what the engine worked out;
// any other object is read and checked again at each call (game.ts), never trusted for what it claims.
import { type GameState, MAX_MOVES, type GameRules } from './state.js';
import type { Piles, Position, Status, Vars } from './types.js';

export interface Entry {
  /** The state standing on this position, or null once handed on to the next position. */
  state: GameState | null;
  codes: Int32Array;
  status: Status;
  score: number;
}

const memo = new WeakMap<object, Entry>();

/** The entry of a position the engine made (frozen, so still what it was made as); undefined for any other value. */
export function entryMade(position: unknown): Entry | undefined {
  return typeof position === 'object' && position !== null ? memo.get(position) : undefined;
}

/** The game's state at a checked position. */
export function openState(rules: GameRules, position: { piles: Piles; vars: Vars }): GameState {
  return rules.open(position);
}

/** Scratch room for listing one position's codes (copied out at once, so one buffer serves every call). */
const scratch = new Int32Array(MAX_MOVES);

export function listCodes(state: GameState): Int32Array {
  const n = state.isWon() ? 0 : state.moves(scratch, 0);
  return scratch.slice(0, n);
}

/**
 * A settled position (status and score computed, keys in contract order) from checked piles and vars
 * that nothing else holds, frozen and remembered with its state. `state`, when given, already stands on
 * these piles.
 */
export function settle(rules: GameRules, draft: { game?: string; deal?: number; piles: Piles; vars: Vars }, state?: GameState): Position {
  const s = state ?? openState(rules, draft);
  const codes = listCodes(s);
  const entry: Entry = { state: s, codes, status: s.isWon() ? 'won' : codes.length === 0 ? 'lost' : 'playing', score: s.score() };
  const out = { game: rules.id } as Position;
  if (draft.deal !== undefined) out.deal = draft.deal;
  const piles = draft.piles;
  for (const id in piles) Object.freeze(piles[id]);
  out.piles = Object.freeze(piles);
  out.vars = Object.freeze(draft.vars);
  out.status = entry.status;
  out.score = entry.score;
  memo.set(Object.freeze(out), entry);
  return out;
}
