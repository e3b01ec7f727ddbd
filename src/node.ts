// The package's Node-only entry (`patience/node`): surveys of many deals on worker threads, their
// resumable results files and their summaries. Kept apart from `src/index.ts` so that the library
// itself stays free of Node APIs (the web app imports it). Like the library, it refuses bad arguments
// with a `PatienceError` only (each checked here, each object's fields read once), never changing them.
import { type Expected, GAME_IDS, type GameId, MAX_DEAL, PatienceError } from './index.js';
import * as survey from './node/survey.js';
import type { SurveyOptions } from './node/survey.js';
import * as stats from './solver/core/stats.js';
import type { DealResult, SurveySummary } from './solver/core/stats.js';

export type { DealResult, SurveyOptions, SurveySummary };

/** `name` must be what `expected` says (`from`, `upTo` and `games` fill its words). */
function bad(name: string, expected: Expected, more: { from?: number; upTo?: number; games?: string } = {}): PatienceError {
  return new PatienceError('bad-option', { key: 'must-be', name, expected, ...more }, name);
}

/** An object's own fields, each read once; undefined when `value` is not an object. */
function fieldsOf(value: unknown, name: string): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    if (Array.isArray(value)) return undefined;
    return Object.fromEntries(Object.keys(value).map((k) => [k, (value as Record<string, unknown>)[k]]));
  } catch {
    throw bad(name, 'readable-object');
  }
}

/** A list's items, each read once (at most `most`); undefined when `value` is not a list. */
function itemsOf(value: unknown, name: string, most: number): unknown[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    if (!Array.isArray(value)) return undefined;
    const length = (value as unknown[]).length;
    if (length > most) throw bad(name, 'short-list', { upTo: most });
    return Array.from({ length }, (_, i) => (value as unknown[])[i]);
  } catch (e) {
    throw e instanceof PatienceError ? e : bad(name, 'readable-list');
  }
}

function wholeNumber(value: unknown, name: string, least: number, most = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < least || value > most)
    throw bad(name, 'whole-number-between', { from: least, upTo: most });
  return value;
}

function positive(value: unknown, name: string): number {
  if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value)) throw bad(name, 'positive-number');
  return value;
}

function gameOf(value: unknown): GameId {
  if (typeof value !== 'string' || !(GAME_IDS as readonly string[]).includes(value))
    throw bad('game', 'one-of-games', { games: GAME_IDS.join(', ') });
  return value as GameId;
}

function fileOf(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.includes('\0')) throw bad('file', 'file-path');
  return value;
}

/** A file system error (a results file that cannot be read or written) as a PatienceError. */
function fileError(e: unknown): unknown {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code)
    ? new PatienceError('bad-option', { key: 'results-file', error: code }, 'file')
    : e;
}

/** Results already in `file` for this game and time limit, by deal number. A bad line is an error. */
export function readResults(file: string, game: GameId, limitMs: number): Map<number, DealResult> {
  const path = fileOf(file);
  const id = gameOf(game);
  const limit = positive(limitMs, 'limitMs');
  try {
    return survey.readResults(path, id, limit);
  } catch (e) {
    throw fileError(e);
  }
}

/** Solves deals first..first+count−1 (skipping those already in the file); resolves with all results. */
export async function runSurvey(options: SurveyOptions): Promise<DealResult[]> {
  const o = fieldsOf(options, 'options');
  if (o === undefined) throw bad('options', 'survey-options');
  const first = wholeNumber(o['first'], 'first', 1, MAX_DEAL);
  const checked: SurveyOptions = {
    game: gameOf(o['game']),
    first,
    count: wholeNumber(o['count'], 'count', 1, MAX_DEAL - first + 1),
    limitMs: positive(o['limitMs'], 'limitMs'),
    workers: wholeNumber(o['workers'], 'workers', 0, 256),
  };
  if (o['file'] !== undefined) checked.file = fileOf(o['file']);
  const onResult = o['onResult'];
  if (onResult !== undefined) {
    if (typeof onResult !== 'function') throw bad('onResult', 'function');
    checked.onResult = (r, done, total) => {
      try {
        Reflect.apply(onResult, undefined, [r, done, total]);
      } catch {
        throw new PatienceError('bad-option', { key: 'on-result-threw', deal: r.deal }, 'onResult');
      }
    };
  }
  try {
    return await survey.runSurvey(checked);
  } catch (e) {
    throw fileError(e);
  }
}

/** Wilson score interval of k successes in n trials, 95%. */
export function wilson(k: number, n: number): [number, number] {
  const trials = wholeNumber(n, 'n', 0);
  return stats.wilson(wholeNumber(k, 'k', 0, trials), trials);
}

/** The value below which `q` (0..1) of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  const values = itemsOf(sorted, 'sorted', 10_000_000);
  if (values === undefined || !values.every((v) => typeof v === 'number' && Number.isFinite(v))) throw bad('sorted', 'number-list');
  if (typeof q !== 'number' || !(q >= 0 && q <= 1)) throw bad('q', 'fraction');
  return stats.percentile(values as number[], q);
}

/** A survey's summary: each verdict counted, the win rate with its interval, times and positions searched. */
export function summarise(game: string, results: readonly DealResult[]): SurveySummary {
  if (typeof game !== 'string' || game.length > 40) throw bad('game', 'game-id');
  const items = itemsOf(results, 'results', 10_000_000);
  if (items === undefined) throw bad('results', 'result-list');
  const read = items.map((item, i): DealResult => {
    const r = fieldsOf(item, `results[${i}]`);
    const verdict = r?.['verdict'];
    if (r === undefined || (verdict !== 'winnable' && verdict !== 'unwinnable' && verdict !== 'unknown'))
      throw bad(`results[${i}]`, 'deal-result');
    const count = (name: string): number => {
      const x = r[name];
      if (typeof x !== 'number' || !(x >= 0) || !Number.isFinite(x)) throw bad(`results[${i}].${name}`, 'not-negative');
      return x;
    };
    return { game, deal: 0, verdict, nodes: count('nodes'), ms: count('ms'), limitMs: 0 };
  });
  return stats.summarise(game, read);
}
