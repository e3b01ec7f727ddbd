// The bench's plain reference (scripts/bench-reference/) plays each game exactly as the engine does: on
// seeded random playouts from deals and from the pinned perft positions (which reach the rarer rules), it
// lists the engine's legal moves, in the engine's order, and each move leads to the engine's next position.
// So `npm run bench`'s engine-against-reference ratio compares the same work.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type Position, applyMove, deal, legalMoves, readPosition } from '../src/index.js';
import { reference } from '../scripts/bench-reference/index.mjs';
import { expectEqual } from './helpers.js';

/** Plays seeded random moves from `start` through both implementations, comparing every step; the number of moves made. */
function playBoth(game: string, start: Position, seed: number, maxMoves: number): number {
  const ref = reference[game]!;
  let s = seed;
  let engine = start;
  let plain = JSON.parse(JSON.stringify(start)) as Position;
  let made = 0;
  for (; made < maxMoves && engine.status === 'playing'; made++) {
    const moves = legalMoves(engine);
    expectEqual(ref.legalMoves(plain), moves);
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const move = moves[(s >>> 8) % moves.length]!;
    engine = applyMove(engine, move);
    plain = ref.applyMove(plain, move);
    expectEqual(plain, engine);
  }
  expectEqual(ref.legalMoves(plain), legalMoves(engine));
  return made;
}

describe.each(GAME_IDS)('the bench reference of %s', (game) => {
  it('plays seeded random games from deals exactly as the engine does', () => {
    let made = 0;
    for (let d = 1; d <= 20; d++) made += playBoth(game, deal(game, d), d * 7919, 300);
    expect(made).toBeGreaterThan(20 * 20);
  });

  it('plays from the pinned perft positions exactly as the engine does', () => {
    const rows = JSON.parse(readFileSync(new URL(`./perft/${game}.json`, import.meta.url), 'utf8')) as { position: unknown }[];
    for (const [i, row] of rows.entries()) {
      for (let seed = 1; seed <= 3; seed++) playBoth(game, readPosition(row.position), seed * 104729 + i, 200);
    }
  });

  it('refuses a move that is not legal', () => {
    const start = deal(game, 1);
    expect(() => reference[game]!.applyMove(start, { type: 'remove', piles: ['nowhere'] })).toThrow(/illegal move/);
  });
});
