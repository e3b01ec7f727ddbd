// Owns the memo behind the immutable API: for each position the engine made, the state standing on it,
// its legal move codes, status and score. Every position the engine makes is frozen (its piles and vars
// too), so one it made is known by identity and can never say anything but what the engine worked out;
// any other object is read and checked again at each call (game.ts), never trusted for what it claims.
import { type Entry, type GameState, MAX_MOVES, type GameRules } from './state.js';
import type { GameId, Piles, Position, Status, Vars } from './types.js';

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

/**
 * Scratch room for listing one position's codes (`GameState.moves(MOVES_SCRATCH, 0)`), copied out at once
 * (`scratchCodes`), so one buffer serves every call.
 */
export const MOVES_SCRATCH = new Int32Array(MAX_MOVES);

/** The first `n` codes of `MOVES_SCRATCH` as a plain list (the collector frees it more cheaply than a typed array). */
export function scratchCodes(n: number): number[] {
  const codes = new Array<number>(n);
  for (let i = 0; i < n; i++) codes[i] = MOVES_SCRATCH[i]!;
  return codes;
}

/** The state's legal codes as a plain list; `won` (asked of the state when not given) lists none. */
export function listCodes(state: GameState, won = state.isWon()): number[] {
  return scratchCodes(won ? 0 : state.moves(MOVES_SCRATCH, 0));
}

/**
 * A settled position (status and score computed, keys in contract order) from checked piles and vars
 * that nothing else holds, frozen and remembered with its state. `state`, when given, already stands on
 * these piles; `before`, when given, is the frozen position they were written from (`GameState.write`
 * given its piles and vars): then each pile is frozen already, and so are the vars when they are its own.
 */
export function settle(
  rules: GameRules,
  draft: { game: string; deal?: number; piles: Piles; vars: Vars },
  state?: GameState,
  before?: { vars: Vars },
): Position {
  const s = state ?? openState(rules, draft);
  const won = s.isWon();
  return remember(rules, draft, s, won, listCodes(s, won), s.score(), before);
}

/**
 * `settle` once the state has been asked (`won`, its legal `codes`, its `score`), each question once: the
 * public API's hot path asks them from each game's own class (`GameState.play`), and this part asks the
 * state nothing.
 */
export function remember(
  rules: GameRules,
  draft: { game: string; deal?: number; piles: Piles; vars: Vars },
  state: GameState,
  won: boolean,
  codes: number[],
  score: number,
  before?: { vars: Vars },
): Position {
  const status: Status = won ? 'won' : codes.length === 0 ? 'lost' : 'playing';
  const entry: Entry = { rules, state, codes, status, score };
  const piles = draft.piles;
  if (before === undefined) for (const id in piles) Object.freeze(piles[id]);
  Object.freeze(piles);
  // Vars handed on unchanged are frozen already (known by identity: asking V8 costs a call into its runtime).
  const vars = before !== undefined && draft.vars === before.vars ? draft.vars : Object.freeze(draft.vars);
  // One literal in contract order, so that every position the engine makes has the same shape; the game's
  // id from the draft (a string), not from the rules (five games' objects: a lookup, not a field read).
  const out: Position =
    draft.deal === undefined
      ? { game: draft.game as GameId, piles, vars, status, score }
      : { game: draft.game as GameId, deal: draft.deal, piles, vars, status, score };
  Memo.set(out, entry);
  return Object.freeze(out);
}
