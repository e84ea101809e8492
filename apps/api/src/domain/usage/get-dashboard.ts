import {
  isOnTrial,
  isSubscribed,
  LISTING_SOURCES,
  SOURCE_LABELS,
  type TDashboard,
  type TUsageSummary,
  type UsageBySource,
} from '@pp/contract';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { usageBySource } from './usage-summaries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Adds the per-source summaries day by day into the account-wide one. */
export function sumSummaries(bySource: UsageBySource): TUsageSummary {
  const all = LISTING_SOURCES.map((s) => bySource[s]);
  return {
    total_api_calls: all.reduce((n, s) => n + s.total_api_calls, 0),
    total_api_calls_last_seven_days: all.reduce((n, s) => n + s.total_api_calls_last_seven_days, 0),
    api_usage_last_seven_days: all[0]!.api_usage_last_seven_days.map((day, i) => ({
      date: day.date,
      count: all.reduce((n, s) => n + s.api_usage_last_seven_days[i]!.count, 0),
    })),
  };
}

/** The plan the dashboard names: the paid package, 'free_trial' during a trial, else none. */
export function currentPlan(user: UserRow, now: Date): Pick<TDashboard, 'current_plan' | 'plan_expiry_date'> {
  const fields = {
    is_subscribed: user.is_subscribed,
    subscription_end_date: iso(user.subscription_end_date),
    trial_end: iso(user.trial_end),
  };
  if (isSubscribed(fields, now))
    return { current_plan: user.package_name, plan_expiry_date: fields.subscription_end_date };
  if (isOnTrial(fields, now)) return { current_plan: 'free_trial', plan_expiry_date: fields.trial_end };
  return { current_plan: null, plan_expiry_date: null };
}

/** data of GET /api/v1/users/dashboard (PRODUCT.md §3). */
export async function getDashboard(ctx: AppContext, user: UserRow): Promise<TDashboard> {
  const now = ctx.now();
  const bySource = await usageBySource(ctx.db, user.id, now);
  const [zillow, realtor, trulia, redfin] = LISTING_SOURCES.map((s) => bySource[s]);
  return {
    ...currentPlan(user, now),
    global_dashboard: sumSummaries(bySource),
    promote_to_facebook_marketplace: {
      [SOURCE_LABELS.zillow]: zillow!,
      [SOURCE_LABELS.realtor]: realtor!,
      [SOURCE_LABELS.trulia]: trulia!,
      [SOURCE_LABELS.redfin]: redfin!,
    } as TDashboard['promote_to_facebook_marketplace'],
  };
}
