// Owns the shapes of the public contract (positions, moves, records) and of a game's rules.
import type { Card } from './cards.js';
import type { GameState, Names, Refusal } from './state.js';

/** Game ids, fixed by INTERFACE.md. */
export const GAME_IDS = ['hamilton', 'camelot', 'hamlet', 'union-square', 'british-constitution'] as const;
export type GameId = (typeof GAME_IDS)[number];

export type Status = 'playing' | 'won' | 'lost';

/** Every pile of a game by id, each a list of card codes bottom to top. */
export type Piles = Record<string, Card[]>;

/** What cannot be read off the cards (Hamilton's Start rank, Camelot's phase). */
export type Vars = Record<string, string | number | null>;

/** A position as plain JSON (INTERFACE.md). */
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

export type PileKind = 'stock' | 'waste' | 'chooser' | 'discard' | 'foundation' | 'tableau';

export interface PileSpec {
  id: string;
  kind: PileKind;
}

/** One variable of a game's `vars`: its name and the values it may take. */
export interface VarSpec {
  name: string;
  /** Refuses a bad value with a sentence; null when the value is fine. */
  check: (value: unknown) => string | null;
}

/** A problem found in a position: the pile or field, and what is wrong. */
export interface Problem {
  where: string;
  message: string;
}

/**
 * A game: its piles and deck as data, its rules as one fast state (`open`), and its words. The engine
 * does the rest (reading, legal moves, applying, status, records) the same way for every game.
 */
export interface GameRules {
  readonly id: GameId;
  readonly name: string;
  /** The game's idea in one line, for menus. */
  readonly summary: string;
  readonly decks: 1 | 2;
  /** Every card in play, in the canonical order the deal shuffles. */
  readonly deck: readonly Card[];
  readonly piles: readonly PileSpec[];
  readonly vars: readonly VarSpec[];
  /** Lays out a shuffled deck; the deck's last card is its top, dealt first. */
  deal(shuffled: Card[]): { piles: Piles; vars: Vars };
  /** Game-specific checks of a read position (cards where rules can put them); [] when sound. */
  placementProblems(position: Position): Problem[];
  /** The state of a checked position: the one place the game's rules are decided. */
  open?(position: { piles: Piles; vars: Vars }): GameState;
  /** A player's name for a pile: "pile 3", "row 2, space 4", "the waste". */
  pileName?(id: string): string;
  /** A refusal in a player's words, cards and piles named by `names` (shared rule codes included). */
  describe?(refusal: Refusal, names: Names): string;

  // The rules as sentence-returning hooks, until every game has its state (issue 17's migration).
  candidates?(position: Position): Move[];
  check?(position: Position, move: Move): string | null;
  perform?(position: Position, move: Move): { piles: Piles; vars: Vars };
  isWon?(position: Position): boolean;
  score?(position: Position): number;

  /** Why a game with no legal move is lost, in a player's words. */
  lossReason(position: Position, names?: Names): string;
  /** What a player needs to know now: cards in the stock, the phase, a space to fill. */
  statusLine(position: Position, names?: Names): string;
}
