// Owns the bots' mutable API: one game's state behind a small checked surface (moves, make, unmake,
// toPosition), for scripts that search and want the solver's speed rather than a new JSON position per
// move. The rules are the game state's own; this module only keeps the lists and the move stack.
import { PatienceError } from './errors.js';
import { structuralRefusal } from './game.js';
import { openState } from './memo.js';
import { readMove, sameMove } from './moves.js';
import { type GameRules, type GameState, MAX_MOVES, type Refusal } from './state.js';
import type { Move, Position, Status } from './types.js';
import { quote } from './untrusted.js';

/**
 * A game in play that changes in place: list the moves, make one, unmake it. Two ways in: `moves()` and
 * `make(move)` with plain move objects, or, at the solver's speed, `codes()` and `makeCode(code)` with
 * the state's own integer codes (valid for the position they were listed in; `decode` turns one into a
 * move).
 */
export class MutableGame {
  private readonly state: GameState;
  private readonly buf = new Int32Array(MAX_MOVES);
  private count = -1;
  private readonly made: number[] = [];

  constructor(
    private readonly rules: GameRules,
    position: Position,
    /** Words a refusal for the error `make` throws. */
    private readonly words: (refusal: Refusal) => string,
  ) {
    this.state = openState(rules, position);
    this.deal = position.deal;
  }

  /** The deal number the game came from, when it has one. */
  readonly deal: number | undefined;

  private list(): number {
    if (this.count < 0) this.count = this.state.isWon() ? 0 : this.state.moves(this.buf, 0);
    return this.count;
  }

  /** The legal moves' codes now: a view that the next make or unmake overwrites. */
  codes(): Int32Array {
    return this.buf.subarray(0, this.list());
  }

  /**
   * The move a code of the current position stands for; a `bad-move` error for anything but one of the
   * codes `codes()` lists now (a state decodes only codes it listed itself).
   */
  decode(code: number): Move {
    if (this.indexOfCode(code) < 0) throw new PatienceError('bad-move', { key: 'move-code', value: quote(code) });
    return this.state.decode(code);
  }

  /** Where `code` is in the current list of codes, or −1. */
  private indexOfCode(code: unknown): number {
    const n = this.list();
    for (let i = 0; i < n; i++) if (this.buf[i] === code) return i;
    return -1;
  }

  /** Every legal move now, each once (as `legalMoves` lists them). */
  moves(): Move[] {
    const n = this.list();
    const out: Move[] = [];
    for (let i = 0; i < n; i++) out.push(this.state.decode(this.buf[i]!));
    return out;
  }

  /** Plays a legal move given as a code from `codes()` of this position. */
  makeCode(code: number): void {
    if (this.indexOfCode(code) < 0) throw new PatienceError('illegal-move', { key: 'move-code', value: quote(code) });
    this.state.make(code);
    this.made.push(code);
    this.count = -1;
  }

  /** Plays a legal move; throws `illegal-move` with the reason (as `applyMove` does) when it is not. */
  make(input: unknown): void {
    const move = readMove(input);
    const n = this.list();
    for (let i = 0; i < n; i++) {
      const code = this.buf[i]!;
      if (sameMove(this.state.decode(code), move)) {
        this.makeCode(code);
        return;
      }
    }
    const position = this.toPosition();
    const refusal = this.refusalFor(position, move);
    throw new PatienceError('illegal-move', this.words(refusal), undefined, refusal);
  }

  private refusalFor(position: Position, move: Move): Refusal {
    if (this.state.isWon()) return { rule: 'game-won' };
    return structuralRefusal(this.rules, position, move) ?? this.state.explain(move) ?? { rule: 'game-won' };
  }

  /** Takes back the last move made; false when there is none. */
  unmake(): boolean {
    if (this.made.length === 0) return false;
    this.made.pop();
    this.state.unmake();
    this.count = -1;
    return true;
  }

  /** How many moves have been made and not unmade. */
  get depth(): number {
    return this.made.length;
  }

  status(): Status {
    if (this.state.isWon()) return 'won';
    return this.list() === 0 ? 'lost' : 'playing';
  }

  score(): number {
    return this.state.score();
  }

  /**
   * A 64-bit key of the position as 16 hex digits, for transposition tables: equal for equal positions
   * (and for positions the rules cannot tell apart, such as the same piles in another order where piles
   * are interchangeable).
   */
  key(): string {
    return (this.state.keyHi >>> 0).toString(16).padStart(8, '0') + (this.state.keyLo >>> 0).toString(16).padStart(8, '0');
  }

  /** The position now, as the immutable API's plain JSON. */
  toPosition(): Position {
    const { piles, vars } = this.state.write();
    const out = { game: this.rules.id } as Position;
    if (this.deal !== undefined) out.deal = this.deal;
    out.piles = piles;
    out.vars = vars;
    out.status = this.status();
    out.score = this.state.score();
    return out;
  }
}
