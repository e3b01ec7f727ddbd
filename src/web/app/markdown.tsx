// Owns a tiny Markdown reader for the rules pages: headings, paragraphs, lists, emphasis, code and
// links' text. It builds elements (never HTML strings), so nothing in a page can inject markup.
import type { ComponentChildren, VNode } from 'preact';

/** Inline text: **bold**, *italic* or _italic_, `code`, [text](url) shown as its text. */
function inline(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  const re = /(\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_|`([^`]+)`|\[([^\]]+)\]\(([^)]*)\))/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[2] !== undefined) out.push(<strong>{inline(m[2])}</strong>);
    else if (m[3] !== undefined) out.push(<em>{inline(m[3])}</em>);
    else if (m[4] !== undefined) out.push(<em>{inline(m[4])}</em>);
    else if (m[5] !== undefined) out.push(<code>{m[5]}</code>);
    else if (m[6] !== undefined) out.push(<span class="link-text">{inline(m[6])}</span>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The page as elements. */
export function renderMarkdown(source: string): VNode[] {
  const blocks: VNode[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = (): void => {
    if (para.length > 0) blocks.push(<p>{inline(para.join(' '))}</p>);
    para = [];
    if (list !== null) {
      const items = list.items.map((t) => <li>{inline(t)}</li>);
      blocks.push(list.ordered ? <ol>{items}</ol> : <ul>{items}</ul>);
    }
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (line.trim() === '') {
      flush();
    } else if (heading !== null) {
      flush();
      const level = Math.min(heading[1]!.length + 1, 4);
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
      blocks.push(<Tag>{inline(heading[2]!)}</Tag>);
    } else if (bullet !== null || numbered !== null) {
      if (para.length > 0) flush();
      const ordered = numbered !== null && bullet === null;
      if (list !== null && list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list !== null && /^\s+/.test(raw)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list !== null) flush();
      para.push(line.trim());
    }
  }
  flush();
  return blocks;
}
