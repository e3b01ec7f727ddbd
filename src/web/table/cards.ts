// Owns how a card looks: faces and the back drawn as SVG in code (no images, no fonts: the index's
// letters are strokes, glyphs.ts), cached per card, fan and style. The corner index sits inside the band metrics.ts keeps in view when the
// card is covered, and every suit has its own shape so colour is never the only cue.
import './cards.css';
import { type WordCase, cardWords, language, t } from '../../i18n/index.js';
import type { Card } from '../../index.js';
import { INDEX_DOWN, INDEX_RIGHT, LARGE_INDEX } from './metrics.js';
import { STROKE, drawIndex, indexWidth } from './glyphs.js';
import { f, placePath } from './path.js';

/** How the card's pile fans, which decides where its index must be seen; a stack shows a down index. */
export type CardFan = 'down' | 'right' | 'stack';

/** The card backs the player may choose (backs.ts draws them). */
export const CARD_BACKS = ['lattice', 'argyle', 'dots', 'waves'] as const;
export type CardBack = (typeof CARD_BACKS)[number];

/**
 * How faces are coloured (four colours: clubs green, diamonds blue) and how big their indices are; either,
 * both or neither; and which back face-down cards show (backs.ts; the blue lattice when not said).
 */
export interface CardStyle {
  fourColour: boolean;
  largeIndex: boolean;
  back?: CardBack;
}

/** Two colours, indices of the usual size. */
export const STANDARD: CardStyle = { fourColour: false, largeIndex: false };

/** A short key of a style, for caches. */
export function styleKey(style: CardStyle): string {
  return `${style.fourColour ? '4' : '2'}${style.largeIndex ? 'L' : 'n'}`;
}

/** The style of a key made by `styleKey`. */
export function styleOf(key: string): CardStyle {
  return { fourColour: key[0] === '4', largeIndex: key[1] === 'L' };
}

const W = 100;
const H = 140;
/** A drawing's own size, its viewBox (cards.css lays each out at it and scales it to the card's). */
export const DRAWING = { w: W, h: H } as const;
export const GOLD = '#e3ad2b';
const SKIN = '#fbe2c4';
const LINE = '#262626';
const INK: Record<string, [standard: string, fourColour: string]> = {
  C: ['#1c1c1c', '#13803a'],
  D: ['#c8102e', '#1457c4'],
  H: ['#c8102e', '#c8102e'],
  S: ['#1c1c1c', '#1c1c1c'],
};

/** Each suit as a path centred on the origin, inside a 100 × 100 box. */
const SUIT: Record<string, string> = {
  H: 'M0 46C-10 32-48 12-48-16C-48-34-36-44-23-44C-12-44-3-37 0-28C3-37 12-44 23-44C36-44 48-34 48-16C48 12 10 32 0 46Z',
  D: 'M0-48C10-32 22-16 36 0C22 16 10 32 0 48C-10 32-22 16-36 0C-22-16-10-32 0-48Z',
  S: 'M0-48C12-30 48-14 48 10C48 26 37 34 25 34C15 34 8 29 4 23C5 34 10 43 18 48H-18C-10 43-5 34-4 23C-8 29-15 34-25 34C-37 34-48 26-48 10C-48-14-12-30 0-48Z',
  C: 'M-22-24a22 22 0 1 1 44 0a22 22 0 1 1-44 0ZM-47 12a22 22 0 1 1 44 0a22 22 0 1 1-44 0ZM3 12a22 22 0 1 1 44 0a22 22 0 1 1-44 0ZM0-8L18 14H-18ZM3 18C3 34 10 43 18 48H-18C-10 43-3 34-3 18Z',
};

/** Suit shapes placed, by suit and place: a deck's faces use the same few dozen again and again. */
const placedSuits = new Map<string, string>();

/** A suit shape's path data centred at (x, y), `size` across, upside down when `flip`. */
function suitPath(s: string, x: number, y: number, size: number, flip = false): string {
  const key = `${s} ${x} ${y} ${size} ${flip}`;
  let d = placedSuits.get(key);
  if (d === undefined) {
    d = placePath(SUIT[s]!, x, y, size / 100, flip);
    placedSuits.set(key, d);
  }
  return d;
}

