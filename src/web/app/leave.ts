// Owns the question asked before a begun game is left: starting another deal of the same game (New, Deal #,
// a link, an import) or restarting the deal counts the begun game as lost in the statistics, and the player
// is told so first. The setting "confirm before abandoning" turns the question off; the loss counts anyway.
// The shell imports this module for `question` alone; its words (the game area) are said only from the game
// page, whose loading brought every area's messages.
import { signal } from '@preact/signals';
import type { GameId } from '../../index.js';
import { t } from '../../i18n/index.js';
import { gameName } from './catalog.js';
import type { Session } from './session.js';
import { settings } from './settings.js';
import { type Attempt, abandon, openAttempt } from './stats.js';
import { changeGameStats, readGameStats } from './storage.js';
import { dialog, say } from './ui.js';

export interface Question {
  title: string;
  text: string;
  yes: string;
  onYes: () => void;
  onNo: () => void;
}

/** The question shown by the confirmation dialog (dialogs.tsx), while `dialog` is 'confirm'. */
export const question = signal<Question | null>(null);

/** Asks a yes-or-no question; an answer closes it. Closing it any other way (Esc) counts as no. */
export function ask(q: Question): void {
  question.value = q;
  dialog.value = 'confirm';
}

/**
 * The begun, unfinished attempt of a game that going to `deal` would leave (null: none; `deal` null: any
 * deal counts as another, e.g. a record imported over the same deal).
 */
export function leftBehind(game: GameId, deal: number | null): Attempt | null {
  const open = openAttempt(readGameStats(game));
  return open === null || (deal !== null && open.deal === deal) ? null : open;
}

/**
 * Leaves the open attempt of `game` (if any) for `deal`, asking first when the setting says so; `go` runs
 * once it is left (or when nothing was under way), `stay` when the player keeps the game.
 */
export function leaveFor(game: GameId, deal: number | null, go: () => void, stay: () => void = () => undefined): void {
  const open = leftBehind(game, deal);
  if (open === null) return go();
  const leave = (): void => {
    changeGameStats(game, (s) => abandon(s, open.id, Date.now()));
    go();
  };
  // The deal's number as a link writes it (no grouping of digits), in every language.
  const what = { game: gameName(game), deal: String(open.deal) };
  if (!settings.value.confirmAbandon) {
    leave();
    say(t('game.leave.said', what));
    return;
  }
  ask({
    title: t('game.leave.title'),
    text: t('game.leave.text', what),
    yes: t('game.leave.yes'),
    onYes: leave,
    onNo: stay,
  });
}

/** Restarts a deal, asking first when the attempt under way would count as a loss. */
export function restart(session: Session): void {
  if (!session.isStarted()) return session.restart();
  const what = { game: gameName(session.game), deal: String(session.history.deal) };
  if (!settings.value.confirmAbandon) {
    session.restart();
    say(t('game.restart.said', what));
    return;
  }
  ask({
    title: t('game.restart.question'),
    text: t('game.restart.text', what),
    yes: t('game.restart'),
    onYes: () => session.restart(),
    onNo: () => undefined,
  });
}
