// Owns the short move notation of `patience play`: "t3 f1", "t4 t6 3", "s", "w t6", "c f1", "r t6 t11".
import { t } from '../i18n/index.js';
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
  if (first === undefined) return t('cli.notation.empty');
  if ((first === 's' || first === 'stock') && rest.length === 0) return { type: 'stock' };
  if (first === 'r' || first === 'remove') {
    if (rest.length < 1 || rest.length > 2) return t('cli.notation.remove');
    const piles = rest.map(pileOfShortName);
    if (piles.some((p) => p === null)) return t('cli.notation.unknownPileIn', { text: text.trim() });
    // The engine names a pair in pile-number order; a player may type it either way round.
    const ordered = (piles as string[]).sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]));
    return { type: 'remove', piles: ordered };
  }
  const from = pileOfShortName(first);
  if (from === null) return t('cli.notation.notPileOrCommand', { word: first });
  if (rest.length < 1 || rest.length > 2) return t('cli.notation.twoPiles');
  const to = pileOfShortName(rest[0]!);
  if (to === null) return t('cli.notation.notPile', { word: rest[0]! });
  if (rest[1] === undefined) return { type: 'move', from, to, count: null };
  const count = Number(rest[1]);
  if (!Number.isInteger(count) || count < 1) return t('cli.notation.notCount', { word: rest[1] });
  return { type: 'move', from, to, count };
}
