// Owns the home page: the five games, each with its idea in a line, a small picture of its layout, and
// links to play it and to read its rules.
import { type GameInfo, listGames } from '../../index.js';
import { layout } from '../table/index.js';
import { lastDeal } from './storage.js';

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
  return (
    <main class="home">
      <h1>Patience</h1>
      <p class="tagline">Five classic solitaire games, played exactly by their rules.</p>
      <nav class="home-nav" aria-label="Your games">
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
            <div style={{ display: 'flex', gap: '8px', justifyContent: 'flex-end', alignItems: 'center' }}>
              <a class="button" href={`#/${game.id}/rules`} data-rules={game.id} aria-label={`Rules of ${game.name}`}>
                Rules
              </a>
              <a class="play" href={`#/${game.id}`} data-game={game.id}>
                {lastDeal(game.id) !== null ? 'Continue' : 'Play'}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
