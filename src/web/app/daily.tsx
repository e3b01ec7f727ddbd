// Owns the daily page (#/daily, loaded at its first visit): today's deal of each of the five games (by the
// UTC date, the same deal the command and the library give), each with its Play link and, once begun, how
// it went and a Share button; and the daily figures (daily-stats.ts), read from the statistics.
import { useEffect, useState } from 'preact/hooks';
import { type GameId, GAME_IDS, dailyDeal, listGames } from '../../index.js';
import { formatNumber, t } from '../../i18n/index.js';
import { gameName } from './catalog.js';
import { warmIntl } from './intl-warm.js';
import { dailyFigures, dailyOf, dayOf, dayWords, shareText } from './daily-stats.js';
import type { Attempt } from './stats.js';
import { share } from './share.js';
import { readGameStats, watch } from './storage.js';
import { formatTime } from './ui.js';
import './pages.css';

function status(a: Attempt | null): string {
  if (a === null) return t('daily.status.none');
  if (a.outcome === 'open') return t('daily.status.open', { moves: a.moves });
  return t('daily.status.done', { outcome: a.outcome, moves: a.moves, time: formatTime(a.timeMs) });
}

/** Today's sentence, its date in a `<time>` element wherever the language puts it. */
function Today({ day }: { day: string }) {
  const mark = '\u0001';
  const [before = '', after = ''] = t('daily.today', { date: mark }).split(mark);
  return (
    <p>
      {before}
      <time dateTime={day}>{dayWords(day)}</time>
      {after}
    </p>
  );
}

function Row({ game, name, day, attempt }: { game: GameId; name: string; day: string; attempt: Attempt | null }) {
  const deal = dailyDeal(game, day);
  return (
    <li class="game-card daily-card" data-daily={game} data-deal={deal}>
      <div class="game-text">
        <h2>{name}</h2>
        <p>
          {t('daily.deal', { deal: String(deal) })} <span data-test="daily-status">{status(attempt)}</span>
        </p>
      </div>
      <div class="buttons">
        {attempt !== null && (
          <button
            data-share={game}
            aria-label={t('daily.share.label', { game: name })}
            onClick={() => void share(shareText(game, day, attempt))}
          >
            {t('daily.share')}
          </button>
        )}
        <a class="play" href={`#/daily/${game}`} aria-label={t('daily.play.label', { game: name, deal: String(deal) })}>
          {attempt?.outcome === 'open' ? t('shell.home.continue') : t('shell.home.play')}
        </a>
      </div>
    </li>
  );
}

/**
 * The page's first date, in a task of its own before its first drawing, once a worker has warmed the date's
 * formatter (app.tsx's `ready`; see played-page.tsx's `prepare`).
 */
export const prepare = [() => warmIntl(), () => dayWords(dayOf(Date.now()))];

export function DailyPage() {
  const [, setVersion] = useState(0);
  useEffect(() => watch((key) => key?.includes('/stats/') !== false && setVersion((n) => n + 1)), []);
  const day = dayOf(Date.now());
  const all = GAME_IDS.map((g) => readGameStats(g));
  const f = dailyFigures(all, day);
  const rows: [string, string, number][] = [
    ['days-played', t('daily.figure.daysPlayed'), f.daysPlayed],
    ['days-won', t('daily.figure.daysWon'), f.daysWon],
    ['streak', t('daily.figure.streak'), f.streak],
    ['best-streak', t('daily.figure.bestStreak'), f.bestStreak],
  ];
  return (
    <main class="page daily-page">
      <header class="page-bar">
        <a class="home-link" href="#/">
          {t('shell.nav.home')}
        </a>
        <h1>{t('shell.nav.daily')}</h1>
        <a class="button" href="#/stats">
          {t('shell.nav.stats')}
        </a>
      </header>
      <Today day={day} />
      <ul class="games">
        {listGames().map((g) => (
          <Row key={g.id} game={g.id} name={gameName(g.id)} day={day} attempt={dailyOf(all, g.id, day)} />
        ))}
      </ul>
      <h2>{t('daily.yourGames')}</h2>
      <dl class="figures-list">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-test={`daily-${key}`}>{formatNumber(value, { useGrouping: false })}</dd>
          </div>
        ))}
      </dl>
      <p class="quiet">{t('daily.explain')}</p>
    </main>
  );
}
