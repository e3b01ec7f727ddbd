// Hamlet in the terminal: the eight foundations as one line of tops, then the 13 piles, one per line,
// bottom card first, so the card that can move is always at the right end.
import { type DrawBoard, cardRow, dim, formatCard, label } from '../style.js';

export const drawHamlet: DrawBoard = (position, style) => {
  const lines: string[] = [];
  const tops = Array.from({ length: 8 }, (_, i) => {
    const pile = position.piles[`foundation-${i + 1}`]!;
    const top = pile[pile.length - 1];
    return `f${i + 1} ${top === undefined ? dim('--', style) : formatCard(top, style)}`;
  });
  lines.push(tops.slice(0, 4).join('  '), tops.slice(4).join('  '), '');
  for (let i = 1; i <= 13; i++) lines.push(`${label(`tableau-${i}`)} ${cardRow(position.piles[`tableau-${i}`]!, style)}`);
  return lines;
};
