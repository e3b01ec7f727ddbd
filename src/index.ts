// The package's public API ("patience"): the contract of docs/contract.md, bound to the game registry.
// Everything a script, the CLI or the web app needs goes through here; nothing else is exported.
import * as engine from './engine/index.js';
import type { GameId, GameRecord, Move, Names, PileNotes, Position, Refusal } from './engine/index.js';
import { allRules, rulesFor } from './games/registry.js';
import { type SolveOptions, type SolveResult, solveWith } from './solver/core/index.js';
import { type FairHint, fairHintWith, fairSolveWith } from './solver/fair/index.js';
import { listedWinnable } from './solver/winnable.js';

export {
  PatienceError,
  DEAL_VERSION,
  MAX_DEAL,
  GAME_IDS,
  CODE_NAMES,
  cardLabel,
  rankLabel,
  formatMoveList,
  formatPile,
  parseDealNumber,
  parseMoveList,
  parsePile,
} from './engine/index.js';
export type {
  Card,
  CardMove,
  ErrorCode,
  GameId,
  GameRecord,
  History,
  Names,
  PileNote,
  PileNotes,
  Refusal,
  Move,
  PileKind,
  Piles,
  Position,
  RemoveMove,
  Status,
  StockMove,
  Vars,
} from './engine/index.js';
export { canRedo, canUndo, pushStep, recordOf, redo, startHistory, undo } from './engine/history.js';
export { readMove } from './engine/moves.js';

/** A history whose steps are the record's moves, one step each, all in effect (the record is read first). */
export function historyOf(record: unknown): engine.History {
  return engine.historyOf(engine.readRecord(record));
}

/** A short stable key for comparing moves: "tableau-3>foundation-1*1", "stock", "remove tableau-6 tableau-11". */
export function moveKey(move: Move): string {
  return engine.moveKey(engine.readMove(move));
}

/** True when two moves are the same move. */
export function sameMove(a: Move, b: Move): boolean {
  return engine.sameMove(engine.readMove(a), engine.readMove(b));
}

/** A game as menus show it. */
export interface GameInfo {
  id: GameId;
  name: string;
  decks: 1 | 2;
  summary: string;
  /** Every pile id with its kind, in the game's order. */
  piles: { id: string; kind: engine.PileKind }[];
}

/** The games, in the order of docs/contract.md. */
export function listGames(): GameInfo[] {
  return allRules().map((r) => ({ id: r.id, name: r.name, decks: r.decks, summary: r.summary, piles: r.piles.map((p) => ({ ...p })) }));
}

function rulesOf(id: unknown): engine.GameRules {
  return rulesFor(engine.checkGameId(id));
}

/** The rules of an untrusted position argument: it must be an object naming a game. */
function rulesOfPosition(position: unknown): engine.GameRules {
  if (typeof position !== 'object' || position === null || Array.isArray(position)) {
    throw new engine.PatienceError('bad-json', 'a position must be a JSON object such as deal() returns');
  }
  return rulesOf(Object.hasOwn(position, 'game') ? (position as { game: unknown }).game : undefined);
}

/** The rules and a checked position for an untrusted position argument (read again unless the engine made it). */
function checked(position: unknown): { rules: engine.GameRules; position: Position } {
  const rules = rulesOfPosition(position);
  return { rules, position: engine.checkedPosition(rules, position as Position) };
}

/** A pile id of the game, or a `bad-pile` error naming what was given. */
function checkPile(rules: engine.GameRules, pile: unknown): string {
  if (typeof pile !== 'string' || !engine.pileIndex(rules).has(pile)) {
    throw new engine.PatienceError('bad-pile', `${rules.name} has no pile named ${JSON.stringify(pile) ?? String(pile)}`, 'pile');
  }
  return pile;
}

/** The dealt position of a game for a deal number (1 to 4294967295); same number, same cards, forever. */
export function deal(gameId: string, dealNumber: number, version: number = engine.DEAL_VERSION): Position {
  return engine.dealPosition(rulesOf(gameId), engine.checkDealNumber(dealNumber), version);
}

