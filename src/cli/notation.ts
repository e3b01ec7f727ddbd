// Owns the short move notation of `patience play`: "t3 f1", "t4 t6 3", "s", "w t6", "c f1", "r t6 t11".
import type { Move } from '../index.js';
import { pileOfShortName, shortName } from './style.js';

/** A move in the play notation. */
export function formatMove(move: Move): string {
  switch (move.type) {
    case 'stock':
      return 's';
    case 'remove':
      return `r ${move.piles.map(shortName).join(' ')}`;
    case 'move': {
      const count = move.count ?? 1;
      return `${shortName(move.from)} ${shortName(move.to)}${count > 1 ? ` ${count}` : ''}`;
    }
  }
}

/** A parsed move: the count is null when the player did not type one. */
export type ParsedMove = Move | { type: 'move'; from: string; to: string; count: null };

/** Reads the play notation; returns a sentence instead when the text is not a move. */
export function parseMove(text: string): ParsedMove | string {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (first === undefined) return 'type a move, or ? for help';
  if ((first === 's' || first === 'stock') && rest.length === 0) return { type: 'stock' };
  if (first === 'r' || first === 'remove') {
    if (rest.length < 1 || rest.length > 2) return 'remove takes one pile (a 10) or two piles (a pair), e.g. r t6 t11';
    const piles = rest.map(pileOfShortName);
    if (piles.some((p) => p === null)) return `unknown pile in "${text.trim()}" (piles are t1, f2, s, w, c, d)`;
    // The engine names a pair in pile-number order; a player may type it either way round.
    const ordered = (piles as string[]).sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]));
    return { type: 'remove', piles: ordered };
  }
  const from = pileOfShortName(first);
  if (from === null) return `"${first}" is not a pile or a command (type ? for help)`;
  if (rest.length < 1 || rest.length > 2) return 'a move names two piles and, for a group, a count: t4 t6 3';
  const to = pileOfShortName(rest[0]!);
  if (to === null) return `"${rest[0]}" is not a pile (piles are t1, f2, s, w, c, d)`;
  if (rest[1] === undefined) return { type: 'move', from, to, count: null };
  const count = Number(rest[1]);
  if (!Number.isInteger(count) || count < 1) return `"${rest[1]}" is not a number of cards`;
  return { type: 'move', from, to, count };
}
