// Owns what a player can know of a position: the cards they have not seen (a multiset, worked out from
// the deck and the visible piles, never from the stock's order), the stock cards they remember (Hamilton's
// declined chooser cards, which lie at the stock's bottom in a known order), and arrangements of the
// unseen cards consistent with that knowledge, dealt by a seeded generator.
//
// What each game hides (docs/rules.md): Hamilton, Camelot, Union Square and British Constitution hold their
// stock face down; everything else is face up, and what the waste or the chooser showed stays in view
// (no game turns the waste back into the stock). Stock cards the player saw go under the stock (Hamilton's
// declined chooser cards) are the game's own fact (`knownStockBottom`). Hamlet hides nothing. Two-deck
// games hold two of each card: the unseen cards are the deck's multiset less every card in view, so a card
// seen once may still be unseen once.
import type { Card, GameRules, Position } from '../../engine/index.js';

/** What a player knows of a position's stock. */
export interface Knowledge {
  /** The cards the player has not seen, sorted (a multiset: order carries nothing). */
  unseen: Card[];
  /** Stock cards the player knows, bottom first: they stay at the bottom until dealt (Hamilton). */
  knownBottom: Card[];
}

/** The player's knowledge of a checked position. Reads the stock's length and its known bottom only. */
export function knowledgeOf(rules: GameRules, position: Position): Knowledge {
  const stock = position.piles['stock'];
  if (stock === undefined) return { unseen: [], knownBottom: [] };
  // The declined cards stay under the stock until the last deal takes them; what is left of them is its bottom.
  const knownBottom = stock.slice(0, Math.min(rules.knownStockBottom(position), stock.length));
  const left = new Map<Card, number>();
  for (const card of rules.deck) left.set(card, (left.get(card) ?? 0) + 1);
  const seen = (card: Card): void => {
    left.set(card, (left.get(card) ?? 0) - 1);
  };
  for (const pile of rules.piles) if (pile.id !== 'stock') for (const card of position.piles[pile.id] ?? []) seen(card);
  for (const card of knownBottom) seen(card);
  const unseen: Card[] = [];
  for (const [card, n] of left) for (let i = 0; i < n; i++) unseen.push(card);
  unseen.sort();
  return { unseen, knownBottom };
}

/** True when nothing of the position is hidden from the player. */
export function nothingHidden(knowledge: Knowledge): boolean {
  return knowledge.unseen.length === 0;
}

/** A generator of 32-bit numbers from a seed (mulberry32): the same seed, the same arrangements. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** The unseen cards shuffled (Fisher-Yates with `next`), a new array. */
export function shuffled(cards: readonly Card[], next: () => number): Card[] {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

/** The position with its stock replaced: the known bottom, then `unseen` in the given order (last on top). */
export function withStock(position: Position, knowledge: Knowledge, unseen: readonly Card[]): Position {
  return { ...position, piles: { ...position.piles, stock: [...knowledge.knownBottom, ...unseen] } };
}

/** One arrangement of the unseen cards consistent with what the player knows. */
export function sampleArrangement(position: Position, knowledge: Knowledge, next: () => number): Position {
  return withStock(position, knowledge, shuffled(knowledge.unseen, next));
}
