// A survey worker thread: solves the deals it is sent, one message per deal back to the parent.
import { parentPort } from 'node:worker_threads';
import { solveDeal, type SurveyJob } from './solve-deal.js';

parentPort!.on('message', (job: SurveyJob | null) => {
  if (job === null) {
    parentPort!.close();
    return;
  }
  parentPort!.postMessage(solveDeal(job));
});
