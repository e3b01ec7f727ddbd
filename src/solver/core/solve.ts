// Owns the public `solve`: picks a game's search state, runs the search, and turns its encoded path
// into engine moves. Verdicts are "thoughtful": the solver reads the stock's order like any other pile.
import { type GameId, type GameRules, type Move, type Position, PatienceError, quote } from '../../engine/index.js';
import { type BeamState, BeamHunt, beamSearch } from './beam.js';
import { BritishConstitutionSearch } from './british-constitution.js';
import { CamelotSearch } from './camelot.js';
import { PlainState } from './plain.js';
import { type Research, type ResearchPlan, depthFirstPlan, shortenBudget, shortestLine } from './shorten.js';
import { HamletSearch } from './hamlet.js';
import { HamiltonSearch } from './hamilton.js';
import { UnionSquareSearch } from './union-square.js';
import { type SearchOptions, type SearchResult, type SearchState, type Verdict, MAX_MOVES, search, startSearch } from './search.js';

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
  /**
   * Seed of the restarts' move-order jitter and of the beam hunt's noise (default fixed, so results
   * repeat): another seed tries other dives and other beams, a fresh chance on a deal the default left unknown.
   */
  seed?: number;
  /** Hunt for a win with beam searches between two depth-first phases, where the game has a beam (default true; Hamlet only). */
  beam?: boolean;
  /**
   * Width of the beam hunt's runs (default 500; Hamlet only). Wider beams find wins the default misses on
   * some hard deals (deals 227 and 3,114, which every survey had left unknown, were won by single beams
   * of width 1,000-4,000 in 2-7 s of CPU), at a cost that grows with the width.
   */
  beamWidth?: number;
  /**
   * Share of the time limit the beam hunt's three turns take together (default 3/32, see `SLICES`); the
   * depth-first slices keep their proportions in the rest. For long second passes over hard deals.
   */
  beamShare?: number;
  /**
   * Double the beam hunt's width after each round of its weightings (six runs), up to 8,000 (default
   * false): a long hunt then tries wider beams rather than the same width again.
   */
  beamWiden?: boolean;
  /**
   * Hamlet: after the first depth-first slice, also try the relaxed game of `HamletRuns` (the game with
   * the suits of moved cards forgotten) at the root, searched through this many positions at most (default
   * 0: not tried; it takes seconds, and on most deals finds neither a loss nor a quick relaxed win). A
   * loss it proves is proved for `proveLoss` with `relaxed` the same budget.
   */
  relaxed?: number;
  /** Search with the game's rules alone: every legal move, no forced moves, prunings or cuts (tests compare the two). */
  generic?: boolean;
  /**
   * Fair verdict (src/solver/fair): judged only on what the player can see or remember, not the stock's
   * order. `unwinnable` only when no arrangement of the unseen cards wins, `winnable` only when every
   * arrangement wins, else `unknown`; the result then carries `fair`. Routed by the public `solve`.
   */
  fair?: boolean;
  /** Fair verdicts: arrangements of the unseen cards to sample (default 32). */
  samples?: number;
  /** Shorten a winning line before returning it (default true; see shorten.ts): off for raw lines and quick samples. */
  shorten?: boolean;
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
  /** Fair verdicts only: sampled (or enumerated) arrangements of the unseen cards, and how many were won. */
  fair?: { wins: number; samples: number };
}

/** Each game's state with its search knowledge (typed over every game id, so a missing one fails to compile). */
const SEARCH: Record<GameId, new (position: Position) => SearchState> = {
  hamlet: HamletSearch,
  hamilton: HamiltonSearch,
  camelot: CamelotSearch,
  'union-square': UnionSquareSearch,
  'british-constitution': BritishConstitutionSearch,
};

/** The search state of a position: the game's state with its search knowledge, or (`plain`) without. */
export function stateFor(rules: GameRules, position: Position, plain = false): SearchState {
  return plain ? new PlainState(rules.open(position)) : new SEARCH[rules.id](position);
}

