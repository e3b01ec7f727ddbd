// The daily deal's, the storage's and the imports' words in the player's language (issue 28, item 1): with
// French or Russian in use, what the daily page shares, what storage reports and why a file is refused are
// said in that language, counts in its plural forms, while what is not words (the day's YYYY-MM-DD in the
// shared text, the game's address) stays the same.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type Catalogue, type Lang, useCatalogue } from '../../src/i18n/index.js';
import { compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { dailyDeal, deal, legalMoves } from '../../src/index.js';
import { readBackup, restoredSentence } from '../../src/web/app/backup.js';
import { dayWords, shareText } from '../../src/web/app/daily-stats.js';
import { readExport } from '../../src/web/app/stats-file.js';
import type { Attempt } from '../../src/web/app/stats.js';
import { onReport, readGameStats, writeSettingsItem } from '../../src/web/app/storage.js';
import { wordsFor } from '../web/record-words.js';
import { memoryStorage } from '../web/stand-in.js';

const use = (lang: Lang): void => useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
afterEach(() => use('en'));

function attempt(outcome: Attempt['outcome'], moves: number, assists: Attempt['assists'] = []): Attempt {
  const started = Date.parse('2026-11-26T12:00:00Z');
  return {
    id: 'a1',
    deal: dailyDeal('hamlet', '2026-11-26'),
    started,
    ended: started + 192_000,
    outcome,
    timeMs: 192_000,
    moves,
    score: 0,
    assists,
  };
}

describe('the daily deal', () => {
  test('its shared text is in the language, the day as YYYY-MM-DD and the count in its plural form', () => {
    expect(shareText('british-constitution', '2026-11-26', attempt('won', 87))).toBe(
      'Patience daily, British Constitution, 2026-11-26: Won (87 moves, 3:12, no help)',
    );
    use('fr');
    expect(shareText('british-constitution', '2026-11-26', attempt('won', 87))).toBe(
      'Patience du jour, Constitution britannique, 2026-11-26\u202f: gagnée (87 coups, 3:12, sans aide)',
    );
    use('ru');
    expect(shareText('hamlet', '2026-11-26', attempt('lost', 22, ['hint']))).toBe(
      'Пасьянс дня, Гамлет, 2026-11-26: проиграна (22 хода, 3:12, с помощью)',
    );
    expect(shareText('hamlet', '2026-11-26', attempt('open', 5))).toMatch(/идёт \(5 ходов,/);
  });

  test("the page's date is the language's", () => {
    expect(dayWords('2026-11-26')).toBe('November 26, 2026');
    use('fr');
    expect(dayWords('2026-11-26')).toBe('26 novembre 2026');
    use('ru');
    expect(dayWords('2026-11-26')).toMatch(/^26 ноября 2026/);
  });
});

describe('a refused import', () => {
  const first = legalMoves(deal('hamlet', 31))[0]!;
  const twice = JSON.stringify({ game: 'hamlet', deal: 31, moves: [first, first] });

  test('a game record: the case in the language, the move numbered', () => {
    expect(wordsFor(twice)).toBe('Move 2 of this record is not allowed at that point of its deal, so nothing was imported.');
    use('ru');
    expect(wordsFor(twice)).toBe('Ход 2 этой записи недопустим в этот момент её расклада, поэтому ничего не импортировано.');
    expect(wordsFor('{"game":')).toBe(
      'Это не запись партии, которую можно здесь прочитать (это не JSON), поэтому ничего не импортировано.',
    );
    use('fr');
    expect(wordsFor('{"game":"chess","deal":1,"moves":[]}')).toBe(
      'Cette partie est d’un jeu que Patience n’a pas\u202f: rien n’a été importé.',
    );
  });

  test('a backup or a statistics file: why, in the language', () => {
    const backup = (o: object): string => JSON.stringify({ format: 'patience-backup', schema: 2, ...o });
    use('fr');
    expect(readBackup('{', 2)).toBe('Ce fichier n’est pas du JSON valide.');
    expect(readBackup(backup({ statistics: [{ game: 'hamlet', attempts: [{ id: 'a' }] }] }), 2)).toBe(
      'Cette sauvegarde est endommagée (la tentative 1 de hamlet n’a pas de numéro de donne).',
    );
    use('ru');
    expect(readExport(JSON.stringify({ format: 'patience-statistics', schema: 1, games: [{ game: 'chess', attempts: [] }] }), 2)).toBe(
      'Этот файл статистики повреждён: у игры в файле не указана известная игра.',
    );
  });

  test("what a restore added, listed as the language lists, counted in the language's plural forms", () => {
    const done = { attempts: 1, games: 5, settings: true, played: 0 };
    expect(restoredSentence(done)).toBe(
      'Backup restored: 1 game added to the statistics, 5 games in progress restored, the settings restored, and nothing that was kept here was removed.',
    );
    use('ru');
    expect(restoredSentence(done)).toBe(
      'Резервная копия восстановлена: в статистику добавлена 1 партия, восстановлено 5 начатых партий, настройки восстановлены и ничего из хранившегося здесь не удалено.',
    );
  });
});

describe("storage's reports", () => {
  let full = false;
  const heard: string[] = [];
  beforeEach(() => {
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage(() => full);
    onReport((words) => heard.push(words()));
  });
  afterEach(() => {
    onReport(() => undefined);
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  test('an item that cannot be read, and a storage that is full, are said in the language', () => {
    use('ru');
    localStorage.setItem('patience/v1/stats/hamlet', '{"schema":2,"game":"hamlet","attempts":');
    expect(readGameStats('hamlet').attempts).toEqual([]);
    expect(heard).toEqual([
      'Не удалось прочитать статистику игры «Гамлет», поэтому эта запись отложена в сторону; всё остальное сохранено.',
    ]);
    use('fr');
    full = true;
    expect(writeSettingsItem({ theme: 'dark' })).toBe(false);
    expect(heard[1]).toBe(
      'La progression ne peut pas être enregistrée dans ce navigateur (son stockage est plein ou désactivé)\u202f: ce que vous jouez maintenant sera perdu à la fermeture de la page, sauf si vous exportez la partie.',
    );
    full = false;
    expect(writeSettingsItem({ theme: 'dark' })).toBe(true);
    expect(heard[2]).toBe('La progression est de nouveau enregistrée.');
  });
});
