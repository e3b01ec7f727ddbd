// Owns the memo behind the immutable API: for each position object the engine made, the state standing
// on it, its legal move codes, status and score. Checked card by card before each use, so a position
// changed in place after it was made is read again rather than trusted.
import type { Card } from './cards.js';
import { type GameState, MAX_MOVES, type GameRules } from './state.js';
import type { Piles, Position, Status, Vars } from './types.js';

export interface Entry {
  /** The state standing on this position, or null once handed on to the next position. */
  state: GameState | null;
  codes: Int32Array;
  status: Status;
  score: number;
  /** Every card of the position in pile order, and each pile's length: what the memo is checked against. */
  cards: Card[];
  lengths: Int32Array;
  vars: Vars;
}

const memo = new WeakMap<object, Entry>();

/** The entry of a position when it still holds what the entry was made from. */
export function remembered(rules: GameRules, position: Position): Entry | undefined {
  const entry = memo.get(position);
  return entry !== undefined && unchanged(rules, entry, position) ? entry : undefined;
}

/** Lets `position` share the entry of an equal position. */
export function remember(position: Position, entry: Entry): void {
  memo.set(position, entry);
}

/** The game's state at a checked position. */
export function openState(rules: GameRules, position: { piles: Piles; vars: Vars }): GameState {
  return rules.open(position);
}

function snapshot(rules: GameRules, piles: Piles): { cards: Card[]; lengths: Int32Array } {
  const cards: Card[] = [];
  const lengths = new Int32Array(rules.piles.length);
  rules.piles.forEach(({ id }, i) => {
    const pile = piles[id]!;
    lengths[i] = pile.length;
    for (let k = 0; k < pile.length; k++) cards.push(pile[k]!);
  });
  return { cards, lengths };
}

/**
 * True when the position still holds what the entry was made from: every pile of the game with the same
 * cards, every variable with the same value. (A key added beside the game's piles or variables is not
 * looked for here: counting keys on every call would cost more than the rest; reading refuses such keys.)
 */
function unchanged(rules: GameRules, entry: Entry, position: Position): boolean {
  const piles = position.piles as Piles | undefined;
  if (typeof piles !== 'object' || piles === null) return false;
  let k = 0;
  const specs = rules.piles;
  for (let i = 0; i < specs.length; i++) {
    const pile = Object.hasOwn(piles, specs[i]!.id) ? piles[specs[i]!.id] : undefined;
    if (!Array.isArray(pile) || pile.length !== entry.lengths[i]) return false;
    for (let j = 0; j < pile.length; j++) if (pile[j] !== entry.cards[k++]) return false;
  }
  const vars = position.vars as Vars | undefined;
  if (typeof vars !== 'object' || vars === null) return rules.vars.length === 0 && vars === undefined;
  for (const spec of rules.vars) if (!Object.hasOwn(vars, spec.name) || vars[spec.name] !== entry.vars[spec.name]) return false;
  return true;
}

/** Scratch room for listing one position's codes (copied out at once, so one buffer serves every call). */
const scratch = new Int32Array(MAX_MOVES);

export function listCodes(state: GameState): Int32Array {
  const n = state.isWon() ? 0 : state.moves(scratch, 0);
  return scratch.slice(0, n);
}

function makeEntry(rules: GameRules, state: GameState, piles: Piles, vars: Vars): Entry {
  const codes = listCodes(state);
  const won = state.isWon();
  const { cards, lengths } = snapshot(rules, piles);
  return {
    state,
    codes,
    status: won ? 'won' : codes.length === 0 ? 'lost' : 'playing',
    score: state.score(),
    cards,
    lengths,
    vars: { ...vars },
  };
}

/**
 * A settled position (status and score computed, keys in contract order) from checked piles and vars,
 * remembered with its state. `state`, when given, already stands on these piles.
 */
export function settle(rules: GameRules, draft: { game?: string; deal?: number; piles: Piles; vars: Vars }, state?: GameState): Position {
  const s = state ?? openState(rules, draft);
  const entry = makeEntry(rules, s, draft.piles, draft.vars);
  const out = { game: rules.id } as Position;
  if (draft.deal !== undefined) out.deal = draft.deal;
  out.piles = draft.piles;
  out.vars = draft.vars;
  out.status = entry.status;
  out.score = entry.score;
  memo.set(out, entry);
  return out;
}
