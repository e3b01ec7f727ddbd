// A plain reference implementation of each game's rules on the public JSON positions (docs/rules.md,
// docs/contract.md): what `npm run bench` measures the engine against. Readable, not tuned; the unit
// test test/bench-reference.test.ts holds it to the engine's legal moves and positions.
import { britishConstitution } from './british-constitution.mjs';
import { camelot } from './camelot.mjs';
import { hamilton } from './hamilton.mjs';
import { hamlet } from './hamlet.mjs';
import { unionSquare } from './union-square.mjs';

/** Each game's `{ legalMoves, applyMove }` by game id. */
export const reference = {
  hamilton,
  camelot,
  hamlet,
  'union-square': unionSquare,
  'british-constitution': britishConstitution,
};
