// The public surface is fenced: exactly these names leave the package (src/index.ts), and the
// package.json exports map has no wildcard.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import * as api from '../src/index.js';

it('exports exactly the contract', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot();
});

it('has no wildcard export in package.json', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> };
  expect(Object.keys(pkg.exports).some((k) => k.includes('*'))).toBe(false);
  expect(Object.keys(pkg.exports)).toContain('.');
});
