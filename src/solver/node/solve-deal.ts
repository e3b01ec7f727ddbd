// Solves one deal of a survey into a result line (shared by worker threads and the in-process run).
import { deal, solve } from '../../index.js';
import type { DealResult } from '../core/stats.js';
import type { GameId } from '../../engine/index.js';

export interface SurveyJob {
  game: GameId;
  deal: number;
  limitMs: number;
}

export function solveDeal(job: SurveyJob): DealResult {
  const r = solve(deal(job.game, job.deal), { timeLimitMs: job.limitMs });
  return { game: job.game, deal: job.deal, verdict: r.verdict, nodes: r.nodes, ms: r.ms, limitMs: job.limitMs };
}
