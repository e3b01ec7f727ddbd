// The table is readable everywhere (issue 13, item 1), checked on the layout's rectangles: for every game, at
// the table box each listed window leaves, at the deal and in the long late positions pinned in
// test/e2e/fixtures/*-long.json, (a) every covered face-up card shows at least its strip (metrics.ts) in
// its pile's fan direction, (b) every card and place lies inside the box, (c) no fan runs into another
// pile, (d) the table fills the box: no empty band a card high while the other way has room to spare.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  type GameId,
  type GameRecord,
  type Position,
  applyMove,
  deal,
  legalMoves,
  listGames,
  replay,
  replayPositions,
} from '../../src/index.js';
import { type Layout, type PileSpot, type Rect, layout, overlap } from '../../src/web/table/layout.js';
import { INDEX_DOWN, INDEX_RIGHT, MIN_STRIP_PX, minStepDown, minStepRight } from '../../src/web/table/metrics.js';

/**
 * The table boxes of the windows of issue 13: what the page leaves after its bar, status line and
 * controls, as test/e2e/readable.test.ts measures them in Chromium (the smallest of the five games: a
 * phone's controls take two rows where the game has a Stock button), less a few pixels.
 */
const BOXES = {
  '360×640': [348, 440],
  '390×844': [378, 640],
  '844×390': [832, 250],
  '1280×800': [1268, 700],
  '1920×1080': [1908, 980],
  '2560×1440': [2548, 1340],
} as const;

const games = listGames().map((g) => g.id);
const fixture = (name: string): GameRecord =>
  JSON.parse(readFileSync(new URL(`../e2e/fixtures/${name}.json`, import.meta.url), 'utf8')) as GameRecord;
/** The record reaching the longest fanned pile a search of playouts found, and the one with the most long piles at once. */
const longRecord = (game: GameId): GameRecord => fixture(`${game}-long`);
const crowdedRecord = (game: GameId): GameRecord => fixture(`${game}-crowded`);

/** What is wrong with a layout, in words (empty when it is readable). */
function problems(l: Layout): string[] {
  const out: string[] = [];
  const card = (x: number, y: number): Rect => ({ x, y, w: l.cardW, h: l.cardH });
  // Each pile's cards, in order (sorted once: every check below reads them).
  const cardsOf = new Map<string, Layout['cards']>(l.piles.map((p) => [p.id, []]));
  for (const c of l.cards) cardsOf.get(c.pile)?.push(c);
  for (const cards of cardsOf.values()) cards.sort((a, b) => a.index - b.index);
  // (a) Strips: each covered face-up card of a fan shows at least the least step while its pile is no longer
  // than planned, and its whole index (the metrics' band) when the fan has closed up past the plan.
  for (const p of l.piles) {
    if (p.fan === 'stack') continue;
    const cards = cardsOf.get(p.id)!;
    for (let i = 0; i + 1 < cards.length; i++) {
      const [a, b] = [cards[i]!, cards[i + 1]!];
      if (!a.faceUp) continue;
      const shown = p.fan === 'down' ? b.y - a.y : b.x - a.x;
      const band = p.fan === 'down' ? INDEX_DOWN * l.cardH : INDEX_RIGHT * l.cardW;
      const least =
        cards.length > p.planned ? band : Math.max(MIN_STRIP_PX, p.fan === 'down' ? minStepDown(l.cardH) : minStepRight(l.cardW));
      if (shown < least - 1e-3) out.push(`${p.id} card ${a.index} shows ${shown.toFixed(2)} px of ${least.toFixed(2)}`);
    }
  }
  // (b) Inside the box.
  const inside = (r: Rect): boolean => r.x >= -1e-6 && r.y >= -1e-6 && r.x + r.w <= l.width + 1e-6 && r.y + r.h <= l.height + 1e-6;
  for (const c of l.cards) if (!inside(card(c.x, c.y))) out.push(`${c.pile} card ${c.index} leaves the box`);
  for (const p of l.piles) if (!inside(p.rect) || !inside(p.zone)) out.push(`${p.id} leaves the box`);
  // (c) Apart: no pile's cards or place lie over another pile's place, cards or drop zone.
  const extentOf = new Map(l.piles.map((p) => [p.id, [p.rect, ...cardsOf.get(p.id)!.map((c) => card(c.x, c.y))]]));
  for (const p of l.piles) {
    for (const q of l.piles) {
      if (p.id >= q.id) continue;
      const hit =
        extentOf.get(p.id)!.some((a) => [...extentOf.get(q.id)!, q.zone].some((b) => overlap(a, b) > 0.01)) ||
        extentOf.get(q.id)!.some((b) => overlap(b, p.zone) > 0.01);
      if (hit) out.push(`${p.id} runs into ${q.id}`);
    }
  }
  // (d) Filled: the widest empty band across the box, each way. A band a card high is allowed only when
  // the other way is used up (the cards could not be larger).
  const { across, down } = emptyBands(l);
  if (across >= l.cardH && down >= l.cardW * 0.5)
    out.push(`an empty band ${across.toFixed(0)} px high while the width has ${down.toFixed(0)} px to spare`);
  if (down >= l.cardH && across >= l.cardW * 0.5)
    out.push(`an empty band ${down.toFixed(0)} px wide while the height has ${across.toFixed(0)} px to spare`);
  return out;
}