function checkOptions(options: SolveOptions): void {
  const positive = (name: keyof SolveOptions, value: unknown): void => {
    if (value !== undefined && (typeof value !== 'number' || !(value > 0))) {
      throw new PatienceError('bad-option', { key: 'option', name, expected: 'positive-number', value: quote(value) }, name);
    }
  };
  positive('timeLimitMs', options.timeLimitMs);
  positive('nodeLimit', options.nodeLimit);
  positive('maxPositions', options.maxPositions);
  positive('beamWidth', options.beamWidth);
  positive('relaxed', options.relaxed);
  const share: unknown = options.beamShare;
  if (share !== undefined && (typeof share !== 'number' || !(share > 0 && share < 1)))
    throw new PatienceError(
      'bad-option',
      { key: 'option', name: 'beamShare', expected: 'positive-number', value: quote(share) },
      'beamShare',
    );
  const seed: unknown = options.seed;
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isInteger(seed)))
    throw new PatienceError('bad-option', { key: 'option', name: 'seed', expected: 'integer', value: quote(seed) }, 'seed');
  for (const name of ['restarts', 'forced', 'deadEnds', 'beam', 'generic', 'fair', 'shorten', 'beamWiden'] as const) {
    const value: unknown = options[name];
    if (value !== undefined && typeof value !== 'boolean')
      throw new PatienceError('bad-option', { key: 'option', name, expected: 'boolean', value: quote(value) }, name);
  }
}

/** Solves a checked position of `rules`' game. */
export function solveWith(rules: GameRules, position: Position, options: SolveOptions = {}): SolveResult {
  checkOptions(options);
  const started = Date.now();
  const done = (verdict: Verdict, nodes: number, moves?: Move[]): SolveResult => {
    const ms = Date.now() - started;
    return moves === undefined ? { verdict, nodes, ms } : { verdict, moves, nodes, ms };
  };
  if (position.status === 'won') return done('winnable', 0, []);
  const state = stateFor(rules, position, options.generic);
  const searchOptions: SearchOptions = {};
  if (options.maxPositions !== undefined) searchOptions.maxPositions = options.maxPositions;
  if (options.restarts !== undefined) searchOptions.restarts = options.restarts;
  if (options.forced !== undefined) searchOptions.forced = options.forced;
  if (options.deadEnds !== undefined) searchOptions.deadEnds = options.deadEnds;
  if (options.seed !== undefined) searchOptions.seed = options.seed;
  const limitMs = options.timeLimitMs ?? 10_000;
  const nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
  // The beam plays forced moves and cuts dead ends, so it stays out of runs that switch those off.
  const beamState = options.beam !== false && options.forced !== false && options.deadEnds !== false ? asBeamState(state) : undefined;
  const result =
    beamState === undefined
      ? search(state, { ...searchOptions, timeLimitMs: limitMs, nodeLimit })
      : alternate(state, beamState, searchOptions, started, limitMs, nodeLimit, options);
  if (result.verdict !== 'winnable') return done(result.verdict, result.nodes);
  // Turn the encoded path into engine moves, on a fresh state (list moves first: some states decode
  // a move through the list of its position).
  const replay = stateFor(rules, position, options.generic);
  const buf = new Int32Array(MAX_MOVES);
  const path = shortenSolution(rules, position, result.path!, result.nodes, options, started);
  const moves = path.map((m) => {
    replay.moves(buf, 0);
    const move = replay.decode(m);
    replay.make(m);
    return move;
  });
  return done('winnable', result.nodes, moves);
}

/**
 * A winning line (`path`, codes from `position`) as `solve` returns it: loop-free and shortened within the
 * solve's limits (shorten.ts), unless `options.shorten` is false. It also searches again from points
 * along the line: depth-first where the search is depth-first alone, by beams where the game has a beam
 * and the time limit is 5 s or more (`beamPlan`). Shortening and searches again count against the node limit after the search's own
 * `searchNodes`.
 */
