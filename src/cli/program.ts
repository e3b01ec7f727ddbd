// The `patience` command as a function: `main(argv, io)` runs it over the streams, environment and catalogues
// it is given and resolves with the exit status (main.ts, the installed bin, gives it the process's own).
// A thin layer over the library: commands, arguments and exit statuses are those of docs/contract.md; every
// rule is decided by the engine. Every input ends in one of the promised statuses with at most one line on
// standard error, never a stack.
import { Command, CommanderError } from 'commander';
import { PatienceError } from '../index.js';
import { registerDeal, registerGames, registerPlay } from './deal.js';
import { registerHint, registerWinnable } from './hint.js';
import { EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE, type Io } from './io.js';
import { registerPositionCommands } from './position.js';
import { registerSolve } from './solve.js';
import { registerSurvey } from './survey.js';
import { registerReview } from './review.js';
import { registerDaily } from './daily.js';
import { hasCatalogue, t } from '../i18n/index.js';
import { HELP, commanderWords } from './help.js';
import { LANG_CODES, chooseLanguage } from './lang.js';
import { terminalErrorText } from './style.js';

/** Status of an unexpected failure (sysexits' EX_SOFTWARE): a bug, reported on one line. */
const EXIT_INTERNAL = 70;

/** A message that quotes the user's input kept to one line: control characters shown as escapes. */
function oneLine(text: string): string {
  let out = '';
  for (const c of text) out += c < ' ' || c === '\u007f' ? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c;
  return out;
}

export function buildProgram(io: Io): Command {
  const program = new Command('patience')
    .description(t('cli.about'))
    // Taken out of the arguments before they are parsed (lang.ts), wherever it stands; here for the help.
    .option('--lang <code>', t('cli.lang.option', { codes: LANG_CODES }))
    .helpOption('-h, --help', t('cli.help.help'))
    .helpCommand('help [command]', t('cli.help.help'))
    .configureHelp(HELP)
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      getOutHelpWidth: () => (io.stdout.isTTY === true ? (io.stdout.columns ?? 80) : 80),
      getErrHelpWidth: () => (io.stderr.isTTY === true ? (io.stderr.columns ?? 80) : 80),
      // Commander's error (in the language in effect) and the pointer to the help, on one line.
      outputError: (message, write) =>
        write(
          `patience: ${oneLine(
            commanderWords(message)
              .trim()
              .replace(/\s*\n\s*/g, ' '),
          )} ${t('cli.usageHint')}\n`,
        ),
    })
    .exitOverride();
  registerGames(program, io);
  registerDeal(program, io);
  registerPositionCommands(program, io);
  registerPlay(program, io);
  registerSolve(program, io);
  registerHint(program, io);
  registerWinnable(program, io);
  registerSurvey(program, io);
  registerReview(program, io);
  registerDaily(program, io);
  return program;
}

/**
 * Runs the command over `io`; resolves with the exit status, never rejects: a bug (not the user's fault) is
 * one line and status 70, with its stack only when PATIENCE_DEBUG asks for it.
 */
export async function main(args: readonly string[], io: Io): Promise<number> {
  try {
    return await run(args, io);
  } catch (e) {
    const detail = io.env['PATIENCE_DEBUG'] ? ((e as Error).stack ?? String(e)) : (String(e).split('\n')[0] ?? '');
    // Without a catalogue (its file could not be read), the error's own line alone.
    io.stderr.write(`patience: ${hasCatalogue() ? t('cli.internal', { detail }) : detail}\n`);
    return EXIT_INTERNAL;
  }
}

async function run(args: readonly string[], io: Io): Promise<number> {
  const { argv, unknown } = chooseLanguage(args, io.env, (lang) => io.catalogue(lang));
  if (unknown !== null) {
    io.stderr.write(`patience: ${oneLine(t('cli.lang.unknown', { code: unknown, codes: LANG_CODES }))} ${t('cli.usageHint')}\n`);
    return EXIT_USAGE;
  }
  if (argv.length === 0) {
    io.stderr.write(`patience: ${t('cli.noCommand')} ${t('cli.usageHint')}\n`);
    return EXIT_USAGE;
  }
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    if (e instanceof PatienceError) {
      io.stderr.write(`patience: ${oneLine(terminalErrorText(e))}\n`);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
}
