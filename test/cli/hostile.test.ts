// Issue 26, the command: every input, however hostile, is answered with its documented exit status
// (0 done, 1 bad input or option value, 2 usage) and at most one line on standard error, never a stack.
// Each row is one input; F9–F13 name the findings of the issue that first failed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyMove, deal, legalMoves, listGames } from '../../src/index.js';
import { MAX_INPUT_BYTES } from '../../src/cli/io.js';
import { MAX_LINE_CHARS } from '../../src/cli/lines.js';
import { type Streams, patience, patienceProcess } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'patience-hostile-'));
const file = (name: string, content: string): string => {
  writeFileSync(join(dir, name), content);
  return join(dir, name);
};
const nested = (depth: number, inner = '0'): string => '['.repeat(depth) + inner + ']'.repeat(depth);

const hamlet = deal('hamlet', 7);
const first = legalMoves(hamlet)[0]!;
/** A record whose moves are legal but which goes on for ever: one card moved to and fro. */
function toAndFro(count: number): string {
  const back = { type: 'move', from: 'tableau-10', to: 'tableau-2', count: 1 };
  const there = { type: 'move', from: 'tableau-2', to: 'tableau-10', count: 1 };
  applyMove(applyMove(deal('hamlet', 1), there), back); // both legal, or this throws
  return JSON.stringify({ game: 'hamlet', deal: 1, moves: Array.from({ length: count }, (_, i) => (i % 2 ? back : there)) });
}

// Placeholders in the rows below, each a file made here (or a path that is not a file).
const F: Record<string, string> = {
  POS: file('pos.json', JSON.stringify(hamlet)),
  REC: file('rec.json', JSON.stringify({ game: 'hamlet', deal: 7, moves: [first] })),
  ILLEGAL_REC: file(
    'illegal.json',
    JSON.stringify({ game: 'hamlet', deal: 7, moves: [{ type: 'move', from: 'tableau-1', to: 'tableau-2' }] }),
  ),
  BAD_JSON: file('bad.json', '{"game": "hamlet", '),
  // F9: 20 KB of brackets in a field the library reads (and words in its refusal).
  DEEP_POS: file('deep-pos.json', `{"game":${nested(10_000)}}`),
  DEEP_REC: file('deep-rec.json', `{"game":"hamlet","deal":7,"moves":${nested(10_000)}}`),
  DEEP_MOVE_REC: file('deep-move.json', `{"game":"hamlet","deal":7,"moves":[{"type":${nested(10_000)}}]}`),
  // Just inside the library's nesting limit (64): refused for what it is, not for its depth.
  NESTED_OK: file('nested-ok.json', `{"game":${nested(62)}}`),
  EMPTY: file('empty.json', ''),
  NULL: file('null.json', 'null'),
  BINARY: file('binary.json', '\u0000\u00ff\u00fe garbage\n'),
  PROTO: file('proto.json', JSON.stringify({ ...hamlet, piles: JSON.parse('{"__proto__":[]}') })),
  UNKNOWN_FIELD_REC: file('field.json', JSON.stringify({ game: 'hamlet', deal: 7, moves: [], cheat: true })),
  ZERO_DEAL_REC: file('zero.json', JSON.stringify({ game: 'hamlet', deal: 0, moves: [] })),
  // F12: a legal record one move over the library's limit (10,000), and a file over the size limit.
  LONG_REC: file('long.json', toAndFro(100_001)),
  LONG_OK_REC: file('long-ok.json', toAndFro(100_000)),
  BIG: file('big.json', `{"game":"hamlet","x":"${'x'.repeat(MAX_INPUT_BYTES)}"}`),
  GARBAGE_RESULTS: file('garbage.jsonl', 'not a result\n'),
  DIR: dir,
  MISSING: join(dir, 'missing.json'),
  NO_FOLDER: join(dir, 'no-such-folder', 'results.jsonl'),
  NEW_RESULTS: join(dir, 'results.jsonl'),
  ZERO: '/dev/zero',
};
mkdirSync(join(dir, 'sub'));

type Row = [name: string, args: string[], code: number, streams?: Streams];
const DEEP_MOVE = `{"type":${nested(10_000, '"stock"')}}`;
const quick = ['--time-limit', '0.2'];

