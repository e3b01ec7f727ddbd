// Owns the addresses of the app: routes (#/hamlet/123, #/hamlet/123/t3f1_D, #/hamlet/rules, #/stats,
// #/settings, #/daily, #/daily/hamlet, #/played, #/played/<id>) and the short move notation a shared link carries. Reading is strict: anything malformed is refused with a reason.
// The reasons are for the console (the player is told only that the address could not be opened), so
// they are not in the message catalogue.
import { type GameId, type Move, GAME_IDS, MAX_DEAL, formatMoveList, parseDealNumber, parseMoveList } from '../../index.js';

export type Route =
  | { page: 'home' }
  | { page: 'game'; game: GameId; deal: number | null; moves: Move[] | null }
  | { page: 'rules'; game: GameId }
  | { page: 'stats' }
  | { page: 'settings' }
  | { page: 'daily'; game: GameId | null }
  | { page: 'played'; id: string | null }
  /** `reason` is logged for programmers, never shown. */
  | { page: 'bad'; reason: string };

/** Moves as link text, and back: the library's one codec for it. */
export { formatMoveList as formatMoves, parseMoveList as parseMoves };

/** A part of the address as the player typed it: `%` escapes decoded, or left as they are when malformed. */
function shown(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Reads the part of the address after #. Never throws: a malformed `%` escape is refused like any bad link. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === '') return { page: 'home' };
  if (path === 'stats' || path === 'settings') return { page: path };
  if (path === 'daily') return { page: 'daily', game: null };
  if (path === 'played') return { page: 'played', id: null };
  if (path.startsWith('played/') && !path.slice(7).includes('/')) return { page: 'played', id: shown(path.slice(7)) };
  if (path.startsWith('daily/') && (GAME_IDS as readonly string[]).includes(path.slice(6))) {
    return { page: 'daily', game: path.slice(6) as GameId };
  }
  const [game, second, third, ...rest] = path.split('/');
  // i18n-ignore: a reason for the console
  if (!(GAME_IDS as readonly string[]).includes(game!)) return { page: 'bad', reason: `there is no game called "${shown(game!)}"` };
  const id = game as GameId;
  if (second === undefined) return { page: 'game', game: id, deal: null, moves: null };
  if (second === 'rules' && third === undefined) return { page: 'rules', game: id };
  let dealNumber: number;
  try {
    dealNumber = parseDealNumber(second);
  } catch {
    // i18n-ignore: a reason for the console
    return { page: 'bad', reason: `"${shown(second)}" is not a deal number (a whole number from 1 to ${MAX_DEAL})` };
  }
  // i18n-ignore: a reason for the console
  if (rest.length > 0) return { page: 'bad', reason: 'the address has more parts than a game link' };
  if (third === undefined) return { page: 'game', game: id, deal: dealNumber, moves: null };
  let text: string;
  try {
    text = decodeURIComponent(third);
  } catch {
    // i18n-ignore: a reason for the console
    return { page: 'bad', reason: 'the moves in it are not readable' };
  }
  const moves = parseMoveList(text);
  if (typeof moves === 'string') return { page: 'bad', reason: moves };
  return { page: 'game', game: id, deal: dealNumber, moves };
}

export function gameHash(game: GameId, deal: number, moves?: readonly Move[]): string {
  return `#/${game}/${deal}${moves !== undefined && moves.length > 0 ? `/${formatMoveList(moves)}` : ''}`;
}
