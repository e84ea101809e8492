import { countOf, type TResults } from '@pp/contract';
import { barLayout } from '../utils/chart-geometry';

const W = 640;
const H = 136;
const PAD = { top: 8, bottom: 2 };

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Clicks and leads per day as paired bars, drawn in SVG (no chart library). The SVG scales with the
 * card, so its labels are HTML beside it at a fixed, readable size (issue 24: at 375 px the SVG's
 * own 11-unit text shrank to about 6 px); a narrow screen shows fewer day labels.
 */
export function ResultsChart({ daily }: { daily: TResults['daily'] }) {
  const { max, slot, bars } = barLayout(daily, W, H - PAD.top - PAD.bottom);
  const bar = Math.max(2, Math.min(14, slot / 2 - 2));
  const base = H - PAD.bottom;
  // Every day fits at 7 days from the sm breakpoint; below it, and at 30 days, every few days.
  const every = daily.length > 10 ? 5 : 1;
  const narrowEvery = daily.length > 10 ? 10 : 2;
  const total = daily.reduce((n, d) => n + d.clicks, 0);
  const leads = daily.reduce((n, d) => n + d.leads, 0);
  return (
    <figure className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-500">
      <div className="flex flex-col justify-between py-1 text-right tabular-nums" aria-hidden="true">
        <span>{max}</span>
        <span>0</span>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="h-32 w-full sm:h-40"
        role="img"
        aria-label={`Clicks and leads per day: ${countOf(total, 'click')} and ${countOf(leads, 'lead')} from ${shortDay(daily[0]?.day ?? '')} to ${shortDay(daily.at(-1)?.day ?? '')}`}
      >
        <line x1={0} x2={W} y1={base} y2={base} stroke="#cbd5e1" />
        <line x1={0} x2={W} y1={PAD.top} y2={PAD.top} stroke="#e2e8f0" strokeDasharray="4 4" />
        {bars.map((b, i) => {
          const day = daily[i]?.day ?? '';
          const x = b.x + slot / 2;
          return (
            <g key={day}>
              <rect x={x - bar - 1} y={base - b.clicks} width={bar} height={b.clicks} rx="2" fill="#1d4ed8">
                <title>{`${shortDay(day)}: ${countOf(daily[i]?.clicks ?? 0, 'click')}`}</title>
              </rect>
              <rect x={x + 1} y={base - b.leads} width={bar} height={b.leads} rx="2" fill="#f59e0b">
                <title>{`${shortDay(day)}: ${countOf(daily[i]?.leads ?? 0, 'lead')}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      <div
        className="col-start-2 mt-1 grid"
        style={{ gridTemplateColumns: `repeat(${daily.length}, minmax(0, 1fr))` }}
        aria-hidden="true"
        data-testid="chart-days"
      >
        {daily.map((d, i) => {
          const fromEnd = daily.length - 1 - i;
          if (fromEnd % every !== 0) return <span key={d.day} />;
          // Labels overflow their narrow column on purpose, centred on it. A label left out on a narrow
          // screen keeps its column (invisible, not display:none, which moved the next labels left onto
          // each other at 375 px: "Nov 20Nov 22Nov 24").
          const narrow = fromEnd % narrowEvery === 0 ? '' : 'invisible sm:visible';
          return (
            <span key={d.day} className={`text-center whitespace-nowrap ${narrow}`}>
              {shortDay(d.day)}
            </span>
          );
        })}
      </div>
    </figure>
  );
}
