// The table's decisions without a browser (issue 13, item 8): what a tap, a double tap and a drop mean,
// where a dragged card lands, what glows, the hint's arrow, badges from pile notes, and keyboard focus.
import { describe, expect, it } from 'vitest';
import { type Move, applyMove, deal, legalMoves, pileNotes } from '../../src/index.js';
import * as board from '../../src/web/table/board.js';
import type { Layout } from '../../src/web/table/layout.js';
import { stateOf } from './table-state.js';

const centreOf = (l: Layout, pile: string): { x: number; y: number } => {
  const top = l.cards.filter((c) => c.pile === pile).sort((a, b) => b.index - a.index)[0];
  const p = l.piles.find((q) => q.id === pile)!;
  return top === undefined ? { x: p.rect.x + l.cardW / 2, y: p.rect.y + l.cardH / 2 } : { x: top.x + l.cardW / 2, y: top.y + l.cardH / 2 };
};

/** The top card of `from` grabbed at its middle and dragged so that its middle (and the pointer) sits over `over`. */
function dragOver(s: board.TableState, from: string, over: { x: number; y: number }): board.Action {
  const start = centreOf(s.layout, from);
  const grabbed = board.grab(s, start);
  if (grabbed.kind !== 'grab') throw new Error(`nothing to grab on ${from}`);
  expect(grabbed.grab.selection).toEqual({ pile: from, index: s.position.piles[from]!.length - 1 });
  return board.drop({ ...s, grab: { ...grabbed.grab, by: { x: over.x - start.x, y: over.y - start.y } } });
}

describe('drops land exactly where they are let go', () => {
  it('a card released over an illegal pile is that pile, never a legal neighbour (Hamlet #7)', () => {
    const s = stateOf(deal('hamlet', 7));
    const legalPairs = s.legal.filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.to.startsWith('tableau-'));
    expect(legalPairs.length).toBeGreaterThan(0);
    const { from, to } = legalPairs[0]!;
    // Every other tableau pile next to the legal one: releasing there asks for that pile.
    for (const other of ['tableau-1', 'tableau-2', 'tableau-3', 'tableau-4', 'tableau-5', 'tableau-6', 'tableau-7', 'tableau-8'].filter(
      (p) => p !== from && p !== to,
    )) {
      const action = dragOver(s, from, centreOf(s.layout, other));
      expect(action).toEqual({ kind: 'play', move: { type: 'move', from, to: other, count: 1 } });
    }
    expect(dragOver(s, from, centreOf(s.layout, to))).toEqual({ kind: 'play', move: { type: 'move', from, to, count: 1 } });
  });

  it('a release over no pile goes to a legal target only when near it, else back', () => {
    const s = stateOf(deal('hamlet', 7));
    const m = s.legal.find((x): x is Extract<Move, { type: 'move' }> => x.type === 'move' && x.to.startsWith('tableau-'))!;
    const target = s.layout.piles.find((p) => p.id === m.to)!;
    // Just above the target's place (foundations row gap): over no pile, within half a card width.
    const near = { x: target.rect.x + s.layout.cardW / 2, y: target.rect.y - s.layout.cardH * 0.25 };
    const overAny = s.layout.piles.some(
      (p) => near.x >= p.zone.x && near.x < p.zone.x + p.zone.w && near.y >= p.zone.y && near.y < p.zone.y + p.zone.h,
    );
    if (!overAny) expect(dragOver(s, m.from, near)).toEqual({ kind: 'play', move: m });
    const far = { x: s.layout.width - 2, y: s.layout.height - 2 };
    expect(dragOver(s, m.from, far)).toEqual({ kind: 'back' });
    // Let go over its own pile: back.
    expect(dragOver(s, m.from, centreOf(s.layout, m.from))).toEqual({ kind: 'back' });
  });
});

