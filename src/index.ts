// The package's public API ("patience"): the contract of docs/contract.md, bound to the game registry.
// Everything a script, the CLI or the web app needs goes through here; nothing else is exported.
import * as engine from './engine/index.js';
import type { GameId, GameRecord, Move, Names, PileNotes, Position, Refusal } from './engine/index.js';
import { allRules, rulesFor } from './games/registry.js';
import { type SolveOptions, type SolveResult, solveWith } from './solver/core/index.js';
import { type FairHint, fairHintWith, fairSolveWith, knowledgeOf } from './solver/fair/index.js';
import { listedWinnable } from './solver/winnable.js';
import { type Review, type ReviewOptions, checkReviewOptions, reviewPositions } from './solver/review.js';
import { dailyDealOf, utcDay } from './solver/daily.js';

export {
  PatienceError,
  REASON_KEYS,
  DEAL_VERSION,
  RANK_CHARS,
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
  AutoReason,
  CamelotPlace,
  Card,
  CardMove,
  Corner,
  ErrorCode,
  ErrorReason,
  Expected,
  ReasonFacts,
  PlaceStep,
  ReasonKey,
  Subject,
  GameId,
  GameRecord,
  History,
  LossFacts,
  Names,
  PileDescription,
  PileNote,
  PileNotes,
  Refusal,
  Move,
  PileKind,
  Piles,
  Position,
  RemoveMove,
  Status,
  StatusFacts,
  StockMove,
  Vars,
} from './engine/index.js';
export { readMove } from './engine/moves.js';

/** A history as startHistory and the others return it, read and checked (each move read once). */
function readHistory(value: unknown): engine.History {
  const fields = engine.fieldsOf(value, 'bad-record', 'history', 'history');
  if (fields === undefined) throw new engine.PatienceError('bad-record', { key: 'history-shape' }, 'history');
  for (const key of fields.keys()) {
    if (!['game', 'deal', 'version', 'steps', 'cursor'].includes(key))
      throw new engine.PatienceError('bad-record', { key: 'history-field', value: engine.quote(key) }, 'history');
  }
  const history = engine.startHistory(
    engine.checkGameId(fields.get('game')),
    engine.checkDealNumber(fields.get('deal')),
    fields.get('version') === undefined ? undefined : engine.checkDealVersion(fields.get('version')),
  );
  let total = 0;
  const tooMany = (): engine.PatienceError =>
    new engine.PatienceError('bad-record', { key: 'history-long', most: engine.MAX_RECORD_MOVES }, 'steps');
  const steps = engine.itemsOf(fields.get('steps'), engine.MAX_RECORD_MOVES, tooMany, 'bad-record', 'steps', 'steps');
  if (steps === undefined) throw new engine.PatienceError('bad-record', { key: 'history-steps' }, 'steps');
  history.steps = steps.map((step, i) => {
    const place = { kind: 'step', n: i + 1 } as const;
    const moves = engine.itemsOf(step, engine.MAX_RECORD_MOVES - total, tooMany, 'bad-record', 'step', place);
    if (moves === undefined) throw new engine.PatienceError('bad-record', { key: 'step-shape' }, place);
    total += moves.length;
    return moves.map((m) => engine.readMove(m));
  });
  const cursor = fields.get('cursor');
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > steps.length)
    throw new engine.PatienceError('bad-record', { key: 'cursor', most: steps.length, value: engine.quote(cursor) }, 'cursor');
  history.cursor = cursor;
  return history;
}

/** A new history: the deal, no steps yet. */
export function startHistory(game: GameId, deal: number, version?: number): engine.History {
  const checkedVersion = version === undefined ? undefined : engine.checkDealVersion(version);
  return engine.startHistory(engine.checkGameId(game), engine.checkDealNumber(deal), checkedVersion);
}

/** Plays a step (one move, or several such as a sweep): steps after the cursor are dropped (a new line of play). */
export function pushStep(history: engine.History, step: Move[]): engine.History {
  const moves = engine.itemsOf(
    step,
    engine.MAX_RECORD_MOVES,
    () => new engine.PatienceError('bad-record', { key: 'step-too-long' }, 'step'),
    'bad-record',
    'step',
    'step',
  );
  if (moves === undefined) throw new engine.PatienceError('bad-record', { key: 'step-shape' }, 'step');
  return engine.pushStep(
    readHistory(history),
    moves.map((m) => engine.readMove(m)),
  );
}

/** True when a step can be taken back. */
export function canUndo(history: engine.History): boolean {
  return engine.canUndo(readHistory(history));
}

/** True when an undone step can be played again. */
export function canRedo(history: engine.History): boolean {
  return engine.canRedo(readHistory(history));
}

