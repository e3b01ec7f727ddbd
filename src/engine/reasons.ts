// Owns why the library refuses something, as facts (`ErrorReason`: a stable `key` and the values its
// sentence needs) and as the library's own English sentence, written once here for every key. Front ends
// word the same facts in a player's language (src/i18n/errors.ts), and a test holds that wording's
// English equal to these sentences, key by key.
import { type Rank, rankName } from './cards.js';
import type { GameId } from './types.js';

/** The games' names in English, as their sentences say them (each game's `name`; a test holds them equal). */
const GAME_NAMES: Readonly<Record<GameId, string>> = {
  hamilton: 'Hamilton',
  camelot: 'Camelot',
  hamlet: 'Hamlet',
  'union-square': 'Union Square',
  'british-constitution': 'British Constitution',
};

/**
 * What a refusal is about when the whole of something is refused (text too long, unreadable): the
 * position, the record, a move… (`piles` and `vars` are a position's fields).
 */
export type Subject =
  | 'position'
  | 'record'
  | 'move'
  | 'moves'
  | 'pile'
  | 'piles'
  | 'vars'
  | 'refusal'
  | 'ranks'
  | 'step'
  | 'steps'
  | 'history'
  | 'options'
  | 'game';

const SUBJECTS: Readonly<Record<Subject, string>> = {
  position: 'the position',
  record: 'the record',
  move: 'the move',
  moves: 'the moves',
  pile: 'the pile',
  piles: 'piles',
  vars: 'vars',
  refusal: 'the refusal',
  ranks: 'the ranks',
  step: 'the step',
  steps: 'the steps',
  history: 'the history',
  options: 'the options',
  game: 'the game',
};

/**
 * What an option must be (`option` and `must-be` reasons): a positive number, true or false, a function…
 * `upTo`, `from` and `games` fill the sentences that name them.
 */
export type Expected =
  | 'positive-number'
  | 'positive-integer'
  | 'positive-integer-up-to'
  | 'integer'
  | 'boolean'
  | 'function'
  | 'whole-number-between'
  | 'whole-number-from'
  | 'readable-object'
  | 'readable-list'
  | 'short-list'
  | 'one-of-games'
  | 'file-path'
  | 'survey-options'
  | 'number-list'
  | 'fraction'
  | 'game-id'
  | 'result-list'
  | 'deal-result'
  | 'not-negative';

const EXPECTED: Readonly<Record<Expected, (r: { from?: number; upTo?: number; games?: string }) => string>> = {
  'positive-number': () => 'a positive number',
  'positive-integer': () => 'a positive integer',
  'positive-integer-up-to': (r) => `a positive integer up to ${r.upTo}`,
  integer: () => 'an integer',
  boolean: () => 'true or false',
  function: () => 'a function',
  'whole-number-between': (r) => `a whole number from ${r.from} to ${r.upTo}`,
  'whole-number-from': (r) => `a whole number from ${r.from}`,
  'readable-object': () => 'an object that can be read (reading it threw an error)',
  'readable-list': () => 'a list that can be read (reading it threw an error)',
  'short-list': (r) => `a list of at most ${r.upTo} items`,
  'one-of-games': (r) => `one of ${r.games}`,
  'file-path': () => 'the path of a file',
  'survey-options': () => 'an object such as { game, first, count, limitMs, workers }',
  'number-list': () => 'a list of numbers',
  fraction: () => 'a number from 0 to 1',
  'game-id': () => 'a game id',
  'result-list': () => 'a list of deal results',
  'deal-result': () => 'a deal result with a verdict (winnable, unwinnable or unknown)',
  'not-negative': () => 'a number, 0 or more',
};

/** Where Camelot's pictures go, by kind. */
const PICTURE_PLACES = {
  king: 'Kings go only in the corners',
  queen: 'Queens go only in the middles of the top and bottom rows',
  jack: 'Jacks go only in the middles of the left and right columns',
} as const;

