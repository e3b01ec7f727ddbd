// Owns the list of games: one entry per game id, typed so that a missing game fails to compile.
import { type GameId, type GameRules, GAME_IDS, PatienceError } from '../engine/index.js';
import { britishConstitution } from './british-constitution.js';
import { camelot } from './camelot.js';
import { hamilton } from './hamilton.js';
import { hamlet } from './hamlet.js';
import { unionSquare } from './union-square.js';

/** Games whose rules module has landed. Each game issue adds its module here. */
const GAMES: Record<GameId, GameRules> = {
  hamilton,
  camelot,
  hamlet,
  'union-square': unionSquare,
  'british-constitution': britishConstitution,
};

/** The rules of a game id; an unknown or not-yet-available game is a `bad-game` error. */
export function rulesFor(id: GameId): GameRules {
  const rules = GAMES[id];
  if (rules === undefined) throw new PatienceError('bad-game', `the game "${id}" is not available yet`, 'game');
  return rules;
}

/** The rules of every available game, in the order of INTERFACE.md. */
export function allRules(): GameRules[] {
  return GAME_IDS.flatMap((id) => (GAMES[id] === undefined ? [] : [GAMES[id]]));
}
