// Hamlet in the terminal: the eight foundations, each with its top card and the card it takes next (from
// `pileNotes`), four to a line, then the 13 piles, one per line, bottom card first, so the card that can
// move is always at the right end.
import { t } from '../../i18n/index.js';
import { type Card, type PileNote, type Position, RANK_CHARS, pileNotes } from '../../index.js';
import { type DrawBoard, type Style, cardRow, dim, formatCard, label } from '../style.js';

/** What a foundation takes next, 7 columns wide: "next 5C", "takes A" (any Ace), "full   ". */
function nextText(note: PileNote | undefined, style: Style): string {
  const next = note?.next;
  if (next === undefined) return ' '.repeat(7);
  if (next === null) return dim(t('cli.board.full').padEnd(7), style);
  const rank = RANK_CHARS[next.rank - 1]!;
  return next.suit === null
    ? t('cli.board.takes', { rank })
    : t('cli.board.next', { card: formatCard(`${rank}${next.suit}` as Card, style) });
}

function foundationCell(position: Position, id: string, note: PileNote | undefined, style: Style): string {
  const top = position.piles[id]!.at(-1);
  return `${label(id)}${top === undefined ? dim('--', style) : formatCard(top, style)} ${nextText(note, style)}`;
}

export const drawHamlet: DrawBoard = (position, style) => {
  const notes = pileNotes(position);
  const cells = Array.from({ length: 8 }, (_, i) => foundationCell(position, `foundation-${i + 1}`, notes[`foundation-${i + 1}`], style));
  const lines = [cells.slice(0, 4).join('  '), cells.slice(4).join('  '), ''];
  for (let i = 1; i <= 13; i++) lines.push(`${label(`tableau-${i}`)} ${cardRow(position.piles[`tableau-${i}`]!, style)}`);
  return lines;
};
