// Owns the choice of board drawing per game, one file per game beside this one.
import type { GameId } from '../../index.js';
import type { DrawBoard } from '../style.js';
import { drawBritishConstitution } from './british-constitution.js';
import { drawCamelot } from './camelot.js';
import { drawHamilton } from './hamilton.js';
import { drawHamlet } from './hamlet.js';
import { drawUnionSquare } from './union-square.js';

export const BOARDS: Record<GameId, DrawBoard> = {
  hamilton: drawHamilton,
  camelot: drawCamelot,
  hamlet: drawHamlet,
  'union-square': drawUnionSquare,
  'british-constitution': drawBritishConstitution,
};
