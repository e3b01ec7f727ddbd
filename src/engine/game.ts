// Owns the immutable operations over a game's state: the legal moves of a position, applying a move,
// explaining a refusal, status, and the foundation sweep. Positions are plain JSON; the memo (memo.ts)
// keeps the state standing on each position the engine made, so a bot's list-then-apply loop never
// rebuilds one. A position the engine did not make is read and checked first.
import { type Rank, type SuitChar, SUIT_CHARS, isCard } from './cards.js';
import { PatienceError } from './errors.js';
import type { ReasonFacts } from './reasons.js';
import { MOVES_SCRATCH, entryMade, openState, listCodes, remember, scratchCodes } from './memo.js';
import { MAX_MOVES } from './state.js';
import { readMove, sameMove } from './moves.js';
import { readPosition } from './position.js';
import type { Entry, GameState, Names, PileNotes, Refusal, GameRules } from './state.js';
import type { Move, Piles, Position, Status, Vars } from './types.js';
import { fieldsOf, itemsOf, placeOf, quote } from './untrusted.js';
import { pileNamer, playerNames } from './words.js';

/** Pile ids of a game as a Map, so that a lookup never reaches the prototype chain. */
const pileSets = new WeakMap<GameRules, Map<string, number>>();
export function pileIndex(rules: GameRules): Map<string, number> {
  let index = pileSets.get(rules);
  if (index === undefined) {
    index = new Map(rules.piles.map((p, i) => [p.id, i]));
    pileSets.set(rules, index);
  }
  return index;
}

/** The names a player reads: cards as "10♦", piles by the game's own words. */
export function namesFor(rules: GameRules): Names {
  return playerNames(pileNamer((id: string) => rules.describePile(id)));
}

/** Status by the common rule: won when the game says so, lost when no legal move is left. */
export function statusOf(rules: GameRules, position: { piles: Piles; vars: Vars }): Status {
  const state = openState(rules, position);
  if (state.isWon()) return 'won';
  return listCodes(state).length === 0 ? 'lost' : 'playing';
}

/**
 * A position the engine made (known by identity: it is frozen), or else the value read and checked now,
 * as a new position. Nothing a caller's object claims (status, score, deal) is taken from it unchecked.
 */
export function checkedPosition(rules: GameRules, position: Position): Position {
  return entryMade(position) !== undefined ? position : readPosition(position, () => rules);
}

/** The memo entry of a checked position (see `checkedPosition`), with a state standing on it. */
function entryOf(rules: GameRules, checked: Position): Entry {
  const entry = entryMade(checked)!;
  if (entry.state === null) {
    // A state decodes and makes only codes it listed itself, so a reopened one lists its moves first.
    entry.state = openState(rules, checked);
    listCodes(entry.state);
  }
  return entry;
}

/**
 * The index in the entry's codes of a read move, or −1 when it is not legal: by the state's `codeOf`, taken
 * when its code is listed and decodes back to the move, else by decoding the codes in turn.
 */
function indexOf(entry: Entry, move: Move): number {
  const state = entry.state!;
  const code = state.codeOf(move);
  const at = code < 0 ? -1 : entry.codes.indexOf(code);
  if (at >= 0 && sameMove(state.decode(code), move)) return at;
  for (let i = 0; i < entry.codes.length; i++) if (sameMove(state.decode(entry.codes[i]!), move)) return i;
  return -1;
}

/**
 * Every legal move of the position, each once: the one list behind hints, highlights, the solver and the
 * CLI. Fresh objects every call, so a caller may change them freely (the game's state decodes them:
 * `GameState.listedMoves`).
 */
export function legalMoves(rules: GameRules, position: Position): Move[] {
  const entry = entryOf(rules, checkedPosition(rules, position));
  return entry.state!.listedMoves(entry.codes);
}

/** Refusals every game shares, decided before the game's state is asked: piles that exist, cards to take. */
export function structuralRefusal(rules: GameRules, position: { piles: Piles }, move: Move): Refusal | null {
  const index = pileIndex(rules);
  const unknown = (id: string): PatienceError =>
    new PatienceError(
      'bad-pile',
      { key: 'unknown-pile-listed', game: rules.id, value: quote(id), piles: rules.piles.map((p) => p.id) },
      placeOf(id),
    );
  if (move.type === 'move') {
    if (!index.has(move.from)) throw unknown(move.from);
    if (!index.has(move.to)) throw unknown(move.to);
    if (move.from === move.to) return { rule: 'same-pile', from: move.from };
    const count = move.count ?? 1;
    const have = position.piles[move.from]!.length;
    if (have === 0) return { rule: 'empty-source', from: move.from };
    if (have < count) return { rule: 'too-few-cards', from: move.from, count, have };
  } else if (move.type === 'remove') {
    for (const id of move.piles) if (!index.has(id)) throw unknown(id);
    if (move.piles.length === 2 && move.piles[0] === move.piles[1]) return { rule: 'same-pile', from: move.piles[0] };
  }
  return null;
}

