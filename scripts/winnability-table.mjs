// Prints the table of WINNABILITY.md from the survey results kept in winnability/<game>*.jsonl, so the
// published figures always come from the committed results. Uses the built package (dist/).
//
//   node scripts/winnability-table.mjs [--dir winnability]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const dir = resolve(at >= 0 ? args[at + 1] : 'winnability');
const { listGames } = await import(pathToFileURL(resolve('dist/index.js')).href);
const { summarise } = await import(pathToFileURL(resolve('dist/solver/core/index.js')).href);

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const int = (n) => n.toLocaleString('en-US');
/** The deals as runs of consecutive numbers ("1–1,000", "1,477–5,010, 5,739–9,260"), or first–last and how many runs when there are more than three. */
const ranges = (deals) => {
  const sorted = [...deals].sort((a, b) => a - b);
  const runs = [];
  for (const d of sorted) {
    const last = runs.at(-1);
    if (last !== undefined && d === last[1] + 1) last[1] = d;
    else runs.push([d, d]);
  }
  const text = runs.map(([a, b]) => (a === b ? int(a) : `${int(a)}–${int(b)}`));
  return text.length <= 3 ? text.join(', ') : `${int(sorted[0])}–${int(sorted.at(-1))} in ${int(runs.length)} runs`;
};
/** One row of the table: a summary (`summarise`) of the deals, and its two time columns. */
const row = (label, deals, limit, s, times) =>
  console.log(
    `| ${label} | ${int(s.deals)} (${ranges(deals)}) | ${limit} | ${int(s.won)} | ${int(s.lost)} | ${int(s.unknown)} | ${pct(s.winRate)} | ${pct(s.interval[0])}–${pct(s.interval[1])} | ${times} |`,
  );
console.log('| game | deals | time limit | won | proved lost | unknown | win rate | 95% interval | median ms | 95th pct ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |');
for (const game of listGames()) {
  // The game's main survey first, then its other files (winnability/<game>-<name>.jsonl: other solvers,
  // clocks or deal lists), each as rows of their own.
  const files = readdirSync(dir)
    .filter((f) => f === `${game.id}.jsonl` || (f.startsWith(`${game.id}-`) && f.endsWith('.jsonl')))
    .sort((a, b) => (a === `${game.id}.jsonl` ? -1 : b === `${game.id}.jsonl` ? 1 : a.localeCompare(b)));
  // Every verdict of every file together: a deal is won when any run won it, lost when any proved it
  // lost (both at once would be a bug in the solver: the script stops), unknown otherwise.
  const merged = new Map();
  let rows = 0;
  for (const name of files) {
    const lines = readFileSync(join(dir, name), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l));
    // One row per time limit, clock and solver the file holds; a deal solved twice under one of them
    // counts once (the last line).
    const groups = new Map();
    for (const r of lines) {
      const key = `${r.limitMs}|${r.clock ?? 'wall'}|${r.solver ?? ''}`;
      if (!groups.has(key)) groups.set(key, new Map());
      groups.get(key).set(r.deal, r);
      const before = merged.get(r.deal) ?? 'unknown';
      if (before !== 'unknown' && r.verdict !== 'unknown' && before !== r.verdict) {
        throw new Error(`${game.id} deal ${r.deal}: ${before} in one survey, ${r.verdict} in ${name}`);
      }
      if (r.verdict !== 'unknown') merged.set(r.deal, r.verdict);
      else if (!merged.has(r.deal)) merged.set(r.deal, 'unknown');
    }
    for (const [key, byDeal] of [...groups].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
      const [limitMs, clock, solver] = key.split('|');
      const deals = [...byDeal.keys()];
      const s = summarise(game.id, [...byDeal.values()]);
      const label =
        name === `${game.id}.jsonl` && solver === '' ? game.name : `${game.name} (${[name, solver].filter((x) => x !== '').join(', ')})`;
      const limit = `${Number(limitMs) / 1000} s${clock === 'cpu' ? ' of CPU' : ''}`;
      rows++;
      row(label, deals, limit, s, `${int(s.medianMs)} | ${int(s.p95Ms)}`);
    }
  }
  if (rows > 1) {
    const s = summarise(
      game.id,
      [...merged].map(([deal, verdict]) => ({ deal, verdict, nodes: 0, ms: 0 })),
    );
    row(`${game.name}, every survey together`, merged.keys(), 'any', s, '— | —');
  }
}
