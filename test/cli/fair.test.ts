// The command's fair help: `patience hint`, `patience solve --fair`, `patience winnable`, through the
// built bin as a user runs them.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { type Position, applyMove, deal, legalMoves, winnableDeals } from '../../src/index.js';
import { patience } from './run.js';

/** A British Constitution position the fair solve proves lost (deal 1, 60 steps of a fixed walk). */
function lostPosition(): Position {
  let p = deal('british-constitution', 1);
  for (let k = 0; k < 60; k++) {
    const moves = legalMoves(p);
    if (moves.length === 0) break;
    p = applyMove(p, moves[(k * 5 + 1) % moves.length]!);
  }
  return p;
}

describe('patience hint', () => {
  it('prints the fair hint as JSON with exactly move, share, samples and method', async () => {
    const r = await patience(['hint', 'union-square', '--deal', '5', '--json', '--samples', '6', '--time-limit', '30']);
    expect(r.code).toBe(0);
    const h = JSON.parse(r.out) as { move: unknown; share: number; samples: number; method: string };
    expect(Object.keys(h)).toEqual(['move', 'share', 'samples', 'method']);
    expect(h.method).toBe('sampled');
    expect(h.samples).toBe(6);
    expect(h.share).toBeGreaterThanOrEqual(0);
    expect(h.share).toBeLessThanOrEqual(1);
    expect(legalMoves(deal('union-square', 5))).toContainEqual(h.move);
  });

  it('words the hint with its share, and gives the same answer for the same seed', async () => {
    const args = ['hint', 'british-constitution', '--deal', '3', '--samples', '5', '--seed', '9', '--time-limit', '30'];
    const a = await patience(args);
    expect(a.code).toBe(0);
    expect(a.out).toMatch(
      /^\S+ \S+ \((wins in \d of 5 sampled stocks: an optimistic estimate, not odds|no win was found in 5 sampled stocks)/,
    );
    expect((await patience(args)).out).toBe(a.out);
  });

  it('is exact in Hamlet, where nothing is hidden, and reads a position from standard input', async () => {
    const r = await patience(['hint', '--position', '-', '--json', '--time-limit', '20'], JSON.stringify(deal('hamlet', 2)));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ method: 'exact', samples: 1 });
  });

  it('refuses a missing deal (usage, 2) and a bad sample count (1)', async () => {
    expect((await patience(['hint', 'camelot'])).code).toBe(2);
    const bad = await patience(['hint', 'camelot', '--deal', '1', '--samples', '0']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--samples must be a whole number from 1 to 10000, not "0"');
  });
});

describe('patience solve --fair', () => {
  it('answers with fair meaning and the sampled share in JSON', async () => {
    // The clock stands still, so the 2 seconds never run out before the 8 samples, however loaded the machine
    // (the node limits of each sample's search still end it).
    vi.useFakeTimers({ toFake: ['Date'] });
    const r = await patience(['solve', 'camelot', '--deal', '4', '--fair', '--json', '--time-limit', '2', '--samples', '8']).finally(() =>
      vi.useRealTimers(),
    );
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out) as { verdict: string; fair: { wins: number; samples: number } };
    // At Camelot's deal every card is unseen: some arrangements win, some do not.
    expect(result.verdict).toBe('unknown');
    expect(result.fair.samples).toBe(8);
    expect(result.fair.wins).toBeGreaterThan(0);
  });

  it('says unwinnable whatever the stock holds only when proved', async () => {
    const r = await patience(['solve', '--position', '-', '--fair', '--time-limit', '5'], JSON.stringify(lostPosition()));
    expect(r.code).toBe(0);
    expect(r.out).toContain('unwinnable whatever the stock holds: no arrangement of the unseen cards can be won (fair)');
    // Thoughtfully too.
    expect((await patience(['solve', '--position', '-', '--json'], JSON.stringify(lostPosition()))).out).toContain(
      '"verdict":"unwinnable"',
    );
  });

  it('refuses --samples without --fair', async () => {
    expect((await patience(['solve', 'camelot', '--deal', '4', '--samples', '8'])).code).toBe(2);
  });
});

describe('patience winnable', () => {
  it('prints proved-winnable deals, each one a survey found winnable', async () => {
    const r = await patience(['winnable', 'camelot', '--count', '7', '--after', '100', '--json']);
    expect(r.code).toBe(0);
    const deals = JSON.parse(r.out) as number[];
    expect(deals).toEqual(winnableDeals('camelot', { count: 7, after: 100 }));
    expect(deals).toHaveLength(7);
    expect(deals[0]).toBeGreaterThan(100);
    const survey = new Map(
      readFileSync(new URL('../../winnability/camelot.jsonl', import.meta.url), 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as { deal: number; verdict: string })
        .map((x) => [x.deal, x.verdict]),
    );
    for (const d of deals) expect(survey.get(d)).toBe('winnable');
    // Camelot deals the survey found lost in that range are left out.
    const lost = [...survey].filter(([d, v]) => d > 100 && d <= deals.at(-1)! && v !== 'winnable').map(([d]) => d);
    for (const d of lost) expect(deals).not.toContain(d);
  });

  it('prints one number a line without --json, and refuses an unknown game', async () => {
    const r = await patience(['winnable', 'hamlet', '--count', '3']);
    expect(r.out.trim().split('\n').map(Number)).toEqual(winnableDeals('hamlet', { count: 3 }));
    expect((await patience(['winnable', 'klondike'])).code).toBe(1);
  });
});
