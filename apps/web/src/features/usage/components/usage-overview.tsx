import {
  formatUsDate,
  LISTING_SOURCES,
  type ListingSource,
  MESSAGES,
  planLabel,
  SOURCE_LABELS,
  type TUsageSummary,
} from '@pp/contract';
import { AlertCircle, CalendarClock, Crown } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDashboard } from '../api/get-dashboard';
import { useUsageStats } from '../api/get-usage-stats';
import { ActivityChart } from './activity-chart';
import { UsageCards } from './usage-cards';

/** Spec §2 tab order. */
const TAB_SOURCES: ListingSource[] = ['zillow', 'trulia', 'realtor', 'redfin'];
const SOURCE_DOT: Record<ListingSource, string> = {
  zillow: 'bg-zillow',
  realtor: 'bg-realtor',
  trulia: 'bg-trulia',
  redfin: 'bg-redfin',
};

function UsageSkeleton() {
  return (
    <div aria-hidden className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[104px] rounded-[var(--radius-card)]" />
        ))}
      </div>
      <Skeleton className="h-[310px] rounded-[var(--radius-card)]" />
    </div>
  );
}

/** Spec §8: the server's message when it sent one, else 'Failed to load dashboard data'. */
function loadErrorText(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | null) : null;
  return typeof body?.message === 'string' && body.message ? body.message : MESSAGES.dashboardLoadFailed;
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-5 text-red-800 sm:flex-row sm:items-center"
    >
      <AlertCircle className="size-5 shrink-0" aria-hidden />
      <p className="flex-1 text-sm font-medium">{loadErrorText(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function UsagePanel({ summary }: { summary: TUsageSummary }) {
  return (
    <div className="space-y-4">
      <UsageCards summary={summary} />
      <ActivityChart days={summary.api_usage_last_seven_days} />
    </div>
  );
}

const tabClass = cn(
  'inline-flex h-9 items-center justify-center gap-2 rounded-md px-1 text-[13px] font-semibold text-slate-600 transition-colors sm:px-3 sm:text-sm',
  'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
  'focus-visible:outline-2 focus-visible:outline-brand-600',
);

/** The dashboard overview (PRODUCT.md §2): plan, expiry, and the usage tabs Overview, Zillow, Trulia, Realtor, Redfin. */
export function UsageOverview() {
  const dashboard = useDashboard();
  const stats = useUsageStats(dashboard.isSuccess);
  const data = dashboard.data;
  const expires = formatUsDate(data?.plan_expiry_date);
  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex h-[76px] items-center gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white px-4 shadow-[var(--shadow-card)]">
          <span className="flex size-10 items-center justify-center rounded-full bg-accent-400/20 text-accent-600">
            <Crown className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Current Plan</p>
            {data ? (
              <p className="truncate text-lg font-semibold text-slate-900">{planLabel(data.current_plan)}</p>
            ) : (
              <Skeleton className="mt-1 h-6 w-36" />
            )}
          </div>
        </div>
        <div className="flex h-[76px] items-center gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white px-4 shadow-[var(--shadow-card)]">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <CalendarClock className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Expires</p>
            {data ? (
              <p className="text-lg font-semibold text-slate-900 tabular-nums">{expires ?? 'N/A'}</p>
            ) : (
              <Skeleton className="mt-1 h-6 w-28" />
            )}
          </div>
        </div>
      </div>

      <Tabs.Root defaultValue="overview" className="space-y-4">
        <Tabs.List
          aria-label="Usage by listing source"
          className="grid w-full grid-cols-5 gap-1 rounded-lg bg-slate-100 p-1 sm:flex sm:w-fit"
        >
          <Tabs.Trigger value="overview" className={tabClass}>
            Overview
          </Tabs.Trigger>
          {TAB_SOURCES.map((s) => (
            <Tabs.Trigger key={s} value={s} className={tabClass}>
              <span className={cn('hidden size-2 rounded-full sm:inline', SOURCE_DOT[s])} aria-hidden />
              {SOURCE_LABELS[s]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="focus-visible:outline-none">
          {dashboard.isError ? (
            <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} />
          ) : data ? (
            <UsagePanel summary={data.global_dashboard} />
          ) : (
            <UsageSkeleton />
          )}
        </Tabs.Content>
        {LISTING_SOURCES.map((s) => (
          <Tabs.Content key={s} value={s} className="focus-visible:outline-none">
            {dashboard.isError || stats.isError ? (
              <LoadError
                error={dashboard.error ?? stats.error}
                onRetry={() => (dashboard.isError ? dashboard : stats).refetch()}
              />
            ) : stats.data ? (
              <UsagePanel summary={stats.data.sources[s]} />
            ) : (
              <UsageSkeleton />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
