// Owns the counting of statistics (pure: no DOM, no storage). A game's record is a list of deal attempts;
// every figure is worked out from that list, so nothing is counted twice and an import can be checked.
//
// The rules of counting (README, "Statistics"):
// - an attempt begins with the first move made on a deal (played = attempts begun);
// - an attempt is won once: undoing out of the win and winning again is still one win, with the figures of
//   the first win;
// - a lost attempt that is undone and then won becomes a win (it is one attempt);
// - leaving a begun, unfinished attempt for another deal of the game, or restarting it, abandons it: it
//   counts as lost, for good;
// - an attempt is assisted once a hint, a solution or a "can this still be won?" verdict was asked for.
import type { GameId } from '../../index.js';
import { t } from '../../i18n/index.js';
import { CATALOG_IDS as GAME_IDS, MAX_DEAL } from './catalog.js';

export type Outcome = 'open' | 'won' | 'lost' | 'abandoned';
export type Assist = 'hint' | 'solution' | 'verdict';

export interface Attempt {
  /** Unique across tabs and imports. */
  id: string;
  deal: number;
  /** When the first move was made (ms since 1970). */
  started: number;
  /** When it was won, lost or abandoned; absent while open. */
  ended?: number;
  outcome: Outcome;
  /** Time played, moves and score: at the win, the loss, or the latest change while open. */
  timeMs: number;
  moves: number;
  score: number;
  /** The kinds of help asked for (empty: played without help). */
  assists: Assist[];
}

export interface GameStats {
  game: GameId;
  attempts: Attempt[];
}

export interface Figures {
  played: number;
  won: number;
  /** Lost or abandoned. */
  lost: number;
  open: number;
  /** Won out of the finished games (a game in progress is not counted), or null before the first one ends. */
  winRate: number | null;
  streak: number;
  bestStreak: number;
  bestTimeMs: number | null;
  averageTimeMs: number | null;
  fewestMoves: number | null;
  bestScore: number | null;
  /** Games won without any help, and their share of the games won (null before the first win). */
  wonUnaided: number;
  unaidedShare: number | null;
}

const OUTCOMES: readonly Outcome[] = ['open', 'won', 'lost', 'abandoned'];
const ASSISTS: readonly Assist[] = ['hint', 'solution', 'verdict'];

export function emptyStats(game: GameId): GameStats {
  return { game, attempts: [] };
}

/** What a change of the game tells the statistics. */
export interface Progress {
  status: 'playing' | 'won' | 'lost';
  timeMs: number;
  moves: number;
  score: number;
  at: number;
}

/**
 * A new attempt on a deal. Any other attempt of the game still open is abandoned at the same moment: one
 * game of each kind is played at a time, so a begun game left for another counts as lost even when the
 * player was not asked (the confirmation turned off, or a link opened).
 */
export function begin(stats: GameStats, attempt: { id: string; deal: number; at: number; assists?: Assist[] }): GameStats {
  const attempts = stats.attempts.map((a) => (a.outcome === 'open' ? { ...a, outcome: 'abandoned' as const, ended: attempt.at } : a));
  if (attempts.some((a) => a.id === attempt.id)) return { ...stats, attempts };
  attempts.push({
    id: attempt.id,
    deal: attempt.deal,
    started: attempt.at,
    outcome: 'open',
    timeMs: 0,
    moves: 0,
    score: 0,
    assists: [...(attempt.assists ?? [])],
  });
  return { ...stats, attempts };
}

function change(stats: GameStats, id: string, f: (a: Attempt) => Attempt): GameStats {
  let changed = false;
  const attempts = stats.attempts.map((a) => {
    if (a.id !== id) return a;
    const b = f(a);
    if (b !== a) changed = true;
    return b;
  });
  return changed ? { ...stats, attempts } : stats;
}

/** Follows the game of an attempt: a win is counted once and kept; a loss becomes a win if the attempt is won after all. */
export function progress(stats: GameStats, id: string, p: Progress): GameStats {
  return change(stats, id, (a) => {
    if (a.outcome === 'won' || a.outcome === 'abandoned') return a;
    if (p.status === 'won') return { ...a, outcome: 'won', ended: p.at, timeMs: p.timeMs, moves: p.moves, score: p.score };
    if (a.outcome === 'lost') return a;
    if (p.status === 'lost') return { ...a, outcome: 'lost', ended: p.at, timeMs: p.timeMs, moves: p.moves, score: p.score };
    if (a.timeMs === p.timeMs && a.moves === p.moves && a.score === p.score) return a;
    return { ...a, timeMs: p.timeMs, moves: p.moves, score: p.score };
  });
}

