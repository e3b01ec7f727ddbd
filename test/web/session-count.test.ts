// A move is saved in its own task and counted in the statistics in the next (session.ts). When another tab
// saves the same game in between, this tab's next save is refused; what was counted for a move that had been
// kept must stay (the browser tests' two tabs once found one game played where there had been one, counted 0).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalMoves } from '../../src/index.js';
import { Session } from '../../src/web/app/session.js';
import { load, readGameStats } from '../../src/web/app/storage.js';
import { useStandInPage } from './stand-in.js';

useStandInPage();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The first legal move of a session's position that moves a card. */
const aMove = (s: Session) => legalMoves(s.controller.position).find((m) => m.type === 'move')!;

describe('statistics counted after a kept save', () => {
  it('stay when a later save of the same game meets another tab’s newer one', () => {
    const a = Session.fresh('hamlet', 11);
    expect(a.play([aMove(a)])).toBeNull();
    // The other tab takes up this tab's game and plays on before this tab has counted its move.
    const saved = load('hamlet', 11);
    if (saved === null || typeof saved === 'string') throw new Error('the first move was not saved');
    const b = Session.fromSaved(saved);
    expect(b.play([aMove(b)])).toBeNull();
    vi.runAllTimers();
    // This tab saves again over its old revision: refused, the newer game offered.
    let offered = 0;
    a.onNewer = () => offered++;
    a.persist();
    expect(offered).toBe(1);
    const attempts = readGameStats('hamlet').attempts;
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.moves).toBe(2);
  });

  it('are still undone for a move whose own save was refused', () => {
    const a = Session.fresh('hamlet', 12);
    const saved = () => {
      const s = load('hamlet', 12);
      if (s === null || typeof s === 'string') throw new Error('not saved');
      return s;
    };
    expect(a.play([aMove(a)])).toBeNull();
    vi.runAllTimers();
    const b = Session.fromSaved(saved());
    expect(b.play([aMove(b)])).toBeNull();
    vi.runAllTimers();
    // This tab, not told of the other's move, plays two of its own: each save is refused.
    a.onNewer = () => undefined;
    expect(a.play([aMove(a)])).toBeNull();
    expect(a.play([aMove(a)])).toBeNull();
    vi.runAllTimers();
    expect(readGameStats('hamlet').attempts[0]!.moves).toBe(3);
    a.persist();
    const attempts = readGameStats('hamlet').attempts;
    expect(attempts).toHaveLength(1);
    // The other tab's two moves are what the statistics hold, not this tab's three, never kept.
    expect(attempts[0]!.moves).toBe(2);
  });
});

describe('a save that changes nothing but the clock', () => {
  it('keeps the revision, so another tab’s move made meanwhile is kept', () => {
    const a = Session.fresh('hamlet', 13);
    expect(a.play([aMove(a)])).toBeNull();
    vi.runAllTimers();
    const first = load('hamlet', 13);
    if (first === null || typeof first === 'string') throw new Error('the first move was not saved');
    // The other tab takes the game up; then this tab is hidden and saves its clock.
    const b = Session.fromSaved(first);
    vi.advanceTimersByTime(5000);
    a.persist();
    const clocked = load('hamlet', 13) as typeof first;
    expect(clocked.rev).toBe(first.rev);
    expect(clocked.savedAt).toBeGreaterThan(first.savedAt);
    // The other tab plays before it has heard of that save: its move is kept, not given up.
    let offered = 0;
    b.onNewer = () => offered++;
    expect(b.play([aMove(b)])).toBeNull();
    vi.runAllTimers();
    expect(offered).toBe(0);
    const kept = load('hamlet', 13) as typeof first;
    expect(kept.history.cursor).toBe(2);
    expect(kept.rev).toBe(first.rev + 1);
    // A save of the first tab now, which lacks that move, is refused: the move stays.
    a.onNewer = () => offered++;
    a.persist();
    expect(offered).toBe(1);
    expect((load('hamlet', 13) as typeof first).history.cursor).toBe(2);
  });

  it('still takes a new revision when anything else changed (a move, an undo)', () => {
    const a = Session.fresh('hamlet', 14);
    expect(a.play([aMove(a)])).toBeNull();
    vi.runAllTimers();
    const rev = (): number => (load('hamlet', 14) as { rev: number }).rev;
    const one = rev();
    a.persist();
    expect(rev()).toBe(one);
    a.undo();
    vi.runAllTimers();
    expect(rev()).toBe(one + 1);
    a.persist();
    expect(rev()).toBe(one + 1);
  });
});
