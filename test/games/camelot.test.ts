// Camelot (docs/rules.md; issue 4): every rule, each way to win or lose, the move lists of
// hand-built positions, refusals as facts (issue 17) and in words, pile names, notes and the status
// line, readPosition refusals, deal shapes, the board.
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Move,
  type Position,
  CODE_NAMES,
  PatienceError,
  applyMove,
  deal,
  explain,
  legalMoves,
  lossReason,
  pileName,
  pileNotes,
  readPosition,
  statusLine,
  whyIllegal,
} from '../../src/index.js';
import { rankOf, standardDeck } from '../../src/engine/cards.js';
import { drawCamelot } from '../../src/cli/boards/camelot.js';
import { CamelotState } from '../../src/games/camelot/state.js';

const DECK = standardDeck(1);
const GRID = Array.from({ length: 16 }, (_, i) => `tableau-${i + 1}`);

/** Cards in the order removals would have left them: 10s alone, then pairs adding to 10. */
function removalOrder(cards: Card[]): Card[] {
  const left = [...cards];
  const out: Card[] = [];
  while (left.length > 0) {
    const card = left.shift()!;
    if (rankOf(card) === 10) {
      out.push(card);
      continue;
    }
    const i = left.findIndex((c) => rankOf(c) + rankOf(card) === 10);
    if (i < 0) throw new Error(`test setup: ${card} has no partner in the discard`);
    out.push(card, left.splice(i, 1)[0]!);
  }
  return out;
}

interface Setup {
  /** Cards on the grid by space number. */
  grid?: Record<number, Card>;
  waste?: Card[];
  /** Cards on top of the stock, the last one turned first. */
  stockTop?: Card[];
  phase: 'place' | 'remove';
  /** Where every card not named goes: the stock (default, under `stockTop`) or the discard, in removal order. */
  rest?: 'stock' | 'discard';
}

/** The JSON of a hand-built position: the named cards where given, every other card in `rest`. */
function json(setup: Setup): Record<string, unknown> {
  const piles: Record<string, Card[]> = { stock: [], waste: setup.waste ?? [], discard: [] };
  for (const id of GRID) piles[id] = [];
  for (const [n, card] of Object.entries(setup.grid ?? {})) piles[`tableau-${n}`] = [card];
  const named = new Set([...Object.values(piles).flat(), ...(setup.stockTop ?? [])]);
  const rest = DECK.filter((c) => !named.has(c));
  if (setup.rest === 'discard') piles['discard'] = removalOrder(rest);
  piles['stock'] = [...(setup.rest === 'discard' ? [] : rest), ...(setup.stockTop ?? [])];
  return { game: 'camelot', piles, vars: { phase: setup.phase } };
}

const build = (setup: Setup): Position => readPosition(json(setup));

/** The twelve picture cards in their spaces, leaving out the spaces listed. */
function court(except: number[] = []): Record<number, Card> {
  const all: Record<number, Card> = {
    1: 'KC',
    4: 'KD',
    13: 'KH',
    16: 'KS',
    2: 'QC',
    3: 'QD',
    14: 'QH',
    15: 'QS',
    5: 'JC',
    8: 'JD',
    9: 'JH',
    12: 'JS',
  };
  for (const n of except) delete all[n];
  return all;
}

const place = (to: number): Move => ({ type: 'move', from: 'waste', to: `tableau-${to}`, count: 1 });
const remove = (...spaces: number[]): Move => ({ type: 'remove', piles: spaces.map((n) => `tableau-${n}`) });

function refusal(position: Position, move: Move): string {
  try {
    applyMove(position, move);
  } catch (e) {
    expect(e).toBeInstanceOf(PatienceError);
    expect((e as PatienceError).code).toBe('illegal-move');
    return (e as PatienceError).detail;
  }
  throw new Error('the move was accepted');
}

describe('Camelot: the deal', () => {
  // docs/rules.md: all 52 cards start face down in the stock; grid and waste empty; play starts in `place`.
  it.each([1, 2, 42, 4294967295])('deal %i puts all 52 cards in the stock', (n) => {
    const p = deal('camelot', n);
    expect(p.piles['stock']).toHaveLength(52);
    expect([...p.piles['stock']!].sort()).toEqual([...DECK].sort());
    for (const id of [...GRID, 'waste', 'discard']) expect(p.piles[id]).toEqual([]);
    expect(p.vars).toEqual({ phase: 'place' });
    expect(p.status).toBe('playing');
    expect(p.score).toBe(0);
    // The only action of a fresh deal is turning the stock.
    expect(legalMoves(p)).toEqual([{ type: 'stock' }]);
  });

  it('different deal numbers give different orders', () => {
    expect(deal('camelot', 1).piles['stock']).not.toEqual(deal('camelot', 2).piles['stock']);
  });
});