/** Reads an untrusted refusal (one a caller kept or built): every fact it carries must be of its kind. */
export function readRefusal(rules: GameRules, value: unknown): Refusal {
  const bad = (reason: ReasonFacts, where: string): PatienceError => new PatienceError('bad-json', reason, where);
  const v = fieldsOf(value, 'bad-json', 'refusal', 'refusal');
  if (v === undefined) throw bad({ key: 'refusal-shape' }, 'refusal');
  const ruleCode = v.get('rule');
  if (typeof ruleCode !== 'string' || !/^[a-z0-9-]{1,40}$/.test(ruleCode)) throw bad({ key: 'refusal-rule' }, 'rule');
  const out: Refusal = { rule: ruleCode };
  const piles = pileIndex(rules);
  const rank = (x: unknown): x is Rank => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 13;
  const whole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
  for (const [key, x] of v) {
    switch (key) {
      case 'rule':
        break;
      case 'card':
      case 'onto':
      case 'other':
        if (!isCard(x)) throw bad({ key: 'refusal-card', field: key }, key);
        out[key] = x;
        break;
      case 'from':
      case 'to':
        if (typeof x !== 'string' || !piles.has(x)) throw bad({ key: 'unknown-pile', game: rules.id, value: quote(x) }, key);
        out[key] = x;
        break;
      case 'rank':
        if (!rank(x)) throw bad({ key: 'refusal-rank' }, key);
        out.rank = x;
        break;
      case 'ranks': {
        const shape = (): PatienceError => bad({ key: 'refusal-ranks' }, key);
        const ranks = itemsOf(x, 13, shape, 'bad-json', 'ranks', key);
        if (ranks === undefined || !ranks.every(rank)) throw shape();
        out.ranks = ranks;
        break;
      }
      case 'suit':
        if (typeof x !== 'string' || !(SUIT_CHARS as readonly string[]).includes(x)) throw bad({ key: 'refusal-suit' }, key);
        out.suit = x as SuitChar;
        break;
      case 'colour':
        if (x !== 'red' && x !== 'black') throw bad({ key: 'refusal-colour' }, key);
        out.colour = x;
        break;
      case 'count':
      case 'have':
      case 'row':
        if (!whole(x)) throw bad({ key: 'refusal-whole', field: key }, key);
        out[key] = x;
        break;
      default:
        throw bad({ key: 'refusal-field', value: quote(key) }, placeOf(key));
    }
  }
  return out;
}

/** A refusal in the words `names` gives (a player's by default). */
export function describeRefusal(rules: GameRules, refusal: Refusal, names: Names = namesFor(rules)): string {
  return rules.describe(refusal, names);
}

/**
 * Why a read move is not legal in the position, as facts; null when it is legal. A move naming a pile
 * the game does not have is a `bad-pile` error, not a refusal.
 */
export function explainMove(rules: GameRules, position: Position, move: Move): Refusal | null {
  const checked = checkedPosition(rules, position);
  const entry = entryOf(rules, checked);
  if (entry.status === 'won') return { rule: 'game-won' };
  const structural = structuralRefusal(rules, checked, move);
  if (structural !== null) return structural;
  if (indexOf(entry, move) >= 0) return null;
  return entry.state!.explain(move) ?? { rule: 'game-won' };
}

/** Why a move found in none of the entry's legal codes is refused, as facts (the state is asked last). */
function refusalOf(rules: GameRules, entry: Entry, position: Position, move: Move): Refusal {
  if (entry.status === 'won') return { rule: 'game-won' };
  return structuralRefusal(rules, position, move) ?? entry.state!.explain(move) ?? { rule: 'game-won' };
}

/**
 * A read move played with one lookup among the legal moves: the next position, or the refusal as facts
 * (a pile the game does not have is a `bad-pile` error, as in `explainMove`).
 */
export function tryMove(rules: GameRules, position: Position, move: Move): { position: Position } | { refusal: Refusal } {
  const checked = checkedPosition(rules, position);
  const entry = entryOf(rules, checked);
  const i = indexOf(entry, move);
  if (i < 0) return { refusal: refusalOf(rules, entry, checked, move) };
  return { position: makeAt(checked, entry, i) };
}

/**
 * The legal move that `choose` picks among the position's listed codes (its index, or −1 for none), made
 * at once: the move and the next position, with no second lookup. `choose` only asks the state questions.
 */
export function makeChosen(
  rules: GameRules,
  position: Position,
  choose: (state: GameState, codes: readonly number[]) => number,
): { move: Move; position: Position } | null {
  const checked = checkedPosition(rules, position);
  const entry = entryOf(rules, checked);
  const i = choose(entry.state!, entry.codes);
  if (i < 0) return null;
  const move = entry.state!.decode(entry.codes[i]!);
  return { move, position: makeAt(checked, entry, i) };
}

