// Owns `patience survey`: solves a range of deals on worker threads and prints the counts of each
// verdict, the win rate with its 95% interval and the times. With --results FILE each deal's result
// is appended to FILE as it finishes, so a survey can be stopped, resumed and grown.
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { type SurveySummary, runSurvey, summarise } from '../node.js';
import { MAX_DEAL, PatienceError } from '../index.js';
import { checkResultsFile, gameId, printJson, systemReason, wholeNumber } from './io.js';
import { secondsOption } from './solve.js';

/** The largest results file a survey reads back (about two million deals). */
const MAX_RESULTS_BYTES = 256 * 1024 * 1024;

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatSummary(s: SurveySummary, limitMs: number): string {
  return [
    `${s.game}: ${s.deals} deals, ${limitMs / 1000} s each (thoughtful: the solver knows the stock order)`,
    `won ${s.won}, proved lost ${s.lost}, unknown ${s.unknown}`,
    `win rate ${pct(s.winRate)}, 95% interval ${pct(s.interval[0])}–${pct(s.interval[1])} (unknowns counted both ways)`,
    `time per deal: median ${s.medianMs} ms, 95th percentile ${s.p95Ms} ms`,
  ].join('\n');
}

export function registerSurvey(program: Command): void {
  program
    .command('survey')
    .argument('<game>', 'game id')
    .requiredOption('--deals <n>', 'how many deals')
    .option('--first <n>', 'first deal number (default 1)')
    .option('--time-limit <s>', 'seconds per deal (default 10)')
    .option('--workers <k>', 'worker threads (default: one per core)')
    .option('--results <file>', 'append each result to this file (JSON lines) and skip deals already in it')
    .option('--json', 'print the summary as JSON')
    .description('solve a range of deals: counts of each verdict, win rate with its 95% interval, times')
    .action(
      async (
        game: string,
        opts: { deals: string; first?: string; timeLimit?: string; workers?: string; results?: string; json?: boolean },
      ) => {
        const id = gameId(game);
        const count = wholeNumber(opts.deals, '--deals', 1, 10_000_000)!;
        const first = wholeNumber(opts.first, '--first', 1, MAX_DEAL) ?? 1;
        if (first + count - 1 > MAX_DEAL) wholeNumber(opts.deals, '--deals', 1, MAX_DEAL - first + 1);
        const limitMs = secondsOption(opts.timeLimit, '--time-limit', 10_000);
        const workers = wholeNumber(opts.workers, '--workers', 0, 256) ?? availableParallelism();
        // Checked before any deal is solved, so a mistyped folder is not found out an hour later.
        if (opts.results !== undefined) checkResultsFile(opts.results, '--results', MAX_RESULTS_BYTES);
        const tty = process.stderr.isTTY === true;
        const results = await runSurvey({
          game: id,
          first,
          count,
          limitMs,
          workers,
          ...(opts.results === undefined ? {} : { file: opts.results }),
          onResult: (_r, done, total) => {
            if (tty) process.stderr.write(`\r${id}: ${done}/${total} deals`);
          },
        }).catch((e: unknown) => {
          // The results file failing under the survey (a full disk, a folder removed).
          if (e instanceof PatienceError || (e as NodeJS.ErrnoException).code === undefined) throw e;
          throw new PatienceError('bad-option', `--results ${opts.results}: ${systemReason(e)}`);
        });
        if (tty) process.stderr.write('\n');
        const summary = summarise(id, results);
        if (opts.json) return printJson({ ...summary, limitMs, first });
        process.stdout.write(`${formatSummary(summary, limitMs)}\n`);
      },
    );
}
