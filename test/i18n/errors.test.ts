// Every reason the library gives for an error is worded by src/i18n/errors.ts, and its English is the
// library's own word for word: each key is reached here by a bad input (a table of throw sites), its
// sentence compared with the error's `detail` and, with its place, with the error's `message`.
import { afterAll, describe, expect, test } from 'vitest';
import * as P from '../../src/index.js';
import * as N from '../../src/node.js';
import { readRefusal } from '../../src/engine/game.js';
import { readHistory } from '../../src/engine/controller.js';
import { parseJson } from '../../src/engine/position.js';
import { rulesFor } from '../../src/games/registry.js';
import { type Catalogue, type NamesOf, cardWords, errorText, reasonText, useCatalogue, wordNames } from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';

const hamlet = P.deal('hamlet', 1);
const camelot = P.deal('camelot', 1);
const hamilton = P.deal('hamilton', 1);
const withPiles = (position: P.Position, piles: Record<string, unknown>): unknown => ({
  ...position,
  piles: { ...position.piles, ...piles },
});
/** The position with the top `n` cards of pile `from` moved onto pile `to`, and `vars` changed. */
function put(position: P.Position, from: string, to: string, n = 1, vars: Record<string, string | number | null> = {}): P.Position {
  const source = position.piles[from]!;
  const moving = source.slice(source.length - n);
  const piles = { ...position.piles, [from]: source.slice(0, source.length - n), [to]: [...position.piles[to]!, ...moving] };
  return { ...position, piles, vars: { ...position.vars, ...vars } };
}
const unionSquare = P.deal('union-square', 1);
const british = P.deal('british-constitution', 1);
/** A Hamlet pile whose top card is not an Ace (it cannot start a foundation). */
const notAce = Object.keys(hamlet.piles).find((id) => id.startsWith('tableau-') && !hamlet.piles[id]!.at(-1)!.startsWith('A'))!;
/** The first pile of the Union Square deal whose top card is `card`, after `skip` such piles. */
const topOf = (card: string, skip = 0): string =>
  Object.keys(unionSquare.piles).filter((id) => unionSquare.piles[id]!.at(-1) === card)[skip]!;
/** Camelot with every card a player can remove in the discard, as removals leave it, and the pictures in their places. */
function camelotCleared(): unknown {
  const cards = camelot.piles['stock']!;
  const of = (rank: string): string[] => cards.filter((c) => c[0] === rank);
  const pairs = ['A9', '28', '37', '46'].flatMap(([a, b]) => of(a!).flatMap((c, i) => [c, of(b!)[i]!]));
  const pictures: Record<string, number[]> = { K: [1, 4, 13, 16], Q: [2, 3, 14, 15], J: [5, 8, 9, 12] };
  const grid = Object.fromEntries(
    Object.entries(pictures).flatMap(([rank, spaces]) => spaces.map((s, i) => [`tableau-${s}`, [of(rank)[i]!]])),
  );
  return withPiles(camelot, { ...grid, stock: [], discard: [...of('T'), ...pairs, ...of('5')] });
}
/** Camelot with the grid full of number cards, `waste` cards in the waste and the phase `phase`. */
function camelotFull(waste: number): unknown {
  const stock = [...camelot.piles['stock']!];
  const plain = stock.filter((c) => !'JQK'.includes(c[0]!)).slice(0, 16);
  const rest = stock.filter((c) => !plain.includes(c));
  const grid = Object.fromEntries(plain.map((c, i) => [`tableau-${i + 1}`, [c]]));
  return withPiles(camelot, { ...grid, stock: rest.slice(waste), waste: rest.slice(0, waste) });
}
const record = (moves: unknown): unknown => ({ game: 'hamlet', deal: 1, moves });
const history = (steps: unknown, cursor: unknown = 0): unknown => ({ game: 'hamlet', deal: 1, steps, cursor });
const noop = (): void => undefined;

