// Hamlet's state (src/games/hamlet/state.ts), the one place its rules are decided: make/unmake restore
// key and cards, the key, moves and score kept by make equal a fresh state's, the incremental write()
// equals a full one, the key ignores the numbering of piles and foundations, and the move list agrees with docs/rules.md restated independently
// here. Also the search's move list (HamletSearch): legal moves only, leaving out just what it argues.
import { describe, expect, it } from 'vitest';
import { type Card, type Move, type Position, applyMove, deal, legalMoves, moveKey } from '../../src/index.js';
import { HamletState } from '../../src/games/hamlet/state.js';
import { HamletSearch } from '../../src/solver/core/hamlet.js';
import { MAX_MOVES } from '../../src/solver/core/search.js';
import { xorshift } from '../../src/engine/zobrist.js';
import { rankOf } from '../../src/engine/cards.js';
import { scatteredHamlet } from './small-hamlet.js';
import { expectEqual } from '../helpers.js';
import { type Written, checkHere, makeChecked } from './state-walk.js';

const buf = new Int32Array(MAX_MOVES);

function listed(state: HamletState): number[] {
  return Array.from(buf.subarray(0, state.moves(buf, 0)));
}

const key = (state: HamletState): [number, number] => [state.keyLo, state.keyHi];

/**
 * Random walks through Hamlet deals `first`..`last`, at most `steps` moves each, with every state `open`
 * gives for a deal (the first decodes the moves). At each position `look` checks what it likes and
 * returns the move codes to pick the next one from; the walk of a deal ends where there are none.
 */
function walk(
  deals: [first: number, last: number],
  steps: number,
  seed: number,
  open: (position: Position) => HamletSearch[],
  look: (position: Position, states: HamletSearch[]) => number[],
): void {
  const random = xorshift(seed);
  for (let d = deals[0]; d <= deals[1]; d++) {
    let position: Position = deal('hamlet', d);
    const states = open(position);
    for (let step = 0; step < steps; step++) {
      const codes = look(position, states);
      if (codes.length === 0) break;
      const code = codes[random() % codes.length]!;
      position = applyMove(position, states[0]!.decode(code));
      for (const state of states) state.make(code);
    }
  }
}

/** docs/rules.md, Hamlet, written out plainly: top cards, one at a time, down by one rank on a card, foundations up in suit from any Ace. */
function referenceMoves(position: Written): string[] {
  const out: string[] = [];
  for (let i = 1; i <= 13; i++) {
    const from = `tableau-${i}`;
    const card = position.piles[from]!.at(-1);
    if (card === undefined) continue;
    for (let j = 1; j <= 13; j++) {
      const under = position.piles[`tableau-${j}`]!.at(-1);
      if (j !== i && under !== undefined && rankOf(under) === rankOf(card) + 1) out.push(`${from}>tableau-${j}`);
    }
    for (let f = 1; f <= 8; f++) {
      const top = position.piles[`foundation-${f}`]!.at(-1);
      const fits = top === undefined ? rankOf(card) === 1 : top[1] === card[1] && rankOf(card) === rankOf(top) + 1;
      if (fits) out.push(`${from}>foundation-${f}`);
    }
  }
  return out.sort();
}

const shortKeys = (moves: Move[]): string[] => moves.map((m) => (m.type === 'move' ? `${m.from}>${m.to}` : m.type)).sort();

