// The fair help's pure surface: hints and verdicts judged only on what the player can see or remember.
export { type FairHint, type FairHintOptions, DEFAULT_SAMPLES, NODE_CAP, fairHintWith, fairPlanWith } from './hint.js';
export { type Knowledge, knowledgeOf, sampleArrangement, seededRandom, withStock } from './knowledge.js';
export { type FairSolveOptions, type FairSolveResult, ENUMERATE, arrangementCount, arrangements, fairSolveWith } from './solve.js';
export { type RelaxedResult, relaxedSearch } from './relaxed.js';
