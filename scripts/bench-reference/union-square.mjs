// Union Square by docs/rules.md, plainly: single cards from the waste or a pile top onto a pile of their
// suit one rank up or down (the pile's direction read from its top two cards), any card onto an empty
// pile, one foundation per suit from Ace up to King then King down to Ace; the stock turns once.
import { cardMove, countCards, numbered, rank, referenceGame, suit, top } from './common.mjs';

const TABLEAU = numbered('tableau', 16);
const FOUNDATIONS = numbered('foundation', 4);

function fitsPile(card, pile) {
  if (pile.length === 0) return true;
  const t = top(pile);
  if (suit(t) !== suit(card)) return false;
  const up = pile.length === 1 || rank(pile[pile.length - 2]) < rank(t);
  const down = pile.length === 1 || rank(pile[pile.length - 2]) > rank(t);
  return (up && rank(card) === rank(t) + 1) || (down && rank(card) === rank(t) - 1);
}

/** The rank a foundation of `height` cards takes next: Ace up to King, the second King, Queen down to Ace. */
const nextRank = (height) => (height < 13 ? height + 1 : 26 - height);

function fitsHome(card, to, piles) {
  const own = FOUNDATIONS.find((id) => piles[id].length > 0 && suit(piles[id][0]) === suit(card));
  if (own === undefined) return rank(card) === 1 && piles[to].length === 0;
  return own === to && piles[to].length < 26 && rank(card) === nextRank(piles[to].length);
}

function movesOf(from, card, piles, out) {
  for (const to of TABLEAU) if (to !== from && fitsPile(card, piles[to])) out.push(cardMove(from, to));
  for (const to of FOUNDATIONS) if (fitsHome(card, to, piles)) out.push(cardMove(from, to));
}

function moves(position) {
  const { piles } = position;
  const out = [];
  if (piles.waste.length > 0) movesOf('waste', top(piles.waste), piles, out);
  for (const from of TABLEAU) if (piles[from].length > 0) movesOf(from, top(piles[from]), piles, out);
  if (piles.stock.length > 0) out.push({ type: 'stock' });
  return out;
}

function play(piles, vars, move) {
  if (move.type === 'stock') piles.waste.push(piles.stock.pop());
  else piles[move.to].push(piles[move.from].pop());
}

const score = (position) => countCards(position.piles, 'foundation');

export const unionSquare = referenceGame({ moves, play, won: (position) => score(position) === 104, score });
