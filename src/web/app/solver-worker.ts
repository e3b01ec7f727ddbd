// Runs every search of the player's help off the main thread, so the table never stalls while it thinks.
// The protocol: the page sends one job at a time with an id; the worker answers with progress messages
// (for jobs made of several searches) and then one answer or one failure for that id. To stop a job the
// page ends the worker (a search is one synchronous call, so there is nothing gentler to interrupt).
import {
  type FairHint,
  type GameId,
  type GameRecord,
  type Move,
  type Position,
  type Review,
  type Verdict,
  deal,
  fairHint,
  randomDeal,
  reviewGame,
  solve,
  winnableDeals,
} from '../../index.js';

/** The jobs the worker takes, by kind. */
export interface Jobs {
  /** The fair hint: the move that wins in the most sampled arrangements of the unseen cards. */
  'fair-hint': { position: Position; timeLimitMs: number };
  /** The fair verdict: lost or won whatever the stock holds, else the sampled share. */
  'fair-verdict': { position: Position; timeLimitMs: number };
  /** The solver's verdict on a position, knowing the stock's order (a "peek"), with a winning line. */
  solve: { position: Position; timeLimitMs: number };
  /** The shipped list of deal numbers of a game proved winnable (kept out of the page's first load). */
  'winnable-list': { game: GameId };
  /** Random deal numbers of a game, each solved briefly, until one is proved winnable. */
  'find-winnable': { game: GameId; tries: number; timeLimitMs: number };
  /** The review of a game: the move after which no win was left, with progress as the bisection narrows. */
  review: { record: GameRecord; timeLimitMs: number };
}

/** The worker's answer to each kind of job. */
export interface Answers {
  'fair-hint': FairHint;
  'fair-verdict': { verdict: Verdict; fair: { wins: number; samples: number } | null };
  'winnable-list': { deals: number[] };
  solve: { verdict: Verdict; moves: Move[] | null; nodes: number; ms: number };
  'find-winnable': { deal: number | null; tried: number };
  review: Review;
}

export type JobKind = keyof Jobs;
export type Job = { [K in JobKind]: Jobs[K] & { kind: K } }[JobKind];

export interface SolverRequest {
  id: number;
  job: Job;
}

export type SolverReply =
  | { id: number; type: 'progress'; done: number; total: number; between?: [number, number] }
  | { id: number; type: 'answer'; answer: Answers[JobKind] }
  | { id: number; type: 'failed'; reason: string };

/** The most deal numbers `winnableDeals` gives at once. */
const LIST_PAGE = 10_000;

/** Does one job (exported for the unit tests, which run it without a worker). */
export function run(job: Job, progress: (done: number, total: number, between?: [number, number]) => void): Answers[JobKind] {
  switch (job.kind) {
    case 'fair-hint':
      return fairHint(job.position, { timeLimitMs: job.timeLimitMs });
    case 'fair-verdict': {
      const r = solve(job.position, { fair: true, timeLimitMs: job.timeLimitMs });
      return { verdict: r.verdict, fair: r.fair ?? null };
    }
    case 'winnable-list': {
      // The whole list, a page (the most the library gives at once) at a time.
      const deals: number[] = [];
      for (;;) {
        const page = winnableDeals(job.game, { count: LIST_PAGE, after: deals[deals.length - 1] ?? 0 });
        deals.push(...page);
        if (page.length < LIST_PAGE) return { deals };
      }
    }
    case 'solve': {
      const r = solve(job.position, { timeLimitMs: job.timeLimitMs });
      return { verdict: r.verdict, moves: r.moves ?? null, nodes: r.nodes, ms: r.ms };
    }
    case 'find-winnable': {
      for (let i = 0; i < job.tries; i++) {
        progress(i, job.tries);
        const n = randomDeal();
        if (solve(deal(job.game, n), { timeLimitMs: job.timeLimitMs }).verdict === 'winnable') return { deal: n, tried: i + 1 };
      }
      return { deal: null, tried: job.tries };
    }
    case 'review':
      // Each solve reports where the turn can still lie, so the page draws the game's chart as it narrows.
      return reviewGame(job.record, {
        timeLimitMs: job.timeLimitMs,
        onProgress: (p) => progress(p.solves, p.solves + p.left, p.between),
      });
  }
}

// The page's types describe a window; inside a dedicated worker `self` is the worker's own scope (and in
// the unit tests, under Node, there is none).
const scope = (typeof self === 'undefined' ? null : self) as unknown as {
  onmessage: ((e: MessageEvent<SolverRequest>) => void) | null;
  postMessage(reply: SolverReply): void;
} | null;

if (scope !== null)
  scope.onmessage = (e: MessageEvent<SolverRequest>): void => {
    const { id, job } = e.data;
    try {
      const answer = run(job, (done, total, between) =>
        scope.postMessage(between === undefined ? { id, type: 'progress', done, total } : { id, type: 'progress', done, total, between }),
      );
      scope.postMessage({ id, type: 'answer', answer });
    } catch (err) {
      // The library throws only PatienceError, whose message is a sentence naming the problem.
      scope.postMessage({ id, type: 'failed', reason: err instanceof Error ? err.message : String(err) });
    }
  };
