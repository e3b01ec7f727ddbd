// Survey arithmetic (Wilson interval, percentiles, summaries) and a small in-process survey that
// resumes from its results file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { percentile, summarise, wilson } from '../../src/solver/core/index.js';
import { runSurvey } from '../../src/node/survey.js';

describe('survey statistics', () => {
  it('Wilson interval matches published values', () => {
    // 95% Wilson interval for 8 of 10: 0.4902–0.9433 (Newcombe 1998, Table I style; also R binom.wilson).
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.4902, 3);
    expect(hi).toBeCloseTo(0.9433, 3);
    // 0 of 10: 0–0.2775 (same source).
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('percentiles by nearest rank, and unknowns counted both ways', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    const r = (deal: number, verdict: 'winnable' | 'unwinnable' | 'unknown', ms: number) => ({
      game: 'hamlet',
      deal,
      verdict,
      nodes: 1,
      ms,
      limitMs: 5,
    });
    const s = summarise('hamlet', [r(1, 'winnable', 3), r(2, 'unknown', 5), r(3, 'unwinnable', 1), r(4, 'winnable', 2)]);
    expect([s.won, s.lost, s.unknown, s.winRate, s.medianMs]).toEqual([2, 1, 1, 0.5, 2]);
    expect(s.interval[0]).toBeCloseTo(wilson(2, 4)[0], 12);
    expect(s.interval[1]).toBeCloseTo(wilson(3, 4)[1], 12);
  });
});

describe('runSurvey', () => {
  it('appends each result and skips deals already in the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'survey-'));
    const file = join(dir, 'results.jsonl');
    try {
      const a = await runSurvey({ game: 'camelot', first: 10, count: 3, limitMs: 200, workers: 0, file });
      expect(a.map((r) => r.deal)).toEqual([10, 11, 12]);
      // Deal 12 is won within this limit (see games.test.ts); its line was replayed, and its length kept.
      expect(a[2]!.verdict).toBe('winnable');
      expect(a[2]!.moves).toBeGreaterThan(20);
      for (const r of a) expect(r.moves === undefined).toBe(r.verdict !== 'winnable');
      expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
      let fresh = 0;
      const b = await runSurvey({ game: 'camelot', first: 10, count: 5, limitMs: 200, workers: 0, file, onResult: () => fresh++ });
      expect(b.map((r) => r.deal)).toEqual([10, 11, 12, 13, 14]);
      expect(fresh).toBe(2);
      expect(b.slice(0, 3)).toEqual(a);
      expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
