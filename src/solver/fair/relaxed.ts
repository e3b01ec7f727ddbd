// Owns the relaxed search behind a fair "unwinnable": the game played as if the player chose which
// unseen card each stock action brings. If no line wins even so, no arrangement of the unseen cards wins.
//
// Why it is sound. A relaxed position is the visible position (every pile but the unseen part of the
// stock, the vars, the stock's length and its known bottom); the unseen cards are then fixed as a
// multiset (the deck less what is in view), and in the positions built here they lie in the stock in one
// canonical (sorted) order, so equal relaxed positions are equal positions. Its moves: every legal move;
// a move that brings r unseen cards into view (a stock turn or deal, British Constitution's refill of row
// 4, Hamilton's decline-and-turn) is tried once for every ordered choice of r of the unseen cards, put on
// top of the stock before the move. No game's legality depends on the stock's order, only on its length
// (docs/rules.md: a stock action needs a stock that is not empty, and British Constitution's refill of row 4
// happens by itself inside the move that empties a space, whatever the card), so take any
// arrangement A of the unseen cards and any winning line of the real game under A: by induction along
// the line, each position of it matches a relaxed position with the same visible part whose unseen
// multiset is A's remaining stock, each move that reveals nothing is a relaxed move, and each move that
// reveals cards is the relaxed move choosing exactly the cards A puts there. So the relaxed graph reaches
// a won position. Contrapositive: a finished search of the relaxed graph from the position (all of it
// reachable, every position entered once: plain reachability needs no more than a visited set) that
// meets no won position proves that no arrangement wins. Visited positions are kept as 53-bit hashes of
// their text; a collision could only hide a position, with a chance of about n^2 / 2^54 for n positions,
// a risk of the same order the solver's 64-bit keys take.
import { type Card, type GameRules, MAX_MOVES, type Piles, type Position, type Vars, sameMove } from '../../engine/index.js';

export interface RelaxedResult {
  /** `unwinnable`: no arrangement wins (proved); `winnable`: some choice of cards wins (proves nothing more); `unknown`: a limit came first. */
  verdict: 'winnable' | 'unwinnable' | 'unknown';
  nodes: number;
}

/** Deepest line the search follows (its recursion stays well inside the call stack). */
const MAX_DEPTH = 2000;

interface Node {
  piles: Piles;
  vars: Vars;
}

/** The number of unseen cards in a written position: its stock less the known bottom. */
export function unseenCount(rules: GameRules, node: Node): number {
  const stock = node.piles['stock']?.length ?? 0;
  return stock - Math.min(stock, rules.knownStockBottom(node as Position));
}

/** The stock's known bottom and its unseen cards (sorted) of a written position. */
function splitStock(rules: GameRules, node: Node): { bottom: Card[]; unseen: Card[] } {
  const stock = node.piles['stock'] ?? [];
  const k = Math.min(stock.length, rules.knownStockBottom(node as Position));
  return { bottom: stock.slice(0, k), unseen: stock.slice(k).sort() };
}

/** 53-bit hash of a string (two FNV-1a style lanes). */
function hash(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0) + (b & 0x1fffff) * 0x100000000;
}

function keyOf(node: Node): number {
  return hash(JSON.stringify(node.piles) + JSON.stringify(node.vars));
}

/**
 * Searches the relaxed game from a checked position. Reads of the stock: its length and its known
 * bottom; its unseen part is re-laid in sorted order first, so the true order is never used.
 */
export function relaxedSearch(rules: GameRules, position: Position, limits: { nodeLimit: number; deadline: number }): RelaxedResult {
  const start: Node = { piles: { ...position.piles }, vars: { ...position.vars } };
  if (start.piles['stock'] !== undefined) {
    const { bottom, unseen } = splitStock(rules, start);
    start.piles['stock'] = [...bottom, ...unseen];
  }
  const visited = new Set<number>();
  let nodes = 0;
  let stopped = false;
  const buf = new Int32Array(MAX_MOVES);

  /** True when a won position is reachable from `node`. */
  const reach = (node: Node, depth: number): boolean => {
    const state = rules.open(node);
    if (state.isWon()) return true;
    const n = state.moves(buf, 0);
    // A copy: the buffer is reused below the children.
    const codes = Array.from(buf.subarray(0, n));
    const before = unseenCount(rules, node);
    for (const code of codes) {
      if (stopped) return false;
      const move = state.decode(code);
      state.make(code);
      const after = state.write();
      state.unmake();
      const revealed = before - unseenCount(rules, after);
      if (revealed <= 0) {
        if (enter(after, depth)) return true;
        continue;
      }
      // Every ordered choice of `revealed` distinct-by-value unseen cards on top of the stock.
      const { bottom, unseen } = splitStock(rules, node);
      const chosen: Card[] = [];
      const choose = (rest: Card[]): boolean => {
        if (stopped) return false;
        if (chosen.length === revealed) {
          // The last card chosen is the stock's top, the first the stock brings.
          const piles = { ...node.piles, stock: [...bottom, ...rest, ...chosen.slice().reverse()] };
          const s = rules.open({ piles, vars: node.vars });
          const m = s.moves(buf, 0);
          for (let i = 0; i < m; i++) {
            if (sameMove(s.decode(buf[i]!), move)) {
              s.make(buf[i]!);
              return enter(s.write(), depth);
            }
          }
          return false;
        }
        for (let i = 0; i < rest.length; i++) {
          if (i > 0 && rest[i] === rest[i - 1]) continue;
          chosen.push(rest[i]!);
          const won = choose([...rest.slice(0, i), ...rest.slice(i + 1)]);
          chosen.pop();
          if (won) return true;
        }
        return false;
      };
      if (choose(unseen)) return true;
    }
    return false;
  };

  /** Enters a child unless seen before; true when a win is reachable from it. */
  const enter = (child: Node, depth: number): boolean => {
    const key = keyOf(child);
    if (visited.has(key)) return false;
    visited.add(key);
    // A line deeper than MAX_DEPTH stops the search (unknown), so the call stack stays bounded.
    if (depth >= MAX_DEPTH || ++nodes >= limits.nodeLimit || ((nodes & 255) === 0 && Date.now() >= limits.deadline)) {
      stopped = true;
      return false;
    }
    return reach(child, depth + 1);
  };

  visited.add(keyOf(start));
  const won = reach(start, 0);
  return { verdict: won ? 'winnable' : stopped ? 'unknown' : 'unwinnable', nodes };
}
