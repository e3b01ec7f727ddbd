// The worker that warms the browser's Intl formatters off the main thread (intl-worker.ts, intl-warm.ts): it
// must make every kind the app makes, in every language, or a page's first use of the kind it missed blocks
// the main thread again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { warm } from '../../src/web/app/intl-worker.js';

type Kind = 'NumberFormat' | 'DateTimeFormat' | 'PluralRules' | 'ListFormat';

/** Each kind of formatter the app's code makes (`new Intl.X(`), outside the worker itself. */
function kindsMade(): Set<string> {
  const kinds = new Set<string>();
  for (const dir of ['src/i18n', 'src/web/app', 'src/web/table']) {
    for (const file of readdirSync(dir)) {
      if (!/\.tsx?$/.test(file) || file === 'intl-worker.ts') continue;
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/new Intl\.(\w+)\(/g)) kinds.add(m[1]!);
    }
  }
  return kinds;
}

const originals = new Map<Kind, unknown>();
afterEach(() => {
  for (const [kind, original] of originals) Object.defineProperty(Intl, kind, { value: original, configurable: true, writable: true });
  originals.clear();
});

test.each(LANGUAGES)('%s: the worker makes every kind of Intl formatter the app makes, and each one works', (lang) => {
  const kinds = kindsMade();
  expect([...kinds].sort()).toEqual(expect.arrayContaining(['DateTimeFormat', 'NumberFormat', 'PluralRules']));
  const made = new Set<string>();
  for (const kind of kinds as Set<Kind>) {
    const original = Intl[kind];
    originals.set(kind, original);
    const watched = new Proxy(original, {
      construct(target, args: unknown[]) {
        made.add(`${kind} ${String(args[0])}`);
        return new (target as new (...a: unknown[]) => object)(...args);
      },
    });
    Object.defineProperty(Intl, kind, { value: watched, configurable: true, writable: true });
  }
  // Any formatter whose options the language refuses throws here (in the worker, it would end the warming).
  warm(lang);
  expect([...made].sort()).toEqual([...kinds].map((k) => `${k} ${lang}`).sort());
});
