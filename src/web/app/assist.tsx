// Owns the solver's help at the player's side, loaded at its first use (none of it is in the first load):
// the fair hint, "can this still be won?" (fair, with a separate peek at the stock), the solution's demo,
// the fair verdict after every move, winnable deals, and the progress panel with its Cancel button.
// Every search runs in the worker (solver-client.ts); this file only asks, waits and words the answers.
import { useEffect, useRef, useState } from 'preact/hooks';
import { type GameId, type Move, type Position, type Verdict, hiddenCards, hint } from '../../index.js';
import { Dialog } from './dialogs.js';
import { Demo, SPEEDS, currentDemo, demoView } from './demo.js';
import type { Session } from './session.js';
import { type Busy, type Outcome, type Task, background, busy, foreground } from './solver-client.js';
import type { Answers } from './solver-worker.js';
import { readFoundDeals, writeFoundDeals } from './storage.js';
import { dialog, say } from './ui.js';
import { formatNumber, t } from '../../i18n/index.js';
import './assist.css';

/** Time limits of each kind of help, in milliseconds (the player is waiting for the first three). */
export const LIMITS = { hint: 1000, fairVerdict: 3000, peek: 10_000, solution: 10_000, background: 2000, winnableTry: 2000 };

/** Progress is shown only for what takes longer than this. */
const SHOW_AFTER_MS = 500;

type Assisted = 'hint' | 'solution' | 'verdict';

/** Sessions whose game page has closed: an answer that comes for one of them is dropped unsaid. */
const closed = new WeakSet<Session>();

/** Marks the deal's attempt as helped (statistics count helped games apart). */
function assisted(session: Session, kind: Assisted): void {
  session.markAssisted(kind);
}

/** True while cards are hidden from the player (else a fair answer is simply the answer): the library's fact. */
export function hidesCards(position: Position): boolean {
  return hiddenCards(position) > 0;
}

/**
 * The hint in a player's words: what the search found, never how it searched. A short search that found no
 * win offers the verdict's longer one.
 */
export function hintWords(h: { method: 'exact' | 'sampled'; wins: number; samples: number }): string {
  if (h.wins === 0 || h.samples === 0) return t('dialogs.hint.notQuickly');
  if (h.method === 'exact') return t('dialogs.hint.winningLine');
  return t('dialogs.hint.wonWays', { wins: formatNumber(h.wins), samples: h.samples });
}

// ---- The fair hint ----

/**
 * The fair hint for the session's position, worded in the notice line; the move to point at, or null.
 * Hidden-stock games: the move that won in the most sampled arrangements of the unseen cards, with its
 * count. Hamlet (nothing hidden): the next move of a real solution.
 */
export async function fairHintFor(session: Session, previous: Move | null): Promise<Move | null> {
  const s = session.state.peek();
  if (s.legal.length === 0) {
    say(t('dialogs.hint.none'));
    return null;
  }
  const out = await foreground.ask('fair-hint', { position: s.position, timeLimitMs: LIMITS.hint }, t('dialogs.hint.looking'), LIMITS.hint)
    .result;
  // The player may have moved (or left) meanwhile: a hint for an old position is no hint.
  if (session.state.peek() !== s || closed.has(session)) return null;
  if (!out.ok) {
    if (out.cancelled) {
      say(t('dialogs.hint.cancelled'));
      return null;
    }
    const move = hint(s.position, previous ?? undefined);
    console.warn('Patience: the fair hint failed', out.reason);
    say(t('dialogs.hint.late'));
    return move;
  }
  const h = out.answer;
  assisted(session, 'hint');
  if (h.move === null) {
    say(t('dialogs.hint.none'));
    return null;
  }
  say(hintWords(h));
  return h.move;
}

// ---- "Can this still be won?" ----

type FairVerdict = Answers['fair-verdict'];

/** Fair verdicts already worked out, by position (the same position asked again is answered at once). */
const fairCache = new Map<string, FairVerdict>();
const CACHE_MAX = 500;

const positionKey = (p: Position): string => JSON.stringify(p);

