// Finds the player-facing words written in the code of the web app and the command instead of in the
// message catalogue (src/i18n): JSX text, the words of JSX attributes a player reads or hears (aria-label,
// title, alt, placeholder…), and string literals that read as prose (a capitalised word, several words,
// or a sentence). Read with TypeScript's own parser, so comments, types, imports, console output, errors
// thrown to programmers, comparisons and message ids are told apart from words. A line that must keep a
// literal says why in a comment holding `i18n-ignore` on that line or the line above.
//
//   node scripts/i18n-literals.mjs [FILE…]     lists the literals of each file (default: every file of
//                                              src/web and src/cli), one per line: file:line: "text"
//
// test/i18n/literals.test.ts holds src/web and src/cli to none, but for the files of scripts/i18n-pending.json
// (not yet migrated); a file listed there with no literal left fails too, so the list only shrinks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** The folders whose code speaks to players. */
export const SPEAKING = ['src/web', 'src/cli'];

/** JSX attributes whose words a player reads or hears. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
]);

/** DOM calls and properties whose string is a player's: setAttribute('aria-label', …) and the like. */
const SPOKEN_PROPERTIES = new Set(['textContent', 'innerText', 'title', 'ariaLabel', 'placeholder', 'alt']);

/** Calls whose string arguments are for programmers or are ids, never words a player reads. */
const QUIET_CALLS =
  /^(console\.\w+|t|Error|TypeError|RangeError|PatienceError|require|import|querySelector(All)?|closest|matches|getElementById|getItem|setItem|removeItem|addEventListener|removeEventListener|createElement|createElementNS|postMessage|dispatchEvent|CustomEvent|Event)$/;

/** The words of a string as a player would read them: template placeholders stand as `0`. */
function textOf(node) {
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => `0${s.literal.text}`)].join('');
  return node.text;
}

/** True when a string reads as words for a player rather than as code (an id, a class list, a path, a key). */
export function isProse(text) {
  const s = text.trim();
  if (!/\p{L}/u.test(s)) return false;
  if (/^[.#[:/@$&|*^~=<>-]/.test(s) || /^https?:|^data:|^\w+:\/\//.test(s)) return false;
  if (/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/.test(s)) return false; // SVG path data
  if (/<\/?[a-z][\w-]*[\s/>]|\w+="/.test(s)) return false; // markup (the cards' SVG)
  const words = s.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
  if (words.length === 0) return false;
  if (words.some((w) => /\p{Ll}\p{Lu}/u.test(w)) && words.length === 1) return false; // camelCase: an identifier
  if (/^[\p{Lu}]\p{Ll}+/u.test(words[0]) && !/^\p{Lu}\p{Ll}+\p{Lu}/u.test(words[0])) return true;
  if (/[.!?…]$/.test(s) && words.length >= 2) return true;
  return words.length >= 3;
}

/** The name of a call's callee: `console.log`, `t`, `el.setAttribute` → `setAttribute`. */
function calleeName(call) {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) {
    if (ts.isIdentifier(e.expression) && e.expression.text === 'console') return `console.${e.name.text}`;
    return e.name.text;
  }
  return '';
}

/** Why a string in this place is not a player's words; 'spoken' where any word is a player's; null when prose may be. */
function quietPlace(node) {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return 'import';
  if (ts.isLiteralTypeNode(parent)) return 'type';
  if (ts.isPropertyAssignment(parent) && parent.name === node) return 'key';
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return 'key';
  if (ts.isCaseClause(parent)) return 'comparison';
  if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in)$/.test(ts.tokenToString(parent.operatorToken.kind) ?? '')) return 'comparison';
  if (ts.isJsxAttribute(parent)) return SPOKEN_ATTRIBUTES.has(parent.name.getText()) ? 'spoken' : 'attribute';
  for (let n = node.parent; n !== undefined; n = n.parent) {
    if ((ts.isCallExpression(n) || ts.isNewExpression(n)) && QUIET_CALLS.test(calleeName(n))) return 'call';
    if (ts.isCallExpression(n) && calleeName(n) === 'setAttribute') {
      const first = n.arguments[0];
      return n.arguments[1] === node && first !== undefined && ts.isStringLiteral(first) && SPOKEN_ATTRIBUTES.has(first.text)
        ? 'spoken'
        : 'attribute';
    }
    if (ts.isFunctionLike(n) || ts.isSourceFile(n)) break;
  }
  return null;
}

/** True when the string is given to a property a player reads (`el.textContent = 'Reload'`). */
function spokenProperty(node) {
  const p = node.parent;
  return ts.isBinaryExpression(p) && p.right === node && ts.isPropertyAccessExpression(p.left) && SPOKEN_PROPERTIES.has(p.left.name.text);
}

const seen = new Map();

/** The player-facing literals of one file: `{ line, text }`, in order (read once per content). */
export function literalsIn(path) {
  const source = readFileSync(path, 'utf8');
  const key = `${path}\0${source}`;
  if (!seen.has(key)) seen.set(key, literalsOf(path, source));
  return seen.get(key);
}

function literalsOf(path, source) {
  const file = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = source.split('\n');
  const ignored = (line) => /i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '');
  const out = [];
  const found = (node, text) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    if (!ignored(line)) out.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) found(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = textOf(node);
      const place = spokenProperty(node) ? 'spoken' : quietPlace(node);
      if (place === 'spoken' ? /\p{L}/u.test(text) : place === null && isProse(text)) found(node, text);
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((s) => visit(s.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Every code file of the speaking folders, as repository paths with forward slashes. */
export function speakingFiles() {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const dir of SPEAKING) walk(join(root, dir));
  return out.sort((a, b) => a.localeCompare(b));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : speakingFiles();
  let n = 0;
  for (const f of files) {
    for (const { line, text } of literalsIn(join(root, f))) {
      console.log(`${f}:${line}: ${JSON.stringify(text)}`);
      n++;
    }
  }
  console.log(`${n} literal${n === 1 ? '' : 's'} in ${files.length} file${files.length === 1 ? '' : 's'}`);
}
