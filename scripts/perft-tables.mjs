// Writes the move-count tables of test/perft/ (as chess engines keep perft tables): for pinned deals and
// pinned mid-game positions of every game, how many move sequences and how many distinct positions lie
// at depths 1 to 3 (or 4). Each row says why its position was chosen: the rule it reaches. The counts are
// taken with the engine as it is when this runs, and test/perft.test.ts holds every later engine to them.
//
// Usage: npm run build && node scripts/perft-tables.mjs   (rewrites test/perft/<game>.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const api = await import('../dist/index.js');
const { applyMove, deal, legalMoves, readPosition } = api;
const { perft } = await import('../test/perft/count.mjs');

/** A seeded random playout of `game` deal `d`, stopping at the first position `want` accepts. */
function find(game, d, want, seed, maxSteps = 400) {
  let s = seed >>> 0;
  const rand = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let attempt = 0; attempt < 200; attempt++) {
    let p = deal(game, d + attempt);
    for (let step = 0; step < maxSteps && p.status === 'playing'; step++) {
      if (want(p, step)) return p;
      const moves = legalMoves(p);
      // Lean towards foundation moves a little, so playouts get deep into the game.
      const home = moves.filter((m) => m.type === 'move' && m.to.startsWith('foundation-'));
      const pool = home.length > 0 && rand() < 0.6 ? home : moves;
      p = applyMove(p, pool[Math.floor(rand() * pool.length)]);
    }
  }
  throw new Error(`no position found for ${game}`);
}

const len = (p, id) => p.piles[id].length;
const ids = (p, prefix) => Object.keys(p.piles).filter((id) => id.startsWith(prefix));
const total = (p, prefix) => ids(p, prefix).reduce((n, id) => n + len(p, id), 0);

/** British Constitution built by hand: four foundations at Jack, four at 8, rows 2-4 and the stock empty. */
function rowTwoEmpty() {
  const piles = Object.fromEntries(Object.keys(deal('british-constitution', 1).piles).map((id) => [id, []]));
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J'];
  ['C', 'D', 'H', 'S'].forEach((suit, i) => {
    piles[`foundation-${i + 1}`] = ranks.map((r) => r + suit);
    piles[`foundation-${i + 5}`] = ranks.slice(0, 8).map((r) => r + suit);
  });
  piles['tableau-1'] = ['JC', 'TD', '9S'];
  piles['tableau-2'] = ['JS', 'TH', '9C'];
  piles['tableau-3'] = ['JD', 'TC', '9H'];
  piles['tableau-4'] = ['JH', 'TS', '9D'];
  return readPosition({ game: 'british-constitution', piles, vars: {} });
}

const ROWS = {
  hamilton: [
    { reason: 'the deal: choosing phase, only the stock can be played', at: () => deal('hamilton', 1), depth: 4 },
    { reason: 'the deal of another number', at: () => deal('hamilton', 2), depth: 4 },
    {
      reason: 'the third turned card in the chooser: declining it ends the game (docs/rules.md: no Start card chosen)',
      at: () => [1, 2, 3].reduce((p) => applyMove(p, { type: 'stock' }), deal('hamilton', 3)),
      depth: 3,
    },
    {
      reason: 'Start rank chosen, early: groups of each depth, K on A round the corner, deals of the stock',
      at: () => find('hamilton', 5, (p, step) => p.vars.startRank !== null && step >= 8, 11),
      depth: 3,
    },
    {
      reason: 'late: stock empty, foundation cards moving back to the tableau, empty piles taking groups',
      at: () => find('hamilton', 9, (p) => p.vars.startRank !== null && len(p, 'stock') === 0 && total(p, 'foundation-') >= 8, 13),
      depth: 3,
    },
  ],
  camelot: [
    { reason: 'the deal: everything in the stock, place phase', at: () => deal('camelot', 1), depth: 4 },
    {
      reason: 'place phase with a card waiting in the waste and pictures on the grid',
      at: () => find('camelot', 2, (p) => len(p, 'waste') === 1 && p.vars.phase === 'place' && total(p, 'tableau-') >= 6, 5),
      depth: 4,
    },
    {
      reason: 'remove phase on a full grid: 10s alone and pairs adding to 10',
      at: () => find('camelot', 3, (p) => p.vars.phase === 'remove' && total(p, 'tableau-') === 16, 9),
      depth: 4,
    },
    {
      reason: 'remove phase with free spaces: the stock may be turned again (back to the place phase)',
      at: () =>
        find(
          'camelot',
          4,
          (p) => p.vars.phase === 'remove' && total(p, 'tableau-') < 16 && len(p, 'stock') > 0 && len(p, 'discard') > 0,
          21,
        ),
      depth: 4,
    },
  ],
  hamlet: [
    { reason: 'the deal: Kings beneath their piles, single cards down regardless of suit', at: () => deal('hamlet', 1), depth: 3 },
    { reason: 'the deal of another number', at: () => deal('hamlet', 7), depth: 3 },
    {
      reason: 'mid-game: an empty pile (never filled), foundations of both decks under way',
      at: () => find('hamlet', 11, (p) => ids(p, 'tableau-').some((id) => len(p, id) === 0) && total(p, 'foundation-') >= 12, 3),
      depth: 3,
    },
  ],
  'union-square': [
    { reason: 'the deal: one card a pile, either direction, the stock', at: () => deal('union-square', 1), depth: 3 },
    {
      reason: 'mid-game: piles with a direction, an empty pile, the waste card',
      at: () =>
        find(
          'union-square',
          5,
          (p) =>
            ids(p, 'tableau-').some((id) => len(p, id) === 0) && ids(p, 'tableau-').some((id) => len(p, id) >= 3) && len(p, 'waste') > 0,
          3,
        ),
      depth: 3,
    },
    {
      reason: 'a foundation past its first King: the second King, then down (26 cards a foundation)',
      at: () => find('union-square', 9, (p) => ids(p, 'foundation-').some((id) => len(p, id) >= 13), 17, 2000),
      depth: 3,
    },
  ],
  'british-constitution': [
    {
      reason: 'the deal: Aces home, row 1 building down in alternate colours, row 2 onto row 1',
      at: () => deal('british-constitution', 1),
      depth: 3,
    },
    {
      reason: 'a space waiting to be filled from the row below: only the fills are legal',
      at: () =>
        find('british-constitution', 3, (p) => ids(p, 'tableau-').some((id) => len(p, id) === 0) && total(p, 'foundation-') >= 10, 5),
      depth: 3,
    },
    {
      reason: 'row 2 and below empty, stock out: spaces in row 1 stay empty (a space above an empty row); 9s home, 9s onto 10s',
      at: () => rowTwoEmpty(),
      depth: 4,
    },
  ],
};

const out = join(here, '..', 'test', 'perft');
mkdirSync(out, { recursive: true });
for (const [game, rows] of Object.entries(ROWS)) {
  const table = rows.map((row) => {
    const position = row.at();
    const { paths, distinct } = perft(api, position, row.depth);
    console.log(`${game.padEnd(22)} ${paths.join(' ').padEnd(36)} ${row.reason}`);
    return { reason: row.reason, position, paths, distinct };
  });
  writeFileSync(join(out, `${game}.json`), JSON.stringify(table, null, 1) + '\n');
}
