// Owns the library's facts in the player's language (pure): a refusal (`Refusal`), the status line
// (`StatusFacts`), why a game is lost (`LossFacts`) and why a move went by itself (`AutoReason`), each said
// by the catalogue's `facts` area. Cards and piles are named by the caller's namer (the web app's names in
// the language in effect, the command's "9S" and "t3"), in the grammatical case the sentence asks for. The
// English messages read exactly as the library's own English (its describeRefusal, statusLine, lossReason
// and autoMove's reason), which scripts keep using.
import type { AutoReason, Card, LossFacts, Refusal, StatusFacts } from '../index.js';
import type { MessageId } from './ids.js';
import { t } from './translate.js';

/**
 * How a front end names cards and piles: `grammaticalCase` is 'acc' where a sentence takes a card as its
 * object, 'other' elsewhere (a language without cases ignores it).
 */
export interface Namer {
  card(card: Card, grammaticalCase?: string): string;
  pile(id: string, grammaticalCase?: string): string;
}

/**
 * The cases a message may ask a card's or a pile's name in, besides its own: a message names a card as
 * `{card}` (the case this file chooses, the library's English words), or as `{card_def}`, `{card_obj}`,
 * `{card_acc}`, `{card_on}`, `{card_of}` where its language needs the article or a preposition joined to it
 * ("l’as de carreau ne peut pas aller sur la dame de pique", "sulla regina", "auf die Herz-Dame"); a pile as
 * `{from}`, `{from_from}` ("du rebut"), `{from_to}` ("sur la pile 3"), `{from_acc}` ("стопку 3").
 */
const CARD_FORMS = ['def', 'obj', 'acc', 'on', 'of'] as const;
const PILE_FORMS = ['from', 'to', 'acc'] as const;

/** A card's name in every case a message may ask for, `key` in the case `plain`. */
function cardForms(key: string, cards: readonly Card[], names: Namer, plain = 'other'): Record<string, string> {
  const said = (grammaticalCase: string): string => andList(cards.map((c) => names.card(c, grammaticalCase)));
  const out: Record<string, string> = { [key]: said(plain) };
  for (const form of CARD_FORMS) out[`${key}_${form}`] = said(form);
  return out;
}

/** A pile's name in every case a message may ask for, `key` as running text. */
function pileForms(key: string, id: string, names: Namer): Record<string, string> {
  const out: Record<string, string> = { [key]: names.pile(id) };
  for (const form of PILE_FORMS) out[`${key}_${form}`] = names.pile(id, form);
  return out;
}

const RANK_KEYS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];
const SUIT_KEYS: Record<string, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
// The engine's rank letters (RANK_CHARS), written out: the catalogue is first-load code, and a value taken
// from the library would bring the engine's chunk into every page's first load.
const RANK_CHARS = 'A23456789TJQK';

export const rankKey = (rank: number): string => RANK_KEYS[rank - 1] ?? 'other';
const rankOf = (card: Card): number => RANK_CHARS.indexOf(card[0]!) + 1;

/** "an Ace", "a 5", "un as", "туз". */
function aRank(rank: number): string {
  return t('facts.rank.a', { rank: rankKey(rank) });
}

/** "Aces", "5s". */
function rankPlural(rank: number): string {
  return t('facts.rank.plural', { rank: rankKey(rank) });
}

