// Owns a game in play, headless: its history (the deal plus the steps played, undo and redo without
// limit), the position after every step, the current position and its legal moves. A player's move is
// played together with the automatic moves it triggers as one undoable step, each move looked up once
// among the legal moves; a refusal comes back as the engine's facts, never as an exception. The web app,
// `patience play` and bots all play through it; front ends listen to its changes.
import { type AutoMode, type AutoMove, autoStepOf, readAutoMode } from './auto.js';
import { DEAL_VERSION, dealPosition } from './deal.js';
import { PatienceError, within } from './errors.js';
import { type Finish, describeRefusal, finishLine, foundationSweep, legalMoves, namesFor, pileIndex, tryMove } from './game.js';
import { type History, canRedo, canUndo, recordOf, startHistory } from './history.js';
import { readMove } from './moves.js';
import { readRecord } from './record.js';
import type { GameRules, Names, Refusal } from './state.js';
import type { GameId, GameRecord, Move, Position } from './types.js';
import { MAX_RECORD_MOVES, itemsOf, quote } from './untrusted.js';

/** What the controller's options take: automatic moves after each step, and the names their reasons use. */
export interface ControllerOptions {
  /** Automatic moves to the foundations after each step played (`autoMove`'s modes); 'off' by default. */
  auto?: AutoMode | 'off';
  /** The names cards and piles are given in refusals and automatic moves' reasons (a player's by default). */
  names?: Names;
}

/** What playing a step gave: the step as played (the player's moves, then the automatic ones), or the refusal. */
export type PlayResult =
  | { ok: true; step: Move[]; auto: AutoMove[]; position: Position }
  | {
      ok: false;
      /** Why, as facts (`describeRefusal` words them); nothing was played. */
      refusal: Refusal;
      /** The same in the controller's names. */
      reason: string;
      /** The refused move, read, and its index in the step given. */
      move: Move;
      index: number;
    };

/** A change of the game, as its listeners hear it. */
export interface ControllerChange {
  kind: 'play' | 'undo' | 'redo' | 'jump' | 'restart';
  /** The step played, undone or redone; empty for a jump or a restart. */
  step: readonly Move[];
  /** The automatic moves that ended the step played (also in `step`); empty otherwise. */
  auto: readonly AutoMove[];
  before: Position;
  /** The positions the change passed through, ending at the new one: every move of a step played, else the new one alone. */
  path: readonly Position[];
  position: Position;
}

/** Automatic moves end after this many in one step (a guard; no game comes near it). */
const MAX_AUTO = 200;

/** A copy of a move, so that no caller holds the controller's own. */
function copyMove(m: Move): Move {
  return m.type === 'remove' ? { type: 'remove', piles: [...m.piles] } : { ...m };
}

/** Reads an untrusted history (a saved game's `{ game, deal, version?, steps, cursor }`); legality is checked by playing it. */
export function readHistory(input: unknown): History {
  const h = input as Record<string, unknown>;
  if (typeof h !== 'object' || h === null || !Array.isArray(h['steps'])) {
    throw new PatienceError('bad-record', { key: 'history-steps-listed' }, 'steps');
  }
  const steps = h['steps'] as unknown[];
  if (!steps.every((s) => Array.isArray(s) && s.length > 0)) throw new PatienceError('bad-record', { key: 'each-step-shape' }, 'steps');
  const cursor = h['cursor'];
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > steps.length) {
    throw new PatienceError('bad-record', { key: 'history-cursor', most: steps.length }, 'cursor');
  }
  const record = readRecord({
    game: h['game'],
    deal: h['deal'],
    ...(h['version'] === undefined ? {} : { version: h['version'] }),
    moves: steps.flat(),
  });
  const history = startHistory(record.game, record.deal, record.version);
  let i = 0;
  history.steps = steps.map((s) => record.moves.slice(i, (i += (s as unknown[]).length)));
  history.cursor = cursor;
  return history;
}

/**
 * A game in play, headless: the record, the position after every step, the current position and its legal
 * moves. A player's move and the automatic moves it triggers are one undoable step; every change is told
 * to the listeners of `on`. Made by `openController`, which reads its record or history first.
 */
