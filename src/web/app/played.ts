// Owns the games kept to replay (issue 27, item 6): every finished game (won, lost or left unfinished) with
// its moves, the newest last, bounded to the last MAX_PLAYED (oldest dropped first) and MAX_CHARS of moves
// in all. One entry per statistics attempt: a game undone out of its end and finished again replaces its
// entry. Stored as one item (storage.ts: versioned, quarantined when unreadable); the reading, merging and
// bounding here are pure, so the unit tests and the backup's restore use them without a browser.
import { type GameId, type GameRecord, GAME_IDS, MAX_DEAL, type Review, dailyDeal, formatMoveList, parseMoveList } from '../../index.js';
import { t } from '../../i18n/index.js';
import type { Assist } from './stats.js';
import { readGameStats, readPlayedItem, writePlayedItem } from './storage.js';

/** The most games kept, and the most characters of moves all of them may take together. */
export const MAX_PLAYED = 1000;
export const MAX_CHARS = 1_500_000;

/** What a review found, kept with the game so its replay draws the same chart. */
export interface ReviewMark {
  verdict: Review['verdict'];
  turn: number | null;
  between: [number, number] | null;
  /** The fair share of arrangements of the unseen cards that still won before and after the turn, where computed. */
  fair: { before: number; after: number } | null;
}

export interface Played {
  /** The statistics attempt's id. */
  id: string;
  game: GameId;
  deal: number;
  version?: number;
  /** The moves in effect at the end, in the link notation. */
  moves: string;
  outcome: 'won' | 'lost' | 'abandoned';
  started: number;
  ended: number;
  timeMs: number;
  /** Moves made (as the statistics count them). */
  count: number;
  score: number;
  assists: Assist[];
  review: ReviewMark | null;
}

const OUTCOMES = ['won', 'lost', 'abandoned'] as const;
const ASSISTS: readonly Assist[] = ['hint', 'solution', 'verdict'];
const VERDICTS: readonly ReviewMark['verdict'][] = ['won', 'winnable', 'lost-at', 'never-winnable', 'unknown'];

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isShare = (x: unknown): x is number => typeof x === 'number' && x >= 0 && x <= 1;

function readReview(x: unknown): ReviewMark | null | string {
  if (x === null || x === undefined) return null;
  const o = x as Record<string, unknown>;
  if (typeof x !== 'object' || !VERDICTS.includes(o['verdict'] as ReviewMark['verdict'])) return t('coach.bad', { what: 'verdict' });
  const turn = o['turn'] ?? null;
  const between = o['between'] ?? null;
  const fair = (o['fair'] ?? null) as Record<string, unknown> | null;
  if (turn !== null && !isCount(turn)) return t('coach.bad', { what: 'turn' });
  if (between !== null && !(Array.isArray(between) && between.length === 2 && between.every(isCount)))
    return t('coach.bad', { what: 'between' });
  if (fair !== null && !(typeof fair === 'object' && isShare(fair['before']) && isShare(fair['after'])))
    return t('coach.bad', { what: 'shares' });
  return {
    verdict: o['verdict'] as ReviewMark['verdict'],
    turn: turn as number | null,
    between: between as [number, number] | null,
    fair: fair === null ? null : { before: fair['before'] as number, after: fair['after'] as number },
  };
}

/** One kept game read from untrusted data (storage, a backup), or the reason it is refused. */
export function readPlayed(x: unknown): Played | string {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return t('coach.bad', { what: 'object' });
  const o = x as Record<string, unknown>;
  if (typeof o['id'] !== 'string' || o['id'] === '' || o['id'].length > 100) return t('coach.bad', { what: 'id' });
  const game = GAME_IDS.find((g) => g === o['game']);
  if (game === undefined || !isCount(o['deal']) || o['deal'] < 1 || o['deal'] > MAX_DEAL) return t('coach.bad', { what: 'deal' });
  if (typeof o['moves'] !== 'string' || typeof parseMoveList(o['moves']) === 'string') return t('coach.bad', { what: 'moves' });
  if (!OUTCOMES.includes(o['outcome'] as Played['outcome'])) return t('coach.bad', { what: 'outcome' });
  for (const f of ['started', 'ended', 'timeMs', 'count'] as const) if (!isCount(o[f])) return t('coach.bad', { what: f });
  if (typeof o['score'] !== 'number' || !Number.isFinite(o['score'])) return t('coach.bad', { what: 'score' });
  const assists = o['assists'];
  if (!Array.isArray(assists) || !assists.every((k) => ASSISTS.includes(k as Assist))) return t('coach.bad', { what: 'assists' });
  const review = readReview(o['review']);
  if (typeof review === 'string') return review;
  const out: Played = {
    id: o['id'],
    game,
    deal: o['deal'],
    moves: o['moves'],
    outcome: o['outcome'] as Played['outcome'],
    started: o['started'] as number,
    ended: o['ended'] as number,
    timeMs: o['timeMs'] as number,
    count: o['count'] as number,
    score: o['score'],
    assists: [...new Set(assists as Assist[])],
    review,
  };
  if (isCount(o['version'])) out.version = o['version'];
  return out;
}

