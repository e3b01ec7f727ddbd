// Owns the commands about games and deals: `games`, `rules`, `deal` and `play` (the terminal game itself
// is play.ts).
import { type Command, Option } from 'commander';
import { type GameId, deal, listGames, parseDealNumber, randomDeal, statusLine } from '../index.js';
import { BOARDS } from './boards/index.js';
import { gameId, printJson, terminalStyle } from './io.js';
import { runPlay } from './play.js';
import { rulesMarkdown, rulesText } from './rules.js';
import { TERMINAL_NAMES } from './style.js';

/** The deal of `--deal N`, or a random one (`chosen`, so the command prints its number). */
function dealNumber(text: string | undefined): { number: number; chosen: boolean } {
  const given = text === undefined ? undefined : parseDealNumber(text, '--deal');
  return given === undefined ? { number: randomDeal(), chosen: true } : { number: given, chosen: false };
}

/** The rules page as plain text with the terminal's notation after it (the page is copied beside the build). */
function rulesPage(id: GameId): string {
  return rulesText(id, rulesMarkdown(id));
}

export function registerGames(program: Command): void {
  program
    .command('games')
    .description('list the games: id, name, decks')
    .action(() => {
      for (const g of listGames())
        process.stdout.write(`${g.id.padEnd(22)} ${g.name.padEnd(22)} ${g.decks} deck${g.decks > 1 ? 's' : ''}\n`);
    });

  program
    .command('rules')
    .argument('<game>', 'game id')
    .description("print the game's rules, and how to play it in the terminal")
    .action((game: string) => {
      process.stdout.write(rulesPage(gameId(game)));
    });
}

export function registerDeal(program: Command): void {
  program
    .command('deal')
    .argument('<game>', 'game id')
    .option('--deal <n>', 'deal number, 1 to 4294967295 (random when absent, and printed)')
    .option('--json', 'print the position as JSON')
    .description('print the dealt position, as a text board or JSON')
    .action((game: string, opts: { deal?: string; json?: boolean }) => {
      const id = gameId(game);
      const n = dealNumber(opts.deal);
      const position = deal(id, n.number);
      if (opts.json) {
        if (n.chosen) process.stderr.write(`deal ${n.number}\n`);
        return printJson(position);
      }
      const style = terminalStyle(process.stdout);
      const name = listGames().find((g) => g.id === id)!.name;
      const lines = [`${name} — deal ${n.number}`, ...BOARDS[id](position, style), statusLine(position, TERMINAL_NAMES)];
      process.stdout.write(`${lines.join('\n')}\n`);
    });
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .argument('<game>', 'game id')
    .option('--deal <n>', 'deal number (random when absent, and printed)')
    .addOption(
      new Option('--auto <mode>', 'automatic moves to the foundations after each move: safe cards only, or every card that fits')
        .choices(['off', 'safe', 'all'])
        .default('off'),
    )
    .description('play in the terminal: board, moves in a short notation, undo, hint')
    .action(async (game: string, opts: { deal?: string; auto: 'off' | 'safe' | 'all' }) => {
      const id = gameId(game);
      const n = dealNumber(opts.deal);
      const style = terminalStyle(process.stdout);
      await runPlay({ game: id, deal: n.number, input: process.stdin, output: process.stdout, style, auto: opts.auto });
    });
}
