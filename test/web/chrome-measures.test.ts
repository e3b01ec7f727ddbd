// The chrome's measures that notices.tsx writes on the page's root when the window or the chrome changes size
// stop at the table (issue 30, item 1): nothing on the table uses them, and a value every card inherited
// restyled all of the table's 2,400 card-face elements at each change (traced: 2,464 elements, 27 with
// them stopped), in the task of a resize or a move that changed the status line's height.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const read = (path: string): string => readFileSync(new URL(`../../src/web/${path}`, import.meta.url), 'utf8');

test('every measure written on the root is reset on the table', () => {
  const written = [...read('app/notices.tsx').matchAll(/set\('(--[a-z-]+)'/g)].map((m) => m[1]!);
  expect(written.length).toBeGreaterThan(3);
  const table = /\n\.table \{([^}]*)\}/.exec(read('app/style.css'))?.[1] ?? '';
  for (const name of written) expect(table, name).toMatch(new RegExp(`${name}: initial;`));
});
