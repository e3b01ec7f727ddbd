// The table's plain state for a position, as the table builds it when a view comes in: the legal moves and
// pile notes from the engine, the layout for a window, and nothing selected, focused or held.
import { type Position, legalMoves, pileNotes } from '../../src/index.js';
import type { TableState } from '../../src/web/table/board.js';
import { layout } from '../../src/web/table/layout.js';

export function stateOf(position: Position, w = 1280, h = 700): TableState {
  return {
    position,
    legal: legalMoves(position),
    notes: pileNotes(position),
    hint: null,
    layout: layout(position, w, h),
    selected: null,
    cursor: null,
    grab: null,
  };
}
