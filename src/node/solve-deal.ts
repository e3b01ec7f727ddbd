// Solves one deal of a survey into a result line (shared by worker threads and the in-process run).
// A winning line is replayed through the public `applyMove` before it is counted, so a survey can never
// report a win the rules do not confirm.
import { type GameId, applyMove, deal, solve } from '../index.js';
import type { DealResult } from '../solver/core/stats.js';

export interface SurveyJob {
  game: GameId;
  deal: number;
  limitMs: number;
}

export function solveDeal(job: SurveyJob): DealResult {
  const start = deal(job.game, job.deal);
  const r = solve(start, { timeLimitMs: job.limitMs });
  const result: DealResult = { game: job.game, deal: job.deal, verdict: r.verdict, nodes: r.nodes, ms: r.ms, limitMs: job.limitMs };
  if (r.verdict === 'winnable') {
    // applyMove throws on an illegal move; a line that ends short of a win is a solver fault just the same.
    const end = r.moves!.reduce(applyMove, start);
    if (end.status !== 'won') throw new Error(`${job.game} deal ${job.deal}: the solver's line ends ${end.status}, not won`);
    result.moves = r.moves!.length;
  }
  return result;
}
