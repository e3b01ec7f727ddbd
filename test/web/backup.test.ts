// Pure tests of the backup file (issue 26): a file read back part by part, bad ones refused with a reason,
// and the rule of restoring a game (only over none, or over the start of the same line).
import { describe, expect, test } from 'vitest';
import { type Move, applyMove, deal, legalMoves } from '../../src/index.js';
import { BACKUP_FORMAT, goesFurther, readBackup } from '../../src/web/app/backup.js';
import { begin, emptyStats } from '../../src/web/app/stats.js';
import type { Saved } from '../../src/web/app/storage.js';

function line(n: number, count: number): Move[] {
  let p = deal('hamlet', n);
  const out: Move[] = [];
  for (let i = 0; i < count; i++) {
    const m = legalMoves(p)[0]!;
    out.push(m);
    p = applyMove(p, m);
  }
  return out;
}

function saved(moves: Move[], n = 21): Saved {
  return {
    history: { game: 'hamlet', deal: n, steps: moves.map((m) => [m]), cursor: moves.length },
    elapsedMs: 1000,
    savedAt: 5,
    rev: 2,
    attempt: 'x1',
    assists: [],
  };
}

const file = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: BACKUP_FORMAT,
    schema: 2,
    exported: 9,
    statistics: [begin(emptyStats('hamlet'), { id: 'x1', deal: 21, at: 3 })],
    settings: { theme: 'dark' },
    games: [saved(line(21, 3))],
    last: { hamlet: 21 },
    winnable: { camelot: [4, 8] },
    ...extra,
  });

describe('backup file', () => {
  test('a backup reads back whole', () => {
    const b = readBackup(file(), 2);
    if (typeof b === 'string') throw new Error(b);
    expect(b.statistics[0]!.attempts.map((a) => a.id)).toEqual(['x1']);
    expect(b.games[0]!.history.steps.flat()).toEqual(line(21, 3).map((m) => ({ ...m, count: 1 })));
    expect(b.settings).toEqual({ theme: 'dark' });
    expect(b.last).toEqual({ hamlet: 21 });
    expect(b.winnable).toEqual({ camelot: [4, 8] });
  });

  test('bad files are refused with a reason', () => {
    expect(readBackup('{', 2)).toMatch(/not valid JSON/);
    expect(readBackup(JSON.stringify({ format: 'patience-statistics', schema: 2 }), 2)).toMatch(/not a Patience backup/);
    expect(readBackup(file({ schema: 3 }), 2)).toMatch(/newer version/);
    expect(readBackup(file({ last: { hamlet: 1e308 } }), 2)).toMatch(/damaged/);
    expect(readBackup(file({ winnable: { chess: [1] } }), 2)).toMatch(/damaged/);
    expect(readBackup(file({ games: [{ history: { game: 'hamlet', deal: 3, steps: 'x', cursor: 0 } }] }), 2)).toMatch(/damaged/);
    // A game whose moves are well formed but do not replay on its deal.
    expect(readBackup(file({ games: [saved(line(21, 3), 22)] }), 2)).toMatch(/does not replay/);
    const twice = JSON.parse(file()) as { statistics: unknown[] };
    twice.statistics.push(twice.statistics[0]);
    expect(readBackup(JSON.stringify(twice), 2)).toMatch(/twice/);
  });

  test('a game is restored over none, or over the start of its own line only', () => {
    const moves = line(21, 4);
    expect(goesFurther(null, saved(moves))).toBe(true);
    expect(goesFurther(saved(moves.slice(0, 2)), saved(moves))).toBe(true);
    expect(goesFurther(saved(moves), saved(moves.slice(0, 2)))).toBe(false);
    expect(goesFurther(saved(moves), saved(moves))).toBe(false);
    const other = line(21, 1);
    const elsewhere = [legalMoves(deal('hamlet', 21)).at(-1)!];
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(elsewhere));
    expect(goesFurther(saved(elsewhere), saved(moves))).toBe(false);
  });
});
