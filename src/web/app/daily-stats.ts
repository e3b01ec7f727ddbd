// Owns the daily deal's figures and its shared text (pure: no DOM, no storage). No second record is kept:
// a daily game is an attempt, in the statistics, on the daily deal of the UTC day it was begun on
// (`dailyDeal(game, that day)`), so the command, the library and the app agree on which deal it was.
//
// The figures count days, over all five games together:
// - a day is played when any daily game of that UTC day was begun, and won when any of them was won;
// - the current streak is the run of won days ending today, or ending yesterday while today is not won yet;
// - the best streak is the longest run of won days, one after the other.
import { type GameId, dailyDeal } from '../../index.js';
import { formatDate, t } from '../../i18n/index.js';
import { gameName } from './catalog.js';
import type { Attempt, GameStats } from './stats.js';
import { formatTime } from './ui.js';

/** The UTC day "YYYY-MM-DD" of a time in ms. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A UTC day ("YYYY-MM-DD") as the language writes it: "November 26, 2026", "26 novembre 2026". */
export function dayWords(day: string): string {
  return formatDate(Date.parse(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/** The day after or before `day` ("YYYY-MM-DD"), by `by` days. */
function shift(day: string, by: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000);
}

export interface DailyAttempt {
  game: GameId;
  day: string;
  attempt: Attempt;
}

/** The daily games among the statistics: attempts on the daily deal of the day they were begun. */
export function dailyAttempts(all: readonly GameStats[]): DailyAttempt[] {
  return all.flatMap((s) =>
    s.attempts.flatMap((attempt) => {
      const day = dayOf(attempt.started);
      return dailyDeal(s.game, day) === attempt.deal ? [{ game: s.game, day, attempt }] : [];
    }),
  );
}

export interface DailyFigures {
  daysPlayed: number;
  daysWon: number;
  streak: number;
  bestStreak: number;
}

export function dailyFigures(all: readonly GameStats[], today: string): DailyFigures {
  const daily = dailyAttempts(all);
  const played = new Set(daily.map((d) => d.day));
  const won = new Set(daily.filter((d) => d.attempt.outcome === 'won').map((d) => d.day));
  let bestStreak = 0;
  for (const day of won) {
    if (won.has(shift(day, -1))) continue;
    let run = 1;
    while (won.has(shift(day, run))) run++;
    bestStreak = Math.max(bestStreak, run);
  }
  let streak = 0;
  let day = won.has(today) ? today : shift(today, -1);
  while (won.has(day)) {
    streak++;
    day = shift(day, -1);
  }
  return { daysPlayed: played.size, daysWon: won.size, streak, bestStreak };
}

/** Today's deals as found, by game and UTC day (the game page asks at each drawing). */
const TODAYS = new Map<string, number>();

/** Today's deal of a game (by the UTC date now). */
export function todaysDeal(game: GameId): number {
  const now = new Date();
  const key = `${game} ${now.toISOString().slice(0, 10)}`;
  let deal = TODAYS.get(key);
  if (deal === undefined) {
    deal = dailyDeal(game, now);
    if (TODAYS.size >= 50) TODAYS.clear();
    TODAYS.set(key, deal);
  }
  return deal;
}

/** True while one of a day's daily deals is begun and not finished (the home page's badge). */
export function dailyOpen(all: readonly GameStats[], day: string): boolean {
  return all.some((s) => dailyOf(all, s.game, day)?.outcome === 'open');
}

/** The latest daily game of a game on a day (the one the daily page shows), or null. */
export function dailyOf(all: readonly GameStats[], game: GameId, day: string): Attempt | null {
  const mine = dailyAttempts(all).filter((d) => d.game === game && d.day === day);
  return mine.reduce<Attempt | null>((a, d) => (a === null || d.attempt.started > a.started ? d.attempt : a), null);
}

/**
 * The text a player shares of a daily game, in the player's language: the game, the day, the result, moves,
 * time and whether help was asked for. Spoiler-free by design: it never names a card, a pile or a move. The
 * day is written "YYYY-MM-DD", as the daily deal is known in every language (the command's `daily --date`).
 */
export function shareText(game: GameId, day: string, attempt: Attempt): string {
  return t('daily.shared', {
    game: gameName(game),
    day,
    outcome: attempt.outcome,
    moves: attempt.moves,
    time: formatTime(attempt.timeMs),
    help: attempt.assists.length === 0 ? 'no' : 'yes',
  });
}
