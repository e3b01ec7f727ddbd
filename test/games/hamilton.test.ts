// Hamilton's rules (docs/rules.md, Hamilton, issue 3), one block per rule. Positions are built by
// hand through readPosition; every expected value below is worked out from docs/rules.md in the comment
// beside it, not read back from the code.
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Move,
  type Position,
  PatienceError,
  CODE_NAMES,
  applyMove,
  cardLabel,
  deal,
  describeRefusal,
  explain,
  foundationSweep,
  legalMoves,
  lossReason,
  moveKey,
  pileName,
  pileNotes,
  pushStep,
  readPosition,
  recordOf,
  replay,
  startHistory,
  statusLine,
  undo,
  whyIllegal,
} from '../../src/index.js';
import { shuffledDeck, xorshift } from '../../src/engine/index.js';
import { rulesFor } from '../../src/games/registry.js';
import { drawHamilton } from '../../src/cli/boards/hamilton.js';
import { RANKS } from '../helpers.js';

const SUITS = 'CDHS';
const ALL: Card[] = [...SUITS].flatMap((s) => [...RANKS].map((r) => `${r}${s}` as Card));

/** The 13 cards of a suit in foundation order from Start rank `start`: full('C', '7') is 7C 8C … KC AC … 6C. */
function full(suit: string, start: string): Card[] {
  const i = RANKS.indexOf(start);
  return Array.from({ length: 13 }, (_, k) => `${RANKS[(i + k) % 13]}${suit}` as Card);
}

/** The cards of a space-separated list. */
const cards = (text: string): Card[] => (text.trim() === '' ? [] : (text.trim().split(/\s+/) as Card[]));

interface Layout {
  start: string | null;
  turned?: number;
  chooser?: string;
  foundations?: string[][] | Card[][];
  tableau: string[];
}

/** A position JSON: the named piles as given, every other card in the stock (canonical order). */
function layout(l: Layout): Record<string, unknown> {
  const piles: Record<string, Card[]> = { stock: [], chooser: cards(l.chooser ?? '') };
  for (let i = 0; i < 4; i++) {
    const f = l.foundations?.[i] ?? [];
    piles[`foundation-${i + 1}`] = (typeof f === 'string' ? cards(f) : f) as Card[];
  }
  for (let i = 0; i < 7; i++) piles[`tableau-${i + 1}`] = cards(l.tableau[i] ?? '');
  const used = new Set(Object.values(piles).flat());
  piles['stock'] = ALL.filter((c) => !used.has(c));
  return { game: 'hamilton', piles, vars: { startRank: l.start, turned: l.turned ?? (l.start === null ? 0 : 1) } };
}

const build = (l: Layout): Position => readPosition(layout(l));
const move = (from: string, to: string, count = 1): Move => ({ type: 'move', from, to, count });
const STOCK: Move = { type: 'stock' };
const keys = (moves: Move[]): string[] => moves.map(moveKey).sort();

/** Plays moves one after another. */
function play(p: Position, ...moves: Move[]): Position {
  return moves.reduce((q, m) => applyMove(q, m), p);
}

/** The refusal a move gets, checked to come from applyMove as an illegal-move PatienceError too. */
function refusal(p: Position, m: Move): string {
  const why = whyIllegal(p, m);
  expect(why).toEqual(expect.any(String));
  try {
    applyMove(p, m);
  } catch (e) {
    expect(e).toBeInstanceOf(PatienceError);
    expect((e as PatienceError).code).toBe('illegal-move');
    return why!;
  }
  throw new Error(`${moveKey(m)} was applied but should be refused`);
}

/** Every move over the game's piles (all counts), to compare with legalMoves. */
function everyMove(p: Position): Move[] {
  const ids = Object.keys(p.piles);
  const all: Move[] = [STOCK];
  for (const from of ids) {
    for (const to of ids) {
      for (let n = 1; n <= p.piles[from]!.length; n++) all.push(move(from, to, n));
    }
  }
  for (const a of ids) all.push({ type: 'remove', piles: [a] });
  return all;
}

// Base used by many positions: clubs and spades complete on foundations 1 and 2 (Start rank 7), so the
// red cards are the ones in play. 26 cards there; the stock takes the rest and must be 23, 16, 9, 2 or 0.
const BASE7 = [full('C', '7'), full('S', '7')];

// 10 red cards out of the stock (stock 16): a heart run J-10-9-8 on pile 1 and a diamond for each depth.
const GROUPS = build({
  start: '7',
  foundations: BASE7,
  tableau: ['4D 5D JH TH 9H 8H', 'QD', 'JD', 'TD', '9D', '', ''],
});

describe('Hamilton: the deal', () => {
  // Deal numbers named by the brief; the shape is docs/rules.md's: pile k holds k cards, 24 in the stock.
  it.each([1, 2, 42, 4294967295])('deal %i is a face-up triangle with 24 cards in the stock', (n) => {
    const p = deal('hamilton', n);
    for (let k = 1; k <= 7; k++) expect(p.piles[`tableau-${k}`]).toHaveLength(k);
    expect(p.piles['stock']).toHaveLength(24);
    expect(p.piles['chooser']).toEqual([]);
    for (let k = 1; k <= 4; k++) expect(p.piles[`foundation-${k}`]).toEqual([]);
    expect(new Set(Object.values(p.piles).flat()).size).toBe(52);
    expect(p.vars).toEqual({ startRank: null, turned: 0 });
    expect(p).toMatchObject({ status: 'playing', score: 0 });
    // Before a Start card exists the only legal action on a fresh deal is the stock.
    expect(legalMoves(p)).toEqual([STOCK]);
  });

  it('deals in passes: pass p puts one card on each pile from p to 7', () => {
    // The shuffled deck's last card is dealt first. Pass p (0-based) starts with card
    // sum over q < p of (7 - q), then gives piles p+1 … 7 one card each.
    const shuffled = shuffledDeck(rulesFor('hamilton'), 42);
    const p = deal('hamilton', 42);
    let next = shuffled.length - 1;
    for (let pass = 0; pass < 7; pass++) {
      for (let k = pass + 1; k <= 7; k++) expect(p.piles[`tableau-${k}`]![pass]).toBe(shuffled[next--]);
    }
    expect(p.piles['stock']).toEqual(shuffled.slice(0, 24));
  });
});

