// Owns the game being played in the browser: the library's game controller (history, positions, undo and
// redo, a move with its automatic moves as one step), and around it the clock, saving after every change,
// the automatic moves of the settings, and the deal attempt the statistics count (stats.ts).
import { signal } from '@preact/signals';
import {
  type ControllerChange,
  type GameController,
  type GameId,
  type GameRecord,
  type History,
  type Move,
  type PlayResult,
  type Position,
  PatienceError,
  legalMoves,
  openController,
} from '../../index.js';
import './records.js';
import { settings } from './settings.js';
import { type Assist, abandon, assist, begin, openAttempt, progress } from './stats.js';
import { type Saved, changeGameStats, countedKept, readGameStats, save } from './storage.js';

/** A fresh attempt id: unique across tabs (time and chance), for the statistics. */
function newAttemptId(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
}

/** Keeps a finished game to replay (played.ts, loaded at the first game's end: not in the first load). */
function keepGame(game: GameId, attempt: string, record: GameRecord): void {
  import('./played.js').then(
    (m) => m.keepFinished(game, attempt, record),
    (e: unknown) => console.warn('Patience: the game played could not be kept', e),
  );
}

/** A step refused by the controller: its facts, the reason in a player's words, and the move refused. */
export type Refused = Extract<PlayResult, { ok: false }>;

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
  path: readonly Position[];
  history: History;
  /** The change that led here (the controller's: a step played, undone or redone, a restart); null at the start. */
  change: ControllerChange | null;
}

/** A change the statistics have yet to count: when it was made, and the attempt it began (its id and start), if any. */
interface Uncounted {
  at: number;
  begun: { id: string; at: number } | null;
  /** Whether the change's own save has been made and kept (it is counted in a task after it). */
  kept?: boolean;
}

let sessions = 0;

export class Session {
  /** Tells sessions apart (a new game, an import or a link gives a new one). */
  readonly id = ++sessions;
  readonly state;
  readonly game: GameId;
  /** The game itself: every move goes through it, looked up once. */
  readonly controller: GameController;
  private elapsedBefore: number;
  private runningSince: number | null = null;
  /** Called when another tab saved this deal since this one last did: the caller takes the newer game up. */
  onNewer: (saved: Saved) => void = () => undefined;
  /** The write count of the saved game this session last read or wrote. */
  rev: number;
  /** The statistics attempt, from the first move on; null before it (or after a restart). */
  attempt: string | null;
  /** Help asked for in this attempt (or before its first move). */
  assists: Assist[];
  /** The change waiting to be counted (commit); null when none waits. */
  private unsettled: Uncounted | null = null;
  /** hasStock's answer, once asked. */
  private stocked: boolean | undefined;
  /** What this session's last kept save held besides the clock (`content`), or the save it was read from; null before. */
  private keptContent: string | null;
  private settling: ReturnType<typeof setTimeout> | undefined;

  /** A session over a history (read and replayed by the controller: an illegal move throws, by number). */
  constructor(history: History | GameRecord, kept: Kept = {}) {
    this.controller = openController(history, { auto: settings.peek().autoMoves });
    this.game = this.controller.game;
    this.elapsedBefore = kept.elapsedMs ?? 0;
    this.rev = kept.rev ?? 0;
    this.attempt = kept.attempt ?? null;
    this.assists = [...(kept.assists ?? [])];
    this.state = signal<Shown>(this.shown(null));
    this.keptContent = kept.rev === undefined ? null : this.content(this.controller.toHistory());
    this.controller.on((change) => this.commit(change));
  }

  /** What a save of this game holds besides the clock, in short: where it stands, its last step, its attempt and help. */
  private content(history: History): string {
    return JSON.stringify([history.cursor, history.steps.length, history.steps.at(-1) ?? null, this.attempt, this.assists]);
  }

  static fromSaved(saved: Saved): Session {
    return new Session(saved.history, saved);
  }

  static fresh(game: GameId, dealNumber: number): Session {
    return new Session({ game, deal: dealNumber, moves: [] });
  }

  /**
   * A session over an untrusted game record (a link's moves, an imported file), read and replayed once, by
   * the controller. A saved history is not a record: its `steps` are refused as readRecord refuses them.
   */
  static fromRecord(record: unknown): Session {
    if (typeof record === 'object' && record !== null && 'steps' in record) {
      throw new PatienceError('bad-record', { key: 'record-field', value: '"steps"' }, 'steps');
    }
    return new Session(record as GameRecord);
  }

  private shown(change: ControllerChange | null): Shown {
    const c = this.controller;
    return { position: c.position, legal: c.legalMoves(), path: change?.path ?? [c.position], history: c.toHistory(), change };
  }

  get position(): Position {
    return this.state.value.position;
  }

  get history(): History {
    return this.state.value.history;
  }

  record(): GameRecord {
    return this.controller.record();
  }

  moveCount(): number {
    return this.controller.moveCount();
  }

  /** Milliseconds played: the clock runs from the first move while the game is on and the tab is visible. */
  elapsed(now = Date.now()): number {
    return this.elapsedBefore + (this.runningSince === null ? 0 : now - this.runningSince);
  }

  /** Starts or stops the clock to match the game and the tab. */
  clock(visible: boolean): void {
    const run = visible && this.controller.position.status === 'playing' && this.moveCount() > 0;
    if (run && this.runningSince === null) this.runningSince = Date.now();
    if (!run && this.runningSince !== null) {
      this.elapsedBefore = this.elapsed();
      this.runningSince = null;
    }
  }

