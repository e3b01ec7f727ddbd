// Hamilton in the terminal: the stock and chooser with the phase (choosing or the Start rank and its
// order round the corner), the four foundations with the card each needs next, then the seven piles,
// bottom card first, with the depth of the group on top that may move together. Fits 80 columns. Every
// game fact comes from `pileNotes`.
import { t } from '../../i18n/index.js';
import { type Card, type PileNote, type Position, RANK_CHARS, pileNotes } from '../../index.js';
import { type DrawBoard, type Style, bold, cardRow, dim, formatCard, label } from '../style.js';

const CELL = 19;
/** Cards per tableau line, leaving room for the label and the group marker within 80 columns. */
const PER_LINE = 20;

function pad(text: string, width: number): string {
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/\x1b\[[0-9;]*m/g, '').length;
  return visible >= width ? text : text + ' '.repeat(width - visible);
}

function letter(rank: number): string {
  return RANK_CHARS[rank - 1]!;
}

/** "7 8 9 T J Q K A 2 3 4 5 6": the order from the Start rank in card letters. */
function orderLetters(start: number): string {
  return Array.from({ length: 13 }, (_, i) => letter(((start - 1 + i) % 13) + 1)).join(' ');
}

function phaseText(stock: PileNote | undefined, start: number | undefined, style: Style): string {
  if (start !== undefined) return t('cli.board.hamilton.start', { rank: bold(letter(start), style), order: orderLetters(start) });
  return t('cli.board.hamilton.choosing', { turned: String(stock?.turned ?? 0), of: String(stock?.of ?? 3) });
}

function foundationCell(position: Position, id: string, note: PileNote | undefined, style: Style): string {
  const cards = position.piles[id]!;
  const top = cards[cards.length - 1];
  if (top === undefined) {
    const takes = note?.start === undefined ? t('cli.board.takesStart') : t('cli.board.takesA', { rank: letter(note.start) });
    return `${label(id)}${dim('--', style)} ${takes}`;
  }
  if (note?.next === undefined) return `${label(id)}${formatCard(top, style)}`;
  const card = (rank: number, suit: string): string => formatCard(`${letter(rank)}${suit}` as Card, style);
  const next = note.next === null ? t('cli.board.full') : t('cli.board.next', { card: card(note.next.rank, note.next.suit ?? top[1]!) });
  return `${label(id)}${formatCard(top, style)} ${next}`;
}

function tableauLines(position: Position, id: string, note: PileNote | undefined, style: Style): string[] {
  const cards = position.piles[id]!;
  const group = note?.group ?? 1;
  const marker = group > 1 ? dim(` ${t('cli.board.run', { count: String(group) })}`, style) : '';
  const lines: string[] = [];
  for (let i = 0; i === 0 || i < cards.length; i += PER_LINE) {
    const head = i === 0 ? `${label(id)} ` : '     ';
    lines.push(head + cardRow(cards.slice(i, i + PER_LINE), style));
  }
  lines[lines.length - 1] += marker;
  return lines;
}

export const drawHamilton: DrawBoard = (position, style) => {
  const notes = pileNotes(position);
  const stock = position.piles['stock']!.length;
  const chooser = position.piles['chooser']![0];
  const lines: string[] = [];
  const chooserText = chooser === undefined ? dim('--', style) : formatCard(chooser, style);
  const phase = phaseText(notes['stock'], notes['foundation-1']?.start, style);
  lines.push(`s: ${pad(`${t('cli.board.cards', { count: stock })} `, 10)}c: ${pad(chooserText, 4)}${phase}`);
  lines.push(
    ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4']
      .map((id) => pad(foundationCell(position, id, notes[id], style), CELL))
      .join(' ')
      .trimEnd(),
    '',
  );
  for (let n = 1; n <= 7; n++) lines.push(...tableauLines(position, `tableau-${n}`, notes[`tableau-${n}`], style));
  return lines;
};
