// Owns Hamlet in a player's words: pile names, refusals, the status line and why a game is lost. Hamlet
// has no refusal codes of its own: every refusal its state gives is a shared one (see `Refusal`), worded
// by `describeShared`.
import {
  type LossFacts,
  type Names,
  type PileDescription,
  type Position,
  type Refusal,
  type StatusFacts,
  describeShared,
  pileNamer,
  plural,
} from '../../engine/index.js';

/** Each pile, by id (a Map: no prototype lookups): piles 1 to 13 and foundations 1 to 8. */
const PILES = new Map<string, PileDescription>([
  ...Array.from({ length: 13 }, (_, i) => [`tableau-${i + 1}`, { kind: 'pile', n: i + 1 }] as const),
  ...Array.from({ length: 8 }, (_, i) => [`foundation-${i + 1}`, { kind: 'foundation', n: i + 1 }] as const),
]);

/** Pile 3 for tableau-3, foundation 2 for foundation-2; undefined for an id that is not Hamlet's. */
export function describePile(id: string): PileDescription | undefined {
  const d = PILES.get(id);
  return d === undefined ? undefined : { ...d };
}

/** "pile 3" for tableau-3, "foundation 2" for foundation-2; an id that is not Hamlet's as it is. */
export const pileName = pileNamer(describePile);

export function describe(refusal: Refusal, names: Names): string {
  return describeShared(refusal, names) ?? `that move is not allowed (${refusal.rule})`;
}

function cardsHome(position: Position): number {
  let n = 0;
  for (let f = 1; f <= 8; f++) n += position.piles[`foundation-${f}`]!.length;
  return n;
}

/** The status line's facts: cards home, and piles that still hold cards. */
export function statusFacts(position: Position): Extract<StatusFacts, { game: 'hamlet' }> {
  let piles = 0;
  for (let p = 1; p <= 13; p++) if (position.piles[`tableau-${p}`]!.length > 0) piles++;
  return { game: 'hamlet', home: cardsHome(position), piles };
}

/** "12 of 104 cards on the foundations; 11 piles left" (piles that still hold cards). */
export function statusLine(position: Position): string {
  const facts = statusFacts(position);
  return `${facts.home} of 104 cards on the foundations; ${plural(facts.piles, 'pile')} left`;
}

/** A lost Hamlet is always lost the same way. */
export function lossFacts(): LossFacts {
  return { reason: 'no-top-card' };
}

export function lossReason(): string {
  return 'no top card can go to a foundation or onto another pile';
}
