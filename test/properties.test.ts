// Property tests over every registered game (fast-check): random deals and random legal playouts.
// Cards are conserved, every listed move applies, no unlisted move applies, the input position is never
// changed, undo (replaying a shorter record) restores exactly, replay reproduces, and positions round-trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GameInfo,
  type Move,
  type Position,
  PatienceError,
  applyMove,
  deal,
  legalMoves,
  listGames,
  moveKey,
  readPosition,
  replay,
  replayPositions,
  whyIllegal,
} from '../src/index.js';
import { rulesFor } from '../src/games/registry.js';

const RUNS = 12;
const MAX_MOVES = 80;

function cardsOf(p: Position): string[] {
  return Object.values(p.piles).flat().sort();
}

/** Any move at all over the game's pile ids: most are illegal, some legal. */
function arbitraryMove(game: GameInfo): fc.Arbitrary<Move> {
  const ids = game.piles.map((p) => p.id);
  const pile = fc.constantFrom(...ids);
  return fc.oneof(
    fc.record({ type: fc.constant('move' as const), from: pile, to: pile, count: fc.integer({ min: 1, max: 4 }) }),
    fc.constant({ type: 'stock' as const }),
    fc.record({ type: fc.constant('remove' as const), piles: fc.array(pile, { minLength: 1, maxLength: 2 }) }),
  );
}

for (const game of listGames()) {
  describe(`${game.name}: properties`, () => {
    const deck = [...rulesFor(game.id).deck].sort();

    it('random playouts keep every invariant', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 4294967295 }),
          fc.array(fc.nat(), { maxLength: MAX_MOVES }),
          fc.array(arbitraryMove(game), { minLength: 4, maxLength: 4 }),
          (dealNumber, choices, probes) => {
            const positions: Position[] = [deal(game.id, dealNumber)];
            const played: Move[] = [];
            for (const choice of choices) {
              const p = positions[positions.length - 1]!;
              expect(cardsOf(p)).toEqual(deck);
              expect(readPosition(JSON.parse(JSON.stringify(p)))).toEqual(p);
              const moves = legalMoves(p);
              const keys = new Set(moves.map(moveKey));
              expect(keys.size).toBe(moves.length);
              if (p.status !== 'playing') expect(moves).toEqual([]);
              else expect(moves.length).toBeGreaterThan(0);
              const before = JSON.stringify(p);
              for (const m of moves) expect(() => applyMove(p, m)).not.toThrow();
              for (const probe of probes) {
                if (keys.has(moveKey({ ...probe }))) continue;
                if (
                  probe.type === 'move' &&
                  moves.some((m) => m.type === 'move' && m.from === probe.from && m.to === probe.to && (m.count ?? 1) === probe.count)
                )
                  continue;
                expect(whyIllegal(p, probe)).toEqual(expect.any(String));
                expect(() => applyMove(p, probe)).toThrow(PatienceError);
              }
              expect(JSON.stringify(p)).toBe(before);
              if (moves.length === 0) break;
              const move = moves[choice % moves.length]!;
              played.push(move);
              positions.push(applyMove(p, move));
            }
            const record = { game: game.id, deal: dealNumber, moves: played };
            expect(replay(record)).toEqual(positions[positions.length - 1]);
            const cut = Math.floor(played.length / 2);
            expect(replay({ ...record, moves: played.slice(0, cut) })).toEqual(positions[cut]);
            expect(replayPositions(record)).toEqual(positions);
          },
        ),
        { numRuns: RUNS },
      );
    });
  });
}
