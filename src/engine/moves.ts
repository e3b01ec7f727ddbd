// Owns moves as data: reading an untrusted move into a canonical one, and comparing moves by a key.
import { PatienceError } from './errors.js';
import type { Move } from './types.js';
import { itemsOf, parseText, quote } from './untrusted.js';

/** The fields of a move, each read once: the keys in order and the values a move may use. */
interface MoveFields {
  keys: string[];
  type: unknown;
  from: unknown;
  to: unknown;
  count: unknown;
  piles: unknown;
}

/**
 * The fields of an untrusted move read once each (a getter or a Proxy's trap asked once), or undefined
 * when it is not an object. Plain locals rather than a Map of every field (`fieldsOf`): the public API
 * reads one move for each applyMove.
 */
function moveFields(value: unknown): MoveFields | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields: MoveFields = { keys: [], type: undefined, from: undefined, to: undefined, count: undefined, piles: undefined };
  try {
    if (Array.isArray(value)) return undefined;
    fields.keys = Object.keys(value);
    for (const key of fields.keys) {
      const x = (value as Record<string, unknown>)[key];
      if (key === 'type' || key === 'from' || key === 'to' || key === 'count' || key === 'piles') fields[key] = x;
    }
  } catch {
    throw new PatienceError('bad-move', 'the move could not be read: reading it threw an error');
  }
  return fields;
}

function fieldsOnly(fields: MoveFields, type: string, allowed: readonly string[]): void {
  for (const key of fields.keys) {
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
  const fields = moveFields(value);
  if (fields === undefined) throw new PatienceError('bad-move', 'a move must be a JSON object such as {"type":"stock"}');
  const type = fields.type;
  switch (type) {
    case 'stock':
      fieldsOnly(fields, type, ['type']);
      return { type: 'stock' };
    case 'move': {
      fieldsOnly(fields, type, ['type', 'from', 'to', 'count']);
      const { from, to } = fields;
      if (typeof from !== 'string' || from === '') throw new PatienceError('bad-move', 'a card move needs "from", a pile id');
      if (typeof to !== 'string' || to === '') throw new PatienceError('bad-move', 'a card move needs "to", a pile id');
      const count = fields.count ?? 1;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
        throw new PatienceError('bad-move', `"count" must be a whole number of cards, 1 or more, not ${quote(count)}`);
      }
      return { type: 'move', from, to, count };
    }
    case 'remove': {
      fieldsOnly(fields, type, ['type', 'piles']);
      const shape = (): PatienceError => new PatienceError('bad-move', 'a remove move needs "piles", a list of one or two pile ids');
      const piles = itemsOf(fields.piles, 2, shape, 'bad-move', 'the move');
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