/** A random deal number for a new game. */
export function randomDeal(): number {
  return engine.randomDealNumber();
}

/** Reads and checks an untrusted position (JSON text or value); throws a `PatienceError` naming the problem. */
export function readPosition(input: unknown): Position {
  return engine.readPosition(input, rulesFor);
}

/** The position as JSON text, in the contract's field order. */
export function writePosition(position: Position): string {
  return JSON.stringify(position);
}

/** Every legal move of the position, each once. */
export function legalMoves(position: Position): Move[] {
  return engine.legalMoves(rulesOfPosition(position), position);
}

/**
 * Why a move is not legal here, as facts (`rule`, the cards and piles involved, what would fit), or null
 * when it is legal. Throws a `PatienceError` on a malformed move or a pile the game does not have.
 */
export function explain(position: Position, move: unknown): Refusal | null {
  return engine.explainMove(rulesOfPosition(position), position, engine.readMove(move));
}

/** Why a move is illegal here, in a player's words (or those of `names`), or null when it is legal. */
export function whyIllegal(position: Position, move: unknown, names?: Names): string | null {
  const rules = rulesOfPosition(position);
  const refusal = engine.explainMove(rules, position, engine.readMove(move));
  return refusal === null ? null : engine.describeRefusal(rules, refusal, names);
}

/** A refusal (from `explain` or an error's `refusal`) in a player's words, or in those of `names`. */
export function describeRefusal(gameId: GameId, refusal: Refusal, names?: Names): string {
  const rules = rulesOf(gameId);
  return engine.describeRefusal(rules, engine.readRefusal(rules, refusal), names);
}

/** A player's name for a pile of a game: "pile 3", "row 2, space 4", "the waste". */
export function pileName(gameId: GameId, pileId: string): string {
  const rules = rulesOf(gameId);
  return engine.namesFor(rules).pile(checkPile(rules, pileId));
}

/**
 * What each pile shows a player beyond its cards, by pile id: the next card a foundation takes, Union
 * Square's directions, Hamilton's Start rank and turns, Camelot's places, British Constitution's rows and
 * the space waiting to be filled. Both front ends draw their badges from it.
 */
export function pileNotes(position: Position): PileNotes {
  return engine.notesOf(rulesOfPosition(position), position);
}

/** The next position; throws a `PatienceError` ('illegal-move', with the reason) when the move is not legal. */
export function applyMove(position: Position, move: unknown): Position {
  return engine.applyMove(rulesOfPosition(position), position, move);
}

/** Reads and checks an untrusted game record. */
export function readRecord(input: unknown): GameRecord {
  return engine.readRecord(input);
}

/** Replays a record (checked first) and returns the final position; a bad move is named by its number. */
export function replay(record: unknown): Position {
  return engine.replay(engine.readRecord(record), rulesFor);
}

/** Every position of a record, from the deal to the end. */
export function replayPositions(record: unknown): Position[] {
  return engine.replayPositions(engine.readRecord(record), rulesFor);
}

/** What a player needs to know now (the game's status line), cards and piles named by `names`. */
export function statusLine(position: Position, names?: Names): string {
  const { rules, position: p } = checked(position);
  return rules.statusLine(p, names ?? engine.namesFor(rules));
}

/** Why a lost game is lost, in a player's words; null when it is not lost. */
export function lossReason(position: Position, names?: Names): string | null {
  const { rules, position: p } = checked(position);
  return p.status === 'lost' ? rules.lossReason(p, names ?? engine.namesFor(rules)) : null;
}

/** The moves that send as much as can go from one pile to the foundations (a double-click), in order. */
export function foundationSweep(position: Position, pile: string): Move[] {
  const { rules, position: p } = checked(position);
  return engine.foundationSweep(rules, p, checkPile(rules, pile));
}

/**
 * The finish of a game that is as good as won (every card left goes home with no decision that matters),
 * as ordinary moves, or null. `certain` is false when the finish turns or deals the stock.
 */