/** Card codes as a sentence lists them: the first six, then "…" when there are more. */
const someCards = (cards: readonly string[]): string => cards.slice(0, 6).join(' ') + (cards.length > 6 ? ' …' : '');

const CARD_CODE = '(a rank A 2-9 T J Q K, then a suit C D H S)';
const MOVE_SHAPE = 'a move must be a JSON object such as {"type":"stock"}';

/**
 * Every reason's English sentence, by key: the one place the library's words for a refusal are written.
 * A value of a reason named `value` is the given value as the library quotes it ("abc", 7, a function).
 */
const ENGLISH = {
  // Text and values from outside.
  'text-too-long': (r: { subject: Subject; most: number }) =>
    `${SUBJECTS[r.subject]} is longer than ${r.most} characters${r.subject === 'move' ? `: ${MOVE_SHAPE}` : ''}`,
  'text-too-deep': (r: { subject: Subject; most: number }) =>
    `${SUBJECTS[r.subject]} is nested more than ${r.most} levels deep${r.subject === 'move' ? `: ${MOVE_SHAPE}` : ''}`,
  /** `error` is the JSON reader's own message, in English, shortened. */
  'not-json': (r: { subject: Subject; error: string }) =>
    `${SUBJECTS[r.subject]} is not valid JSON (${r.error})${r.subject === 'move' ? `: ${MOVE_SHAPE}` : ''}`,
  unreadable: (r: { subject: Subject }) => `${SUBJECTS[r.subject]} could not be read: reading it threw an error`,
  // Games, deals, cards and piles.
  'unknown-game': (r: { value: string; games: readonly string[] }) => `unknown game ${r.value} (games: ${r.games.join(', ')})`,
  'deal-number': (r: { value: string; most: number }) => `a deal number must be a whole number from 1 to ${r.most}, not ${r.value}`,
  'deal-place': (r: { value: string }) => `the place of a deal number is text, not ${r.value}`,
  'deal-version': (r: { value: string; known: readonly number[] }) => `unknown deal version ${r.value} (known: ${r.known.join(', ')})`,
  rank: (r: { value: string }) => `a rank is a whole number from 1 to 13, not ${r.value}`,
  'card-code': (r: { value: string }) => `${r.value} is not a card code ${CARD_CODE}`,
  'pile-id': (r: { value: string }) => `${r.value} is not a pile id`,
  'short-pile': (r: { value: string }) => `a pile in short notation is text such as "t3", not ${r.value}`,
  'unknown-pile': (r: { game: GameId; value: string }) => `${GAME_NAMES[r.game]} has no pile named ${r.value}`,
  'unknown-pile-listed': (r: { game: GameId; value: string; piles: readonly string[] }) =>
    `${GAME_NAMES[r.game]} has no pile named ${r.value} (piles: ${r.piles.join(', ')})`,
  'undescribed-pile': (r: { game: GameId; value: string }) => `${GAME_NAMES[r.game]} does not describe its pile ${r.value}`,
  // Positions.
  'position-shape': () => 'a position must be a JSON object',
  'position-shape-dealt': () => 'a position must be a JSON object such as deal() returns',
  'position-field': (r: { value: string }) => `a position has no field ${r.value}`,
  'piles-shape': () => 'piles must be an object of pile ids to card lists',
  'missing-pile': (r: { game: GameId }) => `the pile is missing (${GAME_NAMES[r.game]} needs every one of its piles)`,
  'pile-too-long': (r: { game: GameId; count: number; most: number }) =>
    `the pile holds ${r.count} cards; ${GAME_NAMES[r.game]} is played with ${r.most}`,
  'pile-shape': () => 'a pile must be a list of card codes',
  'pile-card-code': (r: { index: number; value: string }) => `card ${r.index} from the bottom, ${r.value}, is not a card code ${CARD_CODE}`,
  'card-not-in-game': (r: { game: GameId; card: string }) => `${r.card} is not one of the cards ${GAME_NAMES[r.game]} is played with`,
  'too-many-copies': (r: { game: GameId; card: string; most: number }) =>
    `${r.card} appears more than ${r.most === 1 ? 'once' : `${r.most} times`}; ${GAME_NAMES[r.game]} has ${r.most} of it`,
  /** `missing`: every card missing (the sentence shows the first six). */
  'card-count': (r: { game: GameId; count: number; most: number; missing: readonly string[] }) =>
    `the position holds ${r.count} cards; ${GAME_NAMES[r.game]} is played with ${r.most} (missing: ${someCards(r.missing)})`,
  'vars-shape': () => 'vars must be an object',
  'unknown-var': (r: { game: GameId; value: string }) => `${GAME_NAMES[r.game]} has no variable ${r.value}`,
  'missing-var': () => 'this variable is missing',
  'var-value': (r: { value: string }) => `a variable holds a number, a short word or null, not ${r.value}`,
  /** A game's own variables (Hamilton's `startRank` and `turned`, Camelot's `phase`); `value` as JSON. */
  'start-rank': (r: { value: string }) => `the Start rank must be null or a rank letter (A 2-9 T J Q K), not ${r.value}`,
  turned: (r: { value: string; most: number }) => `the number of cards turned must be a whole number from 0 to ${r.most}, not ${r.value}`,
  phase: (r: { value: string }) => `the phase must be "place" or "remove", not ${r.value}`,
  // A game's own checks of where cards lie (each game's `placementProblems`).
  'hamlet-foundation': () => 'a foundation must run from an Ace up in one suit',
  'union-square-pile': () => 'a pile must be one suit running up or down by one rank without a break',
  'union-square-foundation': () =>
    'a foundation must run in one suit from an Ace up to the King, then the second King down towards the Ace',
  /** `pile`: the suit's foundation already started (its id). */
  'suit-has-foundation': (r: { game: GameId; suit: 'clubs' | 'diamonds' | 'hearts' | 'spades'; pile: string }) =>
    `${r.suit} already have ${r.pile}; each suit has one foundation`,
  'ace-at-deal': (r: { game: GameId; card: string }) => `${r.card} is an Ace: all eight Aces go to the foundations at the deal`,
  'foundation-empty': () => 'every foundation holds an Ace from the deal; this one is empty',
  'british-foundation': () => 'a foundation must run from an Ace up in one suit, with no gap, to at most a Jack',
  'row-one-built-down': () => 'a row-1 pile must be built down by one rank in alternating colours',
  'one-card-per-place': (r: { count: number }) => `rows 2 to 4 hold one card per place, not ${r.count}`,
  'row-four-space': () => 'a space in row 4 is filled from the stock at once, and the stock still has cards',
  /** `spaces`: each space waiting to be filled, by its row and its pile in the row. */
  'spaces-waiting': (r: { spaces: readonly { row: number; pile: number }[] }) =>
    `${r.spaces.map((s) => `row ${s.row}, pile ${s.pile}`).join(' and ')} all wait to be filled; play leaves at most one space at a time`,
  'space-one-card': (r: { count: number }) => `a space holds one card, not ${r.count}`,
  /** `spaces`: the numbers of the tableau spaces the card's kind may take. */
  'picture-place': (r: { game: GameId; card: string; picture: 'king' | 'queen' | 'jack'; spaces: readonly number[] }) =>
    `${r.card} cannot be here: ${PICTURE_PLACES[r.picture]} (tableau-${r.spaces.join(', ')})`,
  'waste-one-card': (r: { count: number }) =>
    `the waste holds at most 1 card (each card turned is placed before the next one turns), not ${r.count}`,
  'discard-order': () => 'the discard must hold 10s and pairs adding to 10, in the order they were removed',
  'waste-grid-full': () => 'a card cannot wait in the waste while the grid is full: the stock turns only with a space free',
  'phase-place-waste': () => 'the phase must be "place" while a card waits in the waste',
  'phase-remove-full': () => 'the phase must be "remove" when the grid is full',
  'phase-remove-used-up': () => 'the phase must be "remove" once the stock and waste are used up',
  'chooser-one-card': () => 'the chooser holds at most one card',
  'foundation-before-start': () => 'no card reaches a foundation before a Start card is chosen (vars.startRank is null)',
  /** `pile`: a tableau pile's id; `count`: the cards it holds as dealt. */
  'tableau-as-dealt': (r: { game: GameId; pile: string; count: number }) =>
    `until a Start card is chosen the tableau stays as dealt: ${r.pile} holds ${r.count} card${r.count === 1 ? '' : 's'}`,
  'chooser-not-turned': () => 'the chooser holds a card but vars.turned says none has been turned',
  'chooser-empty': (r: { turned: number }) => `the chooser is empty, but after ${r.turned} turned it holds the last card turned`,
  'turned-after-start': () => 'a Start card is chosen, so at least one card was turned',
  'chooser-after-start': () => 'the chooser is empty once the Start card is chosen',
  'stock-after-start': (r: { count: number }) => `after the Start card the stock holds 23, 16, 9, 2 or 0 cards, not ${r.count}`,
  'hamilton-foundation': (r: { rank: Rank }) =>
    `a foundation must run up in one suit from the Start rank (${rankName(r.rank)}), round the corner`,
  // Moves.
  'move-shape': () => MOVE_SHAPE,
  'move-field': (r: { type: 'move' | 'stock' | 'remove'; value: string }) => `a ${r.type} move has no field ${r.value}`,
  'move-type': (r: { value: string }) => `unknown move type ${r.value} (types: move, stock, remove)`,
  'move-from': () => 'a card move needs "from", a pile id',
  'move-to': () => 'a card move needs "to", a pile id',
  'move-count': (r: { value: string }) => `"count" must be a whole number of cards, 1 or more, not ${r.value}`,
  'remove-shape': () => 'a remove move needs "piles", a list of one or two pile ids',
  'remove-tableau-only': (r: { value: string }) => `only tableau piles are removed, not ${r.value}`,
  'move-code': (r: { value: string }) => `${r.value} is not the code of a legal move here`,
  'move-list-long': (r: { most: number; count: number }) => `a move list holds at most ${r.most} moves, not ${r.count}`,
  'move-list-shape': (r: { value: string }) => `moves to format must be a list, not ${r.value}`,
  'move-list-text': (r: { value: string }) => `a move list is text such as "t3f1_D", not ${r.value}`,
  // Records and histories.
  'record-shape': () => 'a game record must be a JSON object {"game", "deal", "moves"}',
  'record-field': (r: { value: string }) => `a record has no field ${r.value}`,
  'record-long': (r: { most: number; count: number }) => `a record holds at most ${r.most} moves, not ${r.count}`,
  'record-moves': () => 'a record needs "moves", a list of moves',
  'history-shape': () => 'a history must be an object such as startHistory() returns',
  'history-field': (r: { value: string }) => `a history has no field ${r.value}`,
  'history-long': (r: { most: number }) => `a history holds at most ${r.most} moves`,
  'history-steps': () => 'a history needs "steps", a list of lists of moves',
  'history-steps-listed': () => 'a history needs "steps", a list of steps, each a list of moves',
  'history-cursor': (r: { most: number }) => `"cursor" must be a whole number of steps from 0 to ${r.most}`,
  cursor: (r: { most: number; value: string }) => `the cursor must be a whole number from 0 to ${r.most}, not ${r.value}`,
  'each-step-shape': () => 'each step must be a list of moves',
  'step-shape': () => 'a step must be a list of moves',
  'step-long': (r: { most: number; count: number }) => `a step holds at most ${r.most} moves, not ${r.count}`,
  'step-too-long': () => 'a step is too long',
  'step-empty': () => 'a step needs one move or more',
  'step-number': (r: { most: number }) => `a step must be a whole number from 0 to ${r.most}`,
  // Refusals read back.
  'refusal-shape': () => 'a refusal must be an object with a "rule"',
  'refusal-rule': () => 'a refusal needs "rule", a rule code',
  'refusal-field': (r: { value: string }) => `a refusal has no field ${r.value}`,
  'refusal-card': (r: { field: string }) => `"${r.field}" must be a card code`,
  'refusal-rank': () => '"rank" must be a rank from 1 to 13',
  'refusal-ranks': () => '"ranks" must be a list of ranks from 1 to 13',
  'refusal-suit': () => '"suit" must be C, D, H or S',
  'refusal-colour': () => '"colour" must be red or black',
  'refusal-whole': (r: { field: string }) => `"${r.field}" must be a whole number`,
  // Options of the library's functions.
  'auto-mode': (r: { value: string }) => `automatic moves are 'safe' or 'all', not ${r.value}`,
  'options-shape': (r: { example: string }) => `options must be an object such as ${r.example}`,
  option: (r: { name: string; expected: Expected; value: string; from?: number; upTo?: number }) =>
    `${r.name} must be ${EXPECTED[r.expected](r)}, not ${r.value}`,
  'must-be': (r: { name: string; expected: Expected; from?: number; upTo?: number; games?: string }) =>
    `${r.name} must be ${EXPECTED[r.expected](r)}`,
  date: (r: { value: string }) => `the date must be a real day written YYYY-MM-DD (or a Date), such as "2026-12-01", not ${r.value}`,
  'names-shape': (r: { value?: string }) =>
    `names must be an object with "card" and "pile" functions${r.value === undefined ? '' : `, not ${r.value}`}`,
  'names-unreadable': () => 'names could not be read: reading it threw an error',
  'names-threw': (r: { which: 'card' | 'pile'; value: string }) => `names.${r.which} threw an error on ${r.value}`,
  'names-text': (r: { which: 'card' | 'pile'; value: string }) => `names.${r.which} must give text, not ${r.value}`,
  'results-file': (r: { error: string }) => `the results file cannot be used (${r.error})`,
  'results-line-json': (r: { line: number }) => `line ${r.line} of the results file is not JSON`,
  'results-line-shape': (r: { line: number }) => `line ${r.line} of the results file is not a deal result`,
  'on-result-threw': (r: { deal: number }) => `onResult threw an error on deal ${r.deal}`,
} as const;

