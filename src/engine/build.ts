// Owns the check of a foundation read from a position: a sequence its rule could have built (Hamilton's
// round-the-corner foundations). The games' states decide play; this only checks what is read.
import { type Card, type RankOrder, rankOf, suitOf } from './cards.js';

/** A foundation built up in suit through `order`, from its lowest rank to its highest. */
export interface FoundationRule {
  readonly order: RankOrder;
  /** How many cards make the foundation full (13, or 11 for Ace to Jack). */
  readonly length: number;
}

/** True when `pile` (bottom to top) is a sequence the foundation rule could have built from empty. */
export function isFoundationSequence(rule: FoundationRule, pile: readonly Card[]): boolean {
  if (pile.length > rule.length) return false;
  for (let i = 0; i < pile.length; i++) {
    const card = pile[i]!;
    if (i === 0) {
      if (rankOf(card) !== rule.order.lowest) return false;
      continue;
    }
    const below = pile[i - 1]!;
    if (suitOf(card) !== suitOf(below) || rule.order.above(rankOf(below)) !== rankOf(card)) return false;
  }
  return true;
}
