import { ADDON_KEYS, type AddonKey, DAY_MS } from './constants';

/** The fields of the current user that decide access (PRODUCT.md §3, §4). */
export interface AccessFields {
  is_subscribed?: boolean | null;
  subscription_end_date?: string | null;
  trial_end?: string | null;
}

const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** "today or later": an end date counts for the whole of its day (UTC, decisions.md). */
const notPast = (iso: string | null | undefined, now: Date) => {
  if (!iso) return false;
  const end = new Date(iso);
  return !Number.isNaN(end.getTime()) && startOfUtcDay(end) >= startOfUtcDay(now);
};

export function isSubscribed(u: AccessFields, now = new Date()): boolean {
  return u.is_subscribed === true && notPast(u.subscription_end_date, now);
}

export function isOnTrial(u: AccessFields, now = new Date()): boolean {
  return !isSubscribed(u, now) && notPast(u.trial_end, now);
}

export function hasDashboardAccess(u: AccessFields, now = new Date()): boolean {
  return isSubscribed(u, now) || isOnTrial(u, now);
}

/** Rounded-up days to the end date, never below 0, 0 when neither applies (PRODUCT.md §4). */
export function remainingDays(u: AccessFields, now = new Date()): number {
  const end = isSubscribed(u, now) ? u.subscription_end_date : isOnTrial(u, now) ? u.trial_end : null;
  if (!end) return 0;
  return Math.max(0, Math.ceil((new Date(end).getTime() - now.getTime()) / DAY_MS));
}

/** Header badge text: 'Expired', 'N day(s) left', or 'Trial: N day(s) left'. */
export function accessBadge(u: AccessFields, now = new Date()): string {
  const days = remainingDays(u, now);
  if (days === 0) return 'Expired';
  const text = `${days} day(s) left`;
  return isOnTrial(u, now) ? `Trial: ${text}` : text;
}

export function totalCredits(addons: Partial<Record<AddonKey, number | null>> | null | undefined): number {
  return ADDON_KEYS.reduce((sum, k) => sum + (addons?.[k] ?? 0), 0);
}
