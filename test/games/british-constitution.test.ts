// British Constitution (docs/rules.md, issue 6): one or more tests per rule, hand-built positions
// read through the public API, refusals with their sentences, deals, status, score and loss.
import { describe, expect, it } from 'vitest';
import {
  type Move,
  type Position,
  PatienceError,
  applyMove,
  cardLabel,
  deal,
  explain,
  legalMoves,
  lossReason,
  moveKey,
  pileName,
  pileNotes,
  readPosition,
  statusLine,
  whyIllegal,
} from '../../src/index.js';
import { britishConstitution as handBuilt } from './build.js';
import { britishConstitution } from '../../src/games/british-constitution/index.js';
import { shuffledDeck } from '../../src/engine/index.js';
import { drawBritishConstitution } from '../../src/cli/boards/british-constitution.js';
import { RANKS } from '../helpers.js';

const GAME = 'british-constitution';
const ACES = ['AC', 'AC', 'AD', 'AD', 'AH', 'AH', 'AS', 'AS'] as const;
const t = (n: number): string => `tableau-${n}`;
const f = (n: number): string => `foundation-${n}`;
const mv = (from: string, to: string, count = 1): Move => ({ type: 'move', from, to, count });

interface Layout {
  /** Top card of each of the eight foundations; each is built from its Ace up to that card. */
  foundations?: readonly string[];
  /** Tableau piles by number, bottom to top. */
  tableau?: Record<number, string[]>;
  /** Which unnamed tableau places get the next left-over cards (canonical deck order). */
  fill?: 'rows-3-4' | 'all' | 'none';
  /** The stock, bottom to top; by default every card left over. */
  stock?: string[];
}

/**
 * A position built by hand and read through `readPosition`: foundations up to the given tops, the
 * named piles, then left-over cards (88-card deck order) into unnamed places and finally the stock.
 */
function build(layout: Layout): Position {
  const left: string[] = [...britishConstitution.deck];
  const take = (card: string): string => {
    const i = left.indexOf(card);
    if (i < 0) throw new Error(`test layout uses ${card} too often`);
    left.splice(i, 1);
    return card;
  };
  const piles: Record<string, string[]> = { stock: [] };
  (layout.foundations ?? ACES).forEach((top, i) => {
    const pile: string[] = [];
    for (const r of RANKS.slice(0, RANKS.indexOf(top[0]!) + 1)) pile.push(take(`${r}${top[1]}`));
    piles[f(i + 1)] = pile;
  });
  for (let n = 1; n <= 32; n++) piles[t(n)] = (layout.tableau?.[n] ?? []).map(take);
  if (layout.stock !== undefined) piles['stock'] = layout.stock.map(take);
  const fill = layout.fill ?? 'rows-3-4';
  for (let n = fill === 'all' ? 1 : 17; fill !== 'none' && n <= 32; n++) {
    if (layout.tableau?.[n] === undefined && left.length > 0) piles[t(n)] = [left.shift()!];
  }
  if (layout.stock === undefined) piles['stock'] = left.splice(0);
  if (left.length > 0) throw new Error(`test layout leaves out ${left.join(' ')}`);
  return handBuilt(piles);
}

/** The key set of every legal move found by asking `whyIllegal` about every pile pair and move type. */
function bruteForceMoves(p: Position): string[] {
  const ids = Object.keys(p.piles);
  const found: string[] = [];
  const probes: Move[] = [{ type: 'stock' }, { type: 'remove', piles: [t(1)] }];
  for (const from of ids) {
    for (const to of ids) {
      if (from === to) continue;
      for (const count of [1, 2]) if (p.piles[from]!.length >= count) probes.push(mv(from, to, count));
    }
  }
  for (const m of probes) if (whyIllegal(p, m) === null) found.push(moveKey(m));
  return found.sort();
}

const keys = (moves: Move[]): string[] => moves.map(moveKey).sort();

function refusal(input: unknown): PatienceError {
  try {
    readPosition(input);
  } catch (e) {
    if (e instanceof PatienceError) return e;
    throw e;
  }
  throw new Error('the position was accepted');
}

/** A sound position's JSON, to be spoiled one way at a time. */
function json(p: Position): { game: string; piles: Record<string, string[]>; vars: object } {
  return JSON.parse(JSON.stringify({ game: p.game, piles: p.piles, vars: p.vars }));
}