function remember(key: string, v: FairVerdict): void {
  if (fairCache.size >= CACHE_MAX) fairCache.delete(fairCache.keys().next().value!);
  fairCache.set(key, v);
}

/** The fair verdict in words, as the dialog says it. */
export function fairWords(v: FairVerdict, hidden: boolean): string {
  if (v.verdict === 'unwinnable') return hidden ? t('dialogs.verdict.noHidden') : t('dialogs.verdict.no');
  if (v.verdict === 'winnable') return hidden ? t('dialogs.verdict.yesHidden') : t('dialogs.verdict.yes');
  if (v.fair === null || v.fair.samples === 0 || !hidden) return t('dialogs.verdict.unknown');
  const { wins, samples } = v.fair;
  if (wins === 0) return t('dialogs.verdict.probablyNot', { samples });
  if (wins === samples) return t('dialogs.verdict.probably', { samples });
  return t('dialogs.verdict.depends', { wins: formatNumber(wins), samples });
}

/** The same, short, for the line shown after every move. */
function fairShort(v: FairVerdict, hidden: boolean): string {
  if (v.verdict === 'unwinnable') return hidden ? t('dialogs.verdict.short.noHidden') : t('dialogs.verdict.short.no');
  if (v.verdict === 'winnable') return hidden ? t('dialogs.verdict.short.yesHidden') : t('dialogs.verdict.short.yes');
  if (v.fair === null || v.fair.samples === 0 || !hidden) return t('dialogs.verdict.short.unknown');
  return t('dialogs.verdict.short.ways', { wins: formatNumber(v.fair.wins), samples: v.fair.samples });
}

function peekWords(out: { verdict: Verdict; moves: Move[] | null }): string {
  if (out.verdict === 'winnable') return t('dialogs.peek.yes', { moves: out.moves?.length ?? 0 });
  if (out.verdict === 'unwinnable') return t('dialogs.peek.no');
  return t('dialogs.peek.unknown', { seconds: LIMITS.peek / 1000 });
}

/** An answer in the dialog: worded when drawn, so it follows a change of language. */
type Answer = { state: 'thinking' } | { state: 'done' | 'failed'; words: () => string };

function failure(out: Outcome<unknown> & { ok: false }): Answer {
  if (!out.cancelled) console.warn('Patience: the solver could not answer', out.reason);
  return { state: 'failed', words: () => (out.cancelled ? t('dialogs.cancelled') : t('dialogs.solverFailed')) };
}

