// Owns the table in spoken words (pure): the names screen readers give each pile and card, a move as a
// sentence ("7 of clubs moved from pile 3 to pile 5"), a step of several moves, and the whole table read
// row by row. Cards are named in full ("Queen of hearts"), piles by the game's own names (the engine's
// pileName), refusals by the engine (whyIllegal with `spokenNames`); nothing here decides a rule.
import {
  type Card,
  type GameId,
  type Move,
  type Names,
  type PileNotes,
  type Position,
  applyMove,
  cardLabel as cardCorner,
  describePile,
  lossFacts,
  statusFacts,
} from '../../index.js';
import {
  type WordCase,
  type WordNames,
  capitalise,
  caseOf,
  language,
  listWords,
  lossText,
  saidOnce,
  statusText,
  t,
  wordNames,
} from '../../i18n/index.js';
import { type Badge, type Cursor, type Selection, type TableState, badges, placeMark, spacesToFill } from './board.js';
import { cardName, indexRank } from './cards.js';
import { readingOrder } from './keyboard.js';
import { type CardSpot, kindOf } from './layout.js';

const namers = new Map<GameId, WordNames>();

/** A game's cards and piles in the language in effect, each pile described once (the library's describePile). */
function namesOf(game: GameId): WordNames {
  let names = namers.get(game);
  if (names === undefined) {
    names = wordNames((id) => describePile(game, id));
    namers.set(game, names);
  }
  return names;
}

/** The game's name for a pile in the language in effect, in the case a sentence needs. */
function pileName(game: GameId, pile: string, grammaticalCase: WordCase = 'other'): string {
  return namesOf(game).pile(pile, grammaticalCase);
}

const badgeLists = new WeakMap<PileNotes, { lang: string; badges: Badge[]; fill: Set<string> }>();

/**
 * The badges and spaces to fill of a view, worked out once per view (its notes) and language rather than
 * once per pile.
 */
function marksOf(state: TableState): { badges: Badge[]; fill: Set<string> } {
  let m = badgeLists.get(state.notes);
  if (m === undefined || m.lang !== language()) {
    m = { lang: language(), badges: badges(state.position, state.notes), fill: spacesToFill(state.notes) };
    badgeLists.set(state.notes, m);
  }
  return m;
}

/**
 * Names for speech: cards in full words, piles by the game's names, in the language in effect, each in the
 * grammatical case a sentence asks for (a `Names` for the library's sentences, which name no case).
 */
export function spokenNames(game: GameId): Names & WordNames {
  return namesOf(game);
}

/**
 * Names for the screen: cards as their corners show them ("10♦"), piles by the game's names in the language
 * in effect (the status line and refusals shown on the page).
 */
export function shownNames(game: GameId): Names & WordNames {
  const names = namesOf(game);
  return {
    card: (card: string) => shownCard(card as Card),
    pile: (id: string, grammaticalCase?: WordCase) => names.pile(id, grammaticalCase),
  };
}

/**
 * A card as its corner shows it in the language in effect: the deck's rank letter ("R♠" in French, "К♠" in
 * Russian, `indexRank`) and the library's suit sign ("10♦" stays "10♦").
 */
function shownCard(card: Card): string {
  const corner = cardCorner(card);
  const rank = card[0] === 'T' ? '10' : card[0]!;
  return indexRank(card[0]!) + corner.slice(rank.length);
}

/** The status line in the language in effect, cards and piles named by `names`. */
export function statusWords(position: Position, names: Names & WordNames): string {
  return statusText(statusFacts(position), names);
}

/** Why the game is lost in the language in effect, cards named by `names`; null when it is not lost. */
export function lossWords(position: Position, names: Names & WordNames): string | null {
  const facts = lossFacts(position);
  return facts === null ? null : lossText(facts, names);
}

/** "Pile 3", "Stock", "Row 2, space 4": a pile's name to begin a label with. */
export function pileTitle(game: GameId, pile: string): string {
  return pileName(game, pile, 'title');
}

/** Whether the cards of a pile are seen (the stock's never are). */
const seen = (pile: string): boolean => kindOf(pile) !== 'stock';