export class GameController {
  readonly game: GameId;
  readonly deal: number;
  /** The history, changed in place (a move is not a copy of the whole game); callers get copies. */
  private readonly history: History;
  /** The position after each step of the history, undone ones included (index 0 is the deal). */
  private line: Position[];
  private autoMode: AutoMode | 'off';
  private readonly names: Names;
  private readonly listeners = new Set<(change: ControllerChange) => void>();
  private finishCache: { position: Position; finish: Finish | null } | null = null;

  /** A controller over a read history; every step is played from the deal (an illegal move throws, named by its number). */
  constructor(
    private readonly rules: GameRules,
    history: History,
    options: ControllerOptions = {},
  ) {
    this.game = history.game;
    this.deal = history.deal;
    this.names = options.names ?? namesFor(rules);
    this.autoMode = options.auto === undefined || options.auto === 'off' ? 'off' : readAutoMode(options.auto);
    this.history = { ...history, steps: history.steps.map((s) => s.slice()) };
    this.line = [dealPosition(rules, history.deal, history.version ?? DEAL_VERSION)];
    let n = 0;
    for (const step of history.steps) {
      let p = this.line[this.line.length - 1]!;
      for (const move of step) {
        n++;
        const next = tryMove(rules, p, move);
        if ('refusal' in next) {
          const error = new PatienceError('illegal-move', describeRefusal(rules, next.refusal), undefined, next.refusal);
          throw within({ kind: 'move', n }, error);
        }
        p = next.position;
      }
      this.line.push(p);
    }
  }

  /** The current position (the engine's own: read it, do not change it). */
  get position(): Position {
    return this.line[this.history.cursor]!;
  }

  /** Every position of the line, one per step from the deal (index 0), steps undone and redoable included. */
  positions(): Position[] {
    return this.line.slice();
  }

  /** Steps in effect (the cursor); `jump` goes to any step from 0 to `stepCount()`. */
  get step(): number {
    return this.history.cursor;
  }

  /** Steps on the line, redoable ones included. */
  stepCount(): number {
    return this.history.steps.length;
  }

  /** The legal moves of the current position, fresh objects. */
  legalMoves(): Move[] {
    return legalMoves(this.rules, this.position);
  }

  /** Undo and redo as data: what a saved game keeps (a copy). */
  toHistory(): History {
    const h = this.history;
    return { ...h, steps: h.steps.map((s) => s.map(copyMove)) };
  }

  /** The record of the moves in effect: what a link or an export carries. */
  record(): GameRecord {
    const r = recordOf(this.history);
    r.moves = r.moves.map(copyMove);
    return r;
  }

  /** Moves in effect. */
  moveCount(): number {
    let n = 0;
    for (let i = 0; i < this.history.cursor; i++) n += this.history.steps[i]!.length;
    return n;
  }

  /** The step last played or redone (the moves in effect's last step), or null at the deal. */
  lastStep(): Move[] | null {
    return this.history.steps[this.history.cursor - 1]?.map(copyMove) ?? null;
  }

  get auto(): AutoMode | 'off' {
    return this.autoMode;
  }

  /** Changes the automatic moves of the steps played from now on. */
  setAuto(mode: AutoMode | 'off'): void {
    this.autoMode = mode === 'off' ? 'off' : readAutoMode(mode);
  }