export function shortenSolution(
  rules: GameRules,
  position: Position,
  path: number[],
  searchNodes: number,
  options: SolveOptions = {},
  started: number = Date.now(),
): number[] {
  if (options.shorten === false) return path;
  const nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
  const depthFirst =
    options.beam === false ||
    options.forced === false ||
    options.deadEnds === false ||
    asBeamState(stateFor(rules, position)) === undefined;
  const searchOptions: SearchOptions = {};
  if (options.maxPositions !== undefined) searchOptions.maxPositions = options.maxPositions;
  if (options.restarts !== undefined) searchOptions.restarts = options.restarts;
  if (options.forced !== undefined) searchOptions.forced = options.forced;
  if (options.deadEnds !== undefined) searchOptions.deadEnds = options.deadEnds;
  // The budget's work counts the searches' nodes, so together they stay within the node limit.
  const research: Research = (at, nodes, deadline) =>
    search(stateFor(rules, { ...position, ...at }, options.generic), {
      ...searchOptions,
      nodeLimit: nodes,
      timeLimitMs: Math.max(1, deadline - Date.now()),
    }).path ?? null;
  const timeLimitMs = options.timeLimitMs ?? 10_000;
  const beams = !depthFirst && timeLimitMs >= BEAM_FROM_MS;
  const plan = depthFirst ? depthFirstPlan(research) : beams ? beamPlan(rules, position) : undefined;
  const perMove = beams ? BEAM_NODES_PER_MOVE * BEAM_AT.length : undefined;
  const budget = shortenBudget(started, searchNodes, path.length, { timeLimitMs, nodeLimit, perMove });
  return shortestLine(rules.open(position), path, budget, searchNodes, plan);
}

/** Beams of `beamPlan`: their width, the weighting each uses in turn (`useStyle`), where each starts, and their nodes at least per move of the raw line. */
const BEAM_WIDTH = 100;
const BEAM_STYLES = [1, 0, 2, 3];
const BEAM_AT = [0, 0, 0, 1 / 4];
const BEAM_NODES_PER_MOVE = 1000;
/** Solves with a shorter time limit than this (a hint's, a quick try's) leave the beams out: they want their answer at once. */
const BEAM_FROM_MS = 5000;

/**
 * Searching again by beams (Hamlet): its lines come out far shorter than the depth-first search's. A beam
 * keeps the best positions at each depth, so its first win is near the fewest moves its positions allow;
 * the depth-first search dives wherever its order leads and shortening takes away only part of the
 * detour. Three from the root with different weightings, then one from a quarter of the way along the
 * best line (where a hard deal's beams from the root found nothing, one from further on is easier).
 * The estimate gets a little noise, as in the solve's hunt. Measured with the CPU clock: on deals
 * 10001-10010, mean line 168 moves with six beams (also 1/2 of the way), 171 with three, 175 with six of
 * width 50; on 19 won deals of 10011-10030, 187 without noise and 178 with it (182 and 177 with a fifth
 * beam from half way); about 0.2 s of CPU a beam.
 */
function beamPlan(rules: GameRules, position: Position): ResearchPlan {
  const research: Research = (at, nodes, deadline, attempt) => {
    const state = asBeamState(stateFor(rules, { ...position, ...at }))!;
    state.useStyle(BEAM_STYLES[attempt % BEAM_STYLES.length]!);
    return beamSearch(state, { width: BEAM_WIDTH, noise: 2, seed: attempt + 1, deadline, nodeLimit: nodes }).path ?? null;
  };
  return { research, at: BEAM_AT, nodesPerMove: BEAM_NODES_PER_MOVE };
}