/** A suit shape centred at (x, y), `size` across, upside down when `flip`. */
function pip(s: string, x: number, y: number, size: number, flip = false): string {
  return `<path d="${suitPath(s, x, y, size, flip)}"/>`;
}

/**
 * The letter a rank's index shows in the language in effect, as its players' decks print it: "K", French
 * "R" (roi), German "B" (Bube), Russian "Т" (туз); "10" for ten and the other numbers as they are.
 */
export function indexRank(rank: string): string {
  if (rank === 'A') return t('cards.index.ace');
  if (rank === 'K') return t('cards.index.king');
  if (rank === 'Q') return t('cards.index.queen');
  if (rank === 'J') return t('cards.index.jack');
  return rank === 'T' ? '10' : rank;
}

/**
 * The corner index, drawn in the top-left corner, or `turned` about the centre into the bottom-right one:
 * rank and suit side by side within the top band for a down fan, rank above suit within the left band for
 * a right fan. The rank is drawn in strokes (glyphs.ts) 0.72 × the font size high, its ink above the
 * baseline (a Q's tail and Д's feet at most a tenth of that below). A letter with no glyph there is set as
 * text, held to its slot by textLength.
 */
export function indexSvg(rank: string, s: string, down: boolean, large: boolean, turned = false): string {
  // Large indices: everything LARGE_INDEX times as big, inside bands as much bigger (metrics.ts).
  const k = large ? LARGE_INDEX : 1;
  const font = 24 * k;
  const size = 17 * k;
  const height = 0.72 * font;
  const baseline = Math.min(INDEX_DOWN * k * H - 0.15 * font, 3.5 + 0.76 * font);
  const slot = INDEX_RIGHT * k * W;
  const width = indexWidth(rank, height) ?? (down ? 0.75 * font * [...rank].length : slot - 4);
  const left = down ? 3.5 * k : (slot - width) / 2;
  const [x, y] = down ? [5 * k + width + size / 2, baseline - 0.4 * font] : [slot / 2, baseline + 3 * k + size / 2];
  // Turned, the half turn is worked into the path data (placePath), as every shape of a face is.
  const place = (d: string): string => (turned ? turn(d) : d);
  const suit = `<path d="${place(suitPath(s, x, y, size))}"/>`;
  const drawn = drawIndex(rank, left, baseline - height, height);
  const glyph =
    drawn === null
      ? `<text x="${f(left + width / 2)}" y="${f(baseline)}" font-size="${font}" text-anchor="middle" textLength="${f(width)}" lengthAdjust="spacingAndGlyphs" ${INDEX_FONT}${turned ? ' transform="rotate(180 50 70)"' : ''}>${rank}</text>`
      : `<path class="rank" data-rank="${rank}" d="${place(drawn.d)}" fill="none" stroke="currentColor" stroke-width="${f((STROKE * height) / 10)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `${suit}${glyph}`;
}

/** Pip places on a number card, top to bottom: column (Left, Centre, Right) and row in twelfths. */
const PIPS: Record<string, string> = {
  '2': 'C0 C12',
  '3': 'C0 C6 C12',
  '4': 'L0 R0 L12 R12',
  '5': 'L0 R0 C6 L12 R12',
  '6': 'L0 R0 L6 R6 L12 R12',
  '7': 'L0 R0 C3 L6 R6 L12 R12',
  '8': 'L0 R0 C3 L6 R6 C9 L12 R12',
  '9': 'L0 R0 L4 R4 C6 L8 R8 L12 R12',
  T: 'L0 R0 C2 L4 R4 L8 R8 C10 L12 R12',
};

/** The pips of a number card, or the ace's one large pip; pips below the middle stand upside down. */
function pips(r: string, s: string): string {
  if (r === 'A') return `<path class="pips" d="${suitPath(s, 50, 70, s === 'S' ? 46 : 40)}"/>`;
  const places = PIPS[r]!.split(' ').map((place) => {
    const row = Number(place.slice(1));
    return suitPath(s, 33 + 'LCR'.indexOf(place[0]!) * 17, 36.5 + (row * 67) / 12, 17, row > 6);
  });
  // One shape of them all: the pips never overlap, so they fill as they would apart.
  return `<path class="pips" d="${places.join('')}"/>`;
}

/**
 * The court figures, each the top half of a double-headed card drawn in a panel 48 wide between
 * y 30 and the middle line (y 70); the bottom half is the same shapes turned about the card's centre.
 * Unfilled shapes take the suit's colour: the king in an ermine cape with a sceptre, the queen in a
 * pleated gown with pearls and a flower, the jack in a striped tunic and feathered cap with a halberd.
 */
const HAIR = '#4a2f1b';
const FACE =
  `<path d="M44 45C44 38.5 56 38.5 56 45V48C56 52.5 53 55 50 55S44 52.5 44 48Z" fill="${SKIN}"/>` +
  `<path d="M47.3 45.6h.6M52.1 45.6h.6" stroke="${LINE}" stroke-width="1.5" stroke-linecap="round"/>`;
const MOUTH = `<path d="M48.7 51.3h2.6" stroke="#b8322a" stroke-width="1"/>`;
const COURT: Record<string, string> = {
  K:
    `<path d="M64.5 70V37" stroke="${GOLD}" stroke-width="2.2"/><path d="M64.5 30.5l3 3.5-3 3.5-3-3.5z" fill="${GOLD}"/>` +
    `<path d="M27 70V63C31 57.5 38 55.5 44 54.5L50 58L56 54.5C62 55.5 69 57.5 73 63V70Z"/>` +
    `<path d="M47.5 64H52.5V70H47.5Z" fill="${GOLD}"/>` +
    `<path d="M36 62C39 58.5 42.5 57 44.5 57L50 62L55.5 57C57.5 57 61 58.5 64 62L62 65C59.5 62.5 57 61.5 55.5 61.5L50 66L44.5 61.5C43 61.5 40.5 62.5 38 65Z" fill="#fff"/>` +
    `<path d="M40 61.2v1.8M44.5 59.5v1.8M55.5 59.5v1.8M60 61.2v1.8" stroke="${LINE}" stroke-width="1.2"/>` +
    `<path d="${dot(64.5, 59.5, 2.6)}" fill="${SKIN}"/>` +
    `<path d="M43 43C42 50 42.5 54 44.5 56H55.5C57.5 54 58 50 57 43Z" fill="${HAIR}"/>` +
    FACE +
    `<path d="M44 47.5C44 55 47 59.5 50 60.5C53 59.5 56 55 56 47.5C54 51.5 46 51.5 44 47.5Z" fill="${HAIR}"/>` +
    `<path d="M46.5 50.5Q50 48.8 53.5 50.5" stroke="${HAIR}" stroke-width="1.3" fill="none"/>` +
    `<path d="M43 41L42 31.5L46 35.5L50 30.5L54 35.5L58 31.5L57 41Z" fill="${GOLD}"/><path d="M43.5 39H56.5" stroke="currentColor" stroke-width="1.5"/>`,
  Q:
    `<path d="M41 46C40 36 60 36 59 46C59.5 53 61 57 63.5 61C58 63 55 60 54.5 57H45.5C45 60 42 63 36.5 61C39 57 40.5 53 41 46Z" fill="${HAIR}"/>` +
    `<path d="M27 70V64C31 59 37 57.5 43 57C45 61 55 61 57 57C63 57.5 69 59 73 64V70Z"/>` +
    `<path d="M33 70V64.5M38.5 70V61.5M61.5 70V61.5M67 70V64.5" stroke="${GOLD}" stroke-width="1.3"/>` +
    `<path d="M45.5 53H54.5L56.5 57.5C55 60.5 45 60.5 43.5 57.5Z" fill="${SKIN}"/>` +
    `<path d="M43 57C45 61.5 55 61.5 57 57" stroke="${GOLD}" stroke-width="1.6" fill="none"/>` +
    `<path d="M46 57.8Q50 60.8 54 57.8" stroke="#fff" stroke-width="1.4" stroke-dasharray=".1 1.7" stroke-linecap="round" fill="none"/>` +
    `<path d="M35.5 61V47" stroke="#2e7d32" stroke-width="1.2"/><path d="M35.5 52q-4-1-4.5-4q4 0 4.5 4z" fill="#2e7d32"/>` +
    `<path d="${dot(35.5, 45, 3.4)}" fill="${GOLD}"/><path d="${dot(35.5, 45, 1.3)}" fill="currentColor"/><path d="${dot(35.5, 61.5, 2.4)}" fill="${SKIN}"/>` +
    FACE +
    MOUTH +
    `<path d="M44.5 41L45.5 35L48 37.5L50 33L52 37.5L54.5 35L55.5 41Z" fill="${GOLD}"/><path d="${dot(50, 38.5, 1.2)}" fill="currentColor"/>`,
  J:
    `<path d="M36 70V44" stroke="#7a5230" stroke-width="1.6"/><path d="M36 37.5l3 6.5h-6zM36 46.5q-5-1-5.5-5l5.5 2z" fill="#c9ced6"/>` +
    `<path d="M27 70V64C31 59 37 57 43.5 56.5L50 62L56.5 56.5C63 57 69 59 73 64V70Z"/>` +
    `<path d="M34.5 70V60.5M40.5 70V58M59.5 70V58M65.5 70V60.5" stroke="${GOLD}" stroke-width="1.5"/>` +
    `<path d="M43.5 56.5L50 62L56.5 56.5L54 55L50 58.5L46 55Z" fill="#fff"/>` +
    `<path d="${dot(36, 60, 2.4)}" fill="${SKIN}"/>` +
    `<path d="M43 43C42 51 43 55 45.5 57H54.5C57 55 58 51 57 43Z" fill="${HAIR}"/>` +
    FACE +
    MOUTH +
    `<path d="M41.5 44C39.5 36 46 32.5 52 33C58 33.5 61.5 37.5 60 42C55 40 47 40.5 41.5 44Z"/>` +
    `<path d="M41.5 44C47 40.5 55 40 60 42" stroke="${GOLD}" stroke-width="1.6" fill="none"/>` +
    `<path d="M54 36.5C57 31.5 62 30 68 31C63 32.5 59.5 35 57 39.5Z" fill="${GOLD}"/>`,
};
const COURT_NAME: Record<string, string> = { J: 'jack', Q: 'queen', K: 'king' };

/** A court card's panel with its figure drawn twice, head to head, and a small pip by each head. */
function court(r: string, s: string): string {
  const half = COURT[r]! + pip(s, 31.5, 34, 7);
  // Each shape's path holds both halves: half the elements of a group and its turned copy, each of which the
  // browser copies, styles, lays out and paints (eight courts' faces put in, unslowed: copied 1.2-1.4 ->
  // 0.9-1.0 ms, styled and laid out 4.0-4.9 -> 2.7-4.1 ms). The halves overlap only under the middle line,
  // drawn last, so painting each shape's two together looks the same.
  const both = half.replace(/ d="([^"]+)"/g, (_, d: string) => ` d="${twice(d)}"`);
  return (
    `<g class="court ${COURT_NAME[r]}" stroke="${LINE}" stroke-width=".6" stroke-linejoin="round">` +
    `<rect x="26" y="30" width="48" height="80" fill="#fdf7e8" stroke="currentColor"/>` +
    `${both}<path d="M26 70H74" stroke="currentColor"/></g>`
  );
}

/** A circle's path data. */
function dot(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}a${r} ${r} 0 1 1 ${f(2 * r)} 0a${r} ${r} 0 1 1 ${f(-2 * r)} 0Z`;
}

