// Union Square (docs/rules.md; issue 5): one test or more per rule, move lists on hand-built
// positions, refusals as facts (explain) and in a player's words, pile names, notes, status, score, loss,
// readPosition refusals, deal shapes, board.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  type Move,
  type Position,
  PatienceError,
  CODE_NAMES,
  applyMove,
  deal,
  describeRefusal,
  explain,
  foundationSweep,
  legalMoves,
  listGames,
  lossReason,
  moveKey,
  pileName,
  pileNotes,
  readPosition,
  statusLine,
  whyIllegal,
  writePosition,
} from '../../src/index.js';
import { unionSquare } from './build.js';
import { drawUnionSquare } from '../../src/cli/boards/union-square.js';
import { RANKS } from '../helpers.js';

type Layout = Partial<Record<string, string[]>>;

/** Two packs of 52 (docs/rules.md: Union Square is played with two decks). */
const DECK: string[] = [0, 1].flatMap(() => [...'CDHS'].flatMap((s) => [...RANKS].map((r) => `${r}${s}`)));
const PILE_IDS = listGames()
  .find((g) => g.id === 'union-square')!
  .piles.map((p) => p.id);

/** The way a grid pile builds, as the notes tell it (undefined for an empty pile). */
const direction = (p: Position, id: string): string | undefined => pileNotes(p)[id]?.direction;

/** The first `n` cards of a finished foundation of `suit`: A..K, then K..A (docs/rules.md). */
function foundationRun(suit: string, n: number): string[] {
  const ranks = [...RANKS, ...[...RANKS].reverse()];
  return ranks.slice(0, n).map((r) => `${r}${suit}`);
}

/**
 * A full 104-card position: the piles given, every other card of the two decks at the bottom of
 * `fill` (under the cards `layout` puts there), all other piles empty.
 */
function build(layout: Layout, fill: 'stock' | 'waste' = 'stock'): Position {
  const left = new Map<string, number>();
  for (const c of DECK) left.set(c, (left.get(c) ?? 0) + 1);
  for (const cards of Object.values(layout)) for (const c of cards ?? []) left.set(c, left.get(c)! - 1);
  const rest = [...left].flatMap(([c, n]) => Array<string>(n).fill(c));
  const piles: Record<string, string[]> = {};
  for (const id of PILE_IDS) piles[id] = layout[id] ?? [];
  piles[fill] = [...rest, ...(layout[fill] ?? [])];
  return unionSquare(piles);
}

/** Single, same-sized tableau moves, e.g. move('waste', 'tableau-4'). */
const move = (from: string, to: string): Move => ({ type: 'move', from, to, count: 1 });
const keys = (moves: Move[]): string[] => moves.map(moveKey).sort();

/** Twelve lone cards no two of which build on each other (used to fill the grid in several tests). */
const ISOLATED = ['KC', 'JC', '9C', '7C', 'KD', 'JD', 'KH', 'JH', '7H', 'KS', 'JS', '9S'];

describe('deal', () => {
  // The shape comes from docs/rules.md: one card on each of the 16 piles, 88 in the stock, the rest empty.
  test.each([1, 2, 42, 4294967295])('deal %i: 16 single cards, 88 in the stock, all 104 cards', (n) => {
    const p = deal('union-square', n);
    expect(p.deal).toBe(n);
    for (let i = 1; i <= 16; i++) expect(p.piles[`tableau-${i}`]).toHaveLength(1);
    expect(p.piles['stock']).toHaveLength(88);
    expect(p.piles['waste']).toEqual([]);
    for (let i = 1; i <= 4; i++) expect(p.piles[`foundation-${i}`]).toEqual([]);
    expect(p.vars).toEqual({});
    expect(p.status).toBe('playing');
    expect(p.score).toBe(0);
    const all = Object.values(p.piles).flat().sort();
    expect(all).toEqual([...DECK].sort());
    expect(deal('union-square', n)).toEqual(p);
  });

  test('the dealt position reads back unchanged', () => {
    const p = deal('union-square', 42);
    expect(readPosition(writePosition(p))).toEqual(p);
  });

  test('different deal numbers give different deals', () => {
    expect(deal('union-square', 1).piles).not.toEqual(deal('union-square', 2).piles);
  });
});

