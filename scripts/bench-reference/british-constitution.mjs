// British Constitution by docs/rules.md, plainly: a space waiting in rows 1–3 (a row below with cards) must
// be filled from the row below first; otherwise row-1 tops go home up in suit, and row-1 and row-2 cards
// go on row-1 tops one rank higher of the other colour; a row-4 space is refilled from the stock at once.
import { cardMove, countCards, isRed, numbered, rank, referenceGame, suit, top } from './common.mjs';

const PLACES = numbered('tableau', 32);
const FOUNDATIONS = numbered('foundation', 8);
const row = (i) => Math.floor(i / 8);

/** The first empty place of rows 1–3 whose row below still holds a card, or −1. */
function waitingSpace(piles) {
  for (let i = 0; i < 24; i++) {
    if (piles[PLACES[i]].length > 0) continue;
    const below = PLACES.slice((row(i) + 1) * 8, (row(i) + 2) * 8);
    if (below.some((id) => piles[id].length > 0)) return i;
  }
  return -1;
}

function moves(position) {
  const { piles } = position;
  const out = [];
  const space = waitingSpace(piles);
  if (space >= 0) {
    for (let i = (row(space) + 1) * 8; i < (row(space) + 2) * 8; i++) {
      if (piles[PLACES[i]].length > 0) out.push(cardMove(PLACES[i], PLACES[space]));
    }
    return out;
  }
  for (let i = 0; i < 16; i++) {
    const card = top(piles[PLACES[i]]);
    if (card === undefined) continue;
    if (i < 8) {
      for (const f of FOUNDATIONS) {
        if (suit(piles[f][0]) === suit(card) && piles[f].length === rank(card) - 1) out.push(cardMove(PLACES[i], f));
      }
    }
    for (let p = 0; p < 8; p++) {
      const under = top(piles[PLACES[p]]);
      if (p !== i && under !== undefined && rank(under) === rank(card) + 1 && isRed(under) !== isRed(card)) {
        out.push(cardMove(PLACES[i], PLACES[p]));
      }
    }
  }
  return out;
}

function play(piles, vars, move) {
  piles[move.to].push(piles[move.from].pop());
  // A row-4 space is refilled from the stock inside the same move.
  if (PLACES.indexOf(move.from) >= 24 && piles.stock.length > 0) piles[move.from].push(piles.stock.pop());
}

const home = (position) => countCards(position.piles, 'foundation');

export const britishConstitution = referenceGame({
  moves,
  play,
  won: (position) => home(position) === 88,
  score: (position) => Math.max(0, home(position) - 8),
});
