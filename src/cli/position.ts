// Owns the commands for programs: `moves`, `apply` and `replay`, JSON in and JSON out. Files are read
// within the limit of io.ts and checked by the library (its limits of size, depth and record length);
// `replay` keeps only the position it stands on, not every position of the record.
import type { Command } from 'commander';
import { type Move, type Position, PatienceError, applyMove, deal, legalMoves, readMove, readPosition, readRecord } from '../index.js';
import { t } from '../i18n/index.js';
import { printJson, readInput, type Io } from './io.js';
import { inTerminalWords } from './style.js';

/** The move of `--move JSON`; any fault in it is reported at `--move`. */
function moveOption(text: string): Move {
  try {
    return readMove(text);
  } catch (e) {
    if (!(e instanceof PatienceError)) throw e;
    // The reason stays the library's facts, to be worded in the player's language.
    throw new PatienceError('bad-move', e.reason.key === 'text' || e.reason.key === 'illegal-move' ? e.detail : e.reason, '--move');
  }
}

/** The final position of a record, played move by move from the deal; a bad move is named by its number. */
function replayRecord(text: string): Position {
  const record = readRecord(text);
  let position = deal(record.game, record.deal, record.version);
  record.moves.forEach((move, i) => {
    try {
      position = applyMove(position, move);
    } catch (e) {
      if (!(e instanceof PatienceError)) throw e;
      if (e.reason.key !== 'illegal-move' && e.reason.key !== 'text') {
        throw new PatienceError(e.code, e.reason, [{ kind: 'move', n: i + 1 }, ...e.place]);
      }
      const { code, detail, where, refusal } = inTerminalWords(record.game, e);
      const move = t('cli.position.moveAt', { n: String(i + 1) });
      throw new PatienceError(code, detail, where === undefined ? move : `${move}: ${where}`, refusal);
    }
  });
  return position;
}

export function registerPositionCommands(program: Command, io: Io): void {
  program
    .command('moves')
    .requiredOption('--position <file>', t('cli.opt.position'))
    .description(t('cli.moves.about'))
    .action(async (opts: { position: string }) => {
      printJson(io.stdout, legalMoves(readPosition(await readInput(opts.position, io.stdin))));
    });

  program
    .command('apply')
    .requiredOption('--position <file>', t('cli.opt.position'))
    .requiredOption('--move <json>', t('cli.apply.opt.move', { example: `'{"type":"stock"}'` }))
    .description(t('cli.apply.about'))
    .action(async (opts: { position: string; move: string }) => {
      const position = readPosition(await readInput(opts.position, io.stdin));
      const move = moveOption(opts.move);
      try {
        printJson(io.stdout, applyMove(position, move));
      } catch (e) {
        throw e instanceof PatienceError ? inTerminalWords(position.game, e) : e;
      }
    });

  program
    .command('replay')
    .argument('<file>', t('cli.opt.record'))
    .description(t('cli.replay.about'))
    .action(async (file: string) => {
      printJson(io.stdout, replayRecord(await readInput(file, io.stdin)));
    });
}