describe('stock and waste', () => {
  test('the stock turns its top (last) card onto the waste', () => {
    const p = build({ stock: ['3D', '8S'], waste: ['QC'] });
    const next = applyMove(p, { type: 'stock' });
    expect(next.piles['waste']!.slice(-2)).toEqual(['QC', '8S']);
    expect(next.piles['stock']!.slice(-1)).toEqual(['3D']);
    expect(next.piles['stock']).toHaveLength(p.piles['stock']!.length - 1);
  });

  test('no redeal: an empty stock cannot be turned and is not listed', () => {
    const p = build({ waste: ['KH'] }, 'waste');
    expect(whyIllegal(p, { type: 'stock' })).toBe('the stock is empty');
    expect(explain(p, { type: 'stock' })).toEqual({ rule: 'stock-empty' });
    expect(legalMoves(p).some((m) => m.type === 'stock')).toBe(false);
  });

  test('the waste top can be played; cards cannot go onto the waste or the stock, nor leave the stock directly', () => {
    const p = build({ 'tableau-1': ['5H'], waste: ['4H'], stock: ['9C'] });
    expect(whyIllegal(p, move('waste', 'tableau-1'))).toBeNull();
    expect(whyIllegal(p, move('tableau-1', 'waste'))).toBe('nothing can be put on the waste');
    expect(explain(p, move('tableau-1', 'waste'))).toEqual({ rule: 'closed', to: 'waste' });
    expect(whyIllegal(p, move('tableau-1', 'stock'))).toBe('nothing can be put on the stock');
    expect(explain(p, move('waste', 'stock'))).toEqual({ rule: 'closed', to: 'stock' });
    expect(whyIllegal(p, move('stock', 'tableau-2'))).toBe('cards leave the stock only by being turned onto the waste');
    expect(explain(p, move('stock', 'tableau-2'))).toEqual({ rule: 'turn-stock', from: 'stock' });
    expect(explain(p, move('stock', 'foundation-1'))).toEqual({ rule: 'turn-stock', from: 'stock' });
  });
});

