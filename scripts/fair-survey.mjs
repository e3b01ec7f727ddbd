// The fair win-rate survey: the fair hint played automatically from the deal on, for the games with a
// hidden stock, one JSON line per deal appended to winnability/fair/<game>.jsonl (resumable: deals
// already there under the same budget are skipped). `--table` prints WINNABILITY.md's fair table from
// those files beside the thoughtful rate of the same deals (winnability/<game>.jsonl).
//
// The player: at each decision with more than one legal move it asks the fair hint with the budget below
// (arrangements sampled, positions per solve, moves re-checked) and plays its move, then follows the
// winning line of the sampled arrangement behind that move (fairPlanWith) until the line brings an
// unseen card into view (up to then the line is legal whatever the stock holds, and nothing new is
// known), and asks again (with --every it asks at every decision instead: a line fits the one
// arrangement it was found in, and following it through choices that reveal nothing, such as Camelot's
// removals, commits to that arrangement). A decision with one legal move is just played. Like a careful
// player it never returns to a position it has seen in this game (moves leading to one are avoided while
// any other move is left; a game with only such moves left counts as lost), and it gives up after
// MAX_MOVES moves (lost). Once nothing is hidden (a stock dealt out) the hint is exact: a real solve of at most HINT_MS.
//
//   node scripts/fair-survey.mjs --games hamilton,camelot --deals 200 [--first 1] [--samples 6]
//        [--node-limit N] [--candidates 2] [--every] [--dir winnability/fair] [--lib dist]
//   node scripts/fair-survey.mjs --table [--dir winnability/fair]
//   node scripts/fair-survey.mjs --bench      the hint's time per game with its default budget
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const lib = resolve(value('--lib', 'dist'));
const dir = resolve(value('--dir', join('winnability', 'fair')));
const HIDDEN = ['hamilton', 'camelot', 'union-square', 'british-constitution'];
const MAX_MOVES = 2000;
/** Time limit of a hint: a safety net (sampled hints are bounded by their node caps; an exact one, once nothing is hidden, is a real solve). */
const HINT_MS = 30_000;

const { deal, legalMoves, applyMove, listGames } = await import(pathToFileURL(`${lib}/index.js`).href);
const { fairPlanWith } = await import(pathToFileURL(`${lib}/solver/fair/index.js`).href);
const { rulesFor } = await import(pathToFileURL(`${lib}/games/registry.js`).href);
const { wilson } = await import(pathToFileURL(`${lib}/solver/core/index.js`).href);

const readLines = (file) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l))
    : [];

if (args.includes('--table')) {
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  console.log(
    '| game | deals | fair wins | fair rate | 95% interval | thoughtful rate, same deals | 95% interval | fair / thoughtful | budget per decision | median s per game |',
  );
  console.log('| --- | ---: | ---: | ---: | --- | ---: | --- | ---: | --- | ---: |');
  for (const game of listGames().filter((g) => HIDDEN.includes(g.id))) {
    const lines = readLines(join(dir, `${game.id}.jsonl`));
    const budgets = [...new Set(lines.map((r) => r.budget))];
    const thoughtful = new Map(readLines(join(resolve('winnability'), `${game.id}.jsonl`)).map((r) => [r.deal, r.verdict]));
    for (const budget of budgets) {
      const rows = [...new Map(lines.filter((r) => r.budget === budget).map((r) => [r.deal, r])).values()];
      const n = rows.length;
      const won = rows.filter((r) => r.won).length;
      const [lo, hi] = wilson(won, n);
      const known = rows.filter((r) => thoughtful.has(r.deal));
      const tWon = known.filter((r) => thoughtful.get(r.deal) === 'winnable').length;
      const [tlo, thi] = wilson(tWon, known.length);
      const secs = rows.map((r) => r.ms / 1000).sort((a, b) => a - b);
      const median = secs.length === 0 ? 0 : secs[Math.floor((secs.length - 1) / 2)];
      const b = rows[0];
      const budgetText = `${b.samples} samples, ${b.nodeLimit.toLocaleString('en-US')} positions a solve, ${b.candidates} move${b.candidates === 1 ? '' : 's'} re-checked${b.follow === false ? '; asked at every decision' : "; the hint's line followed to the next card revealed"}`;
      const ratio = tWon === 0 ? '—' : (won / n / (tWon / known.length)).toFixed(2);
      const deals = `${n} (${Math.min(...rows.map((r) => r.deal))}–${Math.max(...rows.map((r) => r.deal))})`;
      console.log(
        `| ${game.name} | ${deals} | ${won} | ${pct(won / n)} | ${pct(lo)}–${pct(hi)} | ${pct(tWon / known.length)} | ${pct(tlo)}–${pct(thi)} | ${ratio} | ${budgetText} | ${median.toFixed(1)} |`,
      );
    }
  }
  process.exit(0);
}