describe('Camelot: the stock', () => {
  it('turns the top (last) card into the waste', () => {
    const p = deal('camelot', 42);
    const top = p.piles['stock']![51]!;
    const next = applyMove(p, { type: 'stock' });
    expect(next.piles['waste']).toEqual([top]);
    expect(next.piles['stock']).toEqual(p.piles['stock']!.slice(0, 51));
    expect(next.vars['phase']).toBe('place');
  });

  it('is refused while a card waits in the waste', () => {
    const p = build({ waste: ['7H'], phase: 'place' });
    expect(refusal(p, { type: 'stock' })).toBe('place the 7♥ from the waste before turning another card');
  });

  it('is refused when the grid is full', () => {
    const p = build({ grid: { ...court(), 6: '2C', 7: '3C', 10: '4C', 11: '9C' }, phase: 'remove' });
    expect(refusal(p, { type: 'stock' })).toBe('the grid is full: remove 10s and pairs adding to 10 before turning another card');
  });

  it('is refused when empty', () => {
    const p = build({ grid: { ...court(), 6: 'TC' }, phase: 'remove', rest: 'discard' });
    expect(refusal(p, { type: 'stock' })).toBe('the stock is empty');
  });

  it('brings the game back from `remove` to `place` (the only way back)', () => {
    // One space free after a removal, stock not empty.
    const p = build({ grid: { ...court(), 6: '2C', 7: '3C', 10: '4C' }, stockTop: ['8D'], phase: 'remove' });
    const next = applyMove(p, { type: 'stock' });
    expect(next.vars['phase']).toBe('place');
    expect(next.piles['waste']).toEqual(['8D']);
  });
});

describe('Camelot: placing the waste card', () => {
  // Spaces by docs/rules.md: corners 1 4 13 16 (Kings), top/bottom middles 2 3 14 15 (Queens),
  // left/right middles 5 9 8 12 (Jacks), number cards anywhere.
  const targets = (p: Position): string[] => legalMoves(p).map((m) => (m.type === 'move' ? m.to : m.type));

  it('a King goes only to the corners', () => {
    expect(targets(build({ waste: ['KH'], phase: 'place' }))).toEqual(['tableau-1', 'tableau-4', 'tableau-13', 'tableau-16']);
  });

  it('a Queen goes only to the top and bottom middles', () => {
    expect(targets(build({ waste: ['QS'], phase: 'place' }))).toEqual(['tableau-2', 'tableau-3', 'tableau-14', 'tableau-15']);
  });

  it('a Jack goes only to the left and right middles', () => {
    expect(targets(build({ waste: ['JD'], phase: 'place' }))).toEqual(['tableau-5', 'tableau-8', 'tableau-9', 'tableau-12']);
  });

  it('a number card goes to any empty space, corners and edges included', () => {
    // 16 spaces, 3 taken: 13 moves, each its own move; stock refused (waste occupied).
    const p = build({ grid: { 1: 'KC', 6: '4D', 14: 'QH' }, waste: ['7H'], phase: 'place' });
    const expected = GRID.filter((id) => !['tableau-1', 'tableau-6', 'tableau-14'].includes(id));
    expect(targets(p)).toEqual(expected);
  });

  it('refuses a picture card outside its spaces, with the reason', () => {
    const p = build({ waste: ['KH'], phase: 'place' });
    expect(refusal(p, place(6))).toBe("K♥ can't go to row 2, space 2: Kings go only in the corners");
    const q = build({ waste: ['QC'], phase: 'place' });
    expect(refusal(q, place(1))).toBe("Q♣ can't go to the top-left corner: Queens go only in the middle spaces of the top and bottom rows");
    const j = build({ waste: ['JS'], phase: 'place' });
    expect(refusal(j, place(2))).toBe("J♠ can't go to row 1, space 2: Jacks go only in the middle spaces of the left and right columns");
  });

  it('refuses an occupied space: each space holds one card', () => {
    const p = build({ grid: { 6: '4D' }, waste: ['7H'], phase: 'place' });
    expect(refusal(p, place(6))).toBe("7♥ can't go to row 2, space 2: the 4♦ is already there");
  });

  it('never moves a card already on the grid', () => {
    const p = build({ grid: { 1: 'KC', 6: '4D' }, waste: ['7H'], phase: 'place' });
    expect(refusal(p, { type: 'move', from: 'tableau-1', to: 'tableau-4', count: 1 })).toBe(
      'K♣ stays where it is: picture cards never leave their spaces',
    );
    expect(refusal(p, { type: 'move', from: 'tableau-6', to: 'tableau-7', count: 1 })).toBe(
      "4♦ can't move to another space: cards on the grid leave only as a 10 or a pair adding to 10",
    );
    expect(refusal(p, { type: 'move', from: 'stock', to: 'tableau-7', count: 1 })).toBe(
      'a card from the stock goes to the waste first: turn the stock',
    );
    expect(refusal(p, { type: 'move', from: 'waste', to: 'discard', count: 1 })).toBe(
      "7♥ can't go to the discard: it goes only to an empty space of the grid",
    );
  });

  it('keeps the phase `place` while the grid has room and cards remain', () => {
    const p = build({ waste: ['7H'], phase: 'place' });
    const next = applyMove(p, place(6));
    expect(next.piles['tableau-6']).toEqual(['7H']);
    expect(next.piles['waste']).toEqual([]);
    expect(next.vars['phase']).toBe('place');
  });
});