/**
 * A pile's label: "Pile 3, 5 cards, top card 7 of clubs", "Stock, 24 cards", "Foundation 2, empty", with
 * what its badges and marks say (builds up, the Start rank, a space for Kings, a space to fill now) and,
 * while a card is held, whether it may be put down here.
 */
export function pileLabel(state: TableState, pile: string, place = false): string {
  const { position } = state;
  const game = position.game;
  const held = position.piles[pile] ?? [];
  const parts = [pileTitle(game, pile)];
  parts.push(held.length === 0 ? t('table.pile.empty') : t('table.pile.cards', { count: held.length }));
  if (held.length > 0 && seen(pile)) parts.push(t('table.pile.top', { card: cardName(held[held.length - 1]!) }));
  const marks = marksOf(state);
  for (const b of marks.badges) if (b.pile === pile && b.place !== 'corner') parts.push(b.title);
  const mark = placeMark(state.notes, pile);
  if (held.length === 0 && mark !== null) parts.push(t('table.pile.place', { rank: mark }));
  if (marks.fill.has(pile)) parts.push(t('table.pile.fill'));
  if (place) parts.push(t('table.pile.drop'));
  return parts.join(', ');
}

/** A card's label: its name and state ("7 of clubs, movable"; "Queen of hearts, selected"; "face-down card"). */
export function cardLabel(spot: Pick<CardSpot, 'card' | 'faceUp'>, state: { selected: boolean; movable: boolean }): string {
  // Said once per card and state: every card is named again after each move, and its label is the same each time.
  if (!spot.faceUp) return saidOnce('label down', () => t('table.card.facedown'));
  const said = state.selected ? 'selected' : state.movable ? 'movable' : 'other';
  return saidOnce(`label ${spot.card} ${said}`, () => t('table.card.label', { card: cardName(spot.card), state: said }));
}

/** Cards named and listed: "7 of clubs and 2 of hearts". */
function cardList(cards: readonly Card[], grammaticalCase: WordCase = 'other'): string {
  return listWords(cards.map((c) => cardName(c, grammaticalCase)));
}

/** The top card of each pile named, in order. */
const tops = (position: Position, piles: readonly string[]): Card[] => piles.map((id) => position.piles[id]!.at(-1)!);

/** The cards a move takes: the card moved, in the case the sentence needs, and how many more come on it. */
function moving(position: Position, move: Move & { type: 'move' }, grammaticalCase: WordCase): { card: string; more: number } {
  const count = move.count ?? 1;
  const from = position.piles[move.from]!;
  return { card: cardName(from[from.length - count]!, grammaticalCase), more: count - 1 };
}

/** What the stock did, read from the piles before and after: cards turned or dealt, or the waste turned back. */
function stockWords(game: GameId, before: Position, after: Position): string {
  const n = (p: Position, id: string): number => p.piles[id]?.length ?? 0;
  if (n(after, 'stock') > n(before, 'stock')) return t('table.stock.back', { count: n(after, 'stock') });
  // A pile gains cards, or (Hamilton's chooser) has its card replaced by the one turned.
  const grew = (id: string): boolean => n(after, id) > n(before, id);
  const gained = Object.keys(after.piles).filter(
    (id) => id !== 'stock' && (grew(id) || after.piles[id]!.at(-1) !== before.piles[id]?.at(-1)),
  );
  const fresh = (id: string): Card[] => after.piles[id]!.slice(grew(id) ? n(before, id) : -1);
  if (gained.length === 1) {
    const id = gained[0]!;
    return t('table.stock.turned', { cards: cardList(fresh(id)), pile: pileName(game, id, caseOf(t('table.stock.turned.case'))) });
  }
  const deals = gained.map((id) => t('table.stock.dealtTo', { cards: cardList(fresh(id)), to: pileName(game, id, 'to') }));
  return t('table.stock.dealt', { deals: listWords(deals) });
}

/** A move just played, in words: "7 of clubs moved from pile 3 to pile 5", "10 of hearts removed". */
export function moveWords(before: Position, move: Move): string {
  const game = before.game;
  if (move.type === 'stock') return stockWords(game, before, applyMove(before, move));
  if (move.type === 'remove') return t('table.move.removed', { cards: cardList(tops(before, move.piles)), count: move.piles.length });
  const from = pileName(game, move.from, 'from');
  return t('table.move.moved', { ...moving(before, move, 'def'), from, to: pileName(game, move.to, 'to') });
}