describe('Hamilton: choosing the Start card', () => {
  const dealt = deal('hamilton', 7);
  const stock = dealt.piles['stock']!;
  const first = stock[23]!;
  const second = stock[22]!;
  const third = stock[21]!;

  it('before a Start card, tableau moves are refused with the reason', () => {
    expect(refusal(dealt, move('tableau-7', 'tableau-1'))).toBe(
      'choose a Start card first: until then only the stock and the chooser card can be played',
    );
  });

  it('the stock turns its top card into the chooser; the chooser card may go to any empty foundation', () => {
    const p = play(dealt, STOCK);
    expect(p.piles['chooser']).toEqual([first]);
    expect(p.piles['stock']).toHaveLength(23);
    expect(p.vars).toEqual({ startRank: null, turned: 1 });
    // docs/rules.md: stock, and the chooser card to each of the four empty foundations.
    expect(keys(legalMoves(p))).toEqual(keys([STOCK, ...[1, 2, 3, 4].map((f) => move('chooser', `foundation-${f}`))]));
    expect(refusal(p, move('chooser', 'tableau-1'))).toBe(
      'the chooser card can only go to an empty foundation, where it becomes the Start card',
    );
  });

  it('a refused card goes face down to the bottom of the stock and the next one is turned', () => {
    const p = play(dealt, STOCK, STOCK);
    expect(p.piles['chooser']).toEqual([second]);
    expect(p.piles['stock']![0]).toBe(first);
    expect(p.piles['stock']).toHaveLength(23);
    expect(p.vars['turned']).toBe(2);
  });

  it('declining the third card loses the game: no Start card chosen (we follow the seed, not Aisleriot)', () => {
    const p = play(dealt, STOCK, STOCK, STOCK);
    expect(p.piles['chooser']).toEqual([third]);
    expect(statusLine(p)).toContain('this is the last one');
    const q = play(p, STOCK);
    // The third card goes under the other two refused ones; turned stays 3; the chooser is empty.
    expect(q.piles['stock']!.slice(0, 3)).toEqual([third, second, first]);
    expect(q.piles['stock']).toHaveLength(24);
    expect(q.piles['chooser']).toEqual([]);
    expect(q.vars).toEqual({ startRank: null, turned: 3 });
    expect(q.status).toBe('lost');
    expect(legalMoves(q)).toEqual([]);
    expect(lossReason(q)).toBe('the third turned card was declined, so no Start card was chosen');
    expect(refusal(q, STOCK)).toBe('no Start card was chosen: all three turned cards were declined');
  });

  it('undo after that loss resumes play (a shorter record replays to a playing position)', () => {
    const back = replay({ game: 'hamilton', deal: 7, moves: [STOCK, STOCK, STOCK] });
    expect(back.status).toBe('playing');
    expect(legalMoves(back)).toHaveLength(5);
  });

  it('the chooser card on a foundation fixes the Start rank; the stock then holds 23', () => {
    const p = play(dealt, STOCK, STOCK, move('chooser', 'foundation-3'));
    expect(p.piles['foundation-3']).toEqual([second]);
    expect(p.vars).toEqual({ startRank: second[0], turned: 2 });
    expect(p.piles['stock']).toHaveLength(23);
    expect(p.score).toBe(1);
  });

  it('the third card may still be chosen', () => {
    const p = play(dealt, STOCK, STOCK, STOCK, move('chooser', 'foundation-1'));
    expect(p.vars).toEqual({ startRank: third[0], turned: 3 });
    expect(p.status).toBe('playing');
  });
});

describe('Hamilton: foundations round the corner', () => {
  // Start rank 7; hearts 7..K on foundation 3: 26 + 7 + 3 tableau cards = 36 out, stock 16.
  const p = build({
    start: '7',
    foundations: [full('C', '7'), full('S', '7'), cards('7H 8H 9H TH JH QH KH')],
    tableau: ['AH', '2H', '7D'],
  });

  it('an Ace follows the King (13 cards from S round the corner)', () => {
    const q = play(p, move('tableau-1', 'foundation-3'));
    expect(q.piles['foundation-3']).toEqual(cards('7H 8H 9H TH JH QH KH AH'));
    expect(q.score).toBe(34); // 26 + 8
  });

  it('a card must be the next rank of the suit', () => {
    expect(refusal(p, move('tableau-2', 'foundation-3'))).toBe("2♥ can't go on K♥: it needs the A♥");
  });

  it('an empty foundation takes only the Start rank', () => {
    expect(refusal(p, move('tableau-2', 'foundation-4'))).toBe("2♥ can't start a foundation: an empty foundation takes only 7s");
    expect(whyIllegal(p, move('tableau-3', 'foundation-4'))).toBeNull();
  });

  it('a foundation ending at S-1 is full', () => {
    expect(refusal(p, move('tableau-1', 'foundation-1'))).toBe('foundation 1 is complete');
  });
});

