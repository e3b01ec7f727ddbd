// Owns `patience rules`: a game's rules page (the Markdown the web app shows) as plain text for a terminal,
// followed by the command's own notation help, so the page itself stays free of terminal notation.
// The pages use a small part of Markdown, and only that part is read here: headings, paragraphs,
// lists (nested by indentation, bulleted or numbered), tables, and **strong** or *emphasised* words.
// Each page is there in every language the command speaks (rules.<language>.md beside rules.md, the English
// one), copied beside the build by scripts/build-lib.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { language, t } from '../i18n/index.js';
import type { GameId } from '../index.js';
import { helpText } from './play.js';

const WIDTH = 78;

/** Words without their Markdown emphasis. */
function inline(text: string): string {
  return text.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/\*([^*]+)\*/g, '$1');
}

/** `text` wrapped to WIDTH: the first line starts with `first`, the others with `rest` (a hanging indent). */
function wrap(text: string, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of inline(text).split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = rest + word;
    } else {
      line += (empty ? '' : ' ') + word;
    }
    empty = false;
  }
  lines.push(line);
  return lines;
}

const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => inline(c.trim()));

/** A Markdown table as aligned columns, the header underlined. */
function table(rows: string[]): string[] {
  const [head, rule, ...body] = rows.map(cellsOf);
  const centred = (rule ?? []).map((c) => /^:-+:$/.test(c));
  const all = [head!, ...body];
  const widths = head!.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const cell = (text: string, i: number): string => {
    const room = widths[i]! - text.length;
    const before = centred[i] ? Math.floor(room / 2) : 0;
    return ' '.repeat(before) + text + ' '.repeat(room - before);
  };
  const line = (r: string[]): string => `  ${r.map((c, i) => cell(c, i)).join('   ')}`.trimEnd();
  return [line(head!), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
}

const ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/;

/** A rules page in Markdown as plain text. */
export function plainText(markdown: string): string {
  const out: string[] = [];
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  // Open list items: the column their text starts at in the source, and the indent it gets here.
  let items: { source: number; indent: string }[] = [];
  let i = 0;
  const gap = (): void => {
    if (out.length > 0 && out.at(-1) !== '') out.push('');
  };
  while (i < lines.length) {
    const line = lines[i]!;
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = ITEM.exec(line);
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '') {
      i++;
    } else if (heading !== null) {
      items = [];
      gap();
      const title = inline(heading[2]!);
      out.push(title);
      out.push(['=', '-', '~'][heading[1]!.length - 1]!.repeat(title.length));
      out.push('');
      i++;
    } else if (line.trimStart().startsWith('|')) {
      items = [];
      gap();
      const rows: string[] = [];
      while (i < lines.length && lines[i]!.trimStart().startsWith('|')) rows.push(lines[i++]!);
      out.push(...table(rows), '');
    } else if (item !== null) {
      // An item closes the open items it is not nested in.
      items = items.filter((open) => open.source <= indent);
      const depth = items.length;
      const marker = item[2]!.endsWith('.') ? item[2]! : '-';
      const first = `${'  '.repeat(depth + 1)}${marker} `;
      const text = [item[3]!];
      for (i++; i < lines.length && lines[i]!.trim() !== '' && !ITEM.test(lines[i]!) && !/^\s*[#|]/.test(lines[i]!); i++)
        text.push(lines[i]!.trim());
      out.push(...wrap(text.join(' '), first, ' '.repeat(first.length)));
      items.push({ source: indent + item[2]!.length + 1, indent: ' '.repeat(first.length) });
      // A blank line ends the list unless the next line goes on inside it.
      if (i < lines.length && lines[i]!.trim() === '') {
        const next = lines.slice(i).find((l) => l.trim() !== '') ?? '';
        if (next.length - next.trimStart().length === 0) {
          items = [];
          out.push('');
        }
      }
    } else {
      const text: string[] = [];
      for (; i < lines.length && lines[i]!.trim() !== '' && !ITEM.test(lines[i]!) && !/^\s*[#|]/.test(lines[i]!); i++)
        text.push(lines[i]!.trim());
      // Indented under an open item: a further paragraph of that item.
      const open = [...items].reverse().find((o) => indent >= o.source);
      if (open !== undefined) {
        out.push('');
        out.push(...wrap(text.join(' '), open.indent, open.indent));
      } else {
        items = [];
        gap();
        out.push(...wrap(text.join(' '), '', ''), '');
      }
    }
  }
  while (out.at(-1) === '') out.pop();
  return `${out.join('\n')}\n`;
}

/** The terminal's part: how cards are written on the board and how moves are typed, for this game. */
export function terminalSection(game: GameId): string {
  const title = t('rules.terminal.title');
  const lines = [title, '-'.repeat(title.length), '', ...wrap(t('rules.terminal.notation'), '', ''), '', helpText(game)];
  return `${lines.join('\n')}\n`;
}

/** `game`'s rules page in Markdown: in `lang` (the command's language) when the game has a page in it, else the English page. */
export function rulesMarkdown(game: GameId, lang: string = language()): string {
  const page = (suffix: string): URL => new URL(`../games/${game}/rules${suffix}.md`, import.meta.url);
  // A language is a bare code ("fr"), never a path: anything else reads the English page.
  const translated = /^[a-z]{2,3}$/.test(lang) && lang !== 'en' ? page(`.${lang}`) : undefined;
  return readFileSync(translated !== undefined && existsSync(translated) ? translated : page(''), 'utf8');
}

/** The whole of `patience rules GAME`: the page, then the terminal's notation. */
export function rulesText(game: GameId, markdown: string): string {
  return `${plainText(markdown)}\n${terminalSection(game)}`;
}