/** A move proposed (the hint), in words: "move 7 of clubs from pile 3 to pile 5", "use the stock". */
export function proposalWords(position: Position, move: Move): string {
  const game = position.game;
  if (move.type === 'stock') return t('table.hint.stock');
  if (move.type === 'remove') return t('table.hint.remove', { cards: cardList(tops(position, move.piles), 'obj') });
  const from = pileName(game, move.from, 'from');
  return t('table.hint.move', { ...moving(position, move, 'obj'), from, to: pileName(game, move.to, 'to') });
}

/** A sentence's first letter a capital, as the language writes it. */
const sentence = capitalise;

/**
 * A step of moves in words: each move (the player's first, then any that followed by themselves); a long
 * step (a finish, a sweep) names its first move and counts the rest and the cards home.
 */
export function stepWords(before: Position, moves: readonly Move[]): string {
  const said: string[] = [];
  let p = before;
  for (const m of moves) {
    said.push(moveWords(p, m));
    p = applyMove(p, m);
  }
  if (said.length <= 3) return said.map((s, i) => (i === 0 ? `${sentence(s)}.` : t('table.step.then', { move: s }))).join(' ');
  const home = Object.entries(p.piles)
    .filter(([id]) => kindOf(id) === 'foundation')
    .reduce((n, [, c]) => n + c.length, 0);
  return sentence(t('table.step.long', { move: said[0]!, more: said.length - 1, home }));
}

/** One pile read out: its name and cards bottom to top (the stock counted; a foundation, its count and top). */
function pileWords(state: TableState, pile: string): string {
  const game = state.position.game;
  const held = state.position.piles[pile] ?? [];
  const name = pileName(game, pile);
  if (held.length === 0) return t('table.read.empty', { pile: name });
  if (!seen(pile)) return t('table.read.count', { pile: name, count: held.length });
  if (kindOf(pile) !== 'tableau') return t('table.read.top', { pile: name, count: held.length, card: cardName(held[held.length - 1]!) });
  return t('table.read.cards', { pile: name, cards: held.map((c) => cardName(c)).join(', ') });
}

/** The focused pile read out in full, bottom to top: "Pile 3: King of hearts, 7 of clubs." */
export function pileReading(state: TableState, pile: string): string {
  return `${sentence(pileWords(state, pile))}.`;
}

/** The whole table, row by row as it is laid out, each row's piles left to right. */
export function tableWords(state: TableState): string {
  const rows = readingOrder(state.layout);
  return rows
    .map((row, i) => t('table.read.row', { row: i + 1, piles: row.map((p) => pileWords(state, p.id)).join(t('table.read.between')) }))
    .join(' ');
}

/** What the keyboard picked up and where it may go: "7 of clubs picked up; it may go to pile 5 or foundation 2." */
export function pickWords(state: TableState, sel: Selection, places: readonly string[]): string {
  const game = state.position.game;
  const pile = state.position.piles[sel.pile]!;
  const card = cardName(pile[sel.index]!, 'obj');
  const where = places.map((id) => pileName(game, id, caseOf(t('table.pick.case'))));
  return sentence(t('table.pick', { card, more: pile.length - sel.index - 1, places: listWords(where, 'disjunction') }));
}

/** Why a key did nothing: nothing can move from the focused card, or it cannot go to a foundation now. */
export function refusalWords(state: TableState, cursor: Cursor, why: 'stuck' | 'no-home'): string {
  const game = state.position.game;
  const pile = state.position.piles[cursor.pile] ?? [];
  const card = pile[cursor.index];
  if (card === undefined) return t('table.refuse.empty', { pile: pileTitle(game, cursor.pile) });
  if (!seen(cursor.pile)) return why === 'stuck' ? t('table.refuse.stuckHidden') : t('table.refuse.noHomeHidden');
  const said =
    why === 'stuck' ? t('table.refuse.stuck', { card: cardName(card, 'obj') }) : t('table.refuse.noHome', { card: cardName(card, 'obj') });
  return sentence(said);
}
