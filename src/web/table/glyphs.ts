// Owns the letters and numbers of a card's corner index, drawn as strokes rather than set in a font: the
// same shapes on every system, their width known exactly, and nothing for the browser to look up, shape
// or lay out. A font's text cost every card face two text layouts, and the first face of a page the
// font's lookup (up to 16 ms in one frame here, unslowed); scaled with the card, text was shaped again.
import { placePath } from './path.js';

/**
 * Each glyph's centre line in a box 10 high, its ink's top at y 0 and the baseline at y 10 (a Q's tail and
 * Д's feet go a little below), drawn with a round pen STROKE wide: the centre line keeps half the pen
 * inside the box, whose width is `w`.
 */
const GLYPHS: Record<string, { w: number; d: string }> = {
  A: { w: 7.6, d: 'M0.95 9.05L3.8 0.95L6.65 9.05M2.05 6.3H5.55' },
  '1': { w: 3.6, d: 'M0.95 2.7L2.65 0.95V9.05' },
  '2': { w: 6.4, d: 'M1.1 2.9C1.3 1.6 2.2 0.95 3.25 0.95C4.5 0.95 5.35 1.85 5.35 3.05C5.35 4.5 4.2 5.6 0.95 9.05H5.45' },
  '3': { w: 6.4, d: 'M1 0.95H5.2L2.9 4.2C4.6 4.1 5.45 5.1 5.45 6.6C5.45 8.1 4.45 9.05 3.1 9.05C2.1 9.05 1.35 8.6 0.95 7.9' },
  '4': { w: 6.8, d: 'M4.5 9.05V0.95L0.95 6.7H5.85' },
  '5': {
    w: 6.4,
    d: 'M5.15 0.95H1.55L1.2 4.7C1.75 4.25 2.45 4.05 3.15 4.05C4.55 4.05 5.45 5.05 5.45 6.55C5.45 8.1 4.45 9.05 3.05 9.05C2.05 9.05 1.3 8.6 0.95 7.95',
  },
  '6': {
    w: 6.4,
    d: 'M5 1.35C4.55 1.05 4 0.95 3.45 0.95C1.9 0.95 0.95 2.6 0.95 5.3V6.55C0.95 8.1 1.9 9.05 3.2 9.05C4.5 9.05 5.45 8.1 5.45 6.65C5.45 5.2 4.5 4.25 3.2 4.25C2.15 4.25 1.3 4.8 0.95 5.7',
  },
  '7': { w: 6.2, d: 'M0.95 0.95H5.25L2.5 9.05' },
  '8': { w: 6.4, d: 'M3.2 4.85A1.95 1.95 0 1 1 3.2 0.95A1.95 1.95 0 1 1 3.2 4.85A2.1 2.1 0 1 1 3.2 9.05A2.1 2.1 0 1 1 3.2 4.85Z' },
  '0': { w: 6, d: 'M3 0.95C4.4 0.95 5.05 2.6 5.05 5C5.05 7.4 4.4 9.05 3 9.05C1.6 9.05 0.95 7.4 0.95 5C0.95 2.6 1.6 0.95 3 0.95Z' },
  J: { w: 5.6, d: 'M4.65 0.95V6.5C4.65 8.1 3.85 9.05 2.7 9.05C1.75 9.05 1.1 8.5 0.95 7.6' },
  Q: {
    w: 7.8,
    d: 'M3.9 0.95C5.75 0.95 6.85 2.6 6.85 5C6.85 7.4 5.75 9.05 3.9 9.05C2.05 9.05 0.95 7.4 0.95 5C0.95 2.6 2.05 0.95 3.9 0.95ZM4.6 6.9L6.7 9.6',
  },
  K: { w: 7, d: 'M0.95 0.95V9.05M6.05 0.95L1.05 6.1M3 4.2L6.05 9.05' },
  R: { w: 6.8, d: 'M0.95 9.05V0.95H3.55C4.95 0.95 5.85 1.85 5.85 3.1C5.85 4.35 4.95 5.25 3.55 5.25H0.95M3.5 5.25L5.85 9.05' },
  D: { w: 7, d: 'M0.95 0.95V9.05H2.9C4.95 9.05 6.05 7.4 6.05 5C6.05 2.6 4.95 0.95 2.9 0.95Z' },
  V: { w: 7.4, d: 'M0.95 0.95L3.7 9.05L6.45 0.95' },
  B: {
    w: 6.8,
    d: 'M0.95 4.85H3.5C4.75 4.85 5.45 4.05 5.45 2.9C5.45 1.75 4.75 0.95 3.5 0.95H0.95V9.05H3.7C5.05 9.05 5.85 8.2 5.85 6.95C5.85 5.7 5.05 4.85 3.7 4.85',
  },
  Т: { w: 6.6, d: 'M0.95 0.95H5.65M3.3 0.95V9.05' },
  Д: { w: 8, d: 'M0.95 10.05V9.05H7.05V10.05M1.9 9.05C2.7 7.4 3.05 4.6 3.05 0.95H6.15V9.05' },
};
// A nine is a six turned half about its box's middle; the Cyrillic К and В are the Latin K and B.
GLYPHS['9'] = { w: 6.4, d: placePath(GLYPHS['6']!.d, 6.4, 10, 1, true) };
GLYPHS['К'] = GLYPHS['K']!;
GLYPHS['В'] = GLYPHS['B']!;

/** The pen's width in a glyph's units (its box is 10 high): a bold letter's stem. */
export const STROKE = 1.9;
/** The room between two glyphs of one index ("10"), in a glyph's units. */
const GAP = 0.4;

/** An index drawn: its centre line's path data placed, and its width, in the drawing's units. */
export interface DrawnIndex {
  d: string;
  width: number;
}

/** The glyphs of `text`, in order, or null when a character has none here (or it is empty). */
function glyphsOf(text: string): { w: number; d: string }[] | null {
  const glyphs = [...text].map((ch) => GLYPHS[ch]);
  return glyphs.length > 0 && glyphs.every((g) => g !== undefined) ? (glyphs as { w: number; d: string }[]) : null;
}

/** How wide glyphs are in a glyph's units, with the room between them. */
const widthOf = (glyphs: readonly { w: number }[]): number => glyphs.reduce((sum, g) => sum + g.w, 0) + GAP * (glyphs.length - 1);

/**
 * The index `text` ("10", "K", "Д") drawn with its box's top-left corner at (x, top), `height` high
 * (the pen's width scales with it: STROKE × height / 10); null when a character has no glyph here.
 */
export function drawIndex(text: string, x: number, top: number, height: number): DrawnIndex | null {
  const glyphs = glyphsOf(text);
  if (glyphs === null) return null;
  const k = height / 10;
  let d = '';
  let at = 0;
  for (const glyph of glyphs) {
    d += placePath(glyph.d, x + at * k, top, k);
    at += glyph.w + GAP;
  }
  return { d, width: widthOf(glyphs) * k };
}

/** How wide `text` is drawn `height` high, or null when a character has no glyph here (its path is not made). */
export function indexWidth(text: string, height: number): number | null {
  const glyphs = glyphsOf(text);
  return glyphs === null ? null : (widthOf(glyphs) * height) / 10;
}
