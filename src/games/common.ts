// Owns the small pieces several games' hooks share: candidate lists, move-type refusals, pile groups.
import { type Card, type GameRules, type Move, type Position, idsOf } from '../engine/index.js';

/** Every single-card move from a non-empty pile of `sources` to each pile of `targets` but itself. */
export function topCardMoves(position: Position, sources: readonly string[], targets: readonly string[]): Move[] {
  const moves: Move[] = [];
  for (const from of sources) {
    if (position.piles[from]!.length === 0) continue;
    for (const to of targets) if (to !== from) moves.push({ type: 'move', from, to, count: 1 });
  }
  return moves;
}

/** The refusal for a move type a game does not have, or null for card moves. */
export function cardMovesOnly(rules: Pick<GameRules, 'name'>, move: Move, hasStock: boolean): string | null {
  if (move.type === 'stock') return hasStock ? null : `${rules.name} has no stock`;
  if (move.type === 'remove') return `${rules.name} does not remove cards; only Camelot does`;
  return null;
}

/** Cards on the piles of one kind, added up. */
export function cardsOn(position: Position, ids: readonly string[]): number {
  let n = 0;
  for (const id of ids) n += position.piles[id]!.length;
  return n;
}

export function topCard(position: Position, id: string): Card | undefined {
  const pile = position.piles[id]!;
  return pile[pile.length - 1];
}

export { idsOf };
