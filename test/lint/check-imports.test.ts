// The import check (scripts/check-imports.mjs) refuses each boundary violation the README names: a small
// tree that keeps every rule passes, and the same tree with one violation added fails with a line naming it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = new URL('../../scripts/check-imports.mjs', import.meta.url).pathname;

/** A tree that keeps every folder rule: each layer imports only what it may. */
const GOOD: Record<string, string> = {
  'src/engine/cards.ts': 'export const cards = 52;\n',
  'src/engine/index.ts': "export { cards } from './cards.js';\n",
  'src/games/shared.ts': "import { cards } from '../engine/index.js';\nexport const half = cards / 2;\n",
  'src/games/hamlet/index.ts':
    "import { cards } from '../../engine/index.js';\nimport { half } from '../shared.js';\nexport const hamlet = cards + half;\n",
  'src/games/hamlet/rules.md': '# Hamlet\n',
  'src/games/camelot/index.ts': "import { cards } from '../../engine/cards.js';\nexport const camelot = cards;\n",
  'src/games/registry.ts': "export { hamlet } from './hamlet/index.js';\nexport { camelot } from './camelot/index.js';\n",
  'src/solver/core/solve.ts': "import { hamlet } from '../../games/registry.js';\nexport const solve = () => hamlet;\n",
  'src/solver/fair/hint.ts': "import { solve } from '../core/solve.js';\nexport const hint = solve;\n",
  'src/solver/core/stats.ts': 'export const wilson = 1;\n',
  'src/index.ts': "export { cards } from './engine/index.js';\nexport { hint } from './solver/fair/hint.js';\n",
  'src/node/survey.ts':
    "import { readFileSync } from 'node:fs';\nimport { hint } from '../index.js';\nimport { wilson } from '../solver/core/stats.js';\nexport const survey = [readFileSync, hint, wilson];\n",
  'src/node.ts': "export { survey } from './node/survey.js';\n",
  'src/cli/main.ts':
    "import { Command } from 'commander';\nimport { cards } from '../index.js';\nimport { survey } from '../node.js';\nexport const main = [Command, cards, survey];\n",
  'src/web/table/table.ts': "import type { cards } from '../../index.js';\nexport type Table = typeof cards;\n",
  'src/web/table/index.ts': "export type { Table } from './table.js';\n",
  'src/web/app/app.tsx':
    "import { render } from 'preact';\nimport { useState } from 'preact/hooks';\nimport { signal } from '@preact/signals';\nimport type { Table } from '../table/index.js';\nimport './style.css';\nexport const app = [render, useState, signal] as unknown as Table;\n",
  'src/web/app/style.css': 'body {}\n',
  'src/web/main.tsx': "import { app } from './app/app.js';\nvoid app;\n",
  'src/web/public/icon.svg': '<svg/>\n',
};

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Runs the check over GOOD changed by `change` (a file's new text, or null to leave it out). */
function check(change: Record<string, string | null> = {}): { code: number | null; err: string } {
  const dir = mkdtempSync(join(tmpdir(), 'patience-imports-'));
  made.push(dir);
  for (const [file, text] of Object.entries({ ...GOOD, ...change })) {
    if (text === null) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const r = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
  return { code: r.status, err: r.stderr };
}

describe('scripts/check-imports.mjs', () => {
  it('passes a tree that keeps every rule', () => {
    expect(check()).toEqual({ code: 0, err: '' });
  });

  it('refuses the card table importing the shell', () => {
    const r = check({ 'src/web/table/table.ts': "import { app } from '../app/app.js';\nexport const t = app;\n" });
    expect(r.code).toBe(1);
    expect(r.err).toContain('src/web/table/table.ts imports src/web/app/app.tsx');
  });

  it.each(['preact', 'preact/hooks', '@preact/signals'])('refuses the framework-free card table importing %s', (pkg) => {
    const r = check({ 'src/web/table/table.ts': `import * as f from '${pkg}';\nexport const t = f;\n` });
    expect(r.code).toBe(1);
    expect(r.err).toContain(`src/web/table/table.ts imports the package ${pkg}`);
  });

  it('refuses the shell reaching into the table past its one face, table/index.ts', () => {
    const r = check({ 'src/web/app/board.ts': "import type { Table } from '../table/table.js';\nexport type T = Table;\n" });
    expect(r.code).toBe(1);
    expect(r.err).toContain('src/web/app/board.ts imports src/web/table/table.ts');
  });

  it('refuses JSX in the card table: it compiles to an import of Preact', () => {
    const r = check({ 'src/web/table/view.tsx': 'export const view = <div />;\n' });
    expect(r.code).toBe(1);
    expect(r.err).toContain('src/web/table/view.tsx imports the package preact/jsx-runtime');
  });

  it("refuses one game importing another's folder", () => {
    const r = check({ 'src/games/camelot/index.ts': "import { hamlet } from '../hamlet/index.js';\nexport const camelot = hamlet;\n" });
    expect(r.code).toBe(1);
    expect(r.err).toContain('src/games/camelot/index.ts imports src/games/hamlet/index.ts');
  });

  it('refuses a game importing the solver', () => {
    const r = check({
      'src/games/camelot/index.ts': "import { wilson } from '../../solver/core/stats.js';\nexport const camelot = wilson;\n",
    });
    expect(r.code).toBe(1);
    expect(r.err).toContain('src/games/camelot/index.ts imports src/solver/core/stats.ts');
  });

  it('refuses a file in a folder no rule names, module or not', () => {
    const module = check({ 'src/extra/thing.ts': 'export const x = 1;\n' });
    expect(module.code).toBe(1);
    expect(module.err).toContain('src/extra/thing.ts: no folder rule names this place');
    const page = check({ 'src/notes.md': '# notes\n' });
    expect(page.code).toBe(1);
    expect(page.err).toContain('src/notes.md: no folder rule names this place');
  });

  it('refuses the solver importing the public API above it (the arrow back up)', () => {
    const r = check({ 'src/solver/fair/hint.ts': "import { cards } from '../../index.js';\nexport const hint = cards;\n" });
    expect(r.code).toBe(1);
    expect(r.err).toContain('src/solver/fair/hint.ts imports src/index.ts');
    expect(r.err).toContain('import cycle: src/index.ts <-> src/solver/fair/hint.ts');
  });

  it('refuses packages in the pure layers and Node built-ins in the public API', () => {
    const engine = check({ 'src/engine/cards.ts': "import { Command } from 'commander';\nexport const cards = Command;\n" });
    expect(engine.code).toBe(1);
    expect(engine.err).toContain('src/engine/cards.ts imports the package commander');
    const api = check({ 'src/index.ts': "export { readFileSync } from 'node:fs';\n" });
    expect(api.code).toBe(1);
    expect(api.err).toContain('src/index.ts imports the package node:fs');
  });

  it('refuses a cycle inside one folder, and a dynamic import across a boundary', () => {
    const cycle = check({ 'src/engine/cards.ts': "import { cards as c } from './index.js';\nexport const cards = c;\n" });
    expect(cycle.code).toBe(1);
    expect(cycle.err).toContain('import cycle: src/engine/cards.ts <-> src/engine/index.ts');
    const lazy = check({ 'src/cli/main.ts': "export const main = () => import('../web/app/app.js');\n" });
    expect(lazy.code).toBe(1);
    expect(lazy.err).toContain('src/cli/main.ts imports src/web/app/app.tsx');
  });
});
