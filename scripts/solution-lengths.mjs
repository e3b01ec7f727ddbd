// Solution lengths (issue 16): per game, the mean length of the solver's winning lines as the search
// finds them (raw) and as `solve` returns them (shortened), beside the mean of each game's simple lower
// bound (src/solver/core/shorten.ts, `lowerBound`), on held-back deals (not the test deals). One core;
// run it niced on a shared machine. Prints a Markdown table.
//
//   node scripts/solution-lengths.mjs                      deals 10001-10100, 10 s per solve, every game
//   options: --from N  --deals K  --time-limit S  --games hamilton,hamlet  --lib DIR (a built dist/, default ./dist)
//            --cpu-clock: time limits count this process's CPU time, not the wall clock (as in bench-solver.mjs)
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const from = Number(value('--from', 10001));
const count = Number(value('--deals', 100));
const limitMs = Number(value('--time-limit', 10)) * 1000;
const lib = resolve(value('--lib', 'dist'));
if (args.includes('--cpu-clock')) {
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const offset = Date.now() - cpuMs();
  Date.now = () => Math.floor(offset + cpuMs());
}
const { deal, solve, listGames, applyMove, sameMove } = await import(pathToFileURL(`${lib}/index.js`).href);
const { lowerBound } = await import(pathToFileURL(`${lib}/solver/core/shorten.js`).href);
const { shortenSolution } = await import(pathToFileURL(`${lib}/solver/core/solve.js`).href);
const { rulesFor } = await import(pathToFileURL(`${lib}/games/registry.js`).href);

/** The codes of a line of moves, as the game's state lists them (what the solver shortens). */
function codesOf(rules, position, moves) {
  const state = rules.open(position);
  const buf = new Int32Array(512);
  return moves.map((m) => {
    const n = state.moves(buf, 0);
    const code = buf.subarray(0, n).find((c) => sameMove(state.decode(c), m));
    state.make(code);
    return code;
  });
}

/** The moves of codes from a position. */
function movesOf(rules, position, codes) {
  const state = rules.open(position);
  const buf = new Int32Array(512);
  return codes.map((c) => {
    state.moves(buf, 0);
    const m = state.decode(c);
    state.make(c);
    return m;
  });
}
const games = value(
  '--games',
  listGames()
    .map((g) => g.id)
    .join(','),
).split(',');

const mean = (xs) => (xs.length === 0 ? NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');

console.log(`Deals ${from}-${from + count - 1}, ${limitMs / 1000} s per solve, one core.\n`);
console.log('| game | won | raw mean (max) | shortened mean (max) | lower bound mean | shortened / bound | shortening time mean (max) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const game of games) {
  const raw = [];
  const short = [];
  const bound = [];
  const ratio = [];
  const extra = [];
  for (let d = from; d < from + count; d++) {
    const position = deal(game, d);
    // The search's raw line, then shortened exactly as solve does it (same budget: the clock starts
    // when the search did), so that raw and shortened lengths are of one line.
    const plain = solve(position, { timeLimitMs: limitMs, shorten: false });
    if (plain.verdict !== 'winnable') continue;
    const rules = rulesFor(game);
    const t0 = Date.now();
    const codes = shortenSolution(
      rules,
      position,
      codesOf(rules, position, plain.moves),
      plain.nodes,
      { timeLimitMs: limitMs },
      t0 - plain.ms,
    );
    const shortened = { moves: movesOf(rules, position, codes), ms: Date.now() - t0 };
    // Every shortened line must replay to a win and be no longer than the raw one.
    let p = position;
    for (const m of shortened.moves) p = applyMove(p, m);
    if (p.status !== 'won') throw new Error(`${game} deal ${d}: the shortened line does not win`);
    if (shortened.moves.length > plain.moves.length) throw new Error(`${game} deal ${d}: the shortened line is longer`);
    const b = lowerBound(game, position);
    raw.push(plain.moves.length);
    short.push(shortened.moves.length);
    bound.push(b);
    ratio.push(shortened.moves.length / b);
    extra.push(shortened.ms);
  }
  const max = (xs) => (xs.length === 0 ? NaN : Math.max(...xs));
  console.log(
    `| ${game} | ${raw.length} | ${f1(mean(raw))} (${max(raw)}) | ${f1(mean(short))} (${max(short)}) | ${f1(mean(bound))} | ${(mean(short) / mean(bound)).toFixed(2)}× | ${Math.round(mean(extra))} ms (${max(extra)} ms) |`,
  );
}
