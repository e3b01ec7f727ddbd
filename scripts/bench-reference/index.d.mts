// Types of scripts/bench-reference/index.mjs for the TypeScript test.
import type { Move, Position } from '../../src/engine/types.js';

export interface ReferenceGame {
  legalMoves(position: Position): Move[];
  applyMove(position: Position, move: Move): Position;
}
export declare const reference: Record<string, ReferenceGame>;
