// Golden deals: the dealt cards of several deal numbers per game, pinned in test/golden/<game>.json.
// Deals of version 1 must never change; a failure here means the deal algorithm changed.
// A missing fixture is written only when UPDATE_GOLDEN=1 (then reviewed and committed by hand).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deal, listGames } from '../src/index.js';

const DEALS = [1, 2, 7, 42, 123456, 4294967295];

/** Indented JSON with each pile's cards on one line, so a fixture reads like the table. */
function compact(value: unknown): string {
  return JSON.stringify(value, null, 1).replace(/\[\s+([^[\]{}]*?)\s+\]/g, (_, inner: string) => `[${inner.replace(/\s+/g, ' ')}]`);
}

for (const game of listGames()) {
  describe(`${game.name}: golden deals`, () => {
    const file = new URL(`./golden/${game.id}.json`, import.meta.url);
    const actual = Object.fromEntries(DEALS.map((n) => [String(n), deal(game.id, n)]));
    if (!existsSync(file) && process.env['UPDATE_GOLDEN'] === '1') writeFileSync(file, `${compact(actual)}\n`);

    it('has a committed fixture', () => {
      expect(existsSync(file)).toBe(true);
    });

    it.each(DEALS)('deal %i is exactly as pinned', (n) => {
      const pinned = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(actual[String(n)]).toEqual(pinned[String(n)]);
    });
  });
}
