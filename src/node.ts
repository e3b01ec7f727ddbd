// The package's Node-only entry (`patience/node`): surveys of many deals on worker threads, their
// resumable results files and their summaries. Kept apart from `src/index.ts` so that the library
// itself stays free of Node APIs (the web app imports it).
export { readResults, runSurvey, type SurveyOptions } from './node/survey.js';
export { type DealResult, type SurveySummary, percentile, summarise, wilson } from './solver/core/stats.js';
