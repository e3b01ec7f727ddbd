// The message catalogue is complete and consistent (issue 28, item 6): every language has every English
// message and no other, each message is well-formed ICU and has English's placeholders (the same names,
// the same kinds, a select's same keys; a plural's forms are the language's own; a card's or a pile's name
// may be asked in a case of its own, `{card_def}`, as facts.ts gives them), each id lives in the area
// its prefix names, and every message is said somewhere in src/ (an unused one fails).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES as LANGS } from '../../src/i18n/index.js';
import { LANGUAGES, type Compiled, areaMessages, areas, compile, messagesDir, root, sourceCatalogue } from '../../scripts/i18n-catalog.mjs';

const english = sourceCatalogue('en');
const others = LANGS.filter((l) => l !== 'en');

/** What a compiled message expects of its values: each placeholder's kind, and each select's keys. */
function shapeOf(compiled: Compiled, lang: string): string[] {
  const out = new Set<string>();
  const plural = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  const ordinal = new Intl.PluralRules(lang, { type: 'ordinal' }).resolvedOptions().pluralCategories as string[];
  const walk = (tokens: Compiled): void => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [said, kind = 'value', cases] = token;
      // A card's or pile's name in a case its language needs ({card_def}, {from_from}) is that placeholder.
      const name = kind === 'value' ? said.replace(/_(def|obj|acc|on|of|from|to)$/, '') : said;
      out.add(`${name}: ${kind === 'number' || kind === 'plural' || kind === 'selectordinal' ? 'number' : kind}`);
      if (typeof cases !== 'object' || cases === null) continue;
      const keys = Object.keys(cases).filter((k) => k !== 'offset');
      if (kind === 'select') out.add(`${name} keys: ${keys.sort().join(' ')}`);
      if (kind === 'plural' || kind === 'selectordinal') {
        const allowed = kind === 'plural' ? plural : ordinal;
        const wrong = keys.filter((k) => !allowed.includes(k) && !/^=?\d+$/.test(k));
        if (wrong.length > 0 || !keys.includes('other')) out.add(`${name} forms not ${lang}'s: ${keys.join(' ')}`);
      }
      for (const c of Object.values(cases as Record<string, Compiled>)) if (Array.isArray(c)) walk(c);
    }
  };
  walk(compiled);
  return [...out].sort();
}

test('the build script and src/i18n name the same languages', () => {
  expect([...LANGUAGES]).toEqual([...LANGS]);
});

test('each area has one file per language and nothing else; each id starts with its area', () => {
  for (const area of areas()) {
    const files = readdirSync(join(messagesDir, area)).sort();
    expect(files, area).toEqual(LANGS.map((l) => `${l}.json`).sort());
    for (const id of Object.keys(areaMessages(area, 'en'))) expect(id.startsWith(`${area}.`), `${id} in ${area}`).toBe(true);
  }
  // src/i18n/ids.ts types the ids from every area's English file.
  const ids = readFileSync(join(root, 'src', 'i18n', 'ids.ts'), 'utf8');
  for (const area of areas()) expect(ids, area).toContain(`from './messages/${area}/en.json'`);
});

describe.each(others)('%s', (lang) => {
  const messages = sourceCatalogue(lang);

  test('has every English message and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  test("each message is well-formed and has English's placeholders and select keys", () => {
    const differ: string[] = [];
    for (const [id, message] of Object.entries(messages)) {
      const want = english[id];
      if (want === undefined) continue;
      const got = shapeOf(compile(id, message), lang);
      if (JSON.stringify(got) !== JSON.stringify(shapeOf(compile(id, want), 'en'))) differ.push(`${id}: ${got.join('; ')}`);
    }
    expect(differ).toEqual([]);
  });

  test('no message is left in English (but names, which are the same)', () => {
    const same = Object.keys(messages).filter((id) => messages[id] === english[id] && /\p{Ll}{3,}\s+\p{Ll}{3,}/u.test(english[id]!));
    expect(same).toEqual([]);
  });
});

test('every English message is well-formed', () => {
  for (const [id, message] of Object.entries(english)) expect(() => compile(id, message), id).not.toThrow();
});

/** Every code file of src/, read. */
function sources(dir = join(root, 'src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'messages' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

test('every message is said somewhere in src/ (its id written out in full)', () => {
  const code = sources().join('\n');
  const unused = Object.keys(english).filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`));
  expect(unused).toEqual([]);
});
