// Hamlet, rule by rule (docs/rules.md, Hamlet).
import { describe, expect, it } from 'vitest';
import {
  CODE_NAMES,
  type Position,
  applyMove,
  deal,
  describeRefusal,
  explain,
  legalMoves,
  lossReason,
  pileName,
  pileNotes,
  readPosition,
  statusLine,
  whyIllegal,
} from '../../src/index.js';
import { shuffledDeck } from '../../src/engine/deal.js';
import { rulesFor } from '../../src/games/registry.js';
import { build, run } from '../helpers.js';

const mv = (from: string, to: string, count = 1) => ({ type: 'move' as const, from, to, count });

/**
 * Seven foundations complete and the eighth up to the Queen of spades: only KS is left to play. The
 * won position puts that King on it. Used to test the end of the game and the score.
 */
function nearlyWon(): Position {
  return build(
    'hamlet',
    {
      'foundation-1': run('C', 13),
      'foundation-2': run('C', 13),
      'foundation-3': run('D', 13),
      'foundation-4': run('D', 13),
      'foundation-5': run('H', 13),
      'foundation-6': run('H', 13),
      'foundation-7': run('S', 13),
      'foundation-8': run('S', 12),
    },
    'tableau-4',
  );
}

describe('Hamlet deal', () => {
  it('deals 13 piles of 8 face-up cards and leaves the 8 foundations empty', () => {
    for (const n of [1, 2, 42, 4294967295]) {
      const p = deal('hamlet', n);
      for (let i = 1; i <= 13; i++) expect(p.piles[`tableau-${i}`]).toHaveLength(8);
      for (let i = 1; i <= 8; i++) expect(p.piles[`foundation-${i}`]).toEqual([]);
      expect(p.status).toBe('playing');
      expect(p.score).toBe(0);
    }
  });

  it('slips every King under its pile: in every pile all Kings lie beneath all other cards', () => {
    for (let n = 1; n <= 200; n++) {
      const p = deal('hamlet', n);
      for (let i = 1; i <= 13; i++) {
        const pile = p.piles[`tableau-${i}`]!;
        const firstOther = pile.findIndex((c) => c[0] !== 'K');
        if (firstOther >= 0) expect(pile.slice(firstOther).some((c) => c[0] === 'K')).toBe(false);
      }
    }
  });

  it('deals round-robin from the top of the shuffled deck, a King going beneath the cards already there', () => {
    // Rebuilt by hand from the shuffled deck: card k (from the top) goes to pile k mod 13.
    const deck = shuffledDeck(rulesFor('hamlet'), 42);
    const expected: string[][] = Array.from({ length: 13 }, () => []);
    for (let k = 0; k < 104; k++) {
      const card = deck[deck.length - 1 - k]!;
      if (card[0] === 'K') expected[k % 13]!.unshift(card);
      else expected[k % 13]!.push(card);
    }
    const p = deal('hamlet', 42);
    for (let i = 0; i < 13; i++) expect(p.piles[`tableau-${i + 1}`]).toEqual(expected[i]);
  });

  it('gives the same cards for the same deal number and different cards for another', () => {
    expect(deal('hamlet', 99)).toEqual(deal('hamlet', 99));
    expect(deal('hamlet', 99).piles).not.toEqual(deal('hamlet', 100).piles);
  });
});

