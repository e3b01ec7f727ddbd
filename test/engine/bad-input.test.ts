// Every bad input of docs/contract.md is refused with a PatienceError whose code and message say what is
// wrong and where, and the input is left exactly as it was.
import { describe, expect, it } from 'vitest';
import { type Position, applyMove, deal, readPosition, readRecord, replay, whyIllegal } from '../../src/index.js';
import { refusal } from '../helpers.js';

const good = (): Position => JSON.parse(JSON.stringify(deal('hamlet', 7))) as Position;

/** A copy of a dealt Hamlet position changed by `edit`. */
function edited(edit: (p: Record<string, any>) => void): Record<string, any> {
  const p = good() as unknown as Record<string, any>;
  edit(p);
  return p;
}

describe('readPosition refuses bad positions, naming the problem', () => {
  const cases: [string, unknown, string, RegExp][] = [
    ['text that is not JSON', '{"game": "hamlet",', 'bad-json', /the position is not valid JSON/],
    ['a JSON array', '[1,2]', 'bad-json', /a position must be a JSON object/],
    ['an unknown game', edited((p) => (p.game = 'klondike')), 'bad-game', /^game: unknown game "klondike"/],
    ['a deal of 0', edited((p) => (p.deal = 0)), 'bad-deal', /^deal: a deal number must be a whole number from 1 to 4294967295, not 0/],
    ['a fractional deal', edited((p) => (p.deal = 1.5)), 'bad-deal', /not 1.5/],
    ['an unknown pile', edited((p) => (p.piles['tableau-14'] = [])), 'bad-pile', /^tableau-14: Hamlet has no pile named "tableau-14"/],
    ['a missing pile', edited((p) => delete p.piles['foundation-3']), 'missing-pile', /^foundation-3: the pile is missing/],
    [
      'a pile that is not a list',
      edited((p) => (p.piles['tableau-2'] = 'KS')),
      'bad-pile',
      /^tableau-2: a pile must be a list of card codes/,
    ],
    [
      'a bad card code',
      edited((p) => (p.piles['tableau-5'][2] = '1H')),
      'bad-card',
      /^tableau-5: card 3 from the bottom, "1H", is not a card code/,
    ],
    ['a lower-case card code', edited((p) => (p.piles['tableau-5'][0] = 'qh')), 'bad-card', /"qh", is not a card code/],
    [
      'a card three times in two decks',
      edited((p) => {
        p.piles['tableau-1'][0] = 'AH';
        p.piles['tableau-2'][0] = 'AH';
        p.piles['tableau-3'][0] = 'AH';
        p.piles['tableau-4'][0] = 'AH';
      }),
      'too-many-copies',
      /AH appears more than 2 times; Hamlet has 2 of it/,
    ],
    [
      'a card missing',
      edited((p) => p.piles['tableau-1'].pop()),
      'wrong-card-count',
      /^piles: the position holds 103 cards; Hamlet is played with 104 \(missing: 9S\)/,
    ],
    [
      'a foundation that could not be built',
      edited((p) => {
        p.piles['foundation-1'] = p.piles['tableau-1'].splice(7, 1);
      }),
      'misplaced-card',
      /^foundation-1: a foundation must run from an Ace up in one suit/,
    ],
    [
      'a variable Hamlet does not have',
      edited((p) => (p.vars = { phase: 'place' })),
      'bad-vars',
      /^vars.phase: Hamlet has no variable "phase"/,
    ],
    ['vars that are not an object', edited((p) => (p.vars = [])), 'bad-vars', /^vars: vars must be an object/],
    ['an unknown field', edited((p) => (p.owner = 'me')), 'bad-json', /^owner: a position has no field "owner"/],
  ];

  it.each(cases)('%s', (_name, input, code, message) => {
    const before = JSON.stringify(input);
    const e = refusal(() => readPosition(input));
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('recomputes status and score instead of trusting them', () => {
    const p = edited((q) => {
      q.status = 'won';
      q.score = 99;
    });
    const read = readPosition(p);
    expect(read.status).toBe('playing');
    expect(read.score).toBe(0);
  });

  it('reads a position without a deal number (built by hand)', () => {
    const p = edited((q) => delete q.deal);
    expect(readPosition(p).deal).toBeUndefined();
  });

  it('round-trips: reading a written position gives it back', () => {
    const p = deal('hamlet', 7);
    expect(readPosition(JSON.stringify(p))).toEqual(p);
  });
});

describe('applyMove refuses malformed and illegal moves, leaving the position as it was', () => {
  const cases: [string, unknown, string, RegExp][] = [
    ['a string', 'stock', 'bad-move', /a move must be a JSON object/],
    ['an unknown type', { type: 'jump' }, 'bad-move', /unknown move type "jump"/],
    ['a card move without "to"', { type: 'move', from: 'tableau-1' }, 'bad-move', /needs "to"/],
    [
      'a zero count',
      { type: 'move', from: 'tableau-1', to: 'tableau-2', count: 0 },
      'bad-move',
      /"count" must be a whole number of cards, 1 or more, not 0/,
    ],
    ['a count given as text', { type: 'move', from: 'tableau-1', to: 'tableau-2', count: '2' }, 'bad-move', /not "2"/],
    ['an extra field', { type: 'stock', cards: 3 }, 'bad-move', /a stock move has no field "cards"/],
    [
      'a removal of three piles',
      { type: 'remove', piles: ['tableau-1', 'tableau-2', 'tableau-3'] },
      'bad-move',
      /a list of one or two pile ids/,
    ],
    [
      'an unknown pile',
      { type: 'move', from: 'tableau-1', to: 'tableau-99' },
      'bad-pile',
      /^tableau-99: Hamlet has no pile named "tableau-99"/,
    ],
    // Issue 17: names on JavaScript's object prototype are unknown piles like any other.
    [
      'a move from "constructor"',
      { type: 'move', from: 'constructor', to: 'tableau-1' },
      'bad-pile',
      /^constructor: Hamlet has no pile named "constructor"/,
    ],
    [
      'a move to "toString"',
      { type: 'move', from: 'tableau-1', to: 'toString' },
      'bad-pile',
      /^toString: Hamlet has no pile named "toString"/,
    ],
    [
      'a move to "__proto__"',
      { type: 'move', from: 'tableau-1', to: '__proto__' },
      'bad-pile',
      /^__proto__: Hamlet has no pile named "__proto__"/,
    ],
    ['a move onto its own pile', { type: 'move', from: 'tableau-1', to: 'tableau-1' }, 'illegal-move', /a move needs two different piles/],
    ['an empty source', { type: 'move', from: 'foundation-1', to: 'tableau-1' }, 'illegal-move', /^foundation 1 is empty$/],
    [
      'more cards than the pile has',
      { type: 'move', from: 'tableau-1', to: 'tableau-2', count: 9 },
      'illegal-move',
      /^pile 1 holds only 8 cards, not 9$/,
    ],
    ['a card that does not fit', { type: 'move', from: 'tableau-1', to: 'tableau-2' }, 'illegal-move', /^9♠ can't go on 6♦: it needs a 5$/],
  ];

  it.each(cases)('%s', (_name, move, code, message) => {
    const p = deal('hamlet', 7);
    const before = JSON.stringify(p);
    const e = refusal(() => applyMove(p, move));
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
    expect(JSON.stringify(p)).toBe(before);
    if (code === 'illegal-move') expect(whyIllegal(p, move)).toBe(e.message);
  });
});

describe('records: bad ones are refused, naming the move', () => {
  const cases: [string, unknown, string, RegExp][] = [
    ['not JSON', 'moves: []', 'bad-json', /the record is not valid JSON/],
    ['no moves list', { game: 'hamlet', deal: 1 }, 'bad-record', /^moves: a record needs "moves"/],
    ['an unknown game', { game: 'freecell', deal: 1, moves: [] }, 'bad-game', /unknown game "freecell"/],
    ['a bad deal number', { game: 'hamlet', deal: -4, moves: [] }, 'bad-deal', /^deal: .* not -4/],
    ['an unknown version', { game: 'hamlet', deal: 4, version: 9, moves: [] }, 'bad-deal', /^version: unknown deal version 9/],
    [
      'a malformed third move',
      { game: 'hamlet', deal: 7, moves: [{ type: 'stock' }, { type: 'stock' }, { type: 'fly' }] },
      'bad-move',
      /^move 3: unknown move type "fly"/,
    ],
    [
      'an illegal first move',
      { game: 'hamlet', deal: 7, moves: [{ type: 'move', from: 'tableau-1', to: 'tableau-2' }] },
      'illegal-move',
      /^move 1: 9♠ can't go on 6♦: it needs a 5$/,
    ],
    ['an unknown field', { game: 'hamlet', deal: 7, moves: [], note: 1 }, 'bad-record', /^note: a record has no field "note"/],
  ];

  it.each(cases)('%s', (_name, record, code, message) => {
    const before = JSON.stringify(record);
    const e = refusal(() => replay(record));
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
    expect(JSON.stringify(record)).toBe(before);
  });

  it('an illegal move after legal ones names its number', () => {
    // Deal 7: 6D (top of tableau-2) onto 7S (top of tableau-5) is legal; the second move then puts 9S on that 6D.
    const record = {
      game: 'hamlet',
      deal: 7,
      moves: [
        { type: 'move', from: 'tableau-2', to: 'tableau-5' },
        { type: 'move', from: 'tableau-1', to: 'tableau-5' },
      ],
    };
    expect(() => replay(record)).toThrow(/^move 2: 9♠ can't go on 6♦: it needs a 5$/);
  });

  it('reads a good record into canonical moves', () => {
    expect(readRecord('{"game":"hamlet","deal":3,"moves":[{"type":"move","from":"tableau-1","to":"tableau-2"}]}')).toEqual({
      game: 'hamlet',
      deal: 3,
      moves: [{ type: 'move', from: 'tableau-1', to: 'tableau-2', count: 1 }],
    });
  });
});