describe('Hamilton: building on the tableau', () => {
  it('same colour, one step lower: a red card on a red card of another suit', () => {
    // GROUPS: 9D on TD (t5 onto t4) is a red 9 on a red 10.
    expect(whyIllegal(GROUPS, move('tableau-5', 'tableau-4'))).toBeNull();
    expect(refusal(GROUPS, move('tableau-5', 'tableau-3'))).toBe("9♦ can't go on J♦: it needs a 10");
  });

  it('the other colour is refused', () => {
    // Clubs and hearts complete (Start 7), diamonds and spades in play: 26 + 10 = 36 out, stock 16.
    const p = build({
      start: '7',
      foundations: [full('C', '7'), full('H', '7')],
      tableau: ['2S 3S 9S', '8D', 'TS', 'AD', 'KD', 'KS', 'QS QD'],
    });
    expect(refusal(p, move('tableau-2', 'tableau-1'))).toBe("8♦ can't go on 9♠: it needs a black card");
    // A King goes on an Ace of its colour when the Start rank is not Ace; a black King does not go on a red Ace.
    expect(whyIllegal(p, move('tableau-5', 'tableau-4'))).toBeNull();
    expect(refusal(p, move('tableau-6', 'tableau-4'))).toBe("K♠ can't go on A♦: it needs a red card");
  });

  it('nothing may go on a card of the Start rank (with S = 7, a 6 may not go on a 7): seed author, not Aisleriot', () => {
    // Clubs and spades complete; 7H, 6H, 6D in play: 26 + 3 = 29 out, stock 23.
    const p = build({ start: '7', foundations: BASE7, tableau: ['7H', '6H', '6D'] });
    expect(refusal(p, move('tableau-2', 'tableau-1'))).toBe("6♥ can't go on 7♥: nothing goes on a 7");
    expect(refusal(p, move('tableau-3', 'tableau-1'))).toBe("6♦ can't go on 7♥: nothing goes on a 7");
  });

  it('with Start rank Ace, no King goes on an Ace', () => {
    // Clubs and spades complete from the Ace; AH, KH, KD in play: 29 out, stock 23.
    const p = build({ start: 'A', foundations: [full('C', 'A'), full('S', 'A')], tableau: ['AH', 'KH', 'KD'] });
    expect(refusal(p, move('tableau-2', 'tableau-1'))).toBe("K♥ can't go on A♥: nothing goes on an Ace");
  });

  it('an empty pile takes any card', () => {
    // GROUPS has piles 6 and 7 empty; QD (pile 2) is not a card that fits anywhere else.
    const q = play(GROUPS, move('tableau-2', 'tableau-6'));
    expect(q.piles['tableau-6']).toEqual(['QD']);
    expect(q.piles['tableau-2']).toEqual([]);
  });
});

describe('Hamilton: groups', () => {
  it('lists exactly the legal moves of a hand-built position, each group depth its own move', () => {
    // Worked out by hand from docs/rules.md for GROUPS (Start 7, stock 16, piles 6 and 7 empty):
    const expected: Move[] = [
      STOCK, // the stock has cards
      // the heart run J-10-9-8 on pile 1: each depth onto the red card one higher, and into both empties
      move('tableau-1', 'tableau-5', 1),
      move('tableau-1', 'tableau-6', 1),
      move('tableau-1', 'tableau-7', 1),
      move('tableau-1', 'tableau-4', 2),
      move('tableau-1', 'tableau-6', 2),
      move('tableau-1', 'tableau-7', 2),
      move('tableau-1', 'tableau-3', 3),
      move('tableau-1', 'tableau-6', 3),
      move('tableau-1', 'tableau-7', 3),
      move('tableau-1', 'tableau-2', 4),
      move('tableau-1', 'tableau-6', 4),
      move('tableau-1', 'tableau-7', 4),
      // QD: only the empties; JD on QD; TD on JD; 9D on TD; each also to the empties
      move('tableau-2', 'tableau-6'),
      move('tableau-2', 'tableau-7'),
      move('tableau-3', 'tableau-2'),
      move('tableau-3', 'tableau-6'),
      move('tableau-3', 'tableau-7'),
      move('tableau-4', 'tableau-3'),
      move('tableau-4', 'tableau-6'),
      move('tableau-4', 'tableau-7'),
      move('tableau-5', 'tableau-4'),
      move('tableau-5', 'tableau-6'),
      move('tableau-5', 'tableau-7'),
      // the tops of the full foundations (6C, 6S) fit no red card but go to empty piles
      move('foundation-1', 'tableau-6'),
      move('foundation-1', 'tableau-7'),
      move('foundation-2', 'tableau-6'),
      move('foundation-2', 'tableau-7'),
    ];
    const moves = legalMoves(GROUPS);
    expect(new Set(moves.map(moveKey)).size).toBe(moves.length);
    expect(keys(moves)).toEqual(keys(expected));
  });

  it('a group keeps its order when it moves to a pile', () => {
    const q = play(GROUPS, move('tableau-1', 'tableau-3', 3));
    expect(q.piles['tableau-3']).toEqual(cards('JD TH 9H 8H'));
    expect(q.piles['tableau-1']).toEqual(cards('4D 5D JH'));
  });

  it('a group must be one suit going down without a break, and its bottom card must fit', () => {
    expect(refusal(GROUPS, move('tableau-1', 'tableau-6', 5))).toBe(
      "the top 5 cards of pile 1 can't move together: J♥ does not follow 5♦ down in one suit (a group is one suit, each card one step lower than the one beneath)",
    );
    expect(refusal(GROUPS, move('tableau-1', 'tableau-2', 3))).toBe("10♥ can't go on Q♦: it needs a Jack");
    // Built in colour but not one suit: after 8H goes on 9D, the two do not move together.
    const mixed = play(GROUPS, move('tableau-1', 'tableau-5'));
    expect(refusal(mixed, move('tableau-5', 'tableau-6', 2))).toBe(
      "the top 2 cards of pile 5 can't move together: 8♥ does not follow 9♦ down in one suit (a group is one suit, each card one step lower than the one beneath)",
    );
  });

  it('an empty pile takes a whole run', () => {
    const q = play(GROUPS, move('tableau-1', 'tableau-7', 4));
    expect(q.piles['tableau-7']).toEqual(cards('JH TH 9H 8H'));
  });

  // GROUPS with the 4D swapped for 7H on foundation 3: 26 + 1 + 9 = 36 out, stock 16.
  const TO_FOUNDATION = build({
    start: '7',
    foundations: [...BASE7, cards('7H')],
    tableau: ['5D JH TH 9H 8H', 'QD', 'JD', 'TD', '9D'],
  });

  it('a group goes to a foundation in one move when its top card fits, landing in order', () => {
    // The top card is 8H at every depth, and 8H fits on 7H: depths 1 to 4 are all legal.
    for (let n = 1; n <= 4; n++) expect(whyIllegal(TO_FOUNDATION, move('tableau-1', 'foundation-3', n))).toBeNull();
    const q = play(TO_FOUNDATION, move('tableau-1', 'foundation-3', 4));
    expect(q.piles['foundation-3']).toEqual(cards('7H 8H 9H TH JH'));
    expect(q.piles['tableau-1']).toEqual(cards('5D'));
    expect(q.score).toBe(31); // 26 + 5
  });

  it('a run with the Start rank on top starts an empty foundation', () => {
    // Start 5; clubs and spades complete from 5; the heart run 9-8-7-6-5 (5H on top) and five diamonds:
    // 26 + 10 = 36 out, stock 16.
    const p = build({
      start: '5',
      foundations: [full('C', '5'), full('S', '5')],
      tableau: ['9H 8H 7H 6H 5H', 'AD', '2D', '3D', '4D', 'KD'],
    });
    const q = play(p, move('tableau-1', 'foundation-4', 5));
    expect(q.piles['foundation-4']).toEqual(cards('5H 6H 7H 8H 9H'));
    expect(q.piles['tableau-1']).toEqual([]);
  });

  it("docs/rules.md's example: 9-8-7 with the 7 on top onto a foundation showing the 6 gives 7, 8, 9", () => {
    // Start 5; foundation 3 holds 5H 6H; 26 + 2 + 8 = 36 out, stock 16.
    const p = build({
      start: '5',
      foundations: [full('C', '5'), full('S', '5'), cards('5H 6H')],
      tableau: ['9H 8H 7H', 'AD', '2D', '3D', '4D', 'KD'],
    });
    const q = play(p, move('tableau-1', 'foundation-3', 3));
    expect(q.piles['foundation-3']).toEqual(cards('5H 6H 7H 8H 9H'));
  });

  it('a group whose top card does not fit is refused', () => {
    expect(refusal(TO_FOUNDATION, move('tableau-1', 'foundation-4', 2))).toBe(
      "8♥ can't start a foundation: an empty foundation takes only 7s",
    );
  });
});