// Row 1 and row 2 of a mid-game position whose legal moves are worked out by hand below.
const MIDGAME: Layout = {
  tableau: {
    1: ['9H'],
    2: ['8C'],
    3: ['2D'],
    4: ['TS', '9D'],
    5: ['5C'],
    6: ['5S'],
    7: ['JH'],
    8: ['7D'],
    9: ['8S'],
    10: ['4H'],
    11: ['6C'],
    12: ['TD'],
    13: ['3C'],
    14: ['9C'],
    15: ['6D'],
    16: ['3S'],
  },
};

describe('British Constitution: cards and deal', () => {
  it('plays with two decks without Kings and Queens: 88 cards', () => {
    const deck = britishConstitution.deck;
    expect(deck).toHaveLength(88);
    expect(deck.filter((c) => c[0] === 'K' || c[0] === 'Q')).toEqual([]);
    // 11 ranks x 4 suits x 2 decks; each card exactly twice.
    for (const c of new Set(deck)) expect(deck.filter((d) => d === c)).toHaveLength(2);
  });

  // Deal numbers from the brief: the smallest, two ordinary ones and the largest.
  for (const n of [1, 2, 42, 4294967295]) {
    it(`deal ${n}: Aces on the foundations, 32 cards in four rows, 48 in the stock`, () => {
      const p = deal(GAME, n);
      expect(Object.keys(p.piles)).toHaveLength(1 + 8 + 32);
      // Foundations 1-2 clubs, 3-4 diamonds, 5-6 hearts, 7-8 spades (rules page, "Layout").
      for (let i = 1; i <= 8; i++) expect(p.piles[f(i)]).toEqual([ACES[i - 1]]);
      for (let i = 1; i <= 32; i++) expect(p.piles[t(i)]).toHaveLength(1);
      expect(p.piles['stock']).toHaveLength(48);
      const outside = [...p.piles['stock']!, ...Array.from({ length: 32 }, (_, i) => p.piles[t(i + 1)]![0]!)];
      expect(outside.filter((c) => c[0] === 'A')).toEqual([]);
      expect(Object.values(p.piles).flat().sort()).toEqual([...britishConstitution.deck].sort());
      expect(p.status).toBe('playing');
      expect(p.score).toBe(0);
      expect(p.vars).toEqual({});
    });
  }

  it('deals row 1 first, left to right, from the top of the shuffled deck; the rest is the stock in order', () => {
    const shuffled = shuffledDeck(britishConstitution, 42).filter((c) => c[0] !== 'A');
    const p = deal(GAME, 42);
    const dealt = Array.from({ length: 32 }, (_, i) => p.piles[t(i + 1)]![0]!);
    // The deck's last card is its top: tableau-1 gets it, tableau-2 the one before, and so on.
    expect(dealt).toEqual(shuffled.slice(-32).reverse());
    expect(p.piles['stock']).toEqual(shuffled.slice(0, 48));
  });

  it('gives different deals for different numbers and the same deal for the same number', () => {
    expect(deal(GAME, 1)).toEqual(deal(GAME, 1));
    expect(deal(GAME, 1).piles).not.toEqual(deal(GAME, 2).piles);
  });
});

describe('British Constitution: foundations', () => {
  it('take row-1 top cards up in suit; a card fitting both foundations of its suit gives two moves', () => {
    const p = build(MIDGAME);
    // 2D on t3 fits foundation-3 and foundation-4 (both show AD).
    expect(whyIllegal(p, mv(t(3), f(3)))).toBeNull();
    expect(whyIllegal(p, mv(t(3), f(4)))).toBeNull();
    const next = applyMove(p, mv(t(3), f(4)));
    expect(next.piles[f(4)]).toEqual(['AD', '2D']);
    expect(next.score).toBe(1);
  });

  it('refuse the wrong suit, the wrong rank and any card not in row 1', () => {
    const p = build(MIDGAME);
    expect(whyIllegal(p, mv(t(3), f(1)))).toBe("2♦ can't go on A♣: that foundation takes only clubs");
    expect(whyIllegal(p, mv(t(5), f(1)))).toBe("5♣ can't go on A♣: it needs the 2♣");
    expect(whyIllegal(p, mv(t(13), f(1)))).toBe('3♣ is in row 2: only row-1 cards go to the foundations');
    const row3 = p.piles[t(17)]![0]!;
    expect(whyIllegal(p, mv(t(17), f(1)))).toBe(`${cardLabel(row3)} is in row 3: only row-1 cards go to the foundations`);
  });

  it('run up to the Jack and keep their cards', () => {
    // Clubs on foundation-1 stop at TC; JC lies on row 1.
    const p = build({ foundations: ['TC', 'AC', 'AD', 'AD', 'AH', 'AH', 'AS', 'AS'], tableau: { ...MIDGAME.tableau, 7: ['JC'] } });
    const next = applyMove(p, mv(t(7), f(1)));
    expect(next.piles[f(1)]).toHaveLength(11);
    expect(whyIllegal(next, mv(f(1), t(12)))).toBe('cards on foundation 1 stay there');
  });

  it('never take a card straight from the stock', () => {
    const p = build(MIDGAME);
    expect(whyIllegal(p, mv('stock', f(1)))).toBe(
      "stock cards can't go straight to foundation 1: they come into play only by filling a space in row 4",
    );
    expect(whyIllegal(p, mv('stock', t(1)))).toBe(
      "stock cards can't go straight to row 1, pile 1: they come into play only by filling a space in row 4",
    );
    expect(whyIllegal(p, { type: 'stock' })).toBe('the stock is never turned: its cards come into play only to fill a space in row 4');
  });
});

