// Owns "Where did I go wrong?" on the game page (issue 27, items 3 and 4), loaded at its first use (coach.ts):
// the review of the game so far (review-run.ts: in a worker of its own, taken up if the loss dialog began it) with progress,
// the game's chart narrowing as it runs, and Cancel; then the finding in words, and the ways on: "Go back
// there" (the game undone to just before the move that lost it, marked as helped, the better move marked on
// the table as the hint marks one; a small bar then shows either move), and "Show a win from there" (the
// solution's demo). Every finding is also read out through the page's live region.
import { signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Move } from '../../index.js';
import { formatNumber, t } from '../../i18n/index.js';
import { announce } from './announce.js';
import { Dialog } from './dialogs.js';
import { GameChart } from './game-chart.js';
import { markOf } from './played.js';
import { type Reviewed, cancelReview, closeReviews, knownNow, reviewOf, sameMoves } from './review-run.js';
import { playedWords, reviewWords } from './review-words.js';
import type { Session, Shown } from './session.js';
import { dialog, say } from './ui.js';
import './coach.css';

/** What the review asks of the game page: a move marked on the table as the hint marks it, and the solution's demo. */
export interface Coach {
  mark(move: Move | null): void;
  solution(): void;
}

/** After "Go back there": the review, and the table as it stood then (the bar goes once the game moves on). */
const back = signal<{ reviewed: Reviewed; shown: Shown; exact: boolean } | null>(null);

/** The review's finding heard: read out, and (a game still in play) counted as help. */
function found(r: Reviewed): void {
  announce(reviewWords(r.review, (i) => r.positions[i]!).join(' '));
  // Telling whether a game in play can still be won is help, as the verdict is.
  if (r.session.position.status === 'playing') r.session.markAssisted('verdict');
}

/**
 * Undoes the game to just before the move that lost it (the nearest step boundary at or before it, when the
 * automatic moves made that move part of a longer step). Marked as helped. False when the game has moved
 * off the reviewed line since.
 */
function goBack(r: Reviewed, coach: Coach): boolean {
  const k = r.review.turn!;
  const { session } = r;
  if (!sameMoves(session.record().moves, r.record.moves, k - 1)) {
    say(t('review.changed'));
    return false;
  }
  while (session.moveCount() > k - 1 && session.canUndo()) session.undo();
  session.markAssisted('hint');
  const exact = session.moveCount() === k - 1;
  back.value = { reviewed: r, shown: session.state.peek(), exact };
  const before = r.positions[k - 1]!;
  if (exact && r.review.better !== null) {
    coach.mark(r.review.better);
    announce(
      t('review.back.exact', { turn: k, better: playedWords(before, r.review.better), played: playedWords(before, r.review.lost!) }),
    );
  } else announce(t('review.back.near', { at: session.moveCount(), turn: k }));
  return true;
}

function Found({ r, coach, chart }: { r: Reviewed; coach: Coach; chart: ComponentChildren }) {
  const close = (): void => {
    dialog.value = null;
  };
  const { review } = r;
  // The finding arrives after the dialog took focus (on Cancel, now gone): focus goes to its first way on.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    (box.current?.querySelector<HTMLElement>('button.primary') ?? box.current?.querySelector<HTMLElement>('button'))?.focus();
  }, []);
  return (
    <div ref={box}>
      {reviewWords(review, (i) => r.positions[i]!).map((line) => (
        <p class="review-answer" data-test="review-words" key={line}>
          {line}
        </p>
      ))}
      {chart}
      <div class="buttons">
        {review.verdict === 'lost-at' && (
          <>
            <button class="primary" data-test="review-back" onClick={() => goBack(r, coach) && close()}>
              {t('review.goBack')}
            </button>
            <button data-test="review-demo" onClick={() => goBack(r, coach) && (close(), (back.value = null), coach.solution())}>
              {t('review.demo.there')}
            </button>
          </>
        )}
        {review.verdict === 'winnable' && r.session.position.status === 'playing' && (
          <button class="primary" data-test="review-demo" onClick={() => (close(), coach.solution())}>
            {t('review.demo.here')}
          </button>
        )}
        <button onClick={close}>{t('review.close')}</button>
      </div>
    </div>
  );
}