describe('tableau building', () => {
  test('a one-card pile takes the same suit one rank higher or lower', () => {
    const p = build({ 'tableau-1': ['6C'], 'tableau-2': ['7C'], 'tableau-3': ['5C'], 'tableau-4': ['7D'], 'tableau-5': ['8C'] });
    expect(whyIllegal(p, move('tableau-2', 'tableau-1'))).toBeNull();
    expect(whyIllegal(p, move('tableau-3', 'tableau-1'))).toBeNull();
    expect(whyIllegal(p, move('tableau-4', 'tableau-1'))).toBe("7♦ can't go on 6♣: it takes only clubs");
    expect(explain(p, move('tableau-4', 'tableau-1'))).toEqual({ rule: 'needs-suit', card: '7D', onto: '6C', suit: 'C' });
    // A lone card goes either way: the refusal names both ranks that fit.
    expect(whyIllegal(p, move('tableau-5', 'tableau-1'))).toBe("8♣ can't go on 6♣: it needs a 5 or a 7");
    expect(explain(p, move('tableau-5', 'tableau-1'))).toEqual({ rule: 'needs-rank', card: '8C', onto: '6C', ranks: [5, 7] });
  });

  test('the direction is read from the top two cards: a rising pile takes only the next higher card', () => {
    const p = build({ 'tableau-1': ['2S', '3S'], 'tableau-2': ['4S'], 'tableau-3': ['2S'] });
    expect(whyIllegal(p, move('tableau-2', 'tableau-1'))).toBeNull();
    expect(whyIllegal(p, move('tableau-3', 'tableau-1'))).toBe("2♠ can't go on 3♠: it needs a 4");
    expect(explain(p, move('tableau-3', 'tableau-1'))).toEqual({ rule: 'needs-rank', card: '2S', onto: '3S', rank: 4 });
  });

  test('a falling pile takes only the next lower card', () => {
    const p = build({ 'tableau-1': ['9D', '8D'], 'tableau-2': ['7D'], 'tableau-3': ['9D'] });
    expect(whyIllegal(p, move('tableau-2', 'tableau-1'))).toBeNull();
    expect(whyIllegal(p, move('tableau-3', 'tableau-1'))).toBe("9♦ can't go on 8♦: it needs a 7");
    expect(explain(p, move('tableau-3', 'tableau-1'))).toEqual({ rule: 'needs-rank', card: '9D', onto: '8D', rank: 7 });
  });

  test('a longer pile still needs its suit', () => {
    const p = build({ 'tableau-1': ['9D', '8D'], 'tableau-2': ['7H'] });
    expect(whyIllegal(p, move('tableau-2', 'tableau-1'))).toBe("7♥ can't go on 8♦: it takes only diamonds");
  });

  test('no wrap between King and Ace, rising, falling or on a lone card', () => {
    const p = build({
      'tableau-1': ['QH', 'KH'],
      'tableau-2': ['2H', 'AH'],
      'tableau-3': ['KH'],
      'tableau-4': ['AH'],
    });
    expect(whyIllegal(p, move('tableau-4', 'tableau-1'))).toBe("A♥ can't go on K♥: the pile builds up and ends at the King");
    expect(explain(p, move('tableau-4', 'tableau-1'))).toEqual({ rule: 'run-ends', card: 'AH', onto: 'KH' });
    expect(whyIllegal(p, move('tableau-3', 'tableau-2'))).toBe("K♥ can't go on A♥: the pile builds down and ends at the Ace");
    expect(explain(p, move('tableau-3', 'tableau-2'))).toEqual({ rule: 'run-ends', card: 'KH', onto: 'AH' });
    // A lone King takes only a Queen, a lone Ace only a 2.
    expect(whyIllegal(p, move('tableau-4', 'tableau-3'))).toBe("A♥ can't go on K♥: it needs a Queen");
    expect(explain(p, move('tableau-4', 'tableau-3'))).toEqual({ rule: 'needs-rank', card: 'AH', onto: 'KH', ranks: [12] });
    expect(whyIllegal(p, move('tableau-3', 'tableau-4'))).toBe("K♥ can't go on A♥: it needs a 2");
  });

  test('the direction is never stored: a pile cut back to one card may go either way again', () => {
    // 4H 5H 6H rises; take the 6 and the 5 off (to empty piles) and the lone 4 takes a 3 as well as a 5.
    let p = build({ 'tableau-1': ['4H', '5H', '6H'], 'tableau-5': ['3H'] });
    expect(direction(p, 'tableau-1')).toBe('up');
    expect(explain(p, move('tableau-5', 'tableau-1'))).toEqual({ rule: 'needs-rank', card: '3H', onto: '6H', rank: 7 });
    p = applyMove(p, move('tableau-1', 'tableau-2'));
    expect(direction(p, 'tableau-1')).toBe('up');
    p = applyMove(p, move('tableau-1', 'tableau-3'));
    expect(direction(p, 'tableau-1')).toBe('either');
    expect(whyIllegal(p, move('tableau-5', 'tableau-1'))).toBeNull();
    p = applyMove(p, move('tableau-5', 'tableau-1'));
    expect(p.piles['tableau-1']).toEqual(['4H', '3H']);
    expect(direction(p, 'tableau-1')).toBe('down');
    expect(p.vars).toEqual({});
  });

  test('an empty pile takes any available card, from the waste or another pile, each empty pile its own move', () => {
    const layout: Layout = { waste: ['QS'] };
    ISOLATED.forEach((c, i) => (layout[`tableau-${i + 1}`] = [c]));
    layout['tableau-13'] = ['5D'];
    layout['tableau-14'] = ['3C'];
    const p = build(layout); // tableau-15 and tableau-16 are empty
    expect(whyIllegal(p, move('waste', 'tableau-15'))).toBeNull();
    expect(whyIllegal(p, move('tableau-13', 'tableau-16'))).toBeNull();
    const toEmpty = legalMoves(p).filter((m) => m.type === 'move' && (m.to === 'tableau-15' || m.to === 'tableau-16'));
    // 14 pile tops + the waste top, each to 2 empty piles.
    expect(toEmpty).toHaveLength(30);
  });

  test('only one card moves at a time', () => {
    const p = build({ 'tableau-1': ['4H', '5H'], 'tableau-2': ['6H'] });
    expect(whyIllegal(p, { type: 'move', from: 'tableau-1', to: 'tableau-3', count: 2 })).toBe('only one card moves at a time');
    expect(explain(p, { type: 'move', from: 'tableau-1', to: 'tableau-2', count: 2 })).toEqual({ rule: 'one-at-a-time', count: 2 });
  });

  test('Camelot-style removal does not exist here', () => {
    const p = build({ 'tableau-1': ['4H'], 'tableau-2': ['6H'] });
    expect(whyIllegal(p, { type: 'remove', piles: ['tableau-1', 'tableau-2'] })).toBe('only Camelot removes cards');
    expect(explain(p, { type: 'remove', piles: ['tableau-1', 'tableau-2'] })).toEqual({ rule: 'no-removal' });
  });
});

