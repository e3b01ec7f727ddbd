// Owns the fallback search state for a game without a compact one: it drives the game's own rules
// (candidates, check, perform) on positions kept in a stack. Slower, but exact for any game, and keyed
// by Zobrist numbers over (pile, height, card) plus the game's vars, never by strings in a map.
import { type GameRules, type Move, type Position, applyMove, cardType, legalMoves, zobristTable } from '../../engine/index.js';
import type { SearchState } from './search.js';

const MAX_HEIGHT = 128;
const Z = zobristTable(64 * MAX_HEIGHT * 52, 0x6e6e71c);

function fnv(text: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

export class GenericState implements SearchState {
  keyLo = 0;
  keyHi = 0;
  private readonly stack: Position[] = [];
  private readonly keys: number[] = [];
  private readonly lists: Move[][] = [];
  private readonly pileIds: string[];

  constructor(
    private readonly rules: GameRules,
    position: Position,
  ) {
    this.pileIds = rules.piles.map((p) => p.id);
    this.stack.push(position);
    this.rekey();
  }

  private get current(): Position {
    return this.stack[this.stack.length - 1]!;
  }

  private rekey(): void {
    const p = this.current;
    let lo = fnv(JSON.stringify(p.vars), 0x811c9dc5);
    let hi = fnv(JSON.stringify(p.vars), 0x1234567);
    this.pileIds.forEach((id, i) => {
      const cards = p.piles[id]!;
      for (let h = 0; h < cards.length; h++) {
        const z = (i * MAX_HEIGHT + (h % MAX_HEIGHT)) * 52 + cardType(cards[h]!);
        lo ^= Z.lo[z]!;
        hi ^= Z.hi[z]!;
      }
    });
    this.keyLo = lo;
    this.keyHi = hi;
  }

  isWon(): boolean {
    return this.current.status === 'won';
  }

  searchMoves(buf: Int32Array, start: number): number {
    return this.moves(buf, start);
  }

  decode(move: number): Move {
    return this.publicMove(move);
  }

  moves(buf: Int32Array, start: number): number {
    const list = legalMoves(this.rules, this.current);
    this.lists[this.stack.length - 1] = list;
    for (let i = 0; i < list.length; i++) buf[start + i] = i;
    return list.length;
  }

  make(move: number): void {
    const pos = this.current;
    const m = this.lists[this.stack.length - 1]![move]!;
    this.keys.push(this.keyLo, this.keyHi);
    this.stack.push(applyMove(this.rules, pos, m));
    this.rekey();
  }

  unmake(): void {
    this.stack.pop();
    this.keyHi = this.keys.pop()!;
    this.keyLo = this.keys.pop()!;
  }

  publicMove(move: number): Move {
    return this.lists[this.stack.length - 1]![move]!;
  }

  forcedMove(): number {
    return -1;
  }

  deadEnd(): boolean {
    return false;
  }
}
