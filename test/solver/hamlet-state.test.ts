// The Hamlet search state against the engine: its complete move list equals legalMoves on random
// positions, make/unmake restores the key, and the key ignores the order of piles.
import { describe, expect, it } from 'vitest';
import { applyMove, deal, legalMoves, moveKey, type Move, type Position } from '../../src/index.js';
import { HamletState } from '../../src/solver/core/hamlet.js';
import { MAX_MOVES } from '../../src/solver/core/search.js';
import { xorshift } from '../../src/engine/zobrist.js';

function stateMoves(state: HamletState): { codes: number[]; moves: Move[] } {
  const buf = new Int32Array(MAX_MOVES);
  const n = state.moves(buf, 0, true);
  const codes = Array.from(buf.subarray(0, n));
  return { codes, moves: codes.map((m) => state.publicMove(m)) };
}

const keys = (moves: Move[]): string[] => moves.map(moveKey).sort();

describe('Hamlet search state', () => {
  it('lists exactly the legal moves along random games, and make/unmake restores the key', () => {
    const random = xorshift(12345);
    let checked = 0;
    for (let d = 1; d <= 30; d++) {
      let position: Position = deal('hamlet', d);
      const state = new HamletState(position);
      const keysSeen: [number, number][] = [];
      for (let step = 0; step < 200; step++) {
        const legal = legalMoves(position);
        const mine = stateMoves(state);
        expect(keys(mine.moves)).toEqual(keys(legal));
        checked++;
        if (legal.length === 0) break;
        const i = random() % mine.codes.length;
        keysSeen.push([state.keyLo, state.keyHi]);
        state.make(mine.codes[i]!);
        position = applyMove(position, mine.moves[i]!);
        // The incremental key equals the key of the same position built from scratch.
        const fresh = new HamletState(position);
        expect([state.keyLo, state.keyHi]).toEqual([fresh.keyLo, fresh.keyHi]);
      }
      for (let k = keysSeen.length - 1; k >= 0; k--) {
        state.unmake();
        expect([state.keyLo, state.keyHi]).toEqual(keysSeen[k]);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives the same key when piles or foundations are renumbered', () => {
    const position = deal('hamlet', 7);
    const piles = { ...position.piles };
    const swapped = { ...piles, 'tableau-1': piles['tableau-13']!, 'tableau-13': piles['tableau-1']! };
    const a = new HamletState(position);
    const b = new HamletState({ ...position, piles: swapped });
    expect([a.keyLo, a.keyHi]).toEqual([b.keyLo, b.keyHi]);
    const c = new HamletState({ ...position, piles: { ...piles, 'tableau-1': piles['tableau-2']!, 'tableau-2': piles['tableau-1']!.slice(0, -1).concat(piles['tableau-2']!.slice(-1)) } });
    // A different position (cards moved between piles) gets a different key.
    expect([c.keyLo, c.keyHi]).not.toEqual([a.keyLo, a.keyHi]);
  });
});