/** The next position; throws `illegal-move` with the reason (and its facts) when the move is not legal. */
export function applyMove(rules: GameRules, position: Position, input: unknown): Position {
  const move = readMove(input);
  const checked = checkedPosition(rules, position);
  const entry = entryOf(rules, checked);
  // The game's state plays it (`GameState.play`): the position's memo entry is this state's.
  const next = entry.state!.play(entry, checked, move);
  if (next !== null) return next;
  const refusal = refusalOf(rules, entry, checked, move);
  throw new PatienceError('illegal-move', describeRefusal(rules, refusal), undefined, refusal);
}

/**
 * A read move played on the state of a checked position's memo entry: the next position, or null when the
 * move is not legal. Each game's `GameState.play` comes here when the move's own code (`codeOf`) is not
 * the way to it.
 */
export function playRead(entry: Entry, checked: Position, move: Move): Position | null {
  const i = indexOf(entry, move);
  return i < 0 ? null : makeAt(checked, entry, i);
}

/**
 * The next position after a listed move made on the state of `checked`'s memo entry, the state handed on
 * to it once asked: its piles and vars (`next`, written given `checked`), whether it is `won`, how many
 * legal codes it wrote into `MOVES_SCRATCH` (`listed`) and its `score`. `GameState.play` and `makeAt`
 * ask the state, this asks it nothing.
 */
export function handOn(
  entry: Entry,
  checked: Position,
  state: GameState,
  next: { piles: Piles; vars: Vars },
  won: boolean,
  listed: number,
  score: number,
): Position {
  // The piles (and vars) the move left as they were are the checked position's own, frozen; the rest are frozen copies.
  const draft = { game: checked.game, deal: checked.deal, piles: next.piles, vars: next.vars };
  return remember(entry.rules, draft, state, won, scratchCodes(listed), score, checked);
}

/** Makes the entry's legal code `i` in a checked position: the next position, its state handed on from this one. */
function makeAt(checked: Position, entry: Entry, i: number): Position {
  const state = entry.state!;
  entry.state = null;
  state.make(entry.codes[i]!);
  const won = state.isWon();
  return handOn(entry, checked, state, state.write(checked), won, won ? 0 : state.moves(MOVES_SCRATCH, 0), state.score());
}

/**
 * The moves that carry as much as can go from one pile to the foundations, one after another (the
 * double-click of a pile): each time the legal foundation move from `pile` taking the most cards.
 */
export function foundationSweep(rules: GameRules, position: Position, pile: string): Move[] {
  const moves: Move[] = [];
  let current = checkedPosition(rules, position);
  const foundations = new Set(rules.piles.filter((p) => p.kind === 'foundation').map((p) => p.id));
  for (;;) {
    const options = legalMoves(rules, current).filter(
      (m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.from === pile && foundations.has(m.to),
    );
    if (options.length === 0) return moves;
    const best = options.reduce((a, b) => ((b.count ?? 1) > (a.count ?? 1) ? b : a));
    moves.push(best);
    current = applyMove(rules, current, best);
  }
}

/** What each pile shows a player beyond its cards (the game state's notes). */
export function notesOf(rules: GameRules, position: Position): PileNotes {
  return entryOf(rules, checkedPosition(rules, position)).state!.notes();
}

/** A way to finish a game with no decision left: the moves, and whether the stock had to be turned for it. */
export interface Finish {
  moves: Move[];
  /** True when the finish sends only cards already in play home; false when it turns or deals the stock. */
  certain: boolean;
}

/**
 * The finish of a game that is as good as won: while the game is on, send a card (or the longest group)
 * home from the first pile that can; when nothing can go home, turn or deal the stock. The line counts only
 * when it wins: then every card left went home with no choice that mattered (a formality, not a hint).
 * `certain` is false when the stock had to be turned for it. Null when it does not win.
 */
export function finishLine(rules: GameRules, position: Position): Finish | null {
  const checked = checkedPosition(rules, position);
  if (entryOf(rules, checked).status !== 'playing') return null;
  const kinds = new Map(rules.piles.map((p) => [p.id, p.kind] as const));
  const state = openState(rules, checked);
  const buf = new Int32Array(MAX_MOVES);
  const moves: Move[] = [];
  let certain = true;
  for (let guard = 0; guard < 1000 && !state.isWon(); guard++) {
    const n = state.moves(buf, 0);
    let pick = -1;
    let best = 0;
    for (let i = 0; i < n; i++) {
      const m = state.decode(buf[i]!);
      if (m.type === 'move' && kinds.get(m.to) === 'foundation' && kinds.get(m.from) !== 'foundation' && (m.count ?? 1) > best) {
        pick = i;
        best = m.count ?? 1;
      }
    }
    if (pick < 0) {
      for (let i = 0; i < n && pick < 0; i++) if (state.decode(buf[i]!).type === 'stock') pick = i;
      if (pick < 0) return null;
      certain = false;
    }
    moves.push(state.decode(buf[pick]!));
    state.make(buf[pick]!);
  }
  return state.isWon() ? { moves, certain } : null;
}