describe('Camelot: the automatic switch to `remove`', () => {
  it('happens when the grid fills', () => {
    const p = build({ grid: { ...court(), 7: '3C', 10: '4C', 11: '9C' }, waste: ['7H'], phase: 'place' });
    const next = applyMove(p, place(6));
    expect(next.vars['phase']).toBe('remove');
    // 7H + 3C = 10 is now removable; the stock is not (grid full).
    expect(legalMoves(next)).toEqual([remove(6, 7)]);
  });

  it('happens when the stock and waste run out, grid not full', () => {
    // Last card: the stock is empty, the waste holds 5C; 5D waits on the grid.
    const p = build({ grid: { ...court(), 6: '5D' }, waste: ['5C'], phase: 'place', rest: 'discard' });
    expect(p.piles['stock']).toEqual([]);
    const next = applyMove(p, place(7));
    expect(next.vars['phase']).toBe('remove');
    expect(legalMoves(next)).toEqual([remove(6, 7)]);
  });

  it('does not switch back to `place` after a removal', () => {
    const p = build({ grid: { ...court(), 6: 'TC', 7: '3C', 10: '4C', 11: '9C' }, phase: 'remove' });
    const next = applyMove(p, remove(6));
    expect(next.vars['phase']).toBe('remove');
    expect(legalMoves(next)).toEqual([{ type: 'stock' }]);
  });
});

