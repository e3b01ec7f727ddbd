// Unit tests of the card drawing (issue 13, "a card that looks like a card"): every face is well-formed
// SVG, its corner index lies inside the band metrics.ts keeps in view, number cards carry their pips
// and courts their figures, and the four-colour style recolours the suits.
import { describe, expect, test } from 'vitest';
import { type Card, standardDeck } from '../../src/engine/cards.js';
import { BACK_SVG, type CardStyle, cardName, faceSvg, isRed } from '../../src/web/table/cards.js';
import { placePath } from '../../src/web/table/path.js';
import { INDEX_DOWN, INDEX_RIGHT, LARGE_INDEX } from '../../src/web/table/metrics.js';
import { type Box, type Subpath, pathBox, subpaths, union, uprightHalf } from './path-box.js';

const FANS = ['down', 'right'] as const;
const STYLE: Record<string, CardStyle> = {
  standard: { fourColour: false, largeIndex: false },
  'four-colour': { fourColour: true, largeIndex: false },
  'large-index': { fourColour: false, largeIndex: true },
  'four-colour large-index': { fourColour: true, largeIndex: true },
};
const STYLES = Object.keys(STYLE);
/** How big the bands are for a style (metrics.ts): larger with large indices. */
const scale = (style: string): number => (STYLE[style]!.largeIndex ? LARGE_INDEX : 1);
const DECK: readonly Card[] = standardDeck(1);

/** Why the markup is not well-formed (unbalanced tags, unquoted attributes), or null. */
function malformed(svg: string): string | null {
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  let at = 0;
  while (at < svg.length) {
    const next = svg.indexOf('<', at);
    if (next < 0) break;
    tag.lastIndex = next;
    const m = tag.exec(svg);
    if (m === null) return `bad tag at ${next}: ${svg.slice(next, next + 40)}`;
    const [, close, name, , selfClosing] = m;
    if (close) {
      if (open.pop() !== name) return `</${name}> closes nothing at ${next}`;
    } else if (!selfClosing) open.push(name!);
    at = tag.lastIndex;
  }
  return open.length === 0 ? null : `unclosed <${open.join('>, <')}>`;
}

/** The box of a suit shape drawn by cards.ts, from the coordinates of its path (placed where it is drawn). */
function suitBox(path: string): Box {
  return pathBox(/ d="([^"]+)"/.exec(path)![1]!);
}

/** Markup with every path's data turned half a turn about the card's centre. */
const turned = (markup: string): string => markup.replace(/ d="([^"]+)"/g, (_, d: string) => ` d="${placePath(d, 100, 140, 1, true)}"`);

/**
 * The corner index (the top-left corner's; the bottom-right one is the same turned about the centre): its rank
 * as drawn (glyphs.ts), the rank's inked box (its centre line's box and half the pen about it), the suit's box.
 */
