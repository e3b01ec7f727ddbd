// Owns what the browser keeps, in localStorage (README: why not IndexedDB): each game in progress under its
// own key, which deal of each game was last played, the statistics of each game, and the settings. Every
// item carries a schema version (`schema`); an item of an older version is migrated in place, never dropped.
// Every stored item is read like untrusted input: one that cannot be read is set aside under a quarantine
// key (its text kept, the reason reported), and nothing else stored is touched. A write that fails (a full
// quota, a private window) is reported once: the player plays on, told that progress is not being saved.
import type { GameId, History, Move, Status, formatMoveList, parseMoveList, readRecord } from '../../index.js';
import { type Values, t } from '../../i18n/index.js';
import { CATALOG_IDS as GAME_IDS, MAX_DEAL, gameName } from './catalog.js';
import { type Assist, type Attempt, type GameStats, emptyStats, readStats, undoChanges } from './stats.js';

/** The schema this version writes. 1: the items of the first version (no `schema` field). */
export const SCHEMA = 2;
/**
 * Schema 3: a saved game whose moves are kept as text (the link notation, steps apart by spaces), about ten
 * times smaller; written only for a game too large for the browser in the plain form, so that a version
 * reading schema 2 sees every other item as it always did.
 */
export const COMPACT = 3;
/** The namespace of every key (the `v1` is part of the name, kept so that no old item is stranded). */
export const PREFIX = 'patience/v1/';
export const QUARANTINE = `${PREFIX}quarantine/`;
/** Saved games kept beyond the last deal of each game: the newest this many. */
const KEEP = 60;

export interface Saved {
  history: History;
  elapsedMs: number;
  savedAt: number;
  /** Counts the writes of this game (two tabs: a write over a newer one is refused). */
  rev: number;
  /** The statistics attempt this game belongs to, or null before its first move. */
  attempt: string | null;
  /** Help asked for before the first move (it counts for the attempt that move begins). */
  assists: Assist[];
  /** The position's status at this save (absent in a save of an older version): the home page's Continue reads it. */
  status?: Status;
}

/** What storage needs of the library to read and write a saved game in full: the record's check and the move notation. */
export interface RecordCodec {
  readRecord: typeof readRecord;
  parseMoveList: typeof parseMoveList;
  formatMoveList: typeof formatMoveList;
}

let codec: RecordCodec | null = null;

/**
 * Hands storage the library's codec (records.ts does, and the game's code and the backup import it). The first
 * load reads no saved game in full (the home page asks `inPlay`), so it carries no engine.
 */
export function useRecords(c: RecordCodec): void {
  codec = c;
}

function records(): RecordCodec {
  if (codec === null) throw new Error('a saved game is read in full only once the library is loaded (records.ts)');
  return codec;
}

// ---------------------------------------------------------------------------------------------------
// Reports: the app shows them (ui.say); tests read them from the page. A report comes as what says its
// words (the catalogue's storage area, which is not in the first load's chunk): the app says them once the
// rest of the language's messages are in.

type Listener = (words: () => string, kind: 'unsaved' | 'quarantine' | 'migrated' | 'saved') => void;
let listener: Listener = () => undefined;
/** The keys whose last write failed: reported once, and "saved again" only when every one of them is written. */
const failing = new Set<string>();
/** Items of a newer schema already reported (each once a page). */
const toldNewer = new Set<string>();

export function onReport(f: Listener): void {
  listener = f;
}

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** True when a write failed and the item has not been written since: the player is playing without saving. */
export function unsaved(): boolean {
  return failing.size > 0;
}

function wrote(key: string, ok: boolean, why = ''): void {
  if (!ok) {
    console.warn(`Patience: ${key} was not saved`, why);
    if (failing.size === 0) listener(() => t('storage.unsaved'), 'unsaved');
    failing.add(key);
  } else if (failing.delete(key) && failing.size === 0) {
    listener(() => t('storage.savedAgain'), 'saved');
  }
  if (ok && (key.startsWith(`${PREFIX}game/`) || key.startsWith(`${PREFIX}stats/`))) askToKeep();
}