/** What one change did to a game's statistics: each attempt it touched as it was before (null: begun by it). */
export type Change = Map<string, Attempt | null>;

/** Statistics with changes undone, newest first: each attempt back as it was (help asked for stays counted). */
export function undoChanges(stats: GameStats, changes: readonly Change[]): GameStats {
  let attempts = stats.attempts;
  for (const change of [...changes].reverse()) {
    attempts = attempts.flatMap((a) => {
      if (!change.has(a.id)) return [a];
      const was = change.get(a.id)!;
      if (was === null) return [];
      return [{ ...was, assists: [...new Set([...was.assists, ...a.assists])] }];
    });
  }
  return attempts === stats.attempts ? stats : { ...stats, attempts };
}

/** Marks an attempt as helped (a win already counted stays unaided: help after the win changes nothing). */
export function assist(stats: GameStats, id: string, kind: Assist): GameStats {
  return change(stats, id, (a) => (a.outcome === 'won' || a.assists.includes(kind) ? a : { ...a, assists: [...a.assists, kind] }));
}

/** Leaves an open attempt: it counts as lost. A finished one is unchanged. */
export function abandon(stats: GameStats, id: string, at: number): GameStats {
  return change(stats, id, (a) => (a.outcome === 'open' ? { ...a, outcome: 'abandoned', ended: at } : a));
}

export function openAttempt(stats: GameStats): Attempt | null {
  return stats.attempts.find((a) => a.outcome === 'open') ?? null;
}

/** Finished attempts in the order they ended (the order of streaks and of the charts). */
export function finished(attempts: readonly Attempt[]): Attempt[] {
  return attempts.filter((a) => a.outcome !== 'open').sort((a, b) => (a.ended ?? 0) - (b.ended ?? 0) || a.started - b.started);
}

export function figures(attempts: readonly Attempt[]): Figures {
  const done = finished(attempts);
  const wins = done.filter((a) => a.outcome === 'won');
  let streak = 0;
  let bestStreak = 0;
  for (const a of done) {
    streak = a.outcome === 'won' ? streak + 1 : 0;
    bestStreak = Math.max(bestStreak, streak);
  }
  const played = attempts.length;
  const min = (xs: number[]): number | null => (xs.length === 0 ? null : Math.min(...xs));
  const wonUnaided = wins.filter((a) => a.assists.length === 0).length;
  return {
    played,
    won: wins.length,
    lost: done.length - wins.length,
    open: played - done.length,
    winRate: done.length === 0 ? null : wins.length / done.length,
    streak,
    bestStreak,
    bestTimeMs: min(wins.map((a) => a.timeMs)),
    averageTimeMs: wins.length === 0 ? null : Math.round(wins.reduce((s, a) => s + a.timeMs, 0) / wins.length),
    fewestMoves: min(wins.map((a) => a.moves)),
    bestScore: attempts.length === 0 ? null : Math.max(...attempts.map((a) => a.score)),
    wonUnaided,
    unaidedShare: wins.length === 0 ? null : wonUnaided / wins.length,
  };
}

/** The win rate after each finished attempt (for the chart of the rate over time). */
export function rateOverTime(attempts: readonly Attempt[]): number[] {
  let won = 0;
  return finished(attempts).map((a, i) => (a.outcome === 'won' ? ++won : won) / (i + 1));
}

// ---------------------------------------------------------------------------------------------------
// Reading stored or imported statistics: untrusted, checked field by field, refused with the place named.

