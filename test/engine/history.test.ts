// Undo and redo as data: steps, a cursor, and the record of the moves in effect.
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, historyOf, pushStep, recordOf, redo, replay, startHistory, undo } from '../../src/index.js';

const a = { type: 'move' as const, from: 'tableau-2', to: 'tableau-5', count: 1 };
const b = { type: 'move' as const, from: 'tableau-3', to: 'foundation-1', count: 1 };

describe('history', () => {
  it('undoes and redoes steps, and a new step drops what was undone', () => {
    let h = startHistory('hamlet', 7);
    expect(canUndo(h)).toBe(false);
    h = pushStep(h, [a]);
    h = pushStep(h, [b]);
    expect(recordOf(h).moves).toEqual([a, b]);
    h = undo(h);
    expect(recordOf(h).moves).toEqual([a]);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(recordOf(h).moves).toEqual([a, b]);
    h = undo(undo(h));
    expect(recordOf(h).moves).toEqual([]);
    h = pushStep(h, [b]);
    expect(canRedo(h)).toBe(false);
    expect(recordOf(h).moves).toEqual([b]);
  });

  it('undoes a step of several moves at once (a sweep to the foundations)', () => {
    let h = pushStep(startHistory('hamlet', 7), [a, b]);
    expect(recordOf(h).moves).toHaveLength(2);
    h = undo(h);
    expect(recordOf(h).moves).toEqual([]);
  });

  it('undo restores the position exactly (replaying the shorter record)', () => {
    const h = pushStep(pushStep(startHistory('hamlet', 7), [a]), [b]);
    expect(replay(recordOf(undo(h)))).toEqual(replay({ game: 'hamlet', deal: 7, moves: [a] }));
  });

  it('makes a history from a record, every move its own step', () => {
    const h = historyOf({ game: 'hamlet', deal: 7, moves: [a, b] });
    expect(h.cursor).toBe(2);
    expect(recordOf(undo(h)).moves).toEqual([a]);
  });
});
