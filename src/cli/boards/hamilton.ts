// Hamilton in the terminal: the stock and chooser with the phase (choosing or the Start rank and its
// order round the corner), the four foundations with the card each needs next, then the seven piles,
// bottom card first, with the depth of the run on top that may move as a group. Fits 80 columns.
import type { Position } from '../../index.js';
import { MAX_TURNED, nextOnFoundation, orderText, runDepth, startRankOf } from '../../games/hamilton.js';
import { rankChar } from '../../engine/cards.js';
import { type DrawBoard, type Style, bold, cardRow, dim, formatCard, label } from '../style.js';

const CELL = 19;
/** Cards per tableau line, leaving room for the label and the run marker within 80 columns. */
const PER_LINE = 20;

function pad(text: string, width: number): string {
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/\x1b\[[0-9;]*m/g, '').length;
  return visible >= width ? text : text + ' '.repeat(width - visible);
}

function phaseText(position: Position, style: Style): string {
  const start = startRankOf(position);
  if (start !== null) return `Start rank ${bold(rankChar(start), style)}, order ${orderText(start)}`;
  const turned = Number(position.vars['turned'] ?? 0);
  return `choosing the Start card (${turned} of ${MAX_TURNED} turned)`;
}

function foundationCell(position: Position, id: string, style: Style): string {
  const cards = position.piles[id]!;
  const top = cards[cards.length - 1];
  const start = startRankOf(position);
  if (top === undefined) return `${label(id)}${dim('--', style)} takes ${start === null ? 'Start' : `a ${rankChar(start)}`}`;
  if (start === null) return `${label(id)}${formatCard(top, style)}`;
  const next = nextOnFoundation(start, cards);
  return `${label(id)}${formatCard(top, style)} ${next === null ? 'full' : `next ${formatCard(next, style)}`}`;
}

function tableauLines(position: Position, id: string, style: Style): string[] {
  const cards = position.piles[id]!;
  const start = startRankOf(position);
  const depth = start === null ? 0 : runDepth(start, cards);
  const marker = depth > 1 ? dim(` (run ${depth})`, style) : '';
  const lines: string[] = [];
  for (let i = 0; i === 0 || i < cards.length; i += PER_LINE) {
    const head = i === 0 ? `${label(id)} ` : '     ';
    lines.push(head + cardRow(cards.slice(i, i + PER_LINE), style));
  }
  lines[lines.length - 1] += marker;
  return lines;
}

export const drawHamilton: DrawBoard = (position, style) => {
  const stock = position.piles['stock']!.length;
  const chooser = position.piles['chooser']![0];
  const lines: string[] = [];
  const chooserText = chooser === undefined ? dim('--', style) : formatCard(chooser, style);
  lines.push(`s: ${pad(`${stock} card${stock === 1 ? '' : 's'}`, 10)}c: ${pad(chooserText, 4)}${phaseText(position, style)}`);
  lines.push(
    ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4']
      .map((id) => pad(foundationCell(position, id, style), CELL))
      .join(' ')
      .trimEnd(),
    '',
  );
  for (let n = 1; n <= 7; n++) lines.push(...tableauLines(position, `tableau-${n}`, style));
  return lines;
};