function ReviewDialog({ session, coach }: { session: Session; coach: Coach }) {
  // The review of these moves already running (the loss dialog's chart started it) or done is taken up.
  const [job, setJob] = useState(() => reviewOf(session));
  const run = job.run.value;
  const { record } = job;
  useEffect(() => {
    if (run.state === 'done') found(run.reviewed);
    else if (run.state === 'failed') announce(run.cancelled ? t('review.cancelled') : t('review.failed'));
  }, [run.state]);
  // Closing the dialog ends a review still running.
  useEffect(
    () => () => {
      if (job.run.peek().state === 'running') cancelReview();
    },
    [job],
  );
  const moves = record.moves.length;
  const endedLost = session.position.status === 'lost';
  const r = run.state === 'done' ? run.reviewed.review : null;
  const chart = { moves, known: knownNow(run, moves, endedLost), turn: r?.turn ?? null, fair: r === null ? null : markOf(r).fair };
  return (
    // i18n-ignore: the label is the dialog's id, not words
    <Dialog title={t('review.title')} label="review">
      {run.state === 'running' && (
        <div class="review-progress" data-test="review-progress" onKeyDown={(e) => e.key === 'Escape' && cancelReview()}>
          <span class="review-text">
            {run.total > 0 ? t('review.progress', { done: formatNumber(run.done), total: formatNumber(run.total) }) : t('review.looking')}
          </span>
          <progress max={1} value={run.total > 0 ? run.done / run.total : 0} aria-label={t('review.reviewing')} />
          <button onClick={cancelReview} data-test="review-cancel">
            {t('review.cancel')}
          </button>
        </div>
      )}
      {run.state === 'failed' && (
        <p class="review-answer" data-test="review-failed">
          {run.cancelled ? t('review.cancelled') : t('review.failed')}
        </p>
      )}
      {run.state === 'done' ? (
        <Found r={run.reviewed} coach={coach} chart={moves > 0 && <GameChart {...chart} />} />
      ) : (
        moves > 0 && <GameChart {...chart} />
      )}
      {run.state !== 'done' && (
        <div class="buttons">
          {run.state === 'failed' && (
            <button class="primary" onClick={() => setJob(reviewOf(session, true))} data-test="review-again">
              {t('review.again')}
            </button>
          )}
          <button onClick={() => (dialog.value = null)}>{t('review.close')}</button>
        </div>
      )}
    </Dialog>
  );
}

/** After "Go back there": which move to see marked, the demo, or nothing more. Gone once the game moves on. */
function BackBar({ session, coach }: { session: Session; coach: Coach }) {
  const b = back.value;
  const s = session.state.value;
  useEffect(() => {
    if (b !== null && (b.reviewed.session !== session || s !== b.shown)) back.value = null;
  }, [b, s]);
  if (b === null || b.reviewed.session !== session || s !== b.shown) return null;
  const { review } = b.reviewed;
  const k = review.turn!;
  const close = (): void => {
    back.value = null;
    coach.mark(null);
  };
  return (
    <div class="review-bar" role="group" aria-label={t('review.turned')} data-test="review-bar">
      <span class="review-text">{t('review.before', { turn: k, exact: b.exact ? 'yes' : 'no' })}</span>
      {b.exact && review.better !== null && (
        <button data-test="review-better" onClick={() => coach.mark(review.better)}>
          {t('review.betterMove')}
        </button>
      )}
      {b.exact && (
        <button data-test="review-lost" onClick={() => coach.mark(review.lost)}>
          {t('review.yourMove')}
        </button>
      )}
      <button data-test="review-demo" onClick={() => (close(), coach.solution())}>
        {t('review.demo.there')}
      </button>
      <button onClick={close}>{t('review.close')}</button>
    </div>
  );
}

/** Everything the review shows on the game page: its dialog and, after "Go back there", its bar. */
export function CoachLayer({ session, coach }: { session: Session; coach: Coach }) {
  // The page closing (another game, another page) ends the review and its bar.
  useEffect(
    () => () => {
      closeReviews(session);
      back.value = null;
    },
    [session],
  );
  return (
    <>
      {dialog.value === 'review' && <ReviewDialog session={session} coach={coach} />}
      <BackBar session={session} coach={coach} />
    </>
  );
}
