// Owns the addresses of the app: routes (#/hamlet/123, #/hamlet/123/t3f1_D, #/hamlet/rules) and the
// short move notation a shared link carries. Reading is strict: anything malformed is refused with a reason.
import { type GameId, type Move, GAME_IDS, MAX_DEAL, formatPile, parseDealNumber, parsePile } from '../../index.js';

export type Route =
  | { page: 'home' }
  | { page: 'game'; game: GameId; deal: number | null; moves: Move[] | null }
  | { page: 'rules'; game: GameId }
  | { page: 'bad'; reason: string };

/** Moves as link text: t3f1 (a card), t3t5x2 (a group of 2), D (the stock), r6-11 (a Camelot removal), joined by _. */
export function formatMoves(moves: readonly Move[]): string {
  return moves
    .map((m) => {
      if (m.type === 'stock') return 'D';
      if (m.type === 'remove') return `r${m.piles.map((p) => p.replace(/^tableau-/, '')).join('-')}`;
      const count = m.count ?? 1;
      return `${formatPile(m.from)}${formatPile(m.to)}${count > 1 ? `x${count}` : ''}`;
    })
    .join('_');
}

/** The moves of link text, or the reason it cannot be read. */
export function parseMoves(text: string): Move[] | string {
  if (text === '') return [];
  const moves: Move[] = [];
  const parts = text.split('_');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === 'D') {
      moves.push({ type: 'stock' });
      continue;
    }
    const remove = /^r(\d+)(?:-(\d+))?$/.exec(part);
    if (remove !== null) {
      moves.push({ type: 'remove', piles: [remove[1]!, remove[2]].filter((p) => p !== undefined).map((p) => `tableau-${Number(p)}`) });
      continue;
    }
    const card = /^([swcdft]\d*)([swcdft]\d*)(?:x(\d+))?$/.exec(part);
    const from = card === null ? null : parsePile(card[1]!);
    const to = card === null ? null : parsePile(card[2]!);
    if (card === null || from === null || to === null) return `move ${i + 1} of the link, "${part}", is not a move`;
    moves.push({ type: 'move', from, to, count: card[3] === undefined ? 1 : Number(card[3]) });
  }
  return moves;
}

/** Reads the part of the address after #. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === '') return { page: 'home' };
  const [game, second, third, ...rest] = path.split('/');
  if (!(GAME_IDS as readonly string[]).includes(game!))
    return { page: 'bad', reason: `there is no game called "${decodeURIComponent(game!)}"` };
  const id = game as GameId;
  if (second === undefined) return { page: 'game', game: id, deal: null, moves: null };
  if (second === 'rules' && third === undefined) return { page: 'rules', game: id };
  let dealNumber: number;
  try {
    dealNumber = parseDealNumber(second);
  } catch {
    return { page: 'bad', reason: `"${decodeURIComponent(second)}" is not a deal number (a whole number from 1 to ${MAX_DEAL})` };
  }
  if (rest.length > 0) return { page: 'bad', reason: 'the address has more parts than a game link' };
  if (third === undefined) return { page: 'game', game: id, deal: dealNumber, moves: null };
  const moves = parseMoves(decodeURIComponent(third));
  if (typeof moves === 'string') return { page: 'bad', reason: moves };
  return { page: 'game', game: id, deal: dealNumber, moves };
}

export function gameHash(game: GameId, deal: number, moves?: readonly Move[]): string {
  return `#/${game}/${deal}${moves !== undefined && moves.length > 0 ? `/${formatMoves(moves)}` : ''}`;
}
