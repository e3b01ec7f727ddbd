// Owns the home page: the five games, each with its idea in a line and a small picture of its layout.
import { type GameId, GAME_IDS, listGames } from '../../index.js';
import { layout, pileIdsOf } from '../table/layout.js';
import { lastDeal } from './storage.js';

/** Names of games not yet playable, from RULES.md, so the home page can still show them. */
const NAMES: Record<GameId, string> = {
  hamilton: 'Hamilton',
  camelot: 'Camelot',
  hamlet: 'Hamlet',
  'union-square': 'Union Square',
  'british-constitution': 'British Constitution',
};

function Picture({ game }: { game: GameId }) {
  const piles = Object.fromEntries(pileIdsOf(game).map((id) => [id, []]));
  const l = layout({ game, piles }, 160, 100);
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
  const available = new Map(listGames().map((g) => [g.id, g]));
  return (
    <main class="home">
      <h1>Patience</h1>
      <p class="tagline">Five classic solitaire games, played exactly by their rules.</p>
      <ul class="games">
        {GAME_IDS.map((id) => {
          const info = available.get(id);
          const last = lastDeal(id);
          return (
            <li class={info ? 'game-card' : 'game-card unavailable'} key={id}>
              <Picture game={id} />
              <div class="game-text">
                <h2>{info?.name ?? NAMES[id]}</h2>
                <p>{info?.summary ?? 'Coming soon: its rules are still being written.'}</p>
              </div>
              {info ? (
                <a class="play" href={`#/${id}`} data-game={id}>
                  {last !== null ? 'Continue' : 'Play'}
                </a>
              ) : (
                <span class="play disabled">Soon</span>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
