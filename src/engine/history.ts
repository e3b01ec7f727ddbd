// Owns undo and redo as data: the deal plus the steps played, and how many of them are in effect.
// A step is one undoable action: usually one move, or several (a double-click sweep to the foundations).
import type { GameId, GameRecord, Move } from './types.js';

export interface History {
  game: GameId;
  deal: number;
  version?: number;
  /** Every step ever played on this line, including those undone and not yet redone. */
  steps: Move[][];
  /** How many steps are in effect. */
  cursor: number;
}

export function startHistory(game: GameId, deal: number, version?: number): History {
  const h: History = { game, deal, steps: [], cursor: 0 };
  if (version !== undefined) h.version = version;
  return h;
}

/** Plays a step: steps after the cursor are dropped (a new line of play). */
export function pushStep(history: History, step: Move[]): History {
  return { ...history, steps: [...history.steps.slice(0, history.cursor), step], cursor: history.cursor + 1 };
}

export function canUndo(history: History): boolean {
  return history.cursor > 0;
}

export function canRedo(history: History): boolean {
  return history.cursor < history.steps.length;
}

export function undo(history: History): History {
  return canUndo(history) ? { ...history, cursor: history.cursor - 1 } : history;
}

export function redo(history: History): History {
  return canRedo(history) ? { ...history, cursor: history.cursor + 1 } : history;
}

/** The record of the moves in effect (what a save or a link carries). */
export function recordOf(history: History): GameRecord {
  const record: GameRecord = { game: history.game, deal: history.deal, moves: history.steps.slice(0, history.cursor).flat() };
  if (history.version !== undefined) record.version = history.version;
  return record;
}

/** A history whose steps are the record's moves, one step each, all in effect. */
export function historyOf(record: GameRecord): History {
  const h = startHistory(record.game, record.deal, record.version);
  h.steps = record.moves.map((m) => [m]);
  h.cursor = h.steps.length;
  return h;
}
