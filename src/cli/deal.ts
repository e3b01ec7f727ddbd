// Owns the commands about games and deals: `games`, `rules`, `deal` and `play` (the terminal game itself
// is play.ts).
import { type Command, Option } from 'commander';
import { t } from '../i18n/index.js';
import { type GameId, deal, listGames, parseDealNumber, randomDeal } from '../index.js';
import { BOARDS } from './boards/index.js';
import { gameId, gameName, printJson, terminalStyle, type Io } from './io.js';
import { runPlay } from './play.js';
import { rulesMarkdown, rulesText } from './rules.js';
import { terminalStatus } from './style.js';

/** The deal of `--deal N`, or a random one (`chosen`, so the command prints its number). */
function dealNumber(text: string | undefined): { number: number; chosen: boolean } {
  const given = text === undefined ? undefined : parseDealNumber(text, '--deal');
  return given === undefined ? { number: randomDeal(), chosen: true } : { number: given, chosen: false };
}

/** The rules page as plain text with the terminal's notation after it (the page is copied beside the build). */
function rulesPage(id: GameId): string {
  return rulesText(id, rulesMarkdown(id));
}

export function registerGames(program: Command, io: Io): void {
  program
    .command('games')
    .description(t('cli.games.about'))
    .action(() => {
      const width = Math.max(22, ...listGames().map((g) => gameName(g.id).length + 1));
      for (const g of listGames())
        io.stdout.write(`${g.id.padEnd(22)} ${gameName(g.id).padEnd(width)} ${t('cli.games.decks', { decks: g.decks })}\n`);
    });

  program
    .command('rules')
    .argument('<game>', t('cli.opt.game'))
    .description(t('cli.rules.about'))
    .action((game: string) => {
      io.stdout.write(rulesPage(gameId(game)));
    });
}

export function registerDeal(program: Command, io: Io): void {
  program
    .command('deal')
    .argument('<game>', t('cli.opt.game'))
    .option('--deal <n>', t('cli.deal.opt.deal'))
    .option('--json', t('cli.deal.opt.json'))
    .description(t('cli.deal.about'))
    .action((game: string, opts: { deal?: string; json?: boolean }) => {
      const id = gameId(game);
      const n = dealNumber(opts.deal);
      const position = deal(id, n.number);
      if (opts.json) {
        if (n.chosen) io.stderr.write(`${t('cli.deal.chosen', { deal: String(n.number) })}\n`);
        return printJson(io.stdout, position);
      }
      const style = terminalStyle(io.stdout, io.env);
      const header = t('cli.header', { game: gameName(id), deal: String(n.number) });
      const lines = [header, ...BOARDS[id](position, style), terminalStatus(position)];
      io.stdout.write(`${lines.join('\n')}\n`);
    });
}

export function registerPlay(program: Command, io: Io): void {
  program
    .command('play')
    .argument('<game>', t('cli.opt.game'))
    .option('--deal <n>', t('cli.play.opt.deal'))
    .addOption(new Option('--auto <mode>', t('cli.play.opt.auto')).choices(['off', 'safe', 'all']).default('off'))
    .description(t('cli.play.about'))
    .action(async (game: string, opts: { deal?: string; auto: 'off' | 'safe' | 'all' }) => {
      const id = gameId(game);
      const n = dealNumber(opts.deal);
      const style = terminalStyle(io.stdout, io.env);
      await runPlay({ game: id, deal: n.number, input: io.stdin, output: io.stdout, style, auto: opts.auto });
    });
}