  /** Hears every change; returns the way to stop. */
  on(listener: (change: ControllerChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(change: ControllerChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Plays one move (untrusted: read first) and the automatic moves it triggers, as one undoable step. */
  play(move: unknown): PlayResult {
    return this.playStep([move]);
  }

  /**
   * Plays moves (untrusted: each read first) as one undoable step, then the automatic moves they trigger;
   * the first illegal one is refused as facts and nothing is played. A malformed move, or a pile the game
   * does not have, is a `PatienceError`.
   */
  playStep(given: readonly unknown[]): PlayResult {
    const tooMany = (n: number): PatienceError => new PatienceError('bad-move', { key: 'step-long', most: MAX_RECORD_MOVES, count: n });
    const moves = itemsOf(given, MAX_RECORD_MOVES, tooMany, 'bad-move', 'step');
    if (moves === undefined || moves.length === 0) throw new PatienceError('bad-move', { key: 'step-empty' });
    const before = this.position;
    const path: Position[] = [];
    const step: Move[] = [];
    for (let i = 0; i < moves.length; i++) {
      const move = readMove(moves[i]);
      const next = tryMove(this.rules, path[path.length - 1] ?? before, move);
      if ('refusal' in next) {
        return { ok: false, refusal: next.refusal, reason: describeRefusal(this.rules, next.refusal, this.names), move, index: i };
      }
      step.push(move);
      path.push(next.position);
    }
    const auto = this.autoMoves(path, step);
    // A new line of play: the steps undone are dropped.
    const h = this.history;
    h.steps.length = h.cursor;
    h.steps.push(step);
    this.line.length = ++h.cursor;
    this.line.push(path[path.length - 1]!);
    this.tell({ kind: 'play', step: step.map(copyMove), auto, before, path, position: this.position });
    return {
      ok: true,
      step: step.map(copyMove),
      auto: auto.map((a) => ({ move: copyMove(a.move), reason: a.reason, facts: a.facts })),
      position: this.position,
    };
  }

  /** Follows the step's last position with the automatic moves of the mode, adding them to `path` and `step`. */
  private autoMoves(path: Position[], step: Move[]): AutoMove[] {
    const auto: AutoMove[] = [];
    if (this.autoMode === 'off') return auto;
    for (let i = 0; i < MAX_AUTO; i++) {
      const p = path[path.length - 1]!;
      if (p.status !== 'playing') break;
      const next = autoStepOf(this.rules, p, this.autoMode, this.names);
      if (next === null) break;
      auto.push({ move: next.move, reason: next.reason, facts: next.facts });
      step.push(next.move);
      path.push(next.position);
    }
    return auto;
  }

  /**
   * Sends what can go from one pile to the foundations, as one step (a double-click); null when nothing
   * can. A pile the game does not have is a `bad-pile` error.
   */
  sweep(pile: string): PlayResult | null {
    if (typeof pile !== 'string' || !pileIndex(this.rules).has(pile)) {
      throw new PatienceError('bad-pile', { key: 'unknown-pile', game: this.rules.id, value: quote(pile) }, 'pile');
    }
    const moves = foundationSweep(this.rules, this.position, pile);
    return moves.length === 0 ? null : this.playStep(moves);
  }

  /** The finish of a game as good as won (every card left goes home with no decision that matters), or null. */
  finishLine(): Finish | null {
    const position = this.position;
    if (this.finishCache?.position !== position) this.finishCache = { position, finish: finishLine(this.rules, position) };
    const f = this.finishCache.finish;
    return f === null ? null : { moves: f.moves.map(copyMove), certain: f.certain };
  }

  /** Plays the finish as one step; null when the game is not as good as won. */
  finish(): PlayResult | null {
    const f = this.finishLine();
    return f === null ? null : this.playStep(f.moves);
  }

  canUndo(): boolean {
    return canUndo(this.history);
  }

  canRedo(): boolean {
    return canRedo(this.history);
  }

  /** Takes back the last step in effect (a player's move with its automatic moves); false when at the deal. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    const before = this.position;
    const step = this.history.steps[--this.history.cursor]!.map(copyMove);
    this.tell({ kind: 'undo', step, auto: [], before, path: [this.position], position: this.position });
    return true;
  }

  /** Plays again the next step undone; false when there is none. */
  redo(): boolean {
    if (!this.canRedo()) return false;
    const before = this.position;
    const step = this.history.steps[this.history.cursor++]!.map(copyMove);
    this.tell({ kind: 'redo', step, auto: [], before, path: [this.position], position: this.position });
    return true;
  }

  /**
   * Goes to the position after `step` steps (0: the deal), undoing or redoing; the steps stay redoable.
   * False when already there; a step outside 0 to `stepCount()` is a `bad-option` error.
   */
  jump(step: number): boolean {
    return this.moveCursor(step, 'jump');
  }

  /** Back to the deal: the moves stay redoable. False when already there. */
  restart(): boolean {
    return this.moveCursor(0, 'restart');
  }

  private moveCursor(step: number, kind: 'jump' | 'restart'): boolean {
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > this.history.steps.length) {
      throw new PatienceError('bad-option', { key: 'step-number', most: this.history.steps.length }, 'step');
    }
    if (step === this.history.cursor) return false;
    const before = this.position;
    this.history.cursor = step;
    this.tell({ kind, step: [], auto: [], before, path: [this.position], position: this.position });
    return true;
  }
}
