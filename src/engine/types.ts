// Owns the shapes of the public contract: positions, moves and records as plain JSON.
import type { Card } from './cards.js';

/** Game ids, fixed by docs/contract.md. */
export const GAME_IDS = Object.freeze(['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'] as const);
export type GameId = (typeof GAME_IDS)[number];

export type Status = 'playing' | 'won' | 'lost';

/** Every pile of a game by id, each a list of card codes bottom to top. */
export type Piles = Record<string, Card[]>;

/** What cannot be read off the cards (Hamilton's Start rank, Camelot's phase). */
export type Vars = Record<string, string | number | null>;

/** A position as plain JSON (docs/contract.md). */
export interface Position {
  game: GameId;
  deal?: number;
  piles: Piles;
  vars: Vars;
  status: Status;
  score: number;
}

export interface CardMove {
  type: 'move';
  from: string;
  to: string;
  /** Cards taken from the top of `from`; 1 when absent. */
  count?: number;
}
export interface StockMove {
  type: 'stock';
}
export interface RemoveMove {
  type: 'remove';
  piles: string[];
}
export type Move = CardMove | StockMove | RemoveMove;

/** A saved or shared game: replaying `moves` on the dealt position gives the game. */
export interface GameRecord {
  game: GameId;
  deal: number;
  version?: number;
  moves: Move[];
}