function isCount(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

/** One attempt, or a reason naming the field; `at` names the attempt (its number and its game's id in the file). */
function readAttempt(x: unknown, at: { n: number; game: string }): Attempt | string {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return t('stats.read.attempt.notObject', at);
  const o = x as Record<string, unknown>;
  if (typeof o['id'] !== 'string' || o['id'] === '' || o['id'].length > 100) return t('stats.read.attempt.noId', at);
  if (!isCount(o['deal']) || o['deal'] < 1 || o['deal'] > MAX_DEAL) return t('stats.read.attempt.noDeal', at);
  if (!isCount(o['started'])) return t('stats.read.attempt.noStart', at);
  if (!OUTCOMES.includes(o['outcome'] as Outcome)) return t('stats.read.attempt.outcome', at);
  const outcome = o['outcome'] as Outcome;
  if (outcome !== 'open' && !isCount(o['ended'])) return t('stats.read.attempt.noEnd', at);
  if (!isCount(o['timeMs'])) return t('stats.read.attempt.noTime', at);
  if (!isCount(o['moves'])) return t('stats.read.attempt.noMoves', at);
  if (typeof o['score'] !== 'number' || !Number.isFinite(o['score'])) return t('stats.read.attempt.noScore', at);
  const assists = o['assists'];
  if (!Array.isArray(assists) || !assists.every((k) => ASSISTS.includes(k as Assist))) return t('stats.read.attempt.help', at);
  const a: Attempt = {
    id: o['id'],
    deal: o['deal'],
    started: o['started'],
    outcome,
    timeMs: o['timeMs'] as number,
    moves: o['moves'] as number,
    score: o['score'],
    assists: [...new Set(assists as Assist[])],
  };
  if (outcome !== 'open') a.ended = o['ended'] as number;
  return a;
}

/** Where statistics being read come from, for the reasons: stored here, a statistics file, a backup. */
export type StatsSource = 'stored' | 'file' | 'backup';

/** A game's statistics ({ game, attempts }), or a reason. */
export function readStats(x: unknown, where: StatsSource = 'stored'): GameStats | string {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return t('stats.read.notObject', { where });
  const o = x as Record<string, unknown>;
  if (!(GAME_IDS as readonly string[]).includes(o['game'] as string)) return t('stats.read.noGame', { where });
  if (!Array.isArray(o['attempts'])) return t('stats.read.noAttempts', { where });
  const attempts: Attempt[] = [];
  const ids = new Set<string>();
  for (const [i, item] of o['attempts'].entries()) {
    const at = { n: i + 1, game: o['game'] as string };
    const a = readAttempt(item, at);
    if (typeof a === 'string') return a;
    if (ids.has(a.id)) return t('stats.read.attempt.repeats', { ...at, id: a.id });
    ids.add(a.id);
    attempts.push(a);
  }
  return { game: o['game'] as GameId, attempts };
}

export const EXPORT_FORMAT = 'patience-statistics';

export interface Export {
  format: typeof EXPORT_FORMAT;
  schema: number;
  exported: number;
  games: GameStats[];
}

export function exportOf(all: readonly GameStats[], schema: number, at: number): Export {
  return { format: EXPORT_FORMAT, schema, exported: at, games: all.map((s) => ({ game: s.game, attempts: s.attempts })) };
}

/** How far an attempt has gone: a merge keeps the furthest copy (a win is never undone by an older copy). */
const REACHED: Record<Outcome, number> = { open: 0, lost: 1, abandoned: 2, won: 3 };

/** Of two copies of one attempt, the one that went further: the better outcome, then the longer game; a tie keeps `a`. */
export function further(a: Attempt, b: Attempt): Attempt {
  const by = REACHED[b.outcome] - REACHED[a.outcome] || b.moves - a.moves || b.timeMs - a.timeMs;
  const best = by > 0 ? b : a;
  // Help asked for in either copy before its win counts; help after a win changes nothing.
  if (best.outcome === 'won') return best;
  const assists = [...new Set([...best.assists, ...(best === a ? b : a).assists])];
  return assists.length === best.assists.length ? best : { ...best, assists };
}

/**
 * Imported attempts merged into the kept ones: every attempt of either is kept, and an attempt in both keeps
 * its furthest copy (a backup restored over newer play never turns a win back into an open game).
 */
export function merge(kept: GameStats, imported: GameStats): GameStats {
  const byId = new Map(kept.attempts.map((a) => [a.id, a]));
  for (const a of imported.attempts) {
    const mine = byId.get(a.id);
    byId.set(a.id, mine === undefined ? a : further(mine, a));
  }
  return { game: kept.game, attempts: [...byId.values()].sort((a, b) => a.started - b.started) };
}
