import type { TUsageSummary } from '@pp/contract';
import { Activity, CalendarDays, CalendarRange, Sun } from 'lucide-react';
import { usageFigures } from '../utils/usage-figures';

const CARDS = [
  { key: 'totalCalls', label: 'Total Calls', icon: Activity },
  { key: 'today', label: 'Today', icon: Sun },
  { key: 'thisWeek', label: 'This Week', icon: CalendarRange },
  { key: 'thisMonth', label: 'This Month', icon: CalendarDays },
] as const;

/** Total Calls, Today, This Week, This Month (PRODUCT.md §2). */
export function UsageCards({ summary }: { summary: TUsageSummary }) {
  const figures = usageFigures(summary);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <div
          key={key}
          className="flex h-[104px] flex-col justify-between rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)]"
        >
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <Icon className="size-4 text-brand-700" aria-hidden />
            {label}
          </dt>
          <dd className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {figures[key].toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
