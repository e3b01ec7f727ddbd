// Pure tests of the games kept to replay (issue 27, item 6): an entry read like untrusted data (bad ones
// refused with a reason), two lists joined one entry per game (the copy that ended later), the bounds (the
// last MAX_PLAYED games, MAX_CHARS of moves, oldest dropped first), the backup file carrying them, and the
// addresses and title of the games played page.
import { describe, expect, test } from 'vitest';
import { BACKUP_FORMAT, readBackup } from '../../src/web/app/backup.js';
import { parseRoute } from '../../src/web/app/link.js';
import { MAX_CHARS, MAX_PLAYED, type Played, isDaily, joinPlayed, readPlayed, readPlayedList, recordOf } from '../../src/web/app/played.js';
import { pageTitle } from '../../src/web/app/title.js';
import { dailyDeal } from '../../src/index.js';
import { LOST_HAMLET, lostRecord } from './lost-game.js';

function entry(id: string, ended: number, extra: Partial<Played> = {}): Played {
  return {
    id,
    game: 'hamlet',
    deal: 54,
    moves: LOST_HAMLET.link,
    outcome: 'lost',
    started: ended,
    ended,
    timeMs: 60_000,
    count: 19,
    score: 3,
    assists: [],
    review: null,
    ...extra,
  };
}

describe('a game kept', () => {
  test('reads back whole, its record the moves played', () => {
    const e = entry('a1', 1000, { review: { verdict: 'lost-at', turn: 19, between: null, fair: null } });
    expect(readPlayed(JSON.parse(JSON.stringify(e)))).toEqual(e);
    expect(recordOf(e)).toEqual(lostRecord());
  });

  test('bad entries are refused with a reason', () => {
    const bad: [Partial<Record<keyof Played, unknown>>, RegExp][] = [
      [{ id: '' }, /no id/],
      [{ game: 'chess' }, /no game and deal/],
      [{ deal: 0 }, /no game and deal/],
      [{ moves: 'zz' }, /no readable moves/],
      [{ outcome: 'open' }, /unknown result/],
      [{ ended: -1 }, /no ended/],
      [{ assists: ['peek'] }, /unknown kind of help/],
      [{ review: { verdict: 'maybe' } }, /no verdict/],
      [{ review: { verdict: 'lost-at', turn: 1, fair: { before: 2, after: 0 } } }, /not shares/],
    ];
    for (const [change, why] of bad) expect(readPlayed({ ...entry('a', 5), ...change })).toMatch(why);
    expect(readPlayedList({})).toMatch(/not a list/);
  });
});

describe('the kept list', () => {
  test('joined one entry per game, the copy that ended later, its review kept', () => {
    const reviewed = entry('a', 10, { review: { verdict: 'lost-at', turn: 19, between: null, fair: null } });
    const later = entry('a', 20, { outcome: 'won' });
    const joined = joinPlayed([reviewed, entry('b', 5)], [later, entry('c', 1)]);
    expect(joined.map((p) => p.id)).toEqual(['c', 'b', 'a']);
    expect(joined[2]!.outcome).toBe('won');
    expect(joined[2]!.review).toEqual(reviewed.review);
    // Joining what is kept already changes nothing.
    expect(joinPlayed(joined, joined)).toEqual(joined);
  });

  test('bounded: the last MAX_PLAYED games, and MAX_CHARS of moves, the oldest dropped first', () => {
    const many = Array.from({ length: MAX_PLAYED + 5 }, (_, i) => entry(`g${i}`, i + 1));
    const kept = joinPlayed([], many);
    expect(kept).toHaveLength(MAX_PLAYED);
    expect(kept[0]!.id).toBe('g5');
    expect(kept[kept.length - 1]!.id).toBe(`g${MAX_PLAYED + 4}`);
    const long = 'x'.repeat(Math.floor(MAX_CHARS / 2));
    const big = [entry('old', 1, { moves: long }), entry('mid', 2, { moves: long }), entry('new', 3, { moves: long })];
    expect(joinPlayed([], big).map((p) => p.id)).toEqual(['mid', 'new']);
  });

  test('a daily game is the daily deal of the UTC day it began on', () => {
    const day = '2026-11-20';
    const started = Date.parse(`${day}T10:00:00Z`);
    expect(isDaily({ game: 'hamlet', deal: dailyDeal('hamlet', day), started })).toBe(true);
    expect(isDaily({ game: 'hamlet', deal: dailyDeal('hamlet', day) + 1, started })).toBe(false);
  });
});

describe('the backup carries the games played', () => {
  const file = (played: unknown) => JSON.stringify({ format: BACKUP_FORMAT, schema: 2, exported: 1, statistics: [], games: [], played });

  test('read back, or refused when damaged; an older backup without them reads as none', () => {
    const b = readBackup(file([entry('a', 5)]), 2);
    if (typeof b === 'string') throw new Error(b);
    expect(b.played).toEqual([entry('a', 5)]);
    expect(readBackup(file([{ ...entry('a', 5), moves: 'zz' }]), 2)).toMatch(/damaged.*no readable moves/);
    const old = readBackup(JSON.stringify({ format: BACKUP_FORMAT, schema: 2, exported: 1 }), 2);
    expect(typeof old === 'string' ? old : old.played).toEqual([]);
  });
});

describe('the games played page', () => {
  test('addresses and title', () => {
    expect(parseRoute('#/played')).toEqual({ page: 'played', id: null });
    expect(parseRoute('#/played/mc3x-9a%20b')).toEqual({ page: 'played', id: 'mc3x-9a b' });
    expect(parseRoute('#/played/a/b').page).toBe('bad');
    expect(pageTitle({ page: 'played' })).toBe('Games played — Patience');
  });
});
