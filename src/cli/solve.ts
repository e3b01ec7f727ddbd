// Owns `patience solve`: decides a deal or a position and prints the verdict, the winning moves, the
// nodes searched and the time. Verdicts are "thoughtful": the solver knows the order of the stock.
import type { Command } from 'commander';
import { PatienceError, type SolveResult, deal, parseDealNumber, readPosition, solve } from '../index.js';
import { formatNumber, t } from '../i18n/index.js';
import { gameId, printJson, readInput, wholeNumber, type Io } from './io.js';
import { formatMove } from './notation.js';

/** Seconds as given on the command line (a positive number, fractions allowed) into milliseconds. */
export function secondsOption(text: string | undefined, option: string, fallback: number): number {
  if (text === undefined) return fallback;
  const ms = Math.round(Number(text) * 1000);
  // Limits are whole milliseconds: 0.0001 s would reach the library as 0 and be refused in its words.
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(ms >= 1) || ms > 1e9) {
    throw new PatienceError('bad-option', t('cli.seconds.bad', { option, text }));
  }
  return ms;
}

/** Milliseconds as seconds with two decimals, in the language's way, without grouping: "1234.50", "1234,50". */
export function secondsText(ms: number): string {
  return formatNumber(ms / 1000, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}

/** A fair verdict in words: what it claims for every arrangement of the unseen cards, or the sampled share. */
function fairVerdictText(result: SolveResult): string {
  const fair = result.fair ?? { wins: 0, samples: 0 };
  if (result.verdict === 'winnable') {
    return result.moves !== undefined ? t('cli.solve.fair.winnableLine') : t('cli.solve.fair.winnableAll', { samples: fair.samples });
  }
  if (result.verdict === 'unwinnable') return t('cli.solve.fair.unwinnable');
  if (fair.samples <= 1) return t('cli.solve.fair.unknownExact');
  return t('cli.solve.fair.unknown', { wins: fair.wins, samples: fair.samples });
}

export function registerSolve(program: Command, io: Io): void {
  program
    .command('solve')
    .argument('[game]', t('cli.opt.gameWithDeal'))
    .option('--deal <n>', t('cli.opt.deal'))
    .option('--position <file>', t('cli.opt.position'))
    .option('--time-limit <s>', t('cli.solve.opt.timeLimit'))
    .option('--fair', t('cli.solve.opt.fair'))
    .option('--samples <k>', t('cli.solve.opt.samples'))
    .option('--json', t('cli.solve.opt.json', { shape: '{"verdict","moves","nodes","ms"}', fair: '"fair": {"wins","samples"}' }))
    .description(t('cli.solve.about'))
    .action(async function (
      this: Command,
      game: string | undefined,
      opts: { deal?: string; position?: string; timeLimit?: string; fair?: boolean; samples?: string; json?: boolean },
    ) {
      const byDeal = game !== undefined || opts.deal !== undefined;
      if (byDeal === (opts.position !== undefined) || (byDeal && (game === undefined || opts.deal === undefined))) {
        this.error(t('cli.usage.dealOrPosition', { command: 'solve' }), { exitCode: 2, code: 'patience.usage' });
      }
      const timeLimitMs = secondsOption(opts.timeLimit, '--time-limit', 10_000);
      const position =
        opts.position !== undefined
          ? readPosition(await readInput(opts.position, io.stdin))
          : deal(gameId(game!), parseDealNumber(opts.deal ?? '', '--deal'));
      const samples = wholeNumber(opts.samples, '--samples', 1, 10_000);
      if (samples !== undefined && opts.fair !== true) {
        this.error(t('cli.solve.samplesWithoutFair'), { exitCode: 2, code: 'patience.usage' });
      }
      const result = solve(
        position,
        opts.fair === true ? { timeLimitMs, fair: true, ...(samples === undefined ? {} : { samples }) } : { timeLimitMs },
      );
      if (opts.json) return printJson(io.stdout, result);
      const lines: string[] = [];
      const searched = t('cli.solve.searched', { nodes: result.nodes, seconds: secondsText(result.ms) });
      if (opts.fair === true) {
        lines.push(fairVerdictText(result), searched);
        if (result.moves !== undefined && result.moves.length > 0)
          lines.push(result.moves.map((m, i) => `${i + 1}. ${formatMove(m)}`).join('\n'));
        io.stdout.write(`${lines.join('\n')}\n`);
        return;
      }
      if (result.verdict === 'winnable') lines.push(t('cli.solve.winnable', { moves: result.moves!.length }));
      else if (result.verdict === 'unwinnable') lines.push(t('cli.solve.unwinnable'));
      else lines.push(t('cli.solve.unknown'));
      lines.push(searched);
      if (result.moves !== undefined && result.moves.length > 0) {
        lines.push(result.moves.map((m, i) => `${i + 1}. ${formatMove(m)}`).join('\n'));
      }
      io.stdout.write(`${lines.join('\n')}\n`);
    });
}