describe('foundations', () => {
  test('the order of a foundation is A..K, then K..A (26 cards): the next card its note names at each height', () => {
    const ranks = Array.from({ length: 26 }, (_, i) => {
      const next = pileNotes(build({ 'foundation-1': foundationRun('S', i) }))['foundation-1']!.next!;
      expect(next.suit).toBe(i === 0 ? null : 'S');
      return RANKS[next.rank - 1];
    }).join('');
    expect(ranks).toBe('A23456789TJQKKQJT98765432A');
    expect(pileNotes(build({ 'foundation-1': foundationRun('S', 26) }))['foundation-1']!.next).toBeNull();
  });

  test('an empty foundation takes only an Ace', () => {
    const p = build({ waste: ['7H'] });
    expect(whyIllegal(p, move('waste', 'foundation-1'))).toBe("7♥ can't start a foundation: an empty foundation takes only Aces");
    expect(explain(p, move('waste', 'foundation-1'))).toEqual({ rule: 'foundation-start', card: '7H', to: 'foundation-1', rank: 1 });
  });

  test('an Ace may start each empty foundation: one move per empty foundation', () => {
    // Hearts already have foundation-2, so an Ace of spades has three empty foundations to choose from.
    const p = build({ 'foundation-2': ['AH'], waste: ['AS'] });
    const toFoundations = legalMoves(p).filter((m) => m.type === 'move' && m.from === 'waste' && m.to.startsWith('foundation-'));
    expect(keys(toFoundations)).toEqual(['waste>foundation-1*1', 'waste>foundation-3*1', 'waste>foundation-4*1']);
  });

  test('the second Ace of a suit cannot start a second foundation for that suit', () => {
    const p = build({ 'foundation-3': ['AH', '2H'], waste: ['AH'] });
    expect(whyIllegal(p, move('waste', 'foundation-1'))).toBe("A♥ can't start foundation 1: hearts already have a foundation");
    expect(explain(p, move('waste', 'foundation-1'))).toEqual({ rule: 'suit-started', card: 'AH', to: 'foundation-1', suit: 'H' });
    // On the hearts' own foundation the Ace is refused by rank, like any card out of order.
    expect(explain(p, move('waste', 'foundation-3'))).toEqual({ rule: 'foundation-rank', card: 'AH', onto: '2H', rank: 3, suit: 'H' });
    expect(legalMoves(p).some((m) => m.type === 'move' && m.from === 'waste' && m.to.startsWith('foundation-'))).toBe(false);
  });

  test('a foundation climbs in suit, one rank at a time', () => {
    const p = build({ 'foundation-1': ['AC', '2C'], 'tableau-1': ['3C'], 'tableau-2': ['4C'], 'tableau-3': ['3D'] });
    expect(whyIllegal(p, move('tableau-1', 'foundation-1'))).toBeNull();
    expect(whyIllegal(p, move('tableau-2', 'foundation-1'))).toBe("4♣ can't go on 2♣: it needs the 3♣");
    expect(explain(p, move('tableau-2', 'foundation-1'))).toEqual({ rule: 'foundation-rank', card: '4C', onto: '2C', rank: 3, suit: 'C' });
    expect(whyIllegal(p, move('tableau-3', 'foundation-1'))).toBe("3♦ can't go on 2♣: that foundation takes only clubs");
    expect(explain(p, move('tableau-3', 'foundation-1'))).toEqual({ rule: 'foundation-suit', card: '3D', onto: '2C', suit: 'C' });
  });

  test('the second King goes on the first, then the foundation falls', () => {
    const atKing = build({ 'foundation-1': foundationRun('S', 13), 'tableau-1': ['KS'], 'tableau-2': ['QS'] });
    expect(whyIllegal(atKing, move('tableau-2', 'foundation-1'))).toBe(
      "Q♠ can't go on K♠: the foundation takes the second K♠ before it goes down",
    );
    expect(explain(atKing, move('tableau-2', 'foundation-1'))).toEqual({ rule: 'second-king', card: 'QS', onto: 'KS' });
    expect(pileNotes(atKing)['foundation-1']!.next).toEqual({ rank: 13, suit: 'S' });
    const next = applyMove(atKing, move('tableau-1', 'foundation-1'));
    expect(next.piles['foundation-1']).toHaveLength(14);
    expect(whyIllegal(next, move('tableau-2', 'foundation-1'))).toBeNull();
    const falling = build({ 'foundation-1': foundationRun('S', 16), 'tableau-1': ['9S'], 'tableau-2': ['TS'] });
    // 16 cards: A..K, K, Q, J; the next is the 10.
    expect(falling.piles['foundation-1']!.slice(-1)).toEqual(['JS']);
    expect(whyIllegal(falling, move('tableau-1', 'foundation-1'))).toBe("9♠ can't go on J♠: it needs the 10♠");
    expect(explain(falling, move('tableau-1', 'foundation-1'))).toEqual({
      rule: 'foundation-rank',
      card: '9S',
      onto: 'JS',
      rank: 10,
      suit: 'S',
    });
    expect(pileNotes(falling)['foundation-1']!.next).toEqual({ rank: 10, suit: 'S' });
    expect(whyIllegal(falling, move('tableau-2', 'foundation-1'))).toBeNull();
  });

  test('the second Ace completes a foundation with 26 cards; nothing goes on a complete one', () => {
    const p = build({ 'foundation-4': foundationRun('D', 25), 'tableau-1': ['AD'], 'tableau-2': ['AC'] });
    const done = applyMove(p, move('tableau-1', 'foundation-4'));
    expect(done.piles['foundation-4']).toHaveLength(26);
    expect(done.score).toBe(26);
    const more = build({ 'foundation-4': foundationRun('D', 26), 'tableau-2': ['AC'] });
    expect(whyIllegal(more, move('tableau-2', 'foundation-4'))).toBe('foundation 4 is complete');
    expect(explain(more, move('tableau-2', 'foundation-4'))).toEqual({ rule: 'foundation-complete', card: 'AC', to: 'foundation-4' });
  });

  test('foundation cards never move', () => {
    const p = build({ 'foundation-1': ['AC', '2C'], 'tableau-1': ['3C'] });
    expect(whyIllegal(p, move('foundation-1', 'tableau-1'))).toBe('cards on foundation 1 stay there');
    expect(whyIllegal(p, move('foundation-1', 'tableau-2'))).toBe('cards on foundation 1 stay there');
    expect(explain(p, move('foundation-1', 'tableau-2'))).toEqual({ rule: 'stays-put', from: 'foundation-1' });
    expect(explain(p, move('foundation-1', 'foundation-2'))).toEqual({ rule: 'stays-put', from: 'foundation-1' });
    expect(legalMoves(p).some((m) => m.type === 'move' && m.from.startsWith('foundation-'))).toBe(false);
  });

  test('"all to the foundations" from a falling pile ending in an Ace sends A, 2, 3 in turn', () => {
    const p = build({ 'tableau-3': ['3H', '2H', 'AH'] });
    const sweep = foundationSweep(p, 'tableau-3');
    // Each card's first accepting foundation is foundation-1 (the engine keeps the first of equals).
    expect(sweep).toEqual([move('tableau-3', 'foundation-1'), move('tableau-3', 'foundation-1'), move('tableau-3', 'foundation-1')]);
  });
});

