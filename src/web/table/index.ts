// The table's one face: everything the app (and the browser tests) may use of the framework-free table.
// The modules behind it are the table's own; the app imports this file only.
export { type TableView, Table } from './table.js';
export type { Intent, TableHost } from './intents.js';
export type { Action, Cursor, Grab, Selection, TableState } from './board.js';
export { movePiles, placeMark } from './board.js';
export { type CardSpot, type Layout, type PileSpot, type Point, type Rect, layout, overlap } from './layout.js';
export { CARD_BACKS, type CardBack, type CardStyle } from './cards.js';
export { backSvg } from './backs.js';
export { cascade, reducedMotion } from './anim.js';
export { lossWords, proposalWords, shownNames, spokenNames, statusWords, stepWords } from './speech.js';
