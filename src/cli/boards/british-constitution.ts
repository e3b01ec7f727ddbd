// British Constitution in the terminal: stock count and foundation tops, then the four rows of eight.
// Row 1's piles run down the screen in columns (top card lowest); rows 2–4 are one line each. A space
// that must be filled now is drawn as "??" and named on the last line. Fits 79 columns.
import { t } from '../../i18n/index.js';
import { pileNotes } from '../../index.js';
import { type DrawBoard, type Style, bold, dim, formatCard, green, shortName } from '../style.js';

const CELL = 9;

/** `text` padded to `width` visible columns (ANSI colour codes take none). */
function pad(text: string, width: number): string {
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/\x1b\[[0-9;]*m/g, '').length;
  return text + ' '.repeat(Math.max(0, width - visible));
}

/** The rows' labels' column: 7 wide, or wider for a language whose "row 4" needs it. */
const leftWidth = (): number => Math.max(7, t('cli.board.row', { row: '4' }).length + 1);

function line(left: string, cells: readonly string[]): string {
  return (pad(left, leftWidth()) + cells.map((c) => pad(c, CELL)).join('')).trimEnd();
}

export const drawBritishConstitution: DrawBoard = (position, style: Style) => {
  const { piles } = position;
  const notes = pileNotes(position);
  // The space that must be filled now, and the row its card comes from (at most one waits).
  const waiting = Object.keys(notes).find((id) => notes[id]!.fillFrom !== undefined);
  const space = (id: string): string => (id === waiting ? bold(green('??', style), style) : dim('--', style));
  const ids = (row: number): string[] => Array.from({ length: 8 }, (_, i) => `tableau-${(row - 1) * 8 + i + 1}`);
  const lines: string[] = [];

  const stock = piles['stock']!.length;
  lines.push(t('cli.board.bc.stock', { stock, score: String(position.score) }));
  const foundations = Array.from({ length: 8 }, (_, i) => {
    const pile = piles[`foundation-${i + 1}`]!;
    const top = pile[pile.length - 1];
    return `f${i + 1} ${top === undefined ? dim('--', style) : formatCard(top, style)}`;
  });
  lines.push(line('', foundations), '');

  // Row 1: labels, then the piles as columns, bottom card first.
  lines.push(line(t('cli.board.row', { row: '1' }), ids(1).map(shortName)));
  const depth = Math.max(1, ...ids(1).map((id) => piles[id]!.length));
  for (let d = 0; d < depth; d++) {
    lines.push(
      line(
        '',
        ids(1).map((id) => {
          const card = piles[id]![d];
          if (card !== undefined) return formatCard(card, style);
          return d === 0 ? space(id) : '';
        }),
      ),
    );
  }
  for (let row = 2; row <= 4; row++) {
    const cells = ids(row).map((id) => {
      const card = piles[id]![0];
      return `${shortName(id)} ${card === undefined ? space(id) : formatCard(card, style)}`;
    });
    lines.push(line(t('cli.board.row', { row: String(row) }), cells));
  }
  lines.push('', dim(t('cli.board.bc.legend'), style));

  if (waiting !== undefined) {
    const below = notes[waiting]!.fillFrom!;
    const example = ids(below).find((id) => piles[id]!.length > 0);
    const fill =
      example === undefined
        ? t('cli.board.bc.fill', { space: shortName(waiting), row: String(below) })
        : t('cli.board.bc.fillExample', {
            space: shortName(waiting),
            row: String(below),
            example: `${shortName(example)} ${shortName(waiting)}`,
          });
    lines.push(bold(fill, style));
  }
  return lines;
};
