// Union Square in the terminal: stock and waste, the four foundations with the card each needs next,
// then the 4×4 grid. A grid pile is always one suit in an unbroken run, so it is drawn as its bottom
// and top card ("2H..7H", the card that moves on the right) with the way it builds (up, down, or
// "any" for a lone card). Every line fits in 80 columns. The game's facts come from `pileNotes`.
import { t } from '../../i18n/index.js';
import { type Card, type PileNote, type Position, RANK_CHARS, pileNotes } from '../../index.js';
import { type DrawBoard, type Style, dim, formatCard, label } from '../style.js';

const CELL = 19;

/** Pads text holding ANSI colour codes to `width` visible columns. */
function pad(text: string, width: number): string {
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/\x1b\[[0-9;]*m/g, '').length;
  return visible >= width ? text : text + ' '.repeat(width - visible);
}

function gridCell(id: string, cards: readonly Card[], note: PileNote | undefined, style: Style): string {
  const top = cards[cards.length - 1];
  if (top === undefined) return `${label(id, 5)}${dim(`-- ${t('cli.board.empty')}`, style)}`;
  const run = cards.length === 1 ? formatCard(top, style) : `${formatCard(cards[0]!, style)}..${formatCard(top, style)}`;
  const direction = note?.direction ?? 'either';
  return `${label(id, 5)}${run} ${t('cli.board.direction', { direction })}`;
}

function foundationCell(id: string, cards: readonly Card[], note: PileNote | undefined, style: Style): string {
  const top = cards[cards.length - 1];
  const next = note?.next ?? null;
  const shown = top === undefined ? dim('--', style) : formatCard(top, style);
  if (next === null) return `${label(id)}${shown} ${t('cli.board.done')}`;
  const wanted = next.suit === null ? RANK_CHARS[next.rank - 1]! : formatCard(`${RANK_CHARS[next.rank - 1]}${next.suit}` as Card, style);
  return `${label(id)}${shown} ${t('cli.board.next', { card: wanted })}`;
}

export const drawUnionSquare: DrawBoard = (position: Position, style) => {
  const piles = position.piles;
  const notes = pileNotes(position);
  const stock = piles['stock']!.length;
  const waste = piles['waste']!;
  const wasteTop = waste[waste.length - 1];
  const lines: string[] = [];
  lines.push(
    `s: ${t('cli.board.cards', { count: stock })}   w: ${wasteTop === undefined ? dim('--', style) : `${formatCard(wasteTop, style)} (${waste.length})`}`,
  );
  const foundations = [1, 2, 3, 4].map((n) => {
    const id = `foundation-${n}`;
    return pad(foundationCell(id, piles[id]!, notes[id], style), CELL);
  });
  lines.push(foundations.join(' ').trimEnd(), '');
  for (let row = 0; row < 4; row++) {
    const cells = [1, 2, 3, 4].map((col) => {
      const id = `tableau-${row * 4 + col}`;
      return pad(gridCell(id, piles[id]!, notes[id], style), CELL);
    });
    lines.push(cells.join(' ').trimEnd());
  }
  lines.push('', dim(t('cli.board.union.legend'), style));
  return lines;
};
