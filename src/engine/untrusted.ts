// Owns values handed in from outside: quoting any value in a message (briefly, never throwing), reading
// JSON text within the library's limits, and reading an object's fields or a list's items once each, so
// that what is checked is what is used (a getter or a Proxy cannot answer differently the second time).
import { type ErrorCode, type PlaceStep, PatienceError } from './errors.js';
import type { Subject } from './reasons.js';

/** JSON text nested deeper than this (objects and lists) is refused before it is parsed. */
export const MAX_DEPTH = 64;
/** JSON text longer than this, in characters, is refused before it is parsed. */
export const MAX_TEXT = 16_000_000;
/** The most moves a game record (or a link's move list) may hold. */
export const MAX_RECORD_MOVES = 100_000;
/** The most characters of a value a message quotes. */
const QUOTE_LENGTH = 60;

/**
 * Any value as a message quotes it, in at most 60 characters: JSON for plain data ("10H", 7, [1,2]), a
 * word for the rest (a function, 5n). Never throws and never calls a getter (it reads data fields only).
 */
export function quote(value: unknown): string {
  let text: string;
  try {
    text = quoted(value, 2);
  } catch {
    text = 'a value that cannot be read';
  }
  return text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text;
}

function quoted(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > QUOTE_LENGTH ? value.slice(0, QUOTE_LENGTH) : value);
    case 'bigint':
      return value > 10n ** 40n || value < -(10n ** 40n) ? 'a huge BigInt' : `${value.toString()}n`;
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    case 'undefined':
      return 'undefined';
    case 'number':
    case 'boolean':
      return String(value);
    default:
      break;
  }
  if (value === null) return 'null';
  const list = Array.isArray(value);
  if (depth === 0) return list ? '[…]' : '{…}';
  const keys = list ? null : Object.keys(value as object);
  const count = list ? (value as unknown[]).length : keys!.length;
  const parts: string[] = [];
  for (let i = 0; i < Math.min(count, 4); i++) {
    const key = list ? String(i) : keys![i]!;
    const field = Object.getOwnPropertyDescriptor(value as object, key);
    const shown = field === undefined ? '' : 'value' in field ? quoted(field.value, depth - 1) : 'a getter';
    parts.push(list ? shown : `${quoted(key, 0)}:${shown}`);
  }
  if (count > 4) parts.push('…');
  return list ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
}

/** How deep JSON text nests, or MAX_DEPTH + 1 as soon as it is known to nest deeper. */
function nesting(text: string): number {
  let depth = 0;
  let most = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > most && (most = depth) > MAX_DEPTH) return most;
    } else if (c === 93 || c === 125) depth--;
  }
  return most;
}

/**
 * JSON text parsed within the limits (at most MAX_TEXT characters, nested at most MAX_DEPTH deep); bad
 * text is a `code` error saying what `what` (the record) is, and why (a move's also says what a move is).
 */
export function parseText(text: string, what: Subject, code: ErrorCode): unknown {
  if (text.length > MAX_TEXT) throw new PatienceError(code, { key: 'text-too-long', subject: what, most: MAX_TEXT });
  if (nesting(text) > MAX_DEPTH) throw new PatienceError(code, { key: 'text-too-deep', subject: what, most: MAX_DEPTH });
  try {
    return JSON.parse(text);
  } catch (e) {
    const reason = e instanceof SyntaxError ? e.message : 'unreadable';
    const short = reason.length > QUOTE_LENGTH * 2 ? `${reason.slice(0, QUOTE_LENGTH * 2 - 1)}…` : reason;
    throw new PatienceError(code, { key: 'not-json', subject: what, error: short });
  }
}

/** What to throw when reading a value threw (a getter, a Proxy's trap): a `code` error about `what`. */
function unreadable(code: ErrorCode, what: Subject, where: string | PlaceStep | undefined): PatienceError {
  return new PatienceError(code, { key: 'unreadable', subject: what }, where);
}

/**
 * The own enumerable fields of an object, each read exactly once, or undefined when `value` is not an
 * object (or is a list). Anything thrown while reading is a `code` error about `what`.
 */
export function fieldsOf(value: unknown, code: ErrorCode, what: Subject, where?: string | PlaceStep): Map<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    if (Array.isArray(value)) return undefined;
    const fields = new Map<string, unknown>();
    for (const key of Object.keys(value)) fields.set(key, (value as Record<string, unknown>)[key]);
    return fields;
  } catch {
    throw unreadable(code, what, where);
  }
}

/**
 * The items of a list, each read exactly once (its length first), or undefined when `value` is not a
 * list. `tooMany(length)` builds the error for a list longer than `most`, before any item is read.
 */
export function itemsOf(
  value: unknown,
  most: number,
  tooMany: (length: number) => PatienceError,
  code: ErrorCode,
  what: Subject,
  where?: string | PlaceStep,
): unknown[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  let items: unknown[];
  try {
    if (!Array.isArray(value)) return undefined;
    const length = (value as unknown[]).length;
    if (length > most) throw tooMany(length);
    items = new Array<unknown>(length);
    for (let i = 0; i < length; i++) items[i] = (value as unknown[])[i];
  } catch (e) {
    if (e instanceof PatienceError) throw e;
    throw unreadable(code, what, where);
  }
  return items;
}

/** True for a plain object: not null, not a list (a list or anything unreadable is false). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return !Array.isArray(value);
  } catch {
    return false;
  }
}

/** A field name or pile id from outside as an error's place: itself, cut to 40 characters. */
export function placeOf(key: string): string {
  return key.length > 40 ? `${key.slice(0, 39)}…` : key;
}
