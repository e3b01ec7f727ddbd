// Solver benchmark: for each game, nodes per second, and the share of a fixed set of deals (1..N)
// decided (winnable or unwinnable) within 1 s and within the time limit, on one core.
// A deal's search does not depend on the clock until it stops, so one run at the limit tells both shares.
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
const games = value('--games', listGames().map((g) => g.id).join(',')).split(',');

console.log(`solver bench: deals 1..${deals}, ${limitS} s per deal, one core (thoughtful: the stock order is known)`);
console.log('game                   nodes/s   decided<=1s  decided<=limit  won  lost  unknown');
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
  const pct = (k) => `${((100 * k) / deals).toFixed(1)}%`;
  console.log(
    `${game.padEnd(22)} ${String(Math.round((nodes / Math.max(ms, 1)) * 1000)).padStart(9)}   ${pct(within1).padStart(11)}  ${pct(decided).padStart(14)}  ${String(counts.winnable).padStart(3)}  ${String(counts.unwinnable).padStart(4)}  ${String(counts.unknown).padStart(7)}`,
  );
}
