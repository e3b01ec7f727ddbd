// Writes docs/api.md: every export of the package's two entries (src/index.ts, `patience`, and
// src/node.ts, `patience/node`) with its signature or type, read by TypeScript's own checker, and its doc
// comment. The reference of the contract (docs/contract.md) explains; this page lists, and cannot drift:
//
//   node scripts/api-doc.mjs            write docs/api.md
//   node scripts/api-doc.mjs --check    exit 1 when docs/api.md is not what the sources give (a test runs this)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'docs', 'api.md');
const ENTRIES = [
  { file: 'src/index.ts', name: 'patience', what: 'the library: runs anywhere (no DOM, no Node APIs)' },
  { file: 'src/node.ts', name: 'patience/node', what: 'the Node-only entry: surveys on worker threads and their results files' },
];

const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path)).config;
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
const program = ts.createProgram(
  ENTRIES.map((e) => join(root, e.file)),
  { ...options, noEmit: true },
);
const checker = program.getTypeChecker();
const FULL =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** The symbol an export stands for, through any re-exports. */
const target = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

/** A declaration's text without its leading doc comment, and with its `export` keyword dropped. */
function declarationText(node) {
  return node
    .getText()
    .replace(/^export\s+/, '')
    .replace(/^declare\s+/, '');
}

/** Source text on one line, without the module qualifiers of src/index.ts (`engine.History` is `History`). */
const plain = (text) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\bengine\./g, '')
    .replace(/([({[]) /g, '$1')
    .replace(/ ([)}\]])/g, '$1')
    .replace(/,([)}\]])/g, '$1');

/** A function's signature as its author wrote it (parameters, defaults, return type), on one line. */
function signatureText(name, decl) {
  const params = decl.parameters.map((p) => plain(p.getText()).replace(/^(?:(?:private|protected|public|readonly) )+/, '')).join(', ');
  const returns =
    decl.type === undefined
      ? checker.typeToString(checker.getReturnTypeOfSignature(checker.getSignatureFromDeclaration(decl)), undefined, FULL)
      : plain(decl.type.getText());
  return `${name}(${params}): ${returns}`;
}

/** How one export reads in the listing: its kind, and a TypeScript block that states it. */
function describe(name, symbol) {
  const s = target(symbol);
  const decl = s.declarations?.[0];
  const doc = ts.displayPartsToString(s.getDocumentationComment(checker)).trim();
  if (s.flags & ts.SymbolFlags.Function) {
    const heads = s.declarations.filter((d) => ts.isFunctionDeclaration(d));
    // Overloads: the signatures a caller sees, not the implementation's.
    const shown = heads.length > 1 ? heads.filter((d) => d.body === undefined) : heads;
    return { kind: 'Functions', code: shown.map((d) => signatureText(name, d)).join('\n'), doc };
  }
  if (s.flags & ts.SymbolFlags.Class) {
    // A class exported as a type only is made by the library (openGame), never by `new`.
    const typeOnly = symbol.declarations?.some((d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly));
    const made = decl.members
      .filter((m) => !typeOnly && ts.isConstructorDeclaration(m))
      .map((m) => signatureText(`new ${name}`, m).replace(/: \S+$/, ''));
    const heritage = (decl.heritageClauses ?? []).map((h) => ` ${plain(h.getText())}`).join('');
    const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;
    const members = decl.members
      .filter((m) => !ts.isConstructorDeclaration(m) && m.name !== undefined && !ts.isPrivateIdentifier(m.name))
      .filter((m) => (ts.getCombinedModifierFlags(m) & hidden) === 0)
      .map((m) => {
        if (ts.isMethodDeclaration(m)) return `  ${signatureText(m.name.getText(), m)};`;
        const type = checker.typeToString(checker.getTypeAtLocation(m), undefined, FULL);
        return `  ${ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Readonly ? 'readonly ' : ''}${m.name.getText()}: ${m.type === undefined ? type : plain(m.type.getText())};`;
      });
    return { kind: 'Classes', code: [...made, `class ${name}${heritage} {`, ...members, '}'].join('\n'), doc };
  }
  if (s.flags & ts.SymbolFlags.Variable) {
    const type = checker.getTypeOfSymbolAtLocation(s, decl);
    return { kind: 'Constants', code: `const ${name}: ${checker.typeToString(type, undefined, FULL)}`, doc };
  }
  if (s.flags & ts.SymbolFlags.Interface) return { kind: 'Types', code: declarationText(decl), doc };
  if (s.flags & ts.SymbolFlags.TypeAlias) {
    // An alias that only names another (`AutoMode = engine.AutoMode`) shows what that one says.
    let shown = decl;
    while (ts.isTypeReferenceNode(shown.type) && shown.type.typeArguments === undefined) {
      const next = checker.getSymbolAtLocation(shown.type.typeName);
      const other = next === undefined ? undefined : target(next).declarations?.[0];
      if (other === undefined || !ts.isTypeAliasDeclaration(other)) break;
      shown = other;
    }
    return { kind: 'Types', code: `type ${name} = ${plain(shown.type.getText()).replace(/^\| /, '')};`, doc };
  }
  throw new Error(`api-doc: cannot describe ${name}`);
}

const KINDS = ['Functions', 'Classes', 'Constants', 'Types'];

function page() {
  const out = [
    '# The library, export by export',
    '',
    "Generated by `node scripts/api-doc.mjs` from the types and doc comments of the package's two entries; a test",
    'fails when this page is out of date. What the shapes mean, and the command, are in [contract.md](contract.md).',
  ];
  for (const entry of ENTRIES) {
    const source = program.getSourceFile(join(root, entry.file));
    const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source));
    const items = exports.map((symbol) => ({ name: symbol.name, ...describe(symbol.name, symbol) }));
    out.push('', `## \`${entry.name}\` (${entry.file})`, '', `${entry.what[0].toUpperCase()}${entry.what.slice(1)}.`);
    for (const kind of KINDS) {
      const group = items.filter((i) => i.kind === kind).sort((a, b) => a.name.localeCompare(b.name));
      if (group.length === 0) continue;
      out.push('', `### ${kind}`);
      for (const item of group) {
        out.push('', `#### \`${item.name}\``, '', '```ts', item.code, '```');
        if (item.doc !== '') out.push('', item.doc);
      }
    }
  }
  return `${out.join('\n')}\n`;
}

const text = page();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // No page yet: it is out of date.
  }
  if (current !== text) {
    console.error('docs/api.md is out of date: run node scripts/api-doc.mjs');
    process.exit(1);
  }
  console.log('docs/api.md matches the sources');
} else {
  writeFileSync(OUT, text);
  console.log(`wrote docs/api.md`);
}