describe('taps', () => {
  it('choose a movable card, then play it where it is tapped; the stock is used at once', () => {
    const s = stateOf(deal('union-square', 3));
    const stock = s.layout.piles.find((p) => p.id === 'stock')!;
    expect(board.tap(s, { x: stock.rect.x + 5, y: stock.rect.y + 5 })).toEqual({ kind: 'play', move: { type: 'stock' } });
    const m = s.legal.find((x): x is Extract<Move, { type: 'move' }> => x.type === 'move')!;
    const chosen = board.tap(s, centreOf(s.layout, m.from));
    expect(chosen).toEqual({ kind: 'select', selection: { pile: m.from, index: s.position.piles[m.from]!.length - 1 } });
    const withSel = { ...s, selected: (chosen as { selection: board.Selection }).selection };
    expect(board.tap(withSel, centreOf(s.layout, m.to))).toEqual({ kind: 'play', move: m });
    expect(board.tap(withSel, centreOf(s.layout, m.from))).toEqual({ kind: 'select', selection: null });
  });

  it('a lone 10 in Camelot is removed by a tap', () => {
    let p = deal('camelot', 3);
    for (let i = 0; i < 200 && !legalMoves(p).some((m) => m.type === 'remove' && m.piles.length === 1); i++) {
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      p = applyMove(p, moves[i % moves.length]!);
    }
    const remove = legalMoves(p).find((m) => m.type === 'remove' && m.piles.length === 1);
    if (remove === undefined || remove.type !== 'remove') return;
    const s = stateOf(p);
    expect(board.tap(s, centreOf(s.layout, remove.piles[0]!))).toEqual({ kind: 'play', move: remove });
  });
});

describe('what glows', () => {
  it('only the top card of a target pile, never a buried one', () => {
    const s = stateOf(deal('hamlet', 7));
    const piles = new Set(['tableau-3', 'tableau-9']);
    const tops = board.targetTops(s.layout, piles);
    expect(tops.map((c) => `${c.pile}:${c.index}`).sort()).toEqual(['tableau-3:7', 'tableau-9:7']);
  });

  it('the hint is an arrow from the moving card to its target', () => {
    const s = stateOf(deal('hamlet', 7));
    const m = s.legal.find((x): x is Extract<Move, { type: 'move' }> => x.type === 'move')!;
    const arrow = board.hintArrow(s, m)!;
    const from = centreOf(s.layout, m.from);
    expect(arrow.from).toEqual(from);
    const target = s.layout.piles.find((p) => p.id === m.to)!;
    expect(arrow.to.x).toBeGreaterThan(target.rect.x);
    expect(arrow.to.x).toBeLessThan(target.zone.x + target.zone.w);
  });
});

describe('badges and marks come from the engine', () => {
  it('Union Square directions, the stock count, and never a badge for an empty pile', () => {
    let p = deal('union-square', 4);
    for (let i = 0; i < 40 && p.status === 'playing'; i++) {
      const moves = legalMoves(p).filter((m) => m.type === 'move' && m.to.startsWith('tableau-'));
      p = applyMove(p, moves[0] ?? { type: 'stock' });
    }
    const notes = pileNotes(p);
    const list = board.badges(p, notes);
    expect(list.find((b) => b.pile === 'stock')?.text).toBe(String(p.piles['stock']!.length));
    for (const b of list.filter((x) => x.place === 'foot')) {
      expect(['↑', '↓']).toContain(b.text);
      expect(p.piles[b.pile]!.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("Hamilton's Start rank, and Camelot's places", () => {
    let p = deal('hamilton', 2);
    p = applyMove(p, { type: 'stock' });
    const choose = legalMoves(p).find((m) => m.type === 'move')!;
    p = applyMove(p, choose);
    expect(board.badges(p, pileNotes(p)).some((b) => b.text.startsWith('Start '))).toBe(true);
    const c = deal('camelot', 1);
    const notes = pileNotes(c);
    expect(['tableau-1', 'tableau-2', 'tableau-5', 'tableau-6'].map((id) => board.placeMark(notes, id))).toEqual(['K', 'Q', 'J', null]);
  });
});

describe('keyboard focus', () => {
  it('moves to the nearest pile in each direction, and stops at the edge', () => {
    const s = stateOf(deal('hamlet', 7));
    expect(board.focusMove(s.layout, 'tableau-5', 'right')).toBe('tableau-6');
    expect(board.focusMove(s.layout, 'tableau-5', 'left')).toBe('tableau-4');
    expect(board.focusMove(s.layout, 'tableau-1', 'left')).toBeNull();
    const up = board.focusMove(s.layout, 'tableau-7', 'up');
    expect(up).toMatch(/^foundation-/);
    expect(board.focusMove(s.layout, up!, 'down')).toMatch(/^tableau-/);
  });
});