/** The history with its last step in effect taken back (unchanged when there is none). */
export function undo(history: engine.History): engine.History {
  return engine.undo(readHistory(history));
}

/** The history with its next undone step played again (unchanged when there is none). */
export function redo(history: engine.History): engine.History {
  return engine.redo(readHistory(history));
}

/** The record of the moves in effect (what a save or a link carries). */
export function recordOf(history: engine.History): GameRecord {
  return engine.recordOf(readHistory(history));
}

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

/**
 * The rules and a checked position for an untrusted position argument: a position the engine made (it
 * is frozen) as it is, anything else read and checked now, so that nothing it claims is trusted.
 */
function checked(position: unknown): { rules: engine.GameRules; position: Position } {
  // The game of a position the engine made is in its memo: no lookup by id (a keyed read over five games).
  const made = engine.entryMade(position);
  if (made !== undefined) return { rules: made.rules, position: position as Position };
  if (!engine.isPlainObject(position)) throw new engine.PatienceError('bad-json', { key: 'position-shape-dealt' });
  const read = engine.readPosition(position, rulesFor);
  return { rules: rulesFor(read.game), position: read };
}

/** A pile id of the game, or a `bad-pile` error naming what was given. */
function checkPile(rules: engine.GameRules, pile: unknown): string {
  if (typeof pile !== 'string' || !engine.pileIndex(rules).has(pile)) {
    throw new engine.PatienceError('bad-pile', { key: 'unknown-pile', game: rules.id, value: engine.quote(pile) }, 'pile');
  }
  return pile;
}

/** Names for words: a player's by default, else the caller's `card` and `pile`, each answer checked to be text. */
function readNames(rules: engine.GameRules, names: unknown): Names {
  if (names === undefined) return engine.namesFor(rules);
  const bad = (reason: engine.ErrorReason): engine.PatienceError => new engine.PatienceError('bad-option', reason, 'names');
  if (typeof names !== 'object' || names === null) throw bad({ key: 'names-shape', value: engine.quote(names) });
  let card: unknown;
  let pile: unknown;
  try {
    card = Reflect.get(names, 'card');
    pile = Reflect.get(names, 'pile');
  } catch {
    throw bad({ key: 'names-unreadable' });
  }
  if (typeof card !== 'function' || typeof pile !== 'function') throw bad({ key: 'names-shape' });
  const ask = (f: unknown, which: 'card' | 'pile', arg: string): string => {
    let out: unknown;
    try {
      out = Reflect.apply(f as (x: string) => unknown, names, [arg]);
    } catch {
      throw bad({ key: 'names-threw', which, value: engine.quote(arg) });
    }
    if (typeof out !== 'string') throw bad({ key: 'names-text', which, value: engine.quote(out) });
    return out;
  };
  return { card: (c) => ask(card, 'card', c), pile: (id) => ask(pile, 'pile', id) };
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
  return JSON.stringify(checked(position).position);
}

/** Every legal move of the position, each once. */
export function legalMoves(position: Position): Move[] {
  const { rules, position: p } = checked(position);
  return engine.legalMoves(rules, p);
}

/**
 * Why a move is not legal here, as facts (`rule`, the cards and piles involved, what would fit), or null
 * when it is legal. Throws a `PatienceError` on a malformed move or a pile the game does not have.
 */
export function explain(position: Position, move: unknown): Refusal | null {
  const { rules, position: p } = checked(position);
  return engine.explainMove(rules, p, engine.readMove(move));
}

/** Why a move is illegal here, in a player's words (or those of `names`), or null when it is legal. */
export function whyIllegal(position: Position, move: unknown, names?: Names): string | null {
  const { rules, position: p } = checked(position);
  const words = readNames(rules, names);
  const refusal = engine.explainMove(rules, p, engine.readMove(move));
  return refusal === null ? null : engine.describeRefusal(rules, refusal, words);
}

/** A refusal (from `explain` or an error's `refusal`) in a player's words, or in those of `names`. */
export function describeRefusal(gameId: GameId, refusal: Refusal, names?: Names): string {
  const rules = rulesOf(gameId);
  return engine.describeRefusal(rules, engine.readRefusal(rules, refusal), readNames(rules, names));
}

/** A player's name for a pile of a game: "pile 3", "row 2, space 4", "the waste". */
export function pileName(gameId: GameId, pileId: string): string {
  const rules = rulesOf(gameId);
  return engine.namesFor(rules).pile(checkPile(rules, pileId));
}

