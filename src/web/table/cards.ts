// Owns how a card looks: faces and backs drawn as SVG in code, cached per card code. Big corner
// indices, and every suit has its own shape (heart, diamond, spade, club) so colour is never the only cue.
import type { Card } from '../../index.js';

const RED = '#c0182b';
const BLACK = '#151515';

/** Each suit as a path in a 100 × 100 box. */
const SUIT_PATH: Record<string, string> = {
  H: 'M50 92C38 78 6 58 6 32C6 16 18 6 31 6C40 6 47 11 50 20C53 11 60 6 69 6C82 6 94 16 94 32C94 58 62 78 50 92Z',
  D: 'M50 4L88 50L50 96L12 50Z',
  S: 'M50 4C62 24 94 40 94 62C94 76 84 84 73 84C64 84 57 79 54 73C55 82 59 90 66 96H34C41 90 45 82 46 73C43 79 36 84 27 84C16 84 6 76 6 62C6 40 38 24 50 4Z',
  C: 'M50 6A20 20 0 0 1 66 38A20 20 0 1 1 56 72C57 82 60 90 66 96H34C40 90 43 82 44 72A20 20 0 1 1 34 38A20 20 0 0 1 50 6Z',
};

const RANK_TEXT: Record<string, string> = { T: '10' };

export function isRed(card: Card): boolean {
  return card[1] === 'H' || card[1] === 'D';
}

/** A suit shape placed at (x, y) with side `size`, in the card's 100 × 140 box. */
function suit(s: string, x: number, y: number, size: number, fill: string): string {
  const k = size / 100;
  return `<path transform="translate(${x} ${y}) scale(${k})" d="${SUIT_PATH[s]}" fill="${fill}"/>`;
}

const faces = new Map<string, string>();

/** The SVG markup of a card's face (viewBox 0 0 100 140). */
export function faceSvg(card: Card): string {
  const cached = faces.get(card);
  if (cached !== undefined) return cached;
  const r = card[0]!;
  const s = card[1]!;
  const fill = isRed(card) ? RED : BLACK;
  const rank = RANK_TEXT[r] ?? r;
  const picture = r === 'J' || r === 'Q' || r === 'K';
  const wide = rank.length > 1;
  const centre = picture
    ? `<rect x="26" y="50" width="62" height="80" rx="6" fill="none" stroke="${fill}" stroke-width="2.5" opacity=".55"/>` +
      `<text x="57" y="112" font-size="52" text-anchor="middle" font-weight="700" fill="${fill}" font-family="Georgia,serif">${r}</text>` +
      suit(s, 44, 56, 26, fill)
    : suit(s, 34, 62, 54, fill);
  const svg =
    `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">` +
    `<rect x="1" y="1" width="98" height="138" rx="8" fill="#fffdf8" stroke="#9a9a9a" stroke-width="1.5"/>` +
    `<text x="${wide ? 4 : 8}" y="38" font-size="${wide ? 36 : 40}" font-weight="700" letter-spacing="${wide ? -3 : 0}" fill="${fill}" font-family="system-ui,Arial,sans-serif">${rank}</text>` +
    suit(s, wide ? 50 : 46, 8, 30, fill) +
    centre +
    `</svg>`;
  faces.set(card, svg);
  return svg;
}

/** The SVG markup of a card's back. */
export const BACK_SVG =
  `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">` +
  `<rect x="1" y="1" width="98" height="138" rx="8" fill="#24539b" stroke="#16325e" stroke-width="1.5"/>` +
  `<rect x="9" y="9" width="82" height="122" rx="5" fill="none" stroke="#a9c1ea" stroke-width="2"/>` +
  `<path d="M50 24L78 70L50 116L22 70Z" fill="none" stroke="#a9c1ea" stroke-width="2"/>` +
  `<path d="M50 48L64 70L50 92L36 70Z" fill="#a9c1ea" opacity=".6"/>` +
  `</svg>`;

/** A card as words, for screen readers and titles: "10 of hearts". */
export function cardName(card: Card): string {
  const names: Record<string, string> = { A: 'Ace', T: '10', J: 'Jack', Q: 'Queen', K: 'King' };
  const suits: Record<string, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
  return `${names[card[0]!] ?? card[0]} of ${suits[card[1]!]}`;
}
