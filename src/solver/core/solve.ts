// Owns the public `solve`: picks a game's search state, runs the search, and turns its encoded path
// into engine moves. Verdicts are "thoughtful": the solver reads the stock's order like any other pile.
import { type GameRules, type Move, type Position, PatienceError } from '../../engine/index.js';
import { BritishConstitutionState } from './british-constitution.js';
import { CamelotState } from './camelot.js';
import { GenericState } from './generic.js';
import { HamletState } from './hamlet.js';
import { HamiltonState } from './hamilton.js';
import { UnionSquareState } from './union-square.js';
import { type SearchOptions, type SolverState, type Verdict, MAX_MOVES, search } from './search.js';

export type { Verdict } from './search.js';

/** Options of `solve`; every field is optional. */
export interface SolveOptions {
  /** Milliseconds before giving up with `unknown` (default 10,000). */
  timeLimitMs?: number;
  /** Positions searched before giving up with `unknown` (default: no limit). */
  nodeLimit?: number;
  /** Most positions remembered at once (default 8,000,000: at most 192 MB of table plus 96 MB of search stack); beyond it `unknown`. */
  maxPositions?: number;
  /** Randomised restarts with growing budgets (default true). */
  restarts?: boolean;
  /** Forced safe moves (default true); for soundness tests. */
  forced?: boolean;
  /** Dead-end cuts (default true); for soundness tests. */
  deadEnds?: boolean;
  /** Seed of the restarts' move-order jitter (default fixed, so results repeat). */
  seed?: number;
  /** Force the slower rules-driven search even where a compact state exists (tests compare the two). */
  generic?: boolean;
}

/**
 * What the solver found. `winnable`: `moves` from the given position replay to a win. `unwinnable`:
 * every line was searched. `unknown`: a limit was reached first. The solver knows the stock's order.
 */
export interface SolveResult {
  verdict: Verdict;
  moves?: Move[];
  nodes: number;
  ms: number;
}

/** The compact state of a game when there is one, else the rules-driven fallback. */
export function stateFor(rules: GameRules, position: Position, generic = false): SolverState {
  if (!generic && rules.id === 'hamlet') return new HamletState(position);
  if (!generic && rules.id === 'hamilton') return new HamiltonState(position);
  if (!generic && rules.id === 'camelot' && CamelotState.fits(position)) return new CamelotState(position);
  if (!generic && rules.id === 'union-square') return new UnionSquareState(position);
  if (!generic && rules.id === 'british-constitution') return new BritishConstitutionState(position);
  return new GenericState(rules, position);
}

function checkOptions(options: SolveOptions): void {
  const positive = (name: keyof SolveOptions, value: unknown): void => {
    if (value !== undefined && (typeof value !== 'number' || !(value > 0))) {
      throw new PatienceError('bad-option', `${name} must be a positive number, not ${JSON.stringify(value)}`, name);
    }
  };
  positive('timeLimitMs', options.timeLimitMs);
  positive('nodeLimit', options.nodeLimit);
  positive('maxPositions', options.maxPositions);
}

/** Solves a checked position of `rules`' game. */
export function solveWith(rules: GameRules, position: Position, options: SolveOptions = {}): SolveResult {
  checkOptions(options);
  const started = Date.now();
  const done = (verdict: Verdict, nodes: number, moves?: Move[]): SolveResult => {
    const ms = Date.now() - started;
    return moves === undefined ? { verdict, nodes, ms } : { verdict, moves, nodes, ms };
  };
  if (rules.isWon(position)) return done('winnable', 0, []);
  const state = stateFor(rules, position, options.generic);
  const searchOptions: SearchOptions = {};
  if (options.timeLimitMs !== undefined) searchOptions.timeLimitMs = options.timeLimitMs;
  if (options.nodeLimit !== undefined) searchOptions.nodeLimit = options.nodeLimit;
  if (options.maxPositions !== undefined) searchOptions.maxPositions = options.maxPositions;
  if (options.restarts !== undefined) searchOptions.restarts = options.restarts;
  if (options.forced !== undefined) searchOptions.forced = options.forced;
  if (options.deadEnds !== undefined) searchOptions.deadEnds = options.deadEnds;
  if (options.seed !== undefined) searchOptions.seed = options.seed;
  const result = search(state, searchOptions);
  if (result.verdict !== 'winnable') return done(result.verdict, result.nodes);
  // Turn the encoded path into engine moves, on a fresh state (list moves first: some states decode
  // a move through the list of its position).
  const replay = stateFor(rules, position, options.generic);
  const buf = new Int32Array(MAX_MOVES);
  const moves = result.path!.map((m) => {
    replay.moves(buf, 0, true);
    const move = replay.publicMove(m);
    replay.make(m);
    return move;
  });
  return done('winnable', result.nodes, moves);
}