export function autoFinish(position: Position): engine.Finish | null {
  const { rules, position: p } = checked(position);
  return engine.finishLine(rules, p);
}

/** A simple hint: the best-looking legal move by plain preferences (foundations first), or null. */
export function hint(position: Position, previous?: Move): Move | null {
  const { rules, position: p } = checked(position);
  return engine.suggestMove(rules, p, previous === undefined ? undefined : engine.readMove(previous));
}

export type AutoMode = engine.AutoMode;

/**
 * The next move a player's "automatic moves" setting makes by itself now, with its reason in words (cards
 * and piles named by `names`), or null. `'safe'`: a card goes home only when no card left in play could
 * ever need it, by each game's rule (its rules page says which); such a move never turns a game that could
 * be won into one that cannot. `'all'`: any single card that fits a foundation (Camelot: any 10, removed on
 * its own). Call it again after each move it gives, until null.
 */
export function autoMove(position: Position, mode: AutoMode, names?: Names): { move: Move; reason: string } | null {
  const { rules, position: p } = checked(position);
  return engine.autoMoveOf(rules, p, engine.readAutoMode(mode), names ?? engine.namesFor(rules));
}

export type { SolveOptions, SolveResult, Verdict } from './solver/core/index.js';

/**
 * Decides a position: `winnable` with moves that replay to a win, `unwinnable` (every line searched), or
 * `unknown` (a limit was reached). The solver knows the order of the stock ("thoughtful" solitaire).
 */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  if (typeof options !== 'object' || options === null)
    throw new engine.PatienceError('bad-option', 'options must be an object such as { timeLimitMs: 1000 }');
  const { rules, position: p } = checked(position);
  if (options.fair === true) return fairSolveWith(rules, p, checkFairOptions(options));
  return solveWith(rules, p, options);
}

export type { FairHint } from './solver/fair/index.js';

/** Options of `fairHint` and of a fair `solve`, checked: each a positive number when given (samples at most 10,000); a seed any integer. */
function checkFairOptions(options: { samples?: unknown; timeLimitMs?: unknown; seed?: unknown; nodeLimit?: unknown }): {
  samples?: number;
  timeLimitMs?: number;
  seed?: number;
  nodeLimit?: number;
} {
  const out: { samples?: number; timeLimitMs?: number; seed?: number; nodeLimit?: number } = {};
  for (const name of ['samples', 'timeLimitMs', 'nodeLimit'] as const) {
    const value = options[name];
    if (value === undefined) continue;
    const tooMany = name === 'samples' && typeof value === 'number' && value > 10_000;
    if (
      typeof value !== 'number' ||
      !(value > 0) ||
      !Number.isFinite(value) ||
      (name !== 'timeLimitMs' && !Number.isInteger(value)) ||
      tooMany
    ) {
      throw new engine.PatienceError(
        'bad-option',
        `${name} must be a positive ${name === 'timeLimitMs' ? 'number' : name === 'samples' ? 'integer up to 10000' : 'integer'}, not ${JSON.stringify(value) ?? typeof value}`,
        name,
      );
    }
    out[name] = value;
  }
  if (options.seed !== undefined) {
    if (typeof options.seed !== 'number' || !Number.isInteger(options.seed))
      throw new engine.PatienceError(
        'bad-option',
        `seed must be an integer, not ${JSON.stringify(options.seed) ?? typeof options.seed}`,
        'seed',
      );
    out.seed = options.seed;
  }
  return out;
}

/**
 * A fair hint: the move to play now judged only on what the player can see or remember (never the
 * stock's order). Where cards are hidden it deals `samples` arrangements of the unseen cards consistent
 * with that, solves each briefly, and suggests the move after which a win was found in the most of them:
 * `wins` of `samples`, `share` = wins / samples, an optimistic estimate (each solve knows its
 * arrangement), not odds; `method: 'sampled'`. Where nothing is hidden (Hamlet, or a stock dealt out) it
 * is the first move of a real win (`method: 'exact'`, share 1), or, when none was found in time, the plain
 * hint's move with share 0. `move` is null only when there is no legal move. About a second by default
 * (`timeLimitMs`); the same `seed` (default 1) gives the same answer unless the time limit cuts it short.
 */
