// No player-facing words are written in src/web or src/cli outside the message catalogue (issue 28, item 6),
// but in the files not yet migrated (scripts/i18n-pending.json). The list only shrinks: a listed file with no
// literal left fails, so that it is taken off. The finder itself is checked on small sources that must be
// found and on code that must not be.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { literalsIn, root, speakingFiles } from '../../scripts/i18n-literals.mjs';

const pending: string[] = (JSON.parse(readFileSync(join(root, 'scripts', 'i18n-pending.json'), 'utf8')) as { files: string[] }).files;

test('no file outside the pending list has a player-facing literal', () => {
  const left = speakingFiles()
    .filter((f) => !pending.includes(f))
    .flatMap((f) => literalsIn(join(root, f)).map(({ line, text }) => `${f}:${line}: ${text}`));
  expect(left).toEqual([]);
});

test('every file on the pending list still has a literal to migrate, and exists', () => {
  const files = speakingFiles();
  const done = pending.filter((f) => !files.includes(f) || literalsIn(join(root, f)).length === 0);
  expect(done).toEqual([]);
});

const dir = mkdtempSync(join(tmpdir(), 'patience-literals-'));
const found = (name: string, code: string): string[] => {
  const path = join(dir, name);
  writeFileSync(path, code);
  return literalsIn(path).map((l) => l.text);
};

test('the finder finds JSX text, spoken attributes, prose strings and spoken properties', () => {
  expect(
    found(
      'a.tsx',
      `export const A = () => <p aria-label="Close it" title={'Board'}>Hello there<b>{n}</b></p>;
const say = (s: string) => s;
say('The deal is lost.');
say(\`\${n} cards left in the stock\`);
say('Undo');
el.textContent = 'ok';
el.setAttribute('aria-label', 'menu');`,
    ),
  ).toEqual(['Close it', 'Board', 'Hello there', 'The deal is lost.', '0 cards left in the stock', 'Undo', 'ok', 'menu']);
});

test('the finder leaves code alone: ids, classes, imports, types, comparisons, console and errors, ignored lines', () => {
  expect(
    found(
      'b.tsx',
      `import x from './Some File.js';
type K = 'Some Type';
// A comment with Words.
export const B = () => <div class="page home big" data-test="Some Thing" />;
if (e.key === 'Enter' || k === 'Hello world.') console.error('Patience: this went wrong badly', e);
switch (k) { case 'Escape': break; }
throw new Error('Something is not right here.');
t('shell.home.tagline', { page: 'Home' === k ? 1 : 2 });
el.className = 'update-notice primary';
const path = 'M 0 0 L 10 10 Z';
const svg = \`<rect x="1" fill="\${c}"/>\`;
const o = { 'Some Key': 1 };
say('A literal kept on purpose'); // i18n-ignore: a test of the comment`,
    ),
  ).toEqual([]);
});
