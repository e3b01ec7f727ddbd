// Camelot (RULES.md, seed 001; issue 4): every rule, each way to win or lose, the move lists of
// hand-built positions, refusals and their reasons, readPosition refusals, deal shapes, the board.
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Move,
  type Position,
  PatienceError,
  applyMove,
  deal,
  legalMoves,
  lossReason,
  readPosition,
  statusLine,
  whyIllegal,
} from '../../src/index.js';
import { standardDeck } from '../../src/engine/cards.js';
import { drawCamelot } from '../../src/cli/boards/camelot.js';

const DECK = standardDeck(1);
const GRID = Array.from({ length: 16 }, (_, i) => `tableau-${i + 1}`);
const value = (c: Card): number => 'A23456789T'.indexOf(c[0]!) + 1;

/** Cards in the order removals would have left them: 10s alone, then pairs adding to 10. */
function removalOrder(cards: Card[]): Card[] {
  const left = [...cards];
  const out: Card[] = [];
  while (left.length > 0) {
    const card = left.shift()!;
    if (value(card) === 10) {
      out.push(card);
      continue;
    }
    const i = left.findIndex((c) => value(c) + value(card) === 10);
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
  /** Where every card not named goes: the stock (default) or the discard, in removal order. */
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
  else piles['stock'] = [...rest, ...(setup.stockTop ?? [])];
  return { game: 'camelot', piles, vars: { phase: setup.phase } };
}

const build = (setup: Setup): Position => readPosition(json(setup));

/** The twelve picture cards in their spaces, leaving out the spaces listed. */
function court(except: number[] = []): Record<number, Card> {
  const all: Record<number, Card> = {
    1: 'KC', 4: 'KD', 13: 'KH', 16: 'KS',
    2: 'QC', 3: 'QD', 14: 'QH', 15: 'QS',
    5: 'JC', 8: 'JD', 9: 'JH', 12: 'JS',
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
  // RULES.md: all 52 cards start face down in the stock; grid and waste empty; play starts in `place`.
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
    expect(refusal(p, { type: 'stock' })).toBe('7H is waiting in the waste: place it before turning another card');
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
  // Spaces by RULES.md: corners 1 4 13 16 (Kings), top/bottom middles 2 3 14 15 (Queens),
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
    expect(refusal(p, place(6))).toBe('KH cannot go to tableau-6: Kings go only in the corners (tableau-1, 4, 13, 16)');
    const q = build({ waste: ['QC'], phase: 'place' });
    expect(refusal(q, place(1))).toBe('QC cannot go to tableau-1: Queens go only in the middles of the top and bottom rows (tableau-2, 3, 14, 15)');
    const j = build({ waste: ['JS'], phase: 'place' });
    expect(refusal(j, place(2))).toBe('JS cannot go to tableau-2: Jacks go only in the middles of the left and right columns (tableau-5, 8, 9, 12)');
  });

  it('refuses an occupied space: each space holds one card', () => {
    const p = build({ grid: { 6: '4D' }, waste: ['7H'], phase: 'place' });
    expect(refusal(p, place(6))).toBe('7H cannot go to tableau-6: that space already holds 4D');
  });

  it('never moves a card already on the grid', () => {
    const p = build({ grid: { 1: 'KC', 6: '4D' }, waste: ['7H'], phase: 'place' });
    expect(refusal(p, { type: 'move', from: 'tableau-1', to: 'tableau-4', count: 1 })).toBe('KC never moves: picture cards stay in their spaces');
    expect(refusal(p, { type: 'move', from: 'tableau-6', to: 'tableau-7', count: 1 })).toBe(
      '4D cannot move to another space: cards on the grid only leave as a 10 or a pair adding to 10',
    );
    expect(refusal(p, { type: 'move', from: 'stock', to: 'tableau-7', count: 1 })).toBe('a stock card goes to the waste first: turn the stock');
    expect(refusal(p, { type: 'move', from: 'waste', to: 'discard', count: 1 })).toBe('7H can only go to an empty space of the grid');
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
      grid: { 1: 'KC', 2: 'QC', 3: 'QD', 4: 'KD', 5: 'JC', 8: 'JD', 9: 'JH', 6: 'TC', 7: '3C', 10: '7C', 11: '5C', 12: '5D', 13: 'AC', 14: '9C', 15: '8C', 16: '2C' },
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
    expect(refusal(full(), remove(7, 11))).toBe('3C and 5C add up to 8, not 10');
    expect(refusal(full(), remove(6, 13))).toBe('TC and AC add up to 11, not 10');
  });

  it('refuses a number card other than a 10 on its own', () => {
    expect(refusal(full(), remove(7))).toBe('3C cannot be removed on its own: only a 10 can');
  });

  it('never removes a picture card', () => {
    expect(refusal(full(), remove(1))).toBe('KC cannot be removed: picture cards never leave their spaces');
    expect(refusal(full(), remove(5, 7))).toBe('JC cannot be removed: picture cards never leave their spaces');
  });

  it('refuses a pair named out of pile order (each pair is one move)', () => {
    expect(refusal(full(), remove(10, 7))).toBe('name the piles in pile-number order: tableau-7 before tableau-10');
  });

  it('refuses empty spaces and piles off the grid', () => {
    const p = build({ grid: { ...court(), 6: 'TC', 7: '3C', 10: '4C' }, phase: 'remove' });
    expect(refusal(p, remove(11))).toBe('tableau-11 is empty');
    expect(refusal(p, { type: 'remove', piles: ['discard'] })).toBe('only cards on the grid can be removed, not from discard');
  });

  it('refuses removal in the `place` phase, even of a 10', () => {
    const p = build({ grid: { 6: 'TC', 7: '3C', 10: '7D' }, phase: 'place' });
    expect(refusal(p, remove(6))).toBe(
      'cards are removed only in the remove phase, which starts when the grid is full or the stock and waste are used up',
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

  it('is lost when a King has no free corner ("no free corner for KH")', () => {
    // A number card in the fourth corner blocks it: number cards may go anywhere.
    const p = build({ grid: { 1: 'KC', 4: 'KD', 13: 'KS', 16: '4C' }, waste: ['KH'], phase: 'place' });
    expect(p.status).toBe('lost');
    expect(legalMoves(p)).toEqual([]);
    expect(lossReason(p)).toBe('no free corner for KH');
  });

  it('is lost when a Queen or Jack has no free space of its kind', () => {
    const q = build({ grid: { 2: 'QC', 3: 'QD', 14: '2C', 15: 'QS' }, waste: ['QH'], phase: 'place' });
    expect(lossReason(q)).toBe('no free top or bottom middle space for QH');
    const j = build({ grid: { 5: 'JC', 8: 'JD', 9: 'JH', 12: '9D' }, waste: ['JS'], phase: 'place' });
    expect(lossReason(j)).toBe('no free left or right middle space for JS');
  });

  it('is lost when the grid is full and nothing adds to 10', () => {
    // 2+3, 2+4, 2+9, 3+4, 3+9, 4+9: none is 10, and no 10 on the grid.
    const p = build({ grid: { ...court(), 6: '2C', 7: '3C', 10: '4C', 11: '9C' }, phase: 'remove' });
    expect(p.status).toBe('lost');
    expect(lossReason(p)).toBe('the grid is full and no 10 or pair adding to 10 can be removed');
    expect(p.score).toBe(0);
  });

  it('is never stuck once stock and waste are out: the numbers left always hold a 10 or a pair', () => {
    // The discard holds balanced pairs, so what is left is balanced (here 3C 7D 5H 5S): RULES.md's
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
  it('gives the phase, the card to place and the cards left in the stock', () => {
    const p = build({ grid: { 6: '2C' }, waste: ['5D'], phase: 'place' });
    // 52 cards less one on the grid and one in the waste.
    expect(statusLine(p)).toBe('place phase: place 5D · 50 cards in the stock · 0 of 40 removed');
    const q = build({ grid: { ...court(), 6: '3C', 7: '7D' }, phase: 'remove', stockTop: ['4H'] });
    // 52 cards less the 14 on the grid.
    expect(statusLine(q)).toBe('remove phase: take away 10s and pairs adding to 10 · 38 cards in the stock · 0 of 40 removed');
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

  it('two cards in the waste', () => {
    expect(refused(json({ waste: ['2C', '3C'], phase: 'place' })).message).toBe('waste: the waste holds one card, not 2');
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
    expect(refused(json({ waste: ['7H'], phase: 'remove' })).message).toBe('vars.phase: the phase must be "place" while a card waits in the waste');
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
