import { hasDashboardAccess, MESSAGES } from '@pp/contract';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../lib/errors';

/**
 * The paid features (the dashboard's figures, making reels) need an active subscription or trial:
 * a signed-in user without either gets 403 with `message` (decisions.md), the rule the web gate applies.
 */
export function requireActiveAccess(user: UserRow, now: Date, message: string): void {
  const access = {
    is_subscribed: user.is_subscribed,
    subscription_end_date: user.subscription_end_date?.toISOString() ?? null,
    trial_end: user.trial_end?.toISOString() ?? null,
  };
  if (!hasDashboardAccess(access, now)) throw forbidden(message);
}

/** Usage figures belong to the protected dashboard (PRODUCT.md §6). */
export function requireDashboardAccess(user: UserRow, now: Date): void {
  requireActiveAccess(user, now, MESSAGES.notEntitled);
}
