// Owns the chart of one game (issue 27, item 4), drawn as plain SVG like the statistics' chart: a band over
// the game's positions, the deal at the left and its last move at the right, green while a win was still
// there, red once none was left, grey where the review does not know (yet: it narrows as the review runs),
// the turning move marked with the fair shares on each side where they were computed. The same facts are
// given as words: the picture's label and a table of the runs.
import { formatPercent, t } from '../../i18n/index.js';
import { type Known, type Range, rangeWords, rangesOf } from './review-words.js';
import './coach.css';

const W = 360;
const BAND = 26;
const TOP = 18;
const H = TOP + BAND + 22;

export interface ChartProps {
  /** Moves in the game: the positions are 0 … moves. */
  moves: number;
  known: Known;
  turn: number | null;
  fair: { before: number; after: number } | null;
}

/** The chart in words, a line each: every run, then the fair shares around the turn. */
export function chartLines({ moves, known, turn, fair }: ChartProps): string[] {
  const lines = rangesOf(known, moves).map(rangeWords);
  if (fair !== null && turn !== null)
    lines.push(t('review.chart.fair', { turn, before: formatPercent(fair.before), after: formatPercent(fair.after) }));
  return lines;
}

export function GameChart(props: ChartProps) {
  const { moves, known, turn, fair } = props;
  const runs = rangesOf(known, moves);
  const step = W / (moves + 1);
  const x = (i: number): number => i * step;
  return (
    <figure class="game-chart" data-test="game-chart" data-won={known.won} data-lost={known.lost}>
      {/* The picture is for the eyes; the table below says the same to everyone. */}
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
        {runs.map((r: Range) => (
          <rect
            key={r.from}
            x={x(r.from)}
            y={TOP}
            width={x(r.to + 1) - x(r.from)}
            height={BAND}
            class={`run ${r.state}`}
            data-state={r.state}
          />
        ))}
        {turn !== null && (
          <g class="turn">
            <line x1={x(turn)} x2={x(turn)} y1={TOP - 6} y2={TOP + BAND + 4} />
            <text x={Math.min(W - 40, Math.max(40, x(turn)))} y={TOP - 8} text-anchor="middle" class="chart-label">
              {fair === null
                ? t('review.chart.move', { n: turn })
                : t('review.chart.turn', { turn, before: formatPercent(fair.before), after: formatPercent(fair.after) })}
            </text>
          </g>
        )}
        <text x={0} y={H - 4} class="chart-label">
          {t('review.chart.deal')}
        </text>
        <text x={W} y={H - 4} class="chart-label" text-anchor="end">
          {t('review.chart.move', { n: moves })}
        </text>
      </svg>
      <table class="game-chart-words">
        <caption>{t('review.chart.caption', { moves })}</caption>
        <tbody>
          {chartLines(props).map((line) => (
            <tr key={line}>
              <td>{line}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
