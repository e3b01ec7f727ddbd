// Builds what the package's `exports` and `bin` need (run by `npm install` through `prepare`):
// compiles src/ (engine, games, solver, cli) to dist/, copies each game's rules page beside its code and
// writes each language's compiled messages.
// `--if-changed` (npm test's build step) does nothing when dist/ is what a build of the same sources with
// the same tools left, untouched since: on a fresh clone `npm install` has just built it, type check
// included. Any change to src/, to this script, its configs or its tools' versions builds again.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, compiledCatalogue } from './i18n-catalog.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(root, 'dist', '.built-from.json');

/** Every file under `dir` (absolute paths, sorted), none when it does not exist. */
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath ?? e.path, e.name))
        .sort()
    : [];

/** One hash of the files' paths and contents. */
function digest(files) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}

/** What dist/ is made from: all of src/ (whatever the compiler reaches), the build's scripts and configs, its tools. */
const sources = () =>
  digest([
    ...filesUnder(join(root, 'src')),
    ...['scripts/build-lib.mjs', 'scripts/i18n-catalog.mjs', 'tsconfig.json', 'tsconfig.build.json', 'package.json'].map((f) =>
      join(root, f),
    ),
    ...['typescript', '@types/node', '@lingui/message-utils'].map((p) => join(root, 'node_modules', p, 'package.json')),
  ]);
const built = () => digest(filesUnder(join(root, 'dist')).filter((f) => f !== STAMP));

const from = sources();
if (process.argv.includes('--if-changed') && existsSync(STAMP)) {
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  if (stamp.sources === from && stamp.built === built()) {
    console.log('dist/ is up to date: built from these sources, unchanged since');
    process.exit(0);
  }
}
rmSync(join(root, 'dist'), { recursive: true, force: true });
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (result.status !== 0) {
  console.error('patience: the TypeScript build failed (see above)');
  process.exit(result.status ?? 1);
}
// Each game's rules pages, src/games/<game>/rules.md (English) and rules.<language>.md, go to dist/games/<game>/
// for `patience rules`.
for (const entry of readdirSync(join(root, 'src', 'games'), { withFileTypes: true })) {
  const from = join(root, 'src', 'games', entry.name);
  if (!entry.isDirectory() || !existsSync(join(from, 'rules.md'))) continue;
  mkdirSync(join(root, 'dist', 'games', entry.name), { recursive: true });
  for (const page of readdirSync(from).filter((name) => /^rules(\.[a-z]{2,3})?\.md$/.test(name)))
    copyFileSync(join(from, page), join(root, 'dist', 'games', entry.name, page));
}
// Each language's messages, compiled (scripts/i18n-catalog.mjs), go to dist/i18n/<lang>.json for the command.
mkdirSync(join(root, 'dist', 'i18n'), { recursive: true });
for (const lang of LANGUAGES) writeFileSync(join(root, 'dist', 'i18n', `${lang}.json`), JSON.stringify(compiledCatalogue(lang)));
chmodSync(join(root, 'dist', 'cli', 'main.js'), 0o755);
writeFileSync(STAMP, JSON.stringify({ sources: from, built: built() }));
