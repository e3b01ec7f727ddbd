// `patience solve` and `patience survey` as registered on a commander program (as program.ts does): JSON
// output shapes, usage errors, bad option values.
import { Readable } from 'node:stream';
import { Command, CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { PatienceError } from '../../src/index.js';
import { registerSolve } from '../../src/cli/solve.js';
import type { Io } from '../../src/cli/io.js';
import type { Catalogue } from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { registerSurvey } from '../../src/cli/survey.js';

async function run(args: string[]): Promise<{ out: string; error: unknown }> {
  const program = new Command('patience').exitOverride().configureOutput({ writeErr: () => {} });
  let out = '';
  const io: Io = {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: () => true },
    stdin: Readable.from([]),
    env: {},
    catalogue: () => compiledCatalogue('en') as Catalogue,
  };
  registerSolve(program, io);
  registerSurvey(program, io);
  try {
    await program.parseAsync(args, { from: 'user' });
    return { out, error: null };
  } catch (e) {
    return { out, error: e };
  }
}

describe('patience solve', () => {
  it('prints the verdict as JSON, with moves when winnable', async () => {
    // Camelot deal 12 is won within a second by this solver (measured).
    const { out, error } = await run(['solve', 'camelot', '--deal', '12', '--json', '--time-limit', '20']);
    expect(error).toBeNull();
    const result = JSON.parse(out);
    expect(result.verdict).toBe('winnable');
    expect(Array.isArray(result.moves)).toBe(true);
    expect(Object.keys(result)).toEqual(['verdict', 'moves', 'nodes', 'ms']);
  });

  it('says the verdict is thoughtful in text output', async () => {
    // Deal 132 has no win, and its proof takes the second relaxed game's millions of positions (WINNABILITY.md):
    // unknown at 0.05 s however fast the machine (deal 1 had been, until a fast run won it in 0.12 s).
    const { out } = await run(['solve', 'hamlet', '--deal', '132', '--time-limit', '0.05']);
    expect(out).toMatch(/^unknown: .*knows the order of the stock/);
  });

  it('refuses a missing deal as a usage error and a bad value as bad input', async () => {
    const usage = await run(['solve', 'hamlet']);
    expect(usage.error).toBeInstanceOf(CommanderError);
    expect((usage.error as CommanderError).exitCode).toBe(2);
    const bad = await run(['solve', 'hamlet', '--deal', '3', '--time-limit', 'soon']);
    expect(bad.error).toBeInstanceOf(PatienceError);
    expect((bad.error as PatienceError).code).toBe('bad-option');
  });
});

describe('patience survey', () => {
  it('prints a summary as JSON (in-process, no workers)', async () => {
    const { out, error } = await run([
      'survey',
      'camelot',
      '--deals',
      '2',
      '--first',
      '12',
      '--time-limit',
      '0.2',
      '--workers',
      '0',
      '--json',
    ]);
    expect(error).toBeNull();
    const s = JSON.parse(out);
    expect(s.deals).toBe(2);
    expect(s.won + s.lost + s.unknown).toBe(2);
    expect(s.interval[0]).toBeLessThanOrEqual(s.interval[1]);
  });
});
