// Owns the review of a game: where along a game's history the last win slipped away. Winnability only
// falls along a game (a position that can be won has a move to one that can, and the game took one
// move from each position to the next, so if p(i) can be won, so can p(i−1)); so the turn is found by a
// bisection over the positions, about log2(n) solves instead of n. Verdicts are "thoughtful" (the solver
// knows the stock's order); where cards are hidden a short fair solve on each side of the turn tells a
// real mistake from bad luck. Pure: no Node or DOM API, so a worker can run it.
import { type GameRecord, type GameRules, type Move, type Position, PatienceError, quote } from '../engine/index.js';
import { type SolveResult, solveWith } from './core/solve.js';
import { fairSolveWith } from './fair/solve.js';
import { knowledgeOf } from './fair/knowledge.js';

/** Options of `reviewGame`; every field is optional. */
export interface ReviewOptions {
  /** Milliseconds for the whole review (default 30,000); each solve gets a share of what is left. */
  timeLimitMs?: number;
  /** Called after each solve with what is known so far. */
  onProgress?: (progress: ReviewProgress) => void;
  /** Asked before each solve; true ends the review at once with what is known (verdict `unknown` unless already decided). */
  shouldStop?: () => boolean;
  /** Judge the fair view around the turn where cards are hidden (default true). */
  fair?: boolean;
}

/** What a review knows after a solve: the positions solved so far and where the turn can still be. */
export interface ReviewProgress {
  /** Solves done. */
  solves: number;
  /** About how many more solves the bisection needs. */
  left: number;
  /** If the game was lost, the move that lost it lies in `between` (first and last move numbers, inclusive). */
  between: [number, number];
  ms: number;
}

/** One side of the fair view: the fair solver's verdict of a position and its share of won arrangements. */
export interface FairSide {
  verdict: SolveResult['verdict'];
  wins: number;
  samples: number;
  /** wins / samples: an optimistic estimate (each arrangement is solved knowing its order), not odds. */
  share: number;
}

/**
 * A game's review. `verdict`: `won` (the game ended won), `winnable` (a win was still there at its end;
 * `line` from there), `lost-at` (move `turn` lost it: p(turn−1) could be won, p(turn) cannot), `never-winnable`
 * (the deal itself cannot be won), `unknown` (the time ran out, or the review was stopped: the turn, if any,
 * lies in `between`). Thoughtful: the solver knows the order of the stock (`thoughtful` is always true).
 */
export interface Review {
  game: GameRecord['game'];
  deal: number;
  /** Moves in the record; the positions are p0 (the deal) … p(moves). */
  moves: number;
  verdict: 'won' | 'winnable' | 'lost-at' | 'never-winnable' | 'unknown';
  /** With `lost-at`: the number (1-based) of the move that lost the game. */
  turn: number | null;
  /** With `lost-at`: that move, `moves[turn−1]`. */
  lost: Move | null;
  /** With `lost-at`: a move from p(turn−1) that keeps a win (the first of `line`); with `winnable`, the first move of `line`. */
  better: Move | null;
  /** With `lost-at`: a winning line from p(turn−1); with `winnable`: one from the final position. */
  line: Move[] | null;
  /** With `unknown`: the first and last move numbers the turn can be (when the game was lost at all). */
  between: [number, number] | null;
  /**
   * With `lost-at` where cards are hidden at p(turn−1) and the fair solver answered within the time: the
   * fair view before and after the move (what share of arrangements of the unseen cards still win), else
   * null. Null too where nothing is hidden (Hamlet; a stock dealt out): the verdict is then exact.
   */
  fair: { before: FairSide; after: FairSide } | null;
  /** True when nothing was hidden at the turn (or where the game stopped), so the verdict is what a player could know. */
  exact: boolean;
  thoughtful: true;
  /** Solves run. */
  solves: number;
  ms: number;
}

/** What the bisection knows: `won` is the highest index proved winnable (−1: none), `lost` the lowest proved lost (n+1: none). */
interface Bounds {
  won: number;
  lost: number;
  unknown: Set<number>;
  lines: Map<number, Move[]>;
}

/** The next position to solve: the unsolved index nearest the middle of (won, lost), or −1 when none is left. */
function nextProbe(b: Bounds): number {
  const mid = Math.floor((b.won + b.lost) / 2);
  for (let d = 0; mid - d > b.won || mid + d < b.lost; d++) {
    for (const i of [mid - d, mid + d]) if (i > b.won && i < b.lost && !b.unknown.has(i)) return i;
  }
  return -1;
}