  /**
   * A change is shown and saved at once; the statistics follow in a task of their own (a move's task on a
   * slow phone is long enough with the table's redraw), or at once when the game ends (the end's dialog
   * reads them). The attempt a first move begins is named at once, so the save names it too. Whatever
   * reads or writes the statistics first counts a change still waiting (`settle`), and so does a save
   * (`persist`: a hidden page, the page closed), so nothing is left uncounted.
   */
  private commit(change: ControllerChange): void {
    this.state.value = this.shown(change);
    this.clock(typeof document === 'undefined' || document.visibilityState !== 'hidden');
    const at = Date.now();
    let begun = this.unsettled?.begun ?? null;
    if (this.attempt === null && this.controller.step !== 0) {
      this.attempt = newAttemptId();
      begun = { id: this.attempt, at };
    }
    // Nothing to count before an attempt (the deal, or a restart).
    this.unsettled = this.attempt === null ? null : { at, begun };
    clearTimeout(this.settling);
    if (this.controller.position.status !== 'playing') return this.persist();
    const kept = this.write();
    if (this.unsettled !== null) {
      this.unsettled.kept = kept;
      this.settling = setTimeout(() => this.settle(), 0);
    }
  }

  /** Counts the change that waits for its task (commit) in the statistics, now; nothing when none waits. */
  settle(): void {
    const u = this.unsettled;
    if (u === null) return;
    this.unsettled = null;
    clearTimeout(this.settling);
    this.count(u);
    // The change's save came first and was kept: what was just counted stays, whatever a later save meets.
    if (u.kept === true) countedKept(this.game);
  }

  /**
   * Tells the statistics: the first move of a deal (or the first after a restart) began an attempt
   * (`begun`), and every change after it follows the attempt to its win or loss (stats.ts counts). `at`:
   * when the change was made.
   */
  private count({ at, begun }: Uncounted): void {
    const id = this.attempt;
    if (id === null) return;
    if (begun !== null) {
      changeGameStats(this.game, (s) => begin(s, { id: begun.id, deal: this.controller.deal, at: begun.at, assists: this.assists }));
    }
    const p = this.controller.position;
    changeGameStats(this.game, (s) =>
      progress(s, id, { status: p.status, timeMs: this.elapsed(at), moves: this.moveCount(), score: p.score, at }),
    );
    if (p.status !== 'playing') keepGame(this.game, id, this.record());
  }

  /** Marks this attempt as helped (a hint, a solution, a verdict): its win counts as assisted. */
  markAssisted(kind: Assist): void {
    this.settle();
    if (!this.assists.includes(kind)) this.assists.push(kind);
    const id = this.attempt;
    if (id !== null) changeGameStats(this.game, (s) => assist(s, id, kind));
    this.persist();
  }

  /** True when leaving this game now would count as a loss: its attempt begun, not won or lost, not yet left. */
  isStarted(): boolean {
    this.settle();
    const id = this.attempt;
    return id !== null && openAttempt(readGameStats(this.game))?.id === id;
  }

  /** Leaves the attempt (it counts as lost if it was open); the next move begins a new one. */
  abandon(): void {
    this.settle();
    const id = this.attempt;
    if (id !== null) changeGameStats(this.game, (s) => abandon(s, id, Date.now()));
    // A game left in play is kept too (a finished one was kept at its end).
    if (id !== null && this.controller.position.status === 'playing') keepGame(this.game, id, this.record());
    this.attempt = null;
    this.assists = [];
  }

  /** Counts a change still waiting (settle), and saves the game. */
  persist(): void {
    this.settle();
    this.write();
  }

  /** Saves the game; true when the save was kept. */
  private write(): boolean {
    const history = this.controller.toHistory();
    const content = this.content(history);
    const saved: Saved = {
      history,
      elapsedMs: this.elapsed(),
      savedAt: Date.now(),
      rev: this.rev,
      attempt: this.attempt,
      assists: this.assists,
      status: this.controller.position.status,
    };
    // Only the clock changed since the last kept save (the tab hidden or closed): the save keeps its revision.
    const result = save(saved, content === this.keptContent);
    if (result.ok) {
      this.rev = result.rev;
      this.keptContent = content;
    } else if ('newer' in result) this.onNewer(result.newer);
    return result.ok;
  }

  /**
   * Plays moves as one undoable step; returns the refusal of the first illegal one (nothing is played then):
   * the engine's facts, and the reason in a player's words.
   * The automatic moves of the settings follow in the same step, so one undo takes back the player's move
   * and what went home by itself after it.
   */
  play(moves: Move[]): Refused | null {
    if (moves.length === 0) return null;
    this.controller.setAuto(settings.peek().autoMoves);
    const result = this.controller.playStep(moves);
    return result.ok ? null : result;
  }

  /** Sends what can go from a pile to the foundations, as one step; false when nothing can. */
  sweep(pile: string): boolean {
    this.controller.setAuto(settings.peek().autoMoves);
    return this.controller.sweep(pile)?.ok === true;
  }

  canUndo(): boolean {
    return this.controller.canUndo();
  }

  /** Whether the game has a stock to deal from, asked once of the deal's legal moves (the toolbar's Deal button). */
  hasStock(): boolean {
    this.stocked ??= legalMoves(this.controller.positions()[0]!).some((m) => m.type === 'stock');
    return this.stocked;
  }

  canRedo(): boolean {
    return this.controller.canRedo();
  }

  undo(): void {
    this.controller.undo();
  }

  redo(): void {
    this.controller.redo();
  }

  /** Back to the deal, with the clock at zero; the moves stay redoable. A begun attempt is left (a loss). */
  restart(): void {
    this.abandon();
    this.elapsedBefore = 0;
    this.runningSince = null;
    if (this.controller.restart()) return;
    // Already at the deal: the table is still shown afresh and the clock saved at zero.
    const p = this.controller.position;
    this.commit({ kind: 'restart', step: [], auto: [], before: p, path: [p], position: p });
  }
}