let asked = false;
/**
 * Once the player has something to lose (a game or statistics saved), the browser is asked to keep this
 * site's storage rather than clear it when space runs short (`navigator.storage.persist()`; the browser may
 * say no, and nothing changes then).
 */
function askToKeep(): void {
  if (asked || typeof navigator === 'undefined' || navigator.storage?.persist === undefined) return;
  asked = true;
  void navigator.storage
    .persisted()
    .then((kept) => (kept ? true : navigator.storage.persist()))
    .catch(() => false);
}

/** True when a stored text is an item of a schema newer than this version reads. */
function newer(raw: string | null): boolean {
  if (raw === null) return false;
  try {
    const v = JSON.parse(raw) as { schema?: unknown };
    return typeof v === 'object' && v !== null && typeof v.schema === 'number' && v.schema > COMPACT;
  } catch {
    return false;
  }
}

/** Says once that an item of a newer version is kept as it is (this version neither reads nor changes it). */
function keptNewer(key: string): void {
  if (toldNewer.has(key)) return;
  toldNewer.add(key);
  const item = itemOf(key);
  listener(() => (item['item'] === 'game' ? t('storage.newerGame', item) : t('storage.newer', item)), 'quarantine');
}

/** Writes an item as it is; the reason when the browser refuses, else null. */
function write(key: string, value: object): string | null {
  const s = store();
  if (s === null) return 'the page may not use storage'; // i18n-ignore: a diagnostic, for the console only
  try {
    s.setItem(key, JSON.stringify(value));
    return null;
  } catch (e) {
    return String(e);
  }
}

/**
 * Writes an item with its schema version; false (reported) when the browser refuses, or when the item there
 * was saved by a newer version (it is kept: this version never writes over what it cannot read).
 */
function put(key: string, value: object): boolean {
  if (newer(text(key))) {
    keptNewer(key);
    return false;
  }
  const why = write(key, { schema: SCHEMA, ...value });
  wrote(key, why === null, why ?? '');
  return why === null;
}

function text(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to do: the item stays, and is read again next time.
  }
}

/**
 * What the player calls an item, as the values of the reports' messages: its kind (`item`, a select of each
 * report: game, last, stats, settings, winnable, played, other), its game's name and its deal.
 */
function itemOf(key: string): Values {
  const [kind = '', game, deal = ''] = key.slice(PREFIX.length).split('/');
  const known = GAME_IDS.find((g) => g === game);
  if (kind === 'settings' || kind === 'played') return { item: kind, game: '', deal: '' };
  if (known === undefined || !['game', 'last', 'stats', 'winnable'].includes(kind)) return { item: 'other', game: '', deal: '' };
  return { item: kind, game: gameName(known), deal };
}

/** Items set aside kept per key (the newest), and the characters all of them may take together. */
export const QUARANTINE_KEEP = 3;
export const QUARANTINE_CHARS = 500_000;

/**
 * Sets an unreadable item aside: its text goes under a quarantine key (with the reason and the time) and
 * the item itself is removed, so it can no longer stand in the way. If the quarantine cannot be written,
 * the item is left where it is. Reported either way, in plain words (the key and the reason go to the
 * console). Older items set aside are let go beyond the bounds (`pruneQuarantine`).
 */
function quarantine(key: string, raw: string, reason: string): void {
  const at = Date.now();
  const aside = `${QUARANTINE}${key.slice(PREFIX.length)}@${at}`;
  const s = store();
  let kept = false;
  try {
    s?.setItem(aside, JSON.stringify({ schema: SCHEMA, key, reason, at, text: raw }));
    kept = s !== null;
  } catch {
    kept = false;
  }
  if (kept) {
    remove(key);
    pruneQuarantine();
  }
  console.warn(`Patience: ${key} could not be read (${reason}); ${kept ? `set aside as ${aside}` : 'left in place'}`);
  const item = itemOf(key);
  listener(() => (kept ? t('storage.setAside', item) : t('storage.leftAsStored', item)), 'quarantine');
}

/**
 * Bounds what is set aside, so a bad item that keeps coming back cannot fill the quota: the newest
 * QUARANTINE_KEEP of each key are kept, and while all of them together pass QUARANTINE_CHARS the older
 * ones of each key go, oldest first (the newest of each key stays).
 */