describe('British Constitution: building on row 1', () => {
  it('lists exactly the moves worked out by hand for a mid-game position', () => {
    const p = build(MIDGAME);
    // By hand from docs/rules.md: 2D to either diamond foundation; row-1 8C onto 9H or 9D, 7D onto 8C;
    // row-2 8S onto 9H or 9D, 4H onto 5C or 5S, 6C onto 7D. Nothing else fits.
    const expected = [
      mv(t(3), f(3)),
      mv(t(3), f(4)),
      mv(t(2), t(1)),
      mv(t(2), t(4)),
      mv(t(8), t(2)),
      mv(t(9), t(1)),
      mv(t(9), t(4)),
      mv(t(10), t(5)),
      mv(t(10), t(6)),
      mv(t(11), t(8)),
    ];
    expect(keys(legalMoves(p))).toEqual(keys(expected));
    expect(bruteForceMoves(p)).toEqual(keys(expected));
  });

  it('builds down by one rank in alternating colour, from row 1 or row 2, one card at a time', () => {
    const p = build(MIDGAME);
    expect(applyMove(p, mv(t(2), t(1))).piles[t(1)]).toEqual(['9H', '8C']);
    expect(applyMove(p, mv(t(11), t(8))).piles[t(8)]).toEqual(['7D', '6C']);
    expect(whyIllegal(p, mv(t(16), t(1)))).toBe("3♠ can't go on 9♥: it needs an 8");
    expect(whyIllegal(p, mv(t(15), t(8)))).toBe("6♦ can't go on 7♦: it needs a black card");
    expect(whyIllegal(p, mv(t(4), t(12), 2))).toBe('only one card moves at a time');
  });

  it('moving the top of a longer row-1 pile opens no space', () => {
    // 9D leaves t4 for TC on t2; TS stays on t4, so no fill is demanded afterwards.
    const after = applyMove(build({ ...MIDGAME, tableau: { ...MIDGAME.tableau, 2: ['TC'] } }), mv(t(4), t(2)));
    expect(after.piles[t(4)]).toEqual(['TS']);
    expect(after.piles[t(2)]).toEqual(['TC', '9D']);
    expect(statusLine(after)).not.toMatch(/fill/);
  });

  it('rows 2 to 4 never take a card, and rows 3 and 4 never play onto row 1 (unlike PySolFC)', () => {
    const p = build(MIDGAME);
    const never = 'nothing goes on row 2, pile 1: rows 2 to 4 hold one card a place and are never built on';
    expect(whyIllegal(p, mv(t(1), t(9)))).toBe(never);
    expect(whyIllegal(p, mv(t(17), t(9)))).toBe(never);
    const row3 = p.piles[t(17)]![0]!;
    expect(whyIllegal(p, mv(t(17), t(1)))).toBe(`${cardLabel(row3)} is in row 3: only cards of rows 1 and 2 are played onto row 1`);
  });

  it('lets row-1 piles build on each other (PySolFC takes row-1 cards from row 2 only)', () => {
    expect(whyIllegal(build(MIDGAME), mv(t(8), t(2)))).toBeNull();
  });
});

