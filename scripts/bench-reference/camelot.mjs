// Camelot by docs/rules.md, plainly: the stock turns a card to an empty waste while a space is free, the
// waste card goes to a space that takes it, and in the remove phase 10s and pairs making 10 are removed.
import { cardMove, numbered, rank, referenceGame } from './common.mjs';

const GRID = numbered('tableau', 16);
const CORNERS = [0, 3, 12, 15];
const TOP_BOTTOM = [1, 2, 13, 14];
const LEFT_RIGHT = [4, 7, 8, 11];

/** Kings only in the corners, Queens in the top and bottom middles, Jacks in the side middles; number cards anywhere. */
function fits(card, space) {
  const r = rank(card);
  if (r === 13) return CORNERS.includes(space);
  if (r === 12) return TOP_BOTTOM.includes(space);
  if (r === 11) return LEFT_RIGHT.includes(space);
  return true;
}

function moves(position) {
  const { piles } = position;
  const out = [];
  const waste = piles.waste[0];
  if (piles.stock.length > 0 && waste === undefined && GRID.some((id) => piles[id].length === 0)) out.push({ type: 'stock' });
  if (waste !== undefined) {
    GRID.forEach((id, s) => {
      if (piles[id].length === 0 && fits(waste, s)) out.push(cardMove('waste', id));
    });
  }
  if (position.vars.phase === 'remove') {
    for (let a = 0; a < 16; a++) {
      const x = piles[GRID[a]][0];
      if (x === undefined || rank(x) > 10) continue;
      if (rank(x) === 10) out.push({ type: 'remove', piles: [GRID[a]] });
      for (let b = a + 1; b < 16; b++) {
        const y = piles[GRID[b]][0];
        if (y !== undefined && rank(x) + rank(y) === 10) out.push({ type: 'remove', piles: [GRID[a], GRID[b]] });
      }
    }
  }
  return out;
}

function play(piles, vars, move) {
  if (move.type === 'stock') {
    piles.waste.push(piles.stock.pop());
    vars.phase = 'place';
  } else if (move.type === 'move') {
    piles[move.to].push(piles.waste.pop());
  } else {
    for (const id of move.piles) piles.discard.push(piles[id].pop());
  }
  const full = GRID.every((id) => piles[id].length === 1);
  if (full || (piles.stock.length === 0 && piles.waste.length === 0)) vars.phase = 'remove';
}

function won(position) {
  const { piles } = position;
  const grid = GRID.map((id) => piles[id][0]).filter((card) => card !== undefined);
  return piles.stock.length === 0 && piles.waste.length === 0 && grid.length === 12 && grid.every((card) => rank(card) > 10);
}

export const camelot = referenceGame({ moves, play, won, score: (position) => position.piles.discard.length });
