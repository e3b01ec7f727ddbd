// Owns the fair help of the command: `patience hint` (the fair hint of a deal or position), `patience
// winnable` (proved-winnable deal numbers from the shipped lists) and the words both `hint` and `play`
// use for a fair hint. The library decides; this file only reads options and words answers.
import type { Readable } from 'node:stream';
import type { Command } from 'commander';
import { type FairHint, type Position, deal, fairHint, parseDealNumber, readPosition, winnableDeals } from '../index.js';
import { t } from '../i18n/index.js';
import { gameId, gameName, printJson, readInput, wholeNumber, type Io } from './io.js';
import { formatMove } from './notation.js';
import { secondsOption } from './solve.js';

/** A fair hint in words, in the terminal's notation: the move, then in brackets what backs it. */
export function fairHintText(h: FairHint): string {
  if (h.move === null) return t('cli.hint.none');
  const move = formatMove(h.move);
  if (h.method === 'exact') return h.wins > 0 ? t('cli.hint.exactWin', { move }) : t('cli.hint.exactNone', { move });
  if (h.wins === 0) return t('cli.hint.sampledNone', { move, samples: h.samples });
  return t('cli.hint.sampled', { move, wins: h.wins, samples: h.samples });
}

/** The position of `GAME --deal N` or `--position FILE`, or a usage error. */
async function positionOf(
  command: Command,
  name: string,
  game: string | undefined,
  opts: { deal?: string; position?: string },
  stdin: Readable,
): Promise<Position> {
  const byDeal = game !== undefined || opts.deal !== undefined;
  if (byDeal === (opts.position !== undefined) || (byDeal && (game === undefined || opts.deal === undefined))) {
    command.error(t('cli.usage.dealOrPosition', { command: name }), { exitCode: 2, code: 'patience.usage' });
  }
  return opts.position !== undefined
    ? readPosition(await readInput(opts.position, stdin))
    : deal(gameId(game!), parseDealNumber(opts.deal ?? '', '--deal'));
}

export function registerHint(program: Command, io: Io): void {
  program
    .command('hint')
    .argument('[game]', t('cli.opt.gameWithDeal'))
    .option('--deal <n>', t('cli.opt.deal'))
    .option('--position <file>', t('cli.opt.position'))
    .option('--samples <k>', t('cli.hint.opt.samples'))
    .option('--time-limit <s>', t('cli.hint.opt.timeLimit'))
    .option('--seed <n>', t('cli.hint.opt.seed'))
    .option('--json', t('cli.opt.json', { shape: '{"move","share","samples","method"}' }))
    .description(t('cli.hint.about'))
    .action(async function (
      this: Command,
      game: string | undefined,
      opts: { deal?: string; position?: string; samples?: string; timeLimit?: string; seed?: string; json?: boolean },
    ) {
      const position = await positionOf(this, 'hint', game, opts, io.stdin);
      const options: { samples?: number; timeLimitMs: number; seed?: number } = {
        timeLimitMs: secondsOption(opts.timeLimit, '--time-limit', 1000),
      };
      const samples = wholeNumber(opts.samples, '--samples', 1, 10_000);
      if (samples !== undefined) options.samples = samples;
      const seed = wholeNumber(opts.seed, '--seed', 0, 4294967295);
      if (seed !== undefined) options.seed = seed;
      const h = fairHint(position, options);
      if (opts.json) return printJson(io.stdout, { move: h.move, share: h.share, samples: h.samples, method: h.method });
      io.stdout.write(`${fairHintText(h)}\n`);
    });
}

export function registerWinnable(program: Command, io: Io): void {
  program
    .command('winnable')
    .argument('<game>', t('cli.opt.game'))
    .option('--count <k>', t('cli.winnable.opt.count'))
    .option('--after <n>', t('cli.winnable.opt.after'))
    .option('--json', t('cli.winnable.opt.json'))
    .description(t('cli.winnable.about'))
    .action((game: string, opts: { count?: string; after?: string; json?: boolean }) => {
      const id = gameId(game);
      const count = wholeNumber(opts.count, '--count', 1, 10_000) ?? 10;
      const after = wholeNumber(opts.after, '--after', 0, 4294967295) ?? 0;
      const deals = winnableDeals(id, { count, after });
      if (opts.json) return printJson(io.stdout, deals);
      const none = t('cli.winnable.none', { game: gameName(id), after: String(after) });
      io.stdout.write(deals.length === 0 ? `${none}\n` : `${deals.join('\n')}\n`);
    });
}