describe('Hamilton: foundation cards stay in play', () => {
  // Start 7; hearts 7-8 on foundation 3; 26 + 2 + 8 = 36 out, stock 16; piles 6 and 7 empty.
  const p = build({
    start: '7',
    foundations: [...BASE7, cards('7H 8H')],
    tableau: ['9D', 'TH', '2D 3D 4D 5D 6D', 'QH'],
  });

  it('the top card may come back onto a fitting tableau card, and the score drops', () => {
    expect(p.score).toBe(28);
    const q = play(p, move('foundation-3', 'tableau-1'));
    expect(q.piles['tableau-1']).toEqual(cards('9D 8H'));
    expect(q.piles['foundation-3']).toEqual(cards('7H'));
    expect(q.score).toBe(27);
  });

  it('or onto an empty pile', () => {
    expect(whyIllegal(p, move('foundation-3', 'tableau-6'))).toBeNull();
  });

  it('it must fit, only one card moves back, and never to another foundation', () => {
    expect(refusal(p, move('foundation-3', 'tableau-2'))).toBe("8♥ can't go on 10♥: it needs a 9");
    expect(refusal(p, move('foundation-3', 'tableau-6', 2))).toBe('only the top card of a foundation can move back to the tableau');
    expect(refusal(p, move('foundation-3', 'foundation-4'))).toBe('a card cannot move from one foundation to another');
  });
});

describe('Hamilton: the stock after the Start card', () => {
  it('deals a round of one card per pile, in order, empty piles included', () => {
    // Clubs and spades complete, three red cards on pile 1, piles 2-7 empty: stock 23.
    const p = build({ start: '7', foundations: BASE7, tableau: ['2D 3D 4D'] });
    const top7 = p.piles['stock']!.slice(-7).reverse(); // the stock's top card goes to pile 1 first
    const q = play(p, STOCK);
    for (let k = 1; k <= 7; k++) {
      const pile = q.piles[`tableau-${k}`]!;
      expect(pile[pile.length - 1]).toBe(top7[k - 1]);
      expect(pile).toHaveLength(k === 1 ? 4 : 1);
    }
    expect(q.piles['stock']).toHaveLength(16);
  });

  it('23 cards make three rounds of seven and a short last round of two (piles 1 and 2), then no redeal', () => {
    let p = play(deal('hamilton', 42), STOCK, move('chooser', 'foundation-1'));
    const sizes = () => [1, 2, 3, 4, 5, 6, 7].map((k) => p.piles[`tableau-${k}`]!.length);
    const before = sizes();
    for (const left of [16, 9, 2]) {
      p = play(p, STOCK);
      expect(p.piles['stock']).toHaveLength(left);
    }
    expect(sizes()).toEqual(before.map((n) => n + 3));
    p = play(p, STOCK);
    expect(p.piles['stock']).toEqual([]);
    // The short round: only piles 1 and 2 get a fourth card.
    expect(sizes()).toEqual(before.map((n, i) => n + (i < 2 ? 4 : 3)));
    expect(refusal(p, STOCK)).toBe('the stock is empty');
  });
});