/** Each key of a reason, with a call that throws an error of that reason. */
const CASES: Record<P.ReasonKey, () => unknown> = {
  'text-too-long': () => P.readRecord(' '.repeat(16_000_001)),
  'text-too-deep': () => P.readMove('['.repeat(70)),
  'not-json': () => P.readMove('{'),
  unreadable: () =>
    P.readRecord(
      new Proxy(
        {},
        {
          ownKeys: () => {
            throw new Error('no');
          },
        },
      ),
    ),
  'unknown-game': () => P.deal('chess', 1),
  'deal-number': () => P.parseDealNumber('abc'),
  'deal-place': () => P.parseDealNumber('3', 7 as never),
  'deal-version': () => P.deal('hamlet', 1, 9),
  rank: () => P.rankLabel(14 as never),
  'card-code': () => P.cardLabel('ZZ' as never),
  'pile-id': () => P.formatPile('heap'),
  'short-pile': () => P.parsePile(3 as never),
  'unknown-pile': () => P.readPosition({ ...hamlet, piles: { ...hamlet.piles, heap: [] } }),
  'unknown-pile-listed': () => P.applyMove(hamlet, { type: 'move', from: 'heap', to: 'tableau-1' }),
  'undescribed-pile': () => {
    throw new P.PatienceError('bad-pile', { key: 'undescribed-pile', game: 'hamlet', value: '"x"' }, 'pile');
  },
  'position-shape': () => P.readPosition('[1]'),
  'position-shape-dealt': () => P.legalMoves(7 as never),
  'position-field': () => P.readPosition({ ...hamlet, colour: 1 }),
  'piles-shape': () => P.readPosition({ ...hamlet, piles: 3 }),
  'missing-pile': () => {
    const { 'tableau-1': _, ...piles } = hamlet.piles as Record<string, unknown>;
    return P.readPosition({ ...hamlet, piles });
  },
  'pile-too-long': () => P.readPosition(withPiles(hamlet, { 'tableau-1': Array(105).fill('AS') })),
  'pile-shape': () => P.readPosition(withPiles(hamlet, { 'tableau-1': 'AS' })),
  'pile-card-code': () => P.readPosition(withPiles(hamlet, { 'tableau-1': ['AS', 'ZZ'] })),
  'card-not-in-game': () => {
    const british = P.deal('british-constitution', 1);
    return P.readPosition(withPiles(british, { stock: [...british.piles['stock']!.slice(1), 'KS'] }));
  },
  'too-many-copies': () => P.readPosition(withPiles(camelot, { stock: [...camelot.piles['stock']!.slice(1), camelot.piles['stock']![2]] })),
  'card-count': () => P.readPosition(withPiles(hamlet, { 'tableau-1': [] })),
  'vars-shape': () => P.readPosition({ ...hamilton, vars: 3 }),
  'unknown-var': () => P.readPosition({ ...hamilton, vars: { ...hamilton.vars, colour: 1 } }),
  'missing-var': () => P.readPosition({ ...hamilton, vars: {} }),
  'var-value': () => P.readPosition({ ...hamilton, vars: { ...hamilton.vars, turned: [1] } }),
  'start-rank': () => P.readPosition({ ...hamilton, vars: { ...hamilton.vars, startRank: 'Z' } }),
  turned: () => P.readPosition({ ...hamilton, vars: { ...hamilton.vars, turned: 9 } }),
  phase: () => P.readPosition({ ...camelot, vars: { phase: 'rest' } }),
  'hamlet-foundation': () => P.readPosition(put(hamlet, notAce, 'foundation-1')),
  'union-square-pile': () => P.readPosition(put(unionSquare, 'stock', 'tableau-2')),
  'union-square-foundation': () => P.readPosition(put(unionSquare, 'stock', 'foundation-1')),
  'suit-has-foundation': () => P.readPosition(put(put(unionSquare, topOf('AS'), 'foundation-1'), topOf('AS', 1), 'foundation-2')),
  'ace-at-deal': () => P.readPosition(put(british, 'foundation-1', 'stock')),
  'foundation-empty': () => P.readPosition(put(british, 'foundation-1', 'foundation-2')),
  'british-foundation': () => P.readPosition(put(british, 'tableau-1', 'foundation-1')),
  'row-one-built-down': () => P.readPosition(put(british, 'tableau-2', 'tableau-1')),
  'one-card-per-place': () => P.readPosition(put(british, 'tableau-10', 'tableau-9')),
  'row-four-space': () => P.readPosition(put(british, 'tableau-25', 'stock')),
  'spaces-waiting': () => P.readPosition(put(put(british, 'tableau-3', 'stock'), 'tableau-12', 'stock')),
  'space-one-card': () => P.readPosition(put(camelot, 'stock', 'tableau-6', 2)),
  'picture-place': () => P.readPosition(put(put(camelot, 'stock', 'tableau-6'), 'stock', 'tableau-7')),
  'waste-one-card': () => P.readPosition(put(camelot, 'stock', 'waste', 2)),
  'discard-order': () => P.readPosition(put(camelot, 'stock', 'discard')),
  'waste-grid-full': () => P.readPosition(camelotFull(1)),
  'phase-place-waste': () => P.readPosition(put(camelot, 'stock', 'waste', 1, { phase: 'remove' })),
  'phase-remove-full': () => P.readPosition(camelotFull(0)),
  'phase-remove-used-up': () => P.readPosition(camelotCleared()),
  'chooser-one-card': () => P.readPosition(put(hamilton, 'stock', 'chooser', 2)),
  'foundation-before-start': () => P.readPosition(put(hamilton, 'stock', 'foundation-1')),
  'tableau-as-dealt': () => P.readPosition(put(hamilton, 'stock', 'tableau-1')),
  'chooser-not-turned': () => P.readPosition(put(hamilton, 'stock', 'chooser')),
  'chooser-empty': () => P.readPosition({ ...hamilton, vars: { ...hamilton.vars, turned: 2 } }),
  'turned-after-start': () => P.readPosition({ ...hamilton, vars: { startRank: 'A', turned: 0 } }),
  'chooser-after-start': () => P.readPosition(put(hamilton, 'stock', 'chooser', 1, { startRank: 'A', turned: 1 })),
  'stock-after-start': () => P.readPosition({ ...hamilton, vars: { startRank: 'A', turned: 1 } }),
  'hamilton-foundation': () => P.readPosition(put(hamilton, 'stock', 'foundation-1', 1, { startRank: 'A', turned: 1 })),
  'move-shape': () => P.readMove('3'),
  'move-field': () => P.readMove({ type: 'stock', from: 'x' }),
  'move-type': () => P.readMove({ type: 'jump' }),
  'move-from': () => P.readMove({ type: 'move', to: 'tableau-1' }),
  'move-to': () => P.readMove({ type: 'move', from: 'tableau-1' }),
  'move-count': () => P.readMove({ type: 'move', from: 'tableau-1', to: 'tableau-2', count: 0 }),
  'remove-shape': () => P.readMove({ type: 'remove', piles: 'x' }),
  'remove-tableau-only': () => P.formatMoveList([{ type: 'remove', piles: ['stock'] }]),
  'move-code': () => P.openGame(hamlet).makeCode(-5),
  'move-list-long': () => P.formatMoveList(Array(100_001).fill({ type: 'stock' })),
  'move-list-shape': () => P.formatMoveList(3 as never),
  'move-list-text': () => P.parseMoveList(3 as never),
  'record-shape': () => P.readRecord('[]'),
  'record-field': () => P.readRecord({ ...(record([]) as object), colour: 1 }),
  'record-long': () => P.readRecord(record(Array(100_001).fill({ type: 'stock' }))),
  'record-moves': () => P.readRecord(record(3)),
  'history-shape': () => P.canUndo(3 as never),
  'history-field': () => P.canUndo({ ...(history([]) as object), colour: 1 } as never),
  'history-long': () => P.canUndo(history([Array(100_001).fill({ type: 'stock' })]) as never),
  'history-steps': () => P.canUndo(history(3) as never),
  'history-steps-listed': () => readHistory(history(3)),
  'history-cursor': () => readHistory({ ...(history([]) as object), cursor: 5, steps: [] }),
  cursor: () => P.canUndo(history([], 5) as never),
  'each-step-shape': () => P.openController(history([[]])),
  'step-shape': () => P.pushStep(P.startHistory('hamlet', 1), 3 as never),
  'step-long': () => P.openController(record([])).playStep(Array(100_001).fill({ type: 'stock' })),
  'step-too-long': () => P.pushStep(P.startHistory('hamlet', 1), Array(100_001).fill({ type: 'stock' })),
  'step-empty': () => P.openController(record([])).playStep([]),
  'step-number': () => P.openController(record([])).jump(9),
  'refusal-shape': () => readRefusal(rulesFor('hamlet'), 3),
  'refusal-rule': () => readRefusal(rulesFor('hamlet'), {}),
  'refusal-field': () => readRefusal(rulesFor('hamlet'), { rule: 'x', colourful: 1 }),
  'refusal-card': () => readRefusal(rulesFor('hamlet'), { rule: 'x', card: 'ZZ' }),
  'refusal-rank': () => readRefusal(rulesFor('hamlet'), { rule: 'x', rank: 14 }),
  'refusal-ranks': () => readRefusal(rulesFor('hamlet'), { rule: 'x', ranks: 3 }),
  'refusal-suit': () => readRefusal(rulesFor('hamlet'), { rule: 'x', suit: 'Z' }),
  'refusal-colour': () => readRefusal(rulesFor('hamlet'), { rule: 'x', colour: 'blue' }),
  'refusal-whole': () => readRefusal(rulesFor('hamlet'), { rule: 'x', count: -1 }),
  'auto-mode': () => P.autoMoves(hamlet, 'most' as never),
  'options-shape': () => P.winnableDeals('hamlet', 3 as never),
  option: () => P.winnableDeals('hamlet', { count: 0 }),
  'must-be': () => N.percentile([1], 2),
  date: () => P.dailyDeal('hamlet', 'soon'),
  'names-shape': () => P.describeRefusal('hamlet', { rule: 'game-won' }, 3 as never),
  'names-unreadable': () => {
    const names = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
      },
    );
    return P.describeRefusal('hamlet', { rule: 'game-won' }, names as never);
  },
  'names-threw': () =>
    P.describeRefusal('hamlet', { rule: 'empty-source', from: 'tableau-1' }, {
      card: () => '',
      pile: () => {
        throw new Error('no');
      },
    } as never),
  'names-text': () => P.describeRefusal('hamlet', { rule: 'empty-source', from: 'tableau-1' }, { card: () => '', pile: () => 3 } as never),
  'results-file': () => N.readResults('/', 'hamlet', 100),
  'results-line-json': () => {
    throw new P.PatienceError('bad-option', { key: 'results-line-json', line: 2 }, 'results.jsonl');
  },
  'results-line-shape': () => {
    throw new P.PatienceError('bad-option', { key: 'results-line-shape', line: 2 }, 'results.jsonl');
  },
  'on-result-threw': () => {
    throw new P.PatienceError('bad-option', { key: 'on-result-threw', deal: 3 }, 'onResult');
  },
};

