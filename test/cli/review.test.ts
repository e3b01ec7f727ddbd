// `patience review` through the built bin: the JSON object of the contract, the sentence, exit statuses.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Move, deal, replayPositions, solve } from '../../src/index.js';
import { expectReplaysToWin } from '../solver/replay.js';
import { walkedGame } from '../solver/review-games.js';
import { patience } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'patience-review-'));
const record = walkedGame('camelot', 2, 7);
const file = join(dir, 'camelot.json');
writeFileSync(file, JSON.stringify(record));

describe('patience review', () => {
  it('--json prints the contract object; the turn agrees with the solver', async () => {
    const r = await patience(['review', file, '--json', '--time-limit', '60']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['game', 'deal', 'moves', 'verdict', 'turn', 'lost', 'better', 'line', 'between', 'fair', 'ms']);
    expect(out).toMatchObject({ game: 'camelot', deal: 2, moves: record.moves.length, verdict: 'lost-at', between: null });
    const k = out['turn'] as number;
    const positions = replayPositions(record);
    expect(out['lost']).toEqual(record.moves[k - 1]);
    expect(out['better']).toEqual((out['line'] as Move[])[0]);
    expectReplaysToWin(positions[k - 1]!, out['line'] as Move[]);
    expect(solve(positions[k]!, { timeLimitMs: 20_000 }).verdict).toBe('unwinnable');
  });

  it('says which move lost the game and what would have kept a win, reading standard input', async () => {
    const r = await patience(['review', '-', '--time-limit', '60'], JSON.stringify(record));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Move \d+, .+ from .+ to .+, lost the game: before it a win was still there \(for example .+\)\.\n/);
    expect(r.out).toMatch(/thoughtful: the solver knows the order of the stock/);
  });

  it('exits 0 for a won game and for a deal that cannot be won', async () => {
    const moves = solve(deal('camelot', 2), { timeLimitMs: 20_000 }).moves!;
    const won = await patience(['review', '-', '--json'], JSON.stringify({ game: 'camelot', deal: 2, moves }));
    expect(won.code).toBe(0);
    expect(JSON.parse(won.out)).toMatchObject({ verdict: 'won', turn: null, line: null });
    const never = await patience(['review', '-'], JSON.stringify(walkedGame('camelot', 6, 3)));
    expect(never.code).toBe(0);
    expect(never.out).toMatch(/^This deal cannot be won/);
  });

  it('exits 1 for a bad record or a bad time limit, 2 without a file', async () => {
    const bad = await patience(
      ['review', '-'],
      JSON.stringify({ game: 'camelot', deal: 2, moves: [{ type: 'move', from: 'tableau-1', to: 'tableau-1' }] }),
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^patience: move 1: /);
    expect((await patience(['review', '-'], 'not json')).code).toBe(1);
    expect((await patience(['review', file, '--time-limit', 'soon'])).code).toBe(1);
    expect((await patience(['review'])).code).toBe(2);
  });
});
