// Owns moves as data: reading an untrusted move into a canonical one, and comparing moves by a key.
import { PatienceError } from './errors.js';
import type { Move } from './types.js';
import { itemsOf, parseText, quote } from './untrusted.js';

/** The fields of a move, each read once: the keys in order and the values a move may use. */
interface MoveFields {
  keys: string[];
  /** Which of the fields below the move has (TYPE, FROM, …), and whether it has any other (OTHER). */
  present: number;
  type: unknown;
  from: unknown;
  to: unknown;
  count: unknown;
  piles: unknown;
}

const TYPE = 1;
const FROM = 2;
const TO = 4;
const COUNT = 8;
const PILES = 16;
const OTHER = 32;

/**
 * The fields of an untrusted move read once each (a getter or a Proxy's trap asked once), or undefined
 * when it is not an object. Plain locals rather than a Map of every field (`fieldsOf`), and each field read
 * by its name where it is known: the public API reads one move for each applyMove.
 */
function moveFields(value: unknown): MoveFields | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields: MoveFields = { keys: [], present: 0, type: undefined, from: undefined, to: undefined, count: undefined, piles: undefined };
  try {
    if (Array.isArray(value)) return undefined;
    const v = value as Partial<Record<string, unknown>>;
    const keys = Object.keys(v);
    fields.keys = keys;
    for (let i = 0; i < keys.length; i++) {
      switch (keys[i]) {
        case 'type':
          fields.type = v['type'];
          fields.present |= TYPE;
          break;
        case 'from':
          fields.from = v['from'];
          fields.present |= FROM;
          break;
        case 'to':
          fields.to = v['to'];
          fields.present |= TO;
          break;
        case 'count':
          fields.count = v['count'];
          fields.present |= COUNT;
          break;
        case 'piles':
          fields.piles = v['piles'];
          fields.present |= PILES;
          break;
        default:
          fields.present |= OTHER;
      }
    }
  } catch {
    throw new PatienceError('bad-move', { key: 'unreadable', subject: 'move' });
  }
  return fields;
}

/** The fields a move of each type may have, as the bits of `MoveFields.present` and by name. */
const STOCK_FIELDS = { bits: TYPE, names: ['type'] } as const;
const CARD_FIELDS = { bits: TYPE | FROM | TO | COUNT, names: ['type', 'from', 'to', 'count'] } as const;
const REMOVE_FIELDS = { bits: TYPE | PILES, names: ['type', 'piles'] } as const;

/** Refuses a field a move of its type does not have, naming the first in the move's own order. */
function fieldsOnly(fields: MoveFields, type: 'move' | 'stock' | 'remove', allowed: { bits: number; names: readonly string[] }): void {
  if ((fields.present & ~allowed.bits) === 0) return;
  for (const key of fields.keys) {
    if (!allowed.names.includes(key)) throw new PatienceError('bad-move', { key: 'move-field', type, value: quote(key) });
  }
}

/** The error for a remove move's piles of the wrong shape (one function for all: the public API reads a move per applyMove). */
function removeShape(): PatienceError {
  return new PatienceError('bad-move', { key: 'remove-shape' });
}

/**
 * Reads an untrusted move (JSON text or a value) into a canonical one (card moves always carry `count`).
 * Each field is read once and the copy is checked.
 */
export function readMove(input: unknown): Move {
  const value = typeof input === 'string' ? parseText(input, 'move', 'bad-move') : input;
  const fields = moveFields(value);
  if (fields === undefined) throw new PatienceError('bad-move', { key: 'move-shape' });
  const type = fields.type;
  switch (type) {
    case 'stock':
      fieldsOnly(fields, type, STOCK_FIELDS);
      return { type: 'stock' };
    case 'move': {
      fieldsOnly(fields, type, CARD_FIELDS);
      const { from, to } = fields;
      if (typeof from !== 'string' || from === '') throw new PatienceError('bad-move', { key: 'move-from' });
      if (typeof to !== 'string' || to === '') throw new PatienceError('bad-move', { key: 'move-to' });
      const count = fields.count ?? 1;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
        throw new PatienceError('bad-move', { key: 'move-count', value: quote(count) });
      }
      return { type: 'move', from, to, count };
    }
    case 'remove': {
      fieldsOnly(fields, type, REMOVE_FIELDS);
      const piles = itemsOf(fields.piles, 2, removeShape, 'bad-move', 'move');
      if (piles === undefined || piles.length < 1 || typeof piles[0] !== 'string') throw removeShape();
      if (piles.length === 2 && typeof piles[1] !== 'string') throw removeShape();
      return { type: 'remove', piles: piles as string[] };
    }
    default:
      throw new PatienceError('bad-move', { key: 'move-type', value: quote(type) });
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
      // A remove move names one or two piles; compared without a callback, which would be made afresh at each call.
      if (b.type !== 'remove' || a.piles.length !== b.piles.length) return false;
      for (let i = 0; i < a.piles.length; i++) if (a.piles[i] !== b.piles[i]) return false;
      return true;
  }
}