describe('Hamlet play', () => {
  const p = build(
    'hamlet',
    {
      'tableau-1': ['KS', '7S'],
      'tableau-2': ['8D'],
      'tableau-3': ['9C', '6H'],
      'tableau-4': ['AH'],
      'tableau-5': ['3C'],
      'tableau-6': [],
    },
    'tableau-13',
  );

  it('builds down by one rank regardless of suit or colour', () => {
    expect(whyIllegal(p, mv('tableau-1', 'tableau-2'))).toBeNull(); // 7S on 8D: other colour
    const q = build('hamlet', { 'tableau-1': ['7H'], 'tableau-2': ['8D'] }, 'tableau-13');
    expect(whyIllegal(q, mv('tableau-1', 'tableau-2'))).toBeNull(); // 7H on 8D: same colour
  });

  it('refuses a card that is not exactly one rank lower, saying why', () => {
    expect(whyIllegal(p, mv('tableau-3', 'tableau-2'))).toBe("6♥ can't go on 8♦: it needs a 7");
    expect(() => applyMove(p, mv('tableau-3', 'tableau-2'))).toThrow("6♥ can't go on 8♦: it needs a 7");
  });

  it('does not wrap: nothing goes on an Ace', () => {
    const q = build('hamlet', { 'tableau-1': ['KS'], 'tableau-2': ['AD'] }, 'tableau-13');
    expect(whyIllegal(q, mv('tableau-1', 'tableau-2'))).toBe("K♠ can't go on A♦: nothing goes on an Ace");
  });

  it('moves only the top card, one at a time', () => {
    expect(whyIllegal(p, mv('tableau-1', 'tableau-5', 2))).toBe('only one card moves at a time');
  });

  it('never fills an empty pile', () => {
    expect(whyIllegal(p, mv('tableau-1', 'tableau-6'))).toBe("7♠ can't go to pile 6: an empty pile is never filled");
  });

  it('starts an empty foundation with any Ace, each empty foundation being its own move', () => {
    const aceMoves = legalMoves(p).filter((m) => m.type === 'move' && m.from === 'tableau-4');
    expect(aceMoves.map((m) => (m.type === 'move' ? m.to : ''))).toEqual(Array.from({ length: 8 }, (_, i) => `foundation-${i + 1}`));
    expect(whyIllegal(p, mv('tableau-5', 'foundation-1'))).toBe("3♣ can't start a foundation: an empty foundation takes only Aces");
  });

  it('builds foundations up in suit and refuses another suit or rank', () => {
    const q = build('hamlet', { 'foundation-1': ['AC'], 'tableau-1': ['2C'], 'tableau-2': ['2D'], 'tableau-3': ['3C'] }, 'tableau-13');
    expect(whyIllegal(q, mv('tableau-1', 'foundation-1'))).toBeNull();
    expect(whyIllegal(q, mv('tableau-2', 'foundation-1'))).toBe("2♦ can't go on A♣: that foundation takes only clubs");
    expect(whyIllegal(q, mv('tableau-3', 'foundation-1'))).toBe("3♣ can't go on A♣: it needs the 2♣");
    const r = applyMove(q, mv('tableau-1', 'foundation-1'));
    expect(r.piles['foundation-1']).toEqual(['AC', '2C']);
    expect(r.score).toBe(2);
  });

  it('keeps foundation cards where they are', () => {
    const q = build('hamlet', { 'foundation-1': ['AC'], 'tableau-1': ['2H'] }, 'tableau-13');
    expect(whyIllegal(q, mv('foundation-1', 'tableau-1'))).toBe('cards on foundation 1 stay there');
  });

  it('has no stock and no removal', () => {
    expect(whyIllegal(p, { type: 'stock' })).toBe('this game has no stock');
    expect(whyIllegal(p, { type: 'remove', piles: ['tableau-1'] })).toBe('only Camelot removes cards');
  });

  it('lists exactly the legal moves of a small position', () => {
    // Piles 1–5 as above and pile 13 holding the rest with a King on top (the deck's last card, KS):
    // 7S→t2 (on 8D), 6H→t1 (on 7S), AH→each of 8 foundations; 3C has nothing to go on (no 4 on top,
    // foundations empty); 8D, AH and KS have no card one rank higher on top anywhere.
    const q = build(
      'hamlet',
      { 'tableau-1': ['KS', '7S'], 'tableau-2': ['8D'], 'tableau-3': ['9C', '6H'], 'tableau-4': ['AH'], 'tableau-5': ['3C'] },
      'tableau-13',
    );
    const keys = legalMoves(q).map((m) => (m.type === 'move' ? `${m.from}>${m.to}` : m.type));
    expect(q.piles['tableau-13']!.at(-1)).toBe('KS');
    expect(keys.sort()).toEqual(
      ['tableau-1>tableau-2', 'tableau-3>tableau-1', ...Array.from({ length: 8 }, (_, i) => `tableau-4>foundation-${i + 1}`)].sort(),
    );
  });
});

