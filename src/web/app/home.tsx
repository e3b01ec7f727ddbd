// Owns the home page: the five games, each with its idea in a line, a small picture of its layout, and
// links to play it and to read its rules. Loaded only when the home page opens (a game's page does not carry
// it); it reads the games from catalog.ts and home-cards.ts and the saved games without replaying them, so it
// carries neither the engine nor the table.
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../index.js';
import { t } from '../../i18n/index.js';
import { CATALOG_IDS, GAMES, gameName } from './catalog.js';
import { HOME_CARDS } from './home-cards.js';
import type { GameStats } from './stats.js';
import { readGameStats } from './storage.js';

function Picture({ game }: { game: GameId }) {
  return (
    <svg class="picture" viewBox="0 0 160 100" aria-hidden="true">
      {HOME_CARDS[game].picture.map((p, i) => (
        <rect key={i} x={p.x} y={p.y} width={p.w} height={p.h} rx={p.r} class={`pic-${p.kind}`} />
      ))}
    </svg>
  );
}

/**
 * True while one of today's daily deals is begun and not finished (the badge). Which deal is today's comes
 * with the deal lists, loaded only when some game begun today is still open; most days nothing is loaded.
 */
function useDailyOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const all: GameStats[] = CATALOG_IDS.map((g) => readGameStats(g));
    const today = new Date().toISOString().slice(0, 10);
    const begunToday = all.some((s) =>
      s.attempts.some((a) => a.outcome === 'open' && new Date(a.started).toISOString().slice(0, 10) === today),
    );
    if (!begunToday) return;
    let live = true;
    import('./daily-stats.js').then(
      (m) => live && setOpen(m.dailyOpen(all, m.dayOf(Date.now()))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return open;
}

/** `continues(game)`: true when the game's last deal is a game in progress (the shell reads it). */
export function Home({ continues }: { continues: (game: GameId) => boolean }) {
  const open = useDailyOpen();
  return (
    <main class="home">
      <h1>{t('shell.app')}</h1>
      <p class="tagline">{t('shell.home.tagline')}</p>
      <nav class="home-nav" aria-label={t('shell.home.yourGames')}>
        <a class="button" href="#/daily" data-test="daily-link">
          {t('shell.nav.daily')}
          {open && <span data-test="daily-badge">{t('shell.home.dailyOpen')}</span>}
        </a>
        <a class="button" href="#/stats">
          {t('shell.nav.stats')}
        </a>
        <a class="button" href="#/settings">
          {t('shell.nav.settings')}
        </a>
      </nav>
      <ul class="games">
        {GAMES.map((game) => (
          <li class="game-card" key={game.id}>
            <Picture game={game.id} />
            <div class="game-text">
              <h2>{gameName(game.id)}</h2>
              <p>{t('games.summary', { game: game.id.replaceAll('-', '_') })}</p>
            </div>
            <div class="game-actions">
              <a
                class="button"
                href={`#/${game.id}/rules`}
                data-rules={game.id}
                aria-label={t('shell.home.rulesOf', { game: gameName(game.id) })}
              >
                {t('shell.home.rules')}
              </a>
              <a class="play" href={`#/${game.id}`} data-game={game.id}>
                {continues(game.id) ? t('shell.home.continue') : t('shell.home.play')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
