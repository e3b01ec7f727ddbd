// Owns the building rules shared by the games: what may go on what, on the tableau and the foundations.
// Each check returns null when the card fits, or a sentence saying why it does not.
import {
  type Card,
  type Rank,
  type RankOrder,
  colourOf,
  rankName,
  rankOf,
  suitOf,
  SUIT_NAMES,
} from './cards.js';

export type SuitRule = 'any' | 'same-suit' | 'same-colour' | 'alternate-colour';

/** A way of building a pile: one step down (or up) in `order`, with a suit or colour condition. */
export interface BuildRule {
  readonly order: RankOrder;
  readonly direction: 'down' | 'up';
  readonly suit: SuitRule;
}

function article(rank: Rank): string {
  return rank === 1 || rank === 8 ? 'an' : 'a';
}

/** `over` placed on `under` by `rule`: null when it fits, else why not ("7H cannot go on 9S: needs one rank lower"). */
export function whyNotOn(rule: BuildRule, under: Card, over: Card): string | null {
  const underRank = rankOf(under);
  const wanted = rule.direction === 'down' ? rule.order.below(underRank) : rule.order.above(underRank);
  if (wanted === null) {
    return `${over} cannot go on ${under}: nothing may be built on ${article(underRank)} ${rankName(underRank)}`;
  }
  if (rankOf(over) !== wanted) {
    const step = rule.direction === 'down' ? 'one rank lower' : 'one rank higher';
    return `${over} cannot go on ${under}: needs ${step}`;
  }
  switch (rule.suit) {
    case 'same-suit':
      if (suitOf(over) !== suitOf(under)) return `${over} cannot go on ${under}: needs the same suit`;
      break;
    case 'same-colour':
      if (colourOf(over) !== colourOf(under)) return `${over} cannot go on ${under}: needs the same colour`;
      break;
    case 'alternate-colour':
      if (colourOf(over) === colourOf(under)) return `${over} cannot go on ${under}: needs the other colour`;
      break;
    case 'any':
      break;
  }
  return null;
}

/** True when every card of `cards` (bottom to top) sits correctly on the one below it. */
export function isBuilt(rule: BuildRule, cards: readonly Card[]): boolean {
  for (let i = 1; i < cards.length; i++) {
    if (whyNotOn(rule, cards[i - 1]!, cards[i]!) !== null) return false;
  }
  return true;
}

/** A foundation built up in suit through `order`, from its lowest rank to its highest. */
export interface FoundationRule {
  readonly order: RankOrder;
  /** How many cards make the foundation full (13, or 11 for Ace to Jack). */
  readonly length: number;
}

/** `card` played on the foundation `pile`: null when it fits, else why not. */
export function whyNotOnFoundation(rule: FoundationRule, pile: readonly Card[], card: Card): string | null {
  const top = pile[pile.length - 1];
  if (top === undefined) {
    const first = rule.order.lowest;
    return rankOf(card) === first
      ? null
      : `${card} cannot start a foundation: an empty foundation takes only ${article(first)} ${rankName(first)}`;
  }
  if (pile.length >= rule.length) return `${card} cannot go on ${top}: that foundation is complete`;
  if (suitOf(card) !== suitOf(top)) return `${card} cannot go on ${top}: a foundation takes only ${SUIT_NAMES[suitOf(top)]}`;
  const wanted = rule.order.above(rankOf(top));
  if (wanted === null || rankOf(card) !== wanted) return `${card} cannot go on ${top}: needs one rank higher`;
  return null;
}

/** True when `pile` is a sequence the foundation rule could have built from empty. */
export function isFoundationSequence(rule: FoundationRule, pile: readonly Card[]): boolean {
  for (let i = 0; i < pile.length; i++) {
    if (whyNotOnFoundation(rule, pile.slice(0, i), pile[i]!) !== null) return false;
  }
  return true;
}
