import type { TResults } from '@pp/contract';
import { barLayout } from '../utils/chart-geometry';

const W = 640;
const H = 160;
const PAD = { top: 8, left: 28, bottom: 22 };

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Clicks and leads per day as paired bars, drawn in SVG (no chart library). */
export function ResultsChart({ daily }: { daily: TResults['daily'] }) {
  const { max, slot, bars } = barLayout(daily, W - PAD.left, H - PAD.top - PAD.bottom);
  const bar = Math.max(2, Math.min(14, slot / 2 - 2));
  const base = H - PAD.bottom;
  const labelEvery = daily.length > 10 ? 5 : 1;
  const total = daily.reduce((n, d) => n + d.clicks, 0);
  const leads = daily.reduce((n, d) => n + d.leads, 0);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
      role="img"
      aria-label={`Clicks and leads per day: ${total} clicks and ${leads} leads from ${shortDay(daily[0]?.day ?? '')} to ${shortDay(daily.at(-1)?.day ?? '')}`}
    >
      <line x1={PAD.left} x2={W} y1={base} y2={base} stroke="#cbd5e1" />
      <line x1={PAD.left} x2={W} y1={PAD.top} y2={PAD.top} stroke="#e2e8f0" strokeDasharray="4 4" />
      <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="11" fill="#64748b">
        {max}
      </text>
      <text x={PAD.left - 6} y={base} textAnchor="end" fontSize="11" fill="#64748b">
        0
      </text>
      {bars.map((b, i) => {
        const day = daily[i]?.day ?? '';
        const x = PAD.left + b.x + slot / 2;
        return (
          <g key={day}>
            <rect x={x - bar - 1} y={base - b.clicks} width={bar} height={b.clicks} rx="2" fill="#1d4ed8">
              <title>{`${shortDay(day)}: ${daily[i]?.clicks} clicks`}</title>
            </rect>
            <rect x={x + 1} y={base - b.leads} width={bar} height={b.leads} rx="2" fill="#f59e0b">
              <title>{`${shortDay(day)}: ${daily[i]?.leads} leads`}</title>
            </rect>
            {(daily.length - 1 - i) % labelEvery === 0 ? (
              <text x={x} y={H - 6} textAnchor="middle" fontSize="11" fill="#64748b">
                {shortDay(day)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
