// Camelot in the terminal: one line with the phase, stock, waste and discard, then the 4×4 grid.
// An empty space shows what it is kept for, (K) (Q) (J), or -- for the inner spaces that take any
// number card, so a player sees where the waiting card may go. Every line fits in 80 columns.
import { t } from '../../i18n/index.js';
import { type PileNotes, type Position, legalMoves, pileNotes } from '../../index.js';
import { type DrawBoard, type Style, dim, formatCard, label, shortName } from '../style.js';

const CELL = 10;

/** The letter of the picture rank a space is kept for; a space kept for number cards has none. */
const PICTURE_LETTERS: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K' };

/** Pads text holding ANSI colour codes to `width` visible columns. */
function pad(text: string, width: number): string {
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/\x1b\[[0-9;]*m/g, '').length;
  return visible >= width ? text : text + ' '.repeat(width - visible);
}

function cell(position: Position, notes: PileNotes, id: string, style: Style): string {
  const card = position.piles[id]![0];
  if (card !== undefined) return `${label(id, 5)}${formatCard(card, style)}`;
  const holds = notes[id]?.holds ?? [];
  const letter = holds.length === 1 ? PICTURE_LETTERS[holds[0]!] : undefined;
  return `${label(id, 5)}${dim(letter === undefined ? '--' : `(${letter})`, style)}`;
}

export const drawCamelot: DrawBoard = (position, style) => {
  const piles = position.piles;
  const phase = position.vars['phase'] === 'remove' ? 'remove' : 'place';
  const stock = piles['stock']!.length;
  const waiting = piles['waste']![0];
  const removed = piles['discard']!.length;
  const waste = waiting === undefined ? dim('--', style) : formatCard(waiting, style);
  const lines: string[] = [t('cli.board.camelot.top', { phase, stock, waste, removed }), ''];
  // Each space's place comes from the game's notes: what it is kept for.
  const notes = pileNotes(position);
  for (let row = 0; row < 4; row++) {
    const cells = [1, 2, 3, 4].map((col) => pad(cell(position, notes, `tableau-${row * 4 + col}`, style), CELL));
    lines.push(cells.join(' ').trimEnd());
  }
  lines.push('');
  if (waiting !== undefined && position.status === 'playing') {
    const targets = legalMoves(position).flatMap((m) => (m.type === 'move' ? [shortName(m.to)] : []));
    lines.push(t('cli.board.camelot.targets', { card: formatCard(waiting, style), targets: targets.join(' ') }));
  }
  lines.push(dim(t('cli.board.camelot.legend'), style));
  return lines;
};
