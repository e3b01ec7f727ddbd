// Owns the simple hint: the best-looking legal move by a few plain preferences (no search).
// The solver gives real hints where it lands; this one only has to look sensible and never repeat
// the move that undoes the previous one.
import { legalMoves } from './game.js';
import type { Move, Position } from './types.js';
import type { GameRules } from './state.js';

function kindOf(rules: GameRules, id: string): string | undefined {
  return rules.piles.find((p) => p.id === id)?.kind;
}

/** How good a move looks: foundations and removals first, then moves that uncover or empty, the stock last. */
function appeal(rules: GameRules, position: Position, move: Move, previous: Move | undefined): number {
  if (move.type === 'remove') return 90 + move.piles.length;
  if (move.type === 'stock') return 10;
  const count = move.count ?? 1;
  const from = position.piles[move.from]!;
  const toKind = kindOf(rules, move.to);
  const fromKind = kindOf(rules, move.from);
  if (previous?.type === 'move' && previous.from === move.to && previous.to === move.from) return -1;
  let score = 0;
  if (toKind === 'foundation') score = fromKind === 'foundation' ? -1 : 80 + count;
  else if (fromKind === 'foundation') score = 1;
  else if (fromKind === 'chooser' || fromKind === 'waste') score = 50;
  else {
    const target = position.piles[move.to]!;
    // Moving everything onto an empty pile gains nothing; uncovering a card does.
    if (target.length === 0 && count === from.length) return 2;
    score = 30 + (from.length > count ? 10 : 5) + Math.min(count, 5);
    if (target.length === 0) score -= 15;
  }
  return score;
}

/** The best-looking legal move, or null when there is none. `previous` is the last move played, if any. */
export function suggestMove(rules: GameRules, position: Position, previous?: Move): Move | null {
  let best: Move | null = null;
  let bestScore = -Infinity;
  for (const move of legalMoves(rules, position)) {
    const s = appeal(rules, position, move, previous);
    if (s > bestScore) {
      best = move;
      bestScore = s;
    }
  }
  return best;
}