/**
 * Share of the time limit of each slice, depth-first and beam by turns, the last depth-first slice
 * taking what is left. The depth-first search comes first: it wins the easy deals at once and proves the
 * lost ones, which are nearly always lost from the start (Hamlet's surveys: every proof within 0.3 s).
 * Then short beam hunts and depth-first slices take turns; a depth-first slice's end is a pause, not a
 * restart (it goes on where it stopped), and its restarts go on to the end, so it keeps diving (short
 * runs: see Hamlet's `restartUnit` and `swapChance`) and keeps every proof it made.
 *
 * Why short beam turns. Hamlet's hard deals are won by a lucky dive or by a beam's first runs, seldom
 * later. Once the restarts shuffled harder, the depth-first search won more hard deals than the beam did
 * in its share of the time: on 80 deals the survey left unknown, at 10 s of CPU each, 28 were won with
 * beam turns of 1/8 of the limit each, 37 by the depth-first search alone, 43 with these turns of 1/32
 * (on 40 of them, turns of 1/16 won 16 against these turns' 22). Earlier, with the gentler shuffle,
 * turns of 1/8 had beaten one long beam turn (3/4 of the limit): 96.7% of deals 1,627-1,776 decided
 * against 90.7%. Those figures were taken while each beam turn started a run of its own, cut at the
 * turn's end: a run of width 500 takes about 0.9 s of CPU, so the three turns' 0.94 s (at 10 s) now make
 * one whole run instead of three thirds (`BeamHunt`).
 */
const SLICES = [1 / 8, 1 / 32, 1 / 8, 1 / 32, 1 / 8, 1 / 32, 17 / 32];
/** Weightings of Hamlet's estimate that the hunt's runs take in turn (`HamletSearch.useStyle`): a round before `beamWiden` widens. */
const HUNT_STYLES = 6;
/** The beam turns' share of `SLICES`. */
const BEAM_SHARE = 3 / 32;

/** `SLICES` with the beam turns taking `share` of the limit together, the depth-first slices the rest in their proportions. */
function slices(share: number): number[] {
  if (share === BEAM_SHARE) return SLICES;
  return SLICES.map((s, i) => (i % 2 === 1 ? (s * share) / BEAM_SHARE : (s * (1 - share)) / (1 - BEAM_SHARE)));
}

/**
 * Depth-first slices and beam hunts by turns, within the limits; a beam's win ends it, as does a verdict.
 * Each goes on where it stopped: the depth-first search in its run, the beam in its (see `BeamHunt`).
 * `hunt`: the solve's options for the beams' width and share and for the second relaxed game.
 */
function alternate(
  state: SearchState,
  beamState: BeamState,
  options: SearchOptions,
  started: number,
  limitMs: number,
  nodeLimit: number,
  hunt: Pick<SolveOptions, 'beamWidth' | 'beamShare' | 'beamWiden' | 'relaxed'>,
): SearchResult {
  const relaxed = hunt.relaxed ?? 0;
  const dfs = startSearch(state, options);
  const beams = new BeamHunt(beamState, {
    ...(hunt.beamWidth === undefined ? {} : { width: hunt.beamWidth }),
    ...(hunt.beamWiden === true ? { widenEvery: HUNT_STYLES } : {}),
    // Seed 0x5eed is the search's default: the hunt's runs then keep their default seeds too.
    ...(options.seed === undefined ? {} : { seedOffset: (options.seed - 0x5eed) * 7919 }),
  });
  const shares = slices(hunt.beamShare ?? BEAM_SHARE);
  let nodes = 0;
  let end = started;
  for (let i = 0; i < shares.length; i++) {
    end = i === shares.length - 1 ? started + limitMs : end + shares[i]! * limitMs;
    const ms = end - Date.now();
    if (nodes >= nodeLimit) break;
    if (ms <= 0) continue;
    if (i % 2 === 0) {
      const r = dfs(ms, nodeLimit - nodes);
      nodes += r.nodes;
      if (r.verdict !== 'unknown') return { ...r, nodes };
      // Between slices the state is at the root.
      if (i === 0 && relaxed > 0 && beamState instanceof HamletSearch && beamState.runsLost(relaxed, started + limitMs))
        return { verdict: 'unwinnable', nodes };
    } else {
      const r = beams.turn(end, nodeLimit - nodes);
      nodes += r.nodes;
      if (r.path !== undefined) return { verdict: 'winnable', path: r.path, nodes };
    }
  }
  return { verdict: 'unknown', nodes };
}

/** The state as a beam state, when its game has a beam. */
function asBeamState(state: SearchState): BeamState | undefined {
  return state instanceof HamletSearch ? state : undefined;
}
