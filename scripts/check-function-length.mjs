// Holds the guide's limit on function length as a tool: every function, method, accessor, constructor and
// arrow function in src/ spans at most 120 lines (from its first token to its last, nested functions
// included). Run by `npm run lint` (and so by `npm test`); exit 1 with one line per problem.
//
//   node scripts/check-function-length.mjs [ROOT]     ROOT: the repository to check (default: this one)
//
// The functions that were longer when the check came in are listed, each with its length then, in
// scripts/long-functions.json. The list may only shrink: a listed function that grows fails, and so does
// one that is now within the limit (take it off the list), and so does any unlisted function over it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const LIMIT = 120;
/**
 * The functions the list held when the check came in ("file name"). It may hold some of these, never
 * another: a function that grows past the limit is split, not listed.
 */
const FIRST_LISTED = new Set([
  'src/solver/core/beam.ts beamSearch',
  'src/solver/core/search.ts startSearch',
  'src/web/app/game.tsx GamePage',
]);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The name a reader would search for: the declaration's own, or what the function is assigned to. */
function nameOf(node, source) {
  const text = (n) => (n === undefined ? undefined : n.getText(source));
  if (node.name !== undefined) return text(node.name);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return text(parent.name);
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) return text(parent.left);
  if (ts.isCallExpression(parent)) return `(argument of ${text(parent.expression)})`;
  return '(anonymous)';
}

/** Every function-like node of a file with its qualified name ("Class.method", "outer/inner") and length. */
function functionsOf(path) {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out = [];
  const visit = (node, scope) => {
    let inner = scope;
    if (ts.isClassDeclaration(node) && node.name !== undefined) inner = [...scope, node.name.text];
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const name = [...scope, nameOf(node, source)].join(scope.length > 0 && ts.isClassElement(node) ? '.' : '/');
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push({ name, line: first + 1, lines: last - first + 1 });
      inner = [...scope, nameOf(node, source)];
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(source, []);
  return out;
}

/**
 * Checks the repository at ROOT: the exit status and what the command prints (tests call it in their own
 * process; the command below is the same check).
 */
export function checkFunctionLengths(root) {
  const listFile = join(root, 'scripts', 'long-functions.json');
  const listed = new Map(JSON.parse(readFileSync(listFile, 'utf8')).functions.map((f) => [`${f.file} ${f.function}`, f]));
  const problems = [];
  for (const key of listed.keys())
    if (!FIRST_LISTED.has(key)) problems.push(`${key}: newly listed in scripts/long-functions.json, which only shrinks: split it instead`);
  const seen = new Set();
  let count = 0;

  for (const path of files(join(root, 'src'))) {
    const file = relative(root, path).split(sep).join('/');
    for (const f of functionsOf(path)) {
      count++;
      const key = `${file} ${f.name}`;
      const entry = listed.get(key);
      if (entry !== undefined) {
        seen.add(key);
        if (f.lines <= LIMIT) problems.push(`${file}:${f.line} ${f.name} is ${f.lines} lines now: take it off scripts/long-functions.json`);
        else if (f.lines > entry.lines)
          problems.push(`${file}:${f.line} ${f.name} grew to ${f.lines} lines (listed at ${entry.lines}): split it`);
      } else if (f.lines > LIMIT) {
        problems.push(`${file}:${f.line} ${f.name} is ${f.lines} lines, over ${LIMIT}: split it`);
      }
    }
  }
  for (const key of listed.keys())
    if (!seen.has(key)) problems.push(`${key}: listed in scripts/long-functions.json but not found: take it off`);

  if (problems.length > 0) {
    const err = [...problems, `check-function-length: ${problems.length} problem${problems.length === 1 ? '' : 's'}`];
    return { code: 1, out: '', err: `${err.join('\n')}\n` };
  }
  return {
    code: 0,
    out: `check-function-length: ${count} functions, none over ${LIMIT} lines but the ${listed.size} listed (none grown)\n`,
    err: '',
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = checkFunctionLengths(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  process.stdout.write(r.out);
  process.stderr.write(r.err);
  process.exitCode = r.code;
}
