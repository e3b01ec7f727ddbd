// The checks before the tests, each stated once here: `node scripts/checks.mjs build typecheck lint` runs
// the steps of the groups named, several at a time (most are single-threaded: two type checks one after the
// other leave a core idle), longest first. Each step's output is shown whole when it ends, under its name;
// the exit code is non-zero when any step failed, and the failed ones are named again at the end.
// `npm run build`, `npm run typecheck`, `npm run lint` and `npm test` call it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** The linter, type check included: in both groups below, and run once when both are named. */
const OXLINT = { cost: 4, cmd: [bin('oxlint'), '--type-aware', '--type-check', '--deny-warnings', 'src', 'test', 'scripts'] };

/** Each group's steps, each with its CPU seconds on this machine (to start the longest first). */
const GROUPS = {
  // Nothing to do when dist/ was built from these very sources (scripts/build-lib.mjs): on a fresh clone,
  // `npm install` has just built it, type check included.
  build: [{ cost: 7, cmd: [process.execPath, 'scripts/build-lib.mjs', '--if-changed'] }],
  // tsconfig.json's type check is oxlint's: with --type-check, its type-aware linter (oxlint-tsgolint, built
  // on TypeScript's Go compiler) reports the compiler's diagnostics too, in a sixth of tsc's time (3 CPU-s
  // against 16–20). The pure check has its own libs, which oxlint does not take, so tsc does it.
  typecheck: [OXLINT, { cost: 5, cmd: [bin('tsc'), '-p', 'tsconfig.pure.json', '--noEmit'] }],
  // docs/api.md against the sources (`scripts/api-doc.mjs --check`) is checked once, by test/lint/api-doc.test.ts.
  lint: [
    OXLINT,
    { cost: 0.1, cmd: [process.execPath, 'scripts/check-imports.mjs'] },
    { cost: 2, cmd: [process.execPath, 'scripts/check-function-length.mjs'] },
    { cost: 14, cmd: [bin('prettier'), '--check', '--log-level', 'warn', '.'] },
  ],
};

const named = process.argv.slice(2);
const unknown = named.filter((g) => !(g in GROUPS));
if (named.length === 0 || unknown.length > 0) {
  console.error(
    `usage: node scripts/checks.mjs ${Object.keys(GROUPS).join('|')}…${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}
// The longest first, so that the last to end is not a long one started late.
const steps = [...new Set(named.flatMap((g) => GROUPS[g]).sort((a, b) => b.cost - a.cost))].map((s) => s.cmd);

const label = (step) =>
  step
    .map((part) =>
      part === process.execPath ? 'node' : part.startsWith(root) ? part.slice(root.length).replace('node_modules/.bin/', '') : part,
    )
    .join(' ');

/** Runs one step, its output kept; resolves with whether it passed. */
function run(step) {
  const started = Date.now();
  return new Promise((done) => {
    const out = [];
    const child = spawn(step[0], step.slice(1), {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) => {
      const ok = code === 0;
      const text = Buffer.concat(out).toString('utf8').trimEnd();
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${label(step)} (${((Date.now() - started) / 1000).toFixed(1)} s)${text ? `\n${text}\n` : ''}`);
      done(ok);
    });
  });
}

const queue = [...steps];
const failed = [];
const lane = async () => {
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) if (!(await run(step))) failed.push(step);
};
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${steps.length} checks failed: ${failed.map(label).join('; ')}`);
  process.exit(1);
}
