// The memo behind the immutable API (src/engine/memo.ts) and the piles it hands on: a move's next
// position shares, frozen, every pile the move left alone and holds fresh frozen copies of the rest; only
// a position the engine made is known without a check, so a copy is read and checked again, whatever it claims.
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type Position, applyMove, deal, legalMoves, readPosition } from '../../src/index.js';
import { allRules } from '../../src/games/registry.js';

/** Plays the first legal move `n` times. */
function played(p: Position, n: number): Position {
  let q = p;
  for (let i = 0; i < n && q.status === 'playing'; i++) q = applyMove(q, legalMoves(q)[0]!);
  return q;
}

describe.each(GAME_IDS)('%s: positions made by moves', (game) => {
  it('share the piles a move left alone and freeze the fresh ones', () => {
    let p = deal(game, 11);
    for (let i = 0; i < 30 && p.status === 'playing'; i++) {
      const next = applyMove(p, legalMoves(p)[0]!);
      const changed = Object.keys(next.piles).filter((id) => next.piles[id] !== p.piles[id]);
      for (const id of Object.keys(next.piles)) {
        expect(Object.isFrozen(next.piles[id])).toBe(true);
        if (!changed.includes(id)) continue;
        // A pile handed on fresh is one the move changed.
        expect(next.piles[id]).not.toEqual(p.piles[id]);
      }
      expect(changed.length).toBeLessThan(Object.keys(next.piles).length);
      expect(Object.isFrozen(next) && Object.isFrozen(next.piles) && Object.isFrozen(next.vars)).toBe(true);
      expect(readPosition(JSON.stringify(next))).toEqual(next);
      p = next;
    }
  });

  it('a copy of a made position is checked again: nothing it claims is taken from it', () => {
    const p = played(deal(game, 12), 2);
    expect(p.status).toBe('playing');
    const copy = { ...p, status: 'won', score: 999 } as Position;
    const move = legalMoves(copy)[0]!;
    expect(applyMove(copy, move)).toEqual(applyMove(p, move));
    const broken = { ...p, piles: { ...p.piles, [Object.keys(p.piles)[0]!]: ['XX'] } } as unknown as Position;
    expect(() => legalMoves(broken)).toThrow(/not a card code/);
  });
});

describe('the public API on all five games in one process', () => {
  it("asks each game's state from methods of that game's own class, never one shared by the games", () => {
    // V8 learns per function which class a call meets: one method shared by five games' states calls them
    // through a lookup (GameState.play), so each class must define listedMoves and play itself.
    const classes = allRules().map((rules) => Object.getPrototypeOf(rules.open(deal(rules.id, 1))) as object);
    for (const name of ['listedMoves', 'play']) {
      const methods = classes.map((proto) => (Object.hasOwn(proto, name) ? Reflect.get(proto, name) : undefined));
      expect(methods.every((m) => typeof m === 'function')).toBe(true);
      expect(new Set(methods).size).toBe(classes.length);
    }
  });
});
