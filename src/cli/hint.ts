// Owns the fair help of the command: `patience hint` (the fair hint of a deal or position), `patience
// winnable` (proved-winnable deal numbers from the shipped lists) and the words both `hint` and `play`
// use for a fair hint. The library decides; this file only reads options and words answers.
import type { Command } from 'commander';
import { type FairHint, type Position, deal, fairHint, listGames, parseDealNumber, readPosition, winnableDeals } from '../index.js';
import { gameId, printJson, readInput, wholeNumber } from './io.js';
import { formatMove } from './notation.js';
import { secondsOption } from './solve.js';

/** A fair hint in words, in the terminal's notation: the move, then in brackets what backs it. */
export function fairHintText(h: FairHint): string {
  if (h.move === null) return 'No move is possible.';
  const move = formatMove(h.move);
  if (h.method === 'exact') {
    return h.wins > 0
      ? `${move} (the first move of a win: nothing is hidden, so this is certain)`
      : `${move} (no win was found in time; the best-looking move)`;
  }
  if (h.wins === 0) return `${move} (no win was found in ${h.samples} sampled stocks; the best-looking move)`;
  return `${move} (wins in ${h.wins} of ${h.samples} sampled stocks: an optimistic estimate, not odds, since each sample is solved knowing its order)`;
}

/** The position of `GAME --deal N` or `--position FILE`, or a usage error. */
async function positionOf(
  command: Command,
  name: string,
  game: string | undefined,
  opts: { deal?: string; position?: string },
): Promise<Position> {
  const byDeal = game !== undefined || opts.deal !== undefined;
  if (byDeal === (opts.position !== undefined) || (byDeal && (game === undefined || opts.deal === undefined))) {
    command.error(`patience ${name}: give either GAME --deal N, or --position FILE`, { exitCode: 2, code: 'patience.usage' });
  }
  return opts.position !== undefined
    ? readPosition(await readInput(opts.position))
    : deal(gameId(game!), parseDealNumber(opts.deal ?? '', '--deal'));
}

export function registerHint(program: Command): void {
  program
    .command('hint')
    .argument('[game]', 'game id (with --deal)')
    .option('--deal <n>', 'deal number, 1 to 4294967295')
    .option('--position <file>', 'a position JSON file, or - for standard input')
    .option('--samples <k>', 'arrangements of the unseen cards to sample (default 24)')
    .option('--time-limit <s>', 'seconds for the whole hint (default 1)')
    .option('--seed <n>', 'seed of the sampled arrangements (default 1)')
    .option('--json', 'print {"move","share","samples","method"} as JSON')
    .description(
      'the fair hint: the move that wins in the most sampled arrangements of the cards you have not seen (never peeks at the stock); in Hamlet, where nothing is hidden, the first move of a win',
    )
    .action(async function (
      this: Command,
      game: string | undefined,
      opts: { deal?: string; position?: string; samples?: string; timeLimit?: string; seed?: string; json?: boolean },
    ) {
      const position = await positionOf(this, 'hint', game, opts);
      const options: { samples?: number; timeLimitMs: number; seed?: number } = {
        timeLimitMs: secondsOption(opts.timeLimit, '--time-limit', 1000),
      };
      const samples = wholeNumber(opts.samples, '--samples', 1, 10_000);
      if (samples !== undefined) options.samples = samples;
      const seed = wholeNumber(opts.seed, '--seed', 0, 4294967295);
      if (seed !== undefined) options.seed = seed;
      const h = fairHint(position, options);
      if (opts.json) return printJson({ move: h.move, share: h.share, samples: h.samples, method: h.method });
      process.stdout.write(`${fairHintText(h)}\n`);
    });
}

export function registerWinnable(program: Command): void {
  program
    .command('winnable')
    .argument('<game>', 'game id')
    .option('--count <k>', 'how many deal numbers (default 10)')
    .option('--after <n>', 'only deals above this number (default 0)')
    .option('--json', 'print a JSON array of numbers')
    .description('print deal numbers proved winnable (a survey replayed a solution of each to a win)')
    .action((game: string, opts: { count?: string; after?: string; json?: boolean }) => {
      const id = gameId(game);
      const count = wholeNumber(opts.count, '--count', 1, 10_000) ?? 10;
      const after = wholeNumber(opts.after, '--after', 0, 4294967295) ?? 0;
      const deals = winnableDeals(id, { count, after });
      if (opts.json) return printJson(deals);
      const name = listGames().find((g) => g.id === id)!.name;
      process.stdout.write(deals.length === 0 ? `No listed winnable ${name} deal above ${after}.\n` : `${deals.join('\n')}\n`);
    });
}
