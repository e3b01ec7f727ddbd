// Owns the running of a game's review in the page: one review at a time, in the solver worker's review lane,
// its state a signal that the end of a game's chart and the "Where did I go wrong?" dialog both follow. The
// loss dialog starts it (the chart is drawn as the review narrows); the dialog opened on the same moves takes
// it up where it is, running or done. A review's finding is kept with the game played (played.ts).
import { type Signal, signal } from '@preact/signals';
import { type GameRecord, type Move, type Position, type Review, openController } from '../../index.js';
import { t } from '../../i18n/index.js';
import { keepReview, markOf } from './played.js';
import { type Known, knownBetween, knownOf } from './review-words.js';
import type { Session } from './session.js';
import { type Task, reviewLane } from './solver-client.js';

/** The whole review's time (a Hamlet game of 150 moves takes a few seconds; README). */
export const REVIEW_LIMIT_MS = 20_000;

export interface Reviewed {
  session: Session;
  record: GameRecord;
  positions: Position[];
  review: Review;
}

export type Run =
  | { state: 'running'; done: number; total: number; between: [number, number] | null }
  | { state: 'done'; reviewed: Reviewed }
  | { state: 'failed'; cancelled: boolean };

export interface Job {
  session: Session;
  record: GameRecord;
  run: Signal<Run>;
}

let current: (Job & { task: Task<Review> | null }) | null = null;

export const sameMoves = (a: readonly Move[], b: readonly Move[], n = Math.max(a.length, b.length)): boolean =>
  a.length >= n && b.length >= n && JSON.stringify(a.slice(0, n)) === JSON.stringify(b.slice(0, n));

/**
 * The review of the session's game as it stands: the one running or done on the same moves, else a new one
 * (any other is cancelled). `again` starts afresh even so (after a failure).
 */
export function reviewOf(session: Session, again = false): Job {
  const record = session.record();
  const c = current;
  if (!again && c !== null && c.session === session && sameMoves(c.record.moves, record.moves) && c.run.peek().state !== 'failed') return c;
  c?.task?.cancel();
  const run = signal<Run>({ state: 'running', done: 0, total: 0, between: null });
  const job = { session, record, run, task: null as Task<Review> | null };
  current = job;
  const task = reviewLane.ask(
    'review',
    { record, timeLimitMs: REVIEW_LIMIT_MS },
    t('review.reviewing'),
    REVIEW_LIMIT_MS,
    (done, total, between) => {
      run.value = { state: 'running', done, total, between: between ?? null };
    },
  );
  job.task = task;
  void task.result.then((out) => {
    if (!out.ok) {
      if (!out.cancelled) console.warn('Patience: the review could not finish', out.reason);
      run.value = { state: 'failed', cancelled: out.cancelled };
      return;
    }
    const reviewed: Reviewed = { session, record, positions: openController(record).positions(), review: out.answer };
    if (session.attempt !== null) keepReview(session.attempt, record, markOf(out.answer));
    run.value = { state: 'done', reviewed };
  });
  return job;
}

/** Cancels the review running, if any (its state says so). */
export function cancelReview(): void {
  current?.task?.cancel();
}

/** Forgets the reviews of a session whose page has closed (a running one is cancelled). */
export function closeReviews(session: Session): void {
  if (current?.session !== session) return;
  current.task?.cancel();
  current = null;
}

/** The chart's knowledge: the review's once done, else what the bisection has narrowed so far. */
export function knownNow(run: Run, moves: number, endedLost: boolean): Known {
  if (run.state === 'done') return knownOf(markOf(run.reviewed.review), moves, endedLost);
  if (run.state === 'running' && run.between !== null) return knownBetween(run.between, moves, endedLost);
  return { won: -1, lost: endedLost ? moves : moves + 1 };
}