describe('Hamlet end of game and score', () => {
  it('scores one point per foundation card and is won at 104 with no moves left', () => {
    const p = nearlyWon();
    expect(p.score).toBe(103);
    expect(p.status).toBe('playing');
    const won = applyMove(p, mv('tableau-4', 'foundation-8'));
    expect(won.status).toBe('won');
    expect(won.score).toBe(104);
    expect(legalMoves(won)).toEqual([]);
    expect(whyIllegal(won, mv('foundation-8', 'tableau-4'))).toBe('the game is already won');
  });

  it('is lost when no legal move is left, and says why', () => {
    // All 104 cards on one pile with a King on top and nothing on the foundations: KS can go nowhere.
    const p = build('hamlet', {}, 'tableau-1');
    expect(p.piles['tableau-1']!.at(-1)).toBe('KS');
    expect(p.status).toBe('lost');
    expect(legalMoves(p)).toEqual([]);
    expect(lossReason(p)).toBe('no top card can go to a foundation or onto another pile');
    expect(statusLine(p)).toBe('0 of 104 cards on the foundations; 1 pile left');
  });

  it('refuses a foundation that is not a run from the Ace in one suit', () => {
    const p = nearlyWon();
    const bad = JSON.parse(JSON.stringify(p)) as Position;
    bad.piles['foundation-8'] = ['AS', '3S'];
    bad.piles['tableau-4']!.push(...p.piles['foundation-8']!.filter((c) => c !== 'AS' && c !== '3S'));
    const before = JSON.stringify(bad);
    expect(() => readPosition(bad)).toThrow('foundation-8: a foundation must run from an Ace up in one suit');
    expect(JSON.stringify(bad)).toBe(before);
  });
});

describe('Hamlet refusals as facts', () => {
  const p = build(
    'hamlet',
    {
      'tableau-1': ['KS', '7S'],
      'tableau-2': ['8D'],
      'tableau-3': ['9C', '6H'],
      'tableau-4': ['AH'],
      'tableau-5': ['3C'],
      'tableau-6': [],
      'tableau-7': ['AD'],
    },
    'tableau-13',
  );
  const q = build('hamlet', { 'foundation-1': ['AC'], 'tableau-1': ['2C'], 'tableau-2': ['2D'], 'tableau-3': ['3C'] }, 'tableau-13');

  it.each([
    ['no stock', p, { type: 'stock' }, { rule: 'no-stock' }],
    ['no removal', p, { type: 'remove', piles: ['tableau-1', 'tableau-2'] }, { rule: 'no-removal' }],
    ['foundation cards stay', q, mv('foundation-1', 'tableau-1'), { rule: 'stays-put', from: 'foundation-1' }],
    ['one card at a time', p, mv('tableau-1', 'tableau-5', 2), { rule: 'one-at-a-time', count: 2 }],
    ['down by one rank', p, mv('tableau-3', 'tableau-2'), { rule: 'needs-rank', card: '6H', onto: '8D', rank: 7 }],
    ['nothing on an Ace', p, mv('tableau-5', 'tableau-7'), { rule: 'nothing-on', card: '3C', onto: 'AD' }],
    ['an empty pile stays empty', p, mv('tableau-1', 'tableau-6'), { rule: 'never-filled', card: '7S', to: 'tableau-6' }],
    [
      'a foundation starts with an Ace',
      p,
      mv('tableau-5', 'foundation-3'),
      { rule: 'foundation-start', card: '3C', to: 'foundation-3', rank: 1 },
    ],
    ['a foundation keeps its suit', q, mv('tableau-2', 'foundation-1'), { rule: 'foundation-suit', card: '2D', onto: 'AC', suit: 'C' }],
    [
      'a foundation goes up by one',
      q,
      mv('tableau-3', 'foundation-1'),
      { rule: 'foundation-rank', card: '3C', onto: 'AC', rank: 2, suit: 'C' },
    ],
    [
      'a complete foundation takes nothing',
      nearlyWon(),
      mv('tableau-4', 'foundation-1'),
      { rule: 'foundation-complete', card: 'KS', to: 'foundation-1' },
    ],
    ["the engine's own: an empty source", p, mv('tableau-6', 'tableau-1'), { rule: 'empty-source', from: 'tableau-6' }],
  ] as const)('%s', (_, position, move, facts) => {
    expect(explain(position, move)).toEqual(facts);
  });

  it('says nothing against a legal move', () => {
    expect(explain(p, mv('tableau-1', 'tableau-2'))).toBeNull();
    expect(explain(p, mv('tableau-4', 'foundation-8'))).toBeNull();
  });

  it('words the facts in terminal notation when asked', () => {
    const facts = explain(p, mv('tableau-3', 'tableau-2'))!;
    expect(describeRefusal('hamlet', facts, CODE_NAMES)).toBe("6H can't go on 8D: it needs a 7");
    expect(whyIllegal(p, mv('tableau-1', 'tableau-6'), CODE_NAMES)).toBe("7S can't go to tableau-6: an empty pile is never filled");
  });
});