export function fairHint(position: Position, options: { samples?: number; timeLimitMs?: number; seed?: number } = {}): FairHint {
  if (typeof options !== 'object' || options === null)
    throw new engine.PatienceError('bad-option', 'options must be an object such as { samples: 24 }');
  const { rules, position: p } = checked(position);
  return fairHintWith(rules, p, checkFairOptions(options));
}

/**
 * Proved-winnable deal numbers of a game from the shipped lists (each deal's solution was replayed to a
 * win by a survey; deals of `DEAL_VERSION` 1): the first `count` (default 10, at most 10,000) above
 * `after` (default 0), ascending; fewer, or none, when the list runs out. The lists stay out of the web
 * app's first load as long as only its worker (or a lazily loaded module) calls this.
 */
export function winnableDeals(gameId: GameId, options: { count?: number; after?: number } = {}): number[] {
  const rules = rulesOf(gameId);
  if (typeof options !== 'object' || options === null)
    throw new engine.PatienceError('bad-option', 'options must be an object such as { count: 10 }');
  const count = options.count ?? 10;
  const after = options.after ?? 0;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 10_000)
    throw new engine.PatienceError(
      'bad-option',
      `count must be a whole number from 1 to 10000, not ${JSON.stringify(count) ?? typeof count}`,
      'count',
    );
  if (typeof after !== 'number' || !Number.isInteger(after) || after < 0)
    throw new engine.PatienceError(
      'bad-option',
      `after must be a whole number from 0, not ${JSON.stringify(after) ?? typeof after}`,
      'after',
    );
  return listedWinnable(rules.id, count, after);
}

export type { MutableGame } from './engine/mutable.js';

/**
 * A game that changes in place, for bots and searches: `moves()`, `make(move)`, `unmake()`,
 * `toPosition()`, and at the solver's speed `codes()` / `makeCode(code)`. The position is read and checked
 * first; the game's rules are the same single state the immutable functions use.
 */
export function openGame(position: unknown): engine.MutableGame {
  const read = readPosition(position);
  const rules = rulesOf(read.game);
  return new engine.MutableGame(rules, read, (refusal) => engine.describeRefusal(rules, refusal));
}

export type { ControllerChange, ControllerOptions, GameController, PlayResult } from './engine/controller.js';

/**
 * A game in play, headless, for a front end or a bot: the record, the position after every step, the
 * current position and its legal moves. `play(move)` plays a move and the automatic moves it triggers
 * (`options.auto`) as one undoable step, each move looked up once, and returns `{ ok: true, step, auto,
 * position }` or the refusal as facts, `{ ok: false, refusal, reason, move, index }`; also `playStep`,
 * `sweep`, `finish`, `undo`, `redo`, `restart`, `jump(step)`, and `on(listener)` for every change. `from`
 * is a game record (`{ game, deal, version?, moves }`, each move its own step) or a saved history
 * (`{ game, deal, version?, steps, cursor }`), read and replayed first (an illegal move throws, by number).
 */
export function openController(from: unknown, options: engine.ControllerOptions = {}): engine.GameController {
  if (typeof options !== 'object' || options === null)
    throw new engine.PatienceError('bad-option', "options must be an object such as { auto: 'safe' }");
  const names = options.names;
  if (
    names !== undefined &&
    (typeof names !== 'object' || names === null || typeof names.card !== 'function' || typeof names.pile !== 'function')
  )
    throw new engine.PatienceError('bad-option', 'names must be an object with a card and a pile function', 'names');
  const history =
    typeof from === 'object' && from !== null && Object.hasOwn(from, 'steps')
      ? engine.readHistory(from)
      : engine.historyOf(engine.readRecord(from));
  return new engine.GameController(rulesFor(history.game), history, options);
}
