// Builds what the package's `exports` and `bin` need (run by `npm install` through `prepare`):
// compiles src/ (engine, games, solver, cli) to dist/, copies each game's rules page beside its code and
// writes each language's compiled messages.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, compiledCatalogue } from './i18n-catalog.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