describe('British Constitution: spaces', () => {
  // Foundations up to the 7s (spades only to 6S), one card left in the stock: the chain reaches it.
  // 55 cards on the foundations less the 8 Aces make a score of 47 before the first move.
  const CHAIN: Layout = {
    foundations: ['7C', '7C', '7D', '7D', '7H', '7H', '7S', '6S'],
    tableau: { 1: ['8H'] },
    stock: ['7S'],
    fill: 'all',
  };

  it('a space in row 1 must be filled from row 2: those fills are the only moves, the player chooses', () => {
    const p = applyMove(build(CHAIN), mv(t(1), f(5)));
    expect(p.piles[t(1)]).toEqual([]);
    const fills = Array.from({ length: 8 }, (_, i) => mv(t(9 + i), t(1)));
    expect(keys(legalMoves(p))).toEqual(keys(fills));
    expect(bruteForceMoves(p)).toEqual(keys(fills));
    expect(statusLine(p)).toBe('Fill the space in row 1, pile 1 with a card from row 2 · 1 card in the stock · 48 of 80 home');
  });

  it('refuses every other move while a space waits, saying which space', () => {
    const p = applyMove(build(CHAIN), mv(t(1), f(5)));
    const demand = 'row 1, pile 1 must be filled first, with a card from row 2';
    expect(whyIllegal(p, mv(t(2), f(1)))).toBe(demand);
    expect(whyIllegal(p, mv(t(9), t(2)))).toBe(demand);
    expect(whyIllegal(p, mv(t(2), t(1)))).toBe(
      `${cardLabel(p.piles[t(2)]![0]!)} can't fill row 1, pile 1: that space takes a card from row 2`,
    );
    expect(whyIllegal(p, mv(t(17), t(1)))).toBe(
      `${cardLabel(p.piles[t(17)]![0]!)} can't fill row 1, pile 1: that space takes a card from row 2`,
    );
  });

  it('pushes the space down row by row; row 4 is refilled from the stock inside the same move', () => {
    let p = build(CHAIN);
    p = applyMove(p, mv(t(1), f(5)));
    const from2 = p.piles[t(12)]![0]!;
    p = applyMove(p, mv(t(12), t(1)));
    expect(p.piles[t(1)]).toEqual([from2]);
    expect(keys(legalMoves(p))).toEqual(keys(Array.from({ length: 8 }, (_, i) => mv(t(17 + i), t(12)))));
    expect(statusLine(p)).toMatch(/^Fill the space in row 2, pile 4 with a card from row 3 · /);
    p = applyMove(p, mv(t(20), t(12)));
    expect(keys(legalMoves(p))).toEqual(keys(Array.from({ length: 8 }, (_, i) => mv(t(25 + i), t(20)))));
    expect(statusLine(p)).toMatch(/^Fill the space in row 3, pile 4 with a card from row 4 · /);
    const from4 = p.piles[t(31)]![0]!;
    p = applyMove(p, mv(t(31), t(20)));
    expect(p.piles[t(20)]).toEqual([from4]);
    expect(p.piles[t(31)]).toEqual(['7S']);
    expect(p.piles['stock']).toEqual([]);
    expect(statusLine(p)).toBe('The stock is out · 48 of 80 home');
    expect(p.score).toBe(48);
    expect(p.status).toBe('playing');
  });

  it('plays on after the stock runs out: a row-4 space stays empty and play is free again', () => {
    let p = build(CHAIN);
    for (const m of [mv(t(1), f(5)), mv(t(12), t(1)), mv(t(20), t(12)), mv(t(31), t(20))]) p = applyMove(p, m);
    // t2 holds 8C (first card left over in deck order): it goes to foundation-1, showing 7C.
    expect(p.piles[t(2)]).toEqual(['8C']);
    p = applyMove(p, mv(t(2), f(1)));
    p = applyMove(p, mv(t(9), t(2)));
    p = applyMove(p, mv(t(17), t(9)));
    p = applyMove(p, mv(t(25), t(17)));
    expect(p.piles[t(25)]).toEqual([]);
    expect(p.piles['stock']).toEqual([]);
    expect(statusLine(p)).toBe('The stock is out · 49 of 80 home');
    expect(p.score).toBe(49);
    const moves = legalMoves(p);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.type === 'move' && m.to !== t(25))).toBe(true);
    expect(whyIllegal(p, mv(t(26), t(25)))).toBe('row 4, pile 1 stays empty: the stock is out');
    expect(explain(p, mv(t(26), t(25)))).toEqual({ rule: 'stays-empty', to: t(25) });
    expect(keys(moves)).toEqual(bruteForceMoves(p));
    expect(readPosition(JSON.parse(JSON.stringify(p)))).toEqual(p);
  });

  it('a card leaving row 2 opens a space in row 2, filled from row 3', () => {
    const p = applyMove(build(MIDGAME), mv(t(10), t(5)));
    expect(p.piles[t(5)]).toEqual(['5C', '4H']);
    expect(keys(legalMoves(p))).toEqual(keys(Array.from({ length: 8 }, (_, i) => mv(t(17 + i), t(10)))));
  });

  it('a space above an entirely empty row stays empty, and nothing may be built into it', () => {
    // Stock out, rows 3 and 4 empty, row 1 full and one card (9S) in row 2.
    const p = build({
      foundations: ['9C', 'JC', '9D', 'JD', '9H', 'JH', '8S', 'JS'],
      tableau: { 1: ['TD'], 2: ['JD'], 3: ['TH'], 4: ['JH'], 5: ['TC'], 6: ['JC'], 7: ['TS'], 8: ['JS'], 9: ['9S'] },
      fill: 'none',
    });
    expect(p.piles['stock']).toEqual([]);
    // By hand: the three 10s whose foundation shows a 9, each red 10 onto either black Jack and each
    // black 10 onto either red Jack, and 9S (row 2) onto either red 10.
    const expected = [
      mv(t(1), f(3)),
      mv(t(3), f(5)),
      mv(t(5), f(1)),
      mv(t(1), t(6)),
      mv(t(1), t(8)),
      mv(t(3), t(6)),
      mv(t(3), t(8)),
      mv(t(5), t(2)),
      mv(t(5), t(4)),
      mv(t(7), t(2)),
      mv(t(7), t(4)),
      mv(t(9), t(1)),
      mv(t(9), t(3)),
    ];
    expect(keys(legalMoves(p))).toEqual(keys(expected));
    // 9S leaves row 2, which is then empty: its space stays open (row 3 has nothing to give).
    const q = applyMove(p, mv(t(9), t(1)));
    expect(statusLine(q)).toBe('The stock is out · 71 of 80 home');
    // 79 cards on the foundations less the 8 Aces.
    expect(q.score).toBe(71);
    // TH leaves row 1 empty at t3: row 2 is empty, so the space stays open and takes nothing.
    const r = applyMove(q, mv(t(3), f(5)));
    expect(r.piles[t(3)]).toEqual([]);
    expect(r.status).toBe('playing');
    expect(statusLine(r)).toBe('The stock is out · 72 of 80 home');
    expect(r.score).toBe(72);
    expect(whyIllegal(r, mv(t(4), t(3)))).toBe('row 1, pile 3 stays empty: it is filled only from row 2, which has no cards left');
    expect(whyIllegal(r, mv(t(4), t(9)))).toBe('row 2, pile 1 stays empty: it is filled only from row 3, which has no cards left');
    expect(legalMoves(r).some((m) => m.type === 'move' && (m.to === t(3) || m.to === t(9)))).toBe(false);
    expect(keys(legalMoves(r))).toEqual(bruteForceMoves(r));
  });
});

