// The solver's pure surface: `solveWith` over a game's rules, its options and result, and the states.
export { type SolveOptions, type SolveResult, type Verdict, solveWith, stateFor } from './solve.js';
export { type SearchState, type SolverState, MAX_MOVES, search } from './search.js';
export { type DealResult, type SurveySummary, percentile, summarise, wilson } from './stats.js';
