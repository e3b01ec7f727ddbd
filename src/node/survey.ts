// Owns a survey run: deals spread over worker threads, each result appended to a results file as it
// arrives (one JSON line per deal), so a stopped survey resumes where it was and can be grown later.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { type GameId, PatienceError } from '../index.js';
import type { DealResult } from '../solver/core/stats.js';
import { type SurveyJob, solveDeal } from './solve-deal.js';

export interface SurveyOptions {
  game: GameId;
  first: number;
  count: number;
  limitMs: number;
  /** Worker threads; 0 solves in this thread (tests). */
  workers: number;
  /** Results file (JSON lines), read first to skip deals already done, appended to as deals finish. */
  file?: string;
  onResult?: (result: DealResult, done: number, total: number) => void;
}

/** Results already in `file` for this game and time limit, by deal number. A bad line is an error. */
export function readResults(file: string, game: GameId, limitMs: number): Map<number, DealResult> {
  const done = new Map<number, DealResult>();
  if (!existsSync(file)) return done;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      let r: DealResult;
      try {
        r = JSON.parse(line) as DealResult;
      } catch {
        throw new PatienceError('bad-option', { key: 'results-line-json', line: i + 1 }, file);
      }
      if (typeof r !== 'object' || r === null || typeof r.deal !== 'number' || typeof r.verdict !== 'string') {
        throw new PatienceError('bad-option', { key: 'results-line-shape', line: i + 1 }, file);
      }
      if (r.game === game && r.limitMs === limitMs) done.set(r.deal, r);
    });
  return done;
}

/** Solves deals first..first+count−1 (skipping those already in the file); resolves with all results. */
export async function runSurvey(options: SurveyOptions): Promise<DealResult[]> {
  const known = options.file === undefined ? new Map<number, DealResult>() : readResults(options.file, options.game, options.limitMs);
  const results: DealResult[] = [];
  const todo: SurveyJob[] = [];
  for (let d = options.first; d < options.first + options.count; d++) {
    const r = known.get(d);
    if (r !== undefined) results.push(r);
    else todo.push({ game: options.game, deal: d, limitMs: options.limitMs });
  }
  const total = options.count;
  const record = (r: DealResult): void => {
    if (options.file !== undefined) appendFileSync(options.file, `${JSON.stringify(r)}\n`);
    results.push(r);
    options.onResult?.(r, results.length, total);
  };
  if (options.workers <= 0) {
    for (const job of todo) record(solveDeal(job));
  } else {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let running = 0;
      const url = new URL('./survey-worker.js', import.meta.url);
      const feed = (w: Worker): void => {
        if (next < todo.length) w.postMessage(todo[next++]);
        else {
          w.postMessage(null);
          running--;
          if (running === 0) resolve();
        }
      };
      const n = Math.min(options.workers, todo.length);
      if (n === 0) resolve();
      for (let i = 0; i < n; i++) {
        const w = new Worker(url);
        running++;
        w.on('message', (r: DealResult) => {
          record(r);
          feed(w);
        });
        w.on('error', reject);
        feed(w);
      }
    });
  }
  return results.sort((a, b) => a.deal - b.deal);
}
