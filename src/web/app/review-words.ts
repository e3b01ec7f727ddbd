// Owns what the review of a game says and draws, apart from any DOM (tested in test/web/review.test.ts): which
// positions of the game could still be won as far as the review knows (the chart's ranges), and the review's
// findings in a player's words. No solver jargon: "a win was still there", "the hidden cards", never a node,
// a search or (in a game that hides nothing, such as Hamlet) a stock.
import type { Move, Position, Review } from '../../index.js';
import { type Values, formatPercent, listWords, t } from '../../i18n/index.js';
import { spokenNames } from '../table/index.js';
import type { ReviewMark } from './played.js';

/**
 * What is known of a game's positions p0 … pn: every position up to `won` could be won (−1: none known), every
 * one from `lost` on could not (n + 1: none known); those between are not known.
 */
export interface Known {
  won: number;
  lost: number;
}

export type State = 'win' | 'lost' | 'unknown';

/** A run of positions in one state, first and last position included. */
export interface Range {
  from: number;
  to: number;
  state: State;
}

/**
 * What a review (its verdict kept as a mark) knows of the positions of a game of `n` moves that ended lost
 * (`endedLost`) or not. A turn lying between moves a and b (a review out of time) means the positions before
 * move a could be won only as far as the review proved it, so only up to a − 2 is claimed.
 */
export function knownOf(mark: ReviewMark, n: number, endedLost: boolean): Known {
  switch (mark.verdict) {
    case 'won':
    case 'winnable':
      return { won: n, lost: n + 1 };
    case 'never-winnable':
      return { won: -1, lost: 0 };
    case 'lost-at':
      return { won: (mark.turn ?? 1) - 1, lost: mark.turn ?? 1 };
    case 'unknown':
      return mark.between === null ? { won: -1, lost: n + 1 } : knownBetween(mark.between, n, endedLost);
  }
}

/** What a review still under way knows, from where it says the turn can still lie. */
export function knownBetween([a, b]: [number, number], n: number, endedLost: boolean): Known {
  return { won: Math.max(-1, a - 2), lost: endedLost ? b : n + 1 };
}

/** The positions 0 … n in runs of one state, in order. */
export function rangesOf(k: Known, n: number): Range[] {
  const out: Range[] = [];
  const add = (from: number, to: number, state: State): void => {
    if (to >= from) out.push({ from, to, state });
  };
  add(0, Math.min(k.won, n), 'win');
  add(k.won + 1, Math.min(k.lost, n + 1) - 1, 'unknown');
  add(Math.max(k.lost, 0), n, 'lost');
  return out;
}

/** A run in words: "From the deal to move 36: a win was still there." */
export function rangeWords(r: Range): string {
  return t('review.range', { same: r.from === r.to ? 'yes' : 'no', from: r.from, to: r.to, state: r.state });
}

/** The fair view around the turn in words, and whether the move was more a mistake or more bad luck. */
export function fairWords(turn: number, fair: NonNullable<Review['fair']>): string {
  const { before, after } = fair;
  const judgement = before.share === 0 ? 'looked' : after.share >= before.share * 0.8 ? 'luck' : 'mistake';
  return t('review.fair', { turn, before: formatPercent(before.share), after: formatPercent(after.share), judgement });
}

/**
 * What names a move in the review's messages: its kind ('move', 'stock', 'remove'), the card moved and how
 * many lie on it, the piles it left and reached (each name with its preposition, in the case a move's
 * sentence needs: "from pile 3", "из стопки 3"), the cards removed. Cards and piles are the table's names
 * in the language in effect (the cards area), with the article a sentence puts before them: a card played
 * as the subject ('def'), a card to be moved as a verb's object ('obj').
 */
function moveValues(position: Position, move: Move, cardCase: 'obj' | 'def'): Values {
  const names = spokenNames(position.game);
  const top = (id: string): string => names.card(position.piles[id]![position.piles[id]!.length - 1]!, cardCase);
  if (move.type === 'stock') return { type: 'stock', card: '', above: 0, from: '', to: '', cards: '' };
  if (move.type === 'remove') return { type: 'remove', card: '', above: 0, from: '', to: '', cards: listWords(move.piles.map(top)) };
  const count = move.count ?? 1;
  const from = position.piles[move.from]!;
  const card = names.card(from[from.length - count]!, cardCase);
  return { type: 'move', card, above: count - 1, from: names.pile(move.from, 'from'), to: names.pile(move.to, 'to'), cards: '' };
}

/** A move played, named after its number: "7 of clubs from pile 3 to pile 5", "using the stock", "removing 10 of hearts". */
export function playedWords(before: Position, move: Move): string {
  return t('review.played', moveValues(before, move, 'def'));
}

/** A move to play, as the review proposes it: "move 7 of clubs from pile 3 to pile 5", "use the stock". */
export function betterWords(before: Position, move: Move): string {
  return t('review.better', moveValues(before, move, 'obj'));
}

/**
 * The review in words, for the panel and screen readers. `at(i)` gives the position after move i (p0 the
 * deal). Where cards were hidden, the verdict says it was judged knowing where they lay.
 */
export function reviewWords(r: Review, at: (i: number) => Position): string[] {
  const exact = r.exact ? 'yes' : 'no';
  switch (r.verdict) {
    case 'won':
      return [t('review.verdict.won')];
    case 'winnable': {
      const better = r.better === null ? '' : betterWords(at(r.moves), r.better);
      return [t('review.verdict.winnable', { exact, example: r.better === null ? 'no' : 'yes', better })];
    }
    case 'never-winnable':
      return [t('review.verdict.never', { exact })];
    case 'unknown':
      return r.between === null ? [t('review.verdict.unknown')] : [t('review.verdict.between', { from: r.between[0], to: r.between[1] })];
    case 'lost-at': {
      const k = r.turn!;
      const before = at(k - 1);
      const better = r.better === null ? '' : betterWords(before, r.better);
      const example = r.better === null ? 'no' : 'yes';
      const lines = [t('review.verdict.lostAt', { turn: k, played: playedWords(before, r.lost!), example, better, exact })];
      if (r.fair !== null) lines.push(fairWords(k, r.fair));
      return lines;
    }
  }
}
