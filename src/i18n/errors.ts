// Owns the library's errors in the player's language (pure): any `PatienceError`'s facts — its `reason`
// (a stable key and the values of its sentence) and its `place` (piles, moves, steps, fields) — said by
// the catalogue's `errors` area. Cards and piles are named by the caller's namer (the web app's names in
// the language in effect; by default card codes and pile ids, as the library's own English has them).
// The English messages read exactly as the library's `detail` (test/i18n/errors.test.ts, key by key).
import type { Card, ErrorReason, GameId, PlaceStep, ReasonKey, Refusal } from '../index.js';
import { type Namer, andList, rankKey, refusalText } from './facts.js';
import type { MessageId } from './ids.js';
import { t, type Values } from './translate.js';

/** What of an error is worded: the facts every `PatienceError` carries, and its English sentence. */
export interface ErrorFacts {
  readonly reason: ErrorReason;
  readonly place: readonly PlaceStep[];
  /** Said as it is for a reason of key `text` (a sentence given by whoever made the error). */
  readonly detail: string;
}

/** A game's namer (its cards and piles); `undefined` when the error names no game. */
export type NamesOf = (game: GameId | undefined) => Namer;

/** Card codes and pile ids, as the library writes them ("QH", "tableau-3"): the command's way. */
export const ID_NAMES: NamesOf = () => ({ card: (card) => card, pile: (id) => id });

