// A refused import in a player's words (issue 25): one sentence saying what was wrong and that nothing was
// imported, with no pile id, quoted value or library detail, for the library's real refusals.
import { afterAll, describe, expect, it } from 'vitest';
import { PatienceError, deal, legalMoves } from '../../src/index.js';
import { type Catalogue, useCatalogue } from '../../src/i18n/index.js';
import { importWords } from '../../src/web/app/refusals.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { wordsFor } from './record-words.js';

describe('importWords', () => {
  const first = legalMoves(deal('hamlet', 31))[0]!;
  const cases: [string, string][] = [
    ['{"game":', 'This is not a game record Patience can read (it is not JSON), so nothing was imported.'],
    ['{"game":"hamlet","deal":31,"moves":[{"type":"fly"}]}', 'Move 1 of this record is not a move of its game, so nothing was imported.'],
    [
      JSON.stringify({ game: 'hamlet', deal: 31, moves: [first, { type: 'move', from: 'tableau-99', to: 'foundation-1' }] }),
      'Move 2 of this record is not a move of its game, so nothing was imported.',
    ],
    [
      JSON.stringify({ game: 'hamlet', deal: 31, moves: [first, first] }),
      'Move 2 of this record is not allowed at that point of its deal, so nothing was imported.',
    ],
    ['{"game":"chess","deal":1,"moves":[]}', 'This record is of a game Patience does not have, so nothing was imported.'],
    ['[1,2]', 'This is not a game record Patience can read, so nothing was imported.'],
  ];
  it.each(cases)('%s', (text, words) => {
    const said = wordsFor(text);
    expect(said).toBe(words);
    expect(said).not.toMatch(/tableau-|foundation-|"|fly|chess/);
  });

  it('says how many moves a record may hold when it holds more', () => {
    const moves = Array.from({ length: 100_001 }, () => first);
    expect(wordsFor(JSON.stringify({ game: 'hamlet', deal: 31, moves }))).toBe(
      'A record holds at most 100000 moves and this one holds more, so nothing was imported.',
    );
  });
});

describe("a refused import in French, chosen by the error's facts", () => {
  afterAll(() => useCatalogue('en', compiledCatalogue('en') as Catalogue));
  const first = legalMoves(deal('hamlet', 31))[0]!;

  it('names the move by its place and says no English', () => {
    useCatalogue('fr', compiledCatalogue('fr') as Catalogue);
    const said = wordsFor(
      JSON.stringify({ game: 'hamlet', deal: 31, moves: [first, { type: 'move', from: 'tableau-99', to: 'foundation-1' }] }),
    );
    expect(said).toBe('Le coup 2 de cette partie n’est pas un coup de son jeu\u202f: rien n’a été importé.');
  });

  it('says the most moves a record holds from the reason, not from the English sentence', () => {
    useCatalogue('fr', compiledCatalogue('fr') as Catalogue);
    // An error made elsewhere with the same facts and other words: the facts decide.
    const e = new PatienceError('bad-record', { key: 'record-long', most: 7, count: 9 }, 'moves');
    Object.defineProperty(e, 'detail', { value: 'trop long' });
    expect(importWords(e)).toMatch(/^Une partie enregistrée compte au plus 7 coups/);
  });
});
