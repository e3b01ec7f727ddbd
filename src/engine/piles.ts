// Owns pile ids and the pure card-moving helpers every game's `perform` uses.
import type { Card } from './cards.js';
import { PatienceError } from './errors.js';
import type { Piles } from './types.js';
import type { PileKind, PileSpec } from './state.js';

/** `numbered('tableau', 3)` is tableau-1, tableau-2, tableau-3. */
export function numbered(kind: PileKind, count: number): PileSpec[] {
  return Array.from({ length: count }, (_, i) => ({ id: `${kind}-${i + 1}`, kind }));
}

export function single(kind: PileKind): PileSpec {
  return { id: kind, kind };
}

export function idsOf(specs: readonly PileSpec[], kind: PileKind): string[] {
  return specs.filter((s) => s.kind === kind).map((s) => s.id);
}

/** The number in a numbered pile id: 3 for tableau-3. */
export function pileNumber(id: string): number {
  const dash = id.lastIndexOf('-');
  return dash < 0 ? 0 : Number(id.slice(dash + 1));
}

export function topOf(pile: readonly Card[] | undefined): Card | undefined {
  return pile === undefined ? undefined : pile[pile.length - 1];
}

/**
 * The piles after taking `count` cards from the top of `from` and putting them on `to`, in the same
 * order, or reversed (a run landing on a foundation in the order it builds). Other piles are shared.
 */
export function moveCards(piles: Piles, from: string, to: string, count: number, reversed = false): Piles {
  const source = piles[from]!;
  const taken = source.slice(source.length - count);
  if (reversed) taken.reverse();
  return { ...piles, [from]: source.slice(0, source.length - count), [to]: [...piles[to]!, ...taken] };
}

/** An empty set of piles for a game's specs. */
export function emptyPiles(specs: readonly PileSpec[]): Piles {
  const piles: Piles = {};
  for (const s of specs) piles[s.id] = [];
  return piles;
}

const PILE_LETTER: Record<string, string> = { stock: 's', waste: 'w', chooser: 'c', discard: 'd', foundation: 'f', tableau: 't' };
const LETTER_PILE: Record<string, string> = { s: 'stock', w: 'waste', c: 'chooser', d: 'discard', f: 'foundation', t: 'tableau' };

/**
 * A pile id in the short notation shared links and the command use: `t3` for tableau-3, `f1`, and `s`,
 * `w`, `c`, `d` for the stock, waste, chooser and discard. `parsePile` is the way back.
 */
export function formatPile(id: string): string {
  const m = /^(stock|waste|chooser|discard|foundation|tableau)(?:-(\d+))?$/.exec(id);
  const numbered = m !== null && (m[1] === 'foundation' || m[1] === 'tableau');
  if (m === null || numbered !== (m[2] !== undefined)) throw new PatienceError('bad-pile', `"${id}" is not a pile id`, id);
  return `${PILE_LETTER[m[1]!]}${m[2] ?? ''}`;
}

/** The pile id of short notation (`t3` → tableau-3, `s` → stock), or null when the text is not one. */
export function parsePile(text: string): string | null {
  const m = /^([swcdft])(\d*)$/.exec(text);
  if (m === null) return null;
  const numbered = m[1] === 'f' || m[1] === 't';
  if (numbered !== (m[2] !== '')) return null;
  return numbered ? `${LETTER_PILE[m[1]!]}-${Number(m[2])}` : LETTER_PILE[m[1]!]!;
}
