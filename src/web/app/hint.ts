// Owns the hint until the solver lands: one of the engine's legal moves, picked by a simple preference
// (to a foundation, a removal, then moves that empty a pile or uncover a card; the stock last).
import type { Move, Position } from '../../index.js';

function kind(id: string): string {
  return id.replace(/-\d+$/, '');
}

function worth(position: Position, move: Move, last: Move | null): number {
  if (move.type === 'remove') return 90;
  if (move.type === 'stock') return -20;
  const count = move.count ?? 1;
  const source = position.piles[move.from] ?? [];
  const target = position.piles[move.to] ?? [];
  let w = 0;
  if (kind(move.to) === 'foundation') w += 100;
  if (kind(move.from) === 'foundation') w -= 60;
  if (count === source.length) w += target.length === 0 ? -40 : 30;
  else w += 10;
  if (kind(move.from) === 'waste' || kind(move.from) === 'chooser') w += 15;
  // Never suggest simply moving back what was just moved.
  if (last !== null && last.type === 'move' && last.from === move.to && last.to === move.from) w -= 200;
  return w;
}

/** The suggested move among `legal`, or null when there is none. */
export function pickHint(position: Position, legal: readonly Move[], last: Move | null): Move | null {
  let best: Move | null = null;
  let bestWorth = -Infinity;
  for (const m of legal) {
    const w = worth(position, m, last);
    if (w > bestWorth) {
      bestWorth = w;
      best = m;
    }
  }
  return best;
}