/** The message of each reason key. */
const MESSAGES: Readonly<Record<ReasonKey, MessageId>> = {
  'text-too-long': 'errors.textTooLong',
  'text-too-deep': 'errors.textTooDeep',
  'not-json': 'errors.notJson',
  unreadable: 'errors.unreadable',
  'unknown-game': 'errors.unknownGame',
  'deal-number': 'errors.dealNumber',
  'deal-place': 'errors.dealPlace',
  'deal-version': 'errors.dealVersion',
  rank: 'errors.rank',
  'card-code': 'errors.cardCode',
  'pile-id': 'errors.pileId',
  'short-pile': 'errors.shortPile',
  'unknown-pile': 'errors.unknownPile',
  'unknown-pile-listed': 'errors.unknownPileListed',
  'undescribed-pile': 'errors.undescribedPile',
  'position-shape': 'errors.positionShape',
  'position-shape-dealt': 'errors.positionShapeDealt',
  'position-field': 'errors.positionField',
  'piles-shape': 'errors.pilesShape',
  'missing-pile': 'errors.missingPile',
  'pile-too-long': 'errors.pileTooLong',
  'pile-shape': 'errors.pileShape',
  'pile-card-code': 'errors.pileCardCode',
  'card-not-in-game': 'errors.cardNotInGame',
  'too-many-copies': 'errors.tooManyCopies',
  'card-count': 'errors.cardCount',
  'vars-shape': 'errors.varsShape',
  'unknown-var': 'errors.unknownVar',
  'missing-var': 'errors.missingVar',
  'var-value': 'errors.varValue',
  'start-rank': 'errors.startRank',
  turned: 'errors.turned',
  phase: 'errors.phase',
  'move-shape': 'errors.moveShape',
  'move-field': 'errors.moveField',
  'move-type': 'errors.moveType',
  'move-from': 'errors.moveFrom',
  'move-to': 'errors.moveTo',
  'move-count': 'errors.moveCount',
  'remove-shape': 'errors.removeShape',
  'remove-tableau-only': 'errors.removeTableauOnly',
  'move-code': 'errors.moveCode',
  'move-list-long': 'errors.moveListLong',
  'move-list-shape': 'errors.moveListShape',
  'move-list-text': 'errors.moveListText',
  'record-shape': 'errors.recordShape',
  'record-field': 'errors.recordField',
  'record-long': 'errors.recordLong',
  'record-moves': 'errors.recordMoves',
  'history-shape': 'errors.historyShape',
  'history-field': 'errors.historyField',
  'history-long': 'errors.historyLong',
  'history-steps': 'errors.historySteps',
  'history-steps-listed': 'errors.historyStepsListed',
  'history-cursor': 'errors.historyCursor',
  cursor: 'errors.cursor',
  'each-step-shape': 'errors.eachStepShape',
  'step-shape': 'errors.stepShape',
  'step-long': 'errors.stepLong',
  'step-too-long': 'errors.stepTooLong',
  'step-empty': 'errors.stepEmpty',
  'step-number': 'errors.stepNumber',
  'refusal-shape': 'errors.refusalShape',
  'refusal-rule': 'errors.refusalRule',
  'refusal-field': 'errors.refusalField',
  'refusal-card': 'errors.refusalCard',
  'refusal-rank': 'errors.refusalRank',
  'refusal-ranks': 'errors.refusalRanks',
  'refusal-suit': 'errors.refusalSuit',
  'refusal-colour': 'errors.refusalColour',
  'refusal-whole': 'errors.refusalWhole',
  'auto-mode': 'errors.autoMode',
  'options-shape': 'errors.optionsShape',
  option: 'errors.option',
  'must-be': 'errors.mustBe',
  date: 'errors.date',
  'names-shape': 'errors.namesShape',
  'names-unreadable': 'errors.namesUnreadable',
  'names-threw': 'errors.namesThrew',
  'names-text': 'errors.namesText',
  'hamlet-foundation': 'errors.hamletFoundation',
  'union-square-pile': 'errors.unionSquarePile',
  'union-square-foundation': 'errors.unionSquareFoundation',
  'suit-has-foundation': 'errors.suitHasFoundation',
  'ace-at-deal': 'errors.aceAtDeal',
  'foundation-empty': 'errors.foundationEmpty',
  'british-foundation': 'errors.britishFoundation',
  'row-one-built-down': 'errors.rowOneBuiltDown',
  'one-card-per-place': 'errors.oneCardPerPlace',
  'row-four-space': 'errors.rowFourSpace',
  'spaces-waiting': 'errors.spacesWaiting',
  'space-one-card': 'errors.spaceOneCard',
  'picture-place': 'errors.picturePlace',
  'waste-one-card': 'errors.wasteOneCard',
  'discard-order': 'errors.discardOrder',
  'waste-grid-full': 'errors.wasteGridFull',
  'phase-place-waste': 'errors.phasePlaceWaste',
  'phase-remove-full': 'errors.phaseRemoveFull',
  'phase-remove-used-up': 'errors.phaseRemoveUsedUp',
  'chooser-one-card': 'errors.chooserOneCard',
  'foundation-before-start': 'errors.foundationBeforeStart',
  'tableau-as-dealt': 'errors.tableauAsDealt',
  'chooser-not-turned': 'errors.chooserNotTurned',
  'chooser-empty': 'errors.chooserEmpty',
  'turned-after-start': 'errors.turnedAfterStart',
  'chooser-after-start': 'errors.chooserAfterStart',
  'stock-after-start': 'errors.stockAfterStart',
  'hamilton-foundation': 'errors.hamiltonFoundation',
  'results-file': 'errors.resultsFile',
  'results-line-json': 'errors.resultsLineJson',
  'results-line-shape': 'errors.resultsLineShape',
  'on-result-threw': 'errors.onResultThrew',
};

/** JSON the sentences show as it is written, the same in every language (a message's braces would be ICU's). */
const MOVE_EXAMPLE = '{"type":"stock"}';
const SURVEY_EXAMPLE = '{ game, first, count, limitMs, workers }';

/** A game's name in the language in effect ("Constitution britannique"). */
function gameWords(game: GameId): string {
  return t('games.name', { game: game.replace('-', '_') });
}

/** A select's key for a value written with dashes (select keys are words). */
const selectKey = (text: string): string => text.replace(/-/g, '_');

/**
 * A reason's values as its message takes them: numbers as digits (a count said with a plural stays a
 * number), lists joined, the game by its name, cards by the namer, words of a select as its keys.
 */
