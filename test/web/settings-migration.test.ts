// Settings of earlier versions read into the new ones (issue 25, item 9): the one card style becomes two
// switches that combine; winnable deals only is chosen game by game, on by default for the games that deal
// many lost games, and an old choice to have it on stays on everywhere.
import { describe, expect, test } from 'vitest';
import { listGames } from '../../src/index.js';
import { DEFAULTS, WINNABLE_BY_DEFAULT, readSettings } from '../../src/web/app/settings.js';

describe('settings of earlier versions', () => {
  test('the old card style becomes its switch, the other off', () => {
    expect(readSettings({ cardStyle: 'four-colour' })).toMatchObject({ fourColour: true, largeIndex: false });
    expect(readSettings({ cardStyle: 'large-index' })).toMatchObject({ fourColour: false, largeIndex: true });
    expect(readSettings({ cardStyle: 'standard' })).toMatchObject({ fourColour: false, largeIndex: false });
    expect(readSettings({ fourColour: true, largeIndex: true })).toMatchObject({ fourColour: true, largeIndex: true });
  });

  test('winnable deals only: on by default for Camelot and Hamilton only, and the settings say so', () => {
    expect(DEFAULTS.winnableOnly).toEqual({
      hamilton: true,
      camelot: true,
      hamlet: false,
      'union-square': false,
      'british-constitution': false,
    });
    expect(readSettings(null).winnableOnly).toEqual(WINNABLE_BY_DEFAULT);
  });

  test('an old choice of winnable deals only stays on for every game; the old default takes the new one', () => {
    expect(Object.values(readSettings({ winnableOnly: true }).winnableOnly)).toEqual(listGames().map(() => true));
    expect(readSettings({ winnableOnly: false }).winnableOnly).toEqual(WINNABLE_BY_DEFAULT);
    expect(readSettings({ winnableOnly: { camelot: false, hamlet: true, nope: true } }).winnableOnly).toEqual({
      ...WINNABLE_BY_DEFAULT,
      camelot: false,
      hamlet: true,
    });
  });
});
