// Owns the fair hint: the move to play now judged only on what the player can see or remember. It deals
// many arrangements of the unseen cards consistent with that knowledge (knowledge.ts), solves each one
// briefly with the ordinary solver (which then knows that arrangement's order: an optimistic judge, the
// "hindsight" estimate of the literature), and suggests the move that wins in the most arrangements.
//
// How, within about a second: phase 1 solves every arrangement from the position itself; the first move
// of each win found is a move that wins there (a vote). Phase 2 takes the few moves with the most votes,
// and the move plain preferences like best (foundations first; it wins ties), and solves each
// arrangement again after each of them, where it is not yet known to win, so that each
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
import { unseenCount } from './relaxed.js';

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
  /** Moves re-checked in phase 2, most votes first, besides the plain hint's move (default 3). */
  candidates?: number;
  /** Moves not to suggest unless nothing else is left (a player avoiding positions already seen; the survey). */
  avoid?: readonly Move[];
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
type Brief = { verdict: 'winnable'; path: number[] } | { verdict: 'unwinnable' | 'unknown' };

/** Solves a search state briefly from where it stands. */
function brief(state: SearchState, nodeLimit: number, timeLimitMs: number): Brief {
  if (state.isWon()) return { verdict: 'winnable', path: [] };
  const r = search(state, { nodeLimit, timeLimitMs: Math.max(1, timeLimitMs), maxPositions: BRIEF_TABLE });
  if (r.verdict === 'winnable') return { verdict: 'winnable', path: r.path! };
  return { verdict: r.verdict };
}

/** The public move of a code, decoded on the state's current position (listing its moves first). */
function decodeAt(state: SearchState, code: number): Move {
  const buf = new Int32Array(MAX_MOVES);
  state.moves(buf, 0);
  return state.decode(code);
}

/** Plays `move` on the state and returns its code; -1 when it is not legal there (it always is: the visible cards are the same). */
function play(state: SearchState, move: Move): number {
  const buf = new Int32Array(MAX_MOVES);
  const n = state.moves(buf, 0);
  for (let i = 0; i < n; i++) {
    if (sameMove(state.decode(buf[i]!), move)) {
      state.make(buf[i]!);
      return buf[i]!;
    }
  }
  return -1;
}

/** The fair hint of a checked position of `rules`' game. */
export function fairHintWith(rules: GameRules, position: Position, options: FairHintOptions = {}): FairHint {
  return fairPlanWith(rules, position, options).hint;
}

/**
 * The fair hint and a line that starts with its move: a winning line of one sampled arrangement, cut
 * after its first move that brings an unseen card into view (every move before it is legal whatever the
 * stock holds, so a player may follow it and decide again when a card comes). Exact hints give the
 * whole winning line. Empty when no win was found. Used by the fair survey's player.
 */
export function fairPlanWith(rules: GameRules, position: Position, options: FairHintOptions = {}): { hint: FairHint; line: Move[] } {
  const started = Date.now();
  const deadline = started + (options.timeLimitMs ?? 1000);
  const knowledge = knowledgeOf(rules, position);
  const moves = legalMoves(rules, position);
  if (moves.length === 0) {
    return { hint: { move: null, wins: 0, samples: 0, share: 0, method: knowledge.unseen.length === 0 ? 'exact' : 'sampled' }, line: [] };
  }
  if (knowledge.unseen.length === 0) return exactHint(rules, position, moves, deadline - Date.now(), options.avoid ?? []);
  return sampledHint(rules, position, knowledge, moves, options, deadline);
}

/** Nothing hidden: the first move of a real win, or the plain hint's move when none was found in time. */
function exactHint(
  rules: GameRules,
  position: Position,
  moves: Move[],
  ms: number,
  avoid: readonly Move[],
): { hint: FairHint; line: Move[] } {
  const r = solveWith(rules, position, { timeLimitMs: Math.max(1, ms) });
  const avoided = new Set(avoid.map((m) => moveKey(m)));
  if (r.verdict === 'winnable' && r.moves !== undefined && r.moves.length > 0 && !avoided.has(moveKey(r.moves[0]!))) {
    return { hint: { move: r.moves[0]!, wins: 1, samples: 1, share: 1, method: 'exact' }, line: r.moves };
  }
  const plain = suggestMove(rules, position);
  const move = plain !== null && !avoided.has(moveKey(plain)) ? plain : (moves.find((m) => !avoided.has(moveKey(m))) ?? plain ?? moves[0]!);
  return { hint: { move, wins: 0, samples: 1, share: 0, method: 'exact' }, line: [] };
}

