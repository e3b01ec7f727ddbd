// The `patience` command, run as users run it (the built bin), with its exit statuses and one-line errors.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyMove, deal, legalMoves, listGames, replay } from '../../src/index.js';
import { patience } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'patience-cli-'));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('patience games / rules / deal', () => {
  it('lists every game with its name and decks', async () => {
    const r = await patience(['games']);
    expect(r.code).toBe(0);
    for (const g of listGames()) expect(r.out).toMatch(new RegExp(`^${g.id}\\s+${g.name}\\s+${g.decks} decks?$`, 'm'));
  });

  it('prints the rules page of a game as plain text, then how to play it in the terminal', async () => {
    const r = await patience(['rules', 'hamlet']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Hamlet\n=+\n/);
    expect(r.out).toMatch(/^Goal\n----\n/m);
    expect(r.out).not.toMatch(/\*\*|^#/m);
    const terminal = r.out.slice(r.out.indexOf('Playing in the terminal'));
    expect(terminal).toMatch(/^Playing in the terminal\n-+\n/);
    expect(terminal).toContain('t3 f1');
  });

  it("prints Hamilton's rank table as aligned columns and its nested lists indented", async () => {
    const r = await patience(['rules', 'hamilton']);
    expect(r.out).toMatch(/^ {2}Start rank {3}The ranks from lowest to highest$/m);
    expect(r.out).toMatch(/^ {6}7 {8}7 8 9 10 J Q K A 2 3 4 5 6$/m);
    expect(r.out).toMatch(/^ {2}- Foundations\n {4}- An empty foundation/m);
    expect(r.out).not.toContain('|');
  });

  it('prints a dealt board as text and as the JSON of the library', async () => {
    const text = await patience(['deal', 'hamlet', '--deal', '7']);
    expect(text.code).toBe(0);
    expect(text.out).toContain('Hamlet — deal 7');
    expect(text.out).toMatch(/^t1:\s+KD KC TC 9D 2H 6S 8H 9S$/m);
    const json = await patience(['deal', 'hamlet', '--deal', '7', '--json']);
    expect(JSON.parse(json.out)).toEqual(deal('hamlet', 7));
  });

  it('chooses and prints a deal number when none is given', async () => {
    const r = await patience(['deal', 'hamlet', '--json']);
    expect(r.code).toBe(0);
    const n = Number(/^deal (\d+)$/.exec(r.err.trim())![1]);
    expect(JSON.parse(r.out)).toEqual(deal('hamlet', n));
  });

  it('uses colour only when asked for, and never with NO_COLOR', async () => {
    expect((await patience(['deal', 'hamlet', '--deal', '7'], undefined, { FORCE_COLOR: '1' })).out).toContain('\x1b[');
    expect((await patience(['deal', 'hamlet', '--deal', '7'], undefined, { FORCE_COLOR: '1', NO_COLOR: '1' })).out).not.toContain('\x1b[');
  });
});

describe('patience moves / apply / replay', () => {
  const p = deal('hamlet', 7);
  const position = file('p.json', p);

  it('prints the legal moves as a JSON array', async () => {
    const r = await patience(['moves', '--position', position]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(legalMoves(p));
  });

  it('reads the position from standard input with -', async () => {
    const r = await patience(['moves', '--position', '-'], JSON.stringify(p));
    expect(JSON.parse(r.out)).toEqual(legalMoves(p));
  });

  it('applies a move', async () => {
    const move = legalMoves(p)[0]!;
    const r = await patience(['apply', '--position', position, '--move', JSON.stringify(move)]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(applyMove(p, move));
  });

  it('replays a record to its final position', async () => {
    const moves = [legalMoves(p)[0]!];
    const record = file('r.json', { game: 'hamlet', deal: 7, moves });
    const r = await patience(['replay', record]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(replay({ game: 'hamlet', deal: 7, moves }));
  });
});

describe('patience errors: exit 1 with one line for bad input, exit 2 for usage', () => {
  const oneLine = (s: string) => s.trim().split('\n').length === 1;

  it.each([
    [
      'an illegal move',
      ['apply', '--position', 'P', '--move', '{"type":"move","from":"tableau-1","to":"tableau-2"}'],
      /^patience: 9S can't go on 6D: it needs a 5$/,
    ],
    ['a malformed move', ['apply', '--position', 'P', '--move', '{"type":'], /^patience: --move: the move is not valid JSON/],
    ['a bad position', ['moves', '--position', 'BAD'], /^patience: tableau-1: card 1 from the bottom, "ZZ", is not a card code/],
    ['a missing file', ['moves', '--position', '/nonexistent/p.json'], /^patience: cannot read \/nonexistent\/p.json: no such file$/],
    ['a bad record', ['replay', 'REC'], /^patience: move 1: 9S can't go on 6D: it needs a 5$/],
    ['an unknown game', ['deal', 'spider'], /^patience: unknown game "spider"/],
    [
      'a bad deal number',
      ['deal', 'hamlet', '--deal', '12x'],
      /^patience: --deal: a deal number must be a whole number from 1 to 4294967295, not "12x"$/,
    ],
  ])('%s', async (_name, args, message) => {
    const p = deal('hamlet', 7);
    const paths: Record<string, string> = {
      P: file('good.json', p),
      BAD: file('bad.json', { ...p, piles: { ...p.piles, 'tableau-1': ['ZZ'] } }),
      REC: file('rec.json', { game: 'hamlet', deal: 7, moves: [{ type: 'move', from: 'tableau-1', to: 'tableau-2' }] }),
    };
    const r = await patience(args.map((a) => paths[a] ?? a));
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(oneLine(r.err)).toBe(true);
    expect(r.err.trim()).toMatch(message);
  });

  it.each([[['frobnicate']], [['deal']], [['moves']], [['deal', 'hamlet', '--colour']]])('usage error %j exits 2', async (args) => {
    const r = await patience(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/error:/);
  });
});