/** Reviews a game whose positions (p0 … pn, n = moves.length) are given; `rules` is the game's. */
export function reviewPositions(rules: GameRules, record: GameRecord, positions: Position[], options: ReviewOptions = {}): Review {
  const started = Date.now();
  const total = options.timeLimitMs ?? 30_000;
  const deadline = started + total;
  const n = positions.length - 1;
  const b: Bounds = { won: -1, lost: n + 1, unknown: new Set(), lines: new Map() };
  const last = positions[n]!;
  if (last.status === 'won') {
    b.won = n;
    b.lines.set(n, []);
  } else if (last.status === 'lost') b.lost = n;
  let solves = 0;
  const between = (): [number, number] => {
    const last = Math.max(1, Math.min(n, b.lost));
    return [Math.min(last, Math.max(1, b.won + 1)), last];
  };
  for (;;) {
    const i = nextProbe(b);
    if (i < 0 || options.shouldStop?.() === true) break;
    const left = Math.max(1, Math.ceil(Math.log2(b.lost - b.won)));
    const ms = deadline - Date.now();
    if (ms < 1) break;
    const r = probe(rules, positions[i]!, Math.max(1, ms / left));
    solves++;
    if (r.verdict === 'winnable') {
      b.won = i;
      b.lines.set(i, r.moves!);
    } else if (r.verdict === 'unwinnable') b.lost = i;
    else b.unknown.add(i);
    options.onProgress?.({
      solves,
      left: Math.max(0, Math.ceil(Math.log2(Math.max(1, b.lost - b.won - 1)))),
      between: between(),
      ms: Date.now() - started,
    });
  }
  const base = { game: record.game, deal: record.deal, moves: n, thoughtful: true as const, solves };
  const nothing = { turn: null, lost: null, better: null, line: null, between: null, fair: null };
  const exactAt = (i: number): boolean => knowledgeOf(rules, positions[Math.max(0, i)]!).unseen.length === 0;
  const finish = (r: Omit<Review, 'game' | 'deal' | 'moves' | 'thoughtful' | 'solves' | 'ms'>): Review => ({
    ...base,
    ...r,
    ms: Date.now() - started,
  });
  if (b.won === n) {
    const line = last.status === 'won' ? [] : polish(rules, positions[n]!, b.lines.get(n)!, deadline);
    const verdict = last.status === 'won' ? 'won' : 'winnable';
    return finish({ ...nothing, verdict, better: line[0] ?? null, line: verdict === 'won' ? null : line, exact: exactAt(n) });
  }
  if (b.lost === 0) return finish({ ...nothing, verdict: 'never-winnable', exact: exactAt(0) });
  if (b.lost === b.won + 1) {
    const k = b.lost;
    const line = polish(rules, positions[k - 1]!, b.lines.get(k - 1)!, deadline);
    const fair = options.fair === false ? null : fairView(rules, positions[k - 1]!, positions[k]!, started, total);
    const turn = { turn: k, lost: record.moves[k - 1]!, better: line[0] ?? null, line, between: null };
    return finish({ ...turn, verdict: 'lost-at', fair, exact: exactAt(k - 1) });
  }
  return finish({ ...nothing, verdict: 'unknown', between: between(), exact: exactAt(b.won) });
}

/** The first try's time limit of a probe; each try after an `unknown` has four times as long, up to the share. */
const FIRST_TRY_MS = 250;

/**
 * A position's verdict within `shareMs`, by tries of growing limits: Hamlet's search spends its time in
 * slices proportional to its limit, so a win a short try finds at once a long one finds only after its
 * first slice. Probes take the search's raw line: shortening would spend the rest of each try (`polish`).
 */
function probe(rules: GameRules, position: Position, shareMs: number): SolveResult {
  let limit = Math.min(shareMs, FIRST_TRY_MS);
  const end = Date.now() + shareMs;
  for (;;) {
    const r = solveWith(rules, position, { timeLimitMs: limit, shorten: false });
    const left = end - Date.now();
    if (r.verdict !== 'unknown' || left < 1) return r;
    limit = Math.min(left, limit * 4);
  }
}

/**
 * A shorter winning line from `position` than the probe's raw `line`, when a solve with shortening finds
 * one in half of what is left (at most a second); else `line`.
 */
function polish(rules: GameRules, position: Position, line: Move[], deadline: number): Move[] {
  const ms = Math.min(1000, (deadline - Date.now()) / 2);
  if (ms < 50 || line.length === 0) return line;
  const r = solveWith(rules, position, { timeLimitMs: ms });
  return r.verdict === 'winnable' && r.moves!.length < line.length ? r.moves! : line;
}

/**
 * The fair view on each side of the turn, or null where nothing is hidden before the move or too little
 * time is left: each side gets half of what is left, at most a tenth of the budget (at least a second).
 */
function fairView(
  rules: GameRules,
  before: Position,
  after: Position,
  started: number,
  total: number,
): { before: FairSide; after: FairSide } | null {
  if (knowledgeOf(rules, before).unseen.length === 0) return null;
  const eachMs = Math.min((started + total - Date.now()) / 2, Math.max(1000, total / 10));
  if (eachMs < 100) return null;
  const side = (p: Position): FairSide => {
    const r = fairSolveWith(rules, p, { timeLimitMs: eachMs });
    return {
      verdict: r.verdict,
      wins: r.fair.wins,
      samples: r.fair.samples,
      share: r.fair.samples === 0 ? 0 : r.fair.wins / r.fair.samples,
    };
  };
  return { before: side(before), after: side(after) };
}

/** Options of `reviewGame` (a plain copy, each field read once), checked: a bad one is a `bad-option` error naming it. */
export function checkReviewOptions(o: Record<string, unknown>): ReviewOptions {
  const out: ReviewOptions = {};
  const t = o['timeLimitMs'];
  if (t !== undefined) {
    if (typeof t !== 'number' || !(t > 0) || !Number.isFinite(t))
      throw new PatienceError(
        'bad-option',
        { key: 'option', name: 'timeLimitMs', expected: 'positive-number', value: quote(t) },
        'timeLimitMs',
      );
    out.timeLimitMs = t;
  }
  for (const name of ['onProgress', 'shouldStop'] as const) {
    const f = o[name];
    if (f === undefined) continue;
    if (typeof f !== 'function')
      throw new PatienceError('bad-option', { key: 'option', name, expected: 'function', value: quote(f) }, name);
    out[name] = f as never;
  }
  const fair = o['fair'];
  if (fair !== undefined) {
    if (typeof fair !== 'boolean')
      throw new PatienceError('bad-option', { key: 'option', name: 'fair', expected: 'boolean', value: quote(fair) }, 'fair');
    out.fair = fair;
  }
  return out;
}
