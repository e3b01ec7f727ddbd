// Bad input never crashes (issue 17): mutated positions, moves, records and refusals fed to every public
// function of the library may only ever produce a PatienceError, never a TypeError or a wrong answer
// from JavaScript's object model (`__proto__`, `constructor`, `toString` as pile ids), and the input is
// never changed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { GAME_IDS, PatienceError, type Position, applyMove, deal, legalMoves } from '../../src/index.js';

/** Values JavaScript's object model treats specially, and plain junk. */
const NASTY: unknown[] = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '',
  'tableau-0',
  'tableau-99',
  'foundation-1',
  'tableau-1',
  'stock',
  'AS',
  'TD',
  '10D',
  'as',
  0,
  -1,
  1.5,
  2 ** 40,
  Number.NaN,
  null,
  true,
  [],
  ['AS'],
  [[]],
  {},
  { type: 'stock' },
];

const nasty = fc.constantFrom(...NASTY);

/** An object with an own property named `key` (even `__proto__`), as JSON.parse would make it. */
function withOwn(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const out = JSON.parse(JSON.stringify(target)) as Record<string, unknown>;
  Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

type Mutation = (p: Record<string, unknown>) => unknown;

/** One random change to a plain JSON value somewhere inside a position. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.constantFrom('game', 'deal', 'piles', 'vars', 'status', 'score', '__proto__', 'constructor', 'extra'), nasty).map(
    ([key, value]): Mutation =>
      (p) =>
        withOwn(p, key, value),
  ),
  fc.tuple(fc.nat(), nasty).map(([i, value]): Mutation => (p) => {
    const piles = p['piles'] as Record<string, unknown>;
    const ids = Object.keys(piles);
    return { ...p, piles: withOwn(piles, ids[i % ids.length]!, value) };
  }),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'tableau-99'), nasty)
    .map(([key, value]): Mutation => (p) => ({
      ...p,
      piles: withOwn(p['piles'] as Record<string, unknown>, key, value),
    })),
  fc.tuple(fc.nat(), fc.nat(), nasty).map(([i, j, value]): Mutation => (p) => {
    const piles = JSON.parse(JSON.stringify(p['piles'])) as Record<string, unknown[]>;
    const ids = Object.keys(piles).filter((id) => piles[id]!.length > 0);
    if (ids.length === 0) return p;
    const pile = piles[ids[i % ids.length]!]!;
    pile[j % pile.length] = value;
    return { ...p, piles };
  }),
  fc.tuple(fc.nat(), fc.nat()).map(([i, j]): Mutation => (p) => {
    // A card moved from one pile to another: a sound card count, often an impossible place.
    const piles = JSON.parse(JSON.stringify(p['piles'])) as Record<string, unknown[]>;
    const ids = Object.keys(piles);
    const from = piles[ids[i % ids.length]!]!;
    if (from.length === 0) return p;
    piles[ids[j % ids.length]!]!.push(from.pop());
    return { ...p, piles };
  }),
  fc.tuple(fc.constantFrom('startRank', 'turned', 'phase', '__proto__', 'constructor'), nasty).map(([key, value]): Mutation => (p) => ({
    ...p,
    vars: withOwn((p['vars'] ?? {}) as Record<string, unknown>, key, value),
  })),
  fc.constant<Mutation>(() => null),
  fc.constant<Mutation>(() => 'not a position'),
);

/** A move with any field replaced by something nasty (or a plain legal-looking one). */
const nastyMove = fc.oneof(
  fc.record(
    { type: fc.constantFrom('move', 'stock', 'remove', '__proto__', 'toString'), from: nasty, to: nasty, count: nasty, piles: nasty },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: fc.constant('move'), from: nasty, to: nasty }),
  fc.record({ type: fc.constant('remove'), piles: fc.array(nasty, { maxLength: 3 }) }),
  fc.constantFrom('{"type":"stock"}', '{"type":', '"stock"', 'null'),
  nasty,
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'toString'), fc.constantFrom('from', 'to'))
    .map(([pile, side]) => JSON.parse(`{"type":"move","from":"tableau-1","to":"tableau-2","${side}":"${pile}"}`) as unknown),
);

/** Calls `f`; it may return or throw a PatienceError, nothing else. The inputs must be unchanged. */
function onlyPatienceErrors(inputs: unknown[], f: () => unknown): void {
  const before = inputs.map((x) => JSON.stringify(x));
  try {
    f();
  } catch (e) {
    if (!(e instanceof PatienceError)) throw new Error(`not a PatienceError: ${String(e)}\n${(e as Error).stack ?? ''}`);
  }
  expect(inputs.map((x) => JSON.stringify(x))).toEqual(before);
}

