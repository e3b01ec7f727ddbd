// Builds what the package's `exports` and `bin` need (run by `npm install` through `prepare`):
// compiles src/ (engine, games, solver, cli) to dist/ and copies the rules pages beside their games.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(join(root, 'dist'), { recursive: true, force: true });
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (result.status !== 0) {
  console.error('patience: the TypeScript build failed (see above)');
  process.exit(result.status ?? 1);
}
mkdirSync(join(root, 'dist', 'games'), { recursive: true });
for (const file of readdirSync(join(root, 'src', 'games'))) {
  if (file.endsWith('.md')) copyFileSync(join(root, 'src', 'games', file), join(root, 'dist', 'games', file));
}
chmodSync(join(root, 'dist', 'cli', 'main.js'), 0o755);
