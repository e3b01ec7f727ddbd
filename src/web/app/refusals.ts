// Owns the words of a refused import: one plain sentence of what was wrong and that nothing was imported,
// chosen by the library's error code and place, never the library's own detail (which quotes the values
// it read and names piles by their ids); that detail goes to the console.
import { PatienceError } from '../../index.js';

/** Why a game record could not be imported, in a player's words. */
export function importWords(e: unknown): string {
  if (e instanceof SyntaxError) return 'This is not a game record Patience can read (it is not JSON), so nothing was imported.';
  if (!(e instanceof PatienceError)) return 'This record could not be imported, so nothing was changed.';
  const n = /^move (\d+)/i.exec(e.where ?? '')?.[1];
  const move = n === undefined ? 'A move of this record' : `Move ${n} of this record`;
  const most = /at most (\d+) moves/.exec(e.detail)?.[1];
  if (most !== undefined) return `A record holds at most ${most} moves and this one holds more, so nothing was imported.`;
  switch (e.code) {
    case 'illegal-move':
      return `${move} is not allowed at that point of its deal, so nothing was imported.`;
    case 'bad-move':
    case 'bad-pile':
    case 'bad-card':
      return `${move} is not a move of its game, so nothing was imported.`;
    case 'bad-game':
      return 'This record is of a game Patience does not have, so nothing was imported.';
    case 'bad-deal':
      return 'The deal number of this record is not one Patience deals, so nothing was imported.';
    default:
      return 'This is not a game record Patience can read, so nothing was imported.';
  }
}
