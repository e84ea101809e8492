import { z } from 'zod';
import { LISTING_SOURCES, type ListingSource, SOURCE_LABELS } from './constants';
import { successEnvelope } from './envelope';

/** One day of the 7-day series: `date` is the UTC calendar day (YYYY-MM-DD). */
export const ZUsageDaySchema = z.object({ date: z.string(), count: z.number().int() });
export type TUsageDay = z.infer<typeof ZUsageDaySchema>;

/**
 * Usage summary (PRODUCT.md §3). API calls are listing conversions (decisions.md); publishes are not
 * counted here because they already cost a credit. `api_usage_last_seven_days` always has 7
 * entries, oldest first, today (UTC) last, days without events present with count 0.
 * `total_api_calls` counts the current UTC calendar month (the overview shows it as Total Calls
 * and This Month, PRODUCT.md §2).
 */
export const ZUsageSummarySchema = z.object({
  total_api_calls: z.number().int(),
  total_api_calls_last_seven_days: z.number().int(),
  api_usage_last_seven_days: z.array(ZUsageDaySchema),
});
export type TUsageSummary = z.infer<typeof ZUsageSummarySchema>;

export const SOURCE_LABEL_LIST = LISTING_SOURCES.map((s) => SOURCE_LABELS[s]) as [
  'Zillow',
  'Realtor',
  'Trulia',
  'Redfin',
];
export type SourceLabel = (typeof SOURCE_LABEL_LIST)[number];

/** data of GET /api/v1/users/dashboard (PRODUCT.md §3 Dashboard response). */
export const ZDashboardSchema = z.object({
  /** The plan id (snake_case), 'free_trial' during a trial, null without access. */
  current_plan: z.string().nullable(),
  /** ISO 8601: subscription end, or trial end during a trial; null without either. */
  plan_expiry_date: z.string().nullable(),
  global_dashboard: ZUsageSummarySchema,
  promote_to_facebook_marketplace: z.object({
    Zillow: ZUsageSummarySchema,
    Realtor: ZUsageSummarySchema,
    Trulia: ZUsageSummarySchema,
    Redfin: ZUsageSummarySchema,
  }),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
export const ZDashboardResponseSchema = successEnvelope(ZDashboardSchema);

/** data of GET /api/v1/users/usage-stats: the per-source summaries keyed by source id. */
export const ZUsageStatsSchema = z.object({
  window_days: z.number().int(),
  sources: z.object({
    zillow: ZUsageSummarySchema,
    realtor: ZUsageSummarySchema,
    trulia: ZUsageSummarySchema,
    redfin: ZUsageSummarySchema,
  }),
});
export type TUsageStats = z.infer<typeof ZUsageStatsSchema>;
export const ZUsageStatsResponseSchema = successEnvelope(ZUsageStatsSchema);
export type UsageBySource = Record<ListingSource, TUsageSummary>;

/**
 * Whether the user asked to hear when reels launch ('Get Notified When Launched' on Contents):
 * GET and PUT /api/v1/marketing/reels-launch-notification.
 */
export const ZReelsLaunchNotificationSchema = z.object({
  subscribed: z.boolean(),
  subscribed_at: z.string().nullable(),
});
export type TReelsLaunchNotification = z.infer<typeof ZReelsLaunchNotificationSchema>;
export const ZReelsLaunchNotificationResponseSchema = successEnvelope(ZReelsLaunchNotificationSchema);

/** Spec §2: a plan id in snake_case shown as words with capitals ('Free Plan' when there is none). */
export function planLabel(plan: string | null | undefined): string {
  const words = (plan ?? '').split('_').filter(Boolean);
  if (words.length === 0) return 'Free Plan';
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join(' ');
}

const US_DATE = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** MM/DD/YYYY of an ISO date, in UTC like the access rules (decisions.md); null when missing or invalid. */
export function formatUsDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : US_DATE.format(d);
}

/**
 * data of GET /api/v1/users/onboarding: the dashboard's first-run checklist (issue 24), each step
 * read from what the account already holds, so it completes as things happen.
 */
export const ZOnboardingSchema = z.object({
  email_verified: z.boolean(),
  /** A trial claimed or a subscription bought. */
  trial_started: z.boolean(),
  /** The extension got a session from the web app, or saved a listing (only the extension does). */
  extension_installed: z.boolean(),
  /** At least one LinkedIn or X account connected. */
  account_connected: z.boolean(),
  /** A listing converted into drafts. */
  first_draft: z.boolean(),
  /** A post published, now or scheduled. */
  first_post: z.boolean(),
});
export type TOnboarding = z.infer<typeof ZOnboardingSchema>;
export type OnboardingStep = keyof TOnboarding;
export const ZOnboardingResponseSchema = successEnvelope(ZOnboardingSchema);

/**
 * A count with its noun in the right number: "1 lead", "2 leads", "1,299 clicks" (issue 24). The one
 * pluralising helper of the web app, the extension and the drafts; `many` defaults to `one` + "s".
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