function cornerIndex(svg: string) {
  const groups = [...svg.matchAll(/<g class="index">(.*?)<\/g>/g)];
  expect(groups).toHaveLength(2);
  expect(groups[1]![1]).toBe(turned(groups[0]![1]!));
  const markup = groups[0]![1]!;
  const glyph = /<path class="rank" data-rank="([^"]+)" d="([^"]+)"[^>]* stroke-width="([\d.]+)"/.exec(markup);
  expect(glyph, markup).not.toBeNull();
  const [, rank, d, pen] = glyph as unknown as [string, string, string, string];
  const half = Number(pen) / 2;
  const line = pathBox(d);
  const text = { left: line.left - half, right: line.right + half, top: line.top - half, bottom: line.bottom + half };
  return { rank, pen: Number(pen), text, suit: suitBox(/<path[^>]*>/.exec(markup)![0]) };
}

describe('card faces', () => {
  test('every card, fan and style is well-formed SVG in a 100 × 140 box', () => {
    for (const card of DECK)
      for (const fan of FANS)
        for (const style of STYLES) {
          const svg = faceSvg(card, fan, STYLE[style]);
          expect(malformed(svg), `${card} ${fan} ${style}`).toBeNull();
          expect(svg).toContain('viewBox="0 0 100 140"');
        }
    expect(malformed(BACK_SVG)).toBeNull();
  });

  test('the index writes ten as "10", never "T", and every other rank as itself', () => {
    for (const card of DECK) {
      const ranks = [...faceSvg(card, 'down').matchAll(/<path class="rank" data-rank="([^"]*)"/g)].map((m) => m[1]);
      expect(ranks).toEqual(Array(2).fill(card[0] === 'T' ? '10' : card[0]));
    }
  });

  test.each(STYLES)('%s: a down index lies whole within the top band, rank and suit side by side', (style) => {
    const band = INDEX_DOWN * scale(style) * 140;
    for (const card of DECK) {
      const { text, suit } = cornerIndex(faceSvg(card, 'down', STYLE[style]));
      for (const box of [text, suit]) {
        expect(box.top, card).toBeGreaterThanOrEqual(0);
        expect(box.bottom, card).toBeLessThanOrEqual(band);
        expect(box.left, card).toBeGreaterThanOrEqual(0);
      }
      expect(suit.left, card).toBeGreaterThan(text.left);
      expect(suit.top, card).toBeLessThan(text.bottom);
    }
  });

  test.each(STYLES)('%s: a right index lies whole within the left band, rank above suit', (style) => {
    const band = INDEX_RIGHT * scale(style) * 100;
    for (const card of DECK) {
      const { text, suit } = cornerIndex(faceSvg(card, 'right', STYLE[style]));
      for (const box of [text, suit]) {
        expect(box.left, card).toBeGreaterThanOrEqual(0);
        expect(box.right, card).toBeLessThanOrEqual(band);
        expect(box.top, card).toBeGreaterThanOrEqual(0);
      }
      expect(suit.top, card).toBeGreaterThanOrEqual(text.bottom - 0.15 * 24 * scale(style));
    }
  });

  test('a stack shows the down index', () => {
    expect(faceSvg('7C', 'stack')).toBe(faceSvg('7C', 'down'));
  });

  test('large indices are at least 40% taller than standard ones, with two colours or four', () => {
    for (const fan of FANS) {
      for (const fourColour of [false, true]) {
        const standard = cornerIndex(faceSvg('QD', fan, { fourColour, largeIndex: false }));
        const large = cornerIndex(faceSvg('QD', fan, { fourColour, largeIndex: true }));
        const tall = (i: typeof large): number => i.text.bottom - i.text.top;
        expect(tall(large) / tall(standard)).toBeGreaterThanOrEqual(1.4);
        expect((large.suit.bottom - large.suit.top) / (standard.suit.bottom - standard.suit.top)).toBeGreaterThanOrEqual(1.4);
      }
    }
  });

  test('four colours and large indices combine', () => {
    const ink = (svg: string) => /<g fill="(#[\da-f]+)"/.exec(svg)![1];
    const both = faceSvg('4C', 'down', STYLE['four-colour large-index']);
    expect(ink(both)).toBe(ink(faceSvg('4C', 'down', STYLE['four-colour'])));
    expect(cornerIndex(both).text).toEqual(cornerIndex(faceSvg('4C', 'down', STYLE['large-index'])).text);
    expect(cornerIndex(both).pen).toBeGreaterThan(cornerIndex(faceSvg('4C', 'down')).pen);
  });

  test('number cards carry their count of pips, those below the middle upside down', () => {
    const count: Record<string, number> = { A: 1, T: 10 };
    for (const card of DECK) {
      const rank = card[0]!;
      if ('JQK'.includes(rank)) continue;
      const svg = faceSvg(card, 'down');
      const shape = /<path class="pips" d="([^"]+)"\/>/.exec(svg);
      expect(shape, card).not.toBeNull();
      // One shape of every pip; the corner's suit, drawn upright, says how many subpaths a pip has.
      const pips = subpaths(shape![1]!);
      const corner = subpaths(/<g class="index">.*? d="([^"]+)"/.exec(svg)![1]!);
      expect(pips.length % corner.length, card).toBe(0);
      const each = Array.from({ length: pips.length / corner.length }, (_, i) => pips.slice(i * corner.length, (i + 1) * corner.length));
      expect(each.length, card).toBe(count[rank] ?? Number(rank));
      // Where a shape starts, against the middle of its box: as in the corner for an upright pip, the
      // other way about for one upside down (the rows below the middle one, at y 70, are at 81 and lower).
      const middle = (shape: Subpath[]): number => {
        const box = union(shape.map((p) => p.box));
        return (box.top + box.bottom) / 2;
      };
      const lean = (shape: Subpath[]): number => shape[0]!.first.y - middle(shape);
      const upright = Math.sign(lean(corner));
      expect(upright, card).not.toBe(0);
      for (const shape of each) {
        const y = middle(shape);
        expect(Math.sign(lean(shape)), `${card} pip at y ${y}`).toBe(y > 75 ? -upright : upright);
      }
      expect(svg).not.toContain('class="court');
    }
  });

  test('courts carry their own figure, drawn head to head, and no pips', () => {
    const figure: Record<string, string> = { J: 'jack', Q: 'queen', K: 'king' };
    for (const suit of ['C', 'D', 'H', 'S']) {
      const drawings = new Set<string>();
      for (const rank of 'JQK') {
        for (const fan of FANS) {
          const svg = faceSvg(`${rank}${suit}` as Card, fan);
          expect(svg).toContain(`<g class="court ${figure[rank]}"`);
          // Head to head: each shape of the figure is one path, its upright half and the same turned about
          // the centre; the panel's frame and the middle line between the halves are drawn once.
          const shapes = [...svg.slice(svg.indexOf('<g class="court')).matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]!);
          expect(shapes.at(-1)).toBe('M26 70H74');
          expect(shapes.length).toBeGreaterThan(10);
          for (const d of shapes.slice(0, -1)) expect(uprightHalf(d), `${rank}${suit} ${d}`).not.toBeNull();
          expect(svg).not.toContain('class="pips"');
          drawings.add(svg.slice(svg.indexOf('<g class="court')).replace(/class="court \w+"/, ''));
        }
      }
      // Each rank its own figure: three drawings, the same for both fans.
      expect(drawings.size).toBe(3);
    }
  });

  test('a shape is placed by working its move, scale and half turn into every coordinate', () => {
    const d = 'M1 2L3-4H5V6C1 2 3 4 5 6a2 2 0 0 1 4 0ZM0 0l1 2h-3v4';
    expect(placePath(d, 10, 20, 2)).toBe('M12 24L16 12H20V32C12 24 16 28 20 32a4 4 0 0 1 8 0ZM10 20l2 4h-6v8');
    expect(placePath(d, 10, 20, 2, true)).toBe('M8 16L4 28H0V8C8 16 4 12 0 8a4 4 0 0 1-8 0ZM10 20l-2-4h6v-8');
    // No shape keeps a transform of its own, not even those turned about the middle (the bottom-right
    // corner's index, a court's lower half): the turn is worked into their coordinates too.
    for (const card of DECK) for (const fan of FANS) expect(faceSvg(card, fan), card).not.toContain('transform=');
  });

  test('a face is a few elements: a number card ten, a court at most twenty-nine', () => {
    // Each element of a face is styled, laid out and painted on its own, 104 times over on a full table:
    // each shape of a court's figure, drawn twice head to head, is one path.
    const elements = (svg: string): number => svg.match(/<[a-z]/g)!.length;
    for (const card of DECK)
      for (const fan of FANS)
        expect(elements(faceSvg(card, fan)), `${card} ${fan}`).toBeLessThanOrEqual('JQK'.includes(card[0]!) ? 29 : 10);
  });

  test('suits differ by shape, not by colour alone', () => {
    const shapes = new Set(['C', 'D', 'H', 'S'].map((s) => /<g class="index">.*? d="([^"]+)"/.exec(faceSvg(`5${s}` as Card))![1]));
    expect(shapes.size).toBe(4);
  });

  test('four-colour paints clubs green and diamonds blue, and keeps hearts and spades', () => {
    const ink = (card: Card, style: string) => /<g fill="(#[\da-f]+)"/.exec(faceSvg(card, 'down', STYLE[style]))![1];
    expect(ink('4C', 'standard')).toBe(ink('4S', 'standard'));
    expect(ink('4D', 'standard')).toBe(ink('4H', 'standard'));
    const four = ['C', 'D', 'H', 'S'].map((s) => ink(`4${s}` as Card, 'four-colour'));
    expect(new Set(four).size).toBe(4);
    expect(ink('4C', 'four-colour')).not.toBe(ink('4C', 'standard'));
    expect(ink('4D', 'four-colour')).not.toBe(ink('4D', 'standard'));
    expect(ink('4H', 'four-colour')).toBe(ink('4H', 'standard'));
    expect(ink('4S', 'four-colour')).toBe(ink('4S', 'standard'));
  });

  test('a face is drawn once and then cached', () => {
    expect(faceSvg('KH', 'right', STYLE['large-index'])).toBe(faceSvg('KH', 'right', STYLE['large-index']));
  });
});

describe('card back and words', () => {
  test('the back draws a pattern, no face', () => {
    expect(BACK_SVG).toContain('viewBox="0 0 100 140"');
    expect(BACK_SVG).toMatch(/<path d="(M[\d.]+ [\d.]+L[\d.]+ [\d.]+){20,}/);
    expect(BACK_SVG).not.toContain('<text');
  });

  test('cards read as a player says them', () => {
    expect(cardName('TH')).toBe('10 of hearts');
    expect(cardName('AS')).toBe('Ace of spades');
    expect(cardName('QD')).toBe('Queen of diamonds');
    expect(DECK.filter(isRed).every((c) => c[1] === 'D' || c[1] === 'H')).toBe(true);
    expect(DECK.filter(isRed)).toHaveLength(26);
  });
});
