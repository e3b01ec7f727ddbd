// Owns the games played page (#/played, loaded at its first visit; issue 27, item 6): every game kept
// (played.ts), newest first, a page of them at a time, and each one's replay (#/played/<id>): the table at
// any move of the game, stepped or scrubbed with a slider, the game's chart where it is known, and a link to
// play the deal again from the start. The replay's table only shows: a card tried there moves nothing.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Position, listGames, openController, pileNotes } from '../../index.js';
import { Table, stepWords } from '../table/index.js';
import { announce } from './announce.js';
import { GameChart } from './game-chart.js';
import { parseRoute } from './link.js';
import { type Played, isDaily, keepReview, markOf, playedGame, playedGames, recordOf } from './played.js';
import { REVIEW_LIMIT_MS } from './review-run.js';
import { knownOf } from './review-words.js';
import { reviewLane } from './solver-client.js';
import { formatTime } from './ui.js';
import './pages.css';
import './coach.css';

/** Games listed on one page of the list. */
export const PAGE_SIZE = 20;

const nameOf = (p: Played): string => listGames().find((g) => g.id === p.game)?.name ?? p.game;
const RESULT: Record<Played['outcome'], string> = { won: 'Won', lost: 'Lost', abandoned: 'Left unfinished' };
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function PlayedList() {
  const all = useMemo(() => playedGames().reverse(), []);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const shown = all.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <>
      <p>
        {all.length === 0
          ? 'No game has been finished yet. Every game you win, lose or leave is kept here to replay (the last 1,000).'
          : `${all.length} ${all.length === 1 ? 'game' : 'games'} kept, the newest first (the last 1,000 are kept).`}
      </p>
      {shown.length > 0 && (
        <table class="played-list" data-test="played-list">
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Date</th>
              <th scope="col">Result</th>
              <th scope="col">Moves</th>
              <th scope="col">Time</th>
              <th scope="col">Help</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.id} data-played={p.id}>
                <th scope="row">
                  <a href={`#/played/${encodeURIComponent(p.id)}`}>{`${nameOf(p)} #${p.deal}`}</a>
                  {isDaily(p) && <span class="daily-mark">Daily</span>}
                </th>
                <td>{dayOf(p.ended)}</td>
                <td>{RESULT[p.outcome]}</td>
                <td>{p.count}</td>
                <td>{formatTime(p.timeMs)}</td>
                <td>{p.assists.length === 0 ? 'None' : 'Helped'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav class="buttons" aria-label="Pages of games">
          <button onClick={() => setPage(page - 1)} disabled={page === 0} data-test="played-newer">
            Newer
          </button>
          <span>{`Page ${page + 1} of ${pages}`}</span>
          <button onClick={() => setPage(page + 1)} disabled={page + 1 >= pages} data-test="played-older">
            Older
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
    const t = new Table(host.current, {
      attempt: () => ({ reason: 'This is a replay: play the deal to move cards.' }),
      sweep: () => undefined,
      notice: (text) => announce(text),
      speak: (text) => announce(text),
    });
    table.current = t;
    return () => t.destroy();
  }, []);
  useEffect(() => {
    void table.current?.show({ position, legal: [], notes: pileNotes(position), hint: null }, true);
  }, [position]);
  return <div class="table replay-table" ref={host} role="application" aria-label={`${name} table, replayed`} />;
}

/** A kept game not yet reviewed, reviewed here (in the worker's review lane): its chart, kept with it. */
function ReviewHere({ p, onDone }: { p: Played; onDone: (p: Played) => void }) {
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  useEffect(() => () => reviewLane.cancel(), []);
  const start = (): void => {
    setState('running');
    const record = recordOf(p);
    void reviewLane.ask('review', { record, timeLimitMs: REVIEW_LIMIT_MS }, 'Reviewing the game', REVIEW_LIMIT_MS).result.then((out) => {
      if (!out.ok) return setState('failed');
      const review = markOf(out.answer);
      keepReview(p.id, record, review);
      announce('The game is drawn below the replay.');
      onDone({ ...p, review });
    });
  };
  return (
    <p>
      <button onClick={start} disabled={state === 'running'} data-test="replay-review">
        {state === 'running' ? 'Looking at the game…' : 'Draw the game: where was the win lost?'}
      </button>
      {state === 'failed' && ' The review could not finish.'}
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
    announce(to === 0 ? 'The deal.' : `Move ${to}: ${stepWords(positions[to - 1]!, [record.moves[to - 1]!])}`);
  };
  const name = nameOf(p);
  const mark = p.review ?? (p.outcome === 'won' ? { verdict: 'won' as const, turn: null, between: null, fair: null } : null);
  const endedLost = positions[n]!.status === 'lost';
  return (
    <>
      <p>
        {`${name} #${p.deal}, ${dayOf(p.ended)}: ${RESULT[p.outcome].toLowerCase()} in ${p.count} ${p.count === 1 ? 'move' : 'moves'}, ${formatTime(p.timeMs)}${p.assists.length === 0 ? '' : ', with help'}.`}
      </p>
      <ReplayTable position={positions[at]!} name={name} />
      <div class="replay-controls" role="group" aria-label="Replay">
        <button onClick={() => go(0)} disabled={at === 0} aria-label="To the deal" data-test="replay-start">
          |◀
        </button>
        <button onClick={() => go(at - 1)} disabled={at === 0} aria-label="Back a move" data-test="replay-back">
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={n}
          value={at}
          aria-label="Move"
          aria-valuetext={at === 0 ? 'The deal' : `Move ${at} of ${n}`}
          data-test="replay-slider"
          onInput={(e) => go(Number((e.target as HTMLInputElement).value))}
        />
        <button onClick={() => go(at + 1)} disabled={at === n} aria-label="Forward a move" data-test="replay-forward">
          ▶
        </button>
        <button onClick={() => go(n)} disabled={at === n} aria-label="To the last move" data-test="replay-end">
          ▶|
        </button>
        <span data-test="replay-at">{at === 0 ? `The deal (of ${n} moves)` : `Move ${at} of ${n}`}</span>
      </div>
      {mark !== null && n > 0 && <GameChart moves={n} known={knownOf(mark, n, endedLost)} turn={mark.turn} fair={mark.fair} />}
      {mark === null && n > 0 && <ReviewHere p={p} onDone={setP} />}
      <p>
        <a class="button" href={`#/${p.game}/${p.deal}`} data-test="replay-play">
          Play this deal
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
          {id === null ? '◂ Statistics' : '◂ Games played'}
        </a>
        <h1>{id === null ? 'Games played' : 'Replay'}</h1>
      </header>
      {id === null && <PlayedList />}
      {id !== null && p === null && <p>This game is not kept here any more.</p>}
      {p !== null && <Replay p={p} />}
    </main>
  );
}