function valuesOf(reason: Readonly<Record<string, unknown>>, names: Namer): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, x] of Object.entries(reason)) {
    if (name === 'key') continue;
    if (name === 'game') out[name] = gameWords(x as GameId);
    // A card begins its sentence in every language: said with the article a subject takes ("le roi de pique").
    else if (name === 'card') out[name] = names.card(x as Card, 'def');
    else if (name === 'pile') out[name] = names.pile(x as string);
    else if (name === 'missing') {
      const cards = x as readonly string[];
      out[name] = cards.slice(0, 6).join(' ') + (cards.length > 6 ? ' …' : '');
    } else if (Array.isArray(x)) out[name] = x.join(', ');
    else if (typeof x === 'number') out[name] = String(x);
    else if (typeof x === 'string') out[name] = x;
  }
  return out;
}

/** The sentence of a reason in the language in effect (without its place). */
export function reasonText(reason: ErrorReason, names: NamesOf = ID_NAMES, given = ''): string {
  if (reason.key === 'text') return given;
  const game = 'game' in reason ? reason.game : undefined;
  if (reason.key === 'illegal-move') return refusalText(reason.refusal as Refusal, names(game));
  const values: Record<string, string | number> = valuesOf(reason, names(game));
  switch (reason.key) {
    case 'text-too-long':
    case 'text-too-deep':
    case 'not-json':
    case 'unreadable':
      values['what'] = t('errors.subject', { subject: reason.subject });
      values['example'] = MOVE_EXAMPLE;
      break;
    case 'move-shape':
      values['example'] = MOVE_EXAMPLE;
      break;
    case 'record-shape':
      values['fields'] = '{"game", "deal", "moves"}';
      break;
    case 'too-many-copies':
      values['most'] = reason.most;
      break;
    case 'tableau-as-dealt':
      values['count'] = reason.count;
      break;
    case 'spaces-waiting':
      // Each space as the catalogue names a pile by its row ("la pile 3 de la rangée 1"), listed.
      values['spaces'] = andList(
        reason.spaces.map((x) => t('cards.pile', { kind: 'cell', case: 'other', row: String(x.row), col: String(x.pile) })),
      );
      break;
    case 'hamilton-foundation':
      values['rank'] = t('facts.rank.word', { rank: rankKey(reason.rank) });
      break;
    case 'option':
    case 'must-be':
      values['expected'] = t('errors.expected', { ...values, expected: selectKey(reason.expected), options: SURVEY_EXAMPLE });
      break;
    case 'names-shape':
      if (reason.value !== undefined) return t('errors.namesShapeNot', values);
      break;
    default:
      break;
  }
  return t(MESSAGES[reason.key], values as Values);
}

/**
 * One step of a place in the language in effect: a pile by its name ("Pile 3" to begin the sentence),
 * "move 3", a field as it is written.
 */
function stepText(step: PlaceStep, names: NamesOf, first: boolean): string {
  switch (step.kind) {
    case 'pile':
      return names(step.game).pile(step.id, first ? 'title' : 'other');
    case 'move':
      return t('errors.place.move', { n: String(step.n) });
    case 'step':
      return t('errors.place.step', { n: String(step.n) });
    default:
      return step.name;
  }
}

/** An error's place in the language in effect ("coup 3 : tableau-2"), or undefined when it has none. */
export function placeText(place: readonly PlaceStep[], names: NamesOf = ID_NAMES): string | undefined {
  if (place.length === 0) return undefined;
  return place.map((s, i) => stepText(s, names, i === 0)).reduce((outer, inner) => t('errors.placed', { place: outer, detail: inner }));
}

/**
 * A `PatienceError` in the language in effect, place and sentence ("coup 3 : tableau-2 : …"): what the
 * library's `message` says, in the player's words. `names` names the cards and piles of a game.
 */
export function errorText(error: ErrorFacts, names: NamesOf = ID_NAMES): string {
  const detail = reasonText(error.reason, names, error.detail);
  const place = placeText(error.place, names);
  return place === undefined ? detail : t('errors.placed', { place, detail });
}
