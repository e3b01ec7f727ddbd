// The solver worker's jobs run directly (no worker, no browser): each answers as the library does, the
// winnable list comes whole, and the top-up search finds a deal the solver proves winnable.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type GameId, applyMove, deal, readRecord, replay, solve, winnableDeals } from '../../src/index.js';
import { run } from '../../src/web/app/solver-worker.js';

const GAMES: GameId[] = ['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'];

describe('solver worker jobs', () => {
  test.each(GAMES)('winnable-list gives the whole shipped list of %s', (game) => {
    const answer = run({ kind: 'winnable-list', game }, () => undefined) as { deals: number[] };
    // Every page the library gives, read here the same way, one page at a time.
    const pages: number[] = [];
    for (
      let page = winnableDeals(game, { count: 10_000 });
      page.length > 0;
      page = winnableDeals(game, { count: 10_000, after: pages[pages.length - 1]! })
    )
      pages.push(...page);
    expect(answer.deals).toEqual(pages);
    expect(answer.deals.length).toBeGreaterThan(100);
  });

  test('find-winnable reports progress and answers a deal the solver wins', () => {
    const progress: [number, number][] = [];
    const answer = run({ kind: 'find-winnable', game: 'union-square', tries: 20, timeLimitMs: 5000 }, (done, total) =>
      progress.push([done, total]),
    ) as { deal: number | null; tried: number };
    expect(answer.deal).not.toBeNull();
    expect(progress[0]).toEqual([0, 20]);
    expect(progress.length).toBe(answer.tried);
    expect(solve(deal('union-square', answer.deal!), { timeLimitMs: 20_000 }).verdict).toBe('winnable');
  });

  test('solve answers a line that replays to a win; fair-verdict and fair-hint answer as the library', () => {
    const won = readRecord(JSON.parse(readFileSync(new URL('../e2e/fixtures/union-square-won.json', import.meta.url), 'utf8')));
    const p = replay({ ...won, moves: won.moves.slice(0, won.moves.length - 20) });
    const line = run({ kind: 'solve', position: p, timeLimitMs: 10_000 }, () => undefined) as { verdict: string; moves: unknown[] };
    expect(line.verdict).toBe('winnable');
    expect(line.moves.reduce((q: typeof p, m) => applyMove(q, m), p).status).toBe('won');
    const fair = run({ kind: 'fair-verdict', position: p, timeLimitMs: 10_000 }, () => undefined);
    expect(fair).toEqual({ verdict: solve(p, { fair: true, timeLimitMs: 10_000 }).verdict, fair: expect.anything() });
    const hint = run({ kind: 'fair-hint', position: p, timeLimitMs: 5000 }, () => undefined) as { move: unknown; samples: number };
    expect(hint.move).not.toBeNull();
    expect(hint.samples).toBeGreaterThan(0);
  });
});
