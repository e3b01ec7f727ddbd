// Owns moves as data: reading an untrusted move into a canonical one, and comparing moves by a key.
import { PatienceError } from './errors.js';
import type { Move } from './types.js';
import { fieldsOf, itemsOf, parseText, quote } from './untrusted.js';

function fieldsOnly(fields: Map<string, unknown>, type: string, allowed: readonly string[]): void {
  for (const key of fields.keys()) {
    if (!allowed.includes(key)) throw new PatienceError('bad-move', `a ${type} move has no field ${quote(key)}`);
  }
}

const SHAPE = ': a move must be a JSON object such as {"type":"stock"}';

/**
 * Reads an untrusted move (JSON text or a value) into a canonical one (card moves always carry `count`).
 * Each field is read once and the copy is checked.
 */
export function readMove(input: unknown): Move {
  const value = typeof input === 'string' ? parseText(input, 'the move', 'bad-move', SHAPE) : input;
  const fields = fieldsOf(value, 'bad-move', 'the move');
  if (fields === undefined) throw new PatienceError('bad-move', 'a move must be a JSON object such as {"type":"stock"}');
  const type = fields.get('type');
  switch (type) {
    case 'stock':
      fieldsOnly(fields, type, ['type']);
      return { type: 'stock' };
    case 'move': {
      fieldsOnly(fields, type, ['type', 'from', 'to', 'count']);
      const from = fields.get('from');
      const to = fields.get('to');
      if (typeof from !== 'string' || from === '') throw new PatienceError('bad-move', 'a card move needs "from", a pile id');
      if (typeof to !== 'string' || to === '') throw new PatienceError('bad-move', 'a card move needs "to", a pile id');
      const count = fields.get('count') ?? 1;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
        throw new PatienceError('bad-move', `"count" must be a whole number of cards, 1 or more, not ${quote(count)}`);
      }
      return { type: 'move', from, to, count };
    }
    case 'remove': {
      fieldsOnly(fields, type, ['type', 'piles']);
      const shape = (): PatienceError => new PatienceError('bad-move', 'a remove move needs "piles", a list of one or two pile ids');
      const piles = itemsOf(fields.get('piles'), 2, shape, 'bad-move', 'the move');
      if (piles === undefined || piles.length < 1 || !piles.every((p) => typeof p === 'string')) throw shape();
      return { type: 'remove', piles: piles as string[] };
    }
    default:
      throw new PatienceError('bad-move', `unknown move type ${quote(type)} (types: move, stock, remove)`);
  }
}

/** A short stable key for comparing moves: "tableau-3>foundation-1*1", "stock", "remove tableau-6 tableau-11". */
export function moveKey(move: Move): string {
  switch (move.type) {
    case 'move':
      return `${move.from}>${move.to}*${move.count ?? 1}`;
    case 'stock':
      return 'stock';
    case 'remove':
      return `remove ${move.piles.join(' ')}`;
  }
}

export function sameMove(a: Move, b: Move): boolean {
  switch (a.type) {
    case 'move':
      return b.type === 'move' && a.from === b.from && a.to === b.to && (a.count ?? 1) === (b.count ?? 1);
    case 'stock':
      return b.type === 'stock';
    case 'remove':
      return b.type === 'remove' && a.piles.length === b.piles.length && a.piles.every((p, i) => p === b.piles[i]);
  }
}
