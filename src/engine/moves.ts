// Owns moves as data: reading an untrusted move into a canonical one, and comparing moves by a key.
import { PatienceError } from './errors.js';
import type { Move } from './types.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldsOnly(value: Record<string, unknown>, allowed: string[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw new PatienceError('bad-move', `a ${String(value['type'])} move has no field "${key}"`);
  }
}

/** Reads an untrusted move (JSON text or a value) into a canonical one (card moves always carry `count`). */
export function readMove(input: unknown): Move {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch (e) {
      throw new PatienceError(
        'bad-move',
        `the move is not valid JSON (${(e as Error).message}): a move must be a JSON object such as {"type":"stock"}`,
      );
    }
  }
  if (!isObject(value)) throw new PatienceError('bad-move', 'a move must be a JSON object such as {"type":"stock"}');
  switch (value['type']) {
    case 'stock':
      fieldsOnly(value, ['type']);
      return { type: 'stock' };
    case 'move': {
      fieldsOnly(value, ['type', 'from', 'to', 'count']);
      const { from, to } = value;
      if (typeof from !== 'string' || from === '') throw new PatienceError('bad-move', 'a card move needs "from", a pile id');
      if (typeof to !== 'string' || to === '') throw new PatienceError('bad-move', 'a card move needs "to", a pile id');
      const count = value['count'] ?? 1;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
        throw new PatienceError('bad-move', `"count" must be a whole number of cards, 1 or more, not ${JSON.stringify(count)}`);
      }
      return { type: 'move', from, to, count };
    }
    case 'remove': {
      fieldsOnly(value, ['type', 'piles']);
      const piles = value['piles'];
      if (!Array.isArray(piles) || piles.length < 1 || piles.length > 2 || !piles.every((p) => typeof p === 'string')) {
        throw new PatienceError('bad-move', 'a remove move needs "piles", a list of one or two pile ids');
      }
      return { type: 'remove', piles: piles.slice() };
    }
    default:
      throw new PatienceError('bad-move', `unknown move type ${JSON.stringify(value['type'])} (types: move, stock, remove)`);
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
