// The engine's own surface: generic operations that take a game's rules, and the shared building blocks
// the games are written with. The package's public API (src/index.ts) binds these to the game registry.
export * from './cards.js';
export * from './errors.js';
export { type Expected, type ReasonFacts, type ReasonKey, type Subject, REASON_KEYS, englishReason } from './reasons.js';
export * from './types.js';
export * from './piles.js';
export * from './zobrist.js';
export * from './undo-log.js';
export * from './state.js';
export {
  DEAL_VERSION,
  MAX_DEAL,
  checkDealNumber,
  checkDealVersion,
  parseDealNumber,
  dealPosition,
  randomDealNumber,
  shuffledDeck,
} from './deal.js';
export { readPosition, parseJson, checkGameId } from './position.js';
export { MOVES_SCRATCH, entryMade, settle, openState } from './memo.js';
export {
  applyMove,
  checkedPosition,
  describeRefusal,
  readRefusal,
  explainMove,
  foundationSweep,
  legalMoves,
  finishLine,
  namesFor,
  notesOf,
  handOn,
  pileIndex,
  playRead,
  statusOf,
  type Finish,
} from './game.js';
export { moveKey, readMove, sameMove } from './moves.js';
export { readRecord, replay, replayPositions } from './record.js';
export * from './history.js';
export { suggestMove } from './hint.js';
export { type AutoMode, type AutoMove, autoMoveOf, autoMovesOf, describeAuto, readAutoMode } from './auto.js';
export { MutableGame } from './mutable.js';
export { type ControllerChange, type ControllerOptions, type PlayResult, GameController, readHistory } from './controller.js';
export * from './words.js';
export { MAX_DEPTH, MAX_RECORD_MOVES, MAX_TEXT, fieldsOf, isPlainObject, itemsOf, quote } from './untrusted.js';