describe('Camelot: removing cards', () => {
  // Full grid, phase remove. Number cards: t6 TC, t7 3C, t10 7C, t11 5C, t12 5D, t13 AC, t14 9C,
  // t15 8C, t16 2C; pictures KC KD QC QD JC JD JH in their spaces.
  const full = (): Position =>
    build({
      grid: {
        1: 'KC',
        2: 'QC',
        3: 'QD',
        4: 'KD',
        5: 'JC',
        8: 'JD',
        9: 'JH',
        6: 'TC',
        7: '3C',
        10: '7C',
        11: '5C',
        12: '5D',
        13: 'AC',
        14: '9C',
        15: '8C',
        16: '2C',
      },
      phase: 'remove',
    });

  it('lists exactly the 10 and the pairs adding to 10, each once in pile order', () => {
    // By hand: TC alone; 3+7 (t7,t10), 5+5 (t11,t12), A+9 (t13,t14), 8+2 (t15,t16); nothing else
    // adds to 10 and the stock is refused (grid full).
    expect(legalMoves(full())).toEqual([remove(6), remove(7, 10), remove(11, 12), remove(13, 14), remove(15, 16)]);
  });

  it('puts removed cards in the discard, lower-numbered pile first, and scores them', () => {
    const p = build({ grid: { ...court(), 6: '7C', 7: '2C', 10: '4C', 11: '3C' }, phase: 'remove' });
    const next = applyMove(p, remove(6, 11));
    expect(next.piles['discard']).toEqual(['7C', '3C']);
    expect(next.piles['tableau-6']).toEqual([]);
    expect(next.piles['tableau-11']).toEqual([]);
    expect(next.score).toBe(2);
  });

  it('refuses a pair that does not add to 10', () => {
    expect(refusal(full(), remove(7, 11))).toBe('3♣ and 5♣ add up to 8, not 10: 3♣ pairs with a 7');
    expect(refusal(full(), remove(6, 13))).toBe('10♣ and A♣ add up to 11, not 10: a 10 is removed on its own');
  });

  it('refuses a number card other than a 10 on its own', () => {
    expect(refusal(full(), remove(7))).toBe("3♣ can't be removed on its own: only a 10 can, and 3♣ pairs with a 7");
  });

  it('never removes a picture card', () => {
    expect(refusal(full(), remove(1))).toBe('K♣ stays where it is: picture cards never leave their spaces');
    expect(refusal(full(), remove(5, 7))).toBe('J♣ stays where it is: picture cards never leave their spaces');
    expect(refusal(full(), remove(6, 8))).toBe('J♦ stays where it is: picture cards never leave their spaces');
  });

  it('refuses a pair named out of pile order (each pair is one move)', () => {
    expect(refusal(full(), remove(10, 7))).toBe(
      'name the spaces in grid order, row by row from the top-left: row 2, space 3 before row 3, space 2',
    );
  });

  it('refuses empty spaces and piles off the grid', () => {
    const p = build({ grid: { ...court(), 6: 'TC', 7: '3C', 10: '4C' }, phase: 'remove' });
    expect(refusal(p, remove(11))).toBe('row 3, space 3 is empty');
    expect(refusal(p, { type: 'remove', piles: ['discard'] })).toBe('only cards on the grid can be removed, not from the discard');
  });

  it('refuses removal in the `place` phase, even of a 10', () => {
    const p = build({ grid: { 6: 'TC', 7: '3C', 10: '7D' }, phase: 'place' });
    expect(refusal(p, remove(6))).toBe(
      'nothing can be removed yet: removing starts when the grid is full or the stock and waste are used up',
    );
    expect(legalMoves(p)).toEqual([{ type: 'stock' }]);
  });
});

describe('Camelot: won, lost, score', () => {
  it('is won when the last number card leaves and only the twelve pictures remain', () => {
    const p = build({ grid: { ...court(), 6: 'TC' }, phase: 'remove', rest: 'discard' });
    expect(p.score).toBe(39);
    const won = applyMove(p, remove(6));
    expect(won.status).toBe('won');
    expect(won.score).toBe(40); // the seed's maximum
    expect(legalMoves(won)).toEqual([]);
    expect(whyIllegal(won, { type: 'stock' })).toBe('the game is already won');
  });

  it('is won when the last card turned is a picture card placed in its space', () => {
    const p = build({ grid: court([16]), waste: ['KS'], phase: 'place', rest: 'discard' });
    const won = applyMove(p, place(16));
    expect(won.status).toBe('won');
    expect(won.vars['phase']).toBe('remove');
  });

  it('is not won while cards remain in the stock, even with only pictures on the grid', () => {
    const p = build({ grid: court(), phase: 'remove' });
    expect(p.status).not.toBe('won');
  });

  it('is lost when a King has no free corner', () => {
    // A number card in the fourth corner blocks it: number cards may go anywhere.
    const p = build({ grid: { 1: 'KC', 4: 'KD', 13: 'KS', 16: '4C' }, waste: ['KH'], phase: 'place' });
    expect(p.status).toBe('lost');
    expect(legalMoves(p)).toEqual([]);
    expect(lossReason(p)).toBe('there is no free corner for the K♥');
  });

  it('is lost when a Queen or Jack has no free space of its kind', () => {
    const q = build({ grid: { 2: 'QC', 3: 'QD', 14: '2C', 15: 'QS' }, waste: ['QH'], phase: 'place' });
    expect(lossReason(q)).toBe('there is no free middle space of the top or bottom row for the Q♥');
    const j = build({ grid: { 5: 'JC', 8: 'JD', 9: 'JH', 12: '9D' }, waste: ['JS'], phase: 'place' });
    expect(lossReason(j)).toBe('there is no free middle space of the left or right column for the J♠');
  });

  it('is lost when the grid is full and nothing adds to 10', () => {
    // 2+3, 2+4, 2+9, 3+4, 3+9, 4+9: none is 10, and no 10 on the grid.
    const p = build({ grid: { ...court(), 6: '2C', 7: '3C', 10: '4C', 11: '9C' }, phase: 'remove' });
    expect(p.status).toBe('lost');
    expect(lossReason(p)).toBe('the grid is full and no 10 or pair adding to 10 can be removed');
    expect(p.score).toBe(0);
  });

  it('is never stuck once stock and waste are out: the numbers left always hold a 10 or a pair', () => {
    // The discard holds balanced pairs, so what is left is balanced (here 3C 7D 5H 5S): docs/rules.md's
    // third way to lose cannot arise, and the rules page says so.
    const p = build({ grid: { ...court(), 6: '3C', 7: '7D', 10: '5H', 11: '5S' }, phase: 'remove', rest: 'discard' });
    expect(p.status).toBe('playing');
    expect(legalMoves(p)).toEqual([remove(6, 7), remove(10, 11)]);
  });

  it('score counts the discard, as the seed says (Aisleriot hides it)', () => {
    const p = build({ grid: { ...court(), 6: '2C' }, waste: ['5D'], phase: 'place' });
    expect(p.score).toBe(0);
    const q = build({ grid: { ...court(), 6: '3C', 7: '7D' }, phase: 'remove', rest: 'discard' });
    expect(q.score).toBe(38);
  });
});