/** The dialog: the fair answer at once, and the peek at the stock only when asked. */
export function VerdictDialog({ session }: { session: Session }) {
  const s = session.state.peek();
  const hidden = hidesCards(s.position);
  const [fair, setFair] = useState<Answer>({ state: 'thinking' });
  const [peek, setPeek] = useState<Answer | null>(null);
  useEffect(() => {
    const key = positionKey(s.position);
    const known = fairCache.get(key);
    assisted(session, 'verdict');
    if (known !== undefined) {
      setFair({ state: 'done', words: () => fairWords(known, hidden) });
      return;
    }
    const task = foreground.ask(
      'fair-verdict',
      { position: s.position, timeLimitMs: LIMITS.fairVerdict },
      t('dialogs.verdict.title'),
      LIMITS.fairVerdict,
    );
    void task.result.then((out) => {
      if (!out.ok) return setFair(failure(out));
      remember(key, out.answer);
      setFair({ state: 'done', words: () => fairWords(out.answer, hidden) });
    });
    return () => task.cancel();
  }, [s]);
  // Closing the dialog cancels a peek still thinking.
  const peekTask = useRef<Task<unknown> | null>(null);
  useEffect(() => () => peekTask.current?.cancel(), []);
  const askPeek = (): void => {
    setPeek({ state: 'thinking' });
    const task = foreground.ask('solve', { position: s.position, timeLimitMs: LIMITS.peek }, t('dialogs.peek.looking'), LIMITS.peek);
    peekTask.current = task;
    void task.result.then((out) => setPeek(out.ok ? { state: 'done', words: () => peekWords(out.answer) } : failure(out)));
  };
  const b = busy.value;
  return (
    // i18n-ignore: the dialog's label is its id, not words
    <Dialog title={t('dialogs.verdict.title')} label="verdict">
      <p class="quiet">{hidden ? t('dialogs.verdict.fairNote') : t('dialogs.verdict.nothingHidden')}</p>
      <p class="verdict-answer" data-test="fair-verdict" aria-live="polite">
        {fair.state === 'thinking' ? t('dialogs.thinking') : fair.words()}
      </p>
      {hidden && (
        <section class="peek">
          <h3>{t('dialogs.peek.title')}</h3>
          <p class="quiet">{t('dialogs.peek.note')}</p>
          {peek === null ? (
            <button onClick={askPeek} disabled={fair.state === 'thinking'} data-test="peek">
              {t('dialogs.peek.title')}
            </button>
          ) : (
            <p class="verdict-answer" data-test="peek-verdict" aria-live="polite">
              {peek.state === 'thinking' ? t('dialogs.thinking') : peek.words()}
            </p>
          )}
        </section>
      )}
      {b !== null && <Progress busy={b} />}
      <div class="buttons">
        <button class="primary" onClick={() => (dialog.value = null)}>
          {t('dialogs.close')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * The fair verdict after every move (a setting): worked out in the background, cached by position, and
 * shown at the end of the status line (game.tsx), never over the table.
 */
export function VerdictLine({ session }: { session: Session }) {
  const s = session.state.value;
  // The verdict of the position shown, 'thinking' while it is worked out, null when none is to be shown.
  const [verdict, setVerdict] = useState<FairVerdict | 'thinking' | null>(null);
  useEffect(() => {
    if (s.position.status !== 'playing') {
      setVerdict(null);
      return;
    }
    const key = positionKey(s.position);
    const known = fairCache.get(key);
    if (known !== undefined) {
      setVerdict(known);
      return;
    }
    setVerdict('thinking');
    const task = background.ask('fair-verdict', { position: s.position, timeLimitMs: LIMITS.background }, '', LIMITS.background);
    void task.result.then((out) => {
      if (!out.ok) {
        if (!out.cancelled) setVerdict(null);
        return;
      }
      remember(key, out.answer);
      setVerdict(out.answer);
    });
    // A new position (or leaving the page) cancels the search of the old one.
    return () => task.cancel();
  }, [s]);
  useEffect(() => {
    if (verdict !== null && verdict !== 'thinking') assisted(session, 'verdict');
  }, [verdict]);
  if (verdict === null) return null;
  const text = verdict === 'thinking' ? t('dialogs.verdict.short.thinking') : fairShort(verdict, hidesCards(s.position));
  return (
    <span class="assist-verdict" data-test="verdict-line" title={text}>
      {text}
    </span>
  );
}

// ---- The solution's demo ----

/** Asks the solver for a winning line from the session's position and plays it as a demo. */
export async function showSolution(session: Session): Promise<void> {
  const s = session.state.peek();
  if (s.position.status !== 'playing') return;
  const out = await foreground.ask(
    'solve',
    { position: s.position, timeLimitMs: LIMITS.solution },
    t('dialogs.solution.looking'),
    LIMITS.solution,
  ).result;
  if (session.state.peek() !== s || closed.has(session)) return;
  if (!out.ok) {
    if (!out.cancelled) console.warn('Patience: the solver could not answer', out.reason);
    return say(out.cancelled ? t('dialogs.cancelled') : t('dialogs.solverFailed'));
  }
  const { verdict, moves } = out.answer;
  const hidden = hidesCards(s.position);
  if (verdict === 'unwinnable') return say(hidden ? t('dialogs.solution.noneHidden') : t('dialogs.solution.none'));
  if (verdict !== 'winnable' || moves === null) return say(t('dialogs.solution.notFound', { seconds: LIMITS.solution / 1000 }));
  if (moves.length === 0) return;
  assisted(session, 'solution');
  say(hidden ? t('dialogs.solution.foundHidden', { moves: moves.length }) : t('dialogs.solution.found', { moves: moves.length }));
  const replan = async (position: Position): Promise<Move[] | null> => {
    const again = await foreground.ask('solve', { position, timeLimitMs: LIMITS.solution }, t('dialogs.solution.looking'), LIMITS.solution)
      .result;
    return again.ok && again.answer.verdict === 'winnable' ? again.answer.moves : null;
  };
  Demo.start(session, moves, replan, (how) => {
    if (how === 'kept') say(t('dialogs.demo.kept'));
    else if (how === 'stopped') say(t('dialogs.demo.stopped'));
    else if (how === 'taken-over') say(t('dialogs.demo.takenOver'));
    else say(t('dialogs.demo.lostLine'));
  });
}

/**
 * The demo's controls, in the toolbar's place (the toolbar's buttons would all end the demo): play or
 * pause, one step, the speed as a choice of four, "to the end" and stop; after the win "Keep the win" is
 * the default (focused) button and "Back to the start" the other. Narrow windows show short labels.
 */
function DemoBar() {
  const v = demoView.value;
  const d = currentDemo();
  const keep = useRef<HTMLButtonElement>(null);
  const won = v?.state === 'won';
  useEffect(() => {
    if (won) keep.current?.focus();
  }, [won]);
  if (v === null || d === null) return null;
  const where =
    v.state === 'replanning'
      ? t('dialogs.demo.replanning')
      : t('dialogs.demo.where', { played: formatNumber(v.played), total: formatNumber(v.total) });
  return (
    <div class="demo-bar" role="group" aria-label={t('dialogs.demo.label')} data-test="demo" data-replans={v.replans}>
      {won ? (
        <>
          <span class="demo-text">{t('dialogs.demo.won', { moves: v.played })}</span>
          <button ref={keep} class="primary" onClick={() => d.keep()} data-test="demo-keep">
            {t('dialogs.demo.keep')}
          </button>
          <button onClick={() => d.stop()} data-test="demo-stop">
            {t('dialogs.demo.back')}
          </button>
        </>
      ) : (
        <>
          <progress class="demo-progress" max={Math.max(1, v.total)} value={v.played} aria-label={where} />
          <span class="demo-text wide-only">{where}</span>
          <button onClick={() => (v.paused ? d.resume() : d.pause())} data-test="demo-pause">
            {v.paused ? t('dialogs.demo.play') : t('dialogs.demo.pause')}
          </button>
          <button onClick={() => d.step()} disabled={!v.paused || v.state !== 'playing'} data-test="demo-step">
            {t('dialogs.demo.step')}
          </button>
          <span class="demo-speeds" role="group" aria-label={t('dialogs.demo.speed')}>
            {SPEEDS.map((n) => (
              <button key={n} aria-pressed={!v.rushing && v.speed === n} onClick={() => d.setSpeed(n)} data-test={`demo-speed-${n}`}>
                {n}×
              </button>
            ))}
          </span>
          <button onClick={() => d.toEnd()} aria-pressed={v.rushing} aria-label={t('dialogs.demo.toEnd')} data-test="demo-end">
            <span class="wide-only">{t('dialogs.demo.toEnd')}</span>
            <span class="narrow-only">{t('dialogs.demo.end')}</span>
          </button>
          <button onClick={() => d.stop()} data-test="demo-stop">
            {t('dialogs.demo.stop')}
          </button>
        </>
      )}
    </div>
  );
}

// ---- Progress ----

/** Esc: cancels the search the player waits for, if one runs; true when it did. */
export function cancelWaiting(): boolean {
  const b = busy.peek();
  if (b === null) return false;
  b.cancel();
  return true;
}

function Progress({ busy: b }: { busy: Busy }) {
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 100);
    return () => clearInterval(id);
  }, []);
  const elapsed = performance.now() - b.started;
  const value = b.total > 0 ? b.done / b.total : Math.min(1, elapsed / b.limitMs);
  return (
    <div class="assist-progress" data-test="progress">
      <span class="assist-text">
        {b.total > 0
          ? t('dialogs.progress.count', { task: b.label, done: formatNumber(b.done), total: formatNumber(b.total) })
          : t('dialogs.progress.waiting', { task: b.label })}
      </span>
      <progress max={1} value={value} aria-label={b.label} />
      <button onClick={() => b.cancel()} data-test="cancel">
        {t('dialogs.cancel')}
      </button>
    </div>
  );
}