describe('Hamlet in words and notes', () => {
  it('names piles as a player does', () => {
    expect(pileName('hamlet', 'tableau-1')).toBe('pile 1');
    expect(pileName('hamlet', 'tableau-13')).toBe('pile 13');
    expect(pileName('hamlet', 'foundation-8')).toBe('foundation 8');
  });

  it('says how far the game has come, in plain words', () => {
    const dealt = deal('hamlet', 7);
    expect(statusLine(dealt)).toBe('0 of 104 cards on the foundations; 13 piles left');
    const p = build('hamlet', { 'foundation-1': ['AC', '2C'], 'tableau-1': ['TD'], 'tableau-2': [] }, 'tableau-13');
    const line = statusLine(p);
    expect(line).toBe('2 of 104 cards on the foundations; 2 piles left');
    expect(line).not.toMatch(/tableau-|foundation-|\bT[CDHS]\b/);
    expect(statusLine(nearlyWon())).toBe('103 of 104 cards on the foundations; 1 pile left');
  });

  it("notes each foundation's next card: any Ace while empty, the next of its suit, nothing once complete", () => {
    const dealt = pileNotes(deal('hamlet', 7));
    expect(dealt).toEqual(
      Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`foundation-${i + 1}`, { next: { rank: 1, suit: null } }])),
    );
    const q = build('hamlet', { 'foundation-2': ['AC', '2C'], 'foundation-5': ['AH'] }, 'tableau-13');
    const notes = pileNotes(q);
    expect(notes['foundation-2']).toEqual({ next: { rank: 3, suit: 'C' } });
    expect(notes['foundation-5']).toEqual({ next: { rank: 2, suit: 'H' } });
    expect(notes['foundation-1']).toEqual({ next: { rank: 1, suit: null } });
    expect(Object.keys(notes).filter((id) => id.startsWith('tableau-'))).toEqual([]);
    const end = pileNotes(nearlyWon());
    expect(end['foundation-1']).toEqual({ next: null });
    expect(end['foundation-8']).toEqual({ next: { rank: 13, suit: 'S' } });
    // Mid-game, after a card goes home.
    const after = pileNotes(applyMove(build('hamlet', { 'tableau-1': ['AS'] }, 'tableau-13'), mv('tableau-1', 'foundation-3')));
    expect(after['foundation-3']).toEqual({ next: { rank: 2, suit: 'S' } });
  });
});
