// Owns pile ids: numbered pile specs, empty piles for a deal, and the short pile notation of links and the command.
import { PatienceError } from './errors.js';
import { readMove } from './moves.js';
import { MAX_RECORD_MOVES, itemsOf, placeOf, quote } from './untrusted.js';
import type { Move, Piles } from './types.js';
import type { PileKind, PileSpec } from './state.js';

/** `numbered('tableau', 3)` is tableau-1, tableau-2, tableau-3. */
export function numbered(kind: PileKind, count: number): PileSpec[] {
  return Array.from({ length: count }, (_, i) => ({ id: `${kind}-${i + 1}`, kind }));
}

export function single(kind: PileKind): PileSpec {
  return { id: kind, kind };
}

export function idsOf(specs: readonly PileSpec[], kind: PileKind): string[] {
  return specs.filter((s) => s.kind === kind).map((s) => s.id);
}

/** An empty set of piles for a game's specs. */
export function emptyPiles(specs: readonly PileSpec[]): Piles {
  const piles: Piles = {};
  for (const s of specs) piles[s.id] = [];
  return piles;
}

const PILE_LETTER: Record<string, string> = { stock: 's', waste: 'w', chooser: 'c', discard: 'd', foundation: 'f', tableau: 't' };
const LETTER_PILE: Record<string, string> = { s: 'stock', w: 'waste', c: 'chooser', d: 'discard', f: 'foundation', t: 'tableau' };

/**
 * A pile id in the short notation shared links and the command use: `t3` for tableau-3, `f1`, and `s`,
 * `w`, `c`, `d` for the stock, waste, chooser and discard. `parsePile` is the way back.
 */
export function formatPile(id: string): string {
  const m = typeof id === 'string' ? /^(stock|waste|chooser|discard|foundation|tableau)(?:-(\d+))?$/.exec(id) : null;
  const numbered = m !== null && (m[1] === 'foundation' || m[1] === 'tableau');
  if (m === null || numbered !== (m[2] !== undefined))
    throw new PatienceError('bad-pile', { key: 'pile-id', value: quote(id) }, typeof id === 'string' ? placeOf(id) : 'pile');
  return `${PILE_LETTER[m[1]!]}${m[2] ?? ''}`;
}

/** The pile id of short notation (`t3` → tableau-3, `s` → stock), or null when the text is not one. */
export function parsePile(text: string): string | null {
  if (typeof text !== 'string') throw new PatienceError('bad-pile', { key: 'short-pile', value: quote(text) });
  const m = /^([swcdft])(\d*)$/.exec(text);
  if (m === null) return null;
  const numbered = m[1] === 'f' || m[1] === 't';
  if (numbered !== (m[2] !== '')) return null;
  return numbered ? `${LETTER_PILE[m[1]!]}-${Number(m[2])}` : LETTER_PILE[m[1]!]!;
}

/** The number of a Camelot removal's pile in short notation: tableau-6 is 6. */
function tableauNumber(id: string): string {
  const m = /^tableau-(\d+)$/.exec(id);
  if (m === null) throw new PatienceError('bad-pile', { key: 'remove-tableau-only', value: quote(id) }, placeOf(id));
  return m[1]!;
}

/**
 * Moves as the short text a shared link carries (and a record can be written as): t3f1 (a card), t3t5x2 (a group of 2), D (the stock), r6-11 (a Camelot removal), joined by _. `parseMoveList` is the way back.
 */
export function formatMoveList(moves: readonly Move[]): string {
  const tooMany = (n: number): PatienceError => new PatienceError('bad-move', { key: 'move-list-long', most: MAX_RECORD_MOVES, count: n });
  const items = itemsOf(moves, MAX_RECORD_MOVES, tooMany, 'bad-move', 'moves');
  if (items === undefined) throw new PatienceError('bad-move', { key: 'move-list-shape', value: quote(moves) });
  return items
    .map((input) => {
      const m = readMove(input);
      if (m.type === 'stock') return 'D';
      if (m.type === 'remove') return `r${m.piles.map(tableauNumber).join('-')}`;
      const count = m.count ?? 1;
      return `${formatPile(m.from)}${formatPile(m.to)}${count > 1 ? `x${count}` : ''}`;
    })
    .join('_');
}

/** The moves of link text, or the reason it cannot be read. */
export function parseMoveList(text: string): Move[] | string {
  if (typeof text !== 'string') throw new PatienceError('bad-move', { key: 'move-list-text', value: quote(text) });
  if (text === '') return [];
  const moves: Move[] = [];
  const parts = text.split('_', MAX_RECORD_MOVES + 1);
  if (parts.length > MAX_RECORD_MOVES) return `the link holds more than ${MAX_RECORD_MOVES} moves`;
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
    if (card === null || from === null || to === null) return `move ${i + 1} of the link, ${quote(part)}, is not a move`;
    moves.push({ type: 'move', from, to, count: card[3] === undefined ? 1 : Number(card[3]) });
  }
  return moves;
}