if (args.includes('--bench')) {
  // The hint's time with its default budget (what a player gets): median and slowest over positions
  // of deals 1-10, at the deal and after 10 and 25 steps of a fixed walk, for every game.
  const { fairHint } = await import(pathToFileURL(`${lib}/index.js`).href);
  console.log('Fair hint, default budget (fairHint(position)): deals 1-10 at the deal and after 10 and 25 steps');
  console.log('| game | positions | median ms | slowest ms | sampled / exact |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const game of listGames()) {
    const times = [];
    const methods = { sampled: 0, exact: 0 };
    for (let d = 1; d <= 10; d++) {
      for (const steps of [0, 10, 25]) {
        let p = deal(game.id, d);
        for (let k = 0; k < steps && p.status === 'playing'; k++) {
          const legal = legalMoves(p);
          p = applyMove(p, legal[(k * 7 + d) % legal.length]);
        }
        if (p.status !== 'playing') continue;
        const t = performance.now();
        methods[fairHint(p).method]++;
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${game.name} | ${times.length} | ${Math.round(times[Math.floor((times.length - 1) / 2)])} | ${Math.round(times.at(-1))} | ${methods.sampled} / ${methods.exact} |`,
    );
  }
  process.exit(0);
}

const games = value('--games', HIDDEN.join(',')).split(',');
for (const g of games) if (!HIDDEN.includes(g)) throw new Error(`fair-survey: ${g} is not a game with a hidden stock`);
const first = Number(value('--first', 1));
const deals = Number(value('--deals', 200));
const samples = Number(value('--samples', 8));
const candidates = Number(value('--candidates', 2));
/** Follow the hint's line until a card is revealed (default), or (--every) ask the hint at every decision. */
const follow = !args.includes('--every');
/** Positions per solve by default: the solver's speed differs by game (README's benchmark). */
const NODES = { hamilton: 20000, camelot: 5000, 'union-square': 3000, 'british-constitution': 8000 };
mkdirSync(dir, { recursive: true });

/** Plays one deal with the fair hint; returns the line to record. */
function play(game, dealNumber, budget) {
  const rules = rulesFor(game);
  const started = Date.now();
  const keyOf = (q) => JSON.stringify(q.piles) + JSON.stringify(q.vars);
  let p = deal(game, dealNumber);
  const seen = new Set([keyOf(p)]);
  let moves = 0;
  let decisions = 0;
  let stuck = false;
  /** The rest of the line the last hint chose (played until it brings an unseen card into view). */
  let plan = [];
  while (p.status === 'playing' && moves < MAX_MOVES) {
    const legal = legalMoves(p);
    const next = legal.map((m) => applyMove(p, m));
    const fresh = next.map((q) => !seen.has(keyOf(q)));
    if (!fresh.includes(true)) {
      stuck = true;
      break;
    }
    let index = plan.length > 0 ? legal.findIndex((m) => JSON.stringify(m) === JSON.stringify(plan[0])) : -1;
    if (index >= 0 && fresh[index]) plan.shift();
    else if (fresh.filter(Boolean).length === 1) {
      index = fresh.indexOf(true);
      plan = [];
    } else {
      decisions++;
      const { hint, line } = fairPlanWith(rules, p, {
        samples: budget.samples,
        nodeLimit: budget.nodeLimit,
        candidates: budget.candidates,
        timeLimitMs: HINT_MS,
        seed: dealNumber * 1000 + moves,
        avoid: legal.filter((_, i) => !fresh[i]),
      });
      index = legal.findIndex((m) => JSON.stringify(m) === JSON.stringify(hint.move));
      if (index < 0 || !fresh[index]) index = fresh.indexOf(true);
      plan = budget.follow ? line.slice(1) : [];
    }
    p = next[index];
    seen.add(keyOf(p));
    moves++;
  }
  return { game, deal: dealNumber, won: p.status === 'won', moves, decisions, stuck, ms: Date.now() - started, ...budget };
}

// Interleave the games deal by deal, so that a run cut short has about as many deals of each.
const done = new Map(games.map((g) => [g, new Set(readLines(join(dir, `${g}.jsonl`)).map((r) => `${r.budget}#${r.deal}`))]));
for (let d = first; d < first + deals; d++) {
  for (const game of games) {
    const nodeLimit = Number(value('--node-limit', NODES[game]));
    const budget = { samples, nodeLimit, candidates, follow, budget: `s${samples}-n${nodeLimit}-c${candidates}${follow ? '' : '-every'}` };
    if (done.get(game).has(`${budget.budget}#${d}`)) continue;
    const line = play(game, d, budget);
    appendFileSync(join(dir, `${game}.jsonl`), JSON.stringify(line) + '\n');
    console.log(JSON.stringify(line));
  }
}
