// Every game's rules page exists in each language and says the same things as the English one, block by block:
// the same headings at the same levels, the same lists nested the same way, the same tables, and in each block the
// same numbers, the same cards (9♥, K♣, with each language's rank letters) and as many words in bold.
// The words themselves are the translators'; this holds the facts and the shape, not the prose.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAMES = join(import.meta.dirname, '..', '..', 'src', 'games');

/** The languages a page is written in besides English, with the rank letters each prints where English has A J Q K. */
const LANGUAGES: Record<string, Record<string, string>> = {
  fr: { A: 'A', V: 'J', D: 'Q', R: 'K' },
  de: { A: 'A', B: 'J', D: 'Q', K: 'K' },
  es: { A: 'A', J: 'J', Q: 'Q', K: 'K' },
  it: { A: 'A', J: 'J', Q: 'Q', K: 'K' },
  ru: { Т: 'A', В: 'J', Д: 'Q', К: 'K' },
};

type Block = { shape: string; text: string };

const ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/;
const SPECIAL = /^\s*(#|\||[-*]\s|\d+\.\s)/;

/** A page as its blocks: each heading, list item, table and paragraph, with its shape and its words. */
function blocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const heading = /^(#+)\s+(.*)$/.exec(line);
    const item = ITEM.exec(line);
    if (line.trim() === '') i++;
    else if (heading !== null) {
      out.push({ shape: `h${heading[1]!.length}`, text: heading[2]! });
      i++;
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      for (; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(lines[i]!.replace(/^\||\|$/g, '').split('|'));
      out.push({ shape: `table ${rows.length}×${rows[0]!.length} ${rows[1]!.join('|')}`, text: rows[0]!.join(' ') });
      // Each body row is a block of its own, so its cells are compared one by one.
      for (const row of rows.slice(2)) out.push({ shape: 'row', text: row.map((c) => c.trim()).join(' ') });
    } else {
      const text = [item === null ? line : item[3]!];
      for (i++; i < lines.length && lines[i]!.trim() !== '' && !SPECIAL.test(lines[i]!); i++) text.push(lines[i]!.trim());
      const shape = item === null ? 'paragraph' : `item ${item[1]!.length} ${/\d/.test(item[2]!) ? 'numbered' : 'bullet'}`;
      out.push({ shape, text: text.join(' ') });
    }
  }
  return out;
}

const CARD = /(10|[2-9]|[^\s\d(])([♣♦♥♠])/gu;

/** What a block must keep in every language: its cards (in English rank letters), its numbers, its bold words. */
function facts(block: Block, ranks: Record<string, string>): { cards: string[]; numbers: string[]; bold: number; ranks: string[] } {
  const cards = [...block.text.matchAll(CARD)].map((m) => `${ranks[m[1]!] ?? m[1]}${m[2]}`).sort();
  const rest = block.text.replace(CARD, ' ');
  const numbers = (rest.match(/\d+/g) ?? []).sort();
  const bold = (block.text.match(/\*\*[^*]+\*\*/g) ?? []).length;
  // A table row is all ranks: each one, in order, in English letters.
  const rowRanks = block.shape === 'row' ? rest.split(/\s+/).map((r) => ranks[r] ?? r) : [];
  return { cards, numbers, bold, ranks: rowRanks };
}

const games = readdirSync(GAMES, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(GAMES, e.name, 'rules.md')))
  .map((e) => e.name);

describe('the parser of this test', () => {
  it('tells headings, nested items, tables and paragraphs apart, and reads cards in a language’s letters', () => {
    const page = '# T\n\nSome 3 words.\n\n- **A** 9♥\n  - R♣ on\n    two lines\n\n| a | b |\n| :-: | --- |\n| R | 10 V |\n';
    const read = blocks(page);
    expect(read.map((b) => b.shape)).toEqual(['h1', 'paragraph', 'item 0 bullet', 'item 2 bullet', 'table 3×2  :-: | --- ', 'row']);
    expect(facts(read[3]!, LANGUAGES.fr!)).toEqual({ cards: ['K♣'], numbers: [], bold: 0, ranks: [] });
    expect(facts(read[2]!, LANGUAGES.fr!)).toEqual({ cards: ['9♥'], numbers: [], bold: 1, ranks: [] });
    expect(facts(read[5]!, LANGUAGES.fr!).ranks).toEqual(['K', '10', 'J']);
  });
});

describe.each(games)('the rules page of %s', (game) => {
  const english = blocks(readFileSync(join(GAMES, game, 'rules.md'), 'utf8'));
  it.each(Object.keys(LANGUAGES))('in %s has the English page’s shape and facts', (language) => {
    const file = join(GAMES, game, `rules.${language}.md`);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const page = blocks(readFileSync(file, 'utf8'));
    expect(page.map((b) => b.shape)).toEqual(english.map((b) => b.shape));
    english.forEach((block, at) => {
      const where = `block ${at + 1} (${block.shape}: ${block.text.slice(0, 60)})`;
      expect(facts(page[at]!, LANGUAGES[language]!), where).toEqual(facts(block, { A: 'A', J: 'J', Q: 'Q', K: 'K' }));
    });
  });
});
