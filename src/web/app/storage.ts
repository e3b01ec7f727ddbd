// Owns what the browser keeps: each game in progress (its history and time) under its own key in
// localStorage, plus which deal of each game was last played. A stored game is read like untrusted
// input: a bad one is refused with a reason, and nothing else stored is touched.
import { type GameId, type History, type Move, readRecord } from '../../index.js';

const PREFIX = 'patience/v1/';
const KEEP = 40;

export interface Saved {
  history: History;
  elapsedMs: number;
  savedAt: number;
}

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const gameKey = (game: GameId, deal: number): string => `${PREFIX}game/${game}/${deal}`;
const lastKey = (game: GameId): string => `${PREFIX}last/${game}`;

/** Saves a game; the oldest saved games beyond the newest 40 are let go. Storage errors are reported, not thrown. */
export function save(saved: Saved): string | null {
  const s = store();
  if (s === null) return 'this browser does not let the page save games';
  try {
    s.setItem(gameKey(saved.history.game, saved.history.deal), JSON.stringify(saved));
    s.setItem(lastKey(saved.history.game), String(saved.history.deal));
    prune(s);
    return null;
  } catch (e) {
    return `the game could not be saved (${(e as Error).message})`;
  }
}

function prune(s: Storage): void {
  const games: { key: string; at: number }[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key === null || !key.startsWith(`${PREFIX}game/`)) continue;
    try {
      const v = JSON.parse(s.getItem(key) ?? '') as { savedAt?: unknown };
      games.push({ key, at: typeof v.savedAt === 'number' ? v.savedAt : 0 });
    } catch {
      // An unreadable entry is left alone: it is reported when it is opened.
    }
  }
  games.sort((a, b) => b.at - a.at);
  for (const g of games.slice(KEEP)) s.removeItem(g.key);
}

/** The deal of a game last played, or null. */
export function lastDeal(game: GameId): number | null {
  const v = Number(store()?.getItem(lastKey(game)) ?? NaN);
  return Number.isInteger(v) && v >= 1 ? v : null;
}

/**
 * The saved game of a deal: null when there is none, a string saying why when the stored text is bad.
 * The history's moves are checked here; whether they are legal is checked by replaying them.
 */
export function load(game: GameId, deal: number): Saved | string | null {
  const text = store()?.getItem(gameKey(game, deal)) ?? null;
  if (text === null) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return 'the saved game is not valid JSON';
  }
  if (typeof v !== 'object' || v === null) return 'the saved game is not an object';
  const o = v as Record<string, unknown>;
  const h = o['history'] as Record<string, unknown> | undefined;
  if (typeof h !== 'object' || h === null || !Array.isArray(h['steps']) || typeof h['cursor'] !== 'number') {
    return 'the saved game has no readable history';
  }
  const steps = h['steps'] as unknown[];
  if (!steps.every((s) => Array.isArray(s) && s.length > 0)) return 'a step of the saved game is not a list of moves';
  const cursor = h['cursor'];
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > steps.length) return 'the saved game points past its own moves';
  try {
    // Checks game, deal, version and every move's shape; legality is checked by the replay that follows.
    const record = readRecord({
      game: h['game'],
      deal: h['deal'],
      ...(h['version'] === undefined ? {} : { version: h['version'] }),
      moves: steps.flat(),
    });
    if (record.game !== game || record.deal !== deal) return 'the saved game belongs to another deal';
    let i = 0;
    const canonical: Move[][] = steps.map((step) => record.moves.slice(i, (i += (step as unknown[]).length)));
    const history: History = { game, deal, steps: canonical, cursor };
    if (record.version !== undefined) history.version = record.version;
    const elapsed = typeof o['elapsedMs'] === 'number' && o['elapsedMs'] >= 0 ? o['elapsedMs'] : 0;
    return { history, elapsedMs: elapsed, savedAt: typeof o['savedAt'] === 'number' ? o['savedAt'] : 0 };
  } catch (e) {
    return (e as Error).message;
  }
}
