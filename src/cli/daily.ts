// Owns `patience daily`: the deal of the day of each game (or one game), the library's `dailyDeal`.
import type { Command } from 'commander';
import { dailyDeal, listGames } from '../index.js';
import { gameId, printJson } from './io.js';

/** Today's UTC day, "YYYY-MM-DD". */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function registerDaily(program: Command): void {
  program
    .command('daily')
    .argument('[game]', 'game id (every game when absent)')
    .option('--date <day>', 'the UTC day, YYYY-MM-DD (default today)')
    .option('--json', 'print {"date","deals":{game: n, …}}, or {"date","game","deal"} with GAME')
    .description('print the deal of the day: one proved-winnable deal a day for each game, the same for everyone')
    .action((game: string | undefined, opts: { date?: string; json?: boolean }) => {
      const date = opts.date ?? today();
      if (game !== undefined) {
        const id = gameId(game);
        const n = dailyDeal(id, date);
        if (opts.json) return printJson({ date, game: id, deal: n });
        process.stdout.write(`${n}\n`);
        return;
      }
      const deals = Object.fromEntries(listGames().map((g) => [g.id, dailyDeal(g.id, date)]));
      if (opts.json) return printJson({ date, deals });
      const lines = listGames().map((g) => `${g.name.padEnd(22)} ${deals[g.id]}`);
      process.stdout.write(`Deals of the day, ${date} (UTC):\n${lines.join('\n')}\n`);
    });
}
