// Solver benchmark: for each game, nodes per second, and the share of a fixed set of deals (1..N)
// decided (winnable or unwinnable) within 1 s and within the time limit, on one core.
// "Within 1 s" is read off the run at the full limit (how long each decided deal took). Where a game's
// solver alternates depth-first slices with beam hunts (Hamlet), the slices are shares of the limit, so a
// run with a 1 s limit would differ; the figure is the share decided in the first second of a full run.
// Positions per second count every position either kind of search generated; the depth-first column is
// the depth-first search alone (beam off), over the first 10 deals at 1 s each.
//
//   node scripts/bench-solver.mjs                 quick: 10 deals per game, 1 s each
//   node scripts/bench-solver.mjs --full          the set: 200 deals per game, 10 s each
//   options: --deals N  --time-limit S  --games hamlet,camelot  --lib DIR (a built dist/, default ./dist)
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const full = flag('--full');
const deals = Number(value('--deals', full ? 200 : 10));
const limitS = Number(value('--time-limit', full ? 10 : 1));
const lib = resolve(value('--lib', 'dist'));
const { deal, solve, listGames } = await import(pathToFileURL(`${lib}/index.js`).href);
const games = value(
  '--games',
  listGames()
    .map((g) => g.id)
    .join(','),
).split(',');

console.log(`solver bench: deals 1..${deals}, ${limitS} s per deal, one core (thoughtful: the stock order is known)`);
console.log('game                   nodes/s  depth-first/s   decided<=1s  decided<=limit  won  lost  unknown');
for (const game of games) {
  let nodes = 0;
  let ms = 0;
  let within1 = 0;
  let decided = 0;
  const counts = { winnable: 0, unwinnable: 0, unknown: 0 };
  for (let d = 1; d <= deals; d++) {
    const r = solve(deal(game, d), { timeLimitMs: limitS * 1000 });
    nodes += r.nodes;
    ms += r.ms;
    counts[r.verdict]++;
    if (r.verdict !== 'unknown') {
      decided++;
      if (r.ms <= 1000) within1++;
    }
  }
  let dfsNodes = 0;
  let dfsMs = 0;
  for (let d = 1; d <= Math.min(deals, 10); d++) {
    const r = solve(deal(game, d), { timeLimitMs: 1000, beam: false });
    dfsNodes += r.nodes;
    dfsMs += r.ms;
  }
  const pct = (k) => `${((100 * k) / deals).toFixed(1)}%`;
  console.log(
    `${game.padEnd(22)} ${String(Math.round((nodes / Math.max(ms, 1)) * 1000)).padStart(9)}  ${String(Math.round((dfsNodes / Math.max(dfsMs, 1)) * 1000)).padStart(13)}   ${pct(within1).padStart(11)}  ${pct(decided).padStart(14)}  ${String(counts.winnable).padStart(3)}  ${String(counts.unwinnable).padStart(4)}  ${String(counts.unknown).padStart(7)}`,
  );
}