/** The progress panel of what the player waits for, shown once it has taken over half a second. */
function BusyPanel() {
  const b = busy.value;
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (b === null) return;
    const wait = Math.max(0, SHOW_AFTER_MS - (performance.now() - b.started));
    const id = setTimeout(() => setShown(b.id), wait);
    return () => clearTimeout(id);
  }, [b?.id]);
  // A dialog shows its own progress.
  if (b === null || shown !== b.id || dialog.value !== null) return null;
  return (
    <div class="assist-panel busy-panel" role="status">
      <Progress busy={b} />
    </div>
  );
}

/** What help shows on the game page beside the status line's verdict: progress, the demo's controls, the verdict dialog. */
export function AssistLayer({ session }: { session: Session }) {
  // The page closing (another game, another page) ends what was asked on it: a search is cancelled and a
  // demo is undone back to where it began, so the saved game holds only the player's own moves.
  useEffect(() => {
    closed.delete(session);
    return () => {
      closed.add(session);
      foreground.cancel();
      currentDemo()?.stop();
    };
  }, [session]);
  return (
    <>
      <BusyPanel />
      <DemoBar />
      {dialog.value === 'verdict' && <VerdictDialog session={session} />}
    </>
  );
}

// ---- Winnable deals only ----

/** Deal numbers this browser's worker proved winnable (kept so the next search starts from them). */
function foundDeals(game: GameId): number[] {
  return readFoundDeals(game);
}

