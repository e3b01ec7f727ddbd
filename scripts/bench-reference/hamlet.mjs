// Hamlet by docs/rules.md, plainly: single top cards onto a card one rank higher (any suit, never onto an
// empty pile), Aces start any empty foundation, then up in suit to the King.
import { cardMove, countCards, numbered, rank, referenceGame, suit, top } from './common.mjs';

const TABLEAU = numbered('tableau', 13);
const FOUNDATIONS = numbered('foundation', 8);

function foundationTakes(pile, card) {
  if (pile.length === 0) return rank(card) === 1;
  return suit(pile[0]) === suit(card) && pile.length === rank(card) - 1;
}

function moves(position) {
  const { piles } = position;
  const out = [];
  for (const from of TABLEAU) {
    const card = top(piles[from]);
    if (card === undefined) continue;
    for (const to of TABLEAU) {
      const under = top(piles[to]);
      if (to !== from && under !== undefined && rank(under) === rank(card) + 1) out.push(cardMove(from, to));
    }
    for (const to of FOUNDATIONS) if (foundationTakes(piles[to], card)) out.push(cardMove(from, to));
  }
  return out;
}

function play(piles, vars, move) {
  piles[move.to].push(piles[move.from].pop());
}

const score = (position) => countCards(position.piles, 'foundation');

export const hamlet = referenceGame({ moves, play, won: (position) => score(position) === 104, score });
