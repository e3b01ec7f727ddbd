// Owns the game being played: its history (undo and redo without limit), the positions along it, the
// clock, and saving after every change. Every rule question goes to the engine's public API.
import { signal } from '@preact/signals';
import {
  type GameId,
  type GameRecord,
  type History,
  type Move,
  type Position,
  PatienceError,
  applyMove,
  canRedo,
  canUndo,
  deal,
  foundationSweep,
  historyOf,
  legalMoves,
  pushStep,
  recordOf,
  redo,
  startHistory,
  undo,
  whyIllegal,
} from '../../index.js';
import { type Saved, save } from './storage.js';

export interface Shown {
  position: Position;
  legal: Move[];
  /** The positions the last change passed through (several for a chain of moves), ending at `position`. */
  path: Position[];
  history: History;
}

function shown(history: History, line: Position[], path?: Position[]): Shown {
  const position = line[history.cursor]!;
  return { position, legal: legalMoves(position), path: path ?? [position], history };
}

/** The positions after each step of a history (index 0 is the deal); throws on an illegal move. */
export function positionsOf(history: History): Position[] {
  const line = [deal(history.game, history.deal, history.version)];
  history.steps.forEach((step, i) => {
    let p = line[line.length - 1]!;
    for (const m of step) {
      try {
        p = applyMove(p, m);
      } catch (e) {
        throw e instanceof PatienceError ? new PatienceError(e.code, e.detail, `step ${i + 1}`) : e;
      }
    }
    line.push(p);
  });
  return line;
}

let sessions = 0;

export class Session {
  /** Tells sessions apart (a new game, an import or a link gives a new one). */
  readonly id = ++sessions;
  readonly state;
  readonly game: GameId;
  private line: Position[];
  private elapsedBefore: number;
  private runningSince: number | null = null;
  /** What changed the game last: a move played, or a step back or forward (auto-finish waits for a move). */
  lastChange: 'start' | 'play' | 'undo' | 'redo' | 'restart' = 'start';
  /** Called when saving fails (storage full or refused). */
  onSaveError: (reason: string) => void = () => undefined;

  constructor(history: History, elapsedMs = 0) {
    this.game = history.game;
    this.line = positionsOf(history);
    this.elapsedBefore = elapsedMs;
    this.state = signal<Shown>(shown(history, this.line));
  }

  static fresh(game: GameId, dealNumber: number): Session {
    return new Session(startHistory(game, dealNumber));
  }

  static fromRecord(record: GameRecord): Session {
    return new Session(historyOf(record));
  }

  get position(): Position {
    return this.state.value.position;
  }

  get history(): History {
    return this.state.value.history;
  }

  record(): GameRecord {
    return recordOf(this.history);
  }

  moveCount(): number {
    return this.record().moves.length;
  }

  /** Milliseconds played: the clock runs from the first move while the game is on and the tab is visible. */
  elapsed(now = Date.now()): number {
    return this.elapsedBefore + (this.runningSince === null ? 0 : now - this.runningSince);
  }

  /** Starts or stops the clock to match the game and the tab. */
  clock(visible: boolean): void {
    const run = visible && this.position.status === 'playing' && this.moveCount() > 0;
    if (run && this.runningSince === null) this.runningSince = Date.now();
    if (!run && this.runningSince !== null) {
      this.elapsedBefore = this.elapsed();
      this.runningSince = null;
    }
  }

  private commit(history: History, path?: Position[]): void {
    this.state.value = shown(history, this.line, path);
    this.clock(typeof document === 'undefined' || document.visibilityState !== 'hidden');
    this.persist();
  }

  persist(): void {
    const saved: Saved = { history: this.history, elapsedMs: this.elapsed(), savedAt: Date.now() };
    const problem = save(saved);
    if (problem !== null) this.onSaveError(problem);
  }

  /** Plays moves as one undoable step; returns the reason of the first illegal one (nothing is played then). */
  play(moves: Move[]): string | null {
    if (moves.length === 0) return null;
    const path = [this.position];
    for (const m of moves) {
      const reason = whyIllegal(path[path.length - 1]!, m);
      if (reason !== null) return reason;
      path.push(applyMove(path[path.length - 1]!, m));
    }
    const history = pushStep(this.history, moves);
    this.lastChange = 'play';
    this.line = [...this.line.slice(0, this.history.cursor + 1), path[path.length - 1]!];
    this.commit(history, path.slice(1));
    return null;
  }

  /** Sends what can go from a pile to the foundations, as one step; false when nothing can. */
  sweep(pile: string): boolean {
    const moves = foundationSweep(this.position, pile);
    return moves.length > 0 && this.play(moves) === null;
  }

  canUndo(): boolean {
    return canUndo(this.history);
  }

  canRedo(): boolean {
    return canRedo(this.history);
  }

  undo(): void {
    if (!this.canUndo()) return;
    this.lastChange = 'undo';
    this.commit(undo(this.history));
  }

  redo(): void {
    if (!this.canRedo()) return;
    this.lastChange = 'redo';
    this.commit(redo(this.history));
  }

  /** Back to the deal, with the clock at zero; the moves stay redoable. */
  restart(): void {
    this.elapsedBefore = 0;
    this.runningSince = null;
    this.lastChange = 'restart';
    this.commit({ ...this.history, cursor: 0 });
  }
}
