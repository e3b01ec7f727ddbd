// Prints the table of WINNABILITY.md from the survey results kept in winnability/<game>.jsonl, so the
// published figures always come from the committed results. Uses the built package (dist/).
//
//   node scripts/winnability-table.mjs [--dir winnability]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const dir = resolve(at >= 0 ? args[at + 1] : 'winnability');
const { listGames } = await import(pathToFileURL(resolve('dist/index.js')).href);
const { summarise } = await import(pathToFileURL(resolve('dist/solver/core/index.js')).href);

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const int = (n) => n.toLocaleString('en-US');
console.log('| game | deals | time limit | won | proved lost | unknown | win rate | 95% interval | median ms | 95th pct ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |');
for (const game of listGames()) {
  const file = join(dir, `${game.id}.jsonl`);
  if (!existsSync(file)) continue;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
  // One row per time limit the file holds; a deal solved twice under one limit counts once (the last line).
  for (const limitMs of [...new Set(lines.map((r) => r.limitMs))].sort((a, b) => a - b)) {
    const byDeal = new Map(lines.filter((r) => r.limitMs === limitMs).map((r) => [r.deal, r]));
    const s = summarise(game.id, [...byDeal.values()]);
    console.log(
      `| ${game.name} | ${int(s.deals)} | ${limitMs / 1000} s | ${int(s.won)} | ${int(s.lost)} | ${int(s.unknown)} | ${pct(s.winRate)} | ${pct(s.interval[0])}–${pct(s.interval[1])} | ${int(s.medianMs)} | ${int(s.p95Ms)} |`,
    );
  }
}
