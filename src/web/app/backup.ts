// Owns the backup file: everything this browser keeps for the player (statistics, settings, games in
// progress, the last deal of each game, the winnable deals found, the games played kept to replay) in one JSON file, so a player can move to
// a new phone; and its restore, which merges and never removes: statistics merged attempt by attempt (each
// attempt's furthest copy), a game written only where none is kept or the kept one is where the backup's
// began, settings and last deals only where none are kept, winnable deals and games played joined. The file is read like
// any untrusted input: a bad one is refused with the reason and changes nothing.
import { GAME_IDS, type GameId, MAX_DEAL, type Move, replay } from '../../index.js';
import { formatList, t } from '../../i18n/index.js';
import { type Played, joinPlayed, keepPlayed, playedGames, readPlayedList } from './played.js';
import './records.js';
import { type GameStats, merge, readStats } from './stats.js';
import {
  type Saved,
  SCHEMA,
  lastDeal,
  readFoundDeals,
  readGameStats,
  readSavedGame,
  readSettingsItem,
  restoreGame,
  restoreLastDeal,
  savedGames,
  writeFoundDeals,
  writeGameStats,
  writeSettingsItem,
} from './storage.js';

export const BACKUP_FORMAT = 'patience-backup';

export interface Backup {
  format: typeof BACKUP_FORMAT;
  schema: number;
  exported: number;
  statistics: GameStats[];
  settings: Record<string, unknown> | null;
  games: Saved[];
  last: Partial<Record<GameId, number>>;
  winnable: Partial<Record<GameId, number[]>>;
  /** The games played kept to replay (played.ts), oldest first. */
  played: Played[];
}

/** A stored item's fields without its schema version (the version of the file is the file's). */
function withoutSchema(v: Record<string, unknown> | null): Record<string, unknown> | null {
  if (v === null) return null;
  const { schema: _, ...rest } = v;
  return rest;
}

/** Everything kept, as the backup file's text. */
export function backupText(at: number): string {
  const last: Backup['last'] = {};
  const winnable: Backup['winnable'] = {};
  for (const g of GAME_IDS) {
    const d = lastDeal(g);
    if (d !== null) last[g] = d;
    const found = readFoundDeals(g);
    if (found.length > 0) winnable[g] = found;
  }
  const backup: Backup = {
    format: BACKUP_FORMAT,
    schema: SCHEMA,
    exported: at,
    statistics: GAME_IDS.map((g) => readGameStats(g)).filter((s) => s.attempts.length > 0),
    settings: withoutSchema(readSettingsItem()),
    games: savedGames(),
    last,
    winnable,
    played: playedGames(),
  };
  return `${JSON.stringify(backup)}\n`;
}

const isDeal = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_DEAL;

