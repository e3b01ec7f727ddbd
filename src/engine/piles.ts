// Owns pile ids: numbered pile specs, empty piles for a deal, and the short pile notation of links and the command.
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