describe('the move list', () => {
  test('complete and exact on a hand-built position', () => {
    const layout: Layout = {
      'tableau-1': ['5H'],
      'tableau-2': ['2S', '3S'],
      'tableau-3': ['9D', '8D'],
      'foundation-1': ['AS', '2S'],
      waste: ['4H'],
      stock: ['6C'],
    };
    ISOLATED.forEach((c, i) => (layout[`tableau-${i + 5}`] = [c]));
    const p = build(layout);
    // Worked out by hand: the stock; 4H (waste) onto 5H and into the empty tableau-4; each of the 15
    // pile tops into tableau-4; 3S onto the spades foundation. The 12 isolated cards build on nothing.
    const expected: Move[] = [
      { type: 'stock' },
      move('waste', 'tableau-1'),
      move('waste', 'tableau-4'),
      move('tableau-2', 'foundation-1'),
      ...[1, 2, 3, ...Array.from({ length: 12 }, (_, i) => i + 5)].map((n) => move(`tableau-${n}`, 'tableau-4')),
    ];
    const listed = legalMoves(p);
    expect(listed).toHaveLength(19);
    expect(keys(listed)).toEqual(keys(expected));
    expect(new Set(listed.map(moveKey)).size).toBe(listed.length);
  });

  test('the dealt position of deal 42 lists the moves read off its board', () => {
    // Deal 42's grid (drawn with the board): JC 3S JH 4C / 8H 6C AD 2S / 9H TH 6S JS / 7S 9D 2H 3D.
    // Pairs: 3S-2S, JH-TH, 8H-9H, 9H-TH, 7S-6S give two moves each (10); AD to 4 foundations; the stock.
    const p = deal('union-square', 42);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) => p.piles[`tableau-${n}`]![0]).join(' ')).toBe(
      'JC 3S JH 4C 8H 6C AD 2S 9H TH 6S JS 7S 9D 2H 3D',
    );
    expect(legalMoves(p)).toHaveLength(15);
  });
});

