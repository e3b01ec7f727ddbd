// A still table (issue 25, item 1): the arrangement and the card size are chosen once per game and box and
// kept from move to move, walking real games the way the table does (each layout given the one before).
// Walked: a won game of every game (test/e2e/fixtures/*-won.json), seeded random playouts of every game and
// the solver's winning line of Hamlet #301, at the table boxes of the phone and desktop windows (as
// test/web/layout.test.ts measures them).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type GameRecord, type Position, applyMove, deal, legalMoves, listGames, replayPositions, solve } from '../../src/index.js';
import { type Layout, layout } from '../../src/web/table/layout.js';
import { INDEX_DOWN, INDEX_RIGHT, MIN_STRIP_PX } from '../../src/web/table/metrics.js';

const BOXES = { '360×640': [348, 440], '390×844': [378, 640], '844×390': [832, 250], '1280×800': [1268, 700] } as const;
const PHONES = new Set(['360×640', '844×390']);

const won = (game: string): Position[] =>
  replayPositions(JSON.parse(readFileSync(new URL(`../e2e/fixtures/${game}-won.json`, import.meta.url), 'utf8')) as GameRecord);

/** The positions of a playout of `game` deal `n`, choosing among the legal moves with a seeded generator. */
function playout(game: string, n: number, seed: number, moves = 400): Position[] {
  let x = seed;
  const next = (k: number): number => (x = (x * 1103515245 + 12345) >>> 0) % k;
  const out = [deal(game, n)];
  for (let i = 0; i < moves && out[out.length - 1]!.status === 'playing'; i++) {
    const legal = legalMoves(out[out.length - 1]!);
    if (legal.length === 0) break;
    out.push(applyMove(out[out.length - 1]!, legal[next(legal.length)]!));
  }
  return out;
}

/** The layouts of a game's positions, one after another, each given the one before (as the table draws them). */
function walk(positions: Position[], w: number, h: number): Layout[] {
  const out: Layout[] = [];
  for (const p of positions) out.push(layout(p, w, h, out[out.length - 1]));
  return out;
}

/**
 * The covered face-up cards that show less than their whole index (the metrics' band, and at least 14 px
 * while the pile is no longer than planned), in words.
 */
function hidden(l: Layout): string[] {
  const out: string[] = [];
  for (const p of l.piles) {
    if (p.fan === 'stack') continue;
    const cards = l.cards.filter((c) => c.pile === p.id).sort((a, b) => a.index - b.index);
    const band = p.fan === 'down' ? INDEX_DOWN * l.cardH : INDEX_RIGHT * l.cardW;
    const least = cards.length > p.planned ? band : Math.max(MIN_STRIP_PX, band);
    for (let i = 0; i + 1 < cards.length; i++) {
      const shown = p.fan === 'down' ? cards[i + 1]!.y - cards[i]!.y : cards[i + 1]!.x - cards[i]!.x;
      if (cards[i]!.faceUp && shown < least - 1e-3) out.push(`${p.id} card ${i} shows ${shown}`);
    }
  }
  return out;
}

/** How many fans are closed up past their plan (showing less than 14 px of a covered card, but its whole index). */
const closed = (l: Layout): number =>
  l.piles.filter((p) => p.fan !== 'stack' && l.cards.filter((c) => c.pile === p.id).length > p.planned).length;

/** Where the arrangement or the card size changed between two moves, in words. */
function jumps(ls: Layout[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < ls.length; i++)
    if (ls[i]!.arrangement !== ls[i - 1]!.arrangement || ls[i]!.cardW !== ls[i - 1]!.cardW)
      out.push(`move ${i}: ${ls[i - 1]!.arrangement} ${ls[i - 1]!.cardW} → ${ls[i]!.arrangement} ${ls[i]!.cardW}`);
  return out;
}

describe('every game keeps its table still, cards at least 34 px wide on a phone, every index in view', () => {
  for (const { id } of listGames()) {
    const games: [string, Position[]][] = [
      ['won', won(id)],
      ['playout 1', playout(id, 11, 1)],
      ['playout 2', playout(id, 12, 2)],
    ];
    test.each(Object.entries(BOXES))(`${id} at %s`, (name, [w, h]) => {
      for (const [what, positions] of games) {
        const ls = walk(positions, w, h);
        expect(jumps(ls), what).toEqual([]);
        expect(ls.flatMap(hidden), what).toEqual([]);
        if (PHONES.has(name)) expect(ls[0]!.cardW, what).toBeGreaterThanOrEqual(34);
        // A reload draws the same table: the choice does not depend on the position.
        const last = layout(positions[positions.length - 1]!, w, h);
        expect([last.arrangement, last.cardW], what).toEqual([ls[0]!.arrangement, ls[0]!.cardW]);
      }
    });
  }
});

test('on a desktop every pile is planned for its reach: no fan closes up past its plan in a won game', () => {
  for (const { id } of listGames()) expect(walk(won(id), ...BOXES['1280×800']).map(closed), id).toEqual(won(id).map(() => 0));
});

test('piles keep their places from move to move: only the moving piles change', () => {
  const ls = walk(won('british-constitution'), ...BOXES['360×640']);
  for (let i = 1; i < ls.length; i++)
    expect(ls[i]!.piles.map((p) => [p.id, p.rect.x, p.rect.y])).toEqual(ls[i - 1]!.piles.map((p) => [p.id, p.rect.x, p.rect.y]));
});

test('a new box chooses afresh: the kept layout is for one box only', () => {
  const positions = won('union-square');
  const phone = walk(positions.slice(0, 5), ...BOXES['390×844']);
  const wide = layout(positions[5]!, ...BOXES['1280×800'], phone[phone.length - 1]);
  expect(wide.cardW).toBeGreaterThan(phone[0]!.cardW);
});

describe('Hamlet #301 along a winning line', () => {
  const start = deal('hamlet', 301);
  const line = solve(start, { timeLimitMs: 20000 }).moves ?? [];
  const positions = [start];
  for (const m of line) positions.push(applyMove(positions[positions.length - 1]!, m));
  test.each(Object.keys(BOXES))('keeps still at %s', (name) => {
    expect(line.length).toBeGreaterThan(100);
    const [w, h] = BOXES[name as keyof typeof BOXES];
    const ls = walk(positions, w, h);
    expect(jumps(ls)).toEqual([]);
    expect(ls.flatMap(hidden)).toEqual([]);
    if (PHONES.has(name)) expect(ls[0]!.cardW).toBeGreaterThanOrEqual(34);
  });
});