/**
 * What a pile of a game is, as facts to name it by in any language (the game's own description, from
 * which `pileName`'s English is made): `{ kind: 'pile', n: 3 }` ("pile 3"), `{ kind: 'pile', row: 2, col: 3 }`
 * ("row 2, pile 3"), `{ kind: 'space', row: 2, col: 3 }`, `{ kind: 'corner', corner: 'top-left' }`,
 * `{ kind: 'foundation', n: 2 }`, `{ kind: 'waste' }`. A new object each call.
 */
export function describePile(gameId: GameId, pileId: string): engine.PileDescription {
  const rules = rulesOf(gameId);
  const described = rules.describePile(checkPile(rules, pileId));
  if (described === undefined)
    throw new engine.PatienceError('bad-pile', { key: 'undescribed-pile', game: rules.id, value: engine.quote(pileId) }, 'pile');
  return described;
}

/**
 * What each pile shows a player beyond its cards, by pile id: the next card a foundation takes, Union
 * Square's directions, Hamilton's Start rank and turns, Camelot's places, British Constitution's rows and
 * the space waiting to be filled. Both front ends draw their badges from it.
 */
export function pileNotes(position: Position): PileNotes {
  const { rules, position: p } = checked(position);
  return engine.notesOf(rules, p);
}

/** The next position; throws a `PatienceError` ('illegal-move', with the reason) when the move is not legal. */
export function applyMove(position: Position, move: unknown): Position {
  const { rules, position: p } = checked(position);
  return engine.applyMove(rules, p, move);
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
  return rules.statusLine(p, readNames(rules, names));
}

/**
 * What the status line says, as facts (the game, and its counts, phase or card waiting), from which a front
 * end words the line in its own language; `statusLine` is the English worded from them.
 */
export function statusFacts(position: Position): engine.StatusFacts {
  const { rules, position: p } = checked(position);
  return rules.statusFacts(p);
}

/** Why a lost game is lost, as facts (`lossReason` is the English worded from them); null when it is not lost. */
export function lossFacts(position: Position): engine.LossFacts | null {
  const { rules, position: p } = checked(position);
  return p.status === 'lost' ? rules.lossFacts(p) : null;
}

/** Why a lost game is lost, in a player's words; null when it is not lost. */
export function lossReason(position: Position, names?: Names): string | null {
  const { rules, position: p } = checked(position);
  const words = readNames(rules, names);
  return p.status === 'lost' ? rules.lossReason(p, words) : null;
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
 * and piles named by `names`) and as the facts they are worded from (`facts`), or null. `'safe'`: a card goes home only when no card left in play could
 * ever need it, by each game's rule (its rules page says which); such a move never turns a game that could
 * be won into one that cannot. `'all'`: any single card that fits a foundation (Camelot: any 10, removed on
 * its own). Call it again after each move it gives, until null.
 */
export function autoMove(position: Position, mode: AutoMode, names?: Names): engine.AutoMove | null {
  const { rules, position: p } = checked(position);
  return engine.autoMoveOf(rules, p, engine.readAutoMode(mode), readNames(rules, names));
}

/**
 * Every move the "automatic moves" setting in `mode` would make by itself now, not only the first
 * (`autoMove`'s), in the order `legalMoves` lists them: with `'safe'`, the moves home that can never turn a
 * game that could be won into one that cannot. A front end asks it whether a move home is safe.
 */
export function autoMoves(position: Position, mode: AutoMode): Move[] {
  const { rules, position: p } = checked(position);
  return engine.autoMovesOf(rules, p, engine.readAutoMode(mode));
}

export type { SolveOptions, SolveResult, Verdict } from './solver/core/index.js';

/**
 * Decides a position: `winnable` with moves that replay to a win, `unwinnable` (every line searched), or
 * `unknown` (a limit was reached). The solver knows the order of the stock ("thoughtful" solitaire).
 */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  const opts = readOptions(options, '{ timeLimitMs: 1000 }') as SolveOptions;
  const { rules, position: p } = checked(position);
  if (opts.fair === true) return fairSolveWith(rules, p, checkFairOptions(opts));
  return solveWith(rules, p, opts);
}

/** Options as a plain copy, each read once (then checked by their user); `example` shows a good one. */
function readOptions(options: unknown, example: string): Record<string, unknown> {
  const fields = engine.fieldsOf(options, 'bad-option', 'options', 'options');
  if (fields === undefined) throw new engine.PatienceError('bad-option', { key: 'options-shape', example });
  return Object.fromEntries(fields);
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
      const expected = name === 'timeLimitMs' ? 'positive-number' : name === 'samples' ? 'positive-integer-up-to' : 'positive-integer';
      throw new engine.PatienceError('bad-option', { key: 'option', name, expected, upTo: 10_000, value: engine.quote(value) }, name);
    }
    out[name] = value;
  }
  const seed = options.seed;
  if (seed !== undefined) {
    if (typeof seed !== 'number' || !Number.isInteger(seed))
      throw new engine.PatienceError('bad-option', { key: 'option', name: 'seed', expected: 'integer', value: engine.quote(seed) }, 'seed');
    out.seed = seed;
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
  const opts = readOptions(options, '{ samples: 24 }');
  const { rules, position: p } = checked(position);
  return fairHintWith(rules, p, checkFairOptions(opts));
}