/**
 * The widest strips of the box with nothing in them: `across` spans the width (a height), `down` the
 * height (a width). A fan's room for the length it is planned for counts as used: it is kept so that the
 * cards keep their size while the pile grows.
 */
function emptyBands(l: Layout): { across: number; down: number } {
  const room = (p: PileSpot): Rect => {
    const reach = (p.planned - 1) * (p.fan === 'down' ? minStepDown(l.cardH) : minStepRight(l.cardW));
    if (p.fan === 'down') return { ...p.rect, h: Math.min(p.zone.h, l.cardH + reach) };
    if (p.fan === 'right') return { ...p.rect, w: Math.min(p.zone.w, l.cardW + reach) };
    return p.rect;
  };
  const rects = [...l.piles.map(room), ...l.labels.map((b) => b.rect), ...l.cards.map((c) => ({ x: c.x, y: c.y, w: l.cardW, h: l.cardH }))];
  const widest = (spans: [number, number][], end: number): number => {
    spans.sort((a, b) => a[0] - b[0]);
    let reached = 0;
    let gap = 0;
    for (const [a, b] of spans) {
      gap = Math.max(gap, a - reached);
      reached = Math.max(reached, b);
    }
    return Math.max(gap, end - reached);
  };
  return {
    across: widest(
      rects.map((r) => [r.y, r.y + r.h]),
      l.height,
    ),
    down: widest(
      rects.map((r) => [r.x, r.x + r.w]),
      l.width,
    ),
  };
}

describe.each(games)('%s', (game) => {
  // Each record's positions, replayed once for every box.
  const played = [longRecord(game), crowdedRecord(game)].map((record) => ({ record, positions: replayPositions(record) }));
  const scenes: [string, Position][] = [
    ['the deal', deal(game, 1)],
    ['another deal', deal(game, 2)],
    ['the long position', played[0]!.positions.at(-1)!],
    ['the crowded position', played[1]!.positions.at(-1)!],
  ];
  test.each(Object.entries(BOXES))('is readable at %s', (_, [w, h]) => {
    for (const [name, scene] of scenes) expect(problems(layout(scene, w, h)), `${name} at ${w}×${h}`).toEqual([]);
  });

  // The table passes the layout it drew before, which keeps the card size while it fits (see layout()).
  test.each(Object.entries(BOXES))(
    'stays readable all along the long games at %s, and keeps its card size for stretches of play',
    (_, [w, h]) => {
      for (const { record, positions } of played) {
        let l: Layout | undefined;
        const sizes: number[] = [];
        for (const [i, scene] of positions.entries()) {
          l = layout(scene, w, h, l);
          sizes.push(l.cardW);
          const found = problems(l);
          if (found.length > 0) expect(found, `${record.game} deal ${record.deal} after ${i} moves at ${w}×${h}`).toEqual([]);
        }
        // Cards shrink as piles grow past their planned length, a few times a game, and never flip back and forth.
        const changes = sizes.flatMap((s, i) => (i > 0 && s !== sizes[i - 1] ? [i] : []));
        const story = changes.map((i) => `${sizes[i - 1]}→${sizes[i]} at ${i}`).join(', ');
        expect(changes.length, story).toBeLessThanOrEqual(10);
        for (const i of changes) expect(sizes.slice(Math.max(0, i - 30), i - 1), story).not.toContain(sizes[i]);
      }
    },
  );
});

