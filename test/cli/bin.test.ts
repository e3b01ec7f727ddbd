// The installed bin (dist/cli/main.js, src/cli/main.ts) run as a process of its own, for what only a process
// shows: that the file runs by its shebang, that `main`'s status becomes the process's exit status, that
// standard input is piped through and the locale read from the environment. Every other command test calls
// `main` in the test's process (run.ts); these check that the bin is only that.
import { describe, expect, it } from 'vitest';
import { deal, legalMoves } from '../../src/index.js';
import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/program.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import type { Catalogue } from '../../src/i18n/index.js';
import { Readable } from 'node:stream';
import { patience, patienceProcess } from './run.js';

describe('the installed bin', () => {
  it('runs by its shebang, reads standard input and exits 0 with what main writes', async () => {
    const input = JSON.stringify(deal('hamlet', 7));
    const r = await patienceProcess(['moves', '--position', '-'], { input });
    expect(r).toEqual({ code: 0, out: `${JSON.stringify(legalMoves(deal('hamlet', 7)))}\n`, err: '' });
    expect(r).toEqual(await patience(['moves', '--position', '-'], input));
  });

  it('exits with 1 for bad input and 2 for a usage error, one line on standard error as main says it', async () => {
    const bad = await patienceProcess(['deal', 'spider']);
    expect(bad.code).toBe(1);
    expect(bad).toEqual(await patience(['deal', 'spider']));
    const usage = await patienceProcess(['frobnicate']);
    expect(usage.code).toBe(2);
    expect(usage).toEqual(await patience(['frobnicate']));
  });

  it('speaks the language of LANG from its environment', async () => {
    const fr = await patienceProcess(['rules', 'hamlet'], { env: { LANG: 'fr_FR.UTF-8' } });
    expect(fr.code).toBe(0);
    expect(fr.out).toMatch(/^Hamlet\n=+\n/);
    expect(fr.out).not.toBe((await patience(['rules', 'hamlet'])).out);
    expect(fr).toEqual(await patience(['rules', 'hamlet'], undefined, { LANG: 'fr_FR.UTF-8' }));
  });
});

describe('a bug in the command (not the user’s fault)', () => {
  /** Runs `patience deal hamlet --deal 7` over streams whose standard output throws a TypeError. */
  async function broken(env: Record<string, string>, catalogue: Io['catalogue']) {
    let err = '';
    const io: Io = {
      stdout: {
        write: () => {
          throw new TypeError('a bug\nits second line');
        },
      },
      stderr: { write: (text: string) => (err += text) },
      stdin: Readable.from([]),
      env,
      catalogue,
    };
    return { code: await main(['deal', 'hamlet', '--deal', '7'], io), err };
  }
  const english = () => compiledCatalogue('en') as Catalogue;

  it('is one line and status 70, never a stack', async () => {
    expect(await broken({}, english)).toEqual({ code: 70, err: 'patience: internal error: TypeError: a bug\n' });
  });

  it('shows its stack when PATIENCE_DEBUG asks for it', async () => {
    const r = await broken({ PATIENCE_DEBUG: '1' }, english);
    expect(r.code).toBe(70);
    expect(r.err).toMatch(/^patience: internal error: TypeError: a bug\nits second line\n\s+at /);
  });
});