describe('Camelot: the status line', () => {
  const noNotation = (line: string): void => {
    expect(line).not.toMatch(/tableau|discard-|\bT[CDHS]\b|phase:/);
  };

  it('says what to do next, then the cards in the stock and the cards removed', () => {
    const lines = [
      // 52 cards less one on the grid and one in the waste.
      [build({ grid: { 6: '2C' }, waste: ['5D'], phase: 'place' }), 'Place the 5♦ in any free space · 50 cards in the stock · 0 removed'],
      [build({ waste: ['KH'], phase: 'place' }), 'Place the K♥ in a free corner · 51 cards in the stock · 0 removed'],
      [
        build({ waste: ['QS'], phase: 'place' }),
        'Place the Q♠ in a free middle space of the top or bottom row · 51 cards in the stock · 0 removed',
      ],
      [
        build({ waste: ['JD'], phase: 'place' }),
        'Place the J♦ in a free middle space of the left or right column · 51 cards in the stock · 0 removed',
      ],
      [build({ grid: { 6: '2C' }, phase: 'place' }), 'Turn the next card of the stock · 51 cards in the stock · 0 removed'],
      // 52 cards less the 14 on the grid; a space is free, so the stock may turn too.
      [
        build({ grid: { ...court(), 6: '3C', 7: '7D' }, phase: 'remove', stockTop: ['4H'] }),
        'Remove 10s and pairs adding to 10, or turn the next card · 38 cards in the stock · 0 removed',
      ],
      [
        build({ grid: { ...court(), 6: '3C', 7: '7D', 10: 'TC', 11: '2D' }, phase: 'remove' }),
        'Remove 10s and pairs adding to 10 · 36 cards in the stock · 0 removed',
      ],
      [
        build({ grid: { ...court(), 6: '3C', 7: '7D' }, phase: 'remove', rest: 'discard' }),
        'Remove 10s and pairs adding to 10 · the stock is empty · 38 removed',
      ],
    ] as const;
    for (const [p, line] of lines) {
      expect(statusLine(p)).toBe(line);
      noNotation(statusLine(p));
    }
  });

  it('counts one card in the singular', () => {
    const p = build({ grid: { ...court(), 6: '5H' }, waste: ['5C'], stockTop: ['TD'], phase: 'place', rest: 'discard' });
    expect(statusLine(p)).toBe('Place the 5♣ in any free space · 1 card in the stock · 37 removed');
  });

  it('says when the game is won or lost', () => {
    const won = applyMove(build({ grid: { ...court(), 6: 'TC' }, phase: 'remove', rest: 'discard' }), remove(6));
    expect(statusLine(won)).toBe('Won: only the 12 picture cards are left · the stock is empty · 40 removed');
    const lost = build({ grid: { 1: 'KC', 4: 'KD', 13: 'KS', 16: '4C' }, waste: ['KH'], phase: 'place' });
    expect(statusLine(lost)).toBe('No move left · 47 cards in the stock · 0 removed');
  });

  it('names cards in the names it is given', () => {
    const p = build({ grid: { 6: '2C' }, waste: ['TD'], phase: 'place' });
    expect(statusLine(p, CODE_NAMES)).toBe('Place the TD in any free space · 50 cards in the stock · 0 removed');
    expect(statusLine(p)).toBe('Place the 10♦ in any free space · 50 cards in the stock · 0 removed');
  });
});

