// Runs the `patience` command for the tests: in this process through `main(argv, io)` (src/cli/program.ts),
// over piped text and an environment of the test's choosing, capturing its exit status and both streams; or,
// for the few tests of the installed bin itself (its shebang, the process's exit status, standard output that
// cannot be written), as a process of its own.
import { spawn } from 'node:child_process';
import { closeSync, createReadStream, openSync } from 'node:fs';
import { Readable } from 'node:stream';
import { type Catalogue, type Lang, useCatalogue } from '../../src/i18n/index.js';
import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/program.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';

/** The built bin, as `npm install` links it. */
export const BIN = new URL('../../dist/cli/main.js', import.meta.url).pathname;
// In English whatever the machine's locale (the tests of other languages set LANG or --lang themselves).
const ENV = { NO_COLOR: '', FORCE_COLOR: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8' };

export interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** Each language's compiled messages, as the build writes them to dist/i18n/<lang>.json. */
const catalogues = new Map<Lang, Catalogue>();
function catalogue(lang: Lang): Catalogue {
  if (!catalogues.has(lang)) catalogues.set(lang, compiledCatalogue(lang) as Catalogue);
  return catalogues.get(lang)!;
}

/** One command at a time: the language in use is the process's, and each run chooses its own. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * `patience ARGS`, with INPUT (text, or a file such as /dev/zero) as its standard input and ENV over the
 * tests' English environment. Standard output and error are pipes, not terminals.
 */
export function patience(args: string[], input?: string | { file: string }, env: Record<string, string> = {}): Promise<Ran> {
  const run = async (): Promise<Ran> => {
    let out = '';
    let err = '';
    const stdin =
      typeof input === 'object' ? createReadStream(input.file) : Readable.from(input === undefined ? [] : [Buffer.from(input, 'utf8')]);
    const io: Io = {
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (err += text) },
      stdin,
      env: { ...ENV, ...env },
      catalogue,
    };
    try {
      const code = await main(args, io);
      return { code, out, err };
    } finally {
      stdin.destroy();
      // The tests themselves read English, as test/i18n/setup.ts set it.
      useCatalogue('en', catalogue('en'));
    }
  };
  const ran = queue.then(run);
  queue = ran.catch(() => {});
  return ran;
}

/** Where the bin's standard input comes from and its standard output goes, beyond plain pipes. */
export interface Streams {
  /** Text piped in, or a file (such as /dev/zero) opened as standard input. */
  input?: string | { file: string };
  /** `closed`: a pipe whose reader has gone (`| true`); `full`: /dev/full, every write fails. */
  output?: 'pipe' | 'closed' | 'full';
  /** Set over the tests' English environment. */
  env?: Record<string, string>;
}

/**
 * The installed bin run as a process of its own, as a user's shell runs it (the file itself, so by its
 * shebang): for what only a process shows, its exit status and its standard output failing.
 */
export function patienceProcess(args: string[], streams: Streams = {}): Promise<Ran> {
  const fds: number[] = [];
  const open = (file: string, flags: string): number => {
    fds.push(openSync(file, flags));
    return fds[fds.length - 1]!;
  };
  const input = streams.input;
  const stdin = typeof input === 'object' ? open(input.file, 'r') : 'pipe';
  const stdout = streams.output === 'full' ? open('/dev/full', 'w') : 'pipe';
  // Killed after a minute, so a command that never ends fails its test and leaves nothing running.
  const child = spawn(BIN, args, {
    stdio: [stdin, stdout, 'pipe'],
    env: { ...process.env, ...ENV, ...streams.env },
    timeout: 60_000,
  });
  let out = '';
  let err = '';
  if (streams.output === 'closed') child.stdout!.destroy();
  else child.stdout?.setEncoding('utf8').on('data', (s: string) => (out += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (err += s));
  if (typeof input === 'string') child.stdin!.end(input);
  else if (input === undefined) child.stdin!.end();
  child.stdin?.on('error', () => {}); // a command that stops reading early
  for (const fd of fds) closeSync(fd);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}
