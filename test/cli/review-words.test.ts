// `patience review`'s moves in the player's language: the piles named with the case and preposition each
// language's sentence needs ("de la pile 3 sur la pile 8", "из стопки 3 в стопку 8"), the cards in the
// terminal's notation, English as it always read.
import { afterEach, expect, test } from 'vitest';
import { type Catalogue, type Lang, useCatalogue } from '../../src/i18n/index.js';
import { type Move, type Position, applyMove, deal, legalMoves } from '../../src/index.js';
import { moveWords } from '../../src/cli/review.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';

const use = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
afterEach(() => use('en'));

/** A move between two tableau piles of Hamlet's deal 7, and one from Camelot's waste. */
function moves(): { hamlet: Position; pileMove: Move } {
  const hamlet = deal('hamlet', 7);
  const pileMove = legalMoves(hamlet).find((m) => m.type === 'move' && m.from.startsWith('t') && m.to.startsWith('t'))!;
  return { hamlet, pileMove };
}

test('a move between piles in English, French and Russian', () => {
  const { hamlet, pileMove } = moves();
  if (pileMove.type !== 'move') throw new Error('expected a move');
  const [from, to] = [/\d+$/.exec(pileMove.from)![0], /\d+$/.exec(pileMove.to)![0]];
  const en = moveWords(hamlet, pileMove);
  expect(en).toMatch(new RegExp(`^\\S+ from pile ${from} to pile ${to}$`));
  use('fr');
  expect(moveWords(hamlet, pileMove)).toBe(en.replace(/ from pile (\d+) to pile (\d+)$/, ' de la pile $1 sur la pile $2'));
  use('ru');
  expect(moveWords(hamlet, pileMove)).toBe(en.replace(/ from pile (\d+) to pile (\d+)$/, ' из стопки $1 в стопку $2'));
});

test("Camelot's waste and spaces are named in the language, never in English", () => {
  // The stock turned: the waste card may go to any space of the grid.
  const p = applyMove(deal('camelot', 2), { type: 'stock' });
  const placing = legalMoves(p).filter((m) => m.type === 'move');
  expect(placing.length).toBeGreaterThan(0);
  expect(moveWords(p, placing[0]!)).toMatch(/ from the waste to /);
  use('fr');
  for (const m of placing) expect(moveWords(p, m)).toMatch(/ du rebut (dans|sur|vers|à|au|en) \S/);
  use('ru');
  for (const m of placing) expect(moveWords(p, m)).toMatch(/ из сброса [вн]а? ?\S/);
});