describe('Camelot: pile names', () => {
  it('names the grid as a player sees it: corners, then row and space', () => {
    const names = Array.from({ length: 16 }, (_, i) => pileName('camelot', `tableau-${i + 1}`));
    expect(names).toEqual([
      'the top-left corner',
      'row 1, space 2',
      'row 1, space 3',
      'the top-right corner',
      'row 2, space 1',
      'row 2, space 2',
      'row 2, space 3',
      'row 2, space 4',
      'row 3, space 1',
      'row 3, space 2',
      'row 3, space 3',
      'row 3, space 4',
      'the bottom-left corner',
      'row 4, space 2',
      'row 4, space 3',
      'the bottom-right corner',
    ]);
    expect(['stock', 'waste', 'discard'].map((id) => pileName('camelot', id))).toEqual(['the stock', 'the waste', 'the discard']);
  });
});

describe('Camelot: pile notes', () => {
  const PLACES: Record<number, number[]> = {};
  for (const s of [1, 4, 13, 16]) PLACES[s] = [13];
  for (const s of [2, 3, 14, 15]) PLACES[s] = [12];
  for (const s of [5, 8, 9, 12]) PLACES[s] = [11];
  for (const s of [6, 7, 10, 11]) PLACES[s] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const expected = Object.fromEntries(GRID.map((id, i) => [id, { holds: PLACES[i + 1] }]));

  it('give each space its place (Kings, Queens, Jacks or number cards), at the deal and mid-game', () => {
    expect(pileNotes(deal('camelot', 7))).toEqual(expected);
    // Mid-game, with spaces taken (a number card in a corner too): a space keeps its place.
    const p = build({ grid: { 1: 'KC', 4: '4D', 6: '2C', 14: 'QH' }, waste: ['7H'], phase: 'place' });
    expect(pileNotes(p)).toEqual(expected);
    const q = build({ grid: { ...court(), 6: '3C', 7: '7D' }, phase: 'remove', rest: 'discard' });
    expect(pileNotes(applyMove(q, remove(6, 7)))).toEqual(expected);
  });
});

