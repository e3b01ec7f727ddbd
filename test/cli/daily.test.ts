// The daily deal: the library's `dailyDeal` against the function docs/contract.md states, worked out
// here on its own, and `patience daily` through the built bin.
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId, PatienceError, dailyDeal, winnableDeals } from '../../src/index.js';
import { patience } from './run.js';

/** The contract's function, written again from its words: FNV-1a, fmix32, a start in 1…9999, the first listed deal from there. */
function documented(game: GameId, day: string): number {
  let h = 2166136261;
  for (const ch of `${day}:${game}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  const start = 1 + (h % 9999);
  return winnableDeals(game, { count: 1, after: start - 1 })[0] ?? winnableDeals(game, { count: 1 })[0]!;
}

const DAYS = ['2026-12-01', '2027-01-01', '2024-02-29', '1999-12-31', '2100-06-15'];

describe('dailyDeal', () => {
  it.each(DAYS)('%s: the documented function of the day, a listed winnable deal', async (day) => {
    for (const game of GAME_IDS) {
      const n = dailyDeal(game, day);
      expect(n).toBe(documented(game, day));
      expect(winnableDeals(game, { count: 1, after: n - 1 })).toEqual([n]);
    }
  });

  it('a Date is read as its UTC day', async () => {
    expect(dailyDeal('hamlet', new Date('2026-12-01T23:59:59Z'))).toBe(dailyDeal('hamlet', '2026-12-01'));
    expect(dailyDeal('hamlet', new Date('2026-12-01T23:59:59-05:00'))).toBe(dailyDeal('hamlet', '2026-12-02'));
  });

  it('the deals of a month are not all one deal', async () => {
    const month = Array.from({ length: 30 }, (_, i) => dailyDeal('camelot', `2026-11-${String(i + 1).padStart(2, '0')}`));
    expect(new Set(month).size).toBeGreaterThan(20);
  });

  it.each(['2026-02-30', '2026-13-01', '26-12-01', '2026-12-1', '', 20261201, null, new Date(Number.NaN)])('refuses %j', async (day) => {
    expect(() => dailyDeal('hamlet', day as never)).toThrow(PatienceError);
  });

  it('refuses an unknown game', async () => {
    expect(() => dailyDeal('klondike' as never, '2026-12-01')).toThrow(/unknown game/);
  });
});

describe('patience daily', () => {
  it('--json with no game: every game for the date', async () => {
    const r = await patience(['daily', '--date', '2026-12-01', '--json']);
    expect(r.code).toBe(0);
    const expected = Object.fromEntries(GAME_IDS.map((g) => [g, dailyDeal(g, '2026-12-01')]));
    expect(JSON.parse(r.out)).toEqual({ date: '2026-12-01', deals: expected });
  });

  it('--json with a game: date, game and deal; text: the number', async () => {
    const r = await patience(['daily', 'union-square', '--date', '2027-01-01', '--json']);
    expect(JSON.parse(r.out)).toEqual({ date: '2027-01-01', game: 'union-square', deal: dailyDeal('union-square', '2027-01-01') });
    expect((await patience(['daily', 'union-square', '--date', '2027-01-01'])).out).toBe(`${dailyDeal('union-square', '2027-01-01')}\n`);
  });

  it("without --date: today's UTC day", async () => {
    const before = new Date().toISOString().slice(0, 10);
    const out = JSON.parse((await patience(['daily', '--json'])).out) as { date: string };
    const after = new Date().toISOString().slice(0, 10);
    expect([before, after]).toContain(out.date);
  });

  it('exits 1 for a bad date or game', async () => {
    const r = await patience(['daily', '--date', '2026-02-30']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^patience: date: /);
    expect((await patience(['daily', 'klondike'])).code).toBe(1);
  });
});
