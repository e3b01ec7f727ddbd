// Owns the survey's arithmetic: counts of verdicts, the win rate with its 95% Wilson interval
// (unknown deals counted as lost for the lower bound and as won for the upper), and time percentiles.
import type { Verdict } from './search.js';

export interface DealResult {
  game: string;
  deal: number;
  verdict: Verdict;
  nodes: number;
  ms: number;
  /** The time limit the deal was solved under, in milliseconds. */
  limitMs: number;
  /** Length of the winning line, checked by replaying it through `applyMove` (winnable deals only). */
  moves?: number;
}

export interface SurveySummary {
  game: string;
  deals: number;
  won: number;
  lost: number;
  unknown: number;
  /** Wins among all deals surveyed. */
  winRate: number;
  /** 95% interval of the true win rate: Wilson's, with unknowns lost (low) and won (high). */
  interval: [number, number];
  medianMs: number;
  p95Ms: number;
  nodes: number;
}

const Z95 = 1.959963984540054;

/** Wilson score interval of k successes in n trials, 95%. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The value below which `q` (0..1) of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

export function summarise(game: string, results: readonly DealResult[]): SurveySummary {
  let won = 0;
  let lost = 0;
  let unknown = 0;
  let nodes = 0;
  for (const r of results) {
    if (r.verdict === 'winnable') won++;
    else if (r.verdict === 'unwinnable') lost++;
    else unknown++;
    nodes += r.nodes;
  }
  const n = results.length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    game,
    deals: n,
    won,
    lost,
    unknown,
    winRate: n === 0 ? 0 : won / n,
    interval: [wilson(won, n)[0], wilson(won + unknown, n)[1]],
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    nodes,
  };
}
