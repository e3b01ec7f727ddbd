// Owns the fair hint: the move to play now judged only on what the player can see or remember. It deals
// many arrangements of the unseen cards consistent with that knowledge (knowledge.ts), solves each one
// briefly with the ordinary solver (which then knows that arrangement's order: an optimistic judge, the
// "hindsight" estimate of the literature), and suggests the move that wins in the most arrangements.
//
// How, within about a second: phase 1 solves every arrangement from the position itself; the first move
// of each win found is a move that wins there (a vote). Phase 2 takes the few moves with the most votes
// and solves each arrangement again after each of them, where it is not yet known to win, so that each
// candidate's count is "arrangements in which a win starting with this move was found". Arrangements
// proved lost in phase 1 are lost after every move and are not searched again. Every solve has a node
// cap, so for a given seed the answer is the same on every machine unless the time limit cuts it short
// (then fewer arrangements are counted, and `samples` says how many).
import {
  type Card,
  type GameId,
  type GameRules,
  type Move,
  type Position,
  legalMoves,
  moveKey,
  sameMove,
  suggestMove,
} from '../../engine/index.js';
import { MAX_MOVES, type SearchState, search } from '../core/search.js';
import { solveWith, stateFor } from '../core/solve.js';
import { type Knowledge, knowledgeOf, sampleArrangement, seededRandom } from './knowledge.js';

/** A fair hint: the move, and in how many of the sampled arrangements a win starting with it was found. */
export interface FairHint {
  /** The suggested move; null only when there is no legal move. */
  move: Move | null;
  /** Arrangements (samples) won after this move. */
  wins: number;
  /** Arrangements counted (1 for an exact hint). */
  samples: number;
  /** wins / samples (0 when no sample was counted). */
  share: number;
  /** `exact`: nothing is hidden, the move starts a real win (share 1) or none was found (share 0). `sampled`: the above. */
  method: 'exact' | 'sampled';
}

export interface FairHintOptions {
  /** Arrangements of the unseen cards to deal (default per game, see DEFAULT_SAMPLES). */
  samples?: number;
  /** Time for the whole hint in milliseconds (default 1,000). */
  timeLimitMs?: number;
  /** Seed of the arrangements (default 1): the same seed, the same answer (within the time limit). */
  seed?: number;
  /** Positions searched per arrangement and move (default per game, see NODE_CAP). */
  nodeLimit?: number;
  /** Moves re-checked in phase 2 (default 3). */
  candidates?: number;
}

/**
 * Arrangements and positions per solve by default, chosen so that a hint takes about a second on one
 * core of the 2-core development machine (see the README's benchmark): the solver searches 0.1-3 million
 * positions a second depending on the game, and phase 2 solves up to `candidates` times more.
 */
export const DEFAULT_SAMPLES: Record<GameId, number> = {
  hamilton: 24,
  camelot: 24,
  hamlet: 1,
  'union-square': 24,
  'british-constitution': 24,
};
export const NODE_CAP: Record<GameId, number> = {
  hamilton: 50_000,
  camelot: 20_000,
  hamlet: 0,
  'union-square': 15_000,
  'british-constitution': 40_000,
};

/** Most positions a brief solve's table holds (its memory stays small: 12 bytes a slot). */
const BRIEF_TABLE = 1 << 18;

/** What a brief solve found: won (with the first move's code), lost (proved), or not known. */
type Brief = { verdict: 'winnable'; first: number | undefined } | { verdict: 'unwinnable' | 'unknown' };

/** Solves a search state briefly from where it stands. */
function brief(state: SearchState, nodeLimit: number, timeLimitMs: number): Brief {
  if (state.isWon()) return { verdict: 'winnable', first: undefined };
  const r = search(state, { nodeLimit, timeLimitMs: Math.max(1, timeLimitMs), maxPositions: BRIEF_TABLE });
  if (r.verdict === 'winnable') return { verdict: 'winnable', first: r.path![0] };
  return { verdict: r.verdict };
}

/** The public move of a code, decoded on the state's current position (listing its moves first). */
function decodeAt(state: SearchState, code: number): Move {
  const buf = new Int32Array(MAX_MOVES);
  state.moves(buf, 0);
  return state.decode(code);
}

/** Plays `move` on the state; false when it is not legal there (it always is: the visible cards are the same). */
function play(state: SearchState, move: Move): boolean {
  const buf = new Int32Array(MAX_MOVES);
  const n = state.moves(buf, 0);
  for (let i = 0; i < n; i++) {
    if (sameMove(state.decode(buf[i]!), move)) {
      state.make(buf[i]!);
      return true;
    }
  }
  return false;
}

