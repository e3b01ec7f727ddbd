// The plain reference's shared parts: cards read from their codes, and one applyMove for every game
// (check the move is among the legal ones, copy the piles, play it, then work out score and status).
// A yardstick for the engine's speed in `npm run bench`, written the way a first version would be.

const RANKS = 'A23456789TJQK';

/** Ace 1 … King 13. */
export const rank = (card) => RANKS.indexOf(card[0]) + 1;
/** C, D, H or S. */
export const suit = (card) => card[1];
export const isRed = (card) => card[1] === 'D' || card[1] === 'H';
/** The top card of a pile, or undefined. */
export const top = (pile) => pile[pile.length - 1];

export const cardMove = (from, to, count = 1) => ({ type: 'move', from, to, count });

export function sameMove(a, b) {
  if (a.type !== b.type) return false;
  if (a.type === 'move') return a.from === b.from && a.to === b.to && (a.count ?? 1) === (b.count ?? 1);
  if (a.type === 'remove') return a.piles.length === b.piles.length && a.piles.every((p, i) => p === b.piles[i]);
  return true;
}

/** Pile ids `prefix-1` … `prefix-n`. */
export const numbered = (prefix, n) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);

/** How many cards the piles whose id starts with `prefix` hold. */
export function countCards(piles, prefix) {
  let n = 0;
  for (const id of Object.keys(piles)) if (id.startsWith(prefix)) n += piles[id].length;
  return n;
}

/**
 * A game's legalMoves and applyMove from its rules: `moves(position)` lists the legal moves of a game
 * not yet won, `play(piles, vars, move)` changes copies in place, `won` and `score` read a position.
 */
export function referenceGame({ moves, play, won, score }) {
  const legalMoves = (position) => (won(position) ? [] : moves(position));
  function applyMove(position, move) {
    if (!legalMoves(position).some((m) => sameMove(m, move))) throw new Error(`illegal move ${JSON.stringify(move)}`);
    const piles = {};
    for (const id of Object.keys(position.piles)) piles[id] = position.piles[id].slice();
    const vars = { ...position.vars };
    play(piles, vars, move);
    const next = { game: position.game, piles, vars, status: 'playing', score: 0 };
    if (position.deal !== undefined) next.deal = position.deal;
    next.score = score(next);
    if (won(next)) next.status = 'won';
    else if (moves(next).length === 0) next.status = 'lost';
    return next;
  }
  return { legalMoves, applyMove };
}
