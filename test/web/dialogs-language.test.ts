// The dialogs and the solver's help in the player's language (issue 28, item 1): the help sheet, the end-of-game
// dialogs, the hint and the verdict say the chosen language's catalogue, counts in its plural forms, with no
// English left in them. The components are called as functions (they use no hook themselves) and their words
// read off the tree they return.
import { afterEach, describe, expect, test } from 'vitest';
import type { VNode } from 'preact';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { type Catalogue, type Lang, useCatalogue } from '../../src/i18n/index.js';
import { deal, replay } from '../../src/index.js';
import type { Position } from '../../src/index.js';
import { EndDialog, HelpSheet } from '../../src/web/app/dialogs.js';
import type { Session } from '../../src/web/app/session.js';
import { lostRecord } from './lost-game.js';

const speak = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);

afterEach(() => speak('en'));

/** Every word of a tree of elements: its text, and the title of each element that has one. */
function words(node: unknown): string[] {
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(words);
  if (node === null || typeof node !== 'object' || !('props' in node)) return [];
  const props = (node as VNode<{ title?: string; children?: unknown }>).props;
  return [...(typeof props.title === 'string' ? [props.title] : []), ...words(props.children)];
}

/** A session at `position`, as much of one as the end dialog reads. */
function sessionAt(position: Position, moves: number): Session {
  return { position, elapsed: () => 187_000, moveCount: () => moves, canUndo: () => true } as unknown as Session;
}

const won = (): Position => ({ ...deal('hamlet', 7), status: 'won', score: 1234 });

describe('the help sheet', () => {
  test('is French when French is chosen, keys named as a French keyboard names them', () => {
    speak('fr');
    const said = words(HelpSheet()).join('\n');
    expect(said).toMatch(/^Aide\n/);
    expect(said).toContain('Faites glisser une carte');
    expect(said).toContain('Entrée ou Espace');
    expect(said).toContain('Échap');
    expect(said).toContain('envoyer la carte sélectionnée sur une fondation');
    expect(said).not.toMatch(/\b(the|stock|foundation|undo|Close|Enter|focused|card|screen)\b/);
  });

  test('is Russian when Russian is chosen, and English again after', () => {
    speak('ru');
    const said = words(HelpSheet()).join('\n');
    expect(said).toMatch(/^Справка\n/);
    expect(said).toContain('отправить выбранную карту в базу');
    // Latin letters only in the names of the keys as a Russian keyboard prints them.
    expect(said.replace(/\b(Tab|Enter|Esc|Ctrl|Shift)\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    speak('en');
    expect(words(HelpSheet())[0]).toBe('Help');
  });
});

describe('the end of a game', () => {
  test('a win in Russian: its plural forms and the language’s numbers', () => {
    speak('ru');
    expect(words(EndDialog({ session: sessionAt(won(), 22), onNew: () => undefined }))).toEqual(
      expect.arrayContaining(['Победа!', 'Время 3:07 · 22 хода · счёт 1\u00a0234', 'Новая партия']),
    );
    const five = words(EndDialog({ session: sessionAt(won(), 25), onNew: () => undefined }));
    expect(five.join('\n')).toContain('25 ходов');
  });

  test('a win in English reads as before', () => {
    expect(words(EndDialog({ session: sessionAt(won(), 22), onNew: () => undefined }))).toEqual(
      expect.arrayContaining(['You won!', 'Time 3:07 · 22 moves · score 1,234', 'New game', 'Undo', 'Close']),
    );
    // A count of moves is written as the game page writes it, without a thousands separator.
    expect(words(EndDialog({ session: sessionAt(won(), 1111), onNew: () => undefined }))).toContain('Time 3:07 · 1111 moves · score 1,234');
  });

  test('a loss in French: the title, the sentence around the reason, the buttons', () => {
    const lost = replay(lostRecord());
    expect(lost.status).toBe('lost');
    speak('fr');
    const said = words(EndDialog({ session: sessionAt(lost, 1), onNew: () => undefined }));
    expect(said).toEqual(expect.arrayContaining(['Plus aucun coup', 'Annuler le coup', 'Recommencer', 'Où me suis-je trompé\u202f?']));
    expect(said.find((w) => w.startsWith('Cette partie est perdue\u202f: '))).toMatch(/\.$/);
    expect(said).toContain(`Score ${lost.score} · 1 coup`);
  });
});

describe('the hint and the verdict', () => {
  test('in French: the hint and the verdict say the catalogue’s French', async () => {
    const { fairWords, hintWords } = await import('../../src/web/app/assist.js');
    speak('fr');
    expect(hintWords({ method: 'sampled', wins: 23, samples: 24 })).toBe(
      'Bon coup\u202f: il a gagné pour 23 des 24 placements possibles des cartes cachées.',
    );
    expect(hintWords({ method: 'exact', wins: 0, samples: 1 })).toMatch(/«\u202fPeut-on encore gagner\u202f\?\u202f»/);
    expect(fairWords({ verdict: 'winnable', fair: null }, true)).toBe(
      'Oui\u202f: vous pouvez encore gagner, quoi que contienne la pioche.',
    );
    expect(fairWords({ verdict: 'unknown', fair: { wins: 5, samples: 32 } }, true)).toBe(
      'Cela dépend des cartes cachées\u202f: 5 des 32 placements essayés ont été gagnés.',
    );
  });

  test('in Russian: counts agree with their noun (1, 3 and 25 take three forms)', async () => {
    const { fairWords, hintWords } = await import('../../src/web/app/assist.js');
    speak('ru');
    expect(fairWords({ verdict: 'unwinnable', fair: null }, false)).toBe('Нет — эту партию уже не выиграть.');
    const none = (samples: number): string => fairWords({ verdict: 'unknown', fair: { wins: 0, samples } }, true);
    expect(none(21)).toContain('ни одно из 21 проверенного расположения');
    expect(none(3)).toContain('ни одно из 3 проверенных расположений');
    expect(none(25)).toContain('ни одно из 25 проверенных расположений');
    expect(hintWords({ method: 'sampled', wins: 23, samples: 24 })).toMatch(/^Хороший ход — он выиграл в 23 из 24 возможных расположений/);
  });
});