describe('status, score and loss', () => {
  test('score counts the cards on the foundations', () => {
    const p = build({ 'foundation-1': foundationRun('C', 14), 'foundation-2': ['AD', '2D'] });
    expect(p.score).toBe(16);
    expect(statusLine(p)).toBe('88 cards in the stock; 16 of 104 on the foundations');
  });

  test('won at 104: the last card, then no move is left', () => {
    const p = build(
      {
        'foundation-1': foundationRun('C', 26),
        'foundation-2': foundationRun('D', 26),
        'foundation-3': foundationRun('S', 26),
        'foundation-4': foundationRun('H', 25),
        waste: ['AH'],
      },
      'waste',
    );
    expect(p.status).toBe('playing');
    // The Ace may go to its foundation or to any of the 16 empty piles.
    expect(legalMoves(p)).toHaveLength(17);
    const won = applyMove(p, move('waste', 'foundation-4'));
    expect(won.status).toBe('won');
    expect(won.score).toBe(104);
    expect(legalMoves(won)).toEqual([]);
    expect(lossReason(won)).toBeNull();
  });

  /** Sixteen lone cards none of which builds on another; waste top 7C fits nowhere. */
  function stuck(): Layout {
    const layout: Layout = { waste: ['7C'] };
    ['K', 'J', '9', '5'].flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => `${r}${s}`)).forEach((c, i) => (layout[`tableau-${i + 1}`] = [c]));
    return layout;
  }

  test('lost when the stock is out, no pile is empty and nothing fits', () => {
    const p = build(stuck(), 'waste');
    expect(p.status).toBe('lost');
    expect(legalMoves(p)).toEqual([]);
    expect(lossReason(p)).toBe('the stock is used up, no pile is empty, and no available card fits on a foundation or a pile');
    expect(statusLine(p)).toBe('the stock is empty; 0 of 104 on the foundations');
  });

  test('not lost while the stock has a card', () => {
    const layout = stuck();
    layout['stock'] = ['QD'];
    const p = build(layout, 'waste');
    expect(p.status).toBe('playing');
    expect(legalMoves(p)).toEqual([{ type: 'stock' }]);
    expect(statusLine(p)).toBe('1 card in the stock; 0 of 104 on the foundations');
  });

  test('not lost while a pile is empty: any available card may go there', () => {
    const layout = stuck();
    delete layout['tableau-16'];
    const p = build(layout, 'waste');
    expect(p.status).toBe('playing');
    // 15 pile tops and the waste top, each to tableau-16.
    expect(legalMoves(p)).toHaveLength(16);
  });
});

describe('words: pile names, refusals in any notation, the status line', () => {
  test('piles are named as a player sees the 4×4 grid, row by row', () => {
    expect(pileName('union-square', 'tableau-1')).toBe('row 1, pile 1');
    expect(pileName('union-square', 'tableau-4')).toBe('row 1, pile 4');
    expect(pileName('union-square', 'tableau-7')).toBe('row 2, pile 3');
    expect(pileName('union-square', 'tableau-16')).toBe('row 4, pile 4');
    expect(pileName('union-square', 'foundation-2')).toBe('foundation 2');
    expect(pileName('union-square', 'stock')).toBe('the stock');
    expect(pileName('union-square', 'waste')).toBe('the waste');
    // No name a player reads is an engine id.
    for (const id of PILE_IDS) expect(pileName('union-square', id)).not.toMatch(/tableau|foundation-|\d-/);
  });

  test("the engine refuses an empty source by the pile's name", () => {
    const p = build({ 'tableau-1': ['5H'] });
    expect(explain(p, move('tableau-2', 'tableau-1'))).toEqual({ rule: 'empty-source', from: 'tableau-2' });
    expect(whyIllegal(p, move('tableau-2', 'tableau-1'))).toBe('row 1, pile 2 is empty');
    expect(whyIllegal(p, move('waste', 'tableau-1'))).toBe('the waste is empty');
  });

  test("the game's own refusal codes in a player's words and in code names", () => {
    const words = (r: Parameters<typeof describeRefusal>[1]): [string, string] => [
      describeRefusal('union-square', r),
      describeRefusal('union-square', r, CODE_NAMES),
    ];
    expect(words({ rule: 'turn-stock', from: 'stock' })).toEqual([
      'cards leave the stock only by being turned onto the waste',
      'cards leave the stock only by being turned onto the waste',
    ]);
    expect(words({ rule: 'suit-started', card: 'AH', to: 'foundation-2', suit: 'H' })).toEqual([
      "A♥ can't start foundation 2: hearts already have a foundation",
      "AH can't start foundation-2: hearts already have a foundation",
    ]);
    expect(words({ rule: 'run-ends', card: 'AC', onto: 'KC' })[1]).toBe("AC can't go on KC: the pile builds up and ends at the King");
    expect(words({ rule: 'second-king', card: 'QD', onto: 'KD' })).toEqual([
      "Q♦ can't go on K♦: the foundation takes the second K♦ before it goes down",
      "QD can't go on KD: the foundation takes the second KD before it goes down",
    ]);
    expect(words({ rule: 'needs-rank', card: 'TC', onto: 'JC', ranks: [10, 12] })).toEqual([
      "10♣ can't go on J♣: it needs a 10 or a Queen",
      "TC can't go on JC: it needs a 10 or a Queen",
    ]);
  });

  test('the status line counts with plurals and never shows an engine id or a "T"', () => {
    const p = deal('union-square', 42);
    expect(statusLine(p)).toBe('88 cards in the stock; 0 of 104 on the foundations');
    const q = build({ 'foundation-1': foundationRun('H', 10), stock: ['TS'] }, 'waste');
    expect(statusLine(q)).toBe('1 card in the stock; 10 of 104 on the foundations');
    for (const line of [statusLine(p), statusLine(q)]) expect(line).not.toMatch(/tableau|foundation-|\bT|\(s\)/);
  });
});

