// Owns the game being played: its history (undo and redo without limit), the positions along it, the
// clock, saving after every change, the automatic moves of the settings, and the deal attempt the
// statistics count (stats.ts). Every rule question goes to the engine's public API.
import { signal } from '@preact/signals';
import {
  type GameId,
  type GameRecord,
  type History,
  type Move,
  type Position,
  PatienceError,
  applyMove,
  autoMove,
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
import { settings } from './settings.js';
import { type Assist, abandon, assist, begin, openAttempt, progress } from './stats.js';
import { type Saved, changeGameStats, readGameStats, save } from './storage.js';

/** A fresh attempt id: unique across tabs (time and chance), for the statistics. */
function newAttemptId(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
}

/** What a saved game brings beyond its history. */
export interface Kept {
  elapsedMs?: number;
  rev?: number;
  attempt?: string | null;
  assists?: Assist[];
}

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
  /** The reason of the last automatic move of the last step played, for the notice; null when none. */
  autoReason: string | null = null;
  /** Called when another tab saved this deal since this one last did: the caller takes the newer game up. */
  onNewer: (saved: Saved) => void = () => undefined;
  /** The write count of the saved game this session last read or wrote. */
  rev: number;
  /** The statistics attempt, from the first move on; null before it (or after a restart). */
  attempt: string | null;
  /** Help asked for in this attempt (or before its first move). */
  assists: Assist[];

  constructor(history: History, kept: Kept = {}) {
    this.game = history.game;
    this.line = positionsOf(history);
    this.elapsedBefore = kept.elapsedMs ?? 0;
    this.rev = kept.rev ?? 0;
    this.attempt = kept.attempt ?? null;
    this.assists = [...(kept.assists ?? [])];
    this.state = signal<Shown>(shown(history, this.line));
  }

  static fromSaved(saved: Saved): Session {
    return new Session(saved.history, saved);
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
    this.count();
    this.persist();
  }

  /**
   * Tells the statistics: the first move of a deal (or the first after a restart) begins an attempt, and
   * every change after it follows the attempt to its win or loss (stats.ts counts).
   */
  private count(): void {
    const at = Date.now();
    if (this.attempt === null) {
      if (this.history.cursor === 0) return;
      const id = newAttemptId();
      this.attempt = id;
      changeGameStats(this.game, (s) => begin(s, { id, deal: this.history.deal, at, assists: this.assists }));
    }
    const id = this.attempt;
    const p = this.position;
    changeGameStats(this.game, (s) =>
      progress(s, id, { status: p.status, timeMs: this.elapsed(at), moves: this.moveCount(), score: p.score, at }),
    );
  }

  /** Marks this attempt as helped (a hint, a solution, a verdict): its win counts as assisted. */
  markAssisted(kind: Assist): void {
    if (!this.assists.includes(kind)) this.assists.push(kind);
    const id = this.attempt;
    if (id !== null) changeGameStats(this.game, (s) => assist(s, id, kind));
    this.persist();
  }

  /** True when leaving this game now would count as a loss: its attempt begun, not won or lost, not yet left. */
  isStarted(): boolean {
    const id = this.attempt;
    return id !== null && openAttempt(readGameStats(this.game))?.id === id;
  }

  /** Leaves the attempt (it counts as lost if it was open); the next move begins a new one. */
  abandon(): void {
    const id = this.attempt;
    if (id !== null) changeGameStats(this.game, (s) => abandon(s, id, Date.now()));
    this.attempt = null;
    this.assists = [];
  }

  persist(): void {
    const saved: Saved = {
      history: this.history,
      elapsedMs: this.elapsed(),
      savedAt: Date.now(),
      rev: this.rev,
      attempt: this.attempt,
      assists: this.assists,
    };
    const result = save(saved);
    if (result.ok) this.rev = result.rev;
    else if ('newer' in result) this.onNewer(result.newer);
  }

  /**
   * Plays moves as one undoable step; returns the reason of the first illegal one (nothing is played then).
   * The automatic moves of the settings follow in the same step, so one undo takes back the player's move
   * and what went home by itself after it.
   */
  play(moves: Move[]): string | null {
    if (moves.length === 0) return null;
    const path = [this.position];
    for (const m of moves) {
      const reason = whyIllegal(path[path.length - 1]!, m);
      if (reason !== null) return reason;
      path.push(applyMove(path[path.length - 1]!, m));
    }
    const mode = settings.value.autoMoves;
    this.autoReason = null;
    if (mode !== 'off') {
      for (let i = 0; i < 200 && path[path.length - 1]!.status === 'playing'; i++) {
        const next = autoMove(path[path.length - 1]!, mode);
        if (next === null) break;
        moves = [...moves, next.move];
        path.push(applyMove(path[path.length - 1]!, next.move));
        this.autoReason = next.reason;
      }
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

  /** Back to the deal, with the clock at zero; the moves stay redoable. A begun attempt is left (a loss). */
  restart(): void {
    this.abandon();
    this.elapsedBefore = 0;
    this.runningSince = null;
    this.lastChange = 'restart';
    this.commit({ ...this.history, cursor: 0 });
  }
}
