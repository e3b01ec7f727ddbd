// Owns game records: reading them and replaying them move by move from the deal.
import { checkDealNumber, checkDealVersion, dealPosition, DEAL_VERSION } from './deal.js';
import { PatienceError, within } from './errors.js';
import { applyMove } from './game.js';
import { readMove } from './moves.js';
import { checkGameId, parseJson } from './position.js';
import type { GameId, GameRecord, Move, Position } from './types.js';
import type { GameRules } from './state.js';
import { MAX_RECORD_MOVES, fieldsOf, itemsOf, placeOf, quote } from './untrusted.js';

/**
 * Reads an untrusted record (JSON text or value); each bad move is named by its number, from 1. Each
 * field is read once and the copy is checked; a record holds at most MAX_RECORD_MOVES moves.
 */
export function readRecord(input: unknown): GameRecord {
  const fields = fieldsOf(parseJson(input, 'record'), 'bad-record', 'record');
  if (fields === undefined) throw new PatienceError('bad-record', { key: 'record-shape' });
  for (const key of fields.keys()) {
    if (!['game', 'deal', 'version', 'moves'].includes(key))
      throw new PatienceError('bad-record', { key: 'record-field', value: quote(key) }, placeOf(key));
  }
  const game = checkGameId(fields.get('game'));
  const deal = checkDealNumber(fields.get('deal'));
  const record: GameRecord = { game, deal, moves: [] };
  if (fields.get('version') !== undefined) record.version = checkDealVersion(fields.get('version'));
  const tooMany = (n: number): PatienceError =>
    new PatienceError('bad-record', { key: 'record-long', most: MAX_RECORD_MOVES, count: n }, 'moves');
  const moves = itemsOf(fields.get('moves'), MAX_RECORD_MOVES, tooMany, 'bad-record', 'moves', 'moves');
  if (moves === undefined) throw new PatienceError('bad-record', { key: 'record-moves' }, 'moves');
  record.moves = moves.map((m: unknown, i: number): Move => {
    try {
      return readMove(m);
    } catch (e) {
      throw e instanceof PatienceError ? within({ kind: 'move', n: i + 1 }, e) : e;
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
      throw e instanceof PatienceError ? within({ kind: 'move', n: i + 1 }, e) : e;
    }
  });
  return positions;
}

/** The final position of a record. */
export function replay(record: GameRecord, rulesFor: (id: GameId) => GameRules): Position {
  const positions = replayPositions(record, rulesFor);
  return positions[positions.length - 1]!;
}