describe('pile notes', () => {
  test('at the deal: every pile builds either way, every foundation takes an Ace of any suit', () => {
    const notes = pileNotes(deal('union-square', 42));
    for (let i = 1; i <= 16; i++) expect(notes[`tableau-${i}`]).toEqual({ direction: 'either' });
    for (let i = 1; i <= 4; i++) expect(notes[`foundation-${i}`]).toEqual({ next: { rank: 1, suit: null } });
    expect(notes['stock']).toBeUndefined();
    expect(notes['waste']).toBeUndefined();
  });

  test('mid-game: directions read from the top two cards, nothing for an empty pile, each foundation its next card', () => {
    const p = build({
      'tableau-1': ['4H', '5H', '6H'],
      'tableau-2': ['9S', '8S'],
      'tableau-3': ['7S'],
      'foundation-1': foundationRun('C', 20),
      'foundation-2': foundationRun('D', 26),
      'foundation-3': ['AS'],
    });
    const notes = pileNotes(p);
    expect(notes['tableau-1']).toEqual({ direction: 'up' });
    expect(notes['tableau-2']).toEqual({ direction: 'down' });
    expect(notes['tableau-3']).toEqual({ direction: 'either' });
    expect(notes['tableau-4']).toBeUndefined();
    expect(notes['foundation-1']).toEqual({ next: { rank: 6, suit: 'C' } });
    expect(notes['foundation-2']).toEqual({ next: null });
    expect(notes['foundation-3']).toEqual({ next: { rank: 2, suit: 'S' } });
    expect(notes['foundation-4']).toEqual({ next: { rank: 1, suit: null } });
    // Along a game: the notes follow the moves (the 6 leaves, the pile still rises; the 5 leaves, either way).
    let q = applyMove(p, move('tableau-1', 'tableau-4'));
    expect(pileNotes(q)['tableau-1']).toEqual({ direction: 'up' });
    expect(pileNotes(q)['tableau-4']).toEqual({ direction: 'either' });
    q = applyMove(q, move('tableau-1', 'tableau-4'));
    expect(pileNotes(q)['tableau-1']).toEqual({ direction: 'either' });
    expect(pileNotes(q)['tableau-4']).toEqual({ direction: 'down' });
  });
});

