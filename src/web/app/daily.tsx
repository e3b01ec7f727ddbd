// Owns the daily page (#/daily, loaded at its first visit): today's deal of each of the five games (by the
// UTC date, the same deal the command and the library give), each with its Play link and, once begun, how
// it went and a Share button; and the daily figures (daily-stats.ts), read from the statistics.
import { useEffect, useState } from 'preact/hooks';
import { type GameId, GAME_IDS, dailyDeal, listGames } from '../../index.js';
import { gameName } from './catalog.js';
import { dailyFigures, dailyOf, dayOf, shareText } from './daily-stats.js';
import type { Attempt } from './stats.js';
import { share } from './share.js';
import { readGameStats, watch } from './storage.js';
import { formatTime } from './ui.js';
import './pages.css';

function status(a: Attempt | null): string {
  if (a === null) return 'Not begun';
  if (a.outcome === 'open') return `In progress, ${a.moves} moves`;
  const result = a.outcome === 'won' ? 'Won' : a.outcome === 'lost' ? 'Lost' : 'Left unfinished';
  return `${result} in ${a.moves} moves, ${formatTime(a.timeMs)}`;
}

function Row({ game, name, day, attempt }: { game: GameId; name: string; day: string; attempt: Attempt | null }) {
  const deal = dailyDeal(game, day);
  return (
    <li class="game-card daily-card" data-daily={game} data-deal={deal}>
      <div class="game-text">
        <h2>{name}</h2>
        <p>
          Deal {deal}. <span data-test="daily-status">{status(attempt)}</span>
        </p>
      </div>
      <div class="buttons">
        {attempt !== null && (
          <button data-share={game} aria-label={`Share your result in ${name}`} onClick={() => void share(shareText(game, day, attempt))}>
            Share
          </button>
        )}
        <a class="play" href={`#/daily/${game}`} aria-label={`Play today's ${name}, deal ${deal}`}>
          {attempt?.outcome === 'open' ? 'Continue' : 'Play'}
        </a>
      </div>
    </li>
  );
}

export function DailyPage() {
  const [, setVersion] = useState(0);
  useEffect(() => watch((key) => key?.includes('/stats/') !== false && setVersion((n) => n + 1)), []);
  const day = dayOf(Date.now());
  const all = GAME_IDS.map((g) => readGameStats(g));
  const f = dailyFigures(all, day);
  const rows: [string, string, number][] = [
    ['days-played', 'Days played', f.daysPlayed],
    ['days-won', 'Days won', f.daysWon],
    ['streak', 'Current daily streak', f.streak],
    ['best-streak', 'Best daily streak', f.bestStreak],
  ];
  return (
    <main class="page daily-page">
      <header class="page-bar">
        <a class="home-link" href="#/">
          ◂ Games
        </a>
        <h1>Daily deals</h1>
        <a class="button" href="#/stats">
          Statistics
        </a>
      </header>
      <p>
        Today, <time dateTime={day}>{day}</time> (UTC): one deal of each game, the same for everyone, and each one can be won.
      </p>
      <ul class="games">
        {listGames().map((g) => (
          <Row key={g.id} game={g.id} name={gameName(g.id)} day={day} attempt={dailyOf(all, g.id, day)} />
        ))}
      </ul>
      <h2>Your daily games</h2>
      <dl class="figures-list">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-test={`daily-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p class="quiet">
        A day counts as played when you begin any of its daily deals, and as won when you win one of them. The streak counts won days in a
        row. Sharing gives the game, the date, the result, moves, time and whether help was used, never a card or a move.
      </p>
    </main>
  );
}
