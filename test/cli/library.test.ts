// The package works as a library from a script in the repository: `import … from "patience"`.
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('runs the example bot, which imports the public API by the package name', () => {
  const script = new URL('../../examples/greedy-bot.mjs', import.meta.url).pathname;
  const r = spawnSync(process.execPath, [script, 'hamlet', '7'], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/^hamlet deal 7: \d+ moves, (playing|won|lost), score \d+, replay matches$/m);
});
