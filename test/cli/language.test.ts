// The command in French and Russian: its verdicts, hints, errors, help and terminal game speak the language
// asked for (LANG, LC_ALL or --lang), while the `--json` output and the move notation stay the same bytes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deal, legalMoves } from '../../src/index.js';
import { patience } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'patience-language-'));
const position = join(dir, 'hamlet.json');
writeFileSync(position, JSON.stringify(deal('hamlet', 7)));
const record = join(dir, 'record.json');
writeFileSync(record, JSON.stringify({ game: 'camelot', deal: 2, moves: [{ type: 'stock' }] }));

describe('the command in French and in Russian', () => {
  it('says the solver’s verdict in the language, with the moves in the notation', async () => {
    const en = await patience(['solve', 'camelot', '--deal', '2', '--time-limit', '60']);
    const fr = await patience(['solve', 'camelot', '--deal', '2', '--time-limit', '60', '--lang', 'fr']);
    const ru = await patience(['solve', 'camelot', '--deal', '2', '--time-limit', '60'], undefined, { LANG: 'ru_RU.UTF-8' });
    for (const r of [en, fr, ru]) expect(r.code).toBe(0);
    const moves = /^winnable in (\d+) moves \(thoughtful/.exec(en.out)![1];
    expect(fr.out.split('\n')[0]).toBe(`gagnable en ${moves} coups (réfléchi\u202f: le solveur connaît l’ordre de la pioche)`);
    expect(ru.out.split('\n')[0]).toMatch(new RegExp(`^выигрышный за ${moves} ход(а|ов)? \\(с открытой колодой`));
    expect(fr.out.split('\n')[1]).toMatch(/^\d+ positions explorées en \d+,\d\d s$/);
    expect(ru.out.split('\n')[1]).toMatch(/^просмотрено \d+ позици(я|и|й) за \d+,\d\d с$/);
    // The winning line is the same notation in every language.
    const line = (text: string): string => text.split('\n').slice(2).join('\n');
    expect(line(fr.out)).toBe(line(en.out));
    expect(line(ru.out)).toBe(line(en.out));
    expect(line(en.out)).toMatch(/^1\. s\n2\. w t\d+/);
  });

  it('gives the hint in the language, its move in the notation', async () => {
    const fr = await patience(['hint', '--position', position, '--lang', 'fr']);
    expect(fr.code).toBe(0);
    expect(fr.out).toMatch(
      /^t\d+ [tf]\d+( \d+)? \((le premier coup d’une victoire\u202f: rien n’est caché|aucune victoire trouvée à temps)/,
    );
    const ru = await patience(['hint', 'camelot', '--deal', '2', '--samples', '2', '--time-limit', '30'], undefined, {
      LC_ALL: 'ru_RU.UTF-8',
    });
    expect(ru.code).toBe(0);
    expect(ru.out).toMatch(/^(s|w t\d+) \((выигрывает в \d из 2 случайных колод|выигрыш не найден ни в одной из 2 случайных колод)/);
  });

  it('refuses in the language, with the same exit statuses', async () => {
    const fr = await patience(['deal', 'nope', '--lang', 'fr']);
    expect(fr.code).toBe(1);
    expect(fr.err).toBe(
      'patience: jeu inconnu «\u202fnope\u202f» (jeux\u202f: hamilton, camelot, hamlet, union-square, british-constitution)\n',
    );
    const ru = await patience(['solve', 'hamlet', '--deal', '1', '--time-limit', 'soon', '--lang', 'ru']);
    expect(ru.code).toBe(1);
    expect(ru.err).toBe('patience: --time-limit должно быть числом секунд от 0.001 до 1000000, а не «soon»\n');
    const usage = await patience(['hint', 'hamlet'], undefined, { LANG: 'fr_FR.UTF-8' });
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('patience hint\u202f: donnez soit JEU --deal N, soit --position FICHIER');
    const file = await patience(['moves', '--position', join(dir, 'missing.json'), '--lang', 'ru']);
    expect(file.code).toBe(1);
    expect(file.err).toBe(`patience: не удаётся прочитать ${join(dir, 'missing.json')}: нет такого файла\n`);
  });

  it('plays in the language: the header, the prompt’s words, a refused move and the end; the record unchanged', async () => {
    const input = 'zz\nt3 t4\nq\n';
    const en = await patience(['play', 'camelot', '--deal', '2'], input);
    const fr = await patience(['play', 'camelot', '--deal', '2', '--lang', 'fr'], input);
    const ru = await patience(['play', 'camelot', '--deal', '2'], input, { LANG: 'ru_RU.UTF-8' });
    expect(fr.out).toContain('Tapez les coups comme «\u202ft3 f1\u202f»\u202f; «\u202f?\u202f» montre toutes les commandes.');
    expect(fr.out).toContain('Camelot — donne 2\n');
    expect(fr.out).toContain('> «\u202fzz\u202f» n’est ni une pile ni une commande (tapez «\u202f?\u202f» pour l’aide)');
    expect(fr.out).toMatch(/> Interdit\u202f: /);
    expect(fr.out).toContain('Partie finie\u202f: en cours, score 0.');
    expect(ru.out).toContain('Камелот — расклад № 2\n');
    expect(ru.out).toContain('фаза: раскладка   s: 52 карты');
    expect(ru.out).toContain('> «zz» — не стопка и не команда (введите ? для справки)');
    expect(ru.out).toContain('Игра окончена: не закончена, очков: 0.');
    const last = (text: string): string => text.trimEnd().split('\n').at(-1)!;
    expect(last(fr.out)).toBe(last(en.out));
    expect(last(ru.out)).toBe(last(en.out));
    expect(JSON.parse(last(en.out))).toEqual({ game: 'camelot', deal: 2, moves: [] });
  });

  it('prints its help and each command’s help in the language', async () => {
    const top = await patience(['--help'], undefined, { LANG: 'fr_FR.UTF-8' });
    expect(top.code).toBe(0);
    expect(top.out).toMatch(/^Utilisation\u202f: patience \[options\] \[commande\]\n/);
    expect(top.out).toContain('\nCommandes\u202f:\n');
    expect(top.out).toMatch(/-h, --help +afficher l’aide de la commande/);
    // The list of commands names their arguments in the language too.
    expect(top.out).toMatch(/\n {2}help \[commande\] +afficher l’aide de la commande\n/);
    const de = await patience(['--help', '--lang', 'de']);
    expect(de.out).toMatch(/\n {2}deal \[Optionen\] <Spiel> /);
    expect(de.out).not.toMatch(/\[options\]|\[command\]/);
    const en = await patience(['play', '--help']);
    expect(en.out).toMatch(
      /^Usage: patience play \[options\] <game>\n\nplay in the terminal: board, moves in a short notation, undo, hint\n/,
    );
    expect(en.out).toMatch(/\nArguments:\n {2}game +game id\n\nOptions:\n/);
    expect(en.out).toMatch(/\(choices: "off",\s+"safe",\s+"all",\s+default:\s+"off"\)\n {2}-h, --help +display help for command\n$/);
    const play = await patience(['play', '--help', '--lang', 'ru']);
    expect(play.out).toMatch(/^Использование: patience play \[параметры\] <игра>\n/);
    expect(play.out).toMatch(/\(варианты: "off",\s+"safe",\s+"all",\s+по умолчанию:\s+"off"\)/);
    expect(play.out).toContain('\nАргументы:\n  игра ');
    expect(play.out).not.toMatch(/Options:|display help|choices:/);
  });

  it('names the values the arguments and options take in the language; English help as before', async () => {
    const commands = [...(await patience(['--help'])).out.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]!);
    expect(commands).toEqual(expect.arrayContaining(['deal', 'play', 'solve', 'hint', 'survey', 'review', 'daily', 'apply']));
    const names = (text: string): string[] => [...text.matchAll(/[<[]([^\s<>[\]]+)[>\]]/g)].map((m) => m[1]!);
    // The English names, and those French writes the same way (numbers, seconds, a code, a mode, JSON).
    const english = ['game', 'file', 'n', 'k', 's', 'code', 'mode', 'json', 'day', 'options', 'command'];
    const sameInFrench = ['n', 'k', 's', 'code', 'mode', 'json', 'options'];
    const seen = new Set<string>();
    for (const command of ['', ...commands]) {
      const args = command === '' ? ['--help'] : [command, '--help'];
      const en = await patience(args);
      const fr = await patience(args, undefined, { LANG: 'fr_FR.UTF-8' });
      const ru = await patience([...args, '--lang', 'ru']);
      for (const r of [en, fr, ru]) expect(r.code).toBe(0);
      for (const name of names(en.out)) seen.add(name);
      expect(names(en.out).filter((name) => !english.includes(name))).toEqual([]);
      expect(names(fr.out).filter((name) => english.includes(name) && !sameInFrench.includes(name))).toEqual([]);
      expect(names(ru.out).filter((name) => english.includes(name) && name !== 'json')).toEqual([]);
      // An argument listed on its own is named in the language too.
      expect(fr.out).not.toMatch(/^ {2}(game|file) /m);
      expect(ru.out).not.toMatch(/^ {2}(game|file) /m);
    }
    expect([...seen].sort()).toEqual([...english].sort());
    // English help as it always was, and the option names that parsing reads the same in every language.
    const survey = await patience(['survey', '--help']);
    expect(survey.out).toMatch(/^Usage: patience survey \[options\] <game>\n/);
    expect(survey.out).toMatch(/\nArguments:\n {2}game +game id\n/);
    expect(survey.out).toMatch(/\n {2}--deals <n> +how many deals\n {2}--first <n> /);
    expect(survey.out).toMatch(/\n {2}--results <file> +/);
    const fr = await patience(['survey', '--help', '--lang', 'fr']);
    expect(fr.out).toMatch(/^Utilisation\u202f: patience survey \[options\] <jeu>\n/);
    expect(fr.out).toMatch(/\n {2}--results <fichier> +/);
    const ru = await patience(['daily', '--help'], undefined, { LANG: 'ru_RU.UTF-8' });
    expect(ru.out).toMatch(/^Использование: patience daily \[параметры\] \[игра\]\n/);
    expect(ru.out).toMatch(/\n {2}--date <день> +/);
    const parsed = await patience(['deal', 'hamlet', '--deal', '3', '--json', '--lang', 'ru']);
    expect(parsed.out).toBe((await patience(['deal', 'hamlet', '--deal', '3', '--json'])).out);
  });
});

describe('--json output is the same bytes in every language', () => {
  const runs: [string, string[]][] = [
    ['deal', ['deal', 'union-square', '--deal', '5', '--json']],
    ['moves', ['moves', '--position', position]],
    ['replay', ['replay', record]],
    ['apply', ['apply', '--position', position, '--move', JSON.stringify(legalMoves(deal('hamlet', 7))[0])]],
    ['daily', ['daily', '--date', '2026-03-01', '--json']],
    ['winnable', ['winnable', 'hamlet', '--count', '3', '--json']],
  ];
  it.each(runs)('%s', async (_name, args) => {
    const en = await patience(args);
    const fr = await patience([...args, '--lang', 'fr']);
    const ru = await patience(args, undefined, { LC_ALL: 'ru_RU.UTF-8' });
    expect(en.out.length).toBeGreaterThan(2);
    expect(fr.out).toBe(en.out);
    expect(ru.out).toBe(en.out);
    expect(fr.code).toBe(en.code);
    expect(ru.code).toBe(en.code);
  });

  it('solve --json: the same object, but for the time it took', async () => {
    const args = ['solve', 'camelot', '--deal', '2', '--json', '--time-limit', '60'];
    const withoutTime = (text: string): string => text.replace(/"ms":\d+(\.\d+)?/, '"ms":0');
    const en = await patience(args);
    const ru = await patience([...args, '--lang', 'ru']);
    expect(JSON.parse(en.out)).toMatchObject({ verdict: 'winnable' });
    expect(withoutTime(ru.out)).toBe(withoutTime(en.out));
  });
});

describe('commander’s own refusals in the language', () => {
  it('says a missing argument, an unknown option with its suggestion, and a bad choice in French and Russian; English as commander writes it', async () => {
    expect((await patience(['play'])).err).toBe("patience: error: missing required argument 'game' (run patience --help for usage)\n");
    const fr = await patience(['play', '--lang', 'fr']);
    expect(fr.code).toBe(2);
    expect(fr.err).toBe("patience: erreur\u202f: argument obligatoire 'game' manquant (lancez patience --help pour l’aide)\n");
    const typo = await patience(['deal', 'hamlet', '--dael', '3'], undefined, { LANG: 'fr_FR.UTF-8' });
    expect(typo.code).toBe(2);
    expect(typo.err).toBe(
      "patience: erreur\u202f: option inconnue '--dael' (Vouliez-vous dire --deal\u202f?) (lancez patience --help pour l’aide)\n",
    );
    const choice = await patience(['play', 'hamlet', '--auto', 'x', '--lang', 'ru']);
    expect(choice.code).toBe(2);
    expect(choice.err).toBe(
      "patience: ошибка: недопустимое значение 'x' параметра '--auto <mode>'. Допустимые значения: off, safe, all. (справка: patience --help)\n",
    );
  });
});
