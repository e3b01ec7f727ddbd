// Each language's punctuation as its players write it (issue 28): French puts a narrow no-break space
// (U+202F) before ; ! ? and : (a no-break space U+00A0 is also right before :) and inside « », and writes
// its apostrophe ’ throughout, in every message of every area and in the rules pages; Spanish opens its
// questions and exclamations with ¿ ¡; Russian quotes «» rather than English quotes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { listGames } from '../../src/index.js';
import { areaMessages, areas, root } from '../../scripts/i18n-catalog.mjs';

const NARROW = '\u202f';
const NBSP = '\u00a0';

/** Every message of a language, each with its id, from every area (a new area is read as well). */
function messagesOf(lang: string): [string, string][] {
  return areas().flatMap((area) => Object.entries(areaMessages(area, lang) as Record<string, string>));
}

/** A game's rules page in a language, as the page and the command show it. */
function rulesPages(lang: string): [string, string][] {
  return listGames().map((g) => {
    const file = join(root, 'src', 'games', g.id, `rules.${lang}.md`);
    return [file, readFileSync(file, 'utf8')];
  });
}

/** A rules page's prose: without its code spans and code blocks, nor a table's line of alignment (| :-: |). */
function prose(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .split('\n')
    .filter((line) => !/^\s*\|[\s:|-]+\|\s*$/.test(line))
    .join('\n');
}

/**
 * Where a French text breaks its rules, each as a few characters around the mark: a mark with an ordinary
 * space, or none, before it. A mark that is a key named on its own ("Aide (?)", "« ? »") or a time ("3:12")
 * is not punctuation.
 */
function frenchFaults(text: string): string[] {
  const faults: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const mark = text[i]!;
    const before = text[i - 1] ?? '';
    const around = (): string => text.slice(Math.max(0, i - 12), i + 6);
    if (';!?:'.includes(mark)) {
      if (before === NARROW || (mark === ':' && before === NBSP)) continue;
      if (before === '(' || (mark === ':' && /\d/.test(before) && /\d/.test(text[i + 1] ?? ''))) continue;
      if (mark === ':' && text.slice(i, i + 3) === '://') continue;
      faults.push(`${JSON.stringify(around())}: ${before === ' ' ? 'an ordinary space' : 'no space'} before ${mark}`);
    }
    if (mark === '»' && before !== NARROW) faults.push(`${JSON.stringify(around())}: no narrow space before »`);
    if (mark === '«' && text[i + 1] !== NARROW) faults.push(`${JSON.stringify(around())}: no narrow space after «`);
    if (mark === "'") faults.push(`${JSON.stringify(around())}: a straight apostrophe (French writes ’)`);
  }
  return faults;
}

describe('French', () => {
  test('every message of every area: a narrow no-break space before ; ! ? : and inside « », the apostrophe ’', () => {
    const faults = messagesOf('fr').flatMap(([id, message]) => frenchFaults(message).map((f) => `${id}: ${f}`));
    expect(faults).toEqual([]);
  });

  test('every rules page likewise', () => {
    const faults = rulesPages('fr').flatMap(([file, text]) => frenchFaults(prose(text)).map((f) => `${file}: ${f}`));
    expect(faults).toEqual([]);
  });

  test('the check finds an ordinary space, no space, and a straight apostrophe', () => {
    expect(frenchFaults('Gagné !')).toHaveLength(1);
    expect(frenchFaults('Gagné!')).toHaveLength(1);
    expect(frenchFaults('« oui »')).toHaveLength(2);
    expect(frenchFaults("l'as")).toHaveLength(1);
    expect(frenchFaults(`Gagné${NARROW}! En 3:12${NARROW}; «${NARROW}?${NARROW}» et Aide (?)`)).toEqual([]);
  });
});

/** The question and exclamation marks of a Spanish text that end a sentence (not a key named on its own). */
function closing(text: string, mark: '?' | '!'): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== mark) continue;
    const alone = /[\s(«]/.test(text[i - 1] ?? ' ') && /[\s)»]/.test(text[i + 1] ?? ' ');
    if (!alone) n++;
  }
  return n;
}

test('Spanish opens every question with ¿ and every exclamation with ¡', () => {
  const texts = [...messagesOf('es'), ...rulesPages('es').map(([file, text]): [string, string] => [file, prose(text)])];
  const faults = texts.filter(
    ([, text]) => closing(text, '?') !== (text.match(/¿/g) ?? []).length || closing(text, '!') !== (text.match(/¡/g) ?? []).length,
  );
  expect(faults.map(([id]) => id)).toEqual([]);
});

test('Russian quotes with «», never with English quotes', () => {
  const texts = [...messagesOf('ru'), ...rulesPages('ru').map(([file, text]): [string, string] => [file, prose(text)])];
  expect(texts.filter(([, text]) => /["“”]/.test(text)).map(([id]) => id)).toEqual([]);
});
