// The early script (src/web/early.ts) and the shell's wait for it (src/web/app/early-wait.ts) speak through the
// page's root attribute and one event, named in each file (the early script imports nothing, so the two cannot
// share a module). Were they to drift apart, the shell would wait out its whole second on every page and no
// browser test would see it: the names are held equal here.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const source = (file: string): string => readFileSync(new URL(`../../src/web/${file}`, import.meta.url), 'utf8');
const eventOf = (text: string): string | undefined => /const EARLY_DONE = '([^']+)'/.exec(text)?.[1];

test('the early script sends the event the shell listens for, and marks the root with the states the shell reads', () => {
  const early = source('early.ts');
  const wait = source('app/early-wait.ts');
  expect(eventOf(early)).toBeDefined();
  expect(eventOf(wait)).toBe(eventOf(early));
  expect(early).toContain('document.dispatchEvent(new Event(EARLY_DONE))');
  expect(wait).toContain('document.addEventListener(EARLY_DONE');
  // The shell waits only while the root says "fetching", which the early script sets as it starts and replaces
  // with "done" once every file is linked.
  expect(wait).toContain("dataset['early'] !== 'fetching'");
  expect(early).toContain("root.dataset['early'] = 'fetching'");
  expect(early).toContain("root.dataset['early'] = 'done'");
});
