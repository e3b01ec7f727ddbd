// Owns the memo behind the immutable API: for each position the engine made, the state standing on it,
// its legal move codes, status and score. Every position the engine makes is frozen (its piles and vars
// too), so one it made is known by identity and can never say anything but what the engine worked out;
// any other object is read and checked again at each call (game.ts), never trusted for what it claims.
import { type GameState, MAX_MOVES, type GameRules } from './state.js';
import type { Piles, Position, Status, Vars } from './types.js';

export interface Entry {
  /** The game's rules: the public API takes a position the engine made to its game without looking its id up again. */
  rules: GameRules;
  /** The state standing on this position, or null once handed on to the next position. */
  state: GameState | null;
  codes: number[];
  status: Status;
  score: number;
}

/**
 * The memo: a private field on each position the engine made, holding its entry. Only this class can
 * read or write the field (no caller can copy it onto another object, and a Proxy never has it), so an
 * object that has one is a position the engine made. It is put on the position before it is frozen,
 * through a base class whose constructor hands back the position as `this` (the language's way to add a
 * private field to an object). Faster than a WeakMap both to set and for the collector to sweep, and
 * the public API sets one per position it hands out.
 */
class Stamp {
  constructor(position: object) {
    return position as Stamp;
  }
}
class Memo extends Stamp {
  readonly #entry: Entry;
  private constructor(position: object, entry: Entry) {
    super(position);
    this.#entry = entry;
  }

  /** Remembers `entry` on the position (not yet frozen). */
  static set(position: object, entry: Entry): void {
    new Memo(position, entry);
  }

  /** The entry on an object the engine made, or undefined. */
  static get(value: object): Entry | undefined {
    return #entry in value ? (value as Memo).#entry : undefined;
  }
}

/** The entry of a position the engine made (frozen, so still what it was made as); undefined for any other value. */
export function entryMade(position: unknown): Entry | undefined {
  return typeof position === 'object' && position !== null ? Memo.get(position) : undefined;
}

/** The game's state at a checked position. */
export function openState(rules: GameRules, position: { piles: Piles; vars: Vars }): GameState {
  return rules.open(position);
}

/** Scratch room for listing one position's codes (copied out at once, so one buffer serves every call). */
const scratch = new Int32Array(MAX_MOVES);

/** The state's legal codes as a plain list; `won` (asked of the state when not given) lists none. */
export function listCodes(state: GameState, won = state.isWon()): number[] {
  const n = won ? 0 : state.moves(scratch, 0);
  // A plain list: the collector frees it more cheaply than a typed array, and the public API lists one per position.
  const codes = new Array<number>(n);
  for (let i = 0; i < n; i++) codes[i] = scratch[i]!;
  return codes;
}

/**
 * A settled position (status and score computed, keys in contract order) from checked piles and vars
 * that nothing else holds, frozen and remembered with its state. `state`, when given, already stands on
 * these piles; `before`, when given, is the frozen position they were written from (`GameState.write`
 * given its piles and vars): then each pile is frozen already, and so are the vars when they are its own.
 */
export function settle(
  rules: GameRules,
  draft: { game?: string; deal?: number; piles: Piles; vars: Vars },
  state?: GameState,
  before?: { vars: Vars },
): Position {
  const s = state ?? openState(rules, draft);
  // Each question to the state is asked once: in a process playing several games these calls reach five
  // classes, and V8 then calls each through a lookup rather than inlining it.
  const won = s.isWon();
  const codes = listCodes(s, won);
  const status: Status = won ? 'won' : codes.length === 0 ? 'lost' : 'playing';
  const entry: Entry = { rules, state: s, codes, status, score: s.score() };
  const piles = draft.piles;
  if (before === undefined) for (const id in piles) Object.freeze(piles[id]);
  Object.freeze(piles);
  // Vars handed on unchanged are frozen already (known by identity: asking V8 costs a call into its runtime).
  const vars = before !== undefined && draft.vars === before.vars ? draft.vars : Object.freeze(draft.vars);
  // One literal in contract order, so that every position the engine makes has the same shape.
  const out: Position =
    draft.deal === undefined
      ? { game: rules.id, piles, vars, status, score: entry.score }
      : { game: rules.id, deal: draft.deal, piles, vars, status, score: entry.score };
  Memo.set(out, entry);
  return Object.freeze(out);
}