/** The error a call throws. */
function thrown(call: () => unknown): P.PatienceError {
  try {
    call();
  } catch (e) {
    if (e instanceof P.PatienceError) return e;
    throw e;
  }
  throw new Error('no error was thrown');
}

test('every reason key has a case', () => {
  expect(Object.keys(CASES).sort()).toEqual([...P.REASON_KEYS].sort());
});

describe.each(Object.entries(CASES))('%s', (key, call) => {
  test('is reached, and its English is the library’s detail and message', () => {
    const e = thrown(call);
    expect(e.reason.key).toBe(key);
    expect(reasonText(e.reason)).toBe(e.detail);
    expect(errorText(e)).toBe(e.message);
  });
});

test('a place is kept as facts, step by step, and worded as `where` says it', () => {
  const e = thrown(() => P.readRecord(record([{ type: 'move', from: 'tableau-1' }])));
  expect(e.place).toEqual([{ kind: 'move', n: 1 }]);
  expect(e.where).toBe('move 1');
  const pile = thrown(() => P.readPosition(withPiles(hamlet, { 'tableau-1': 'AS' })));
  expect(pile.place).toEqual([{ kind: 'pile', id: 'tableau-1', game: 'hamlet' }]);
  expect(errorText(pile)).toBe(pile.message);
});

