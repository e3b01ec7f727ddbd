// Holds the layering the README describes, as a tool: reads every import of src/ (value and type
// imports alike, static and dynamic, of our files and of packages), refuses import cycles, imports
// across the folder rules below, packages a folder may not use, and any file in a folder no rule names.
// Exit 1 with one line per problem. Run by `npm run lint` (and so by `npm test`).
//
//   node scripts/check-imports.mjs [ROOT]     ROOT: the repository to check (default: this one)
//
// Why a script of our own: the linter's cycle rule cannot follow TypeScript's `.js` specifiers to `.tsx`
// files, and the folder rules are ours to state in one place. test/lint/check-imports.test.ts builds small
// trees that break each rule and checks that every one fails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

const NODE = 'node:';
const FRAMEWORK = ['preact', '@preact/signals'];
const PURE = ['src/engine/', 'src/games/', 'src/solver/'];

/**
 * Who may import whom, by the importing file's place (first match wins; `*` stands for one folder or file
 * name). `may`: the folders (ending in `/`) and files it may import besides its own folder; `packages`:
 * the packages it may import (a name covers its subpaths; `node:` covers Node's built-in modules). A file
 * no rule matches is itself a problem, so a new folder must be given its rule here.
 */
const RULES = [
  { from: 'src/engine/', may: [], packages: [], why: 'the engine knows no game, solver or front end' },
  {
    from: 'src/games/*/',
    may: ['src/engine/', 'src/games/*.ts'],
    packages: [],
    why: 'a game is written over the engine (and the shared files of src/games/) alone, never over another game',
  },
  { from: 'src/games/', may: ['src/engine/', 'src/games/'], packages: [], why: 'the registry binds the games over the engine' },
  {
    from: 'src/solver/core/',
    may: ['src/engine/', 'src/games/'],
    packages: [],
    why: 'the search core is pure: engine and games only',
  },
  { from: 'src/solver/', may: ['src/engine/', 'src/games/', 'src/solver/'], packages: [], why: 'the solver sits under the public API' },
  { from: 'src/index.ts', may: PURE, packages: [], why: 'the public API binds engine, games and solver, and runs anywhere' },
  {
    from: 'src/node.ts',
    may: ['src/node/', 'src/index.ts', 'src/solver/core/stats.ts'],
    packages: [NODE],
    why: 'the Node entry adds the surveys above the public API',
  },
  {
    from: 'src/node/',
    may: ['src/index.ts', 'src/solver/core/stats.ts'],
    packages: [NODE],
    why: 'the Node adapters (surveys on worker threads) use the solver through the public API',
  },
  {
    from: 'src/i18n/',
    may: ['src/index.ts'],
    packages: [],
    why: 'the message catalogue is shared by the web app and the command, and knows neither (the library only for the types of the facts it words); it says its compiled messages itself',
  },
  {
    from: 'src/cli/',
    may: ['src/index.ts', 'src/node.ts', 'src/i18n/index.ts'],
    packages: ['commander', NODE],
    why: 'the command uses the library only through src/index.ts (and its Node entry, src/node.ts), its messages through src/i18n/index.ts',
  },
  {
    from: 'src/web/table/',
    may: ['src/index.ts', 'src/i18n/index.ts'],
    packages: [],
    why: 'the card table is framework-free and knows nothing of the shell: the library through src/index.ts only, its words through src/i18n/index.ts',
  },
  {
    from: 'src/web/app/',
    may: ['src/web/table/index.ts', 'src/web/table/looks.ts', 'src/index.ts', 'src/i18n/index.ts'],
    packages: [...FRAMEWORK, 'virtual:patience-messages'],
    why: 'the shell uses the table through its face, src/web/table/index.ts (its looks alone through src/web/table/looks.ts), and the library only through src/index.ts',
  },
  {
    from: 'src/web/',
    may: ['src/web/app/', 'src/index.ts', 'src/i18n/index.ts'],
    packages: FRAMEWORK,
    why: 'the page starts the shell; the library only through src/index.ts',
  },
];

/** A rule's place as a regular expression over repository paths: `*` is one name, a trailing `/` a folder. */
function placePattern(place) {
  const body = place
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${body}${place.endsWith('/') ? '' : '$'}`);
}

for (const rule of RULES) {
  rule.match = placePattern(rule.from);
  rule.allowed = rule.may.map(placePattern);
}

/** Every file under `dir`, as repository paths with forward slashes. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return [relative(root, path).split(sep).join('/')];
  });
}

const isModule = (file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts');

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * What a file imports: `files`, the repository paths of its relative imports that are modules (a
 * stylesheet or a Markdown page is not part of the layering), and `packages`, its bare specifiers.
 */
function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  // JSX compiles to imports of the JSX runtime (tsconfig.json: jsxImportSource preact) that no line shows.
  const out = { files: [], packages: file.endsWith('.tsx') ? ['preact/jsx-runtime'] : [] };
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec.startsWith('.')) {
      out.packages.push(spec);
      continue;
    }
    const base = resolve(root, dirname(file), spec);
    const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), join(base, 'index.ts')];
    const target = candidates.find(isFile);
    if (target === undefined) throw new Error(`${file}: cannot resolve ${spec}`);
    const path = relative(root, target).split(sep).join('/');
    if (isModule(path)) out.files.push(path);
  }
  return out;
}

/** Whether a package specifier is one of `allowed` (a name covers its subpaths, `node:` every built-in). */
function packageAllowed(spec, allowed) {
  return allowed.some((name) => (name.endsWith(':') ? spec.startsWith(name) : spec === name || spec.startsWith(`${name}/`)));
}

const all = files(join(root, 'src'));
const problems = [];
const ruleOf = new Map();
for (const file of all) {
  const rule = RULES.find((r) => r.match.test(file));
  if (rule === undefined) problems.push(`${file}: no folder rule names this place (add one to scripts/check-imports.mjs)`);
  else ruleOf.set(file, rule);
}

const graph = new Map(all.filter(isModule).map((f) => [f, importsOf(f)]));

for (const [file, { files: targets, packages }] of graph) {
  const rule = ruleOf.get(file);
  if (rule === undefined) continue;
  // A folder rule also lets a file import its own folder: the folder the pattern matched, so one game's
  // folder and not its neighbours'.
  const own = rule.from.endsWith('/') ? file.match(rule.match)[0] : null;
  for (const t of targets) {
    if ((own !== null && t.startsWith(own)) || rule.allowed.some((p) => p.test(t))) continue;
    problems.push(`${file} imports ${t}: ${rule.why}`);
  }
  for (const spec of packages) {
    if (packageAllowed(spec, rule.packages)) continue;
    problems.push(`${file} imports the package ${spec}: ${rule.why}`);
  }
}

// Cycles: Tarjan's strongly connected components; any component of two or more files (or a file
// importing itself) is a cycle.
let index = 0;
const stack = [];
const info = new Map();
const edges = (v) => graph.get(v)?.files ?? [];
function connect(v) {
  info.set(v, { index, low: index, on: true });
  index++;
  stack.push(v);
  for (const w of edges(v)) {
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
    if (component.length > 1 || edges(v).includes(v))
      problems.push(`import cycle: ${component.sort((a, b) => a.localeCompare(b)).join(' <-> ')}`);
  }
}
for (const v of graph.keys()) if (!info.has(v)) connect(v);

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`check-imports: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`check-imports: ${graph.size} modules, no cycle, every file in a ruled folder and every import within its rules`);
