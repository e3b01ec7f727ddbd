// The move-count tables of test/perft/ (written by scripts/perft-tables.mjs with the engine of issue 17's
// start): for each pinned position, the move sequences and distinct positions at each depth must match.
// A fixed target for any change to how the rules are computed; each row names the rule it reaches.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, applyMove, legalMoves, readPosition } from '../src/index.js';
import { perft } from './perft/count.mjs';

interface Row {
  reason: string;
  position: unknown;
  paths: number[];
  distinct: number[];
}

describe.each(GAME_IDS)('move counts of %s', (game) => {
  const rows = JSON.parse(readFileSync(new URL(`./perft/${game}.json`, import.meta.url), 'utf8')) as Row[];
  it.each(rows.map((row) => [row.reason, row] as const))('%s', (_, row) => {
    const position = readPosition(row.position);
    expect(perft({ legalMoves, applyMove }, position, row.paths.length)).toEqual({ paths: row.paths, distinct: row.distinct });
  });
});