test('an illegal move carries its refusal as its reason', () => {
  const e = thrown(() => P.applyMove(hamlet, { type: 'move', from: 'tableau-1', to: 'tableau-1' }));
  expect(e.reason).toEqual({ key: 'illegal-move', refusal: e.refusal });
  expect(errorText(e)).toBe(e.message);
});

test('within() keeps the reason and puts the place first', () => {
  const e = thrown(() => P.openController(record([{ type: 'move', from: 'tableau-1', to: 'tableau-1' }])));
  expect(e.place[0]).toEqual({ kind: 'move', n: 1 });
  expect(e.reason.key).toBe('illegal-move');
  expect(noop()).toBeUndefined();
});

test('parseJson names what it reads', () => {
  expect(thrown(() => parseJson('{', 'position')).reason).toMatchObject({ key: 'not-json', subject: 'position' });
});

describe('in the other languages', () => {
  afterAll(() => useCatalogue('en', compiledCatalogue('en') as Catalogue));
  const names: NamesOf = (game) =>
    game === undefined ? { card: (c) => cardWords(c), pile: (id) => id } : wordNames((id) => P.describePile(game, id));

  test.each(['fr', 'de', 'es', 'it', 'ru'])('%s: every reason is said in the language, its place too', (lang) => {
    const english = Object.values(CASES).map((call) => errorText(thrown(call), names));
    useCatalogue(lang as 'fr', compiledCatalogue(lang) as Catalogue);
    Object.values(CASES).forEach((call, i) => {
      const said = errorText(thrown(call), names);
      expect(said, english[i]).not.toBe(english[i]);
      expect(said).not.toMatch(/[{}]\w|errors\./);
    });
  });

  test('French: a bad deal number, a pile named by its name, a card by its words', () => {
    useCatalogue('fr', compiledCatalogue('fr') as Catalogue);
    expect(errorText(thrown(() => P.parseDealNumber('abc')))).toBe(
      'deal\u202f: un numéro de donne est un nombre entier de 1 à 4294967295, pas "abc"',
    );
    const pile = thrown(() => P.readPosition(withPiles(hamlet, { 'tableau-1': 'AS' })));
    expect(errorText(pile, names)).toBe('Pile 1\u202f: une pile est une liste de codes de cartes');
    const card = thrown(CASES['card-not-in-game']);
    expect(errorText(card, names)).toMatch(/^Pioche\u202f: le roi de pique ne fait pas partie des cartes de Constitution britannique$/);
  });
});
