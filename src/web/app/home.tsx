// Owns the home page: the five games, each with its idea in a line, a small picture of its layout, and
// links to play it and to read its rules.
import { type GameInfo, GAME_IDS, listGames } from '../../index.js';
import { layout } from '../table/index.js';
import { dailyOpen, dayOf } from './daily-stats.js';
import { Session } from './session.js';
import { lastDeal, load, readGameStats } from './storage.js';

/** True when the game's last deal is a game in progress: begun (a move made) and neither won nor lost. */
export function inProgress(game: GameInfo['id']): boolean {
  const deal = lastDeal(game);
  const saved = deal === null ? null : load(game, deal);
  if (saved === null || typeof saved === 'string') return false;
  try {
    const s = Session.fromSaved(saved);
    return s.history.cursor > 0 && s.position.status === 'playing';
  } catch {
    // A saved game that does not replay is set aside when its deal opens; there is nothing to continue.
    return false;
  }
}

function Picture({ game }: { game: GameInfo }) {
  const piles = Object.fromEntries(game.piles.map(({ id }) => [id, []]));
  const l = layout({ game: game.id, piles }, 160, 100);
  return (
    <svg class="picture" viewBox="0 0 160 100" aria-hidden="true">
      {l.piles.map((p) => (
        <rect
          x={p.rect.x}
          y={p.rect.y}
          width={p.fan === 'right' ? p.zone.w * 0.8 : p.rect.w}
          height={p.fan === 'down' ? Math.min(p.zone.h, p.rect.h * 1.8) : p.rect.h}
          rx={Math.max(1, p.rect.w * 0.08)}
          class={`pic-${p.kind}`}
        />
      ))}
    </svg>
  );
}

export function Home() {
  // The badge shows while one of today's daily deals is begun and not finished.
  const open = dailyOpen(
    GAME_IDS.map((g) => readGameStats(g)),
    dayOf(Date.now()),
  );
  return (
    <main class="home">
      <h1>Patience</h1>
      <p class="tagline">Five classic solitaire games, played exactly by their rules.</p>
      <nav class="home-nav" aria-label="Your games">
        <a class="button" href="#/daily" data-test="daily-link">
          Daily deals{open && <span data-test="daily-badge"> · today's in progress</span>}
        </a>
        <a class="button" href="#/stats">
          Statistics
        </a>
        <a class="button" href="#/settings">
          Settings
        </a>
      </nav>
      <ul class="games">
        {listGames().map((game) => (
          <li class="game-card" key={game.id}>
            <Picture game={game} />
            <div class="game-text">
              <h2>{game.name}</h2>
              <p>{game.summary}</p>
            </div>
            <div class="game-actions">
              <a class="button" href={`#/${game.id}/rules`} data-rules={game.id} aria-label={`Rules of ${game.name}`}>
                Rules
              </a>
              <a class="play" href={`#/${game.id}`} data-game={game.id}>
                {inProgress(game.id) ? 'Continue' : 'Play'}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
