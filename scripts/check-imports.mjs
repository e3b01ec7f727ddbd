// Holds the layering the README describes, as a tool: reads every import of src/ (value and type
// imports alike, static and dynamic), refuses import cycles, and refuses imports across the folder
// rules below. Exit 1 with one line per problem. Run by `npm run lint` (and so by `npm test`).
//
// Why a script of our own: the linter's cycle rule cannot follow TypeScript's `.js` specifiers to `.tsx`
// files, and the folder rules are ours to state in one place.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');

/**
 * Who may import whom, by folder of the importing file (first match wins). Each entry lists the folders
 * (or files) its files may import from, besides their own folder.
 */
const RULES = [
  { from: 'src/engine/', may: ['src/engine/'], why: 'the engine knows no game, solver or front end' },
  { from: 'src/games/', may: ['src/engine/', 'src/games/'], why: 'games are written over the engine alone' },
  {
    from: 'src/solver/core/',
    may: ['src/engine/', 'src/games/', 'src/solver/core/'],
    why: 'the search core is pure: engine and games only',
  },
  { from: 'src/solver/', may: ['src/engine/', 'src/games/', 'src/solver/', 'src/index.ts'], why: 'the solver sits under the public API' },
  {
    from: 'src/cli/',
    may: ['src/cli/', 'src/index.ts', 'src/node.ts'],
    why: 'the command uses the library only through src/index.ts (and its Node entry, src/node.ts)',
  },
  { from: 'src/web/', may: ['src/web/', 'src/index.ts'], why: 'the web app uses the library only through src/index.ts' },
  { from: 'src/node.ts', may: ['src/solver/'], why: 'the Node entry adds the surveys to the library' },
  { from: 'src/index.ts', may: ['src/engine/', 'src/games/', 'src/solver/'], why: 'the public API binds engine, games and solver' },
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The repository paths a file imports (relative specifiers only; packages are not our layering). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const out = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec);
    const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), join(base, 'index.ts')];
    const target = candidates.find((c) => {
      try {
        return statSync(c).isFile();
      } catch {
        return false;
      }
    });
    if (target === undefined) throw new Error(`${relative(root, file)}: cannot resolve ${spec}`);
    // Markdown and other assets are not modules of the layering.
    if (/\.(ts|tsx)$/.test(target)) out.push(relative(root, target));
  }
  return out;
}

const graph = new Map(files(src).map((f) => [relative(root, f), importsOf(f)]));
const problems = [];

for (const [file, targets] of graph) {
  const rule = RULES.find((r) => (r.from.endsWith('/') ? file.startsWith(r.from) : file === r.from));
  if (rule === undefined) continue;
  for (const t of targets) {
    const own = t.startsWith(rule.from.endsWith('/') ? rule.from : dirname(rule.from) + '/') && rule.from.endsWith('/');
    if (own || rule.may.some((m) => (m.endsWith('/') ? t.startsWith(m) : t === m))) continue;
    problems.push(`${file} imports ${t}: ${rule.why}`);
  }
}

// Cycles: Tarjan's strongly connected components; any component of two or more files (or a file
// importing itself) is a cycle.
let index = 0;
const stack = [];
const info = new Map();
function connect(v) {
  info.set(v, { index, low: index, on: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!info.has(w)) {
      connect(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).on) {
      info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).on = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v))
      problems.push(`import cycle: ${component.sort((a, b) => a.localeCompare(b)).join(' <-> ')}`);
  }
}
for (const v of graph.keys()) if (!info.has(v)) connect(v);

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`check-imports: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`check-imports: ${graph.size} files, no cycle, every import within its folder's rules`);
