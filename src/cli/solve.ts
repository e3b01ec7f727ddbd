// Owns `patience solve`: decides a deal or a position and prints the verdict, the winning moves, the
// nodes searched and the time. Verdicts are "thoughtful": the solver knows the order of the stock.
import type { Command } from 'commander';
import { PatienceError, type SolveResult, deal, parseDealNumber, readPosition, solve } from '../index.js';
import { gameId, printJson, readInput, wholeNumber } from './io.js';
import { formatMove } from './notation.js';

/** Seconds as given on the command line (a positive number, fractions allowed) into milliseconds. */
export function secondsOption(text: string | undefined, option: string, fallback: number): number {
  if (text === undefined) return fallback;
  const ms = Math.round(Number(text) * 1000);
  // Limits are whole milliseconds: 0.0001 s would reach the library as 0 and be refused in its words.
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(ms >= 1) || ms > 1e9) {
    throw new PatienceError('bad-option', `${option} must be a number of seconds from 0.001 to 1000000, not "${text}"`);
  }
  return ms;
}

const THOUGHTFUL = 'thoughtful: the solver knows the order of the stock';

/** A fair verdict in words: what it claims for every arrangement of the unseen cards, or the sampled share. */
function fairVerdictText(result: SolveResult): string {
  const fair = result.fair ?? { wins: 0, samples: 0 };
  if (result.verdict === 'winnable') {
    return result.moves !== undefined
      ? 'winnable whatever the stock holds: the line below needs no unseen card (fair)'
      : `winnable whatever the stock holds: each of the ${fair.samples} arrangements of the unseen cards has a win (fair)`;
  }
  if (result.verdict === 'unwinnable') return 'unwinnable whatever the stock holds: no arrangement of the unseen cards can be won (fair)';
  if (fair.samples <= 1) return 'unknown: the limit was reached before an answer (nothing is hidden here)';
  return `unknown: won in ${fair.wins} of ${fair.samples} sampled stocks (fair: an optimistic estimate, not odds)`;
}

export function registerSolve(program: Command): void {
  program
    .command('solve')
    .argument('[game]', 'game id (with --deal)')
    .option('--deal <n>', 'deal number, 1 to 4294967295')
    .option('--position <file>', 'a position JSON file, or - for standard input')
    .option('--time-limit <s>', 'seconds before giving up with "unknown" (default 10)')
    .option(
      '--fair',
      'judge without peeking at the stock: unwinnable only when no arrangement of the unseen cards wins, winnable only when every one does',
    )
    .option('--samples <k>', 'with --fair: arrangements of the unseen cards to sample (default 32)')
    .option('--json', 'print {"verdict","moves","nodes","ms"} as JSON (with --fair also "fair": {"wins","samples"})')
    .description('decide a deal or position: winnable (with moves), unwinnable (proved), or unknown (limit reached)')
    .action(async function (
      this: Command,
      game: string | undefined,
      opts: { deal?: string; position?: string; timeLimit?: string; fair?: boolean; samples?: string; json?: boolean },
    ) {
      const byDeal = game !== undefined || opts.deal !== undefined;
      if (byDeal === (opts.position !== undefined) || (byDeal && (game === undefined || opts.deal === undefined))) {
        this.error('patience solve: give either GAME --deal N, or --position FILE', { exitCode: 2, code: 'patience.usage' });
      }
      const timeLimitMs = secondsOption(opts.timeLimit, '--time-limit', 10_000);
      const position =
        opts.position !== undefined
          ? readPosition(await readInput(opts.position))
          : deal(gameId(game!), parseDealNumber(opts.deal ?? '', '--deal'));
      const samples = wholeNumber(opts.samples, '--samples', 1, 10_000);
      if (samples !== undefined && opts.fair !== true) {
        this.error('patience solve: --samples goes with --fair', { exitCode: 2, code: 'patience.usage' });
      }
      const result = solve(
        position,
        opts.fair === true ? { timeLimitMs, fair: true, ...(samples === undefined ? {} : { samples }) } : { timeLimitMs },
      );
      if (opts.json) return printJson(result);
      const lines: string[] = [];
      if (opts.fair === true) {
        lines.push(fairVerdictText(result));
        lines.push(`${result.nodes} positions searched in ${(result.ms / 1000).toFixed(2)} s`);
        if (result.moves !== undefined && result.moves.length > 0)
          lines.push(result.moves.map((m, i) => `${i + 1}. ${formatMove(m)}`).join('\n'));
        process.stdout.write(`${lines.join('\n')}\n`);
        return;
      }
      if (result.verdict === 'winnable') lines.push(`winnable in ${result.moves!.length} moves (${THOUGHTFUL})`);
      else if (result.verdict === 'unwinnable') lines.push(`unwinnable: every line was searched (${THOUGHTFUL})`);
      else lines.push(`unknown: the limit was reached before an answer (${THOUGHTFUL})`);
      lines.push(`${result.nodes} positions searched in ${(result.ms / 1000).toFixed(2)} s`);
      if (result.moves !== undefined && result.moves.length > 0) {
        lines.push(result.moves.map((m, i) => `${i + 1}. ${formatMove(m)}`).join('\n'));
      }
      process.stdout.write(`${lines.join('\n')}\n`);
    });
}