/**
 * How many cards of the position the player can neither see nor remember: the stock's face-down cards less
 * those the player saw go under it (Hamilton's declined chooser cards). 0 where nothing is hidden (Hamlet,
 * a stock dealt out): a fair answer there is simply the answer. Front ends ask this instead of reading piles.
 */
export function hiddenCards(position: Position): number {
  const { rules, position: p } = checked(position);
  return knowledgeOf(rules, p).unseen.length;
}

/**
 * Proved-winnable deal numbers of a game from the shipped lists (each deal's solution was replayed to a
 * win by a survey; deals of `DEAL_VERSION` 1): the first `count` (default 10, at most 10,000) above
 * `after` (default 0), ascending; fewer, or none, when the list runs out. The lists stay out of the web
 * app's first load as long as only its worker (or a lazily loaded module) calls this.
 */
export function winnableDeals(gameId: GameId, options: { count?: number; after?: number } = {}): number[] {
  const rules = rulesOf(gameId);
  const opts = readOptions(options, '{ count: 10 }');
  const count = opts['count'] ?? 10;
  const after = opts['after'] ?? 0;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 10_000)
    throw new engine.PatienceError(
      'bad-option',
      { key: 'option', name: 'count', expected: 'whole-number-between', from: 1, upTo: 10_000, value: engine.quote(count) },
      'count',
    );
  if (typeof after !== 'number' || !Number.isInteger(after) || after < 0)
    throw new engine.PatienceError(
      'bad-option',
      { key: 'option', name: 'after', expected: 'whole-number-from', from: 0, value: engine.quote(after) },
      'after',
    );
  return listedWinnable(rules.id, count, after);
}

export type { FairSide, Review, ReviewOptions, ReviewProgress } from './solver/review.js';

/**
 * Reviews a game record: the move after which no win was left (`turn`; p(turn−1) can be won, p(turn)
 * cannot), found by bisection over the positions (about log2(n) solves), with that move (`lost`), a move
 * that keeps a win (`better`) and a winning line from before it (`line`); or `won`, `winnable` (still
 * winnable at its end), `never-winnable` (the deal cannot be won), `unknown` (time ran out: the turn lies
 * in `between`). Thoughtful (the solver knows the stock); where cards are hidden, `fair` gives the share
 * of arrangements of the unseen cards that still win before and after the move, when it can be had in
 * time. Options: `timeLimitMs` for it all (default 30,000), `onProgress` after each solve, `shouldStop`
 * asked before each solve, `fair` (default true). Synchronous: run it in a worker to keep a page alive.
 */
export function reviewGame(record: unknown, options: ReviewOptions = {}): Review {
  const checkedOptions = checkReviewOptions(readOptions(options, '{ timeLimitMs: 5000 }'));
  const read = engine.readRecord(record);
  return reviewPositions(rulesFor(read.game), read, engine.replayPositions(read, rulesFor), checkedOptions);
}

/**
 * The daily deal of a game: one proved-winnable deal number a day, the same everywhere and offline, a
 * pure function of the UTC day (`date`: a `Date`, read as its UTC day, or "YYYY-MM-DD"). docs/contract.md
 * states the function: FNV-1a and fmix32 of "YYYY-MM-DD:game" picks a start from 1 to 9999, and the deal
 * is the first listed winnable deal from there on (`winnableDeals`), going round past the list's end.
 */
export function dailyDeal(gameId: GameId, date: Date | string): number {
  return dailyDealOf(rulesOf(gameId).id, utcDay(date));
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
export type { AutoMove } from './engine/auto.js';
export type { Finish } from './engine/game.js';

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
  const opts = readOptions(options, "{ auto: 'safe' }");
  const fields = engine.fieldsOf(from, 'bad-record', 'game');
  // Read once: the record or history is copied field by field first, then read from the copy.
  const given = fields === undefined ? from : Object.fromEntries(fields);
  const history = fields?.has('steps') === true ? engine.readHistory(readHistory(given)) : engine.historyOf(engine.readRecord(given));
  const rules = rulesFor(history.game);
  const checkedOptions: engine.ControllerOptions = { names: readNames(rules, opts['names']) };
  if (opts['auto'] !== undefined) checkedOptions.auto = opts['auto'] as engine.ControllerOptions['auto'];
  return new engine.GameController(rules, history, checkedOptions);
}