describe('British Constitution: won, lost, score', () => {
  it('is won with all 88 cards on the foundations; score counts moved cards only (max 80)', () => {
    const p = build({ foundations: ['JC', 'JC', 'JD', 'JD', 'JH', 'JH', 'JS', 'TS'], tableau: { 1: ['JS'] }, fill: 'none' });
    expect(p.score).toBe(79);
    expect(keys(legalMoves(p))).toEqual(keys([mv(t(1), f(8))]));
    const won = applyMove(p, mv(t(1), f(8)));
    expect(won.status).toBe('won');
    expect(won.score).toBe(80);
    expect(legalMoves(won)).toEqual([]);
    expect(lossReason(won)).toBeNull();
  });

  it('is lost when nothing moves with cards in the stock: no space can open in row 4', () => {
    // Row-1 9s and 7s cannot go on each other or to an Ace; row-2 5s and 4s fit on no row-1 card.
    const p = build({
      tableau: {
        1: ['9H'],
        2: ['9D'],
        3: ['9C'],
        4: ['9S'],
        5: ['7H'],
        6: ['7D'],
        7: ['7C'],
        8: ['7S'],
        9: ['5H'],
        10: ['5D'],
        11: ['5C'],
        12: ['5S'],
        13: ['4H'],
        14: ['4D'],
        15: ['4C'],
        16: ['4S'],
      },
    });
    expect(p.piles['stock']).toHaveLength(48);
    expect(p.status).toBe('lost');
    expect(legalMoves(p)).toEqual([]);
    expect(lossReason(p)).toBe(
      'no card in row 1 or row 2 can move, so no space can open in row 4 and the 48 cards left in the stock can never come into play',
    );
  });

  it('is lost with the stock out when no card of row 1 or 2 can move', () => {
    // Only red cards are left: nothing builds on row 1, and the diamonds and hearts foundations wait
    // for the 6s that lie in row 2.
    const p = build({
      foundations: ['JC', 'JC', '5D', 'JD', '5H', 'JH', 'JS', 'JS'],
      tableau: {
        1: ['7D'],
        2: ['8D'],
        3: ['9D'],
        4: ['TD'],
        5: ['JD'],
        6: ['7H'],
        7: ['8H'],
        8: ['9H'],
        9: ['6D'],
        10: ['6H'],
        11: ['TH'],
        12: ['JH'],
      },
      fill: 'none',
    });
    expect(p.status).toBe('lost');
    // 76 cards on the foundations, less the 8 dealt Aces.
    expect(p.score).toBe(68);
    expect(lossReason(p)).toBe('the stock is out and no card in row 1 or row 2 can go to a foundation or onto row 1');
  });
});

