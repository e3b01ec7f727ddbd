// Owns Hamilton's words: pile names, its refusals, the status line and why a game was lost, cards and
// piles named through `names` (the web writes "10♦", the terminal "TD").
//
// Hamilton's own refusal codes (the state's `explain`; shared codes are worded in engine/words.ts):
// - `no-start-card`: all three turned cards were declined, so no Start card can be chosen any more.
// - `choose-start` (from): before the Start card is chosen only the stock and the chooser card play.
// - `chooser-to-foundation` (to): the chooser card goes only to an empty foundation, as the Start card.
// - `stock-deals` (from): stock cards come into play only when the stock is dealt.
// - `between-foundations` (from, to): nothing moves from one foundation to another.
// - `one-back` (from, count): only the top card of a foundation moves back to the tableau.
// - `not-a-group` (from, count, card, onto): the cards taken are not one group: `card` lies on `onto`
//   but does not follow it down in one suit.
import {
  type LossFacts,
  type Names,
  type PileDescription,
  type PileNotes,
  type Position,
  type Rank,
  type Refusal,
  type StatusFacts,
  describeShared,
  pileNamer,
  pileNumber,
  plural,
  playerNames,
  rankWord,
} from '../../engine/index.js';

/** The stock, the chooser, foundations 1 to 4 and piles 1 to 7. */
export function describePile(id: string): PileDescription | undefined {
  if (id === 'stock' || id === 'chooser') return { kind: id };
  const f = pileNumber(id, 'foundation', 4);
  if (f !== undefined) return { kind: 'foundation', n: f };
  const t = pileNumber(id, 'tableau', 7);
  return t === undefined ? undefined : { kind: 'pile', n: t };
}

/** "the stock", "the chooser", "pile 3", "foundation 2". */
export const pileName = pileNamer(describePile);

/** A refusal in a player's words. */
export function describe(r: Refusal, names: Names): string {
  const from = r.from === undefined ? 'that pile' : names.pile(r.from);
  switch (r.rule) {
    case 'no-start-card':
      return 'no Start card was chosen: all three turned cards were declined';
    case 'choose-start':
      return 'choose a Start card first: until then only the stock and the chooser card can be played';
    case 'chooser-to-foundation':
      return 'the chooser card can only go to an empty foundation, where it becomes the Start card';
    case 'stock-deals':
      return 'stock cards come into play only when the stock is dealt';
    case 'between-foundations':
      return 'a card cannot move from one foundation to another';
    case 'one-back':
      return 'only the top card of a foundation can move back to the tableau';
    case 'not-a-group': {
      const card = r.card === undefined ? 'a card' : names.card(r.card);
      const onto = r.onto === undefined ? 'the card under it' : names.card(r.onto);
      return `the top ${r.count ?? 2} cards of ${from} can't move together: ${card} does not follow ${onto} down in one suit (a group is one suit, each card one step lower than the one beneath)`;
    }
    default:
      return describeShared(r, names) ?? r.rule;
  }
}

/** The order from a Start rank in words: "7 up to King, then Ace up to 6", "Ace up to King". */
export function orderWords(start: Rank): string {
  if (start === 1) return 'Ace up to King';
  const first = start === 13 ? 'King' : `${rankWord(start)} up to King`;
  const then = start === 2 ? 'Ace' : `Ace up to ${rankWord((start - 1) as Rank)}`;
  return `${first}, then ${then}`;
}

function onFoundations(position: Position): number {
  let n = 0;
  for (let f = 1; f <= 4; f++) n += position.piles[`foundation-${f}`]?.length ?? 0;
  return n;
}

/** The status line's facts: the choice of the Start card, or the Start rank, stock, deals and foundations. */
export function statusFacts(position: Position, notes: PileNotes): Extract<StatusFacts, { game: 'hamilton' }> {
  const stock = position.piles['stock']?.length ?? 0;
  const start = notes['foundation-1']?.start;
  if (start === undefined) {
    const turned = notes['stock']?.turned ?? 0;
    const of = notes['stock']?.of ?? 3;
    const chooser = position.piles['chooser']?.[0] ?? null;
    if (chooser === null && turned >= of) return { game: 'hamilton', phase: 'declined' };
    return { game: 'hamilton', phase: 'choosing', chooser, turned, of, stock };
  }
  return { game: 'hamilton', phase: 'started', start, stock, dealsLeft: notes['stock']?.dealsLeft ?? 0, home: onFoundations(position) };
}

/** What a player needs to know now: the choice of the Start card, or the Start rank, stock and foundations. */
export function statusLine(position: Position, notes: PileNotes, names: Names = playerNames(pileName)): string {
  const facts = statusFacts(position, notes);
  if (facts.phase === 'declined') return 'No Start card chosen: all three turned cards were declined';
  const inStock = `${plural(facts.stock, 'card')} in the stock`;
  if (facts.phase === 'choosing') {
    const count = `${facts.turned} of ${facts.of} turned`;
    if (facts.chooser === null) return `Choose a Start card: turn the stock (${count}); ${inStock}`;
    const card = names.card(facts.chooser);
    if (facts.turned >= facts.of) {
      return `Choose a Start card: put ${card} on a foundation, or turn the stock to decline it and lose (${count}, this is the last one); ${inStock}`;
    }
    return `Choose a Start card: turn the stock (${count}) or put ${card} on a foundation; ${inStock}`;
  }
  const stockText = facts.stock === 0 ? 'the stock is empty' : `${inStock} (${plural(facts.dealsLeft, 'deal')} left)`;
  return `Start rank ${rankWord(facts.start)} (${orderWords(facts.start)}); ${stockText}; ${facts.home} of 52 on the foundations`;
}

/** Why a lost game is lost: no Start card was chosen, or nothing can move. */
export function lossFacts(position: Position): LossFacts {
  return { reason: position.vars['startRank'] === null ? 'start-declined' : 'no-move' };
}

/** Why a lost game is lost. */
export function lossReason(position: Position): string {
  if (lossFacts(position).reason === 'start-declined') return 'the third turned card was declined, so no Start card was chosen';
  return 'the stock is empty and no card or group can go to a foundation or another pile';
}
