// Runs the solver off the main thread for the hint, so the table never stalls while it thinks.
// Asked with a position, it answers with the verdict and, for a win, the first move of the winning line.
import { type Move, type Position, solve } from '../../index.js';

export interface HintRequest {
  id: number;
  position: Position;
  timeLimitMs: number;
}

export interface HintAnswer {
  id: number;
  verdict: 'winnable' | 'unwinnable' | 'unknown';
  first: Move | null;
}

// The page's types describe a window; inside a dedicated worker `self` is the worker's own scope.
const scope = self as unknown as { onmessage: ((e: MessageEvent<HintRequest>) => void) | null; postMessage(answer: HintAnswer): void };

scope.onmessage = (e: MessageEvent<HintRequest>): void => {
  const { id, position, timeLimitMs } = e.data;
  let answer: HintAnswer;
  try {
    const r = solve(position, { timeLimitMs });
    answer = { id, verdict: r.verdict, first: r.moves?.[0] ?? null };
  } catch {
    // A position the solver cannot take is simply no help: the page falls back on the engine's hint.
    answer = { id, verdict: 'unknown', first: null };
  }
  scope.postMessage(answer);
};