describe('British Constitution: reading positions', () => {
  const sound = (): ReturnType<typeof json> => json(build(MIDGAME));

  function refused(spoil: (j: ReturnType<typeof json>) => void, where: string, detail: string, code = 'misplaced-card'): void {
    const input = sound();
    spoil(input);
    const before = JSON.stringify(input);
    const e = refusal(input);
    expect({ code: e.code, where: e.where, detail: e.detail }).toEqual({ code, where, detail });
    expect(JSON.stringify(input)).toBe(before);
  }

  it('accepts a sound hand-built position', () => {
    expect(readPosition(sound()).status).toBe('playing');
  });

  it('refuses a King or a Queen', () => {
    refused(
      (j) => {
        j.piles['stock']![0] = 'KH';
      },
      'stock',
      'KH is not one of the cards British Constitution is played with',
    );
  });

  it('refuses an Ace outside the foundations', () => {
    refused(
      (j) => {
        j.piles['stock']!.push(j.piles[t(9)]![0]!);
        j.piles[t(9)] = [j.piles[f(1)]!.pop()!];
      },
      t(9),
      'AC is an Ace: all eight Aces go to the foundations at the deal',
    );
  });

  it('refuses an empty foundation and a foundation that is not a sequence', () => {
    refused(
      (j) => {
        j.piles[f(2)]!.push(j.piles[f(1)]!.pop()!);
      },
      f(1),
      'every foundation holds an Ace from the deal; this one is empty',
    );
    refused(
      (j) => {
        const i = j.piles['stock']!.indexOf('3C');
        j.piles[f(1)]!.push(j.piles['stock']!.splice(i, 1)[0]!);
      },
      f(1),
      'a foundation must run from an Ace up in one suit, with no gap, to at most a Jack',
    );
  });

  it('refuses a row-1 pile not built down in alternating colours', () => {
    refused(
      (j) => {
        const i = j.piles['stock']!.indexOf('7S');
        j.piles[t(1)]!.push(j.piles['stock']!.splice(i, 1)[0]!);
      },
      t(1),
      'a row-1 pile must be built down by one rank in alternating colours',
    );
  });

  it('refuses two cards on one place of rows 2 to 4', () => {
    refused(
      (j) => {
        j.piles[t(9)]!.push(j.piles['stock']!.pop()!);
      },
      t(9),
      'rows 2 to 4 hold one card per place, not 2',
    );
  });

  it('refuses a row-4 space while the stock has cards', () => {
    refused(
      (j) => {
        j.piles['stock']!.push(j.piles[t(27)]!.pop()!);
      },
      t(27),
      'a space in row 4 is filled from the stock at once, and the stock still has cards',
    );
  });

  it('refuses two spaces waiting to be filled at once', () => {
    refused(
      (j) => {
        j.piles['stock']!.push(j.piles[t(3)]!.pop()!, j.piles[t(12)]!.pop()!);
      },
      t(12),
      'row 1, pile 3 and row 2, pile 4 all wait to be filled; play leaves at most one space at a time',
    );
  });
});

describe('British Constitution: moves in general', () => {
  it('lists every legal move once and nothing else, on the deals and along a played line', () => {
    for (const n of [1, 2, 42, 4294967295]) {
      let p = deal(GAME, n);
      for (let step = 0; step < 12 && p.status === 'playing'; step++) {
        const moves = legalMoves(p);
        expect(keys(moves)).toEqual(bruteForceMoves(p));
        expect(new Set(keys(moves)).size).toBe(moves.length);
        p = applyMove(p, moves[step % moves.length]!);
      }
    }
  });

  it('has no remove moves', () => {
    expect(whyIllegal(build(MIDGAME), { type: 'remove', piles: [t(3)] })).toBe('only Camelot removes cards');
  });
});

