// Game records for the review's tests: lost games made by playing legal moves from a winnable deal.
import { type GameId, type GameRecord, type Move, type Position, applyMove, deal, legalMoves, solve } from '../../src/index.js';

/** A seeded walk: from `start`, legal moves chosen by a fixed generator until the game ends or `most` moves. */
export function walk(start: Position, seed: number, most = 400): Move[] {
  const moves: Move[] = [];
  let p = start;
  let s = seed;
  while (p.status === 'playing' && moves.length < most) {
    const legal = legalMoves(p);
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const m = legal[(s >>> 8) % legal.length]!;
    moves.push(m);
    p = applyMove(p, m);
  }
  return moves;
}

/** A seeded walk from a deal to its end, as a record. */
export function walkedGame(game: GameId, dealNumber: number, seed: number, most = 400): GameRecord {
  return { game, deal: dealNumber, moves: walk(deal(game, dealNumber), seed, most) };
}

/**
 * A lost game whose losing move is known: from a deal, walk one seeded move at a time, solving each
 * position (generous limits), until one is proved lost right after one proved winnable; that move is the
 * turn. The walk then goes on to the game's end. Throws when a solve is undecided (the deal must be easy).
 */
export function constructedLoss(game: GameId, dealNumber: number, seed: number): { record: GameRecord; turn: number } {
  const start = deal(game, dealNumber);
  const moves: Move[] = [];
  let p = start;
  let s = seed;
  for (;;) {
    const verdict = solve(p, { timeLimitMs: 20_000 }).verdict;
    if (verdict === 'unknown') throw new Error(`undecided after ${moves.length} moves`);
    if (verdict === 'unwinnable') break;
    const legal = legalMoves(p);
    if (legal.length === 0) throw new Error('the walk won');
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const m = legal[(s >>> 8) % legal.length]!;
    moves.push(m);
    p = applyMove(p, m);
  }
  if (moves.length === 0) throw new Error('the deal itself is lost');
  const turn = moves.length;
  return { record: { game, deal: dealNumber, moves: [...moves, ...walk(p, seed + 1)] }, turn };
}