export function pruneQuarantine(): void {
  const s = store();
  if (s === null) return;
  const items: { key: string; of: string; at: number; size: number }[] = [];
  try {
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k === null || !k.startsWith(QUARANTINE)) continue;
      const at = k.lastIndexOf('@');
      items.push({ key: k, of: k.slice(0, at), at: Number(k.slice(at + 1)) || 0, size: k.length + (s.getItem(k)?.length ?? 0) });
    }
  } catch {
    return;
  }
  items.sort((a, b) => b.at - a.at);
  const perKey = new Map<string, number>();
  let total = 0;
  for (const item of items) {
    const n = (perKey.get(item.of) ?? 0) + 1;
    perKey.set(item.of, n);
    total += item.size;
    if (n > QUARANTINE_KEEP || (n > 1 && total > QUARANTINE_CHARS)) remove(item.key);
  }
}

/** The keys stored under the prefix (a copy: migrating changes the list). */
function keys(): string[] {
  const s = store();
  const out: string[] = [];
  if (s === null) return out;
  try {
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k !== null && k.startsWith(PREFIX) && !k.startsWith(QUARANTINE)) out.push(k);
    }
  } catch {
    // A browser that refuses storage has nothing stored.
  }
  return out;
}

/**
 * Reads an item: JSON parsed, its schema checked, an older one migrated (written back under the same key),
 * then checked by `read`. A bad item is quarantined and null returned; a newer one is left alone.
 * `older` turns the item of schema `from` into the current shape.
 */
