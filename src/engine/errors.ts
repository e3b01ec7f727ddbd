import { type ReasonFacts, type ReasonKey, englishReason } from './reasons.js';
import type { Refusal } from './state.js';
import type { GameId } from './types.js';

// Owns the one error type the public surface throws: a stable code, a place, and a sentence, each also
// as facts (`reason`, `place`) a front end words in a player's language.

/** Stable machine-readable kinds of failure. New codes may be added; existing ones keep their meaning. */
export type ErrorCode =
  | 'bad-json'
  | 'bad-game'
  | 'bad-deal'
  | 'bad-pile'
  | 'missing-pile'
  | 'bad-card'
  | 'too-many-copies'
  | 'wrong-card-count'
  | 'misplaced-card'
  | 'bad-vars'
  | 'bad-move'
  | 'illegal-move'
  | 'bad-record'
  | 'bad-option';

/**
 * Why the library refused something, as facts a front end can word in any language: one of the
 * `ReasonFacts` (a key and the values of its sentence), an illegal move's refusal (`{ key:
 * 'illegal-move', refusal }`), or, for an error made from a sentence alone (by a caller of the
 * constructor), `{ key: 'text' }`, its words only the `detail`.
 */
export type ErrorReason = ReasonFacts | { key: 'illegal-move'; refusal: Refusal } | { key: 'text' };

/**
 * One step of an error's place, outermost first: a pile (its id, and its game when known), the nth move
 * of a record or history (from 1), the nth step of a history (from 1), or a field or option by its name
 * ("deal", "vars.turned", "timeLimitMs"). `where` is the same place as text: "move 3: tableau-2".
 */
export type PlaceStep =
  { kind: 'pile'; id: string; game?: GameId } | { kind: 'move'; n: number } | { kind: 'step'; n: number } | { kind: 'field'; name: string };

/** A place as text, step by step: "move 3: tableau-2". */
function placeText(place: readonly PlaceStep[]): string {
  return place.map((s) => (s.kind === 'pile' ? s.id : s.kind === 'field' ? s.name : `${s.kind} ${s.n}`)).join(': ');
}

/** A place given as text (a caller's), as steps: "move 3" and "step 2" are numbered, anything else a field. */
function placeOfText(where: string): PlaceStep {
  const m = /^(move|step) ([1-9]\d{0,8})$/.exec(where);
  return m === null ? { kind: 'field', name: where } : { kind: m[1] as 'move' | 'step', n: Number(m[2]) };
}

/**
 * Every refusal from the library: `code` for programs, `where` for the place (a pile id, a move index,
 * a field), and `detail`, a sentence a player understands. `message` joins place and sentence. The same
 * as facts: `reason` (a stable `key` and the values of its sentence) and `place` (the steps of `where`),
 * so a front end can say both in a player's language. The constructor takes the reason (the library's
 * English sentence is made from it) or, for a caller's own error, a sentence (reason `{ key: 'text' }`).
 */
export class PatienceError extends Error {
  readonly code: ErrorCode;
  readonly where: string | undefined;
  readonly detail: string;
  /** For an illegal move: the refusal as facts (the rule, the cards, the piles), to word in any notation. */
  readonly refusal: Refusal | undefined;
  /** Why, as facts: `detail` is its English sentence. */
  readonly reason: ErrorReason;
  /** Where, as steps, outermost first; empty when the error has no place. */
  readonly place: readonly PlaceStep[];

  constructor(code: ErrorCode, detail: string | ErrorReason, where?: string | PlaceStep | readonly PlaceStep[], refusal?: Refusal) {
    const place: readonly PlaceStep[] =
      where === undefined ? [] : typeof where === 'string' ? [placeOfText(where)] : 'kind' in where ? [where] : where;
    const text = place.length === 0 ? undefined : typeof where === 'string' ? where : placeText(place);
    const sentence = typeof detail === 'string' ? detail : wordsOf(detail);
    super(text === undefined ? sentence : `${text}: ${sentence}`);
    this.name = 'PatienceError';
    this.code = code;
    this.where = text;
    this.detail = sentence;
    this.refusal = refusal ?? (typeof detail !== 'string' && detail.key === 'illegal-move' ? detail.refusal : undefined);
    this.reason =
      typeof detail !== 'string' ? detail : this.refusal !== undefined ? { key: 'illegal-move', refusal: this.refusal } : { key: 'text' };
    this.place = Object.freeze([...place]);
  }
}

/** A reason's English sentence (an illegal move's and a caller's sentence are given with it, not made). */
function wordsOf(reason: ErrorReason): string {
  if (reason.key === 'illegal-move' || reason.key === 'text') throw new TypeError(`a ${reason.key} error is made with its sentence`);
  return englishReason(reason as { key: ReasonKey });
}

/**
 * The same error placed inside an outer place: `within({ kind: 'move', n: 3 }, e)` reads "move 3:
 * tableau-2: …" (an outer place given as text is read as `PatienceError` reads `where`).
 */
export function within(outer: string | PlaceStep, error: PatienceError): PatienceError {
  const step = typeof outer === 'string' ? placeOfText(outer) : outer;
  const inner = new PatienceError(error.code, error.detail, [step, ...error.place], error.refusal);
  // The reason stays the error's own (a sentence given again would make it `text`).
  return Object.assign(inner, { reason: error.reason }) as PatienceError;
}
