import type { TUsageDay } from '@pp/contract';
import { BarChart3 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { chartDescription, hasActivity, weekdayInitial } from '../utils/usage-figures';

/**
 * 'API Activity – Last 7 days' (PRODUCT.md §2): seven SVG bars, Today last, the weekday initial under
 * each and its count on top. One text alternative names every day and count; no charting library.
 * Bars are SVG scaled to their column, labels are HTML so they never stretch with the width.
 */
/** Tallest bar in px: the 192 px plot less room for the count above it. */
const PLOT_PX = 160;

export function ActivityChart({ days }: { days: TUsageDay[] }) {
  const titleId = useId();
  const max = Math.max(1, ...days.map((d) => d.count));
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]"
    >
      <div className="mb-4 flex items-center gap-2">
        <BarChart3 className="size-5 text-brand-700" aria-hidden />
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          API Activity – Last 7 days
        </h3>
      </div>
      {hasActivity(days) ? (
        <div role="img" aria-label={`API Activity – Last 7 days. ${chartDescription(days)}`} className="h-56">
          <div className="grid h-48 grid-cols-7 items-end gap-2 border-b border-slate-200 sm:gap-4">
            {days.map((d, i) => {
              const isToday = i === days.length - 1;
              const barPx = d.count > 0 ? Math.max(3, Math.round((d.count / max) * PLOT_PX)) : 0;
              return (
                <div key={d.date} className="flex h-full flex-col items-center justify-end gap-1">
                  <span className="text-xs font-semibold text-slate-700 tabular-nums sm:text-sm">
                    {d.count}
                  </span>
                  <svg
                    viewBox="0 0 10 100"
                    preserveAspectRatio="none"
                    className="block min-h-0 w-full max-w-12"
                    style={{ height: barPx }}
                    aria-hidden
                  >
                    <rect
                      x={0}
                      y={0}
                      width={10}
                      height={100}
                      className={isToday ? 'fill-brand-700' : 'fill-brand-500/70'}
                    />
                  </svg>
                </div>
              );
            })}
          </div>
          <div className="grid grid-cols-7 gap-2 pt-2 sm:gap-4" aria-hidden>
            {days.map((d, i) => (
              <span
                key={d.date}
                className={cn(
                  'text-center text-xs sm:text-sm',
                  i === days.length - 1 ? 'font-semibold text-slate-900' : 'text-slate-500',
                )}
              >
                {weekdayInitial(d.date)}
              </span>
            ))}
          </div>
        </div>
      ) : (
        <div className="flex h-56 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-200 bg-slate-50/60 text-slate-500">
          <BarChart3 className="size-8 text-slate-300" aria-hidden />
          <p className="text-sm font-medium">No API activity recorded</p>
        </div>
      )}
    </section>
  );
}
