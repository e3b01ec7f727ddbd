// The table's spoken words in other languages (issue 28): a move, a proposal, a group, the stock, a pick, a
// refusal and the table read come out in French and Russian with the cards and piles in the case each
// sentence needs ("переместите туза бубён из стопки 3 на базу 1"), and English stays as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { type Catalogue, type Lang, useCatalogue } from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { type Move, deal } from '../../src/index.js';
import * as kb from '../../src/web/table/keyboard.js';
import { layout } from '../../src/web/table/layout.js';
import * as speech from '../../src/web/table/speech.js';
import { stateOf } from './table-state.js';

const use = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
afterEach(() => use('en'));

// Hamlet deal 7: the Ace of diamonds lies on pile 3 and may go to foundation 1 (or onto pile 12).
const hamlet = deal('hamlet', 7);
const aceHome: Move = { type: 'move', from: 'tableau-3', to: 'foundation-1', count: 1 };
// Hamilton deal 2: pile 4 holds Jack of diamonds, 7 of clubs, Jack of clubs, Ace of spades (what a move
// says reads only the piles, so a group is spoken whether or not the rules would let it go).
const hamilton = deal('hamilton', 2);
const group = (count: number): Move => ({ type: 'move', from: 'tableau-4', to: 'tableau-1', count });

describe('English, as it always was', () => {
  it('moves, groups, proposals and the stock', () => {
    expect(speech.stepWords(hamlet, [aceHome])).toBe('Ace of diamonds moved from pile 3 to foundation 1.');
    expect(speech.proposalWords(hamlet, aceHome)).toBe('move Ace of diamonds from pile 3 to foundation 1');
    expect(speech.moveWords(hamilton, group(2))).toBe('Jack of clubs and the card on it moved from pile 4 to pile 1');
    expect(speech.moveWords(hamilton, group(3))).toBe('7 of clubs and the 2 cards on it moved from pile 4 to pile 1');
    expect(speech.moveWords(deal('union-square', 3), { type: 'stock' })).toBe('3 of spades turned from the stock onto the waste');
    expect(speech.proposalWords(hamilton, { type: 'stock' })).toBe('use the stock');
  });

  it('a list of three or more has no serial comma, as before', () => {
    const s = stateOf(hamlet);
    const sel = { pile: 'tableau-3', index: hamlet.piles['tableau-3']!.length - 1 };
    const said = speech.pickWords(s, sel, ['tableau-12', 'foundation-1', 'foundation-2']);
    expect(said).toBe(
      'Ace of diamonds picked up; it may go to pile 12, foundation 1 or foundation 2. Arrows choose, Enter puts it down, Escape puts it back.',
    );
  });
});

describe('French', () => {
  it('a move and a proposal, a group and the stock', () => {
    use('fr');
    expect(speech.stepWords(hamlet, [aceHome])).toBe('L’as de carreau passe de la pile 3 sur la fondation 1.');
    expect(speech.proposalWords(hamlet, aceHome)).toBe('déplacez l’as de carreau de la pile 3 sur la fondation 1');
    expect(speech.moveWords(hamilton, group(3))).toBe('le 7 de trèfle et les 2 cartes posées dessus passent de la pile 4 sur la pile 1');
    expect(speech.moveWords(deal('union-square', 3), { type: 'stock' })).toBe('De la pioche sur le rebut\u202f: 3 de pique');
  });

  it('the table read row by row, and a pile read alone', () => {
    use('fr');
    const s = stateOf(hamilton);
    expect(speech.tableWords(s)).toMatch(
      /^Rangée 1\u202f: la pioche\u202f: 24 cartes\u202f; le sélecteur\u202f: vide\u202f; la pile 1\u202f: valet de cœur\u202f; /,
    );
    expect(speech.pileReading(s, 'tableau-2')).toBe('La pile 2\u202f: 7 de carreau, 8 de cœur.');
    expect(speech.refusalWords(s, { pile: 'foundation-1', index: -1 }, 'stuck')).toBe('Fondation 1\u202f: vide.');
  });
});