const rows: Row[] = [
  // No command, unknown commands and options, help (F13: no command was exit 0).
  ['no command (F13)', [], 2],
  ['an unknown command', ['frobnicate'], 2],
  ['an unknown option', ['--bogus'], 2],
  ['--version, which the command has not', ['--version'], 2],
  ['--help', ['--help'], 0],
  ['help', ['help'], 0],
  ['help for a command', ['help', 'deal'], 0],
  ['--help of a command', ['deal', '--help'], 0],
  // games, rules
  ['games', ['games'], 0],
  ['games with an argument', ['games', 'extra'], 2],
  ['rules', ['rules', 'hamlet'], 0],
  ['rules without a game', ['rules'], 2],
  ['rules of an unknown game', ['rules', 'spider'], 1],
  ['rules of __proto__', ['rules', '__proto__'], 1],
  ['a game name with a newline', ['rules', 'ham\nlet'], 1],
  // deal
  ...listGames().map((g): Row => [`deal ${g.id}`, ['deal', g.id, '--deal', '7'], 0]),
  ['deal as JSON', ['deal', 'hamlet', '--deal', '7', '--json'], 0],
  ['deal of a random number', ['deal', 'camelot', '--json'], 0],
  ['deal 0', ['deal', 'hamlet', '--deal', '0'], 1],
  ['deal -1', ['deal', 'hamlet', '--deal', '-1'], 1],
  ['deal 2^32', ['deal', 'hamlet', '--deal', '4294967296'], 1],
  ['deal 12x', ['deal', 'hamlet', '--deal', '12x'], 1],
  ['deal 1e3', ['deal', 'hamlet', '--deal', '1e3'], 1],
  ['deal with no number after --deal', ['deal', 'hamlet', '--deal'], 2],
  ['deal of an unknown game', ['deal', 'spider'], 1],
  ['deal without a game', ['deal'], 2],
  ['deal with an extra argument', ['deal', 'hamlet', 'extra'], 2],
  // moves
  ['moves', ['moves', '--position', 'POS'], 0],
  ['moves from standard input', ['moves', '--position', '-'], 0, { input: JSON.stringify(hamlet) }],
  ['moves of bad JSON', ['moves', '--position', 'BAD_JSON'], 1],
  ['moves of deep JSON (F9)', ['moves', '--position', 'DEEP_POS'], 1],
  ['moves of JSON nested just inside the limit', ['moves', '--position', 'NESTED_OK'], 1],
  ['moves of deep JSON on standard input (F9)', ['moves', '--position', '-'], 1, { input: `{"game":${nested(10_000)}}` }],
  ['moves of a missing file', ['moves', '--position', 'MISSING'], 1],
  ['moves of a directory', ['moves', '--position', 'DIR'], 1],
  ['moves of /dev/zero (F12)', ['moves', '--position', 'ZERO'], 1],
  ['moves of /dev/zero as standard input (F12)', ['moves', '--position', '-'], 1, { input: { file: '/dev/zero' } }],
  ['moves of a file over the size limit (F12)', ['moves', '--position', 'BIG'], 1],
  ['moves of an empty file', ['moves', '--position', 'EMPTY'], 1],
  ['moves of empty standard input', ['moves', '--position', '-'], 1, { input: '' }],
  ['moves of null', ['moves', '--position', 'NULL'], 1],
  ['moves of binary garbage', ['moves', '--position', 'BINARY'], 1],
  ['moves of a __proto__ pile', ['moves', '--position', 'PROTO'], 1],
  ['moves without --position', ['moves'], 2],
  // apply
  ['apply', ['apply', '--position', 'POS', '--move', JSON.stringify(first)], 0],
  ['apply an illegal move', ['apply', '--position', 'POS', '--move', '{"type":"move","from":"tableau-1","to":"tableau-2"}'], 1],
  ['apply a malformed move', ['apply', '--position', 'POS', '--move', '{"type":'], 1],
  ['apply a deep move (F9)', ['apply', '--position', 'POS', '--move', DEEP_MOVE], 1],
  ['apply null', ['apply', '--position', 'POS', '--move', 'null'], 1],
  ['apply to an unknown pile', ['apply', '--position', 'POS', '--move', '{"type":"move","from":"constructor","to":"tableau-2"}'], 1],
  ['apply without --move', ['apply', '--position', 'POS'], 2],
  ['apply to a deep position (F9)', ['apply', '--position', 'DEEP_POS', '--move', '{"type":"stock"}'], 1],
  ['apply to a missing file', ['apply', '--position', 'MISSING', '--move', '{"type":"stock"}'], 1],
  ['apply to a directory', ['apply', '--position', 'DIR', '--move', '{"type":"stock"}'], 1],
  ['apply to /dev/zero (F12)', ['apply', '--position', 'ZERO', '--move', '{"type":"stock"}'], 1],
  // replay
  ['replay', ['replay', 'REC'], 0],
  ['replay from standard input', ['replay', '-'], 0, { input: JSON.stringify({ game: 'hamlet', deal: 7, moves: [first] }) }],
  ['replay an illegal record', ['replay', 'ILLEGAL_REC'], 1],
  ['replay bad JSON', ['replay', 'BAD_JSON'], 1],
  ['replay a deep record (F9)', ['replay', 'DEEP_REC'], 1],
  ['replay a deep move (F9)', ['replay', 'DEEP_MOVE_REC'], 1],
  ['replay a deep game field (F9)', ['replay', 'DEEP_POS'], 1],
  ['replay a missing file', ['replay', 'MISSING'], 1],
  ['replay a directory', ['replay', 'DIR'], 1],
  ['replay /dev/zero (F12)', ['replay', 'ZERO'], 1],
  ['replay a legal record over the move limit (F12)', ['replay', 'LONG_REC'], 1],
  ['replay a legal record at the move limit', ['replay', 'LONG_OK_REC'], 0],
  ['replay a record with a stray field', ['replay', 'UNKNOWN_FIELD_REC'], 1],
  ['replay deal 0', ['replay', 'ZERO_DEAL_REC'], 1],
  ['replay without a file', ['replay'], 2],
  // play
  ['play, then quit', ['play', 'hamlet', '--deal', '3'], 0, { input: 'q\n' }],
  ['play junk, then end of input', ['play', 'union-square', '--deal', '3'], 0, { input: 'zz\nt99 f1\n\u0000\n' }],
  ['play from /dev/zero (F12)', ['play', 'hamlet', '--deal', '3'], 1, { input: { file: '/dev/zero' } }],
  ['play a line over the limit (F12)', ['play', 'hamlet', '--deal', '3'], 1, { input: `${'t'.repeat(MAX_LINE_CHARS + 1)}\nq\n` }],
  ['play an unknown game', ['play', 'spider'], 1],
  ['play with a bad --auto', ['play', 'hamlet', '--auto', 'bogus'], 2],
  ['play a bad deal number', ['play', 'hamlet', '--deal', 'x'], 1],
  // solve
  ['solve a deal', ['solve', 'camelot', '--deal', '7', ...quick], 0],
  ['solve as JSON', ['solve', 'camelot', '--deal', '7', '--json', ...quick], 0],
  ['solve a position', ['solve', '--position', 'POS', ...quick], 0],
  ['solve nothing', ['solve'], 2],
  ['solve a deal and a position', ['solve', 'hamlet', '--deal', '7', '--position', 'POS'], 2],
  ['solve in 0.0001 s (F13)', ['solve', 'hamlet', '--deal', '7', '--time-limit', '0.0001'], 1],
  ['solve in 0 s', ['solve', 'hamlet', '--deal', '7', '--time-limit', '0'], 1],
  ['solve in "soon"', ['solve', 'hamlet', '--deal', '7', '--time-limit', 'soon'], 1],
  ['solve --samples without --fair', ['solve', 'hamlet', '--deal', '7', '--samples', '3', ...quick], 2],
  ['solve a deep position (F9)', ['solve', '--position', 'DEEP_POS'], 1],
  ['solve /dev/zero (F12)', ['solve', '--position', 'ZERO'], 1],
  // hint, winnable
  ['hint', ['hint', 'camelot', '--deal', '7', ...quick], 0],
  ['hint as JSON', ['hint', 'camelot', '--deal', '7', '--json', ...quick], 0],
  ['hint of nothing', ['hint'], 2],
  ['hint with 0 samples', ['hint', 'camelot', '--deal', '7', '--samples', '0'], 1],
  ['hint in 0.0001 s (F13)', ['hint', 'camelot', '--deal', '7', '--time-limit', '0.0001'], 1],
  ['hint of a missing file', ['hint', '--position', 'MISSING'], 1],
  ['winnable', ['winnable', 'hamlet'], 0],
  ['winnable as JSON', ['winnable', 'camelot', '--json'], 0],
  ['winnable 0', ['winnable', 'hamlet', '--count', '0'], 1],
  ['winnable of an unknown game', ['winnable', 'spider'], 1],
  // survey (F11: the results path is checked before any deal is solved)
  ['survey', ['survey', 'camelot', '--deals', '2', '--workers', '0', '--time-limit', '0.05', '--results', 'NEW_RESULTS'], 0],
  ['survey into a missing folder (F11)', ['survey', 'camelot', '--deals', '2', '--workers', '0', '--results', 'NO_FOLDER'], 1],
  ['survey into a directory (F11)', ['survey', 'camelot', '--deals', '2', '--workers', '0', '--results', 'DIR'], 1],
  ['survey into /dev/zero (F11)', ['survey', 'camelot', '--deals', '2', '--workers', '0', '--results', 'ZERO'], 1],
  ['survey into a file of garbage', ['survey', 'camelot', '--deals', '2', '--workers', '0', '--results', 'GARBAGE_RESULTS'], 1],
  ['survey of 0 deals', ['survey', 'camelot', '--deals', '0'], 1],
  ['survey in 0.0001 s (F13)', ['survey', 'camelot', '--deals', '2', '--time-limit', '0.0001'], 1],
  ['survey with 999 workers', ['survey', 'camelot', '--deals', '2', '--workers', '999'], 1],
  ['survey without --deals', ['survey', 'camelot'], 2],
  // Standard output that cannot be written (F10).
  ['deal into a closed pipe (F10)', ['deal', 'hamlet', '--deal', '7', '--json'], 0, { output: 'closed' }],
  ['rules into a closed pipe (F10)', ['rules', 'hamlet'], 0, { output: 'closed' }],
  ['deal into /dev/full (F10)', ['deal', 'hamlet', '--deal', '7', '--json'], 1, { output: 'full' }],
  ['games into /dev/full (F10)', ['games'], 1, { output: 'full' }],
  ['play into /dev/full (F10)', ['play', 'hamlet', '--deal', '3'], 1, { input: 'q\n', output: 'full' }],
];

