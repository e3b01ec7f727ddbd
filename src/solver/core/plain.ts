// Owns the plain search state: a game's own state with no search knowledge added — every legal move, no
// forced moves, no cuts. The solver with `generic: true` searches it, and tests hold the full solver's
// verdicts to it: whatever the forced moves, prunings and cuts leave out, they must not change a verdict.
import type { GameState, Move } from '../../engine/index.js';
import type { SearchState } from './search.js';

export class PlainState implements SearchState {
  constructor(private readonly state: GameState) {}

  get keyLo(): number {
    return this.state.keyLo;
  }

  get keyHi(): number {
    return this.state.keyHi;
  }

  isWon(): boolean {
    return this.state.isWon();
  }

  moves(buf: Int32Array, start: number): number {
    return this.state.isWon() ? 0 : this.state.moves(buf, start);
  }

  searchMoves(buf: Int32Array, start: number): number {
    return this.moves(buf, start);
  }

  make(move: number): void {
    this.state.make(move);
  }

  unmake(): void {
    this.state.unmake();
  }

  decode(move: number): Move {
    return this.state.decode(move);
  }

  forcedMove(): number {
    return -1;
  }

  deadEnd(): boolean {
    return false;
  }
}
