// Each game describes every one of its piles (describePile), and its English name (pileName) is made from
// that description: the names a player has read so far, pile by pile, in every game.
import { describe, expect, test } from 'vitest';
import { type GameId, type PileDescription, PatienceError, describePile, listGames, pileName } from '../../src/index.js';

/** Today's name of a pile and what it is, written out from each game's layout (not from the code). */
const EXPECTED: Record<GameId, (id: string) => [PileDescription, string]> = {
  hamilton: (id) => {
    if (id === 'stock') return [{ kind: 'stock' }, 'the stock'];
    if (id === 'chooser') return [{ kind: 'chooser' }, 'the chooser'];
    const n = Number(id.split('-')[1]);
    return id.startsWith('foundation-') ? [{ kind: 'foundation', n }, `foundation ${n}`] : [{ kind: 'pile', n }, `pile ${n}`];
  },
  hamlet: (id) => {
    const n = Number(id.split('-')[1]);
    return id.startsWith('foundation-') ? [{ kind: 'foundation', n }, `foundation ${n}`] : [{ kind: 'pile', n }, `pile ${n}`];
  },
  camelot: (id) => {
    if (id === 'stock' || id === 'waste' || id === 'discard') return [{ kind: id }, `the ${id}`];
    const corners: Record<string, PileDescription['corner']> = {
      'tableau-1': 'top-left',
      'tableau-4': 'top-right',
      'tableau-13': 'bottom-left',
      'tableau-16': 'bottom-right',
    };
    const corner = corners[id];
    if (corner !== undefined) return [{ kind: 'corner', corner }, `the ${corner} corner`];
    const s = Number(id.split('-')[1]) - 1;
    const [row, col] = [Math.floor(s / 4) + 1, (s % 4) + 1];
    return [{ kind: 'space', row, col }, `row ${row}, space ${col}`];
  },
  'union-square': (id) => {
    if (id === 'stock' || id === 'waste') return [{ kind: id }, `the ${id}`];
    const n = Number(id.split('-')[1]);
    if (id.startsWith('foundation-')) return [{ kind: 'foundation', n }, `foundation ${n}`];
    const [row, col] = [Math.floor((n - 1) / 4) + 1, ((n - 1) % 4) + 1];
    return [{ kind: 'pile', row, col }, `row ${row}, pile ${col}`];
  },
  'british-constitution': (id) => {
    if (id === 'stock') return [{ kind: 'stock' }, 'the stock'];
    const n = Number(id.split('-')[1]);
    if (id.startsWith('foundation-')) return [{ kind: 'foundation', n }, `foundation ${n}`];
    const [row, col] = [Math.floor((n - 1) / 8) + 1, ((n - 1) % 8) + 1];
    return [{ kind: 'pile', row, col }, `row ${row}, pile ${col}`];
  },
};

describe.each(listGames().map((g) => [g.id, g] as const))('%s', (id, game) => {
  test('every pile has a description, and its English name is made from it', () => {
    for (const { id: pile } of game.piles) {
      const [description, name] = EXPECTED[id](pile);
      expect(describePile(id, pile), pile).toEqual(description);
      expect(pileName(id, pile), pile).toBe(name);
    }
  });

  test('no two piles are described alike', () => {
    const said = game.piles.map((p) => JSON.stringify(describePile(id, p.id)));
    expect(new Set(said).size).toBe(game.piles.length);
  });

  test('a description is the caller’s to keep: changing one changes nothing', () => {
    const first = game.piles[0]!.id;
    const d = describePile(id, first);
    d.n = 99;
    d.kind = 'corner';
    expect(describePile(id, first)).toEqual(EXPECTED[id](first)[0]);
  });

  test('a pile the game does not have is a bad-pile error', () => {
    for (const bad of ['tableau-0', 'tableau-99', 'foundation-', 'nope', '__proto__']) {
      expect(() => describePile(id, bad)).toThrow(PatienceError);
      try {
        describePile(id, bad);
      } catch (e) {
        expect((e as PatienceError).code).toBe('bad-pile');
      }
    }
  });
});
