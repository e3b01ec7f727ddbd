#!/usr/bin/env node
// The `patience` command: a thin layer over the library. Commands, arguments and exit statuses are
// those of docs/contract.md; every rule is decided by the engine.
import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import {
  type GameId,
  PatienceError,
  parseDealNumber,
  applyMove,
  deal,
  legalMoves,
  listGames,
  randomDeal,
  readMove,
  readPosition,
  readRecord,
  replay,
  statusLine,
} from '../index.js';
import { BOARDS } from './boards/index.js';
import { EXIT_BAD_INPUT, EXIT_USAGE, gameId, printJson, readInput, terminalStyle } from './io.js';
import { runPlay } from './play.js';
import { rulesText } from './rules.js';
import { registerHint, registerWinnable } from './hint.js';
import { registerSolve } from './solve.js';
import { TERMINAL_NAMES, inTerminalWords } from './style.js';
import { registerSurvey } from './survey.js';

function dealNumber(text: string | undefined): { number: number; chosen: boolean } {
  const given = text === undefined ? undefined : parseDealNumber(text, '--deal');
  return given === undefined ? { number: randomDeal(), chosen: true } : { number: given, chosen: false };
}

/** The rules page as plain text with the terminal's notation after it (the page is copied beside the build). */
function rulesPage(id: GameId): string {
  return rulesText(id, readFileSync(new URL(`../games/${id}/rules.md`, import.meta.url), 'utf8'));
}

export function buildProgram(): Command {
  const program = new Command('patience')
    .description('Five classic solitaire games, played exactly by their rules.')
    .showHelpAfterError('(run patience --help for usage)')
    .exitOverride();

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

  program
    .command('moves')
    .requiredOption('--position <file>', 'a position JSON file, or - for standard input')
    .description('print the legal moves of a position, a JSON array')
    .action((opts: { position: string }) => {
      printJson(legalMoves(readPosition(readInput(opts.position))));
    });

  program
    .command('apply')
    .requiredOption('--position <file>', 'a position JSON file, or - for standard input')
    .requiredOption('--move <json>', 'the move, e.g. \'{"type":"stock"}\'')
    .description('print the position after a move, JSON')
    .action((opts: { position: string; move: string }) => {
      const position = readPosition(readInput(opts.position));
      let move: unknown;
      try {
        move = readMove(opts.move);
      } catch (e) {
        throw e instanceof PatienceError ? new PatienceError('bad-move', e.detail, '--move') : e;
      }
      try {
        printJson(applyMove(position, move));
      } catch (e) {
        throw e instanceof PatienceError ? inTerminalWords(position.game, e) : e;
      }
    });

  program
    .command('replay')
    .argument('<file>', 'a game record JSON file, or - for standard input')
    .description('replay a game record and print the final position, JSON')
    .action((file: string) => {
      const input = readInput(file);
      try {
        printJson(replay(input));
      } catch (e) {
        throw e instanceof PatienceError ? inTerminalWords(readRecord(input).game, e) : e;
      }
    });

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

  registerSolve(program);
  registerHint(program);
  registerWinnable(program);
  registerSurvey(program);
  return program;
}

/** Runs the command; resolves with the exit status. */
export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.help' || e.code === 'commander.version' ? 0 : EXIT_USAGE;
    }
    if (e instanceof PatienceError) {
      process.stderr.write(`patience: ${e.message}\n`);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`patience: internal error: ${(e as Error).stack ?? String(e)}\n`);
    process.exitCode = 70;
  },
);