describe('Hamilton: score, won and lost', () => {
  it('is won at 52 cards on the foundations, with no moves left', () => {
    // Three suits complete from 7, spades 7..5 (12 cards), the 6S on pile 1: nothing in the stock.
    const p = build({
      start: '7',
      foundations: [full('C', '7'), full('D', '7'), full('H', '7'), full('S', '7').slice(0, 12)],
      tableau: ['6S'],
    });
    expect(p).toMatchObject({ status: 'playing', score: 51 });
    const q = play(p, move('tableau-1', 'foundation-4'));
    expect(q).toMatchObject({ status: 'won', score: 52 });
    expect(legalMoves(q)).toEqual([]);
    expect(refusal(q, move('foundation-4', 'tableau-1'))).toBe('the game is already won');
  });

  it('is lost when the stock is empty and nothing can move', () => {
    // Clubs and diamonds complete (tops 6C, 6D: nothing may go on a 7, and no pile is empty). Hearts and
    // spades fill the seven piles; the tops K, J, 9, 5 of hearts and K, J, 9 of spades take none of each
    // other, none is a 7 for the empty foundations, and each sits on the other suit (no group).
    const p = build({
      start: '7',
      foundations: [full('C', '7'), full('D', '7')],
      tableau: ['AS 2S 3S KH', '4S 5S 6S JH', '7S 8S 9H', 'TS QS 5H', 'AH 2H 3H 4H KS', '6H 7H 8H JS', 'TH QH 9S'],
    });
    expect(p.piles['stock']).toEqual([]);
    expect(p).toMatchObject({ status: 'lost', score: 26 });
    expect(legalMoves(p)).toEqual([]);
    expect(lossReason(p)).toBe('the stock is empty and no card or group can go to a foundation or another pile');
  });

  it('is still playing while the stock has cards, even with no card move', () => {
    // The lost layout above with AS and 2S taken from under pile 1's KH into the stock (50 out, stock 2).
    const p = build({
      start: '7',
      foundations: [full('C', '7'), full('D', '7')],
      tableau: ['3S KH', '4S 5S 6S JH', '7S 8S 9H', 'TS QS 5H', 'AH 2H 3H 4H KS', '6H 7H 8H JS', 'TH QH 9S'],
    });
    expect(p.status).toBe('playing');
    expect(legalMoves(p)).toEqual([STOCK]);
    expect(lossReason(p)).toBeNull();
  });
});

describe('Hamilton: the double-click sweep to the foundations', () => {
  // Clubs and diamonds complete; 7H on foundation 3, 7S on foundation 4; pile 1 is 9S 8H 8S (8S on top):
  // 26 + 2 + 3 + 5 = 36 out, stock 16.
  const p = build({
    start: '7',
    foundations: [full('C', '7'), full('D', '7'), cards('7H'), cards('7S')],
    tableau: ['9S 8H 8S', '2H 3H 4H 5H 6H'],
  });

  it('moves every card that can go from one pile, one after another', () => {
    // 8S to spades, then 8H to hearts, then 9S to spades: pile 1 ends empty.
    const sweep = foundationSweep(p, 'tableau-1');
    expect(sweep.map(moveKey)).toEqual(
      [move('tableau-1', 'foundation-4'), move('tableau-1', 'foundation-3'), move('tableau-1', 'foundation-4')].map(moveKey),
    );
    const q = play(p, ...sweep);
    expect(q.piles['tableau-1']).toEqual([]);
    expect(q.score).toBe(31);
  });

  it('takes a whole run in one move when it fits', () => {
    const q = build({ start: '7', foundations: [...BASE7, cards('7H')], tableau: ['5D JH TH 9H 8H', 'QD', 'JD', 'TD', '9D'] });
    expect(foundationSweep(q, 'tableau-1').map(moveKey)).toEqual([moveKey(move('tableau-1', 'foundation-3', 4))]);
  });

  it('is one undoable step in the history', () => {
    // Deal 42 turns 9S first (golden fixture test/golden/hamilton.json, deal 42, stock top); after it goes
    // to foundation 2, pile 5's 9H may start a foundation, so the sweep of pile 5 has at least one move.
    const chosen = [STOCK, move('chooser', 'foundation-2')];
    let h = startHistory('hamilton', 42);
    for (const m of chosen) h = pushStep(h, [m]);
    const before = replay(recordOf(h));
    const sweep = foundationSweep(before, 'tableau-5');
    expect(sweep.length).toBeGreaterThan(0);
    h = pushStep(h, sweep);
    expect(replay(recordOf(h)).score).toBe(before.score + sweep.length);
    h = undo(h);
    expect(recordOf(h).moves).toEqual(chosen);
    expect(replay(recordOf(h))).toEqual(before);
  });
});

describe('Hamilton: the list of legal moves is complete and exact', () => {
  // Every conceivable move over the piles is tried: those applyMove accepts must be exactly legalMoves,
  // each once. Positions come from deals 1, 2 and 42 played a few steps by a fixed rule.
  it.each([1, 2, 42])('deal %i', (n) => {
    let p = play(deal('hamilton', n), STOCK, move('chooser', 'foundation-1'));
    for (let step = 0; step < 12 && p.status === 'playing'; step++) {
      const legal = legalMoves(p);
      expect(new Set(legal.map(moveKey)).size).toBe(legal.length);
      const accepted = everyMove(p).filter((m) => whyIllegal(p, m) === null);
      expect(keys(accepted)).toEqual(keys(legal));
      // Prefer a group move, then a foundation move, then the first move: reaches varied positions.
      const next =
        legal.find((m) => m.type === 'move' && (m.count ?? 1) > 1) ??
        legal.find((m) => m.type === 'move' && m.to.startsWith('f')) ??
        legal[step % legal.length]!;
      p = play(p, next);
    }
  });
});

