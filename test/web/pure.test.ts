// Unit tests of the web app's pure parts: the layout fits every game in the window, and link text
// round-trips the engine's moves while malformed addresses are refused with a reason.
import { describe, expect, test } from 'vitest';
import { type Move, applyMove, deal, legalMoves, listGames, pileNotes } from '../../src/index.js';
import { placeMark } from '../../src/web/table/board.js';
import { formatMoves, parseMoves, parseRoute } from '../../src/web/app/link.js';
import { layout } from '../../src/web/table/layout.js';

const SIZES = [
  [1280, 700],
  [390, 720],
  [1920, 1000],
  [700, 400],
] as const;

describe('layout', () => {
  test.each(listGames().map((g) => g.id))('%s: every card lies inside the window, at every size', (game) => {
    let p = deal(game, 3);
    // Play a few first legal moves so stocks, wastes and foundations hold cards too.
    for (let i = 0; i < 12 && p.status === 'playing'; i++) p = applyMove(p, legalMoves(p)[0]!);
    // A pile 30 cards long must squeeze its fan rather than run off the table.
    const tall = { ...p, piles: { ...p.piles } };
    const fanned = Object.keys(tall.piles).find((id) => id.startsWith('tableau'))!;
    tall.piles[fanned] = Array.from({ length: 30 }, () => 'AS' as const);
    for (const scene of [p, tall]) {
      for (const [w, h] of SIZES) {
        const l = layout(scene, w, h);
        expect(l.piles.length).toBe(Object.keys(scene.piles).length);
        for (const c of l.cards) {
          expect(c.x).toBeGreaterThanOrEqual(-0.5);
          expect(c.y).toBeGreaterThanOrEqual(-0.5);
          expect(c.x + l.cardW).toBeLessThanOrEqual(w + 0.5);
          expect(c.y + l.cardH).toBeLessThanOrEqual(h + 0.5);
        }
      }
    }
  });
});

describe('pile marks', () => {
  test.each(SIZES)('Camelot names its waste and discard, and its picture places come from the engine, at %i×%i', (w, h) => {
    const p = deal('camelot', 1);
    const l = layout(p, w, h);
    const marks = Object.fromEntries(l.piles.map((q) => [q.id, q.mark]));
    expect([marks['waste'], marks['discard'], marks['stock']]).toEqual(['Waste', 'Discard', undefined]);
    const notes = pileNotes(p);
    const places = l.piles.map((q) => placeMark(notes, q.id));
    expect(['tableau-1', 'tableau-4', 'tableau-13', 'tableau-16'].map((id) => placeMark(notes, id))).toEqual(['K', 'K', 'K', 'K']);
    expect(places.filter((m) => m === 'Q' || m === 'J')).toHaveLength(8);
  });
});

describe('links', () => {
  test.each(listGames().map((g) => g.id))('%s: the legal moves of a few positions survive link text', (game) => {
    let p = deal(game, 11);
    const seen: Move[] = [];
    for (let i = 0; i < 8 && p.status === 'playing'; i++) {
      const legal = legalMoves(p);
      seen.push(...legal);
      p = applyMove(p, legal[legal.length - 1]!);
    }
    expect(parseMoves(formatMoves(seen))).toEqual(seen.map((m) => (m.type === 'move' ? { ...m, count: m.count ?? 1 } : m)));
  });

  test('routes', () => {
    expect(parseRoute('')).toEqual({ page: 'home' });
    expect(parseRoute('#/hamlet/123')).toEqual({ page: 'game', game: 'hamlet', deal: 123, moves: null });
    expect(parseRoute('#/camelot/rules')).toEqual({ page: 'rules', game: 'camelot' });
    expect(parseRoute('#/hamlet/4/t1f2_D_r6-11')).toEqual({
      page: 'game',
      game: 'hamlet',
      deal: 4,
      moves: [
        { type: 'move', from: 'tableau-1', to: 'foundation-2', count: 1 },
        { type: 'stock' },
        { type: 'remove', piles: ['tableau-6', 'tableau-11'] },
      ],
    });
    // Malformed: each refused with a reason naming what is wrong.
    expect(parseRoute('#/chess/1')).toMatchObject({ page: 'bad', reason: expect.stringContaining('"chess"') });
    expect(parseRoute('#/hamlet/0')).toMatchObject({ page: 'bad', reason: expect.stringContaining('deal number') });
    expect(parseRoute('#/hamlet/4294967296')).toMatchObject({ page: 'bad' });
    expect(parseRoute('#/hamlet/4/t1q2')).toMatchObject({ page: 'bad', reason: expect.stringContaining('move 1') });
    expect(parseRoute('#/hamlet/4/t1f2/extra')).toMatchObject({ page: 'bad' });
  });

  test('a malformed % escape anywhere in the address is refused, never thrown (issue 26, F14)', () => {
    for (const hash of ['#/%E0%A4%A', '#/hamlet/%E0%A4%A', '#/%', '#/hamlet/4/%E0%A4%A', '#/hamlet/4/t1f2%']) {
      expect(parseRoute(hash), hash).toMatchObject({ page: 'bad', reason: expect.any(String) });
    }
    expect(parseRoute('#/%')).toMatchObject({ reason: 'there is no game called "%"' });
  });
});
