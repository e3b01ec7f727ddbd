// `npm run bench`: speed figures, never asserted in tests. Runs the engine benchmark below and the review's, then the
// solver's, the fair hint's and the web app's benchmarks when their scripts are present. Uses the built
// package (dist/).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { applyMove, deal, legalMoves, listGames, openGame, reviewGame, solve, winnableDeals } = await import('../dist/index.js');
const { reference } = await import('./bench-reference/index.mjs');

/** Random legal playouts (seeded, bounded): time spent listing legal moves and applying moves. */
function engineBench(game, playouts, maxMoves) {
  let seed = 12345;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  let listed = 0;
  let applied = 0;
  let listMs = 0;
  let applyMs = 0;
  for (let d = 1; d <= playouts; d++) {
    let p = deal(game, d);
    for (let i = 0; i < maxMoves && p.status === 'playing'; i++) {
      let t = performance.now();
      const moves = legalMoves(p);
      listMs += performance.now() - t;
      listed++;
      const m = moves[Math.floor(rand() * moves.length)];
      t = performance.now();
      p = applyMove(p, m);
      applyMs += performance.now() - t;
      applied++;
    }
  }
  return { listed, applied, listPerSec: (listed / listMs) * 1000, applyPerSec: (applied / applyMs) * 1000 };
}

/**
 * The same playouts through the bots' mutable API at its fast path: list the move codes, make one, and
 * at the end of each playout unmake back to the deal (so make and unmake are both counted).
 */
function mutableBench(game, playouts, maxMoves) {
  let seed = 12345;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  let listed = 0;
  let made = 0;
  const started = performance.now();
  for (let d = 1; d <= playouts; d++) {
    const g = openGame(deal(game, d));
    for (let i = 0; i < maxMoves; i++) {
      const codes = g.codes();
      listed++;
      if (codes.length === 0) break;
      g.makeCode(codes[Math.floor(rand() * codes.length)]);
      made++;
    }
    while (g.unmake()) made++;
  }
  const ms = performance.now() - started;
  return { listed, made, perSec: ((listed + made) / ms) * 1000 };
}

const only = process.argv[2];
// A child of the engine-against-reference section (`referenceOf`): one game's rounds, then nothing else.
if (only === 'reference-of') {
  console.log(referenceLine(process.argv[3]));
  process.exit(0);
}
// The other child (`referenceTogether`): every game played once, then each game's rounds, all in this process.
if (only === 'reference-together') {
  for (const g of listGames()) referenceBench(g.id, 1, 12_000, 300);
  for (const g of listGames()) console.log(referenceLine(g.id));
  process.exit(0);
}

console.log('Engine: random legal playouts (200 deals, at most 300 moves each), one core');
console.log('game                  positions listed/s   moves applied/s   (applyMove includes status and score)');
for (const g of listGames()) {
  if (only && only !== g.id && only !== 'engine') continue;
  const r = engineBench(g.id, 200, 300);
  console.log(
    `${g.id.padEnd(22)}${Math.round(r.listPerSec).toLocaleString('en').padStart(18)}${Math.round(r.applyPerSec).toLocaleString('en').padStart(18)}`,
  );
}

console.log('');
console.log('Mutable API (openGame: codes, makeCode, unmake), the same playouts, one core');
console.log('game                  lists + makes + unmakes per second');
for (const g of listGames()) {
  if (only && only !== g.id && only !== 'engine') continue;
  const r = mutableBench(g.id, 200, 300);
  console.log(`${g.id.padEnd(22)}${Math.round(r.perSec).toLocaleString('en').padStart(18)}`);
}

/** CPU time of this process in ms (user and system): unlike the clock, it stops while other processes run. */
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Seeded random legal playouts from `starts` through `api` (legalMoves, applyMove), at most `maxMoves` moves each: their CPU time in ms. */
function playoutsMs(api, starts, maxMoves) {
  const t = cpuMs();
  starts.forEach((start, i) => {
    let s = 12345 + i;
    let p = start;
    for (let k = 0; k < maxMoves && p.status === 'playing'; k++) {
      const moves = api.legalMoves(p);
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      p = api.applyMove(p, moves[(s >>> 8) % moves.length]);
    }
  });
  return cpuMs() - t;
}

/** The deals 1, 2, … whose seeded playouts (as `playoutsMs` plays them) make at least `moves` moves in all. */
function playoutStarts(game, moves, maxMoves) {
  const starts = [];
  for (let made = 0; made < moves;) {
    const i = starts.length;
    let p = deal(game, i + 1);
    starts.push(p);
    let s = 12345 + i;
    for (let k = 0; k < maxMoves && p.status === 'playing'; k++, made++) {
      const legal = legalMoves(p);
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      p = applyMove(p, legal[(s >>> 8) % legal.length]);
    }
  }
  return starts;
}

/**
 * The engine against the plain reference (scripts/bench-reference/, held to the engine's moves by its test):
 * each round plays the same playouts through both, one after the other (which goes first alternates), in
 * CPU time, so that other processes on the machine weigh on neither; whole batches rather than single
 * playouts, so that each side's garbage is collected in its own time. The ratio of their times per round,
 * the median and the range of the rounds.
 */
