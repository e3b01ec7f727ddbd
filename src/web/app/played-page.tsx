// Owns the games played page (#/played, loaded at its first visit; issue 27, item 6): every game kept
// (played.ts), newest first, a page of them at a time, and each one's replay (#/played/<id>): the table at
// any move of the game, stepped or scrubbed with a slider, the game's chart where it is known, and a link to
// play the deal again from the start. The replay's table only shows: a card tried there moves nothing.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Position, openController, pileNotes } from '../../index.js';
import { formatDate, t } from '../../i18n/index.js';
import { Table, stepWords } from '../table/index.js';
import { announce } from './announce.js';
import { GameChart } from './game-chart.js';
import { parseRoute } from './link.js';
import { gameName } from './catalog.js';
import { warmIntl } from './intl-warm.js';
import { type Played, isDaily, keepReview, markOf, playedGame, playedGames, recordOf } from './played.js';
import { dealWords, keptWords, rowWords, summaryWords } from './played-words.js';
import { REVIEW_LIMIT_MS } from './review-run.js';
import { knownOf } from './review-words.js';
import { reviewLane } from './solver-client.js';
import './pages.css';
import './coach.css';

/** Games listed on one page of the list. */
export const PAGE_SIZE = 20;

/**
 * What the page's first drawing does that is slow only the first time, each step for a task of its own before it
 * (app.tsx's `ready`): a page's first date and its first grouped number each make V8 list every locale it has
 * for that kind of format, and the page's rows need both. A worker does that first (intl-warm.ts), so that
 * the two steps after it take the main thread well under a millisecond instead of 12-65 ms (four times as
 * long on a slow phone).
 */
export const prepare = [() => warmIntl(), () => formatDate(Date.now()), () => keptWords(0)];

