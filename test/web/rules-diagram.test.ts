// The rules pages' drawings (issue 30, item 1): made ahead by rules-diagram-layout.ts from the library and the
// table's layout, a few widths per game, and written into src/web/app/rules-diagram-data.ts, so a rules page
// draws its table without the engine or a layout search (the search took over half a second on a slowed
// phone). This test writes the file and fails when it differs (`npx vitest run test/web/rules-diagram.test.ts
// -u` writes it anew), and checks each drawing: every place and dealt card of the game, inside the drawing,
// labels clear of the cards, and the widest drawing that fits a column chosen.
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, test } from 'vitest';
import { GAME_IDS, deal } from '../../src/index.js';
import { DRAWINGS } from '../../src/web/app/rules-diagram-data.js';
import { type Drawing, FORMS, drawingOf } from '../../src/web/app/rules-diagram-layout.js';
import { drawingFor } from '../../src/web/app/rules-diagram.js';

const FILE = resolve(import.meta.dirname, '../../src/web/app/rules-diagram-data.ts');

async function data(): Promise<string> {
  const drawings = Object.fromEntries(GAME_IDS.map((game) => [game, FORMS.map((f) => drawingOf(game, f.width, f.shape))]));
  const text = `// Made by test/web/rules-diagram.test.ts from rules-diagram-layout.ts (the library and the table's layout); do
// not edit (\`npx vitest run test/web/rules-diagram.test.ts -u\` writes it anew, and the test fails while it is out of date).
// The rules pages' drawings of each game's table, one per width of FORMS, narrowest first.
import type { GameId } from '../../index.js';
import type { Drawing } from './rules-diagram-layout.js';

export const DRAWINGS: Readonly<Record<GameId, readonly Drawing[]>> = ${JSON.stringify(drawings)};
`;
  return format(text, { ...(await resolveConfig(FILE)), filepath: FILE });
}

test('rules-diagram-data.ts is what the library and the layout give today', { timeout: 120_000 }, async () => {
  await expect(await data()).toMatchFileSnapshot(FILE);
});

const inside = (d: Drawing, x: number, y: number, w: number, h: number): boolean =>
  x >= d.box.x - 0.2 && y >= d.box.y - 0.2 && x + w <= d.box.x + d.box.w + 0.2 && y + h <= d.box.y + d.box.h + 0.2;

describe.each(GAME_IDS.map((g) => [g]))('the drawings of %s', (game) => {
  test('one per width, each with every place and card inside it', () => {
    const list = DRAWINGS[game];
    expect(list.map((d) => d.width)).toEqual(FORMS.map((f) => f.width));
    const piles = Object.keys(deal(game, 1).piles).sort();
    for (const d of list) {
      expect(d.places.map((p) => p.id).sort()).toEqual(piles);
      for (const p of d.places) expect(inside(d, p.x, p.y, p.w, p.h), `${d.width} ${p.id}`).toBe(true);
      expect(d.cards.length).toBeGreaterThan(3);
      for (const c of d.cards) {
        expect(inside(d, c.x, c.y, d.cardW, d.cardH), `${d.width} ${c.pile}:${c.index}`).toBe(true);
        if (c.face !== undefined) expect(c.face.label).toMatch(/^(?:10|[2-9AJQK])[♣♦♥♠]$/);
      }
    }
  });

  test('labels stand clear of the cards', () => {
    for (const d of DRAWINGS[game]) {
      for (const b of d.labels) {
        // The label's text box: the room the layout gave its English words (a language's words take no more), its baseline at y.
        const w = b.room;
        const x = b.anchor === 'middle' ? b.x - w / 2 : b.anchor === 'end' ? b.x - w : b.x;
        const hit = d.cards.find((c) => x < c.x + d.cardW && c.x < x + w && b.y - b.size * 0.75 < c.y + d.cardH && c.y < b.y);
        expect(hit, `${d.width} ${b.id} ${JSON.stringify(b.values ?? {})}`).toBeUndefined();
      }
    }
  });
});

test('a page takes the widest drawing that fits its column, the narrowest when none does', () => {
  expect(drawingFor('hamlet', 1204).width).toBe(680);
  expect(drawingFor('hamlet', 600).width).toBe(336);
  expect(drawingFor('hamlet', 314).width).toBe(280);
  expect(drawingFor('hamlet', 200).width).toBe(280);
});