/** The fair hint of a checked position of `rules`' game. */
export function fairHintWith(rules: GameRules, position: Position, options: FairHintOptions = {}): FairHint {
  const started = Date.now();
  const deadline = started + (options.timeLimitMs ?? 1000);
  const knowledge = knowledgeOf(rules, position);
  const moves = legalMoves(rules, position);
  if (moves.length === 0) return { move: null, wins: 0, samples: 0, share: 0, method: knowledge.unseen.length === 0 ? 'exact' : 'sampled' };
  if (knowledge.unseen.length === 0) return exactHint(rules, position, moves, deadline - Date.now());
  return sampledHint(rules, position, knowledge, moves, options, deadline);
}

/** Nothing hidden: the first move of a real win, or the plain hint's move when none was found in time. */
function exactHint(rules: GameRules, position: Position, moves: Move[], ms: number): FairHint {
  const r = solveWith(rules, position, { timeLimitMs: Math.max(1, ms) });
  if (r.verdict === 'winnable' && r.moves !== undefined && r.moves.length > 0) {
    return { move: r.moves[0]!, wins: 1, samples: 1, share: 1, method: 'exact' };
  }
  return { move: suggestMove(rules, position) ?? moves[0]!, wins: 0, samples: 1, share: 0, method: 'exact' };
}

function sampledHint(
  rules: GameRules,
  position: Position,
  knowledge: Knowledge,
  moves: Move[],
  options: FairHintOptions,
  deadline: number,
): FairHint {
  const count = options.samples ?? DEFAULT_SAMPLES[rules.id];
  const cap = options.nodeLimit ?? NODE_CAP[rules.id];
  const next = seededRandom(options.seed ?? 1);
  const arrangements: Position[] = [];
  for (let i = 0; i < count; i++) arrangements.push(sampleArrangement(position, knowledge, next));

  // Phase 1: each arrangement from here. wonBy[i]: keys of moves known to win arrangement i; lost[i]: proved lost.
  const wonBy: Set<string>[] = [];
  const lost: boolean[] = [];
  const votes = new Map<string, number>();
  let done = 0;
  for (const arrangement of arrangements) {
    if (Date.now() >= deadline && done > 0) break;
    const state = stateFor(rules, arrangement);
    const r = brief(state, cap, deadline - Date.now());
    const won = new Set<string>();
    if (r.verdict === 'winnable' && r.first !== undefined) {
      const key = moveKey(decodeAt(stateFor(rules, arrangement), r.first));
      won.add(key);
      votes.set(key, (votes.get(key) ?? 0) + 1);
    }
    wonBy.push(won);
    lost.push(r.verdict === 'unwinnable');
    done++;
  }

  // Phase 2: the moves with the most votes, checked on every arrangement counted so far.
  const byKey = new Map(moves.map((m) => [moveKey(m), m] as const));
  const order = moves.map((m) => moveKey(m)).filter((k) => (votes.get(k) ?? 0) > 0);
  order.sort((a, b) => votes.get(b)! - votes.get(a)!);
  const candidates = order.slice(0, options.candidates ?? 3);
  let counted = done;
  outer: for (let i = 0; i < done; i++) {
    if (lost[i]) continue;
    for (const key of candidates) {
      if (wonBy[i]!.has(key)) continue;
      if (Date.now() >= deadline) {
        counted = i;
        break outer;
      }
      const state = stateFor(rules, arrangements[i]!);
      if (!play(state, byKey.get(key)!)) continue;
      if (brief(state, cap, deadline - Date.now()).verdict === 'winnable') wonBy[i]!.add(key);
    }
  }

  let best: string | undefined;
  let bestWins = 0;
  for (const key of candidates) {
    let wins = 0;
    for (let i = 0; i < counted; i++) if (wonBy[i]!.has(key)) wins++;
    if (wins > bestWins) {
      best = key;
      bestWins = wins;
    }
  }
  if (best === undefined || counted === 0) {
    const move = suggestMove(rules, position) ?? moves[0]!;
    return { move, wins: 0, samples: counted, share: 0, method: 'sampled' };
  }
  return { move: byKey.get(best)!, wins: bestWins, samples: counted, share: bestWins / counted, method: 'sampled' };
}

/** The unseen cards of a position as the player knows them (for tests and the fair solve). */
export function unseenCards(rules: GameRules, position: Position): Card[] {
  return knowledgeOf(rules, position).unseen;
}
