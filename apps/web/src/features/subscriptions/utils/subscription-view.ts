import { type AccessFields, isOnTrial, isSubscribed, remainingDays } from '@pp/contract';

export type SubscriptionBox = 'trial' | 'active' | 'cancelled' | 'none';

export interface SubscriptionFields extends AccessFields {
  cancel_at_period_end?: boolean | null;
}

/** Spec §2/§4 precedence: trial, then active (subscribed, not cancelled), then cancelled-at-period-end. */
export function subscriptionBox(user: SubscriptionFields, now = new Date()): SubscriptionBox {
  if (isOnTrial(user, now)) return 'trial';
  if (user.cancel_at_period_end) return 'cancelled';
  if (isSubscribed(user, now)) return 'active';
  return 'none';
}

/** 'Your trial will expire in {n} day(s)' when the days are known, else 'Trial ends on {date}'. */
export function trialText(user: SubscriptionFields, endDate: string | null, now = new Date()): string {
  const days = remainingDays(user, now);
  if (days > 0) return `Your trial will expire in ${days} day(s)`;
  return `Trial ends on ${endDate ?? 'N/A'}`;
}
