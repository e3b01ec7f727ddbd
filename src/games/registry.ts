// Owns the list of games: one entry per game id, typed so that a missing game fails to compile.
import { type GameId, type GameRules, GAME_IDS } from '../engine/index.js';
import { britishConstitution } from './british-constitution/index.js';
import { camelot } from './camelot/index.js';
import { hamilton } from './hamilton/index.js';
import { hamlet } from './hamlet/index.js';
import { unionSquare } from './union-square/index.js';

const GAMES: Record<GameId, GameRules> = {
  hamilton,
  camelot,
  hamlet,
  'union-square': unionSquare,
  'british-constitution': britishConstitution,
};

/** The rules of a game id (ids are checked where they enter: `checkGameId`). */
export function rulesFor(id: GameId): GameRules {
  return GAMES[id];
}

/** The rules of every game, in the order of docs/contract.md. */
export function allRules(): GameRules[] {
  return GAME_IDS.map((id) => GAMES[id]);
}