describe('Hamilton: reading positions', () => {
  /** Refused with the given place and message; the input is left as it was. */
  function refused(input: Record<string, unknown>, where: string, message: string): void {
    const copy = JSON.stringify(input);
    let error: unknown;
    try {
      readPosition(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PatienceError);
    expect((error as PatienceError).where).toBe(where);
    expect((error as PatienceError).detail).toBe(message);
    expect(JSON.stringify(input)).toBe(copy);
  }

  const dealt = (): Record<string, unknown> => JSON.parse(JSON.stringify(deal('hamilton', 1))) as Record<string, unknown>;
  const pilesOf = (v: Record<string, unknown>) => v['piles'] as Record<string, string[]>;

  it('round-trips a position', () => {
    expect(readPosition(JSON.parse(JSON.stringify(GROUPS)))).toEqual(GROUPS);
  });

  it('refuses a foundation that is not built from the Start rank', () => {
    // 26 + 3 + 7 = 36 out, stock 16: only the foundation is wrong.
    refused(
      layout({ start: '7', foundations: [full('C', '7'), full('S', '7'), cards('7H 9H 8H')], tableau: ['TH JH QH KH AH 2H 3H'] }),
      'foundation-3',
      'a foundation must run up in one suit from the Start rank (7), round the corner',
    );
    refused(
      layout({ start: '8', foundations: [full('C', '7'), full('S', '7')], tableau: ['2D 3D 4D'] }),
      'foundation-1',
      'a foundation must run up in one suit from the Start rank (8), round the corner',
    );
  });

  it('refuses foundation cards before a Start card', () => {
    const v = dealt();
    pilesOf(v)['foundation-2'] = [pilesOf(v)['stock']!.pop()!];
    pilesOf(v)['chooser'] = [pilesOf(v)['stock']!.pop()!];
    v['vars'] = { startRank: null, turned: 1 };
    refused(v, 'foundation-2', 'no card reaches a foundation before a Start card is chosen (vars.startRank is null)');
  });

  it('refuses a tableau changed before the Start card', () => {
    const v = dealt();
    pilesOf(v)['tableau-1']!.push(pilesOf(v)['tableau-7']!.pop()!);
    refused(v, 'tableau-1', 'until a Start card is chosen the tableau stays as dealt: tableau-1 holds 1 card');
  });

  it('refuses chooser contents that do not match vars.turned', () => {
    const v = dealt();
    v['vars'] = { startRank: null, turned: 2 };
    refused(v, 'chooser', 'the chooser is empty, but after 2 turned it holds the last card turned');
    const w = dealt();
    pilesOf(w)['chooser'] = [pilesOf(w)['stock']!.pop()!];
    refused(w, 'chooser', 'the chooser holds a card but vars.turned says none has been turned');
    const x = dealt();
    pilesOf(x)['chooser'] = [pilesOf(x)['stock']!.pop()!, pilesOf(x)['stock']!.pop()!];
    x['vars'] = { startRank: null, turned: 2 };
    refused(x, 'chooser', 'the chooser holds at most one card');
  });

  it('refuses bad vars', () => {
    refused(
      { ...layout({ start: '7', foundations: BASE7, tableau: ['2D 3D 4D'] }), vars: { startRank: '10', turned: 1 } },
      'vars.startRank',
      'the Start rank must be null or a rank letter (A 2-9 T J Q K), not "10"',
    );
    refused(
      { ...layout({ start: '7', foundations: BASE7, tableau: ['2D 3D 4D'] }), vars: { startRank: '7', turned: 4 } },
      'vars.turned',
      'the number of cards turned must be a whole number from 0 to 3, not 4',
    );
    refused(
      layout({ start: '7', turned: 0, foundations: BASE7, tableau: ['2D 3D 4D'] }),
      'vars.turned',
      'a Start card is chosen, so at least one card was turned',
    );
  });

  it('refuses a chooser card after the Start card, and a stock size the deals never leave', () => {
    refused(
      layout({ start: '7', foundations: BASE7, tableau: ['2D 3D'], chooser: '4D' }),
      'chooser',
      'the chooser is empty once the Start card is chosen',
    );
    // 26 + 4 = 30 out: stock 22, which no number of deals leaves.
    refused(
      layout({ start: '7', foundations: BASE7, tableau: ['2D 3D 4D 5D'] }),
      'stock',
      'after the Start card the stock holds 23, 16, 9, 2 or 0 cards, not 22',
    );
  });
});

describe('Hamilton: status line and board', () => {
  const dealt = deal('hamilton', 42);

  it('says what a player needs: stock, choices left or the Start card', () => {
    expect(statusLine(dealt)).toBe('Choose a Start card: turn the stock (0 of 3 turned); 24 cards in the stock');
    // Deal 42's first turned card is 9S (golden fixture, last card of the stock).
    const one = play(dealt, STOCK);
    expect(one.piles['chooser']).toEqual(['9S']);
    expect(statusLine(one)).toBe('Choose a Start card: turn the stock (1 of 3 turned) or put 9♠ on a foundation; 23 cards in the stock');
    // The same in a script's names: card codes.
    expect(statusLine(one, CODE_NAMES)).toBe(
      'Choose a Start card: turn the stock (1 of 3 turned) or put 9S on a foundation; 23 cards in the stock',
    );
    const third = play(dealt, STOCK, STOCK, STOCK);
    const card = cardLabel(third.piles['chooser']![0]!);
    expect(statusLine(third)).toBe(
      `Choose a Start card: put ${card} on a foundation, or turn the stock to decline it and lose (3 of 3 turned, this is the last one); 23 cards in the stock`,
    );
    expect(statusLine(play(third, STOCK))).toBe('No Start card chosen: all three turned cards were declined');
    const chosen = play(one, move('chooser', 'foundation-1'));
    expect(statusLine(chosen)).toBe(
      'Start rank 9 (9 up to King, then Ace up to 8); 23 cards in the stock (4 deals left); 1 of 52 on the foundations',
    );
    expect(statusLine(GROUPS)).toBe(
      'Start rank 7 (7 up to King, then Ace up to 6); 16 cards in the stock (3 deals left); 26 of 52 on the foundations',
    );
  });

  it('words the order round the corner from every kind of Start rank, and the last deals', () => {
    // Clubs and spades complete from the Start rank, three red cards out: 29 out, stock 23.
    const from = (start: string): string =>
      statusLine(build({ start, foundations: [full('C', start), full('S', start)], tableau: start === 'A' ? ['2D 3D 4D'] : ['AD 2D 3D'] }));
    expect(from('A')).toMatch(/^Start rank Ace \(Ace up to King\); /);
    expect(from('2')).toMatch(/^Start rank 2 \(2 up to King, then Ace\); /);
    expect(from('T')).toMatch(/^Start rank 10 \(10 up to King, then Ace up to 9\); /);
    expect(from('K')).toMatch(/^Start rank King \(King, then Ace up to Queen\); /);
    // 50 out: the stock holds 2 (one short deal left); 52 out of the stock: it is empty.
    const reds = ALL.filter((c) => c[1] === 'D' || c[1] === 'H');
    expect(statusLine(build({ start: '7', foundations: BASE7, tableau: [reds.slice(0, 24).join(' ')] }))).toBe(
      'Start rank 7 (7 up to King, then Ace up to 6); 2 cards in the stock (1 deal left); 26 of 52 on the foundations',
    );
    expect(statusLine(build({ start: '7', foundations: BASE7, tableau: [reds.slice(0, 20).join(' '), reds.slice(20).join(' ')] }))).toBe(
      'Start rank 7 (7 up to King, then Ace up to 6); the stock is empty; 26 of 52 on the foundations',
    );
  });

  it('never shows an engine pile id, a "T" for a 10 or terminal notation, along random games', () => {
    const random = xorshift(17);
    for (const n of [1, 2, 42]) {
      let p = deal('hamilton', n);
      for (let step = 0; step < 80 && p.status === 'playing'; step++) {
        const line = statusLine(p);
        expect(line).not.toMatch(/tableau-|foundation-\d|\bT[CDHS]?\b|\(s\)|\b[2-9AJQK][CDHS]\b/);
        const moves = legalMoves(p);
        p = applyMove(p, moves.find((m) => m.type === 'move' && m.from === 'chooser') ?? moves[random() % moves.length]!);
      }
    }
  });

  it('draws the phase, chooser, Start rank, foundations and runs within 80 columns', () => {
    const choosing = drawHamilton(play(dealt, STOCK), { colour: false });
    expect(choosing[0]).toContain('c: 9S');
    expect(choosing[0]).toContain('choosing the Start card (1 of 3 turned)');
    const board = drawHamilton(GROUPS, { colour: false });
    expect(board[0]).toContain('s: 16 cards');
    expect(board[0]).toContain('Start rank 7, order 7 8 9 T J Q K A 2 3 4 5 6');
    expect(board[1]).toContain('f1: 6C full');
    expect(board.find((l) => l.startsWith('t1:'))).toBe('t1:  4D 5D JH TH 9H 8H (run 4)');
    for (const lines of [choosing, board, drawHamilton(GROUPS, { colour: true })]) {
      // eslint-disable-next-line no-control-regex
      for (const line of lines) expect(line.replace(/\x1b\[[0-9;]*m/g, '').length).toBeLessThanOrEqual(80);
    }
  });

  it('wraps a long pile within 80 columns', () => {
    // Clubs and spades complete; 24 red cards on pile 1 and two in the stock (50 out, stock 2).
    const reds = ALL.filter((c) => c[1] === 'D' || c[1] === 'H')
      .slice(0, 24)
      .join(' ');
    const lines = drawHamilton(build({ start: '7', foundations: BASE7, tableau: [reds] }), { colour: false });
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines.filter((l) => l.includes('D ') || l.includes('H ')).length).toBeGreaterThan(1);
  });
});

describe('Hamilton: refusals as facts (explain)', () => {
  // Each refusal kind of the game's state, with the facts a front end words. Positions from above.
  const dealt = deal('hamilton', 7);
  const declined = play(dealt, STOCK, STOCK, STOCK, STOCK);
  // Start 7; hearts 7..K on foundation 3; AH, 2H, 7D on piles 1-3 (stock 16).
  const hearts = build({
    start: '7',
    foundations: [full('C', '7'), full('S', '7'), cards('7H 8H 9H TH JH QH KH')],
    tableau: ['AH', '2H', '7D'],
  });
  const mixed = build({
    start: '7',
    foundations: [full('C', '7'), full('H', '7')],
    tableau: ['2S 3S 9S', '8D', 'TS', 'AD', 'KD', 'KS', 'QS QD'],
  });
  const sevens = build({ start: '7', foundations: BASE7, tableau: ['7H', '6H', '6D'] });
  const dealtOut = play(deal('hamilton', 42), STOCK, move('chooser', 'foundation-1'), STOCK, STOCK, STOCK, STOCK);

  it.each<[string, Position, Move, Record<string, unknown>]>([
    ['all three declined', declined, STOCK, { rule: 'no-start-card' }],
    ['a pile before the Start card', dealt, move('tableau-7', 'tableau-1'), { rule: 'choose-start', from: 'tableau-7' }],
    ['the chooser card to a pile', play(dealt, STOCK), move('chooser', 'tableau-1'), { rule: 'chooser-to-foundation', to: 'tableau-1' }],
    ['a card from the stock', GROUPS, move('stock', 'tableau-6'), { rule: 'stock-deals', from: 'stock' }],
    ['a card to the stock', GROUPS, move('tableau-2', 'stock'), { rule: 'closed', to: 'stock' }],
    ['a card to the chooser', GROUPS, move('tableau-2', 'chooser'), { rule: 'closed', to: 'chooser' }],
    [
      'foundation to foundation',
      GROUPS,
      move('foundation-1', 'foundation-3'),
      { rule: 'between-foundations', from: 'foundation-1', to: 'foundation-3' },
    ],
    [
      'two cards back from a foundation',
      GROUPS,
      move('foundation-1', 'tableau-6', 2),
      { rule: 'one-back', from: 'foundation-1', count: 2 },
    ],
    [
      'a group with a break',
      GROUPS,
      move('tableau-1', 'tableau-6', 5),
      { rule: 'not-a-group', from: 'tableau-1', count: 5, card: 'JH', onto: '5D' },
    ],
    ['the wrong rank on the tableau', GROUPS, move('tableau-5', 'tableau-3'), { rule: 'needs-rank', card: '9D', onto: 'JD', rank: 10 }],
    ['the other colour', mixed, move('tableau-2', 'tableau-1'), { rule: 'needs-colour', card: '8D', onto: '9S', colour: 'black' }],
    ['a card on the Start rank', sevens, move('tableau-2', 'tableau-1'), { rule: 'nothing-on', card: '6H', onto: '7H' }],
    [
      'an empty foundation',
      hearts,
      move('tableau-2', 'foundation-4'),
      { rule: 'foundation-start', card: '2H', to: 'foundation-4', rank: 7 },
    ],
    ['a full foundation', hearts, move('tableau-1', 'foundation-1'), { rule: 'foundation-complete', card: 'AH', to: 'foundation-1' }],
    [
      'another suit on a foundation',
      hearts,
      move('tableau-3', 'foundation-3'),
      { rule: 'foundation-suit', card: '7D', onto: 'KH', suit: 'H' },
    ],
    [
      'the wrong rank on a foundation',
      hearts,
      move('tableau-2', 'foundation-3'),
      { rule: 'foundation-rank', card: '2H', onto: 'KH', rank: 1, suit: 'H' },
    ],
    ['the stock dealt out', dealtOut, STOCK, { rule: 'stock-empty' }],
    ['a removal', GROUPS, { type: 'remove', piles: ['tableau-1'] }, { rule: 'no-removal' }],
  ])('%s', (_, position, m, facts) => {
    expect(explain(position, m)).toEqual(facts);
    // The sentence a player reads is the same refusal in words, and applyMove refuses with it.
    expect(refusal(position, m)).toBe(describeRefusal('hamilton', facts as never));
  });

  it("words its own codes in a script's names too", () => {
    const facts = explain(GROUPS, move('tableau-1', 'tableau-6', 5))!;
    expect(describeRefusal('hamilton', facts, CODE_NAMES)).toBe(
      "the top 5 cards of tableau-1 can't move together: JH does not follow 5D down in one suit (a group is one suit, each card one step lower than the one beneath)",
    );
  });

  it('explains nothing for a legal move', () => {
    for (const m of legalMoves(GROUPS)) expect(explain(GROUPS, m)).toBeNull();
  });
});

describe('Hamilton: pile names and notes', () => {
  it('names every pile as a player does', () => {
    expect(pileName('hamilton', 'stock')).toBe('the stock');
    expect(pileName('hamilton', 'chooser')).toBe('the chooser');
    for (let k = 1; k <= 7; k++) expect(pileName('hamilton', `tableau-${k}`)).toBe(`pile ${k}`);
    for (let k = 1; k <= 4; k++) expect(pileName('hamilton', `foundation-${k}`)).toBe(`foundation ${k}`);
  });

  it('while choosing: the stock notes the cards turned, of three; nothing else has a note', () => {
    const dealt = deal('hamilton', 42);
    expect(pileNotes(dealt)).toEqual({ stock: { turned: 0, of: 3 } });
    expect(pileNotes(play(dealt, STOCK))).toEqual({ stock: { turned: 1, of: 3 } });
    expect(pileNotes(play(dealt, STOCK, STOCK, STOCK, STOCK))).toEqual({ stock: { turned: 3, of: 3 } });
  });

  it("once chosen: deals left, each foundation's Start rank and next card, each group of more than one card", () => {
    // GROUPS: Start 7, clubs and spades full, foundations 3 and 4 empty, the heart run J-10-9-8 on pile 1.
    expect(pileNotes(GROUPS)).toEqual({
      stock: { dealsLeft: 3 },
      'foundation-1': { start: 7, next: null },
      'foundation-2': { start: 7, next: null },
      'foundation-3': { start: 7, next: { rank: 7, suit: null } },
      'foundation-4': { start: 7, next: { rank: 7, suit: null } },
      'tableau-1': { group: 4 },
    });
    // Deal 42 with 9S chosen: the stock holds 23 (four deals), spades next want the 10.
    const chosen = play(deal('hamilton', 42), STOCK, move('chooser', 'foundation-1'));
    expect(pileNotes(chosen)).toMatchObject({
      stock: { dealsLeft: 4 },
      'foundation-1': { start: 9, next: { rank: 10, suit: 'S' } },
      'foundation-2': { start: 9, next: { rank: 9, suit: null } },
    });
    // Round the corner: after the King comes the Ace; the two-card stock is one deal.
    const corner = build({
      start: '7',
      foundations: [full('C', '7'), full('S', '7'), cards('7H 8H 9H TH JH QH KH')],
      tableau: ['AH', '2H', '7D'],
    });
    expect(pileNotes(corner)['foundation-3']).toEqual({ start: 7, next: { rank: 1, suit: 'H' } });
    const reds = ALL.filter((c) => c[1] === 'D' || c[1] === 'H');
    expect(pileNotes(build({ start: '7', foundations: BASE7, tableau: [reds.slice(0, 24).join(' ')] }))['stock']).toEqual({ dealsLeft: 1 });
  });
});
