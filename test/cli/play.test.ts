// `patience play`, driven through a pipe as a script or another program would drive it.
import { describe, expect, it, vi } from 'vitest';
import { type Move, type Position, applyMove, deal, legalMoves } from '../../src/index.js';
import { formatMove } from '../../src/cli/notation.js';
import { patience } from './run.js';

/**
 * Depth-first search for a line of play from a deal that ends in a lost position (no legal move left),
 * trying foundation moves first (that quickly runs Hamlet into a dead end on many deals).
 */
function lineToALoss(dealNumber: number, budget = 20000): Move[] | null {
  const seen = new Set<string>();
  const path: Move[] = [];
  let nodes = 0;
  const visit = (p: Position): boolean => {
    if (p.status === 'lost') return true;
    if (++nodes > budget) return false;
    const key = JSON.stringify(p.piles);
    if (seen.has(key)) return false;
    seen.add(key);
    const moves = legalMoves(p);
    const first = (m: Move) => Number(m.type === 'move' && m.to.startsWith('foundation-'));
    for (const m of [...moves].sort((x, y) => first(y) - first(x))) {
      path.push(m);
      if (visit(applyMove(p, m))) return true;
      path.pop();
    }
    return false;
  };
  return visit(deal('hamlet', dealNumber)) ? path : null;
}

describe('patience play hamlet', () => {
  it('plays a game to its end through a pipe, with the reason of the loss', async () => {
    // Deal 18 reaches a dead end in 23 moves this way (found by running the search over deals 1–60).
    const line = lineToALoss(18)!;
    expect(line).not.toBeNull();
    const r = await patience(['play', 'hamlet', '--deal', '18'], `${line.map(formatMove).join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(r.out).toContain('No more moves: no top card can go to a foundation or onto another pile.');
    expect(r.out).toContain('Game over: lost');
    const record = JSON.parse(r.out.trim().split('\n').at(-1)!) as { moves: Move[] };
    expect(record.moves).toEqual(line);
  });

  it('refuses an illegal move with the reason and keeps playing', async () => {
    const r = await patience(['play', 'hamlet', '--deal', '7'], 't1 t2\nq\n');
    expect(r.out).toContain("Not allowed: 9S can't go on 6D: it needs a 5");
    expect(r.out).toContain('Game over: playing, score 0');
  });

  it('undoes and redoes, and gives a hint that is a legal move', async () => {
    const r = await patience(['play', 'hamlet', '--deal', '7'], 'h\nt2 t5\nu\nredo\nu\nu\nredo\nredo\nq\n');
    const hint = /Hint: (.+?)(?: \(.*\))?$/m.exec(r.out)![1]!;
    expect(legalMoves(deal('hamlet', 7)).map(formatMove)).toContain(hint);
    expect(r.out).toContain('Nothing to undo.');
    expect(r.out).toContain('Nothing to redo.');
    expect(r.out.trim().split('\n').at(-1)).toBe(
      '{"game":"hamlet","deal":7,"moves":[{"type":"move","from":"tableau-2","to":"tableau-5","count":1}]}',
    );
  });

  it('lists the moves and plays one by its number', async () => {
    const first = legalMoves(deal('hamlet', 7))[0]!;
    const r = await patience(['play', 'hamlet', '--deal', '7'], 'm\n1\nq\n');
    expect(r.out).toContain(`1. ${formatMove(first)}`);
    expect(JSON.parse(r.out.trim().split('\n').at(-1)!).moves).toEqual([first]);
  });

  it('shows the help with the notation', async () => {
    const r = await patience(['play', 'hamlet', '--deal', '7'], '?\nq\n');
    expect(r.out).toContain('t3 f1       move the top card of t3 to f1');
  });
});

describe('play notation', () => {
  it('reads a pair in either order as the engine names it, lower pile first', async () => {
    const { parseMove } = await import('../../src/cli/notation.js');
    expect(parseMove('r t11 t6')).toEqual({ type: 'remove', piles: ['tableau-6', 'tableau-11'] });
    expect(parseMove('r t6 t11')).toEqual({ type: 'remove', piles: ['tableau-6', 'tableau-11'] });
  });

  it('round-trips every kind of move through formatMove and parseMove', async () => {
    const { parseMove } = await import('../../src/cli/notation.js');
    const moves: Move[] = [
      { type: 'stock' },
      { type: 'move', from: 'tableau-4', to: 'tableau-6', count: 3 },
      { type: 'move', from: 'waste', to: 'tableau-16', count: 1 },
      { type: 'move', from: 'chooser', to: 'foundation-2', count: 1 },
      { type: 'remove', piles: ['tableau-3'] },
    ];
    // A single card is written without its count; play then finds the count from the legal moves.
    for (const m of moves) expect(parseMove(formatMove(m))).toEqual(m.type === 'move' && m.count === 1 ? { ...m, count: null } : m);
  });
});

describe('play hints from the solver', () => {
  it('gives the fair hint, saying in how many sampled stocks it wins', async () => {
    // Camelot's deal: every card is in the stock, so the only move is the stock, and its share is sampled.
    // The clock stands still, so the hint's second never runs out before its 24 samples, however loaded the
    // machine (the node limits of each sample's search still end it).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const r = await patience(['play', 'camelot', '--deal', '12'], 'h\nq\n');
      expect(r.out).toMatch(/Hint: s \(wins in \d+ of 24 sampled stocks: an optimistic estimate, not odds/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when no win was found where nothing is hidden (Hamlet 142 is lost after its only first move)', async () => {
    const r = await patience(['play', 'hamlet', '--deal', '142'], 'h\nq\n');
    expect(r.out).toMatch(/Hint: \S+ \S+ \(no win was found in time; the best-looking move\)/);
  });
});
