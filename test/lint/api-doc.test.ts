// docs/api.md lists every export of the package's two entries from their types and doc comments; it is
// written by scripts/api-doc.mjs and must match what the sources give now.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import * as nodeEntry from '../../src/node.js';

const SCRIPT = new URL('../../scripts/api-doc.mjs', import.meta.url).pathname;
const PAGE = new URL('../../docs/api.md', import.meta.url);

describe('docs/api.md', () => {
  it('is what scripts/api-doc.mjs writes from the sources today', () => {
    const r = spawnSync(process.execPath, [SCRIPT, '--check'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('has a heading for every value either entry exports', () => {
    const page = readFileSync(PAGE, 'utf8');
    for (const name of [...Object.keys(library), ...Object.keys(nodeEntry)]) expect(page).toContain(`#### \`${name}\``);
  });
});
