import type { TUsageDay, TUsageSummary } from '@pp/contract';

export interface UsageFigures {
  totalCalls: number;
  today: number;
  thisWeek: number;
  thisMonth: number;
}

/** The four cards of PRODUCT.md §2: Today is the last day of the series; This Month equals Total Calls. */
export function usageFigures(summary: TUsageSummary): UsageFigures {
  return {
    totalCalls: summary.total_api_calls,
    today: summary.api_usage_last_seven_days.at(-1)?.count ?? 0,
    thisWeek: summary.total_api_calls_last_seven_days,
    thisMonth: summary.total_api_calls,
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday of a YYYY-MM-DD series day (a UTC calendar day). */
export function weekdayName(date: string): string {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
}

/** The initial under each bar: S M T W T F S. */
export const weekdayInitial = (date: string) => weekdayName(date).charAt(0);

export const hasActivity = (days: TUsageDay[]) => days.some((d) => d.count > 0);

/** What a screen reader hears for the chart: every day with its count. */
export function chartDescription(days: TUsageDay[]): string {
  return days
    .map((d) => `${weekdayName(d.date)} ${d.date}: ${d.count} ${d.count === 1 ? 'call' : 'calls'}`)
    .join(', ');
}