function get<T>(key: string, read: (v: Record<string, unknown>) => T | string, older: (v: unknown) => unknown): T | null {
  const raw = text(key);
  if (raw === null) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    quarantine(key, raw, 'it is not valid JSON'); // i18n-ignore: a diagnostic, for the console and the record set aside
    return null;
  }
  const schema = typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>)['schema'] : undefined;
  let migrated = false;
  if (schema === undefined) {
    v = older(v);
    migrated = true;
  } else if (typeof schema !== 'number' || !Number.isInteger(schema) || schema < 1) {
    quarantine(key, raw, 'its schema version is not a number'); // i18n-ignore: a diagnostic, as above
    return null;
  } else if (schema > COMPACT) {
    keptNewer(key);
    return null;
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    quarantine(key, raw, 'it is not an object'); // i18n-ignore: a diagnostic, as above
    return null;
  }
  const value = read(v as Record<string, unknown>);
  if (typeof value === 'string') {
    quarantine(key, raw, value);
    return null;
  }
  if (migrated) {
    const { schema: _, ...rest } = v as Record<string, unknown>;
    // The migrated item replaces the old one only when it can be written; else the old one stays.
    put(key, rest);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Saved games.

const gameKey = (game: GameId, deal: number): string => `${PREFIX}game/${game}/${deal}`;
const lastKey = (game: GameId): string => `${PREFIX}last/${game}`;
export const statsKey = (game: GameId): string => `${PREFIX}stats/${game}`;
export const SETTINGS_KEY = `${PREFIX}settings`;

/** Checks a saved game (schema 2); legality is checked by replaying it. */
function readSaved(game: GameId, deal: number) {
  const { readRecord } = records();
  return (o: Record<string, unknown>): Saved | string => {
    const h = o['history'] as Record<string, unknown> | undefined;
    if (typeof h !== 'object' || h === null || typeof h['cursor'] !== 'number') return t('storage.saved.noHistory');
    const steps = typeof h['moves'] === 'string' ? stepsOfText(h['moves']) : h['steps'];
    if (typeof steps === 'string') return steps;
    if (!Array.isArray(steps)) return t('storage.saved.noHistory');
    if (!steps.every((s) => Array.isArray(s) && s.length > 0)) return t('storage.saved.badStep');
    const cursor = h['cursor'];
    if (!Number.isInteger(cursor) || cursor < 0 || cursor > steps.length) return t('storage.saved.pastMoves');
    try {
      // Checks game, deal, version and every move's shape; legality is checked by the replay that follows.
      const record = readRecord({
        game: h['game'],
        deal: h['deal'],
        ...(h['version'] === undefined ? {} : { version: h['version'] }),
        moves: steps.flat(),
      });
      if (record.game !== game || record.deal !== deal) return t('storage.saved.otherDeal');
      let i = 0;
      const canonical: Move[][] = steps.map((step) => record.moves.slice(i, (i += (step as unknown[]).length)));
      const history: History = { game, deal, steps: canonical, cursor };
      if (record.version !== undefined) history.version = record.version;
      const num = (k: string): number => (typeof o[k] === 'number' && (o[k] as number) >= 0 ? (o[k] as number) : 0);
      const attempt = typeof o['attempt'] === 'string' ? o['attempt'] : null;
      const assists = Array.isArray(o['assists']) ? (o['assists'] as unknown[]).filter((x): x is Assist => typeof x === 'string') : [];
      const status = STATUSES.find((x) => x === o['status']);
      return {
        history,
        elapsedMs: num('elapsedMs'),
        savedAt: num('savedAt'),
        rev: num('rev'),
        attempt,
        assists,
        ...(status && { status }),
      };
    } catch (e) {
      return (e as Error).message;
    }
  };
}

const STATUSES: readonly Status[] = ['playing', 'won', 'lost'];

/** The steps of a compact game (schema 3): the link notation of each step, steps apart by spaces. */
function stepsOfText(text: string): Move[][] | string {
  const { parseMoveList } = records();
  const steps: Move[][] = [];
  for (const part of text === '' ? [] : text.split(' ')) {
    const moves = parseMoveList(part);
    if (typeof moves === 'string' || moves.length === 0) return t('storage.saved.stepNotMoves', { step: steps.length + 1 });
    steps.push(moves);
  }
  return steps;
}

/** A saved game in the compact form of schema 3. */
function compact(saved: Saved): object {
  const { steps, ...history } = saved.history;
  const { formatMoveList } = records();
  return { ...saved, schema: COMPACT, history: { ...history, moves: steps.map((step) => formatMoveList(step)).join(' ') } };
}

/** Schema 1 → 2: a saved game gains its write count and its (unknown) attempt. */
function olderGame(v: unknown): unknown {
  return typeof v === 'object' && v !== null ? { rev: 0, attempt: null, assists: [], ...v } : v;
}

export type SaveResult = { ok: true; rev: number } | { ok: false; problem: string } | { ok: false; newer: Saved };

/**
 * Saves a game over the revision it was read at (`saved.rev`). When another tab has saved the same deal
 * since, nothing is written and the newer game is returned: the caller takes it up and says so. A save
 * `clockOnly` (nothing but the time differs from the game's last kept save) keeps its revision. A game the
 * browser refuses in the plain form (too large for its quota) is written compactly (schema 3). A move that
 * is not kept is not counted either: what the statistics were told since this game's last save is undone
 * (`undoUnkept`).
 */
export function save(saved: Saved, clockOnly = false): SaveResult {
  const result = keep(saved, clockOnly);
  const unkept = !result.ok && !('problem' in result && result.problem === 'not saved');
  settle(saved.history.game, unkept ? saved.attempt : null);
  return result;
}

function keep(saved: Saved, clockOnly: boolean): SaveResult {
  const { game, deal } = saved.history;
  const key = gameKey(game, deal);
  // Only the write count is read here (a long game is not checked again on every move); a newer game, or
  // one that is not JSON, is read in full (the newer one taken up, a bad one set aside).
  const raw = text(key);
  let stored = 0;
  if (raw !== null) {
    try {
      const v = JSON.parse(raw) as { rev?: unknown; schema?: unknown };
      if (typeof v.schema === 'number' && v.schema > COMPACT) {
        keptNewer(key);
        return { ok: false, problem: 'saved by a newer version' }; // i18n-ignore: a diagnostic, never shown
      }
      stored = typeof v.rev === 'number' ? v.rev : 0;
    } catch {
      load(game, deal);
    }
  }
  if (stored > saved.rev) {
    const newer = load(game, deal);
    if (newer !== null && typeof newer !== 'string') return { ok: false, newer };
  }
  // A save that changes nothing but the clock (a tab hidden or closed) keeps the revision: another tab that
  // plays on meanwhile has not missed a move, and its save is not refused for it.
  const rev = clockOnly && raw !== null && stored === saved.rev ? stored : Math.max(saved.rev, stored) + 1;
  if (!writeGame({ ...saved, rev })) return { ok: false, problem: 'not saved' };
  put(lastKey(game), { deal });
  prune();
  return { ok: true, rev };
}

/** Writes a game as it is (the plain form, else the compact one); false (reported) when the browser refuses both. */
function writeGame(saved: Saved): boolean {
  const key = gameKey(saved.history.game, saved.history.deal);
  let why = write(key, { schema: SCHEMA, ...saved });
  if (why !== null && store() !== null) why = write(key, compact(saved));
  wrote(key, why === null, why ?? '');
  return why === null;
}

/** A saved game read from untrusted data (a backup file): its shape checked, or the reason it is refused. */
export function readSavedGame(v: unknown): Saved | string {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return t('storage.saved.notObject');
  const h = (v as Record<string, unknown>)['history'] as Record<string, unknown> | undefined;
  const game = GAME_IDS.find((g) => g === h?.['game']);
  if (game === undefined || !isDeal(h?.['deal'])) return t('storage.saved.noGame');
  return readSaved(game, h['deal'])(v as Record<string, unknown>);
}

/** Every saved game that reads (one that does not is set aside on the way, as when it is opened). */
export function savedGames(): Saved[] {
  const out: Saved[] = [];
  for (const key of keys()) {
    const [kind, game, deal] = key.slice(PREFIX.length).split('/');
    const g = GAME_IDS.find((x) => x === game);
    if (kind !== 'game' || g === undefined || deal === undefined || !/^\d+$/.test(deal)) continue;
    const v = load(g, Number(deal));
    if (v !== null && typeof v !== 'string') out.push(v);
  }
  return out;
}

/**
 * Keeps a game from a backup: written when no game of its deal is stored, or when the stored one's moves are
 * where the backup's began (the backup went further along the same line). Otherwise the stored game stays.
 * True when written.
 */
export function restoreGame(saved: Saved, takes: (kept: Saved | null) => boolean): boolean {
  const { game, deal } = saved.history;
  const key = gameKey(game, deal);
  if (newer(text(key))) return false;
  const kept = load(game, deal);
  if (typeof kept === 'string' && text(key) !== null) return false;
  const mine = typeof kept === 'string' ? null : kept;
  if (!takes(mine)) return false;
  return writeGame({ ...saved, rev: (mine?.rev ?? 0) + 1 });
}

/** The last deal of each game, restored from a backup where none is kept here. */
export function restoreLastDeal(game: GameId, deal: number): boolean {
  return lastDeal(game) === null && isDeal(deal) && put(lastKey(game), { deal });
}

/** The write count of the stored game of a deal (0: none): a record taken up over it (a link, an import) writes after it. */
export function savedRev(game: GameId, deal: number): number {
  const v = text(gameKey(game, deal)) === null ? null : load(game, deal);
  return v !== null && typeof v !== 'string' ? v.rev : 0;
}

/** Lets the oldest saved games go beyond the newest KEEP, never the last deal of a game. */
function prune(): void {
  const s = store();
  if (s === null) return;
  const last = new Set(GAME_IDS.map((g) => lastDeal(g)).map((d, i) => (d === null ? '' : gameKey(GAME_IDS[i]!, d))));
  const candidates = keys().filter((key) => key.startsWith(`${PREFIX}game/`) && !last.has(key));
  // Counted first, read only when there are too many: a save reads no other game.
  if (candidates.length <= KEEP) return;
  const games: { key: string; at: number }[] = [];
  for (const key of candidates) {
    try {
      const v = JSON.parse(s.getItem(key) ?? '') as { savedAt?: unknown };
      games.push({ key, at: typeof v.savedAt === 'number' ? v.savedAt : 0 });
    } catch {
      // An unreadable entry is left alone: it is set aside when it is opened.
    }
  }
  if (games.length <= KEEP) return;
  games.sort((a, b) => b.at - a.at);
  for (const g of games.slice(KEEP)) remove(g.key);
}

/** A deal number the engine deals (1 to MAX_DEAL): anything else stored is set aside, never followed. */
function isDeal(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= MAX_DEAL;
}

/** The deal of a game last played, or null. */
export function lastDeal(game: GameId): number | null {
  return get(
    lastKey(game),
    (o) => (isDeal(o['deal']) ? o['deal'] : 'it names no deal'), // i18n-ignore: a diagnostic, for the console and the record set aside
    // Schema 1 stored the bare number.
    (v) => (typeof v === 'number' ? { deal: v } : v),
  );
}

/**
 * The saved game of a deal: null when there is none, a string saying why when the stored item was bad
 * (it has been set aside by then). An item of the first schema is migrated.
 */
export function load(game: GameId, deal: number): Saved | string | null {
  const key = gameKey(game, deal);
  if (text(key) === null) return null;
  let reason: string | null = null;
  const before = listener;
  listener = (words, kind) => {
    if (kind === 'quarantine') reason = words();
    before(words, kind);
  };
  try {
    const v = get(key, readSaved(game, deal), olderGame);
    return v ?? reason ?? 'the saved game could not be read'; // i18n-ignore: a diagnostic, never shown (the report was)
  } finally {
    listener = before;
  }
}

/**
 * Whether the saved game of a deal is begun (a move on the board) and still playing, read without the library
 * from what its last save wrote: the home page's Continue. Undefined when the item cannot say so (saved by an
 * older version, or not readable): the caller then reads it in full (`load`), which migrates or sets it aside.
 */
export function inPlay(game: GameId, deal: number): boolean | undefined {
  const raw = text(gameKey(game, deal));
  if (raw === null) return false;
  try {
    const v = JSON.parse(raw) as { schema?: unknown; status?: unknown; history?: { cursor?: unknown } };
    const cursor = v.history?.cursor;
    const status = STATUSES.find((x) => x === v.status);
    if (typeof v.schema !== 'number' || v.schema < SCHEMA || v.schema > COMPACT) return undefined;
    if (status === undefined || typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0) return undefined;
    return cursor > 0 && status === 'playing';
  } catch {
    return undefined;
  }
}

/** True when a stored game is of the first schema: it is migrated by replaying it, so the library is needed at start. */
export function oldGamesStored(): boolean {
  return keys().some((key) => {
    if (!key.startsWith(`${PREFIX}game/`)) return false;
    try {
      const v = JSON.parse(text(key) ?? '') as unknown;
      return typeof v !== 'object' || v === null || Array.isArray(v) || !('schema' in v);
    } catch {
      return false;
    }
  });
}

/** Sets a saved game aside that turned out unplayable (a move the engine refuses on replay). */
export function setAside(game: GameId, deal: number, reason: string): void {
  const key = gameKey(game, deal);
  const raw = text(key);
  if (raw !== null) quarantine(key, raw, reason);
}

// ---------------------------------------------------------------------------------------------------
// Statistics: one item per game, changed by reading it afresh, changing it and writing it back, so two tabs
// add to one record rather than write over each other.

export function readGameStats(game: GameId): GameStats {
  return (
    get(
      statsKey(game),
      (o) => {
        const s = readStats(o);
        if (typeof s === 'string') return s;
        return s.game === game ? s : 'it belongs to another game'; // i18n-ignore: a diagnostic, for the console and the record set aside
      },
      (v) => v,
    ) ?? emptyStats(game)
  );
}

/**
 * What each change of a game's statistics since its last save did, attempt by attempt (the attempt before
 * the change, null when the change began it). A save refused (another tab's newer save, an item of a newer
 * version) undoes the changes that touched the refused game's attempt: only what is kept is counted.
 */
const journal = new Map<GameId, Map<string, Attempt | null>[]>();

export function changeGameStats(game: GameId, f: (s: GameStats) => GameStats): GameStats {
  const before = readGameStats(game);
  const after = f(before);
  if (after !== before && put(statsKey(game), after)) {
    const was = new Map(before.attempts.map((a) => [a.id, a]));
    const changed = new Map<string, Attempt | null>();
    for (const a of after.attempts) if (was.get(a.id) !== a) changed.set(a.id, was.get(a.id) ?? null);
    if (changed.size > 0) journal.set(game, [...(journal.get(game) ?? []), changed]);
  }
  return after;
}

/**
 * The statistics a session has just told of a change whose save was kept (a move is saved in its own task and
 * counted in the next, session.ts): the journal of `game` is let go, so that a later save refused (another
 * tab saved since) does not undo the count of a move that was kept.
 */
export function countedKept(game: GameId): void {
  journal.delete(game);
}

/** After a save of a game: the journal is let go, its changes touching `unkept` (an attempt) undone first. */
function settle(game: GameId, unkept: string | null): void {
  const changes = (journal.get(game) ?? []).filter((c) => unkept !== null && c.has(unkept));
  journal.delete(game);
  if (changes.length === 0) return;
  const stats = readGameStats(game);
  const undone = undoChanges(stats, changes);
  if (undone !== stats) put(statsKey(game), undone);
}

export function writeGameStats(stats: GameStats): boolean {
  return put(statsKey(stats.game), stats);
}

// ---------------------------------------------------------------------------------------------------
// Deals this browser's solver proved winnable (assist.tsx's "winnable deals only"): `{ schema, deals }`; the
// first version kept the bare list.

const foundKey = (game: GameId): string => `${PREFIX}winnable/${game}`;

export function readFoundDeals(game: GameId): number[] {
  return (
    get(
      foundKey(game),
      // i18n-ignore: a diagnostic, for the console and the record set aside
      (o) => (Array.isArray(o['deals']) && o['deals'].every(isDeal) ? (o['deals'] as number[]) : 'it is not a list of deal numbers'),
      (v) => (Array.isArray(v) ? { deals: v } : v),
    ) ?? []
  );
}

export function writeFoundDeals(game: GameId, deals: readonly number[]): boolean {
  return put(foundKey(game), { deals });
}

// ---------------------------------------------------------------------------------------------------
// The games kept to replay (played.ts, which checks each entry): `{ schema, games }`, oldest first.

const PLAYED_KEY = `${PREFIX}played`;

export function readPlayedItem<T>(read: (o: Record<string, unknown>) => T | string): T | null {
  return get(PLAYED_KEY, read, (v) => v);
}

export function writePlayedItem(value: object): boolean {
  return put(PLAYED_KEY, value);
}

// ---------------------------------------------------------------------------------------------------
// Settings (the checking of each field is settings.ts's).

export function readSettingsItem(): Record<string, unknown> | null {
  return get(
    SETTINGS_KEY,
    (o) => o,
    (v) => v,
  );
}

export function writeSettingsItem(value: object): boolean {
  return put(SETTINGS_KEY, value);
}

// ---------------------------------------------------------------------------------------------------

/**
 * Looks at every stored item once at start: items of the first schema are migrated and items that are not
 * JSON set aside (an item of the current schema is checked in full when it is first read). Returns how
 * many were migrated.
 */
export function migrateAll(): number {
  let migrated = 0;
  for (const key of keys()) {
    const raw = text(key);
    if (raw === null) continue;
    let old = false;
    try {
      const v = JSON.parse(raw) as unknown;
      old = typeof v !== 'object' || v === null || Array.isArray(v) || !('schema' in v);
      if (!old) continue;
    } catch {
      old = false;
    }
    const [kind, game, deal] = key.slice(PREFIX.length).split('/');
    const g = GAME_IDS.find((x) => x === game);
    if (kind === 'game' && g !== undefined && deal !== undefined && /^\d+$/.test(deal)) load(g, Number(deal));
    else if (kind === 'last' && g !== undefined) lastDeal(g);
    else if (kind === 'stats' && g !== undefined) readGameStats(g);
    else if (kind === 'settings') readSettingsItem();
    else if (kind === 'winnable' && g !== undefined) readFoundDeals(g);
    else continue;
    const after = text(key);
    if (old && after !== null && after !== raw) migrated++;
  }
  if (migrated > 0) listener(() => t('storage.migrated', { count: migrated }), 'migrated');
  return migrated;
}

/** Calls back when another tab changes a stored item (the `storage` event fires in every other tab). */
export function watch(f: (key: string | null) => void): () => void {
  const on = (e: StorageEvent): void => {
    if (e.key === null || e.key.startsWith(PREFIX)) f(e.key);
  };
  window.addEventListener('storage', on);
  return () => window.removeEventListener('storage', on);
}

export { gameKey };
