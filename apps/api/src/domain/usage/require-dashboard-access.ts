import { hasDashboardAccess, MESSAGES } from '@pp/contract';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../lib/errors';

/**
 * Usage figures belong to the protected dashboard (spec §6): a signed-in user without an active
 * subscription or trial gets 403 (decisions.md), the same rule the web gate applies.
 */
export function requireDashboardAccess(user: UserRow, now: Date): void {
  const access = {
    is_subscribed: user.is_subscribed,
    subscription_end_date: user.subscription_end_date?.toISOString() ?? null,
    trial_end: user.trial_end?.toISOString() ?? null,
  };
  if (!hasDashboardAccess(access, now)) throw forbidden(MESSAGES.notEntitled);
}
