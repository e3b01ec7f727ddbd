// Owns the chart on a finished game's dialog (issue 27, item 4), loaded with the dialog (end-extras.tsx): a
// won game had a win at every move; a lost one is reviewed at once in the worker (review-run.ts), the chart
// drawn as the review narrows, never holding up the table, and ready when "Where did I go wrong?" is asked.
import { useEffect, useState } from 'preact/hooks';
import { GameChart } from './game-chart.js';
import { markOf } from './played.js';
import { cancelReview, knownNow, reviewOf } from './review-run.js';
import type { Session } from './session.js';
import { dialog } from './ui.js';

function LostChart({ session }: { session: Session }) {
  const [job] = useState(() => reviewOf(session));
  const run = job.run.value;
  const moves = job.record.moves.length;
  // The dialog closing for anything but the review (undo, a new game) ends a review still running.
  useEffect(
    () => () => {
      if (dialog.peek() !== 'review' && job.run.peek().state === 'running') cancelReview();
    },
    [job],
  );
  const r = run.state === 'done' ? run.reviewed.review : null;
  return <GameChart moves={moves} known={knownNow(run, moves, true)} turn={r?.turn ?? null} fair={r === null ? null : markOf(r).fair} />;
}

export function EndChart({ session }: { session: Session }) {
  const moves = session.moveCount();
  if (moves === 0) return null;
  if (session.position.status === 'won') return <GameChart moves={moves} known={{ won: moves, lost: moves + 1 }} turn={null} fair={null} />;
  return <LostChart session={session} />;
}