describe('Spanish and Italian: a card in a sentence has its article', () => {
  it('a move, a proposal and a refusal', () => {
    use('es');
    expect(speech.stepWords(hamlet, [aceHome])).toBe('El as de diamantes pasa de la pila 3 a la base 1.');
    expect(speech.proposalWords(hamlet, aceHome)).toBe('mueve el as de diamantes de la pila 3 a la base 1');
    expect(speech.proposalWords(hamilton, group(1))).toBe('mueve el as de picas de la pila 4 a la pila 1');
    expect(speech.moveWords(hamilton, group(2))).toBe('la jota de tréboles y la carta de encima pasan de la pila 4 a la pila 1');
    use('it');
    expect(speech.stepWords(hamlet, [aceHome])).toBe('L’asso di quadri va dalla pila 3 sulla fondazione 1.');
    expect(speech.proposalWords(hamlet, aceHome)).toBe('sposta l’asso di quadri dalla pila 3 sulla fondazione 1');
    expect(speech.moveWords(hamilton, group(3))).toBe('il 7 di fiori e le 2 carte sopra vanno dalla pila 4 sulla pila 1');
    const s = stateOf(hamlet);
    const top = hamlet.piles['tableau-3']!.length - 1;
    expect(speech.refusalWords(s, { pile: 'tableau-3', index: top }, 'stuck')).toBe('L’asso di quadri non può muoversi ora.');
    // German: the card is the object, in the accusative with its article.
    use('de');
    expect(speech.refusalWords(s, { pile: 'tableau-3', index: top }, 'stuck')).toBe('Man kann das Karo-Ass gerade nicht bewegen.');
    expect(speech.proposalWords(hamilton, group(2))).toBe('den Kreuz-Buben und die Karte darauf von Stapel 4 auf Stapel 1 legen');
  });
});

describe('Russian', () => {
  it('a move in its cases: "из стопки 3 на базу 1", the card as an object in a proposal', () => {
    use('ru');
    expect(speech.stepWords(hamlet, [aceHome])).toBe('Туз бубён переходит из стопки 3 на базу 1.');
    expect(speech.proposalWords(hamlet, aceHome)).toBe('переместите туза бубён из стопки 3 на базу 1');
    const onto12: Move = { type: 'move', from: 'tableau-3', to: 'tableau-12', count: 1 };
    expect(speech.moveWords(hamlet, onto12)).toBe('туз бубён переходит из стопки 3 в стопку 12');
  });

  it('a group counted in the plural forms of Russian', () => {
    use('ru');
    expect(speech.moveWords(hamilton, group(2))).toBe('валет треф с картой сверху переходит из стопки 4 в стопку 1');
    expect(speech.moveWords(hamilton, group(3))).toBe('7 треф с 2 картами сверху переходит из стопки 4 в стопку 1');
    expect(speech.proposalWords(hamilton, group(4))).toBe('переместите валета бубён с 3 картами сверху из стопки 4 в стопку 1');
  });

  it('the stock, a pick with its places, a refusal', () => {
    use('ru');
    expect(speech.moveWords(deal('union-square', 3), { type: 'stock' })).toBe('Из колоды в сброс: 3 пик');
    const s = stateOf(hamlet);
    const sel = { pile: 'tableau-3', index: hamlet.piles['tableau-3']!.length - 1 };
    expect(kb.places(s, sel)).toContain('foundation-1');
    expect(speech.pickWords(s, sel, ['tableau-12', 'foundation-1'])).toBe(
      'Вы взяли туза бубён; можно положить в стопку 12 или на базу 1. Стрелки — выбор, Enter — положить, Escape — вернуть на место.',
    );
    expect(speech.refusalWords(s, { pile: 'foundation-1', index: -1 }, 'stuck')).toBe('База 1: пусто.');
    expect(speech.refusalWords(s, { pile: 'tableau-3', index: sel.index }, 'no-home')).toBe('Сейчас туза бубён нельзя положить на базу.');
  });

  it('the table read row by row, with counts in their forms', () => {
    use('ru');
    const words = speech.tableWords(stateOf(hamilton));
    expect(words).toMatch(/^Ряд 1: колода: 24 карты; окно выбора: пусто; стопка 1: валет червей; стопка 2: 7 бубён, 8 червей; /);
    const bc = speech.tableWords(stateOf(deal('british-constitution', 4)));
    expect(bc).toContain('ряд 1, стопка 8: валет червей; база 1: 1 карта, сверху туз треф;');
  });

  it("the table's own labels: the rows' names and the waste's", () => {
    use('ru');
    expect(layout(deal('british-constitution', 4), 1280, 700).labels.map((l) => l.text)).toEqual(['Ряд 1', 'Ряд 2', 'Ряд 3', 'Ряд 4']);
    const camelot = layout(deal('camelot', 4), 1280, 700);
    expect(['waste', 'discard'].map((id) => camelot.piles.find((p) => p.id === id)?.mark)).toEqual(['Сброс', 'Отбой']);
  });
});
