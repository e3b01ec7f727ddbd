// Owns what the review of a game says and draws, apart from any DOM (tested in test/web/review.test.ts): which
// positions of the game could still be won as far as the review knows (the chart's ranges), and the review's
// findings in a player's words. No solver jargon: "a win was still there", "the hidden cards", never a node,
// a search or (in a game that hides nothing, such as Hamlet) a stock.
import type { Move, Position, Review } from '../../index.js';
import { proposalWords } from '../table/index.js';
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

const positionName = (i: number): string => (i === 0 ? 'the deal' : `move ${i}`);

/** A run in words: "From the deal to move 36: a win was still there." */
export function rangeWords(r: Range): string {
  const span = r.from === r.to ? `At ${positionName(r.from)}` : `From ${positionName(r.from)} to ${positionName(r.to)}`;
  const what = r.state === 'win' ? 'a win was still there' : r.state === 'lost' ? 'no win was left' : 'not known';
  return `${span}: ${what}.`;
}

/** A share as a whole percentage. */
export const percent = (x: number): string => `${Math.round(x * 100)}%`;

/** The fair view around the turn in words, and whether the move was more a mistake or more bad luck. */
export function fairWords(turn: number, fair: NonNullable<Review['fair']>): string {
  const { before, after } = fair;
  const seen = `Judged only on what you could see, ${percent(before.share)} of the ways the hidden cards could lie still won before move ${turn}, and ${percent(after.share)} after it`;
  if (before.share === 0) return `${seen}: from what you could see, the game already looked lost — bad luck more than a mistake.`;
  if (after.share >= before.share * 0.8) return `${seen}: the move hardly changed your chances — bad luck more than a mistake.`;
  return `${seen}: the move cut your chances — a real mistake.`;
}

/** A move played, named after its number: "7 of clubs from pile 3 to pile 5", "using the stock", "removing 10 of hearts". */
export function playedWords(before: Position, move: Move): string {
  const words = proposalWords(before, move);
  if (words.startsWith('move ')) return words.slice('move '.length);
  if (words.startsWith('use ')) return `using ${words.slice('use '.length)}`;
  return words.startsWith('remove ') ? `removing ${words.slice('remove '.length)}` : words;
}

/**
 * The review in words, for the panel and screen readers. `at(i)` gives the position after move i (p0 the
 * deal). Where cards were hidden, the verdict says it was judged knowing where they lay.
 */
export function reviewWords(r: Review, at: (i: number) => Position): string[] {
  const knowing = r.exact ? '' : ', knowing where every hidden card lay';
  switch (r.verdict) {
    case 'won':
      return ['You won this game: a win was there at every move.'];
    case 'winnable': {
      const example = r.better === null ? '' : ` For example: ${proposalWords(at(r.moves), r.better)}.`;
      return [`You can still win from where you stopped${knowing}.${example}`];
    }
    case 'never-winnable':
      return [`This deal could not be won, whatever you played${knowing}.`];
    case 'unknown':
      return r.between === null
        ? ['The review ran out of time before it could tell whether a win was left.']
        : [`The review ran out of time: the move that lost the game lies between move ${r.between[0]} and move ${r.between[1]}.`];
    case 'lost-at': {
      const k = r.turn!;
      const before = at(k - 1);
      const better = r.better === null ? '' : ` — for example, ${proposalWords(before, r.better)}`;
      const lines = [`Move ${k}, ${playedWords(before, r.lost!)}, lost the game: before it a win was still there${better}${knowing}.`];
      if (r.fair !== null) lines.push(fairWords(k, r.fair));
      return lines;
    }
  }
}