/** "A, B and C" in the language's words. */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('facts.list.and', { items: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

/** The messages of the refusal codes whose sentence needs only the card, piles, counts and row named. */
const REFUSALS: Readonly<Record<string, MessageId>> = {
  'game-won': 'facts.refusal.gameWon',
  'same-pile': 'facts.refusal.samePile',
  'empty-source': 'facts.refusal.emptySource',
  'too-few-cards': 'facts.refusal.tooFewCards',
  'no-stock': 'facts.refusal.noStock',
  'no-removal': 'facts.refusal.noRemoval',
  'stays-put': 'facts.refusal.staysPut',
  closed: 'facts.refusal.closed',
  'one-at-a-time': 'facts.refusal.oneAtATime',
  'needs-suit': 'facts.refusal.needsSuit',
  'needs-colour': 'facts.refusal.needsColour',
  'never-filled': 'facts.refusal.neverFilled',
  'foundation-complete': 'facts.refusal.foundationComplete',
  'foundation-suit': 'facts.refusal.foundationSuit',
  'stock-empty': 'facts.refusal.stockEmpty',
  'no-start-card': 'facts.refusal.noStartCard',
  'choose-start': 'facts.refusal.chooseStart',
  'chooser-to-foundation': 'facts.refusal.chooserToFoundation',
  'stock-deals': 'facts.refusal.stockDeals',
  'between-foundations': 'facts.refusal.betweenFoundations',
  'one-back': 'facts.refusal.oneBack',
  'not-a-group': 'facts.refusal.notAGroup',
  'stock-by-itself': 'facts.refusal.stockByItself',
  'from-stock': 'facts.refusal.fromStock',
  'fill-first': 'facts.refusal.fillFirst',
  'fill-from-below': 'facts.refusal.fillFromBelow',
  'home-from-row-1': 'facts.refusal.homeFromRow1',
  'onto-row-1': 'facts.refusal.ontoRow1',
  'one-card-rows': 'facts.refusal.oneCardRows',
  'waste-waiting': 'facts.refusal.wasteWaiting',
  'grid-full': 'facts.refusal.gridFull',
  'turn-first': 'facts.refusal.turnFirst',
  'picture-stays': 'facts.refusal.pictureStays',
  'leaves-by-removal': 'facts.refusal.leavesByRemoval',
  'grid-only': 'facts.refusal.gridOnly',
  'space-taken': 'facts.refusal.spaceTaken',
  'remove-off-grid': 'facts.refusal.removeOffGrid',
  'pile-order': 'facts.refusal.pileOrder',
  'not-removing': 'facts.refusal.notRemoving',
  'turn-stock': 'facts.refusal.turnStock',
  'suit-started': 'facts.refusal.suitStarted',
  'second-king': 'facts.refusal.secondKing',
};

/** Which of a refusal's fields each code's sentence names (a refusal without them is said generically). */
const NEEDS: Readonly<Record<string, readonly (keyof Refusal)[]>> = {
  'empty-source': ['from'],
  'too-few-cards': ['from'],
  'stays-put': ['from'],
  closed: ['to'],
  'needs-rank': ['card', 'onto'],
  'nothing-on': ['card', 'onto'],
  'needs-suit': ['card', 'onto'],
  'needs-colour': ['card', 'onto'],
  'never-filled': ['card', 'to'],
  'foundation-start': ['card', 'rank'],
  'foundation-complete': ['to'],
  'foundation-suit': ['card', 'onto'],
  'foundation-rank': ['card', 'onto', 'rank'],
  'not-a-group': ['from', 'card', 'onto'],
  'from-stock': ['to'],
  'fill-first': ['to', 'row'],
  'fill-from-below': ['card', 'to', 'row'],
  'home-from-row-1': ['card', 'row'],
  'onto-row-1': ['card', 'row'],
  'one-card-rows': ['to'],
  'stays-empty': ['to'],
  'waste-waiting': ['other'],
  'picture-stays': ['card'],
  'leaves-by-removal': ['card'],
  'grid-only': ['card', 'to'],
  'space-taken': ['card', 'to', 'other'],
  'picture-place': ['card', 'to'],
  'remove-off-grid': ['from'],
  'pile-order': ['from', 'to'],
  'not-a-ten': ['card'],
  'not-ten': ['card', 'other'],
  'suit-started': ['card', 'to', 'suit'],
  'run-ends': ['card'],
  'second-king': ['card', 'onto'],
};

/** Camelot's picture cards' places, as the messages' select keys. */
const PLACE_KEYS: Record<string, string> = { K: 'corner', Q: 'topbottom', J: 'leftright' };

/** A refusal said with its own message where its sentence needs more than names (ranks, lists, sums). */
function specialRefusal(r: Refusal, values: Record<string, string | number>): string | null {
  switch (r.rule) {
    case 'needs-rank': {
      const wanted = r.ranks ?? (r.rank === undefined ? [] : [r.rank]);
      if (wanted.length === 2) return t('facts.refusal.needsRanks', { ...values, rank: aRank(wanted[0]!), rank2: aRank(wanted[1]!) });
      return t('facts.refusal.needsRank', { ...values, rank: andList(wanted.map(aRank)) });
    }
    case 'nothing-on':
      return t('facts.refusal.nothingOn', { ...values, rank: aRank(rankOf(r.onto!)) });
    case 'foundation-start':
      return t('facts.refusal.foundationStart', { ...values, rank: rankPlural(r.rank!) });
    case 'foundation-rank':
      return r.suit === undefined
        ? t('facts.refusal.foundationRankAny', { ...values, rank: aRank(r.rank!) })
        : t('facts.refusal.foundationRank', values);
    case 'stays-empty':
      return r.row === undefined ? t('facts.refusal.staysEmptyStockOut', values) : t('facts.refusal.staysEmpty', values);
    case 'picture-place':
      return t('facts.refusal.picturePlace', { ...values, place: PLACE_KEYS[r.card![0]!] ?? 'other' });
    case 'not-a-ten':
      return r.rank === undefined ? t('facts.refusal.notATen', values) : t('facts.refusal.notATenPair', { ...values, rank: aRank(r.rank) });
    case 'not-ten': {
      const sum = rankOf(r.card!) + rankOf(r.other!);
      if (r.rank === undefined) return t('facts.refusal.notTen', { ...values, sum });
      return t('facts.refusal.notTenPair', { ...values, sum, rank: aRank(r.rank) });
    }
    case 'run-ends':
      return t('facts.refusal.runEnds', { ...values, way: r.onto === undefined || rankOf(r.onto) === 13 ? 'up' : 'down' });
    default:
      return null;
  }
}

/** A refusal (the library's `Refusal`, from `explain` or a controller) in the language in effect. */
export function refusalText(r: Refusal, names: Namer): string {
  const needs = NEEDS[r.rule] ?? [];
  if (needs.some((field) => r[field] === undefined)) return t('facts.refusal.other', { rule: r.rule });
  const values: Record<string, string | number> = {
    count: r.count ?? (r.rule === 'not-a-group' ? 2 : 1),
    have: r.have ?? 0,
    row: r.row ?? 0,
    suit: r.suit === undefined ? 'other' : SUIT_KEYS[r.suit]!,
    colour: r.colour ?? 'other',
  };
  if (r.card !== undefined) Object.assign(values, cardForms('card', [r.card], names));
  if (r.onto !== undefined) Object.assign(values, cardForms('onto', [r.onto], names, 'acc'));
  if (r.other !== undefined) Object.assign(values, cardForms('other', [r.other], names));
  if (r.from !== undefined) Object.assign(values, pileForms('from', r.from, names));
  if (r.to !== undefined) Object.assign(values, pileForms('to', r.to, names));
  if (r.rule === 'foundation-rank' && r.rank !== undefined && r.suit !== undefined) {
    Object.assign(values, cardForms('next', [`${RANK_CHARS[r.rank - 1]}${r.suit}` as Card], names, 'acc'));
  }
  const special = specialRefusal(r, values);
  if (special !== null) return special;
  const id = REFUSALS[r.rule];
  return id === undefined ? t('facts.refusal.other', { rule: r.rule }) : t(id, values);
}

/** A stock's count, and whether it is empty (said apart: "the stock is empty"). */
const stockValues = (stock: number): { stock: number; empty: string } => ({ stock, empty: stock === 0 ? 'yes' : 'no' });

const CAMELOT_PLACES: Record<string, string> = { corner: 'corner', 'top-bottom': 'topbottom', 'left-right': 'leftright' };

/**
 * Hamilton's order from its Start rank: "7 up to King, then Ace up to 6"; the ranks are the message's to
 * word, as they take the article or the case of the words around them ("de la dame", "до валета").
 */
function hamiltonOrder(start: number): string {
  const order = start === 1 ? 'full' : start === 13 ? 'king' : start === 2 ? 'two' : 'other';
  return t('facts.status.hamiltonOrder', { order, start: rankKey(start), below: rankKey(start - 1) });
}

/** Hamilton's status line: the choice of the Start card, or the Start rank, stock and foundations. */
function hamiltonStatus(facts: Extract<StatusFacts, { game: 'hamilton' }>, names: Namer): string {
  if (facts.phase === 'declined') return t('facts.status.hamiltonDeclined');
  if (facts.phase === 'started') {
    const start = t('facts.rank.word', { rank: rankKey(facts.start) });
    const values = { start, order: hamiltonOrder(facts.start), ...stockValues(facts.stock), deals: facts.dealsLeft, home: facts.home };
    return t('facts.status.hamiltonStarted', values);
  }
  const values = { turned: facts.turned, of: facts.of, stock: facts.stock };
  if (facts.chooser === null) return t('facts.status.hamiltonTurn', values);
  const card = cardForms('card', [facts.chooser], names, 'acc');
  return t(facts.turned >= facts.of ? 'facts.status.hamiltonLast' : 'facts.status.hamiltonChoose', { ...values, ...card });
}

/** The status line (the library's `statusFacts`) in the language in effect. */
export function statusText(facts: StatusFacts, names: Namer): string {
  switch (facts.game) {
    case 'hamlet':
      return t('facts.status.hamlet', { home: facts.home, piles: facts.piles });
    case 'union-square':
      return t('facts.status.unionSquare', { ...stockValues(facts.stock), home: facts.home });
    case 'british-constitution': {
      const values = { ...stockValues(facts.stock), home: facts.home };
      if (facts.fill === null) return t('facts.status.britishConstitution', values);
      return t('facts.status.britishConstitutionFill', { ...values, ...pileForms('pile', facts.fill.pile, names), row: facts.fill.row });
    }
    case 'hamilton':
      return hamiltonStatus(facts, names);
    case 'camelot': {
      const values = { ...stockValues(facts.stock), removed: facts.removed };
      if (facts.todo === 'place' && facts.card !== undefined) {
        const place = facts.place === null || facts.place === undefined ? 'other' : CAMELOT_PLACES[facts.place]!;
        return t('facts.status.camelotPlace', { ...values, ...cardForms('card', [facts.card], names, 'acc'), place });
      }
      return t('facts.status.camelot', { ...values, todo: facts.todo === 'remove-or-turn' ? 'removeorturn' : facts.todo });
    }
  }
}

const LOSSES: Readonly<Record<LossFacts['reason'], MessageId>> = {
  'no-top-card': 'facts.loss.noTopCard',
  'no-fit': 'facts.loss.noFit',
  'rows-stuck': 'facts.loss.rowsStuck',
  'stock-out-stuck': 'facts.loss.stockOutStuck',
  'start-declined': 'facts.loss.startDeclined',
  'no-move': 'facts.loss.noMove',
  'no-space': 'facts.loss.noSpace',
  'grid-full': 'facts.loss.gridFull',
  'nothing-to-do': 'facts.loss.nothingToDo',
};

/** Why a game is lost (the library's `lossFacts`) in the language in effect. */
export function lossText(facts: LossFacts, names: Namer): string {
  const values: Record<string, string | number> = { stock: facts.stock ?? 0 };
  if (facts.card !== undefined) Object.assign(values, cardForms('card', [facts.card], names));
  if (facts.place !== undefined) values['place'] = CAMELOT_PLACES[facts.place]!;
  return t(LOSSES[facts.reason], values);
}

/** Why a move went by itself (the library's `autoMove` facts) in the language in effect. */
export function autoText(reason: AutoReason, names: Namer): string {
  const card = cardForms('card', [reason.card], names);
  switch (reason.rule) {
    case 'fits':
      if (reason.to === undefined) return t('facts.auto.fitsFoundation', card);
      return t('facts.auto.fits', { ...card, ...pileForms('to', reason.to, names) });
    case 'nothing-on':
      return t('facts.auto.nothingOn', card);
    case 'builders-home': {
      const cards = reason.cards ?? [];
      const values = { ...card, ...cardForms('cards', cards, names), count: cards.length, twin: reason.twin === true ? 'yes' : 'no' };
      return t('facts.auto.buildersHome', values);
    }
    case 'rank-home':
      return t('facts.auto.rankHome', { ...card, rank: rankPlural(reason.rank ?? rankOf(reason.card) - 1) });
    case 'way-down':
      return t('facts.auto.wayDown', card);
    case 'ten':
      return t('facts.auto.ten', card);
    case 'last-removals': {
      const acc = cardForms('card', [reason.card], names, 'acc');
      if (reason.other === undefined) return t('facts.auto.lastRemovals', acc);
      return t('facts.auto.lastRemovalsPair', { ...acc, ...cardForms('other', [reason.other], names, 'acc') });
    }
  }
}