describe('readPosition refuses what the rules can never produce', () => {
  const base = (): Record<string, string[]> => structuredClone(deal('union-square', 7).piles) as Record<string, string[]>;

  /** Edits deal 7's piles (all 104 cards kept), then expects readPosition to refuse at `where` with `message`. */
  function refused(edit: (piles: Record<string, string[]>) => void, where: string, message: string): void {
    const piles = base();
    edit(piles);
    const input = { game: 'union-square', piles, vars: {} };
    const before = structuredClone(input);
    let error: unknown;
    try {
      readPosition(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PatienceError);
    expect((error as PatienceError).code).toBe('misplaced-card');
    expect((error as PatienceError).where).toBe(where);
    expect((error as PatienceError).detail).toBe(message);
    expect(input).toEqual(before);
  }

  /** Moves specific cards out of the stock (they must be there) onto the end of a pile. */
  function take(piles: Record<string, string[]>, to: string, cards: string[]): void {
    for (const c of cards) {
      const i = piles['stock']!.indexOf(c);
      if (i < 0) {
        // Not in the stock: take it from whichever tableau pile holds it, leaving that pile the stock's top card.
        const [id] = Object.entries(piles).find(([, cs]) => cs.includes(c))!;
        piles[id]!.splice(piles[id]!.indexOf(c), 1, piles['stock']!.pop()!);
      } else {
        piles['stock']!.splice(i, 1);
      }
      piles[to]!.push(c);
    }
  }

  const PILE = 'a pile must be one suit running up or down by one rank without a break';
  const FOUNDATION = 'a foundation must run in one suit from an Ace up to the King, then the second King down towards the Ace';

  test('a pile of two suits', () => {
    refused(
      (p) => {
        p['tableau-4'] = [];
        p['stock']!.push(...base()['tableau-4']!);
        take(p, 'tableau-4', ['5H', '6S']);
      },
      'tableau-4',
      PILE,
    );
  });

  test('a pile with a gap', () => {
    refused(
      (p) => {
        p['tableau-4'] = [];
        p['stock']!.push(...base()['tableau-4']!);
        take(p, 'tableau-4', ['5H', '7H']);
      },
      'tableau-4',
      PILE,
    );
  });

  test('a pile that changes direction', () => {
    refused(
      (p) => {
        p['tableau-4'] = [];
        p['stock']!.push(...base()['tableau-4']!);
        take(p, 'tableau-4', ['5H', '6H', '5H']);
      },
      'tableau-4',
      PILE,
    );
  });

  test('a pile wrapping from King to Ace', () => {
    refused(
      (p) => {
        p['tableau-4'] = [];
        p['stock']!.push(...base()['tableau-4']!);
        take(p, 'tableau-4', ['KH', 'AH']);
      },
      'tableau-4',
      PILE,
    );
  });

  test('a foundation not starting with an Ace', () => {
    refused((p) => take(p, 'foundation-2', ['2C']), 'foundation-2', FOUNDATION);
  });

  test('a foundation turning down before the second King', () => {
    refused((p) => take(p, 'foundation-1', ['AC', '2C', 'AC']), 'foundation-1', FOUNDATION);
  });

  test('a foundation mixing suits', () => {
    refused((p) => take(p, 'foundation-1', ['AC', '2D']), 'foundation-1', FOUNDATION);
  });

  test('two foundations of one suit', () => {
    refused(
      (p) => {
        take(p, 'foundation-1', ['AC']);
        take(p, 'foundation-3', ['AC', '2C']);
      },
      'foundation-3',
      'clubs already have foundation-1; each suit has one foundation',
    );
  });

  test('Union Square has no vars', () => {
    const input = { game: 'union-square', piles: base(), vars: { phase: 'place' } };
    expect(() => readPosition(input)).toThrow('Union Square has no variable "phase"');
  });

  test('sound hand-built positions are accepted: long runs both ways, a finished foundation', () => {
    const p = build({
      'tableau-1': foundationRun('H', 13),
      'tableau-2': [...foundationRun('S', 13)].reverse(),
      'foundation-1': foundationRun('C', 26),
    });
    expect(direction(p, 'tableau-1')).toBe('up');
    expect(direction(p, 'tableau-2')).toBe('down');
    expect(p.score).toBe(26);
  });
});

describe('random play keeps every reached position sound', () => {
  test('cards conserved, piles stay one-suit runs, listed moves apply and read back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4294967295 }), fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (n, picks) => {
        let p = deal('union-square', n);
        for (const pick of picks) {
          const moves = legalMoves(p);
          if (moves.length === 0) break;
          p = applyMove(p, moves[pick % moves.length]!);
          expect(readPosition(writePosition(p))).toEqual(p);
        }
        expect(Object.values(p.piles).flat().sort()).toEqual([...DECK].sort());
      }),
      { numRuns: 15 },
    );
  });
});

describe('terminal board', () => {
  // eslint-disable-next-line no-control-regex
  const visible = (line: string): string => line.replace(/\x1b\[[0-9;]*m/g, '');

  test('fits 80 columns and labels every pile with its short name and direction', () => {
    const p = build({
      'tableau-1': foundationRun('H', 13),
      'tableau-2': [...foundationRun('S', 13)].reverse(),
      'tableau-3': ['7S'],
      'tableau-10': ['TH', 'JH'],
      'foundation-1': foundationRun('C', 20),
      'foundation-2': foundationRun('D', 26),
      waste: ['QS'],
    });
    for (const colour of [false, true]) {
      const lines = drawUnionSquare(p, { colour });
      for (const line of lines) expect(visible(line).length).toBeLessThanOrEqual(80);
      const text = lines.map(visible).join('\n');
      for (let i = 1; i <= 16; i++) expect(text).toMatch(new RegExp(`\\bt${i}:`));
      for (let i = 1; i <= 4; i++) expect(text).toMatch(new RegExp(`\\bf${i}:`));
    }
    const plain = drawUnionSquare(p, { colour: false }).join('\n');
    // 104 less the 13 + 13 + 1 + 2 grid cards, 20 + 26 foundation cards and the waste's QS.
    expect(plain).toContain('s: 28 cards');
    expect(plain).toContain('w: QS (');
    expect(plain).toContain('t1:  AH..KH up');
    expect(plain).toContain('t2:  KS..AS down');
    expect(plain).toContain('t3:  7S any');
    expect(plain).toContain('t10: TH..JH up');
    expect(plain).toContain('t4:  -- empty');
    // 20 clubs: A..K, K, Q..7; the next is the 6. A finished foundation says so; an empty one wants an Ace.
    expect(plain).toContain('f1: 7C next 6C');
    expect(plain).toContain('f2: AD done');
    expect(plain).toContain('f3: -- next A');
  });
});
