// Owns the command's contact with the outside: reading FILE or standard input within its limits, colour,
// writing to standard output, and failing with one line and the contract's exit status.
import { createReadStream, type Stats, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { type Catalogue, type Lang, type MessageId, formatNumber, t } from '../i18n/index.js';
import { type GameId, PatienceError, listGames } from '../index.js';
import type { Style } from './style.js';

/** Somewhere the command writes: standard output or error (a terminal's width and `isTTY` when it is one). */
export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/**
 * Everything the command takes from the outside world: its streams, its environment and its catalogues.
 * The installed command passes the process's own (main.ts); a test passes its own and reads what was written.
 */
export interface Io {
  stdout: Output;
  stderr: Output;
  stdin: Readable;
  env: Readonly<Record<string, string | undefined>>;
  /** A language's compiled messages (the installed command reads dist/i18n/<lang>.json). */
  catalogue(lang: Lang): Catalogue;
}

/** Exit statuses of docs/contract.md. */
export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;

/**
 * The most the command reads of a position or record file: the library refuses JSON text over 16,000,000
 * characters (and deeper than 64 levels, and records over 100,000 moves), so more is never needed.
 */
export const MAX_INPUT_BYTES = 16_000_000;

/** A failed system call in a player's words: "no such file", "it is a directory", … */
export function systemReason(e: unknown): string {
  const reasons: Record<string, MessageId> = {
    ENOENT: 'cli.io.noFile',
    ENOTDIR: 'cli.io.folderIsFile',
    EISDIR: 'cli.io.directory',
    EACCES: 'cli.io.denied',
    EPERM: 'cli.io.denied',
    ENOSPC: 'cli.io.noSpace',
    EFBIG: 'cli.io.fileTooLarge',
    EIO: 'cli.io.ioError',
  };
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const reason = code !== undefined ? reasons[code] : undefined;
  return reason !== undefined ? t(reason) : e instanceof Error ? e.message : String(e);
}

/**
 * The text of FILE, or of standard input for "-", read up to MAX_INPUT_BYTES (so /dev/zero ends too). A
 * file that cannot be read, a directory, or one over the limit is a bad-option error.
 */
export async function readInput(file: string, stdin: Readable): Promise<string> {
  const name = file === '-' ? t('cli.io.stdin') : file;
  const refuse = (why: string): never => {
    throw new PatienceError('bad-option', t('cli.io.cannotRead', { name, why }));
  };
  let stream: Readable = stdin;
  if (file !== '-') {
    const kind = await stat(file).catch((e: unknown) => refuse(systemReason(e)));
    if (kind.isDirectory()) refuse(t('cli.io.directory'));
    stream = createReadStream(file);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > MAX_INPUT_BYTES) refuse(t('cli.io.overBytes', { max: formatNumber(MAX_INPUT_BYTES) }));
      chunks.push(bytes);
    }
  } catch (e) {
    stream.destroy();
    if (e instanceof PatienceError) throw e;
    refuse(systemReason(e));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Checks, before any work, that results can be appended to FILE: an existing regular file within the
 * size the survey reads back, or a new file in an existing folder.
 */
export function checkResultsFile(file: string, option: string, maxBytes: number): void {
  const refuse = (why: string): never => {
    throw new PatienceError('bad-option', `${option} ${file}: ${why}`);
  };
  let kind: Stats | undefined;
  try {
    kind = statSync(file, { throwIfNoEntry: false });
  } catch (e) {
    refuse(systemReason(e));
  }
  if (kind === undefined) {
    let folder: Stats | undefined;
    try {
      folder = statSync(dirname(file), { throwIfNoEntry: false });
    } catch (e) {
      refuse(systemReason(e));
    }
    if (folder === undefined) refuse(t('cli.io.noFolder', { folder: dirname(file) }));
    if (!folder!.isDirectory()) refuse(t('cli.io.notFolder', { folder: dirname(file) }));
    return;
  }
  if (kind.isDirectory()) refuse(t('cli.io.directory'));
  if (!kind.isFile()) refuse(t('cli.io.notRegular'));
  if (kind.size > maxBytes) refuse(t('cli.io.overMiB', { max: formatNumber(maxBytes / 1024 / 1024) }));
}

/** Colour only for a terminal (or FORCE_COLOR), and never when NO_COLOR is set (no-color.org). */
export function terminalStyle(stream: Output, env: Io['env']): Style {
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return { colour: false };
  const forced = env['FORCE_COLOR'] !== undefined && env['FORCE_COLOR'] !== '' && env['FORCE_COLOR'] !== '0';
  return { colour: forced || stream.isTTY === true };
}

/** A whole number option (deal numbers, counts, limits); anything else is a bad-option error. */
export function wholeNumber(text: string | undefined, option: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new PatienceError('bad-option', t('cli.io.wholeNumber', { option, min: String(min), max: String(max), text }));
  }
  return n;
}

/** Writes JSON on one line to standard output. */
export function printJson(stdout: Output, value: unknown): void {
  stdout.write(`${JSON.stringify(value)}\n`);
}

/**
 * Makes a failed write to standard output end the command as promised: quietly when the reader has gone
 * (EPIPE: `patience … | head`), otherwise (a full disk) with one line and status 1. Without this Node
 * prints an "Unhandled 'error' event" stack.
 */
export function guardOutput(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(EXIT_OK);
    process.stderr.write(`patience: ${t('cli.io.cannotWrite', { why: systemReason(e) })}\n`);
    process.exit(EXIT_BAD_INPUT);
  });
  // Nowhere left to say anything: stop with the status of a failed write.
  process.stderr.on('error', () => process.exit(EXIT_BAD_INPUT));
}

/** A game id given on the command line; an unknown one is a `bad-game` error listing the games. */
export function gameId(text: string): GameId {
  const game = listGames().find((g) => g.id === text);
  if (game === undefined) {
    const games = listGames()
      .map((g) => g.id)
      .join(', ');
    throw new PatienceError('bad-game', t('cli.io.unknownGame', { game: text, games }));
  }
  return game.id;
}

/** A game's name in the language in effect ("Union Square", "Constitution britannique"). */
export function gameName(game: GameId): string {
  return t('games.name', { game: game.replaceAll('-', '_') });
}
