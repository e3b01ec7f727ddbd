// One-tap moves (issue 25, item 6): a tap on a card that has exactly one legal move, or a move home the
// engine calls safe, makes it; with several choices the tap chooses as before; off, every tap chooses.
// A one-tap move on a pile a double tap would sweep waits out the double tap (table.ts holds the timer).
import { describe, expect, it } from 'vitest';
import {
  type GameId,
  type Move,
  type Position,
  applyMove,
  autoMove,
  autoMoves,
  deal,
  foundationSweep,
  legalMoves,
  listGames,
  sameMove,
} from '../../src/index.js';
import * as board from '../../src/web/table/board.js';
import { carry } from '../../src/web/table/intents.js';
import { stateOf } from './table-state.js';

/** The middle of the visible part of a pile's top card. */
function topOf(s: board.TableState, pile: string): { x: number; y: number } {
  const top = s.layout.cards.filter((c) => c.pile === pile).sort((a, b) => b.index - a.index)[0]!;
  return { x: top.x + s.layout.cardW / 2, y: top.y + s.layout.cardH / 2 };
}

/** Every top card of a deal's tableau that can start a move, with the moves starting there. */
function tops(p: Position): { pile: string; moves: Move[] }[] {
  const s = stateOf(p);
  const out: { pile: string; moves: Move[] }[] = [];
  for (const pile of Object.keys(p.piles)) {
    const n = p.piles[pile]!.length;
    if (n === 0 || pile === 'stock' || !s.layout.cards.some((c) => c.pile === pile && c.index === n - 1 && c.faceUp)) continue;
    const moves = board.movesFrom(s.legal, pile, 1);
    if (moves.length > 0) out.push({ pile, moves });
  }
  return out;
}

/** The first deal (of any game) with a top card that satisfies `want`. */
function find(want: (p: Position, t: { pile: string; moves: Move[] }) => boolean): { p: Position; pile: string; moves: Move[] } {
  for (const { id } of listGames()) {
    for (let n = 1; n < 200; n++) {
      const p = deal(id as GameId, n);
      for (const t of tops(p)) if (want(p, t)) return { p, ...t };
    }
  }
  throw new Error('no such deal');
}

describe("the engine's automatic moves, all of them (autoMoves)", () => {
  it("every one is legal, the first is autoMove's, and none is listed when autoMove gives nothing", () => {
    let seen = 0;
    for (const { id } of listGames()) {
      for (let n = 1; n <= 30; n++) {
        let p = deal(id as GameId, n);
        // A few plain moves in, so that some cards can go home.
        for (let i = 0; i < 12 && p.status === 'playing'; i++) {
          for (const mode of ['safe', 'all'] as const) {
            const all = autoMoves(p, mode);
            const first = autoMove(p, mode);
            expect(all[0] ?? null).toEqual(first?.move ?? null);
            for (const m of all) expect(legalMoves(p).some((l) => sameMove(l, m))).toBe(true);
            seen += all.length;
          }
          p = applyMove(p, legalMoves(p)[(n + i) % legalMoves(p).length]!);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('whether a double tap would sweep a pile (board.sweeps)', () => {
  it("agrees with the engine's foundationSweep on every pile of positions of every game", () => {
    let yes = 0;
    let no = 0;
    for (const { id } of listGames()) {
      for (let n = 1; n <= 12; n++) {
        let p = deal(id as GameId, n);
        for (let i = 0; i < 25 && p.status === 'playing'; i++) {
          const legal = legalMoves(p);
          for (const pile of Object.keys(p.piles)) {
            const sweeps = board.sweeps({ legal }, pile);
            expect(sweeps).toBe(foundationSweep(p, pile).length > 0);
            if (sweeps) yes++;
            else no++;
          }
          if (legal.length === 0) break;
          p = applyMove(p, legal[(n * 7 + i) % legal.length]!);
        }
      }
    }
    expect(yes).toBeGreaterThan(50);
    expect(no).toBeGreaterThan(50);
  });
});

describe('one-tap moves', () => {
  it('a card with exactly one legal move: the tap makes it; with the setting off, it chooses the card', () => {
    const { p, pile, moves } = find((_, t) => t.moves.length === 1);
    const s = stateOf(p);
    const at = topOf(s, pile);
    const action = board.tap(s, at, true);
    expect(action.kind).toBe('one-tap');
    if (action.kind !== 'one-tap') return;
    expect(action.move).toEqual(moves[0]);
    expect(action.wait).toBe(foundationSweep(p, pile).length > 0);
    expect(board.tap(s, at, false)).toEqual({ kind: 'select', selection: { pile, index: p.piles[pile]!.length - 1 } });
  });

  it('several choices, one of them a safe move home (the engine says so): the tap sends it home', () => {
    const { p, pile, moves } = find((p, t) => t.moves.length > 1 && t.moves.some((m) => autoMoves(p, 'safe').some((a) => sameMove(a, m))));
    const safe = moves.find((m) => autoMoves(p, 'safe').some((a) => sameMove(a, m)))!;
    const action = board.tap(stateOf(p), topOf(stateOf(p), pile), true);
    expect(action).toMatchObject({ kind: 'one-tap', move: safe });
  });

  it('several choices and none safe home: the tap only chooses the card', () => {
    const { p, pile } = find((p, t) => t.moves.length > 1 && !t.moves.some((m) => autoMoves(p, 'safe').some((a) => sameMove(a, m))));
    const s = stateOf(p);
    expect(board.tap(s, topOf(s, pile), true)).toEqual({ kind: 'select', selection: { pile, index: p.piles[pile]!.length - 1 } });
  });

  it('a one-tap move is posted at once, or (waiting out a double tap) shows the card chosen and posts nothing', () => {
    const { p, pile, moves } = find((_, t) => t.moves.length === 1);
    const s = stateOf(p);
    const selection = { pile, index: p.piles[pile]!.length - 1 };
    const now = carry(s, { kind: 'one-tap', move: moves[0]!, selection, wait: false });
    expect(now.intents).toEqual([{ kind: 'move', move: moves[0] }]);
    expect(now.state.selected).toBeNull();
    const later = carry(s, { kind: 'one-tap', move: moves[0]!, selection, wait: true });
    expect(later.intents).toEqual([]);
    expect(later.state.selected).toEqual(selection);
  });

  it('a chosen card is still played by a tap on its target, and tapping it again lets it go', () => {
    const { p, pile, moves } = find((p, t) => t.moves.length > 1 && !t.moves.some((m) => autoMoves(p, 'safe').some((a) => sameMove(a, m))));
    const s = { ...stateOf(p), selected: { pile, index: p.piles[pile]!.length - 1 } };
    const m = moves.find((x) => x.type === 'move')!;
    if (m.type !== 'move') return;
    expect(board.tap(s, topOf(s, m.to), true)).toEqual({ kind: 'play', move: m });
    expect(board.tap(s, topOf(s, pile), true)).toEqual({ kind: 'select', selection: null });
  });

  it('the safe moves home are asked of the engine once per position, and are its answer', () => {
    for (const game of listGames().map((g) => g.id)) {
      const p = deal(game, 12);
      const asked = board.safeMoves(p);
      expect(asked).toEqual(autoMoves(p, 'safe'));
      // The same answer, not asked again: the table asks ahead, in an idle moment, so that a tap need not.
      expect(board.safeMoves(p)).toBe(asked);
      // Another position (even an equal one) is another question.
      expect(board.safeMoves(deal(game, 12))).not.toBe(asked);
    }
  });
});
