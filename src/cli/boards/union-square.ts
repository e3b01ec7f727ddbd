// Union Square in the terminal: stock and waste, the four foundations with the card each needs next,
// then the 4×4 grid. A grid pile is always one suit in an unbroken run, so it is drawn as its bottom
// and top card ("2H..7H", the card that moves on the right) with the way it builds (up, down, or
// "any" for a lone card). Every line fits in 80 columns.
import { type Card, type Position } from '../../index.js';
import { FOUNDATION_LENGTH, foundationRankAt, pileDirection } from '../../games/union-square.js';
import { type DrawBoard, type Style, dim, formatCard, label } from '../style.js';

const CELL = 19;
const RANKS = 'A23456789TJQK';

/** Pads text holding ANSI colour codes to `width` visible columns. */
function pad(text: string, width: number): string {
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/\x1b\[[0-9;]*m/g, '').length;
  return visible >= width ? text : text + ' '.repeat(width - visible);
}

function gridCell(id: string, cards: readonly Card[], style: Style): string {
  const top = cards[cards.length - 1];
  if (top === undefined) return `${label(id, 5)}${dim('-- empty', style)}`;
  const run = cards.length === 1 ? formatCard(top, style) : `${formatCard(cards[0]!, style)}..${formatCard(top, style)}`;
  const direction = pileDirection(cards);
  return `${label(id, 5)}${run} ${direction === 'either' ? 'any' : direction}`;
}

function foundationCell(id: string, cards: readonly Card[], style: Style): string {
  const top = cards[cards.length - 1];
  if (top === undefined) return `${label(id)}${dim('--', style)} next A`;
  if (cards.length === FOUNDATION_LENGTH) return `${label(id)}${formatCard(top, style)} done`;
  const next = `${RANKS[foundationRankAt(cards.length) - 1]}${top[1]}` as Card;
  return `${label(id)}${formatCard(top, style)} next ${formatCard(next, style)}`;
}

export const drawUnionSquare: DrawBoard = (position: Position, style) => {
  const piles = position.piles;
  const stock = piles['stock']!.length;
  const waste = piles['waste']!;
  const wasteTop = waste[waste.length - 1];
  const lines: string[] = [];
  lines.push(
    `s: ${stock} card${stock === 1 ? '' : 's'}   w: ${wasteTop === undefined ? dim('--', style) : `${formatCard(wasteTop, style)} (${waste.length})`}`,
  );
  const foundations = [1, 2, 3, 4].map((n) => pad(foundationCell(`foundation-${n}`, piles[`foundation-${n}`]!, style), CELL));
  lines.push(foundations.join(' ').trimEnd(), '');
  for (let row = 0; row < 4; row++) {
    const cells = [1, 2, 3, 4].map((col) => {
      const id = `tableau-${row * 4 + col}`;
      return pad(gridCell(id, piles[id]!, style), CELL);
    });
    lines.push(cells.join(' ').trimEnd());
  }
  lines.push('', dim('a pile shows bottom..top; up/down: how it builds; any: one card, either way', style));
  return lines;
};
