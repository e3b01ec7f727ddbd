// Owns game records: reading them and replaying them move by move from the deal.
import { checkDealNumber, checkDealVersion, dealPosition, DEAL_VERSION } from './deal.js';
import { PatienceError, within } from './errors.js';
import { applyMove } from './game.js';
import { readMove } from './moves.js';
import { checkGameId, parseJson } from './position.js';
import type { GameId, GameRecord, Move, Position } from './types.js';
import type { GameRules } from './state.js';

/** Reads an untrusted record (JSON text or value); each bad move is named by its number, from 1. */
export function readRecord(input: unknown): GameRecord {
  const value = parseJson(input, 'the record');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PatienceError('bad-record', 'a game record must be a JSON object {"game", "deal", "moves"}');
  }
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) {
    if (!['game', 'deal', 'version', 'moves'].includes(key)) throw new PatienceError('bad-record', `a record has no field "${key}"`, key);
  }
  const game = checkGameId(v['game']);
  const deal = checkDealNumber(v['deal']);
  const record: GameRecord = { game, deal, moves: [] };
  if (v['version'] !== undefined) record.version = checkDealVersion(v['version']);
  if (!Array.isArray(v['moves'])) throw new PatienceError('bad-record', 'a record needs "moves", a list of moves', 'moves');
  record.moves = v['moves'].map((m: unknown, i: number): Move => {
    try {
      return readMove(m);
    } catch (e) {
      throw e instanceof PatienceError ? within(`move ${i + 1}`, e) : e;
    }
  });
  return record;
}

/**
 * Every position of a record, from the deal (index 0) to the end. An illegal move throws, naming
 * the move by its number and giving the reason.
 */
export function replayPositions(record: GameRecord, rulesFor: (id: GameId) => GameRules): Position[] {
  const rules = rulesFor(record.game);
  const positions = [dealPosition(rules, record.deal, record.version ?? DEAL_VERSION)];
  record.moves.forEach((move, i) => {
    try {
      positions.push(applyMove(rules, positions[positions.length - 1]!, move));
    } catch (e) {
      throw e instanceof PatienceError ? within(`move ${i + 1}`, e) : e;
    }
  });
  return positions;
}

/** The final position of a record. */
export function replay(record: GameRecord, rulesFor: (id: GameId) => GameRules): Position {
  const positions = replayPositions(record, rulesFor);
  return positions[positions.length - 1]!;
}
