// The package's public API ("patience"): the contract of INTERFACE.md, bound to the game registry.
// Everything a script, the CLI or the web app needs goes through here; nothing else is exported.
import * as engine from './engine/index.js';
import type { GameId, GameRecord, Move, Names, PileNotes, Position, Refusal } from './engine/index.js';
import { allRules, rulesFor } from './games/registry.js';
import { type SolveOptions, type SolveResult, solveWith } from './solver/core/index.js';

export { PatienceError, DEAL_VERSION, MAX_DEAL, GAME_IDS, CODE_NAMES, cardLabel } from './engine/index.js';
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
export { canRedo, canUndo, historyOf, pushStep, recordOf, redo, startHistory, undo } from './engine/history.js';
export { moveKey, readMove, sameMove } from './engine/moves.js';

/** A game as menus show it. */
export interface GameInfo {
  id: GameId;
  name: string;
  decks: 1 | 2;
  summary: string;
  /** Every pile id with its kind, in the game's order. */
  piles: { id: string; kind: engine.PileKind }[];
}

/** The games, in the order of INTERFACE.md. */
export function listGames(): GameInfo[] {
  return allRules().map((r) => ({ id: r.id, name: r.name, decks: r.decks, summary: r.summary, piles: r.piles.map((p) => ({ ...p })) }));
}

function rulesOf(id: unknown): engine.GameRules {
  return rulesFor(engine.checkGameId(id));
}

/** The dealt position of a game for a deal number (1 to 4294967295); same number, same cards, forever. */
export function deal(gameId: GameId | string, dealNumber: number, version: number = engine.DEAL_VERSION): Position {
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
  return engine.legalMoves(rulesOf(position.game), position);
}

/**
 * Why a move is not legal here, as facts (`rule`, the cards and piles involved, what would fit), or null
 * when it is legal. Throws a `PatienceError` on a malformed move or a pile the game does not have.
 */
export function explain(position: Position, move: unknown): Refusal | null {
  return engine.explainMove(rulesOf(position.game), position, engine.readMove(move));
}

/** Why a move is illegal here, in a player's words (or those of `names`), or null when it is legal. */
export function whyIllegal(position: Position, move: unknown, names?: Names): string | null {
  const rules = rulesOf(position.game);
  const refusal = engine.explainMove(rules, position, engine.readMove(move));
  return refusal === null ? null : engine.describeRefusal(rules, refusal, names);
}

/** A refusal (from `explain` or an error's `refusal`) in a player's words, or in those of `names`. */
export function describeRefusal(gameId: GameId, refusal: Refusal, names?: Names): string {
  return engine.describeRefusal(rulesOf(gameId), refusal, names);
}

/** A player's name for a pile of a game: "pile 3", "row 2, space 4", "the waste". */
export function pileName(gameId: GameId, pileId: string): string {
  return engine.namesFor(rulesOf(gameId)).pile(pileId);
}

/**
 * What each pile shows a player beyond its cards, by pile id: the next card a foundation takes, Union
 * Square's directions, Hamilton's Start rank and turns, Camelot's places, British Constitution's rows and
 * the space waiting to be filled. Both front ends draw their badges from it.
 */
export function pileNotes(position: Position): PileNotes {
  return engine.notesOf(rulesOf(position.game), position);
}

/** The next position; throws a `PatienceError` ('illegal-move', with the reason) when the move is not legal. */
export function applyMove(position: Position, move: unknown): Position {
  return engine.applyMove(rulesOf(position.game), position, move);
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
  const rules = rulesOf(position.game);
  return rules.statusLine(position, names ?? engine.namesFor(rules));
}

/** Why a lost game is lost, in a player's words; null when it is not lost. */
export function lossReason(position: Position, names?: Names): string | null {
  const rules = rulesOf(position.game);
  return position.status === 'lost' ? rules.lossReason(position, names ?? engine.namesFor(rules)) : null;
}

/** The moves that send as much as can go from one pile to the foundations (a double-click), in order. */
export function foundationSweep(position: Position, pile: string): Move[] {
  return engine.foundationSweep(rulesOf(position.game), position, pile);
}

/** A simple hint: the best-looking legal move by plain preferences (foundations first), or null. */
export function hint(position: Position, previous?: Move): Move | null {
  return engine.suggestMove(rulesOf(position.game), position, previous);
}

export type { SolveOptions, SolveResult, Verdict } from './solver/core/index.js';

/**
 * Decides a position: `winnable` with moves that replay to a win, `unwinnable` (every line searched), or
 * `unknown` (a limit was reached). The solver knows the order of the stock ("thoughtful" solitaire).
 */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  return solveWith(rulesOf(position.game), position, options);
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