/** Keeps a found deal (a storage that refuses it is reported there; the next search simply finds another). */
function keepFound(game: GameId, n: number): void {
  writeFoundDeals(game, [...foundDeals(game), n].slice(-200));
}

const lists = new Map<GameId, number[]>();

/**
 * A deal number of `game` proved winnable that this browser has not played (`played` says which it has):
 * from the shipped list (read in the worker, so it never weighs on the first load), else found by the
 * worker solving random deals. Null when cancelled or none was found.
 */
/** Whether a solution's demo is on the table (the end-of-game dialog waits for its Keep the win). */
export function demoShowing(): boolean {
  return demoView.peek() !== null;
}

export async function winnableDeal(game: GameId, played: (n: number) => boolean): Promise<number | null> {
  let list = lists.get(game);
  if (list === undefined) {
    const out = await foreground.ask('winnable-list', { game }, t('dialogs.winnable.reading'), 5000).result;
    if (!out.ok && out.cancelled) return null;
    if (!out.ok) console.warn('Patience: the list of winnable deals could not be read', out.reason);
    if (!out.ok) say(t('dialogs.winnable.listFailed'));
    list = out.ok ? out.answer.deals : [];
    lists.set(game, list);
  }
  const fresh = [...list, ...foundDeals(game)].filter((n) => !played(n));
  if (fresh.length > 0) return fresh[Math.floor(Math.random() * fresh.length)]!;
  const tries = 30;
  const out = await foreground.ask(
    'find-winnable',
    { game, tries, timeLimitMs: LIMITS.winnableTry },
    t('dialogs.winnable.looking'),
    tries * LIMITS.winnableTry,
  ).result;
  if (!out.ok) {
    if (!out.cancelled) console.warn('Patience: no winnable deal was found', out.reason);
    say(out.cancelled ? t('dialogs.winnable.cancelled') : t('dialogs.winnable.notFound'));
    return null;
  }
  if (out.answer.deal === null) {
    say(t('dialogs.winnable.notFoundIn', { tries: out.answer.tried }));
    return null;
  }
  keepFound(game, out.answer.deal);
  return out.answer.deal;
}