/** Path data turned half a turn about the card's centre (50, 70), worked into its coordinates. */
function turn(d: string): string {
  return placePath(d, W, H, 1, true);
}

/** Path data and the same turned about the card's centre: a double-headed card's two halves. */
function twice(d: string): string {
  return d + turn(d);
}

export const EDGE = `<rect x=".5" y=".5" width="99" height="139" rx="7.5" fill="#fff" stroke="#b8b8b8"/>`;
export const OPEN = `<svg viewBox="0 0 ${W} ${H}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">`;
/** The font of an index letter that has no glyph (glyphs.ts): a bold sans. */
const INDEX_FONT = `font-weight="700" font-family="'Helvetica Neue',Arial,Roboto,'Segoe UI','DejaVu Sans Condensed',sans-serif"`;

export function isRed(card: Card): boolean {
  return card[1] === 'H' || card[1] === 'D';
}

const faces = new Map<string, string>();

/**
 * The SVG markup of a card's face (viewBox 0 0 100 140), with its corner index drawn for the way its
 * pile fans (a stack shows the index of a down fan), in the chosen style and with the letters of the
 * language in effect (`indexRank`).
 */
export function faceSvg(card: Card, fan: CardFan = 'down', style: CardStyle = STANDARD): string {
  const key = `${card}${fan === 'right' ? 'r' : 'd'}${styleKey(style)}${language()}`;
  const cached = faces.get(key);
  if (cached !== undefined) return cached;
  const r = card[0]!;
  const s = card[1]!;
  const ink = INK[s]![style.fourColour ? 1 : 0];
  const corner = (turned: boolean): string => indexSvg(indexRank(r), s, fan !== 'right', style.largeIndex, turned);
  const centre = r in COURT_NAME ? court(r, s) : pips(r, s);
  const svg =
    `${OPEN}${EDGE}<g fill="${ink}" color="${ink}">` +
    `<g class="index">${corner(false)}</g><g class="index">${corner(true)}</g>` +
    `${centre}</g></svg>`;
  faces.set(key, svg);
  return svg;
}