describe('British Constitution: refusals as facts', () => {
  // One position per refusal kind of the game's state (shared codes included), each with the facts a
  // front end words in its own notation.
  it('names the rule, the cards and piles, and what would fit', () => {
    const p = build(MIDGAME);
    const row3 = p.piles[t(17)]![0]!;
    const facts: [Move, object][] = [
      [{ type: 'stock' }, { rule: 'stock-by-itself' }],
      [{ type: 'remove', piles: [t(3)] }, { rule: 'no-removal' }],
      [mv('stock', f(1)), { rule: 'from-stock', from: 'stock', to: f(1) }],
      [mv(f(1), t(3)), { rule: 'stays-put', from: f(1) }],
      [mv(t(3), 'stock'), { rule: 'closed', to: 'stock' }],
      [mv(t(4), t(2), 2), { rule: 'one-at-a-time', count: 2 }],
      [mv(t(13), f(1)), { rule: 'home-from-row-1', card: '3C', from: t(13), row: 2 }],
      [mv(t(17), t(1)), { rule: 'onto-row-1', card: row3, from: t(17), row: 3 }],
      [mv(t(1), t(9)), { rule: 'one-card-rows', to: t(9), row: 2 }],
      [mv(t(16), t(1)), { rule: 'needs-rank', card: '3S', onto: '9H', rank: 8 }],
      [mv(t(15), t(8)), { rule: 'needs-colour', card: '6D', onto: '7D', colour: 'black' }],
      [mv(t(3), f(1)), { rule: 'foundation-suit', card: '2D', onto: 'AC', suit: 'C' }],
      [mv(t(5), f(1)), { rule: 'foundation-rank', card: '5C', onto: 'AC', rank: 2, suit: 'C' }],
    ];
    for (const [move, fact] of facts) expect(explain(p, move), JSON.stringify(move)).toEqual(fact);
    for (const move of legalMoves(p)) expect(explain(p, move)).toBeNull();
  });

  it('while a space waits: fill it first, and only from the row below', () => {
    const p = applyMove(build(MIDGAME), mv(t(10), t(5)));
    expect(explain(p, mv(t(3), f(3)))).toEqual({ rule: 'fill-first', to: t(10), row: 3 });
    expect(explain(p, mv(t(25), t(10)))).toEqual({ rule: 'fill-from-below', card: p.piles[t(25)]![0], to: t(10), row: 3 });
    expect(explain(p, mv(t(9), t(10)))).toEqual({ rule: 'fill-from-below', card: '8S', to: t(10), row: 3 });
    expect(explain(p, mv(t(17), t(10)))).toBeNull();
  });

  it('nothing goes on a 2, a complete foundation takes nothing, a space above an empty row stays empty', () => {
    // Clubs complete on foundation 1, hearts at 2 on foundation 6; the other clubs and hearts lie in
    // three row-1 piles; rows 2-4 and the stock are empty.
    const p = build({
      foundations: ['JC', 'AC', 'JD', 'JD', 'JH', '2H', 'JS', 'JS'],
      tableau: {
        1: ['3H', '2C'],
        2: ['JC', 'TH', '9C', '8H', '7C', '6H', '5C', '4H', '3C'],
        3: ['JH', 'TC', '9H', '8C', '7H', '6C', '5H', '4C'],
      },
      fill: 'none',
    });
    expect(p.status).toBe('playing');
    expect(explain(p, mv(t(3), t(1)))).toEqual({ rule: 'nothing-on', card: '4C', onto: '2C' });
    expect(whyIllegal(p, mv(t(3), t(1)))).toBe("4♣ can't go on 2♣: nothing goes on a 2");
    expect(explain(p, mv(t(2), f(1)))).toEqual({ rule: 'foundation-complete', card: '3C', to: f(1) });
    expect(whyIllegal(p, mv(t(2), f(1)))).toBe('foundation 1 is complete');
    expect(explain(p, mv(t(2), t(4)))).toEqual({ rule: 'stays-empty', to: t(4), row: 2 });
    expect(explain(p, mv(t(2), t(17)))).toEqual({ rule: 'stays-empty', to: t(17), row: 4 });
    expect(explain(p, mv(t(2), t(25)))).toEqual({ rule: 'stays-empty', to: t(25) });
    expect(keys(legalMoves(p))).toEqual(keys([mv(t(1), f(2))]));
  });
});

