// The command's errors in French and Russian (issue 28): a bad deal number, a record naming a pile the game
// does not have, a malformed position and an unknown --lang are said in the player's language, from the
// error's facts, with no English word left; the exit status is the same in every language.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deal } from '../../src/index.js';
import { patience } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'patience-errors-'));
const file = (name: string, value: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
};
const badRecord = file('record.json', { game: 'hamlet', deal: 7, moves: [{ type: 'move', from: 'heap', to: 'tableau-1' }] });
const hamlet = deal('hamlet', 7);
const badPosition = file('position.json', { ...hamlet, piles: { ...hamlet.piles, 'tableau-1': ['AS', 'ZZ'] } });

/** Words of English a French or Russian error must not say. */
const ENGLISH = /\b(must|whole|number|not|has no|pile named|card code|from the bottom|language|one of)\b/;

const CASES: [string, string[], number][] = [
  ['a bad deal number', ['deal', 'hamlet', '--deal', 'abc'], 1],
  ['a record naming a pile the game does not have', ['replay', badRecord], 1],
  ['a malformed position', ['moves', '--position', badPosition], 1],
];

describe.each([
  ['fr', { LANG: 'fr_FR.UTF-8' }],
  ['ru', { LANG: 'ru_RU.UTF-8' }],
])('in %s', (lang, env) => {
  it.each(CASES)('%s', async (_, args, code) => {
    const en = await patience(args);
    const said = await patience(args, undefined, env);
    expect(en.code).toBe(code);
    expect(said.code).toBe(code);
    expect(said.err).toMatch(/^patience: .+\n$/);
    expect(said.err).not.toBe(en.err);
    expect(said.err).not.toMatch(ENGLISH);
  });

  it('refuses an unknown --lang in the language of LANG, naming the languages', async () => {
    const en = await patience(['games', '--lang', 'xx']);
    const said = await patience(['games', '--lang', 'xx'], undefined, env);
    expect(said.code).toBe(en.code);
    expect(said.err).not.toBe(en.err);
    expect(said.err).toContain('en, fr, de, es, it, ru');
    expect(said.err).not.toMatch(/\b(error|no language|usage)\b/);
  });
});

it('says each in French as a player reads it', async () => {
  const env = { LANG: 'fr_FR.UTF-8' };
  expect((await patience(['deal', 'hamlet', '--deal', 'abc'], undefined, env)).err).toBe(
    'patience: --deal\u202f: un numéro de donne est un nombre entier de 1 à 4294967295, pas "abc"\n',
  );
  expect((await patience(['replay', badRecord], undefined, env)).err).toBe(
    'patience: coup 1\u202f: heap\u202f: Hamlet n’a pas de pile nommée "heap" (piles\u202f: tableau-1, tableau-2, tableau-3, tableau-4, tableau-5, tableau-6, tableau-7, tableau-8, tableau-9, tableau-10, tableau-11, tableau-12, tableau-13, foundation-1, foundation-2, foundation-3, foundation-4, foundation-5, foundation-6, foundation-7, foundation-8)\n',
  );
});

it('keeps the English words of the library in English', async () => {
  expect((await patience(['deal', 'hamlet', '--deal', 'abc'])).err).toBe(
    'patience: --deal: a deal number must be a whole number from 1 to 4294967295, not "abc"\n',
  );
});
