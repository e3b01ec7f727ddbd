import type { Refusal } from './state.js';

// Owns the one error type the public surface throws: a stable code, a place, and a sentence.

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
 * Every refusal from the library: `code` for programs, `where` for the place (a pile id, a move index,
 * a field), and `detail`, a sentence a player understands. `message` joins place and sentence.
 */
export class PatienceError extends Error {
  readonly code: ErrorCode;
  readonly where: string | undefined;
  readonly detail: string;
  /** For an illegal move: the refusal as facts (the rule, the cards, the piles), to word in any notation. */
  readonly refusal: Refusal | undefined;

  constructor(code: ErrorCode, detail: string, where?: string, refusal?: Refusal) {
    super(where === undefined ? detail : `${where}: ${detail}`);
    this.name = 'PatienceError';
    this.code = code;
    this.where = where;
    this.detail = detail;
    this.refusal = refusal;
  }
}

/** The same error placed inside an outer place: `within('move 3', e)` reads "move 3: tableau-2: …". */
export function within(outer: string, error: PatienceError): PatienceError {
  return new PatienceError(error.code, error.detail, error.where === undefined ? outer : `${outer}: ${error.where}`, error.refusal);
}
