// The catalogue's facts area says exactly the library's English (refusals, status lines, loss reasons,
// automatic moves' reasons) over the refusals, positions and automatic moves of many playouts and a sample
// of every refusal code, and says them in other languages too.
import { afterAll, describe, expect, test } from 'vitest';
import {
  type Card,
  type GameId,
  GAME_IDS,
  type Move,
  type Position,
  type Refusal,
  applyMove,
  autoMove,
  cardLabel,
  deal,
  describeRefusal,
  explain,
  legalMoves,
  listGames,
  lossFacts,
  lossReason,
  pileName,
  statusFacts,
  statusLine,
} from '../../src/index.js';
import { type Catalogue, type Namer, autoText, lossText, refusalText, statusText, useCatalogue } from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';

/** The library's player names, as a namer (cases ignored, as English has none). */
const namer = (game: GameId): Namer => ({ card: (c) => cardLabel(c), pile: (id) => pileName(game, id) });

/** A small seeded random source, so that each run plays the same games. */
function randomSource(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Moves to ask about: every pile onto every other (one card, and two), the stock, and pairs removed. */
function askedMoves(game: GameId): Move[] {
  const piles = listGames()
    .find((g) => g.id === game)!
    .piles.map((p) => p.id);
  const moves: Move[] = [{ type: 'stock' }];
  for (const from of piles) {
    for (const to of piles) {
      moves.push({ type: 'move', from, to });
      if (game === 'hamilton') moves.push({ type: 'move', from, to, count: 2 });
    }
    if (game === 'camelot') for (const other of piles) moves.push({ type: 'remove', piles: from === other ? [from] : [from, other] });
  }
  return moves;
}

/** The positions of a few random playouts of each game, to the end or 400 moves. */
function playouts(game: GameId, games: number): Position[] {
  const random = randomSource(game.length * 7919);
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    let p = deal(game, 1 + random(1_000_000));
    for (let i = 0; i < 400; i++) {
      out.push(p);
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      // The stock now and then, so that games come to an end (won or lost) rather than shuffle cards about.
      const stock = moves.find((m) => m.type === 'stock');
      p = applyMove(p, stock !== undefined && random(4) === 0 ? stock : moves[random(moves.length)]!);
    }
  }
  return out;
}

const POSITIONS = new Map<GameId, Position[]>(GAME_IDS.map((g) => [g, playouts(g, 6)]));

