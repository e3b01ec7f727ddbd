// Unit tests of the card drawing (issue 13, "a card that looks like a card"): every face is well-formed
// SVG, its corner index lies inside the band metrics.ts keeps in view, number cards carry their pips
// and courts their figures, and the four-colour style recolours the suits.
import { describe, expect, test } from 'vitest';
import { type Card, standardDeck } from '../../src/engine/cards.js';
import { BACK_SVG, type CardStyle, cardName, faceSvg, isRed } from '../../src/web/table/cards.js';
import { INDEX_DOWN, INDEX_RIGHT, LARGE_INDEX } from '../../src/web/table/metrics.js';

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

/** The number-valued attributes of the first element `name` in `markup`. */
function attrs(markup: string, name: string): Record<string, number> {
  const m = new RegExp(`<${name}\\b([^>]*)>`).exec(markup);
  if (m === null) throw new Error(`no <${name}> in ${markup}`);
  return Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="(-?[\d.]+)"/g)].map(([, k, v]) => [k, Number(v)]));
}

/** The box of a suit shape drawn by cards.ts: translate(x y) scale(k) of a path inside ±50. */
function suitBox(path: string): { left: number; right: number; top: number; bottom: number } {
  const m = /translate\(([\d.-]+) ([\d.-]+)\) scale\(([\d.]+)\)/.exec(path)!;
  const [x, y, k] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return { left: x - 50 * k, right: x + 50 * k, top: y - 50 * k, bottom: y + 50 * k };
}

/** The corner index: its rank text, the text's box by the drawing's own glyph bounds, the suit's box. */
function cornerIndex(svg: string) {
  const groups = [...svg.matchAll(/<g class="index"( transform="rotate\(180 50 70\)")?>(.*?)<\/g>/g)];
  expect(groups.map((g) => g[1] !== undefined)).toEqual([false, true]);
  expect(groups[1]![2]).toBe(groups[0]![2]);
  const markup = groups[0]![2]!;
  const t = attrs(markup, 'text');
  const font = t['font-size']!;
  const half = t['textLength'] !== undefined ? t['textLength'] / 2 : 0.42 * font;
  const rank = /<text[^>]*>([^<]*)<\/text>/.exec(markup)![1]!;
  const text = { left: t['x']! - half, right: t['x']! + half, top: t['y']! - 0.76 * font, bottom: t['y']! + 0.15 * font };
  return { rank, font, text, suit: suitBox(/<path[^>]*>/.exec(markup)![0]) };
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
      const texts = [...faceSvg(card, 'down').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(texts).toEqual(Array(2).fill(card[0] === 'T' ? '10' : card[0]));
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
    expect(cornerIndex(both).font).toBe(cornerIndex(faceSvg('4C', 'down', STYLE['large-index'])).font);
  });

  test('number cards carry their count of pips, those below the middle upside down', () => {
    const count: Record<string, number> = { A: 1, T: 10 };
    for (const card of DECK) {
      const rank = card[0]!;
      if ('JQK'.includes(rank)) continue;
      const svg = faceSvg(card, 'down');
      const group = /<g class="pips">(.*?)<\/g>/.exec(svg);
      expect(group, card).not.toBeNull();
      const paths = [...group![1]!.matchAll(/<path transform="translate\(([\d.]+) ([\d.]+)\)[^"]*?( rotate\(180\))?"/g)];
      expect(paths.length, card).toBe(count[rank] ?? Number(rank));
      for (const [, , y, flip] of paths) expect(flip !== undefined, `${card} pip at y ${y}`).toBe(Number(y) > 70);
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
          expect(svg.match(/transform="rotate\(180 50 70\)"/g)).toHaveLength(2);
          expect(svg).not.toContain('class="pips"');
          drawings.add(svg.slice(svg.indexOf('<g class="court')).replace(/class="court \w+"/, ''));
        }
      }
      // Each rank its own figure: three drawings, the same for both fans.
      expect(drawings.size).toBe(3);
    }
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