function sampledHint(
  rules: GameRules,
  position: Position,
  knowledge: Knowledge,
  moves: Move[],
  options: FairHintOptions,
  deadline: number,
): { hint: FairHint; line: Move[] } {
  const count = options.samples ?? DEFAULT_SAMPLES[rules.id];
  const cap = options.nodeLimit ?? NODE_CAP[rules.id];
  const next = seededRandom(options.seed ?? 1);
  const arrangements: Position[] = [];
  for (let i = 0; i < count; i++) arrangements.push(sampleArrangement(position, knowledge, next));

  // Phase 1 may take half the time left when the node caps do not stop it first; phase 2 the rest.
  const firstDeadline = Date.now() + (deadline - Date.now()) / 2;
  // Phase 1: each arrangement from here. wonBy[i]: keys of moves known to win arrangement i; lost[i]: proved lost.
  const wonBy: Set<string>[] = [];
  const lost: boolean[] = [];
  const votes = new Map<string, number>();
  /** A winning line (codes of the arrangement's search state) for each move known to win somewhere. */
  const lines = new Map<string, { arrangement: number; path: number[] }>();
  let done = 0;
  for (const arrangement of arrangements) {
    if (Date.now() >= firstDeadline && done > 0) break;
    const state = stateFor(rules, arrangement);
    const r = brief(state, cap, firstDeadline - Date.now());
    const won = new Set<string>();
    if (r.verdict === 'winnable' && r.path.length > 0) {
      const key = moveKey(decodeAt(stateFor(rules, arrangement), r.path[0]!));
      won.add(key);
      votes.set(key, (votes.get(key) ?? 0) + 1);
      if (!lines.has(key)) lines.set(key, { arrangement: done, path: r.path });
    }
    wonBy.push(won);
    lost.push(r.verdict === 'unwinnable');
    done++;
  }

  // Phase 2: the moves with the most votes, checked on every arrangement counted so far.
  const byKey = new Map(moves.map((m) => [moveKey(m), m] as const));
  const avoided = new Set((options.avoid ?? []).map((m) => moveKey(m)));
  // Most votes first; moves no win started with follow in the order they are listed (a stable sort).
  const order = moves.map((m) => moveKey(m)).filter((k) => !avoided.has(k));
  order.sort((a, b) => (votes.get(b) ?? 0) - (votes.get(a) ?? 0));
  // The plain hint's move (foundations first) is checked too and comes first, so that among moves that
  // win equally often the one that looks best wins: the samples' wins alone would pick an arbitrary first
  // move of a search's line, and a player following them would wander.
  const plain = suggestMove(rules, position);
  const plainKey = plain === null ? undefined : moveKey(plain);
  const candidates = order.filter((k) => k !== plainKey).slice(0, options.candidates ?? 3);
  if (plainKey !== undefined && votes.size > 0 && !avoided.has(plainKey)) candidates.unshift(plainKey);
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
      const code = play(state, byKey.get(key)!);
      if (code < 0) continue;
      const r = brief(state, cap, deadline - Date.now());
      if (r.verdict !== 'winnable') continue;
      wonBy[i]!.add(key);
      if (!lines.has(key)) lines.set(key, { arrangement: i, path: [code, ...r.path] });
    }
  }
  // No time for phase 2 at all: the votes of phase 1 decide, over every arrangement it solved.
  if (counted === 0) counted = done;

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
    const move =
      plain !== null && !avoided.has(moveKey(plain)) ? plain : (moves.find((m) => !avoided.has(moveKey(m))) ?? plain ?? moves[0]!);
    return { hint: { move, wins: 0, samples: counted, share: 0, method: 'sampled' }, line: [] };
  }
  const hint: FairHint = { move: byKey.get(best)!, wins: bestWins, samples: counted, share: bestWins / counted, method: 'sampled' };
  const line = lines.get(best);
  return { hint, line: line === undefined ? [hint.move!] : lineToReveal(rules, arrangements[line.arrangement]!, line.path).moves };
}

/**
 * A line (search codes of `arrangement`) as moves, up to and including its first move that brings an unseen
 * card into view, or one the game's own state does not list; `whole` when it got to the end with neither.
 * (Decoded on the search state, measured on the game's plain state, which writes positions.)
 */
export function lineToReveal(rules: GameRules, arrangement: Position, path: number[]): { moves: Move[]; whole: boolean } {
  const searchState = stateFor(rules, arrangement);
  const plain = rules.open(arrangement);
  const buf = new Int32Array(MAX_MOVES);
  let unseen = unseenCount(rules, arrangement);
  const moves: Move[] = [];
  for (const code of path) {
    searchState.moves(buf, 0);
    const move = searchState.decode(code);
    searchState.make(code);
    moves.push(move);
    const n = plain.moves(buf, 0);
    let i = 0;
    while (i < n && !sameMove(plain.decode(buf[i]!), move)) i++;
    if (i === n) return { moves, whole: false };
    plain.make(buf[i]!);
    const now = unseenCount(rules, plain.write());
    if (now < unseen) return { moves, whole: false };
    unseen = now;
  }
  return { moves, whole: true };
}

/** The unseen cards of a position as the player knows them (for tests and the fair solve). */
export function unseenCards(rules: GameRules, position: Position): Card[] {
  return knowledgeOf(rules, position).unseen;
}