function referenceBench(game, rounds, moves, maxMoves) {
  const starts = playoutStarts(game, moves, maxMoves);
  const engine = { legalMoves, applyMove };
  const ratios = [];
  for (let r = -1; r < rounds; r++) {
    const order = r % 2 === 0 ? [engine, reference[game]] : [reference[game], engine];
    const [first, second] = order.map((api) => playoutsMs(api, starts, maxMoves));
    if (r >= 0) ratios.push(order[0] === engine ? second / first : first / second);
  }
  ratios.sort((a, b) => a - b);
  return { median: ratios[Math.floor(rounds / 2)], low: ratios[0], high: ratios[rounds - 1] };
}

/** One game's line of the engine-against-reference table. */
function referenceLine(game) {
  const r = referenceBench(game, 9, 12_000, 300);
  return `${game.padEnd(22)}${r.median.toFixed(2).padStart(10)}×${`${r.low.toFixed(2)}–${r.high.toFixed(2)}`.padStart(28)}`;
}

/**
 * Each game's rounds in a process of its own (`bench.mjs reference-of GAME` prints its line), as a program
 * playing one game runs them: in one process the engine's shared code has met all five games' states by the
 * later games, and calls into a game's state from it are made through a lookup, not inlined; the public
 * API's hot path asks the state from methods of the game's own class (`GameState.play`), so both tables
 * should agree (see README).
 */
function referenceOf(game) {
  return benchChild(['reference-of', game], `the reference rounds of ${game}`);
}

/**
 * Every game's rounds in one process, after each game has been played once through both (`bench.mjs
 * reference-together` prints the lines), as a script or check that loops over the games runs them: the
 * engine's shared code has then met all five games' states before any game's rounds are timed.
 */
function referenceTogether() {
  return benchChild(['reference-together'], 'the reference rounds of the games together');
}

/** What a child run of this script (`args`) prints; `what` names it in the error when it fails. */
function benchChild(args, what) {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${what} failed: ${r.stderr}`);
  return r.stdout.trimEnd();
}

console.log('');
console.log('Engine against a plain reference of the rules: legalMoves + applyMove on JSON positions, the same seeded playouts');
console.log(
  '(at most 300 moves each, 12,000 moves in all) through each, 9 interleaved rounds, CPU time, each game in a process of its own',
);
console.log('game                  engine speed ÷ reference speed (median)   range of rounds');
for (const g of listGames()) {
  if (only && only !== g.id && only !== 'engine' && only !== 'reference') continue;
  console.log(referenceOf(g.id));
}
if (!only || only === 'engine' || only === 'reference') {
  console.log("The same, all games in one process (each game played once through both first, then each game's rounds)");
  console.log(referenceTogether());
}

/**
 * A lost game of at most `length` moves: the solver's winning line for most of a winnable deal (60% of
 * it, at most 60% of `length`), then seeded legal moves (the stock last) until the game ends or the
 * record is full; the first of a few seeds whose last position the solver proves lost (else the last
 * seed's game).
 */
function lostGame(game, dealNumber, length) {
  const start = deal(game, dealNumber);
  const line = solve(start, { timeLimitMs: 20_000 }).moves ?? [];
  const prefix = line.slice(0, Math.floor(Math.min(line.length * 0.6, length * 0.6)));
  let record;
  for (let seed = 1; seed <= 8; seed++) {
    let p = start;
    const moves = [];
    for (const m of prefix) {
      moves.push(m);
      p = applyMove(p, m);
    }
    let s = seed * 7919 + dealNumber;
    while (p.status === 'playing' && moves.length < length) {
      // The stock only when nothing else moves: random turns of the stock rarely lose a game.
      const legal = legalMoves(p);
      const others = legal.filter((m) => m.type !== 'stock');
      const pool = others.length > 0 ? others : legal;
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      const m = pool[(s >>> 8) % pool.length];
      moves.push(m);
      p = applyMove(p, m);
    }
    record = { game, deal: dealNumber, moves };
    if (p.status === 'lost' || solve(p, { timeLimitMs: 3000 }).verdict === 'unwinnable') break;
  }
  return record;
}

/** reviewGame on lost games of about 150 moves, the default budget (30 s), one core. */
function reviewBench() {
  console.log('');
  console.log(
    'Review (reviewGame, default budget): games of the first listed winnable deals, the solver line for 60% then seeded moves, at most 150 moves',
  );
  console.log('game                  deal  moves  verdict         turn  solves   review s      CPU s');
  for (const g of listGames()) {
    for (const n of winnableDeals(g.id, { count: g.id === 'hamlet' ? 5 : 2 })) {
      const record = lostGame(g.id, n, 150);
      const t = performance.now();
      const cpu = process.cpuUsage();
      const r = reviewGame(record);
      const s = (performance.now() - t) / 1000;
      const used = process.cpuUsage(cpu);
      const cpuS = (used.user + used.system) / 1e6;
      console.log(
        `${g.id.padEnd(22)}${String(n).padStart(4)}${String(r.moves).padStart(7)}  ${r.verdict.padEnd(14)}${String(r.turn ?? '-').padStart(5)}${String(r.solves).padStart(8)}${s.toFixed(2).padStart(11)}${cpuS.toFixed(2).padStart(11)}`,
      );
    }
  }
}

if (!only || only === 'all' || only === 'review') reviewBench();

// The fair hint's time per game comes from the fair survey's script (--bench), with its default budget.
for (const [script, ...rest] of [['bench-solver.mjs'], ['fair-survey.mjs', '--bench'], ['bench-web.mjs']]) {
  if (only && only !== 'all') break;
  const path = join(here, script);
  if (!existsSync(path)) continue;
  console.log('');
  const r = spawnSync(process.execPath, [path, ...rest], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
