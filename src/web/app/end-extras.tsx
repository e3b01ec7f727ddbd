// Owns what the coach adds to the end of a game's dialog: the chart of the game (end-chart.tsx, loaded when a
// game first ends, never in the first load) and, for a daily game, its Share button (daily-share.tsx).
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { DailyShare } from './daily-share.js';
import type { Session } from './session.js';

type Chart = FunctionComponent<{ session: Session }>;
let chartModule: Promise<Chart> | null = null;

export function EndExtras({ session }: { session: Session }) {
  const [Chart, setChart] = useState<Chart | null>(null);
  useEffect(() => {
    let live = true;
    (chartModule ??= import('./end-chart.js').then((m) => m.EndChart)).then(
      (c) => live && setChart(() => c),
      (e: unknown) => {
        chartModule = null;
        console.warn('Patience: the chart of the game could not be loaded', e);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {Chart !== null && <Chart session={session} />}
      <DailyShare session={session} />
    </>
  );
}