describe('British Constitution: names, status line and notes', () => {
  it('names piles as a player sees four rows of eight', () => {
    expect(pileName(GAME, t(1))).toBe('row 1, pile 1');
    expect(pileName(GAME, t(22))).toBe('row 3, pile 6');
    expect(pileName(GAME, t(32))).toBe('row 4, pile 8');
    expect(pileName(GAME, f(1))).toBe('foundation 1');
    expect(pileName(GAME, f(8))).toBe('foundation 8');
    expect(pileName(GAME, 'stock')).toBe('the stock');
    const names = Object.keys(deal(GAME, 1).piles).map((id) => pileName(GAME, id));
    expect(new Set(names).size).toBe(41);
    for (const name of names) expect(name).not.toMatch(/tableau|foundation-/);
  });

  it('the status line is plain words: no engine ids, cards never as "T", plurals right', () => {
    const lines = [statusLine(deal(GAME, 1)), statusLine(applyMove(build(MIDGAME), mv(t(10), t(5))))];
    expect(lines[0]).toBe('48 cards in the stock · 0 of 80 home');
    expect(lines[1]).toMatch(/^Fill the space in row 2, pile 2 with a card from row 3 · \d+ cards in the stock · 0 of 80 home$/);
    const chain = build({
      foundations: ['7C', '7C', '7D', '7D', '7H', '7H', '7S', '6S'],
      tableau: { 1: ['8H'] },
      stock: ['7S'],
      fill: 'all',
    });
    expect(statusLine(chain)).toBe('1 card in the stock · 47 of 80 home');
    for (const line of [...lines, statusLine(chain)]) expect(line).not.toMatch(/tableau|foundation-|\bT[CDHS]\b|\d+ card[s]? left/);
  });

  it("notes every pile's row and the foundations' next card at the deal", () => {
    const notes = pileNotes(deal(GAME, 1));
    for (let n = 1; n <= 32; n++) expect(notes[t(n)]).toEqual({ row: Math.ceil(n / 8) });
    ['C', 'C', 'D', 'D', 'H', 'H', 'S', 'S'].forEach((suit, i) => expect(notes[f(i + 1)]).toEqual({ next: { rank: 2, suit } }));
    expect(notes['stock']).toBeUndefined();
  });

  it('notes the space to fill and the row it is filled from, mid-game, and no next card on a full foundation', () => {
    const p = build({ foundations: ['AC', 'AC', 'AD', 'AD', 'AH', 'AH', 'JS', '2S'], tableau: MIDGAME.tableau });
    let notes = pileNotes(p);
    expect(notes[f(7)]).toEqual({ next: null });
    expect(notes[f(8)]).toEqual({ next: { rank: 3, suit: 'S' } });
    expect(Object.values(notes).filter((n) => n.fillFrom !== undefined)).toEqual([]);
    const q = applyMove(p, mv(t(10), t(5)));
    notes = pileNotes(q);
    expect(notes[t(10)]).toEqual({ row: 2, fillFrom: 3 });
    expect(Object.keys(notes).filter((id) => notes[id]!.fillFrom !== undefined)).toEqual([t(10)]);
    const r = applyMove(q, mv(t(20), t(10)));
    expect(pileNotes(r)[t(20)]).toEqual({ row: 3, fillFrom: 4 });
    expect(pileNotes(r)[t(10)]).toEqual({ row: 2 });
  });
});

describe('British Constitution: terminal board', () => {
  // eslint-disable-next-line no-control-regex
  const visible = (s: string): string => s.replace(/\x1b\[[0-9;]*m/g, '');

  it('fits 80 columns and marks the space to fill', () => {
    const p = applyMove(build(MIDGAME), mv(t(10), t(5)));
    for (const colour of [false, true]) {
      const lines = drawBritishConstitution(p, { colour }).map(visible);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
      expect(lines.some((l) => l.includes('t10 ??'))).toBe(true);
      expect(lines[lines.length - 1]).toBe('fill the space at t10 with any card from row 3 (e.g. t17 t10)');
    }
  });

  it('shows the four rows with their short names', () => {
    const lines = drawBritishConstitution(build(MIDGAME), { colour: false });
    for (const row of [1, 2, 3, 4]) expect(lines.some((l) => l.startsWith(`row ${row}`))).toBe(true);
    expect(lines.find((l) => l.startsWith('row 2'))).toBe('row 2  t9 8S    t10 4H   t11 6C   t12 TD   t13 3C   t14 9C   t15 6D   t16 3S');
    expect(lines[0]).toMatch(/^s: \d+ cards in the stock/);
  });
});
