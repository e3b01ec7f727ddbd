// Owns the statistics page's chart, drawn as plain SVG by hand (README: why no chart library): a strip of
// the most recent results, one mark per finished game, and a line of the win rate over time. Colours come
// from the theme's variables; the figures it draws are also said in words (its label and the table).
import { formatPercent, t } from '../../i18n/index.js';
import { type Attempt, finished, rateOverTime } from './stats.js';

const W = 360;
const STRIP = 28;
const PLOT = 120;
const LEFT = 46;
const RECENT = 30;

export function ResultsChart({ attempts }: { attempts: readonly Attempt[] }) {
  const done = finished(attempts);
  const recent = done.slice(-RECENT);
  const rates = rateOverTime(attempts);
  const wonRecent = recent.filter((a) => a.outcome === 'won').length;
  const last = rates[rates.length - 1];
  const label =
    done.length === 0
      ? t('coach.chart.none')
      : t('coach.chart.label', {
          all: recent.length === done.length ? 'yes' : 'no',
          count: recent.length,
          won: wonRecent,
          lost: recent.length - wonRecent,
          rate: formatPercent(last ?? 0),
        });
  const cell = (W - LEFT) / RECENT;
  const top = STRIP + 24;
  const x = (i: number): number => LEFT + (rates.length <= 1 ? (W - LEFT) / 2 : (i * (W - LEFT - 8)) / (rates.length - 1) + 4);
  const y = (r: number): number => top + (1 - r) * PLOT;
  return (
    <figure class="chart" data-test="chart">
      <svg viewBox={`0 0 ${W} ${top + PLOT + 20}`} role="img" aria-label={label}>
        <text x={0} y={STRIP / 2 + 5} class="chart-label">
          {t('coach.chart.recent')}
        </text>
        {recent.map((a, i) => (
          <rect
            key={a.id}
            x={LEFT + i * cell + 1}
            y={4}
            width={cell - 2}
            height={STRIP - 8}
            rx={3}
            class={`chart-mark ${a.outcome}`}
            data-outcome={a.outcome}
          >
            <title>{t('coach.chart.mark', { deal: a.deal, outcome: a.outcome })}</title>
          </rect>
        ))}
        {[0, 0.5, 1].map((r) => (
          <g key={r}>
            <line x1={LEFT} x2={W} y1={y(r)} y2={y(r)} class="chart-grid" />
            <text x={LEFT - 6} y={y(r) + 4} class="chart-label" text-anchor="end">
              {formatPercent(r)}
            </text>
          </g>
        ))}
        {rates.length > 1 && (
          <polyline
            class="chart-line"
            data-test="rate-line"
            points={rates.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(' ')}
          />
        )}
        {rates.length > 0 && <circle class="chart-dot" cx={x(rates.length - 1)} cy={y(last ?? 0)} r={4} />}
        <text x={LEFT} y={top + PLOT + 16} class="chart-label">
          {t('coach.chart.axis')}
        </text>
      </svg>
      <figcaption class="quiet">{label}</figcaption>
    </figure>
  );
}
