// The catalogue's own runtime (translate.ts's t) says every compiled message of every language as Lingui's
// runtime, which it replaced, says it: each placeholder, select case and plural form, with counts that take
// each language's forms, and '#' written as the language writes numbers.
import { setupI18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, compiledCatalogue } from '../../scripts/i18n-catalog.mjs';
import { type Catalogue, type Lang, formatNumber, formatPercent, t, useCatalogue } from '../../src/i18n/index.js';
import type { MessageId } from '../../src/i18n/ids.js';

type Token = string | [string, string?, Record<string, unknown>?];

/** Every placeholder of a compiled message with its type and, for a select, its cases. */
function placeholders(
  tokens: unknown,
  out = new Map<string, { type: string; cases: string[] }>(),
): Map<string, { type: string; cases: string[] }> {
  if (!Array.isArray(tokens)) return out;
  for (const token of tokens as Token[]) {
    if (typeof token === 'string') continue;
    const [name, type = '', cases = {}] = token;
    const had = out.get(name);
    out.set(name, { type: had?.type || type, cases: [...(had?.cases ?? []), ...(type === 'select' ? Object.keys(cases) : [])] });
    for (const c of Object.values(cases)) placeholders(c, out);
  }
  return out;
}

/** Counts that meet every language's forms (one, few, many, other, exact cases), grouping and fractions. */
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 999, 1000, 1234, 21_001, 1.5, -1];

/** Value sets for a message: each count for its plurals, each case (and one no case names) for its selects. */
function valueSets(tokens: unknown): Record<string, string | number>[] {
  const sets: Record<string, string | number>[] = [];
  const found = [...placeholders(tokens)];
  const base = (k: number): Record<string, string | number> =>
    Object.fromEntries(
      found.map(([name, p]) => {
        if (p.type === 'plural' || p.type === 'selectordinal') return [name, COUNTS[k % COUNTS.length]!];
        if (p.type === 'select') {
          const cases = [...new Set([...p.cases, 'no-such-case'])];
          return [name, cases[k % cases.length]!];
        }
        return [name, `‹${name}›`];
      }),
    );
  const widest = Math.max(COUNTS.length, ...found.map(([, p]) => p.cases.length + 1));
  for (let k = 0; k < widest; k++) sets.push(base(k));
  return sets;
}

describe('the catalogue runtime', () => {
  afterAll(() => useCatalogue('en', compiledCatalogue('en') as Catalogue));

  for (const lang of LANGUAGES as readonly Lang[]) {
    it(`says every ${lang} message as Lingui's runtime does`, () => {
      const catalogue = compiledCatalogue(lang);
      const lingui = setupI18n();
      lingui.loadAndActivate({ locale: lang, messages: catalogue as never });
      useCatalogue(lang, catalogue as Catalogue);
      let said = 0;
      for (const [id, tokens] of Object.entries(catalogue)) {
        for (const values of valueSets(tokens)) {
          expect(t(id as MessageId, values), `${lang} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
          said++;
        }
      }
      expect(said).toBeGreaterThan(Object.keys(catalogue).length);
    });
  }

  it('writes small whole counts without Intl exactly as Intl would, in every language', () => {
    for (const lang of LANGUAGES as readonly Lang[]) {
      const intl = new Intl.NumberFormat(lang);
      for (let n = 0; n < 1000; n++) expect(String(n), `${lang} ${n}`).toBe(intl.format(n));
    }
  });

  it('reads a missing message as its id', () => {
    useCatalogue('en', {});
    expect(t('shell.nope' as MessageId)).toBe('shell.nope');
  });
});

describe('numbers written without Intl', () => {
  afterAll(() => useCatalogue('en', compiledCatalogue('en') as Catalogue));
  const wholes = [0, 1, 7, 42, 999, 1000, 1234, 10_000, 123_456, 9_999_999, Number.MAX_SAFE_INTEGER];
  const others = [-1, -1234, 0.5, 1234.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY];

  for (const lang of LANGUAGES as readonly Lang[]) {
    it(`formatNumber writes ${lang} numbers as Intl does, grouped or not`, () => {
      useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
      const grouped = new Intl.NumberFormat(lang);
      const ungrouped = new Intl.NumberFormat(lang, { useGrouping: false });
      for (const n of [...wholes, ...others]) {
        expect(formatNumber(n), `${lang} ${n}`).toBe(grouped.format(n));
        expect(formatNumber(n, { useGrouping: false }), `${lang} ${n} ungrouped`).toBe(ungrouped.format(n));
      }
      for (let n = 0; n < 1000; n++) expect(formatNumber(n), `${lang} ${n}`).toBe(grouped.format(n));
    });
  }
});

describe('shares written without Intl', () => {
  afterAll(() => useCatalogue('en', compiledCatalogue('en') as Catalogue));
  for (const lang of LANGUAGES as readonly Lang[]) {
    it(`formatPercent writes ${lang} shares as Intl does, halves and float edges included`, () => {
      useCatalogue(lang, compiledCatalogue(lang) as Catalogue);
      const intl = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
      const shares = [
        0,
        1e-7,
        4e-5,
        5e-5,
        0.00499,
        0.005,
        1,
        0.5,
        0.005,
        0.015,
        0.145,
        0.285,
        0.565,
        0.995,
        1.005,
        2 / 3,
        1 / 3,
        9.99,
        9.994,
        9.995,
        10,
        12.34,
        -0.25,
      ];
      for (let k = 0; k <= 2000; k++) shares.push(k / 2000, k / 1000 + 0.0005, (k * 7) / 1999);
      for (const s of shares) expect(formatPercent(s), `${lang} ${s}`).toBe(intl.format(s));
      expect(formatPercent(0.1234, 1)).toBe(new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(0.1234));
    });
  }
});
