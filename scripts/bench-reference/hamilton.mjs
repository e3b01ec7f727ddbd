// Hamilton by docs/rules.md, plainly: choose the Start card from at most three turned cards, then build
// round the corner from its rank: on the piles one place lower in the same colour (nothing on a card of
// the Start rank), runs of one suit moving at every depth, foundations up in suit from the Start rank.
import { cardMove, countCards, isRed, numbered, rank, referenceGame, suit, top } from './common.mjs';

const TABLEAU = numbered('tableau', 7);
const FOUNDATIONS = numbered('foundation', 4);
const RANKS = 'A23456789TJQK';

/** A card's place in the order from the Start rank: 0 for the Start rank … 12. */
const place = (card, start) => (rank(card) - start + 13) % 13;

/** A card (or a group's bottom card) may go on `under`: the same colour, one place lower; nothing on the Start rank. */
function buildsOn(card, under, start) {
  return isRed(card) === isRed(under) && place(under, start) > 0 && place(card, start) === place(under, start) - 1;
}

function fitsPile(card, pile, start) {
  return pile.length === 0 || buildsOn(card, top(pile), start);
}

function fitsHome(card, foundation, start) {
  if (foundation.length === 0) return place(card, start) === 0;
  return suit(foundation[0]) === suit(card) && place(card, start) === foundation.length;
}

/** How many cards at the top of a pile form a run of one suit down the order. */
function depth(pile, start) {
  let d = pile.length === 0 ? 0 : 1;
  while (d < pile.length) {
    const upper = pile[pile.length - d];
    const lower = pile[pile.length - d - 1];
    if (suit(upper) !== suit(lower) || !buildsOn(upper, lower, start)) break;
    d++;
  }
  return d;
}

function choosingMoves(piles, vars) {
  const out = [];
  const chooser = piles.chooser[0];
  const allDeclined = vars.turned >= 3 && chooser === undefined;
  if (piles.stock.length > 0 && !allDeclined) out.push({ type: 'stock' });
  if (chooser !== undefined) for (const f of FOUNDATIONS) if (piles[f].length === 0) out.push(cardMove('chooser', f));
  return out;
}

function moves(position) {
  const { piles, vars } = position;
  if (vars.startRank === null) return choosingMoves(piles, vars);
  const start = RANKS.indexOf(vars.startRank) + 1;
  const out = [];
  if (piles.stock.length > 0) out.push({ type: 'stock' });
  for (const from of TABLEAU) {
    const pile = piles[from];
    const d = depth(pile, start);
    for (let k = 1; k <= d; k++) {
      const bottom = pile[pile.length - k];
      for (const to of TABLEAU) if (to !== from && fitsPile(bottom, piles[to], start)) out.push(cardMove(from, to, k));
      for (const to of FOUNDATIONS) if (fitsHome(top(pile), piles[to], start)) out.push(cardMove(from, to, k));
    }
  }
  for (const from of FOUNDATIONS) {
    const card = top(piles[from]);
    if (card === undefined) continue;
    for (const to of TABLEAU) if (fitsPile(card, piles[to], start)) out.push(cardMove(from, to));
  }
  return out;
}

function play(piles, vars, move) {
  if (move.type === 'stock' && vars.startRank === null) {
    // The chooser's card goes face down under the stock, then the next card is turned (three at most).
    if (piles.chooser.length > 0) piles.stock.unshift(piles.chooser.pop());
    if (vars.turned < 3) {
      piles.chooser.push(piles.stock.pop());
      vars.turned++;
    }
  } else if (move.type === 'stock') {
    for (const id of TABLEAU) if (piles.stock.length > 0) piles[id].push(piles.stock.pop());
  } else if (move.from === 'chooser') {
    vars.startRank = piles.chooser[0][0];
    piles[move.to].push(piles.chooser.pop());
  } else if (move.to.startsWith('foundation')) {
    // A group goes home top card first, landing in building order.
    for (let i = 0; i < move.count; i++) piles[move.to].push(piles[move.from].pop());
  } else {
    const from = piles[move.from];
    piles[move.to].push(...from.splice(from.length - move.count, move.count));
  }
}

const score = (position) => countCards(position.piles, 'foundation');

export const hamilton = referenceGame({ moves, play, won: (position) => score(position) === 52, score });
