// Owns automatic moves (the player's "automatic moves" setting): the next move a front end may make by
// itself after the player's move, and why, in words. Each game's state decides which of its listed moves
// qualify (`autoReason`, with its argument); this module only picks the first in the order of the legal
// moves and words the facts.
import { type Rank, rankOf } from './cards.js';
import { checkedPosition, makeChosen, namesFor } from './game.js';
import { listCodes, openState } from './memo.js';
import type { AutoReason, GameRules, Names } from './state.js';
import type { Move, Position } from './types.js';
import { PatienceError } from './errors.js';
import { quote } from './untrusted.js';
import { rankPlural } from './words.js';

/** 'safe': only moves that can never lose a game that could be won; 'all': also any card that fits a foundation. */
export type AutoMode = 'safe' | 'all';

/** An automatic move and why it goes by itself, in words (`reason`) and as the facts they are worded from. */
export interface AutoMove {
  move: Move;
  reason: string;
  facts: AutoReason;
}

/** The mode, checked: a `bad-option` error naming the value otherwise. */
export function readAutoMode(mode: unknown): AutoMode {
  if (mode === 'safe' || mode === 'all') return mode;
  throw new PatienceError('bad-option', { key: 'auto-mode', value: quote(mode) }, 'mode');
}

/**
 * The first legal move (in the order `legalMoves` lists them) that the game's state calls automatic in
 * this mode, with its reason worded by `names`; null when there is none (or the game is over).
 */
export function autoMoveOf(rules: GameRules, position: Position, mode: AutoMode, names: Names = namesFor(rules)): AutoMove | null {
  const state = openState(rules, checkedPosition(rules, position));
  const codes = listCodes(state);
  for (let i = 0; i < codes.length; i++) {
    const reason = state.autoReason(codes[i]!, mode === 'safe');
    if (reason !== null) return { move: state.decode(codes[i]!), reason: describeAuto(reason, names), facts: reason };
  }
  return null;
}

/**
 * Every legal move (in the order `legalMoves` lists them) that the game's state calls automatic in this
 * mode now: with 'safe', the moves home that can never lose a game that could be won.
 */
export function autoMovesOf(rules: GameRules, position: Position, mode: AutoMode): Move[] {
  const state = openState(rules, checkedPosition(rules, position));
  const codes = listCodes(state);
  const out: Move[] = [];
  for (let i = 0; i < codes.length; i++) if (state.autoReason(codes[i]!, mode === 'safe') !== null) out.push(state.decode(codes[i]!));
  return out;
}

/**
 * The automatic move of `autoMoveOf`, made: the move, why, and the next position, found and made with one
 * look at the position's legal moves (a game's step of automatic moves asks this until null).
 */
export function autoStepOf(
  rules: GameRules,
  position: Position,
  mode: AutoMode,
  names: Names,
): { move: Move; reason: string; facts: AutoReason; position: Position } | null {
  let reason: AutoReason | null = null;
  const made = makeChosen(rules, position, (state, codes) => {
    for (let i = 0; i < codes.length; i++) {
      reason = state.autoReason(codes[i]!, mode === 'safe');
      if (reason !== null) return i;
    }
    return -1;
  });
  return made === null || reason === null ? null : { ...made, reason: describeAuto(reason, names), facts: reason };
}

/** "A and B", "A, B and C". */
function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Why a move goes by itself, as a sentence a player reads after the move ("4♥ went home: …"). */
export function describeAuto(reason: AutoReason, names: Names): string {
  const card = names.card(reason.card);
  switch (reason.rule) {
    case 'fits':
      return `${card} fits ${reason.to === undefined ? 'a foundation' : names.pile(reason.to)}`;
    case 'nothing-on':
      return `nothing can ever be built on ${card}, so no card left in play needs it`;
    case 'builders-home': {
      const cards = andList((reason.cards ?? []).map((c) => names.card(c)));
      const twin = reason.twin === true ? `; its twin is home too` : '';
      return `${cards} ${(reason.cards ?? []).length === 1 ? 'is' : 'are'} home, so nothing left in play can ever be built on ${card}${twin}`;
    }
    case 'rank-home': {
      const rank = reason.rank ?? ((rankOf(reason.card) - 1) as Rank);
      return `all the ${rankPlural(rank)} are home, so nothing left in play can ever be built on ${card}`;
    }
    case 'way-down':
      return `${card}'s foundation is on its way down and takes only ${card}: no card left in play can need it`;
    case 'ten':
      return `${card} is a 10, removed on its own`;
    case 'last-removals':
      return `the stock is used up, so removing ${reason.other === undefined ? card : `${card} and ${names.card(reason.other)}`} cannot change whether the game can be won`;
  }
}
