// Owns `patience daily`: the deal of the day of each game (or one game), the library's `dailyDeal`.
import type { Command } from 'commander';
import { dailyDeal, listGames } from '../index.js';
import { t } from '../i18n/index.js';
import { gameId, gameName, printJson, type Io } from './io.js';

/** Today's UTC day, "YYYY-MM-DD". */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function registerDaily(program: Command, io: Io): void {
  program
    .command('daily')
    .argument('[game]', t('cli.daily.opt.game'))
    .option('--date <day>', t('cli.daily.opt.date'))
    .option('--json', t('cli.daily.opt.json', { all: '{"date","deals":{game: n, …}}', one: '{"date","game","deal"}' }))
    .description(t('cli.daily.about'))
    .action((game: string | undefined, opts: { date?: string; json?: boolean }) => {
      const date = opts.date ?? today();
      if (game !== undefined) {
        const id = gameId(game);
        const n = dailyDeal(id, date);
        if (opts.json) return printJson(io.stdout, { date, game: id, deal: n });
        io.stdout.write(`${n}\n`);
        return;
      }
      const deals = Object.fromEntries(listGames().map((g) => [g.id, dailyDeal(g.id, date)]));
      if (opts.json) return printJson(io.stdout, { date, deals });
      const width = Math.max(22, ...listGames().map((g) => gameName(g.id).length + 1));
      const lines = listGames().map((g) => `${gameName(g.id).padEnd(width)} ${deals[g.id]}`);
      io.stdout.write(`${t('cli.daily.head', { date })}\n${lines.join('\n')}\n`);
    });
}