/** At most two processes at a time: the machine is shared with other test files. */
let running = 0;
const waiting: (() => void)[] = [];
async function oneOfTwo<T>(run: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * A row run in this process through `main`; a row whose standard output fails (F10) as the installed bin, as
 * it is the bin that stops the process when a write fails.
 */
function runRow(args: string[], streams: Streams | undefined) {
  return streams?.output === undefined ? patience(args, streams?.input) : oneOfTwo(() => patienceProcess(args, streams));
}

describe('patience answers every input with its exit status and at most one line (issue 26)', () => {
  it.concurrent.each(rows)('%s', { timeout: 120_000 }, async (_name, args, code, streams) => {
    const r = await runRow(
      // Own keys only: `__proto__` is an argument, not a placeholder (spawned, it went as "[object Object]").
      args.map((a) => (Object.hasOwn(F, a) ? F[a]! : a)),
      streams,
    );
    const lines = r.err.split('\n').filter((l) => l !== '');
    expect({ code: r.code, err: r.err }).toMatchObject({ code });
    expect(lines.length).toBeLessThanOrEqual(1);
    expect(r.err).not.toMatch(/internal error|^\s+at |node:internal|Unhandled/m);
    if (code === 0) {
      if (streams?.output === undefined) expect(r.out).not.toBe('');
    } else {
      if (args[0] !== 'play') expect(r.out).toBe(''); // a game shows its board before the input fails
      expect(lines[0]).toMatch(/^patience: /);
    }
  });
});
