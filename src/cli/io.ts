// Owns the command's contact with the outside: reading FILE or standard input, colour, and failing
// with one line and the contract's exit status.
import { readFileSync } from 'node:fs';
import { type GameId, PatienceError, listGames } from '../index.js';
import type { Style } from './style.js';

/** Exit statuses of docs/contract.md. */
export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;

/** The text of FILE, or of standard input for "-". A file that cannot be read is a bad-option error. */
export function readInput(file: string): string {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    throw new PatienceError('bad-option', `cannot read ${file === '-' ? 'standard input' : file}: ${why}`);
  }
}

/** Colour only for a terminal (or FORCE_COLOR), and never when NO_COLOR is set (no-color.org). */
export function terminalStyle(stream: { isTTY?: boolean }): Style {
  const env = process.env;
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return { colour: false };
  const forced = env['FORCE_COLOR'] !== undefined && env['FORCE_COLOR'] !== '' && env['FORCE_COLOR'] !== '0';
  return { colour: forced || stream.isTTY === true };
}

/** A whole number option (deal numbers, counts, limits); anything else is a bad-option error. */
export function wholeNumber(text: string | undefined, option: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new PatienceError('bad-option', `${option} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return n;
}

/** Writes JSON on one line to standard output. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** A game id given on the command line; an unknown one is a `bad-game` error listing the games. */
export function gameId(text: string): GameId {
  const game = listGames().find((g) => g.id === text);
  if (game === undefined) {
    throw new PatienceError(
      'bad-game',
      `unknown game "${text}" (games: ${listGames()
        .map((g) => g.id)
        .join(', ')})`,
    );
  }
  return game.id;
}
