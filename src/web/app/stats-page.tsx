// Owns the statistics page (#/stats, loaded at its first visit): the figures of one game or of all games,
// the chart, a reset (asked first), and export and import as JSON (a bad file is refused, nothing changes).
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../index.js';
import { formatNumber, formatPercent, t } from '../../i18n/index.js';
// The shell's list of the games, not the library's: the library (the engine and the games) is not loaded for this page.
import { CATALOG_IDS as GAME_IDS, gameName } from './catalog.js';
import { ResultsChart } from './chart.js';
import { ask } from './leave.js';
import { type Attempt, type GameStats, emptyStats, exportOf, figures, merge } from './stats.js';
import { readExport } from './stats-file.js';
import { SCHEMA, readGameStats, watch, writeGameStats } from './storage.js';
import { download, formatTime, say } from './ui.js';
import './pages.css';

type Shown = GameId | 'all';

function percent(x: number | null): string {
  return x === null ? '—' : formatPercent(Math.round(x * 100) / 100);
}

function Figures({ attempts }: { attempts: readonly Attempt[] }) {
  const f = figures(attempts);
  const time = (ms: number | null): string => (ms === null ? '—' : formatTime(ms));
  // Counts, moves and scores in the language's digits, ungrouped as before ("1111 moves").
  const count = (n: number | null): string => (n === null ? '—' : formatNumber(n, { useGrouping: false }));
  const rows: [string, string, string][] = [
    ['played', t('stats.figure.played'), count(f.played)],
    ['won', t('stats.figure.won'), count(f.won)],
    ['lost', t('stats.figure.lost'), count(f.lost)],
    ['win-rate', t('stats.figure.winRate'), percent(f.winRate)],
    ['streak', t('stats.figure.streak'), count(f.streak)],
    ['best-streak', t('stats.figure.bestStreak'), count(f.bestStreak)],
    ['best-time', t('stats.figure.bestTime'), time(f.bestTimeMs)],
    ['average-time', t('stats.figure.averageTime'), time(f.averageTimeMs)],
    ['fewest-moves', t('stats.figure.fewestMoves'), count(f.fewestMoves)],
    ['best-score', t('stats.figure.bestScore'), count(f.bestScore)],
    [
      'unaided',
      t('stats.figure.unaided'),
      f.won === 0 ? '—' : t('stats.unaided', { unaided: count(f.wonUnaided), won: count(f.won), share: percent(f.unaidedShare) }),
    ],
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
  // Who the statistics shown are of, for the messages that name them: all games, or one game by its name.
  const whose = { scope: shown === 'all' ? 'all' : 'game', name: shown === 'all' ? '' : gameName(shown) };
  const redraw = (): void => setVersion((n) => n + 1);

  const reset = (): void =>
    ask({
      title: t('stats.reset.title'),
      text: t('stats.reset.text', whose),
      yes: t('stats.reset.yes'),
      onYes: () => {
        for (const g of shown === 'all' ? GAME_IDS : [shown]) writeGameStats(emptyStats(g));
        redraw();
        say(t('stats.reset.done', whose));
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
      setError(t('stats.import.refused', { reason: read }));
      return;
    }
    setError(null);
    for (const s of read) writeGameStats(merge(readGameStats(s.game), s));
    redraw();
    say(t('stats.import.done', { count: read.reduce((n, s) => n + s.attempts.length, 0) }));
  };

  return (
    <main class="page stats-page">
      <header class="page-bar">
        <a class="home-link" href="#/">
          {t('shell.nav.home')}
        </a>
        <h1>{t('shell.nav.stats')}</h1>
        <a class="button" href="#/settings">
          {t('shell.nav.settings')}
        </a>
      </header>
      <div class="tabs" role="group" aria-label={t('stats.show')}>
        {(['all', ...GAME_IDS] as Shown[]).map((g) => (
          <button key={g} aria-pressed={shown === g} data-show={g} onClick={() => setShown(g)}>
            {g === 'all' ? t('stats.all') : gameName(g)}
          </button>
        ))}
      </div>
      <h2>{shown === 'all' ? t('stats.all') : whose.name}</h2>
      <Figures attempts={attempts} />
      <ResultsChart attempts={attempts} />
      <p>
        <a class="button" href="#/played" data-test="played-link">
          {t('stats.playedLink')}
        </a>
      </p>
      <p class="quiet">{t('stats.explain')}</p>
      <div class="buttons">
        <button onClick={exportAll}>{t('stats.export')}</button>
        <label class="button file">
          {t('stats.import')}
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
          {t('stats.reset.button', whose)}
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
