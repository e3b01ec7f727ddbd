// A lost game for the review's tests (unit and browser): Hamlet #54, fifteen moves of a winning line, then one
// off it, then the first legal move each time, to a loss. What its review finds is asked of the library in
// each test, never written here.
import type { GameRecord } from '../../src/index.js';
import { parseMoves } from '../../src/web/app/link.js';

export const LOST_HAMLET = {
  game: 'hamlet',
  deal: 54,
  link: 't10f1_t13f2_t4t11_t6t3_t7t11_t5t11_t4t5_t7t11_t13t4_t12t7_t2t11_t2t5_t2f3_t8t11_t8f3_t2t6_t2t5_t2t9_t2t6',
} as const;

export function lostRecord(): GameRecord {
  const moves = parseMoves(LOST_HAMLET.link);
  if (typeof moves === 'string') throw new Error(moves);
  return { game: LOST_HAMLET.game, deal: LOST_HAMLET.deal, moves };
}