/** A diamond lattice of lines 45° across the rectangle (x0, y0)–(x1, y1), `step` apart. */
function lattice(x0: number, y0: number, x1: number, y1: number, step: number): string {
  let d = '';
  for (let c = x0 - y1 + step / 2; c < x1 - y0; c += step) {
    // The line y = x − c, and its mirror y = −x + (x0 + x1) + c, each clipped to the rectangle.
    const a = Math.max(x0, y0 + c);
    const b = Math.min(x1, y1 + c);
    d += `M${f(a)} ${f(a - c)}L${f(b)} ${f(b - c)}M${f(x0 + x1 - a)} ${f(a - c)}L${f(x0 + x1 - b)} ${f(b - c)}`;
  }
  return d;
}

/** A star of `n` points about (50, 70), radii `outer` and `inner`. */
function star(n: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = (Math.PI * i) / n;
    const radius = i % 2 === 0 ? outer : inner;
    points.push(`${f(50 + radius * Math.sin(a))} ${f(70 - radius * Math.cos(a))}`);
  }
  return `M${points.join('L')}Z`;
}

/** The SVG markup of the first card back (backs.ts has the others): a blue lattice in a white border, with a star medallion. */
export const BACK_SVG =
  `${OPEN}${EDGE}<rect x="6" y="6" width="88" height="128" rx="4" fill="#1f4d97"/>` +
  `<path d="${lattice(6, 6, 94, 134, 8)}" stroke="#5d86cc" stroke-width="1.1"/>` +
  `<rect x="9" y="9" width="82" height="122" rx="2.5" fill="none" stroke="#dfe9fb"/>` +
  `<ellipse cx="50" cy="70" rx="21" ry="27" fill="#1f4d97" stroke="#dfe9fb" stroke-width="1.6"/>` +
  `<path d="${star(8, 17, 7)}" fill="#dfe9fb"/><path d="${star(4, 9, 3.5)}" fill="${GOLD}"/></svg>`;

/**
 * A card as words, for screen readers and titles, in the language in effect: "10 of hearts", "dame de cœur",
 * "Herz-Dame". `grammaticalCase` 'acc' gives the form a sentence's object takes where the language has one
 * (Russian "даму червей").
 */
export function cardName(card: Card, grammaticalCase: WordCase = 'other'): string {
  return cardWords(card, grammaticalCase);
}
