// Owns the hint's use of the solver: one worker, started on the first hint, asked for the first move of
// a win. Answers that come too late, or for a position no longer on the table, are dropped by the caller.
import type { Move, Position } from '../../index.js';
import type { HintAnswer, HintRequest } from './solver-worker.js';

/** How long the solver may think about a hint (the player is waiting). */
export const HINT_THINK_MS = 1200;

let worker: Worker | null | undefined;
let nextId = 1;

function start(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  return worker;
}

/** The solver's view of `position`, or null when no worker could run or it did not answer in time. */
export function askSolver(position: Position): Promise<{ verdict: HintAnswer['verdict']; first: Move | null } | null> {
  const w = start();
  if (w === null) return Promise.resolve(null);
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), HINT_THINK_MS + 1500);
    const onAnswer = (e: MessageEvent<HintAnswer>): void => {
      if (e.data.id === id) finish({ verdict: e.data.verdict, first: e.data.first });
    };
    const finish = (value: { verdict: HintAnswer['verdict']; first: Move | null } | null): void => {
      clearTimeout(timer);
      w.removeEventListener('message', onAnswer);
      resolve(value);
    };
    w.addEventListener('message', onAnswer);
    const request: HintRequest = { id, position, timeLimitMs: HINT_THINK_MS };
    w.postMessage(request);
  });
}
