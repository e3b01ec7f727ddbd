// Owns `patience survey`: solves a range of deals on worker threads and prints the counts of each
// verdict, the win rate with its 95% interval and the times. With --results FILE each deal's result
// is appended to FILE as it finishes, so a survey can be stopped, resumed and grown.
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { type SurveySummary, runSurvey, summarise } from '../node.js';
import { MAX_DEAL, PatienceError } from '../index.js';
import { formatNumber, t } from '../i18n/index.js';
import { checkResultsFile, gameId, printJson, systemReason, wholeNumber, type Io } from './io.js';
import { secondsOption } from './solve.js';

/** The largest results file a survey reads back (about two million deals). */
const MAX_RESULTS_BYTES = 256 * 1024 * 1024;

/** A share as a percentage with one decimal, in the language's way: "42.5%", "42,5 %". */
const pct = (x: number): string => formatNumber(x, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatSummary(s: SurveySummary, limitMs: number): string {
  return [
    t('cli.survey.head', { game: s.game, deals: s.deals, seconds: formatNumber(limitMs / 1000, { useGrouping: false }) }),
    t('cli.survey.counts', { won: s.won, lost: s.lost, unknown: s.unknown }),
    t('cli.survey.rate', { rate: pct(s.winRate), low: pct(s.interval[0]), high: pct(s.interval[1]) }),
    t('cli.survey.times', { median: s.medianMs, p95: s.p95Ms }),
  ].join('\n');
}

export function registerSurvey(program: Command, io: Io): void {
  program
    .command('survey')
    .argument('<game>', t('cli.opt.game'))
    .requiredOption('--deals <n>', t('cli.survey.opt.deals'))
    .option('--first <n>', t('cli.survey.opt.first'))
    .option('--time-limit <s>', t('cli.survey.opt.timeLimit'))
    .option('--workers <k>', t('cli.survey.opt.workers'))
    .option('--results <file>', t('cli.survey.opt.results'))
    .option('--json', t('cli.survey.opt.json'))
    .description(t('cli.survey.about'))
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
        const tty = io.stderr.isTTY === true;
        const results = await runSurvey({
          game: id,
          first,
          count,
          limitMs,
          workers,
          ...(opts.results === undefined ? {} : { file: opts.results }),
          onResult: (_r, done, total) => {
            if (tty) io.stderr.write(`\r${t('cli.survey.progress', { game: id, done, total })}`);
          },
        }).catch((e: unknown) => {
          // The results file failing under the survey (a full disk, a folder removed).
          if (e instanceof PatienceError || (e as NodeJS.ErrnoException).code === undefined) throw e;
          throw new PatienceError('bad-option', `--results ${opts.results}: ${systemReason(e)}`);
        });
        if (tty) io.stderr.write('\n');
        const summary = summarise(id, results);
        if (opts.json) return printJson(io.stdout, { ...summary, limitMs, first });
        io.stdout.write(`${formatSummary(summary, limitMs)}\n`);
      },
    );
}