describe('Camelot: refusals as facts', () => {
  const full = (): Position => build({ grid: { ...court(), 6: 'TC', 7: '3C', 10: '7C', 11: '5C' }, phase: 'remove' });

  it('the stock: empty, a card waiting, a full grid', () => {
    expect(explain(build({ grid: { ...court(), 6: 'TC' }, phase: 'remove', rest: 'discard' }), { type: 'stock' })).toEqual({
      rule: 'stock-empty',
    });
    expect(explain(build({ waste: ['7H'], phase: 'place' }), { type: 'stock' })).toEqual({ rule: 'waste-waiting', other: '7H' });
    expect(explain(full(), { type: 'stock' })).toEqual({ rule: 'grid-full' });
  });

  it('card moves: from the stock, the discard, the grid; the waste card off the grid, onto a card, out of its place', () => {
    const p = build({ grid: { 1: 'KC', 6: '4D' }, waste: ['7H'], phase: 'place' });
    const move = (from: string, to: string): Move => ({ type: 'move', from, to, count: 1 });
    expect(explain(p, move('stock', 'tableau-7'))).toEqual({ rule: 'turn-first', from: 'stock' });
    expect(explain(p, move('tableau-1', 'tableau-4'))).toEqual({ rule: 'picture-stays', card: 'KC', from: 'tableau-1' });
    expect(explain(p, move('tableau-6', 'tableau-7'))).toEqual({ rule: 'leaves-by-removal', card: '4D', from: 'tableau-6' });
    expect(explain(p, move('waste', 'stock'))).toEqual({ rule: 'grid-only', card: '7H', to: 'stock' });
    expect(explain(p, move('waste', 'tableau-6'))).toEqual({ rule: 'space-taken', card: '7H', to: 'tableau-6', other: '4D' });
    expect(explain(p, move('waste', 'tableau-7'))).toBeNull();
    const k = build({ waste: ['KH'], phase: 'place' });
    expect(explain(k, move('waste', 'tableau-2'))).toEqual({ rule: 'picture-place', card: 'KH', to: 'tableau-2' });
    const d = build({ grid: { ...court(), 6: '3C', 7: '7D' }, phase: 'remove', rest: 'discard' });
    expect(explain(d, move('discard', 'tableau-8'))).toEqual({ rule: 'stays-put', from: 'discard' });
    expect(whyIllegal(d, move('discard', 'tableau-8'))).toBe('cards on the discard stay there');
  });

  it('removals: off the grid, an empty space, out of order, not yet, pictures, a lone card, a wrong sum', () => {
    const p = full();
    expect(explain(p, { type: 'remove', piles: ['waste'] })).toEqual({ rule: 'remove-off-grid', from: 'waste' });
    const q = build({ grid: { ...court(), 6: 'TC', 7: '3C', 10: '7C' }, phase: 'remove' });
    expect(explain(q, remove(11))).toEqual({ rule: 'empty-source', from: 'tableau-11' });
    expect(explain(p, remove(10, 7))).toEqual({ rule: 'pile-order', from: 'tableau-7', to: 'tableau-10' });
    expect(explain(build({ grid: { 6: 'TC' }, phase: 'place' }), remove(6))).toEqual({ rule: 'not-removing' });
    expect(explain(p, remove(5, 6))).toEqual({ rule: 'picture-stays', card: 'JC', from: 'tableau-5' });
    expect(explain(p, remove(7))).toEqual({ rule: 'not-a-ten', card: '3C', from: 'tableau-7', rank: 7 });
    expect(explain(p, remove(7, 11))).toEqual({ rule: 'not-ten', card: '3C', other: '5C', rank: 7 });
    expect(explain(p, remove(6, 7))).toEqual({ rule: 'not-ten', card: 'TC', other: '3C' });
    expect(explain(p, remove(6))).toBeNull();
    expect(explain(p, remove(7, 10))).toBeNull();
    // Decided by the engine before the game is asked: a pile named twice.
    expect(explain(p, remove(7, 7))).toEqual({ rule: 'same-pile', from: 'tableau-7' });
  });

  it('words refusals in the names given', () => {
    const p = full();
    expect(whyIllegal(p, remove(7, 11), CODE_NAMES)).toBe('3C and 5C add up to 8, not 10: 3C pairs with a 7');
    expect(whyIllegal(p, remove(10, 7), CODE_NAMES)).toBe(
      'name the spaces in grid order, row by row from the top-left: tableau-7 before tableau-10',
    );
  });
});

