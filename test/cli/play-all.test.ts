// Every registered game can be played to its end through a pipe, and has a rules page.
import { describe, expect, it } from 'vitest';
import { type GameId, type Move, type Position, applyMove, deal, legalMoves, listGames, lossReason } from '../../src/index.js';
import { formatMove } from '../../src/cli/notation.js';
import { TERMINAL_NAMES } from '../../src/cli/style.js';
import { patience } from './run.js';

/**
 * A line of play from a deal to the end of the game (won or lost), by depth-first search without
 * revisiting a position, trying foundation moves and removals first, then the stock, then moves onto a
 * card, and moves into an empty pile last (they rarely end a game). Null when the budget runs out.
 */
function lineToTheEnd(game: GameId, dealNumber: number, budget = 4000): { moves: Move[]; end: Position } | null {
  const seen = new Set<string>();
  const path: Move[] = [];
  let nodes = 0;
  let end: Position | null = null;
  const eager = (p: Position, m: Move): number => {
    if (m.type === 'remove' || (m.type === 'move' && m.to.startsWith('foundation-'))) return 3;
    if (m.type === 'stock') return 2;
    return p.piles[m.to]!.length > 0 ? 1 : 0;
  };
  const visit = (p: Position): boolean => {
    if (p.status !== 'playing') {
      end = p;
      return true;
    }
    if (++nodes > budget) return false;
    const key = JSON.stringify([p.piles, p.vars]);
    if (seen.has(key)) return false;
    seen.add(key);
    for (const m of [...legalMoves(p)].sort((x, y) => eager(p, y) - eager(p, x))) {
      path.push(m);
      if (visit(applyMove(p, m))) return true;
      path.pop();
    }
    return false;
  };
  return visit(deal(game, dealNumber)) ? { moves: path, end: end! } : null;
}

for (const game of listGames()) {
  describe(`patience play ${game.id}`, () => {
    it('plays a deal to its end through a pipe and says how it ended', async () => {
      let found: { moves: Move[]; end: Position; deal: number } | null = null;
      for (let d = 1; d <= 40 && found === null; d++) {
        const line = lineToTheEnd(game.id, d);
        if (line !== null) found = { ...line, deal: d };
      }
      expect(found).not.toBeNull();
      const { moves, end, deal: n } = found!;
      const r = await patience(['play', game.id, '--deal', String(n)], `${moves.map(formatMove).join('\n')}\n`);
      expect(r.code).toBe(0);
      if (end.status === 'won') expect(r.out).toContain(`You won! Score ${end.score}.`);
      else expect(r.out).toContain(`No more moves: ${lossReason(end, TERMINAL_NAMES)}.`);
      expect(r.out).toContain(`Game over: ${end.status}, score ${end.score}`);
      expect(JSON.parse(r.out.trim().split('\n').at(-1)!).moves).toEqual(moves);
    });

    it('prints its rules page', async () => {
      const r = await patience(['rules', game.id]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`^${game.name}\n=+\n`));
      expect(r.out.length).toBeGreaterThan(800);
      expect(r.out).toContain('Playing in the terminal');
      for (const line of r.out.split('\n')) expect(Array.from(line).length).toBeLessThanOrEqual(80);
    });

    it('draws its dealt board within 80 columns', async () => {
      const r = await patience(['deal', game.id, '--deal', '42']);
      expect(r.code).toBe(0);
      for (const line of r.out.split('\n')) expect(Array.from(line).length).toBeLessThanOrEqual(80);
    });
  });
}