describe('card sizes', () => {
  // Cards are sized at the deal for the whole game (issue 25): 844×390 and 360×640 ask 34 px (Hamlet's long piles
  // need the height) and a desktop 80 (British Constitution's row 1 planned for 10 cards and its rows named),
  // but Union Square 76: its sixteen piles fan right four across, each planned for all 13 cards of a suit.
  test('cards at the deal are at least 40 px wide on a phone (a fingertip), 34 held sideways and on the smallest, large on a desktop', () => {
    for (const game of games) {
      expect(layout(deal(game, 1), ...BOXES['390×844']).cardW, game).toBeGreaterThanOrEqual(40);
      expect(layout(deal(game, 1), ...BOXES['844×390']).cardW, game).toBeGreaterThanOrEqual(34);
      expect(layout(deal(game, 1), ...BOXES['360×640']).cardW, game).toBeGreaterThanOrEqual(34);
      expect(layout(deal(game, 1), ...BOXES['1280×800']).cardW, game).toBeGreaterThanOrEqual(game === 'union-square' ? 76 : 80);
    }
  });

  test('Hamlet lays its 13 piles in two rows on a phone held upright, in one row on a desktop', () => {
    const rowsOf = (l: Layout): number => new Set(l.piles.filter((p) => p.kind === 'tableau').map((p) => p.rect.y)).size;
    expect(rowsOf(layout(deal('hamlet', 1), ...BOXES['390×844']))).toBe(2);
    expect(rowsOf(layout(deal('hamlet', 1), ...BOXES['1280×800']))).toBe(1);
  });

  test('Union Square fans to the right on wide screens and down on tall ones', () => {
    const fans = (w: number, h: number): string[] => [
      ...new Set(
        layout(deal('union-square', 1), w, h)
          .piles.filter((p) => p.kind === 'tableau')
          .map((p) => p.fan),
      ),
    ];
    expect(fans(...BOXES['1920×1080'])).toEqual(['right']);
    expect(fans(...BOXES['390×844'])).toEqual(['down']);
  });

  test('the fixtures are long: the longest piles the games produce', () => {
    const longest = (p: Position, rowOne = false): number =>
      Math.max(
        ...Object.entries(p.piles)
          .filter(([id]) => id.startsWith('tableau-') && (!rowOne || Number(id.slice(8)) <= 8))
          .map(([, c]) => c.length),
      );
    expect(longest(replay(longRecord('hamlet')))).toBeGreaterThanOrEqual(19);
    expect(longest(replay(longRecord('hamilton')))).toBeGreaterThanOrEqual(20);
    expect(longest(replay(longRecord('union-square')))).toBeGreaterThanOrEqual(12);
    expect(longest(replay(longRecord('british-constitution')), true)).toBeGreaterThanOrEqual(10);
  });
});

describe('any pile length', () => {
  /** The longest pile each game can make (docs/rules.md): Hamlet 8 Kings and Q to A, Union Square A to K, British Constitution J to A; Hamilton more than any game reached. */
  const MOST: Record<GameId, number> = { hamlet: 20, hamilton: 24, camelot: 1, 'union-square': 13, 'british-constitution': 11 };
  test.each(games)('%s: a pile as long as the game can make still fits, with smaller cards', (game) => {
    let p = deal(game, 3);
    for (let i = 0; i < 12 && p.status === 'playing'; i++) p = applyMove(p, legalMoves(p)[0]!);
    const tall = { ...p, piles: { ...p.piles, 'tableau-1': Array.from({ length: MOST[game] }, () => 'AS' as const) } };
    for (const [w, h] of Object.values(BOXES)) {
      const l = layout(tall, w, h);
      const strips = problems(l).filter((s) => !s.startsWith('an empty band'));
      expect(strips, `${w}×${h}`).toEqual([]);
    }
  });

  test('a preview box far too small for the strips still draws every place inside it', () => {
    for (const game of games) {
      const piles = Object.fromEntries(
        listGames()
          .find((g) => g.id === game)!
          .piles.map(({ id }) => [id, []]),
      );
      const l = layout({ game, piles }, 160, 100);
      for (const p of l.piles) expect(p.rect.x + p.rect.w <= 160 + 1e-6 && p.rect.y + p.rect.h <= 100 + 1e-6, `${game} ${p.id}`).toBe(true);
    }
  });
});