describe('Camelot: readPosition refuses what the rules can never make', () => {
  function refused(value: Record<string, unknown>): PatienceError {
    const before = JSON.stringify(value);
    try {
      readPosition(value);
    } catch (e) {
      expect(JSON.stringify(value)).toBe(before); // the input is left unchanged
      expect(e).toBeInstanceOf(PatienceError);
      return e as PatienceError;
    }
    throw new Error('the position was accepted');
  }

  it('two cards in one space', () => {
    const bad = json({ phase: 'place' });
    const piles = bad['piles'] as Record<string, Card[]>;
    piles['stock'] = piles['stock']!.filter((c) => c !== '2C' && c !== '3C');
    piles['tableau-6'] = ['2C', '3C'];
    const e = refused(bad);
    expect(e.code).toBe('misplaced-card');
    expect(e.message).toBe('tableau-6: a space holds one card, not 2');
  });

  it('a picture card outside its kind of space', () => {
    expect(refused(json({ grid: { 6: 'KH' }, phase: 'place' })).message).toBe(
      'tableau-6: KH cannot be here: Kings go only in the corners (tableau-1, 4, 13, 16)',
    );
    expect(refused(json({ grid: { 1: 'QH' }, phase: 'place' })).message).toBe(
      'tableau-1: QH cannot be here: Queens go only in the middles of the top and bottom rows (tableau-2, 3, 14, 15)',
    );
    expect(refused(json({ grid: { 14: 'JH' }, phase: 'place' })).message).toBe(
      'tableau-14: JH cannot be here: Jacks go only in the middles of the left and right columns (tableau-5, 8, 9, 12)',
    );
  });

  it('two cards or more in the waste, which play never makes (the state holds one waste card)', () => {
    const two = refused(json({ waste: ['2C', '3C'], phase: 'place' }));
    expect(two.code).toBe('misplaced-card');
    expect(two.where).toBe('waste');
    expect(two.message).toBe('waste: the waste holds at most 1 card (each card turned is placed before the next one turns), not 2');
    expect(refused(json({ waste: ['2C', '3C', 'KD'], phase: 'place' })).message).toMatch(/not 3$/);
  });

  it('a discard that removals could not have made', () => {
    const bad = json({ phase: 'remove' });
    const piles = bad['piles'] as Record<string, Card[]>;
    piles['stock'] = piles['stock']!.filter((c) => c !== '2C' && c !== '3C');
    piles['discard'] = ['2C', '3C'];
    expect(refused(bad).message).toBe('discard: the discard must hold 10s and pairs adding to 10, in the order they were removed');
    const picture = json({ phase: 'remove' });
    const p2 = picture['piles'] as Record<string, Card[]>;
    p2['stock'] = p2['stock']!.filter((c) => c !== 'KC');
    p2['discard'] = ['KC'];
    expect(refused(picture).where).toBe('discard');
  });

  it('a phase that is neither place nor remove', () => {
    const e = refused(json({ phase: 'deal' as 'place' }));
    expect(e.code).toBe('bad-vars');
    expect(e.message).toBe('vars.phase: the phase must be "place" or "remove", not "deal"');
  });

  it('phases the automatic switch makes impossible', () => {
    const fullGrid: Record<number, Card> = { ...court(), 6: '2C', 7: '3C', 10: '4C', 11: '9C' };
    expect(refused(json({ grid: fullGrid, phase: 'place' })).message).toBe('vars.phase: the phase must be "remove" when the grid is full');
    expect(refused(json({ grid: court(), phase: 'place', rest: 'discard' })).message).toBe(
      'vars.phase: the phase must be "remove" once the stock and waste are used up',
    );
    expect(refused(json({ waste: ['7H'], phase: 'remove' })).message).toBe(
      'vars.phase: the phase must be "place" while a card waits in the waste',
    );
    expect(refused(json({ grid: fullGrid, waste: ['7H'], phase: 'place' })).message).toBe(
      'waste: a card cannot wait in the waste while the grid is full: the stock turns only with a space free',
    );
  });
});

describe('Camelot: the terminal board', () => {
  it('shows phase, stock, waste, discard and what each empty space takes, within 80 columns', () => {
    const p = build({ grid: { 1: 'KC', 6: '4D' }, waste: ['JH'], phase: 'place' });
    const lines = drawCamelot(p, { colour: false });
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[0]).toBe('phase: place   s: 49 cards   w: JH   d: 0 removed');
    expect(lines[2]).toMatch(/^t1:  KC\s+t2:  \(Q\)\s+t3:  \(Q\)\s+t4:  \(K\)$/);
    expect(lines[3]).toMatch(/^t5:  \(J\)\s+t6:  4D\s+t7:  --\s+t8:  \(J\)$/);
    expect(lines).toContain('JH may go to: t5 t8 t9 t12');
  });
});

describe('Camelot: the state writing a position', () => {
  it('after one move writes only the piles the move changed, the rest handed on; after an unmake it compares them all', () => {
    const buf = new Int32Array(512);
    for (const dealNumber of [5, 6, 7]) {
      let p = deal('camelot', dealNumber);
      for (let i = 0; p.status === 'playing'; i++) {
        const state = new CamelotState(p);
        const code = buf[(i * 7) % state.moves(buf, 0)]!;
        state.make(code);
        const once = state.write(p);
        const next = applyMove(p, state.decode(code));
        expect(once).toEqual({ piles: next.piles, vars: next.vars });
        expect(once).toEqual(state.write());
        for (const id of Object.keys(p.piles)) {
          expect(Object.isFrozen(once.piles[id])).toBe(true);
          if (JSON.stringify(once.piles[id]) === JSON.stringify(p.piles[id])) expect(once.piles[id]).toBe(p.piles[id]);
        }
        // The same move made again after taking it back: the state no longer knows which piles changed.
        const again = new CamelotState(p);
        again.moves(buf, 0);
        again.make(code);
        again.unmake();
        again.make(code);
        expect(again.write(p)).toEqual(once);
        p = next;
      }
    }
  });
});