describe('Hamlet state', () => {
  it("plays random games where make/unmake restore key and cards, the key, moves and score are a fresh state's, and writes are incremental", () => {
    const random = xorshift(12345);
    let steps = 0;
    for (let d = 1; d <= 30; d++) {
      const state = new HamletState(deal('hamlet', d));
      const trail: { key: [number, number]; written: Written }[] = [];
      for (let step = 0; step < 200; step++) {
        // test/solver/state-walk.ts checks the state against a fresh one; the moves against the rules restated here.
        const { written, codes } = checkHere(state, (w) => new HamletState(w));
        expect(shortKeys(codes.map((c) => state.decode(c)))).toEqual(referenceMoves(written));
        if (codes.length === 0) break;
        trail.push({ key: key(state), written });
        makeChecked(state, codes[random() % codes.length]!, written);
        steps++;
      }
      for (let k = trail.length - 1; k >= 0; k--) {
        state.unmake();
        expectEqual(key(state), trail[k]!.key);
        expectEqual(state.write(), trail[k]!.written);
      }
    }
    expect(steps).toBeGreaterThan(1000);
  });

  it('lists exactly the moves docs/rules.md allows on scattered positions (empty and tall piles, complete foundations)', () => {
    let moves = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const position = scatteredHamlet(seed);
      const state = new HamletState(position);
      expect(state.write()).toEqual({ piles: position.piles, vars: {} });
      const codes = listed(state);
      expect(shortKeys(codes.map((c) => state.decode(c)))).toEqual(referenceMoves(position));
      // Each move and its undo leave the state as it was.
      const before = { key: key(state), written: JSON.stringify(state.write()) };
      for (const code of codes) {
        state.make(code);
        expectEqual(key(state), key(new HamletState(state.write())));
        state.unmake();
      }
      expect({ key: key(state), written: JSON.stringify(state.write()) }).toEqual(before);
      moves += codes.length;
    }
    expect(moves).toBeGreaterThan(1000);
  });

  it('holds every card on one pile', () => {
    const piles: Record<string, Card[]> = {};
    for (let i = 1; i <= 13; i++) piles[`tableau-${i}`] = [];
    for (let f = 1; f <= 8; f++) piles[`foundation-${f}`] = [];
    piles['tableau-5'] = deal('hamlet', 3).piles['tableau-1']!.concat(
      ...Array.from({ length: 12 }, (_, i) => deal('hamlet', 3).piles[`tableau-${i + 2}`]!),
    );
    const state = new HamletState({ piles, vars: {} });
    expect(state.write().piles).toEqual(piles);
    const position = { game: 'hamlet', piles, vars: {}, status: 'playing', score: 0 } as Position;
    expect(shortKeys(listed(state).map((c) => state.decode(c)))).toEqual(referenceMoves(position));
  });

  it('gives the same key when piles or foundations are renumbered, and another key to other cards', () => {
    const position = deal('hamlet', 7);
    const piles = { ...position.piles };
    const swapped = { ...piles, 'tableau-1': piles['tableau-13']!, 'tableau-13': piles['tableau-1']! };
    const a = new HamletState(position);
    expect(key(new HamletState({ piles: swapped, vars: {} }))).toEqual(key(a));
    const moved = {
      ...piles,
      'tableau-1': piles['tableau-2']!,
      'tableau-2': piles['tableau-1']!.slice(0, -1).concat(piles['tableau-2']!.slice(-1)),
    };
    expect(key(new HamletState({ piles: moved, vars: {} }))).not.toEqual(key(a));
    // Foundations swapped: the same cards home, the same key.
    const home = scatteredHamlet(3).piles;
    expect(home['foundation-1']).not.toEqual(home['foundation-2']);
    const renumbered = { ...home, 'foundation-1': home['foundation-2']!, 'foundation-2': home['foundation-1']! };
    expect(key(new HamletState({ piles: renumbered, vars: {} }))).toEqual(key(new HamletState({ piles: home, vars: {} })));
  });
});

describe('Hamlet search state', () => {
  it("tries only legal moves, leaving out only a lone card's moves to piles and all but one of equal foundations", () => {
    let left = 0;
    walk(
      [1, 12],
      150,
      31,
      (position) => [new HamletSearch(position)],
      (position, [state]) => {
        const all = new Set(legalMoves(position).map(moveKey));
        const tried = Array.from(buf.subarray(0, state!.searchMoves(buf, 0)), (c) => state!.decode(c));
        for (const m of tried) expect(all.has(moveKey(m))).toBe(true);
        const triedKeys = new Set(tried.map(moveKey));
        for (const m of legalMoves(position)) {
          if (triedKeys.has(moveKey(m)) || m.type !== 'move') continue;
          left++;
          if (m.to.startsWith('tableau-')) expect(position.piles[m.from]).toHaveLength(1);
          else {
            // Another foundation showing the same card takes it in the search's list.
            const twin = tried.find((t) => t.type === 'move' && t.from === m.from && t.to.startsWith('foundation-'));
            expect(twin?.type === 'move' && position.piles[twin.to]!.at(-1)).toBe(position.piles[m.to]!.at(-1));
          }
        }
        return listed(state!);
      },
    );
    expect(left).toBeGreaterThan(100);
  });

  it('orders its moves without changing them: the same moves as the unordered list, foundation moves first', () => {
    const unordered = new Int32Array(MAX_MOVES);
    let reordered = 0;
    walk(
      [20, 27],
      120,
      47,
      (position) => [new HamletSearch(position)],
      (_, [state]) => {
        const tried = Array.from(buf.subarray(0, state!.searchMoves(buf, 0)));
        const plain = Array.from(unordered.subarray(0, state!.beamMoves(unordered, 0)));
        expect([...tried].sort((a, b) => a - b)).toEqual([...plain].sort((a, b) => a - b));
        const home = tried.map((c) => state!.decode(c)).map((m) => m.type === 'move' && m.to.startsWith('foundation-'));
        expect(home.indexOf(false) === -1 || home.lastIndexOf(true) < home.indexOf(false)).toBe(true);
        if (tried.some((c, i) => c !== plain[i])) reordered++;
        return tried;
      },
    );
    expect(reordered).toBeGreaterThan(50);
  });

  it('orders moves by counting only what a move changes exactly as by making each move and counting again', () => {
    class ByMaking extends HamletSearch {
      protected override orderPileMoves(moves: Int32Array, from: number, to: number): void {
        this.orderByMaking(moves, from, to);
      }
    }
    const slow = new Int32Array(MAX_MOVES);
    let compared = 0;
    walk(
      [30, 39],
      150,
      53,
      (position) => [new HamletSearch(position), new ByMaking(position)],
      (_, [fast, made]) => {
        const n = fast!.searchMoves(buf, 0);
        expect(made!.searchMoves(slow, 0)).toBe(n);
        expect(Array.from(buf.subarray(0, n))).toEqual(Array.from(slow.subarray(0, n)));
        if (n > 2) compared++;
        return Array.from(buf.subarray(0, n));
      },
    );
    expect(compared).toBeGreaterThan(300);
  });
});
