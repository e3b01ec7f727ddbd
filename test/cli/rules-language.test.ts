// `patience rules` in each language: the page read is the game's page in that language (English when it has
// none, and for anything that is not a bare language code), and every page turns into plain text whole.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listGames } from '../../src/index.js';
import { plainText, rulesMarkdown } from '../../src/cli/rules.js';
import { patience } from './run.js';

const source = (game: string, file: string): string =>
  readFileSync(join(import.meta.dirname, '..', '..', 'src', 'games', game, file), 'utf8');

describe('rulesMarkdown', () => {
  it("reads the game's page in the language asked for", async () => {
    expect(rulesMarkdown('hamlet', 'fr')).toBe(source('hamlet', 'rules.fr.md'));
    expect(rulesMarkdown('union-square', 'ru')).toBe(source('union-square', 'rules.ru.md'));
    expect(rulesMarkdown('hamlet', 'en')).toBe(source('hamlet', 'rules.md'));
  });

  it('reads the English page for a language with no page, and for anything that is not a bare language code', async () => {
    const english = source('camelot', 'rules.md');
    for (const language of ['pt', '', 'FR', 'fr-FR', '../hamlet/rules', 'fr/../../hamlet/rules', '.fr'])
      expect(rulesMarkdown('camelot', language), language).toBe(english);
  });
});

describe.each(['en', 'fr', 'de', 'es', 'it', 'ru'])('every rules page in %s as plain text', (language) => {
  it.each(listGames().map((g) => g.id))('%s: its title underlined, no Markdown left', async (game) => {
    const text = plainText(rulesMarkdown(game, language));
    const [title, rule] = text.split('\n');
    expect(rule).toBe('='.repeat(title!.length));
    expect(text).not.toMatch(/\*\*|^#|^\s*\|/m);
    // Wrapped to the terminal's width: no line longer than 78 characters but an unbreakable word.
    for (const line of text.split('\n')) if (line.length > 78) expect(line.trim(), line).not.toMatch(/\s/);
  });
});

describe('patience rules in the command’s language', () => {
  const title = (game: string, file: string): string => source(game, file).split('\n')[0]!.slice(2);

  it('follows LANG, then LC_ALL over it, then --lang over both: the page and its terminal part', async () => {
    const fr = await patience(['rules', 'hamlet'], undefined, { LANG: 'fr_FR.UTF-8' });
    expect(fr.code).toBe(0);
    expect(fr.out.split('\n')[0]).toBe(title('hamlet', 'rules.fr.md'));
    expect(fr.out).toContain('But du jeu');
    expect(fr.out).toContain('Jouer dans le terminal');
    const ru = await patience(['rules', 'british-constitution'], undefined, { LANG: 'fr_FR.UTF-8', LC_ALL: 'ru_RU.UTF-8' });
    expect(ru.out.split('\n')[0]).toBe(title('british-constitution', 'rules.ru.md'));
    expect(ru.out).toContain('Игра в терминале');
    const de = await patience(['rules', 'camelot', '--lang', 'de'], undefined, { LC_ALL: 'ru_RU.UTF-8' });
    expect(de.out).toContain('Im Terminal spielen');
    expect(de.out.split('\n')).toContain('Ziel');
  });

  it('prints the English page in English, and the notation of the help the same in every language', async () => {
    const en = await patience(['rules', 'union-square']);
    expect(en.out.split('\n')[0]).toBe('Union Square');
    expect(en.out).toContain('Playing in the terminal');
    const it = await patience(['rules', 'union-square', '--lang', 'it']);
    // The help after the words: its notation column is the command's, the same in Italian as in English;
    // what each command does is said in Italian.
    const help = (text: string): string[] =>
      text
        .slice(text.lastIndexOf(':\n'))
        .split('\n')
        .filter((l) => l.startsWith('  '));
    const notation = (text: string): string[] => help(text).map((l) => l.slice(0, 14));
    expect(notation(it.out)).toEqual(notation(en.out));
    expect(notation(en.out)).toContain('  t4 t6 3     ');
    expect(help(it.out)).toContain('  w t6        la carta dello scarto su t6');
    expect(help(en.out)).toContain('  w t6        the waste card to t6');
  });
});