function PlayedList() {
  const all = useMemo(() => playedGames().reverse(), []);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const shown = all.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <>
      <p>{keptWords(all.length)}</p>
      {shown.length > 0 && (
        <table class="played-list" data-test="played-list">
          <thead>
            <tr>
              <th scope="col">{t('coach.played.game')}</th>
              <th scope="col">{t('coach.played.date')}</th>
              <th scope="col">{t('coach.played.result')}</th>
              <th scope="col">{t('coach.played.moves')}</th>
              <th scope="col">{t('coach.played.time')}</th>
              <th scope="col">{t('coach.played.help')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => {
              const row = rowWords(p);
              return (
                <tr key={p.id} data-played={p.id}>
                  <th scope="row">
                    <a href={`#/played/${encodeURIComponent(p.id)}`}>{dealWords(p)}</a>
                    {isDaily(p) && <span class="daily-mark">{t('coach.played.daily')}</span>}
                  </th>
                  <td>{row.date}</td>
                  <td>{row.result}</td>
                  <td>{row.moves}</td>
                  <td>{row.time}</td>
                  <td>{row.help}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav class="buttons" aria-label={t('coach.played.pages')}>
          <button onClick={() => setPage(page - 1)} disabled={page === 0} data-test="played-newer">
            {t('coach.played.newer')}
          </button>
          <span>{t('coach.played.page', { page: page + 1, pages })}</span>
          <button onClick={() => setPage(page + 1)} disabled={page + 1 >= pages} data-test="played-older">
            {t('coach.played.older')}
          </button>
        </nav>
      )}
    </>
  );
}

/** The replay's table: shows the position asked for, refuses every move. */
function ReplayTable({ position, name }: { position: Position; name: string }) {
  const host = useRef<HTMLDivElement>(null);
  const table = useRef<Table | null>(null);
  useLayoutEffect(() => {
    if (host.current === null) return;
    const shown = new Table(host.current, {
      attempt: () => ({ reason: t('coach.replay.refused') }),
      sweep: () => undefined,
      notice: (text) => announce(text),
      speak: (text) => announce(text),
    });
    table.current = shown;
    return () => shown.destroy();
  }, []);
  useEffect(() => {
    void table.current?.show({ position, legal: [], notes: pileNotes(position), hint: null }, true);
  }, [position]);
  return <div class="table replay-table" ref={host} role="application" aria-label={t('coach.replay.table', { game: name })} />;
}

/** A kept game not yet reviewed, reviewed here (in the worker's review lane): its chart, kept with it. */
function ReviewHere({ p, onDone }: { p: Played; onDone: (p: Played) => void }) {
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  useEffect(() => () => reviewLane.cancel(), []);
  const start = (): void => {
    setState('running');
    const record = recordOf(p);
    void reviewLane.ask('review', { record, timeLimitMs: REVIEW_LIMIT_MS }, t('review.reviewing'), REVIEW_LIMIT_MS).result.then((out) => {
      if (!out.ok) return setState('failed');
      const review = markOf(out.answer);
      keepReview(p.id, record, review);
      announce(t('coach.replay.drawn'));
      onDone({ ...p, review });
    });
  };
  return (
    <p>
      <button onClick={start} disabled={state === 'running'} data-test="replay-review">
        {state === 'running' ? t('review.looking') : t('coach.replay.review')}
      </button>
      {state === 'failed' && ` ${t('review.failed')}`}
    </p>
  );
}

function Replay({ p: kept }: { p: Played }) {
  const [p, setP] = useState(kept);
  const record = useMemo(() => recordOf(p), [p]);
  const positions = useMemo(() => openController(record).positions(), [record]);
  const n = record.moves.length;
  const [at, setAt] = useState(n);
  const go = (i: number): void => {
    const to = Math.max(0, Math.min(n, i));
    setAt(to);
    announce(
      to === 0
        ? t('coach.replay.atDeal')
        : t('coach.replay.atMove', { n: to, step: stepWords(positions[to - 1]!, [record.moves[to - 1]!]) }),
    );
  };
  const name = gameName(p.game);
  const mark = p.review ?? (p.outcome === 'won' ? { verdict: 'won' as const, turn: null, between: null, fair: null } : null);
  const endedLost = positions[n]!.status === 'lost';
  return (
    <>
      <p>{summaryWords(p)}</p>
      <ReplayTable position={positions[at]!} name={name} />
      <div class="replay-controls" role="group" aria-label={t('coach.replay.title')}>
        <button onClick={() => go(0)} disabled={at === 0} aria-label={t('coach.replay.start')} data-test="replay-start">
          |◀
        </button>
        <button onClick={() => go(at - 1)} disabled={at === 0} aria-label={t('coach.replay.back')} data-test="replay-back">
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={n}
          value={at}
          aria-label={t('coach.replay.slider')}
          aria-valuetext={t('coach.replay.position', { at, n })}
          data-test="replay-slider"
          onInput={(e) => go(Number((e.target as HTMLInputElement).value))}
        />
        <button onClick={() => go(at + 1)} disabled={at === n} aria-label={t('coach.replay.forward')} data-test="replay-forward">
          ▶
        </button>
        <button onClick={() => go(n)} disabled={at === n} aria-label={t('coach.replay.end')} data-test="replay-end">
          ▶|
        </button>
        <span data-test="replay-at">{t('coach.replay.at', { at, n })}</span>
      </div>
      {mark !== null && n > 0 && <GameChart moves={n} known={knownOf(mark, n, endedLost)} turn={mark.turn} fair={mark.fair} />}
      {mark === null && n > 0 && <ReviewHere p={p} onDone={setP} />}
      <p>
        <a class="button" href={`#/${p.game}/${p.deal}`} data-test="replay-play">
          {t('coach.replay.play')}
        </a>
      </p>
    </>
  );
}

export function PlayedPage() {
  const route = parseRoute(location.hash);
  const id = route.page === 'played' ? route.id : null;
  const p = id === null ? null : playedGame(id);
  return (
    <main class="page played-page">
      <header class="page-bar">
        <a class="home-link" href={id === null ? '#/stats' : '#/played'}>
          {t('coach.played.back', { to: id === null ? 'stats' : 'played' })}
        </a>
        <h1>{id === null ? t('coach.played.title') : t('coach.replay.title')}</h1>
      </header>
      {id === null && <PlayedList />}
      {id !== null && p === null && <p>{t('coach.replay.gone')}</p>}
      {p !== null && <Replay p={p} />}
    </main>
  );
}
