// Owns the card's proportions and how much of a covered card must stay in view: the contract between
// the card's drawing (cards.ts) and the layout (layout.ts). A card face is drawn in a 100 × 140 box.

/** Card height over width. */
export const CARD_RATIO = 1.4;

/** The least visible strip of a covered face-up card, in CSS pixels, in the direction its pile fans. */
export const MIN_STRIP_PX = 14;

/**
 * Of a card in a pile fanned downwards, the top band that holds its whole corner index (rank and suit
 * side by side), as a fraction of the card's height. cards.ts draws that index inside it.
 */
export const INDEX_DOWN = 0.19;

/**
 * Of a card in a pile fanned to the right, the left band that holds its whole corner index (rank above
 * suit), as a fraction of the card's width. cards.ts draws that index inside it.
 */
export const INDEX_RIGHT = 0.25;

/**
 * How much taller (and wider) the corner index and its bands are with large indices (a setting): cards.ts
 * draws the index this much bigger, and the layout keeps bands this much bigger in view.
 */
export const LARGE_INDEX = 1.45;

/** The least step between two cards of a down fan with cards `cardH` pixels high (`index`: 1, or LARGE_INDEX). */
export function minStepDown(cardH: number, index = 1): number {
  return Math.max(MIN_STRIP_PX, INDEX_DOWN * index * cardH);
}

/** The least step between two cards of a right fan with cards `cardW` pixels wide (`index`: 1, or LARGE_INDEX). */
export function minStepRight(cardW: number, index = 1): number {
  return Math.max(MIN_STRIP_PX, INDEX_RIGHT * index * cardW);
}