/** Every public function that takes a position, with the other arguments given. */
function callsWithPosition(p: unknown, move: unknown, pile: unknown): (() => unknown)[] {
  const pos = p as Position;
  return [
    () => api.readPosition(p),
    () => api.legalMoves(pos),
    () => api.applyMove(pos, move),
    () => api.explain(pos, move),
    () => api.whyIllegal(pos, move),
    () => api.statusLine(pos),
    () => api.lossReason(pos),
    () => api.pileNotes(pos),
    () => api.foundationSweep(pos, pile as string),
    () => api.hint(pos, move as never),
    () => api.solve(pos, { nodeLimit: 50, timeLimitMs: 200 }),
    () => api.openGame(p).moves(),
    () => api.openGame(p).make(move),
    () => api.writePosition(api.readPosition(p)),
  ];
}

describe.each(GAME_IDS)('hostile input to every public function (%s)', (game) => {
  const start = (d: number, steps: number): Position => {
    let p = deal(game, d);
    for (let i = 0; i < steps && p.status === 'playing'; i++) {
      const moves = legalMoves(p);
      p = applyMove(p, moves[(d * 7 + i * 13) % moves.length]!);
    }
    return p;
  };

  it('mutated positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat({ max: 40 }), mutation, nastyMove, nasty, (d, steps, mutate, move, pile) => {
        const bad = mutate(JSON.parse(JSON.stringify(start(d, steps))) as Record<string, unknown>);
        for (const call of callsWithPosition(bad, move, pile)) onlyPatienceErrors([bad, move], call);
      }),
      { numRuns: 60, seed: 4242 },
    );
  });

  it('hostile moves, pile ids and refusals on a sound position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat({ max: 40 }), nastyMove, nasty, (d, steps, move, pile) => {
        const p = start(d, steps);
        for (const call of callsWithPosition(p, move, pile)) onlyPatienceErrors([p, move], call);
        onlyPatienceErrors([move], () => api.readMove(move));
        onlyPatienceErrors([move], () => api.moveKey(move as never));
        onlyPatienceErrors([move], () => api.sameMove(move as never, { type: 'stock' }));
        onlyPatienceErrors([pile], () => api.pileName(game, pile as string));
        onlyPatienceErrors([move], () => api.describeRefusal(game, move as never));
        onlyPatienceErrors([pile], () =>
          api.describeRefusal(game, { rule: 'needs-rank', card: pile, onto: pile, to: pile, rank: pile } as never),
        );
      }),
      { numRuns: 60, seed: 777 },
    );
  });

  it('mutated records', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.nat({ max: 30 }),
        fc.constantFrom('game', 'deal', 'version', 'moves', '__proto__', 'constructor'),
        nasty,
        nastyMove,
        fc.nat(),
        (d, steps, key, value, move, at) => {
          const moves: unknown[] = [];
          let p = deal(game, d);
          for (let i = 0; i < steps && p.status === 'playing'; i++) {
            const legal = legalMoves(p);
            const m = legal[(d + i * 5) % legal.length]!;
            moves.push(m);
            p = applyMove(p, m);
          }
          const record = { game, deal: d, moves };
          const records = [
            withOwn(record, key, value),
            { ...record, moves: [...moves.slice(0, at % (moves.length + 1)), move, ...moves.slice(at % (moves.length + 1))] },
          ];
          for (const r of records) {
            onlyPatienceErrors([r], () => api.readRecord(r));
            onlyPatienceErrors([r], () => api.replay(r));
            onlyPatienceErrors([r], () => api.replayPositions(r));
            onlyPatienceErrors([r], () => api.historyOf(r));
          }
        },
      ),
      { numRuns: 40, seed: 99 },
    );
  });
});

describe('pile ids from the object model are unknown piles, by name', () => {
  it.each(GAME_IDS.flatMap((game) => ['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map((id) => [game, id] as const)))(
    '%s: %s',
    (game, id) => {
      const p = deal(game, 3);
      for (const move of [
        JSON.parse(`{"type":"move","from":"${id}","to":"tableau-1"}`),
        JSON.parse(`{"type":"move","from":"tableau-1","to":"${id}"}`),
      ]) {
        expect(() => applyMove(p, move)).toThrow(PatienceError);
        try {
          applyMove(p, move);
        } catch (e) {
          expect((e as PatienceError).code).toBe('bad-pile');
          expect((e as PatienceError).message).toContain(`no pile named "${id}"`);
        }
      }
    },
  );
});