type Sentences = typeof ENGLISH;

/** The keys of every reason: stable, part of the contract (docs/contract.md). New keys may be added. */
export type ReasonKey = keyof Sentences;

/**
 * A reason the library words itself, as facts: `key` says which sentence, the other fields fill it
 * (`value`: what was given, quoted as the library quotes it; `game`: a game id; `card`: a card code;
 * `count`, `most`: numbers). docs/contract.md lists each key's fields.
 */
export type ReasonFacts = {
  [K in ReasonKey]: { key: K } & (Parameters<Sentences[K]> extends [infer V, ...unknown[]] ? V : unknown);
}[ReasonKey];

/** Every key a reason can have but `illegal-move` and `text` (their words are a refusal's, or given). */
export const REASON_KEYS = Object.freeze(Object.keys(ENGLISH) as ReasonKey[]);

/** A reason's sentence in the library's English. */
export function englishReason(reason: { key: ReasonKey }): string {
  const say = ENGLISH[reason.key] as (r: unknown) => string;
  return say(reason);
}

/** A game's name in the library's English. */
export function englishGameName(game: GameId): string {
  return GAME_NAMES[game];
}

/** A subject's words in the library's English ("the record"). */
export function englishSubject(subject: Subject): string {
  return SUBJECTS[subject];
}
