// Owns the bridge for games whose rules are still sentence-returning hooks (candidates, check, perform):
// a GameState over them, slow but exact, until each game states its rules in its own fast state
// (issue 17's migration). Deleted when the last game has moved.
import type { GameState, PileNotes, Refusal, GameRules } from './state.js';
import type { Move, Piles, Position, Vars } from './types.js';

export class LegacyState implements GameState {
  keyLo = 0;
  keyHi = 0;
  private readonly stack: Position[] = [];
  private readonly lists: Move[][] = [];

  constructor(
    private readonly rules: GameRules,
    position: { piles: Piles; vars: Vars },
  ) {
    this.stack.push({ game: rules.id, piles: position.piles, vars: position.vars, status: 'playing', score: 0 });
  }

  private get current(): Position {
    return this.stack[this.stack.length - 1]!;
  }

  isWon(): boolean {
    return this.rules.isWon!(this.current);
  }

  moves(buf: Int32Array, start: number): number {
    const p = this.current;
    const list = this.isWon() ? [] : this.rules.candidates!(p).filter((m) => this.rules.check!(p, m) === null);
    this.lists[this.stack.length - 1] = list;
    for (let i = 0; i < list.length; i++) buf[start + i] = i;
    return list.length;
  }

  make(code: number): void {
    const p = this.current;
    const next = this.rules.perform!(p, this.lists[this.stack.length - 1]![code]!);
    this.stack.push({ game: p.game, piles: next.piles, vars: next.vars, status: 'playing', score: 0 });
  }

  unmake(): void {
    this.stack.pop();
  }

  decode(code: number): Move {
    return this.lists[this.stack.length - 1]![code]!;
  }

  score(): number {
    return this.rules.score!(this.current);
  }

  write(): { piles: Piles; vars: Vars } {
    const p = this.current;
    const piles: Piles = {};
    for (const { id } of this.rules.piles) piles[id] = p.piles[id]!.slice();
    return { piles, vars: { ...p.vars } };
  }

  explain(move: Move): Refusal | null {
    const reason = this.rules.check!(this.current, move);
    return reason === null ? null : { rule: `legacy:${reason}` };
  }

  notes(): PileNotes {
    return {};
  }
}