/** A list of kept games read from untrusted data, or the reason it is refused (the first bad entry's). */
export function readPlayedList(x: unknown): Played[] | string {
  if (!Array.isArray(x)) return t('coach.bad', { what: 'list' });
  const out: Played[] = [];
  for (const item of x) {
    const p = readPlayed(item);
    if (typeof p === 'string') return p;
    out.push(p);
  }
  return out;
}

/**
 * Two lists joined: every game of either, one per id (a game in both keeps the copy that ended later, with
 * the review of either), oldest first, then bounded: beyond MAX_PLAYED games, or MAX_CHARS of moves, the
 * oldest go first.
 */
export function joinPlayed(kept: readonly Played[], more: readonly Played[]): Played[] {
  const byId = new Map(kept.map((p) => [p.id, p]));
  for (const p of more) {
    const mine = byId.get(p.id);
    const later = mine === undefined || p.ended > mine.ended || (p.ended === mine.ended && p.count > mine.count) ? p : mine;
    byId.set(p.id, { ...later, review: later.review ?? (later === p ? mine?.review : p.review) ?? null });
  }
  const all = [...byId.values()].sort((a, b) => a.ended - b.ended || a.started - b.started);
  let chars = 0;
  let from = all.length;
  while (from > 0 && all.length - from < MAX_PLAYED && chars + all[from - 1]!.moves.length <= MAX_CHARS) {
    from--;
    chars += all[from]!.moves.length;
  }
  return all.slice(from);
}

/** The kept games, oldest first (an unreadable list has been set aside by storage.ts: none then). */
export function playedGames(): Played[] {
  return readPlayedItem((o) => readPlayedList(o['games'])) ?? [];
}

/** Joins games into the kept list (a backup's: `joinPlayed`); false when the browser refused the write. */
export function keepPlayed(games: readonly Played[]): boolean {
  return writePlayedItem({ games: joinPlayed(playedGames(), games) });
}

/** Puts a game in the kept list in place of any copy of its attempt. */
function replacePlayed(p: Played): boolean {
  return writePlayedItem({
    games: joinPlayed(
      playedGames().filter((x) => x.id !== p.id),
      [p],
    ),
  });
}

/** The kept game of an attempt, or null. */
export function playedGame(id: string): Played | null {
  return playedGames().find((p) => p.id === id) ?? null;
}

/** The record of a kept game (its moves read back). */
export function recordOf(p: Played): GameRecord {
  const moves = parseMoveList(p.moves);
  return {
    game: p.game,
    deal: p.deal,
    ...(p.version === undefined ? {} : { version: p.version }),
    moves: typeof moves === 'string' ? [] : moves,
  };
}

/** True when a kept game was the daily deal of the UTC day it began on. */
export function isDaily(p: Pick<Played, 'game' | 'deal' | 'started'>): boolean {
  return dailyDeal(p.game, new Date(p.started).toISOString().slice(0, 10)) === p.deal;
}

/**
 * Keeps the game of a finished attempt: read from the statistics (result, time, moves, help) with the
 * record's moves. An attempt still open (or unknown) keeps nothing. The review found before stays.
 */
export function keepFinished(game: GameId, attempt: string, record: GameRecord): void {
  const a = readGameStats(game).attempts.find((x) => x.id === attempt);
  if (a === undefined || a.outcome === 'open' || record.moves.length === 0) return;
  const old = playedGame(attempt);
  const entry: Played = {
    id: a.id,
    game,
    deal: record.deal,
    moves: formatMoveList(record.moves),
    outcome: a.outcome,
    started: a.started,
    ended: a.ended ?? Date.now(),
    timeMs: a.timeMs,
    count: a.moves,
    score: a.score,
    assists: a.assists,
    review: old !== null && old.moves === formatMoveList(record.moves) ? old.review : null,
  };
  if (record.version !== undefined) entry.version = record.version;
  replacePlayed(entry);
}

/** Keeps what a review found with the kept game of an attempt (when its moves are the ones reviewed). */
export function keepReview(attempt: string, record: GameRecord, review: ReviewMark): void {
  const p = playedGame(attempt);
  if (p === null || p.moves !== formatMoveList(record.moves)) return;
  replacePlayed({ ...p, review });
}

/** What a review found, as kept: its verdict and turn, the fair shares as fractions. */
export function markOf(r: Review): ReviewMark {
  return {
    verdict: r.verdict,
    turn: r.turn,
    between: r.between,
    fair: r.fair === null ? null : { before: r.fair.before.share, after: r.fair.after.share },
  };
}
