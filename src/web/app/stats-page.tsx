// Owns the statistics page (#/stats, loaded at its first visit): the figures of one game or of all games,
// the chart, a reset (asked first), and export and import as JSON (a bad file is refused, nothing changes).
import { useEffect, useState } from 'preact/hooks';
import { type GameId, GAME_IDS, listGames } from '../../index.js';
import { ResultsChart } from './chart.js';
import { ask } from './leave.js';
import { type Attempt, type GameStats, emptyStats, exportOf, figures, merge, readExport } from './stats.js';
import { SCHEMA, readGameStats, watch, writeGameStats } from './storage.js';
import { download, formatTime, say } from './ui.js';
import './pages.css';

type Shown = GameId | 'all';

function percent(x: number | null): string {
  return x === null ? '—' : `${Math.round(x * 100)}%`;
}

function Figures({ attempts }: { attempts: readonly Attempt[] }) {
  const f = figures(attempts);
  const time = (ms: number | null): string => (ms === null ? '—' : formatTime(ms));
  const rows: [string, string, string][] = [
    ['played', 'Played', String(f.played)],
    ['won', 'Won', String(f.won)],
    ['lost', 'Lost (left unfinished included)', String(f.lost)],
    ['win-rate', 'Win rate (finished games)', percent(f.winRate)],
    ['streak', 'Current streak', String(f.streak)],
    ['best-streak', 'Best streak', String(f.bestStreak)],
    ['best-time', 'Best time to win', time(f.bestTimeMs)],
    ['average-time', 'Average time to win', time(f.averageTimeMs)],
    ['fewest-moves', 'Fewest moves to win', f.fewestMoves === null ? '—' : String(f.fewestMoves)],
    ['best-score', 'Best score', f.bestScore === null ? '—' : String(f.bestScore)],
    ['unaided', 'Won without help', f.won === 0 ? '—' : `${f.wonUnaided} of ${f.won} (${percent(f.unaidedShare)})`],
  ];
  return (
    <dl class="figures-list">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-test={`stat-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatsPage() {
  const [shown, setShown] = useState<Shown>('all');
  const [error, setError] = useState<string | null>(null);
  const [, setVersion] = useState(0);
  // Read afresh on every drawing; another tab's change to the statistics draws the page again.
  useEffect(() => watch((key) => key?.includes('/stats/') !== false && setVersion((n) => n + 1)), []);
  const all: GameStats[] = GAME_IDS.map((g) => readGameStats(g));
  const attempts = shown === 'all' ? all.flatMap((s) => s.attempts) : (all.find((s) => s.game === shown)?.attempts ?? []);
  const games = listGames();
  const what = shown === 'all' ? 'all games' : (games.find((g) => g.id === shown)?.name ?? shown);
  const redraw = (): void => setVersion((n) => n + 1);

  const reset = (): void =>
    ask({
      title: 'Reset statistics?',
      text: `The statistics of ${what} will be cleared. Export them first to keep a copy. Saved games are not touched.`,
      yes: 'Reset',
      onYes: () => {
        for (const g of shown === 'all' ? GAME_IDS : [shown]) writeGameStats(emptyStats(g));
        redraw();
        say(`The statistics of ${what} were reset.`);
      },
      onNo: () => undefined,
    });

  const exportAll = (): void => {
    const day = new Date().toISOString().slice(0, 10);
    download(`patience-statistics-${day}.json`, `${JSON.stringify(exportOf(all, SCHEMA, Date.now()), null, 1)}\n`);
  };

  const importText = (text: string): void => {
    const read = readExport(text, SCHEMA);
    if (typeof read === 'string') {
      setError(`${read} Nothing was changed.`);
      return;
    }
    setError(null);
    for (const s of read) writeGameStats(merge(readGameStats(s.game), s));
    redraw();
    say(`Statistics imported: ${read.reduce((n, s) => n + s.attempts.length, 0)} games.`);
  };

  return (
    <main class="page stats-page">
      <header class="page-bar">
        <a class="home-link" href="#/">
          ◂ Games
        </a>
        <h1>Statistics</h1>
        <a class="button" href="#/settings">
          Settings
        </a>
      </header>
      <div class="tabs" role="group" aria-label="Show the statistics of">
        {(['all', ...GAME_IDS] as Shown[]).map((g) => (
          <button key={g} aria-pressed={shown === g} data-show={g} onClick={() => setShown(g)}>
            {g === 'all' ? 'All games' : (games.find((x) => x.id === g)?.name ?? g)}
          </button>
        ))}
      </div>
      <h2>{shown === 'all' ? 'All games' : what}</h2>
      <Figures attempts={attempts} />
      <ResultsChart attempts={attempts} />
      <p>
        <a class="button" href="#/played" data-test="played-link">
          Games played, to replay
        </a>
      </p>
      <p class="quiet">
        A game counts as played once a move is made; a deal won, undone and won again is one win; a begun game left for another deal, or
        restarted, counts as lost. A hint, a solution or a "can this still be won?" verdict marks a game as helped.
      </p>
      <div class="buttons">
        <button onClick={exportAll}>Export statistics</button>
        <label class="button file">
          Import statistics
          <input
            type="file"
            accept="application/json,.json"
            data-test="stats-import"
            onChange={async (e) => {
              const input = e.target as HTMLInputElement;
              const file = input.files?.[0];
              if (file) importText(await file.text());
              input.value = '';
            }}
          />
        </label>
        <button onClick={reset} data-test="stats-reset">
          Reset {shown === 'all' ? 'all' : what}
        </button>
      </div>
      {error !== null && (
        <p class="error" role="alert" data-test="stats-error">
          {error}
        </p>
      )}
    </main>
  );
}
