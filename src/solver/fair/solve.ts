// Owns the fair verdict, `solve(position, { fair: true })`: "can this still be won?" judged only on what
// the player can see or remember. `unwinnable` only when no arrangement of the unseen cards wins;
// `winnable` only when every arrangement wins; otherwise `unknown` with the share of sampled arrangements
// the solver won (`fair: { wins, samples }`).
//
// How each answer is proved:
// - nothing hidden (Hamlet; a stock dealt out or wholly known): the thoughtful verdict is the fair one;
// - few unseen cards (at most ENUMERATE distinct arrangements): every arrangement is solved, so "all win"
//   and "none wins" are exact when every solve ends in a verdict;
// - a win found in a sample whose line never brings an unseen card into view wins whatever the stock
//   holds (each move's legality depends on the stock's length, never its order): `winnable`, with that line;
// - no sampled arrangement won: the relaxed search (relaxed.ts), in which the player chooses which unseen
//   card comes, may prove that none can.
// `moves` comes with `winnable` only when one line wins for every arrangement (the no-stock line, or a
// line of an enumeration that needs no stock): any other line would tell the player the stock's order.
import { type Card, type GameRules, type Move, type Position } from '../../engine/index.js';
import { search } from '../core/search.js';
import { type SolveResult, solveWith, stateFor } from '../core/solve.js';
import { NODE_CAP, lineToReveal } from './hint.js';
import { type Knowledge, knowledgeOf, sampleArrangement, seededRandom, withStock } from './knowledge.js';
import { relaxedSearch } from './relaxed.js';

export interface FairSolveOptions {
  /** Milliseconds in all (default 10,000). */
  timeLimitMs?: number;
  /** Positions searched per arrangement (default: four times the hint's cap of the game). */
  nodeLimit?: number;
  /** Arrangements to sample when they are too many to enumerate (default 32). */
  samples?: number;
  /** Seed of the sampled arrangements (default 1). */
  seed?: number;
}

/** Most arrangements solved one by one (5 distinct unseen cards give 120). */
export const ENUMERATE = 120;

/** The number of distinct orders of a multiset of cards, or Infinity when above `cap`. */
export function arrangementCount(cards: readonly Card[], cap: number): number {
  const counts = new Map<Card, number>();
  let total = 1;
  let n = 0;
  for (const card of cards) {
    const k = (counts.get(card) ?? 0) + 1;
    counts.set(card, k);
    n++;
    total = (total * n) / k;
    if (total > cap) return Number.POSITIVE_INFINITY;
  }
  return Math.round(total);
}

/** Every distinct order of a sorted multiset of cards. */
export function arrangements(sorted: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  const used = new Array<boolean>(sorted.length).fill(false);
  const line: Card[] = [];
  const walk = (): void => {
    if (line.length === sorted.length) {
      out.push(line.slice());
      return;
    }
    for (let i = 0; i < sorted.length; i++) {
      if (used[i] || (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1])) continue;
      used[i] = true;
      line.push(sorted[i]!);
      walk();
      line.pop();
      used[i] = false;
    }
  };
  walk();
  return out;
}

/** A brief thoughtful solve of one arrangement: its verdict and, when won, its line as codes. */
function solveArrangement(
  rules: GameRules,
  arrangement: Position,
  nodeLimit: number,
  ms: number,
): { verdict: string; path?: number[]; nodes: number } {
  const state = stateFor(rules, arrangement);
  if (state.isWon()) return { verdict: 'winnable', path: [], nodes: 0 };
  return search(state, { nodeLimit, timeLimitMs: Math.max(1, ms), maxPositions: 1 << 20 });
}

/** The line's moves when it never brings an unseen card into view (it then wins for every arrangement), else null. */
function stockFreeLine(rules: GameRules, arrangement: Position, path: number[]): Move[] | null {
  const { moves, whole } = lineToReveal(rules, arrangement, path);
  return whole ? moves : null;
}

export type FairSolveResult = SolveResult & { fair: { wins: number; samples: number } };

/** The fair verdict of a checked position of `rules`' game. */
export function fairSolveWith(rules: GameRules, position: Position, options: FairSolveOptions = {}): FairSolveResult {
  const started = Date.now();
  const limitMs = options.timeLimitMs ?? 10_000;
  const deadline = started + limitMs;
  const done = (verdict: SolveResult['verdict'], nodes: number, wins: number, samples: number, moves?: Move[]): FairSolveResult => {
    const ms = Date.now() - started;
    const base = moves === undefined ? { verdict, nodes, ms } : { verdict, moves, nodes, ms };
    return { ...base, fair: { wins, samples } };
  };
  const knowledge = knowledgeOf(rules, position);
  if (position.status !== 'playing' || knowledge.unseen.length === 0) {
    const r = solveWith(rules, position, { timeLimitMs: limitMs });
    return { ...r, fair: { wins: r.verdict === 'winnable' ? 1 : 0, samples: 1 } };
  }
  const cap = options.nodeLimit ?? NODE_CAP[rules.id] * 4;
  const count = arrangementCount(knowledge.unseen, ENUMERATE);
  if (count <= ENUMERATE) return enumerate(rules, position, knowledge, cap, deadline, done);

  // Sample, looking for a line that needs no stock; give the relaxed proof what is left.
  const next = seededRandom(options.seed ?? 1);
  const samples = options.samples ?? 32;
  const sampleDeadline = started + limitMs / 2;
  let wins = 0;
  let counted = 0;
  let nodes = 0;
  for (let i = 0; i < samples; i++) {
    if (counted > 0 && Date.now() >= sampleDeadline) break;
    const arrangement = sampleArrangement(position, knowledge, next);
    const r = solveArrangement(rules, arrangement, cap, (sampleDeadline - Date.now()) / (samples - i));
    nodes += r.nodes;
    counted++;
    if (r.verdict !== 'winnable') continue;
    wins++;
    const line = stockFreeLine(rules, arrangement, r.path!);
    if (line !== null) return done('winnable', nodes, wins, counted, line);
  }
  if (wins === 0) {
    const relaxed = relaxedSearch(rules, position, { nodeLimit: Number.POSITIVE_INFINITY, deadline });
    nodes += relaxed.nodes;
    if (relaxed.verdict === 'unwinnable') return done('unwinnable', nodes, 0, counted);
  }
  return done('unknown', nodes, wins, counted);
}

/** Every arrangement solved: exact answers when each solve ends in a verdict. */
function enumerate(
  rules: GameRules,
  position: Position,
  knowledge: Knowledge,
  cap: number,
  deadline: number,
  done: (verdict: SolveResult['verdict'], nodes: number, wins: number, samples: number, moves?: Move[]) => FairSolveResult,
): FairSolveResult {
  const all = arrangements(knowledge.unseen);
  let wins = 0;
  let lost = 0;
  let nodes = 0;
  let line: Move[] | null = null;
  for (let i = 0; i < all.length; i++) {
    const arrangement = withStock(position, knowledge, all[i]!);
    const r = solveArrangement(rules, arrangement, Math.max(cap, 100_000), (deadline - Date.now()) / (all.length - i));
    nodes += r.nodes;
    if (r.verdict === 'winnable') {
      wins++;
      line ??= stockFreeLine(rules, arrangement, r.path!);
    } else if (r.verdict === 'unwinnable') lost++;
  }
  const n = all.length;
  if (line !== null) return done('winnable', nodes, n, n, line);
  if (wins === n) return done('winnable', nodes, wins, n);
  if (lost === n) return done('unwinnable', nodes, 0, n);
  return done('unknown', nodes, wins, n);
}