describe.each(GAME_IDS)('%s in English', (game) => {
  const names = namer(game);
  const positions = POSITIONS.get(game)!;

  test('status lines and loss reasons read as the library words them', () => {
    let lost = 0;
    for (const p of positions) {
      expect(statusText(statusFacts(p), names)).toBe(statusLine(p));
      const facts = lossFacts(p);
      expect(facts === null).toBe(p.status !== 'lost');
      if (facts !== null) {
        lost++;
        expect(lossText(facts, names)).toBe(lossReason(p));
      }
    }
    expect(positions.length).toBeGreaterThan(50);
    // Random play of Union Square shuffles cards between its piles rather than losing; its one loss reason
    // is compared in test/games/union-square.test.ts's words and by 'every loss reason' below.
    if (game !== 'union-square') expect(lost).toBeGreaterThan(0);
  });

  test('refusals met in play read as the library words them', () => {
    const seen = new Set<string>();
    const asked = askedMoves(game);
    for (const p of positions.filter((_, i) => i % 60 === 0)) {
      for (const move of asked) {
        const refusal = explain(p, move);
        if (refusal === null) continue;
        seen.add(refusal.rule);
        expect(refusalText(refusal, names), JSON.stringify(refusal)).toBe(describeRefusal(game, refusal));
      }
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  test("automatic moves' reasons read as the library words them", () => {
    let found = 0;
    for (const p of positions) {
      for (const mode of ['safe', 'all'] as const) {
        const auto = autoMove(p, mode);
        if (auto === null) continue;
        found++;
        expect(autoText(auto.facts, names)).toBe(auto.reason);
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});

/** A sample of every refusal code, each with the fields its sentence names. */
const SAMPLES: [GameId, Refusal][] = [
  ['hamlet', { rule: 'game-won' }],
  ['hamlet', { rule: 'same-pile', from: 'tableau-1' }],
  ['hamlet', { rule: 'empty-source', from: 'tableau-4' }],
  ['hamlet', { rule: 'too-few-cards', from: 'tableau-4', count: 3, have: 1 }],
  ['hamlet', { rule: 'too-few-cards', from: 'tableau-4', count: 3, have: 2 }],
  ['hamlet', { rule: 'no-stock' }],
  ['hamlet', { rule: 'no-removal' }],
  ['hamlet', { rule: 'stays-put', from: 'foundation-2' }],
  ['camelot', { rule: 'closed', to: 'stock' }],
  ['hamlet', { rule: 'one-at-a-time', count: 2 }],
  ['hamlet', { rule: 'needs-rank', card: '9S', onto: '6D', rank: 5 }],
  ['hamlet', { rule: 'needs-rank', card: '9S', onto: '9D', rank: 8 }],
  ['union-square', { rule: 'needs-rank', card: '9S', onto: '6S', ranks: [5, 7] }],
  ['hamlet', { rule: 'nothing-on', card: '9S', onto: 'AD' }],
  ['union-square', { rule: 'needs-suit', card: '9S', onto: '8D', suit: 'D' }],
  ['hamilton', { rule: 'needs-colour', card: '9S', onto: 'TC', colour: 'red' }],
  ['hamilton', { rule: 'needs-colour', card: '9H', onto: 'TD', colour: 'black' }],
  ['hamilton', { rule: 'never-filled', card: '9S', to: 'tableau-3' }],
  ['hamlet', { rule: 'foundation-start', card: '9S', to: 'foundation-1', rank: 1 }],
  ['union-square', { rule: 'foundation-start', card: '9S', to: 'foundation-1', rank: 13 }],
  ['hamlet', { rule: 'foundation-complete', card: '9S', to: 'foundation-1' }],
  ['hamlet', { rule: 'foundation-suit', card: '9S', onto: '8H', suit: 'H' }],
  ['hamlet', { rule: 'foundation-rank', card: '9S', onto: '7S', rank: 8, suit: 'S' }],
  ['hamilton', { rule: 'foundation-rank', card: '9S', onto: '7D', rank: 8 }],
  ['union-square', { rule: 'stock-empty' }],
  ['hamilton', { rule: 'no-start-card' }],
  ['hamilton', { rule: 'choose-start', from: 'tableau-1' }],
  ['hamilton', { rule: 'chooser-to-foundation', to: 'tableau-1' }],
  ['hamilton', { rule: 'stock-deals', from: 'stock' }],
  ['hamilton', { rule: 'between-foundations', from: 'foundation-1', to: 'foundation-2' }],
  ['hamilton', { rule: 'one-back', from: 'foundation-1', count: 2 }],
  ['hamilton', { rule: 'not-a-group', from: 'tableau-2', count: 3, card: '8H', onto: '9S' }],
  ['british-constitution', { rule: 'stock-by-itself' }],
  ['british-constitution', { rule: 'from-stock', from: 'stock', to: 'tableau-3' }],
  ['british-constitution', { rule: 'fill-first', to: 'tableau-12', row: 3 }],
  ['british-constitution', { rule: 'fill-from-below', card: '5H', to: 'tableau-12', row: 3 }],
  ['british-constitution', { rule: 'home-from-row-1', card: '5H', from: 'tableau-20', row: 3 }],
  ['british-constitution', { rule: 'onto-row-1', card: '5H', from: 'tableau-20', row: 3 }],
  ['british-constitution', { rule: 'one-card-rows', to: 'tableau-20', row: 3 }],
  ['british-constitution', { rule: 'stays-empty', to: 'tableau-20', row: 4 }],
  ['british-constitution', { rule: 'stays-empty', to: 'tableau-28' }],
  ['camelot', { rule: 'waste-waiting', other: 'QH' }],
  ['camelot', { rule: 'grid-full' }],
  ['camelot', { rule: 'turn-first', from: 'stock' }],
  ['camelot', { rule: 'picture-stays', card: 'KD', from: 'tableau-1' }],
  ['camelot', { rule: 'leaves-by-removal', card: '4D', from: 'tableau-6' }],
  ['camelot', { rule: 'grid-only', card: '4D', to: 'discard' }],
  ['camelot', { rule: 'space-taken', card: '4D', to: 'tableau-6', other: '7C' }],
  ['camelot', { rule: 'picture-place', card: 'KD', to: 'tableau-6' }],
  ['camelot', { rule: 'picture-place', card: 'QD', to: 'tableau-6' }],
  ['camelot', { rule: 'picture-place', card: 'JD', to: 'tableau-6' }],
  ['camelot', { rule: 'picture-place', card: '4D', to: 'tableau-6' }],
  ['camelot', { rule: 'remove-off-grid', from: 'waste' }],
  ['camelot', { rule: 'pile-order', from: 'tableau-6', to: 'tableau-2' }],
  ['camelot', { rule: 'not-removing' }],
  ['camelot', { rule: 'not-a-ten', card: '4D', from: 'tableau-6', rank: 6 }],
  ['camelot', { rule: 'not-a-ten', card: 'KD', from: 'tableau-1' }],
  ['camelot', { rule: 'not-ten', card: '4D', other: '5C', rank: 6 }],
  ['camelot', { rule: 'not-ten', card: '5D', other: '5C' }],
  ['union-square', { rule: 'turn-stock', from: 'stock' }],
  ['union-square', { rule: 'suit-started', card: 'AH', to: 'foundation-3', suit: 'H' }],
  ['union-square', { rule: 'run-ends', card: 'QH', onto: 'KH' }],
  ['union-square', { rule: 'run-ends', card: '2H', onto: 'AH' }],
  ['union-square', { rule: 'second-king', card: 'QH', onto: 'KH' }],
];

describe('every refusal code', () => {
  test('reads as the library words it, in its names and in code names', () => {
    const codes = (c: Card): string => c;
    for (const [game, refusal] of SAMPLES) {
      expect(refusalText(refusal, namer(game)), refusal.rule).toBe(describeRefusal(game, refusal));
      const plain: Namer = { card: codes, pile: (id) => id };
      expect(refusalText(refusal, plain), refusal.rule).toBe(describeRefusal(game, refusal, { card: codes, pile: (id) => id }));
    }
  });

  test('has a sample of each of the 51 codes (19 shared, Hamilton 7, British Constitution 8, Camelot 13, Union Square 4)', () => {
    expect(new Set(SAMPLES.map(([, r]) => r.rule)).size).toBe(51);
  });
});

test('every loss reason reads as the library words it', () => {
  const names: Namer = { card: (c) => cardLabel(c), pile: (id) => id };
  const said = new Set<string>();
  for (const positions of POSITIONS.values()) {
    for (const p of positions) {
      const facts = lossFacts(p);
      if (facts !== null) said.add(lossText(facts, names));
    }
  }
  expect(lossText({ reason: 'no-fit' }, names)).toBe(
    'the stock is used up, no pile is empty, and no available card fits on a foundation or a pile',
  );
  expect(said.size).toBeGreaterThan(3);
});

describe('in other languages', () => {
  afterAll(() => useCatalogue('en', compiledCatalogue('en') as Catalogue));
  const refusal: Refusal = { rule: 'needs-rank', card: '9S', onto: '6D', rank: 5 };
  const names: Namer = {
    card: (c, grammaticalCase) => (grammaticalCase === undefined || grammaticalCase === 'other' ? c : `${c}:${grammaticalCase}`),
    pile: (id) => id,
  };
  const camelot = POSITIONS.get('camelot')!;
  const lost = camelot.find((p) => p.status === 'lost') ?? camelot[camelot.length - 1]!;

  test('French', () => {
    useCatalogue('fr', compiledCatalogue('fr') as Catalogue);
    expect(refusalText(refusal, names)).toMatch(/^9S:def .* 6D:on\u202f:/);
    expect(refusalText(refusal, names)).toContain('un 5');
    expect(statusText({ game: 'union-square', stock: 40, home: 12 }, names)).toBe(
      '40 cartes dans la pioche\u202f; 12 sur 104 sur les fondations',
    );
    expect(lossText({ reason: 'grid-full' }, names)).toContain('grille');
    expect(lossText(lossFacts(lost) ?? { reason: 'nothing-to-do' }, names)).not.toBe(lossReason(lost));
  });

  test('Russian', () => {
    useCatalogue('ru', compiledCatalogue('ru') as Catalogue);
    // The card moved is the verb's object, the one it would go on follows "на" (both accusative).
    expect(refusalText(refusal, names)).toMatch(/^9S:obj .* 6D:on:/);
    expect(statusText({ game: 'union-square', stock: 21, home: 3 }, names)).toContain('21 карта');
    expect(statusText({ game: 'union-square', stock: 22, home: 3 }, names)).toContain('22 карты');
    expect(lossText({ reason: 'grid-full' }, names)).toContain('10');
  });
});