/** The deals of a per-game table of the file ({ game: value }), each value checked by `ok`; `what` names the table. */
function perGame<T>(v: unknown, ok: (x: unknown) => x is T, what: 'last' | 'winnable'): Partial<Record<GameId, T>> | string {
  if (v === undefined) return {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return t('settings.backup.notTable', { what });
  const out: Partial<Record<GameId, T>> = {};
  for (const [k, x] of Object.entries(v)) {
    const g = GAME_IDS.find((id) => id === k);
    if (g === undefined || !ok(x)) return t('settings.backup.badDeal', { what });
    out[g] = x;
  }
  return out;
}

/** A backup file read back (every part checked), or a sentence saying why it is refused. */
export function readBackup(text: string, schema: number): Backup | string {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return t('stats.file.notJson');
  }
  const o = (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {}) as Record<string, unknown>;
  if (o['format'] !== BACKUP_FORMAT) return t('settings.backup.notBackup');
  if (typeof o['schema'] !== 'number' || !Number.isInteger(o['schema']) || o['schema'] < 1) return t('settings.backup.noSchema');
  if (o['schema'] > schema) return t('settings.backup.newer');
  const damaged = (why: string): string => t('settings.backup.damaged', { why });
  const statistics: GameStats[] = [];
  for (const s of Array.isArray(o['statistics']) ? o['statistics'] : []) {
    const read = readStats(s, 'backup');
    if (typeof read === 'string') return damaged(read);
    if (statistics.some((x) => x.game === read.game)) return damaged(t('settings.backup.twice', { game: read.game }));
    statistics.push(read);
  }
  const games: Saved[] = [];
  for (const g of Array.isArray(o['games']) ? o['games'] : []) {
    const read = readSavedGame(g);
    if (typeof read === 'string') return damaged(read);
    const { game, deal, version, steps } = read.history;
    try {
      replay({ game, deal, ...(version === undefined ? {} : { version }), moves: steps.flat() });
    } catch {
      return damaged(t('settings.backup.noReplay', { deal: String(deal) }));
    }
    games.push(read);
  }
  const last = perGame(o['last'], isDeal, 'last');
  if (typeof last === 'string') return damaged(last);
  const lists = (x: unknown): x is number[] => Array.isArray(x) && x.every(isDeal);
  const winnable = perGame(o['winnable'], lists, 'winnable');
  if (typeof winnable === 'string') return damaged(winnable);
  const played = o['played'] === undefined ? [] : readPlayedList(o['played']);
  if (typeof played === 'string') return damaged(played);
  const settings = o['settings'];
  const ok = settings === undefined || settings === null || (typeof settings === 'object' && !Array.isArray(settings));
  if (!ok) return damaged(t('settings.backup.badSettings'));
  return {
    format: BACKUP_FORMAT,
    schema: o['schema'],
    exported: typeof o['exported'] === 'number' ? o['exported'] : 0,
    statistics,
    settings: withoutSchema((settings ?? null) as Record<string, unknown> | null),
    games,
    last,
    winnable,
    played,
  };
}

/** The moves in effect of a saved game. */
const played = (s: Saved): Move[] => s.history.steps.slice(0, s.history.cursor).flat();

/** True when a game from a backup may be written over the kept one: none is kept, or the kept one's moves are where the backup's began. */
export function goesFurther(kept: Saved | null, restored: Saved): boolean {
  if (kept === null) return true;
  const mine = played(kept);
  const theirs = played(restored);
  if (theirs.length <= mine.length) return false;
  return mine.every((m, i) => JSON.stringify(m) === JSON.stringify(theirs[i]));
}

export interface Restored {
  attempts: number;
  games: number;
  settings: boolean;
  /** Games played added to those kept to replay. */
  played: number;
}

/** Merges a backup into what is kept (nothing kept is removed); what it added. */
export function restore(b: Backup): Restored {
  let attempts = 0;
  for (const s of b.statistics) {
    const kept = readGameStats(s.game);
    const merged = merge(kept, s);
    const added = merged.attempts.filter((a) => !kept.attempts.some((k) => k.id === a.id)).length;
    if (JSON.stringify(merged) !== JSON.stringify(kept) && writeGameStats(merged)) attempts += added;
  }
  let games = 0;
  for (const g of b.games) if (restoreGame(g, (kept) => goesFurther(kept, g))) games++;
  for (const [g, d] of Object.entries(b.last) as [GameId, number][]) restoreLastDeal(g, d);
  for (const [g, deals] of Object.entries(b.winnable) as [GameId, number[]][]) {
    const kept = readFoundDeals(g);
    const joined = [...new Set([...kept, ...deals])];
    if (joined.length > kept.length) writeFoundDeals(g, joined);
  }
  const settings = b.settings !== null && readSettingsItem() === null && writeSettingsItem(b.settings);
  const kept = playedGames();
  const joined = joinPlayed(kept, b.played);
  const added = joined.filter((p) => !kept.some((k) => k.id === p.id)).length;
  const played = JSON.stringify(joined) !== JSON.stringify(kept) && keepPlayed(b.played) ? added : 0;
  return { attempts, games, settings, played };
}

/** What a restore did, in one plain sentence: what it added, as the language lists things, and that nothing was removed. */
export function restoredSentence(r: Restored): string {
  const parts = [t('settings.backup.addedStats', { count: r.attempts }), t('settings.backup.addedGames', { count: r.games })];
  if (r.played > 0) parts.push(t('settings.backup.addedPlayed', { count: r.played }));
  if (r.settings) parts.push(t('settings.backup.addedSettings'));
  return t('settings.backup.restored', { what: formatList([...parts, t('settings.backup.nothingRemoved')]) });
}
