import { planById } from '@pp/pricing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { getUser } from '../users/find-user';
import { paymentProvider } from './payment-provider-for';

export interface PlanState {
  subscription_id: string;
  package_name: string;
  cancel_at_period_end: boolean;
  subscription_end_date: string | null;
}

/** The user's plan while it still gives access; else 400 'No active subscription found'. */
async function activePlan(ctx: AppContext, userId: string) {
  const user = await getUser(ctx.db, userId);
  const end = user.subscription_end_date;
  if (!user.is_subscribed || !user.subscription_id || !end || end < ctx.now())
    throw badRequest('No active subscription found');
  return { user, subscriptionId: user.subscription_id, end };
}

async function saveState(ctx: AppContext, userId: string, set: Partial<typeof users.$inferInsert>) {
  const [row] = await ctx.db
    .update(users)
    .set({ ...set, updated_at: ctx.now() })
    .where(eq(users.id, userId))
    .returning();
  return {
    subscription_id: row!.subscription_id!,
    package_name: row!.package_name ?? '',
    cancel_at_period_end: row!.cancel_at_period_end,
    subscription_end_date: row!.subscription_end_date?.toISOString() ?? null,
  } satisfies PlanState;
}

/**
 * Switches the running plan to another billing cycle at once, prorated at the processor (Stripe
 * subscription update; the sandbox does the same arithmetic). The new period starts now; a pending
 * cancellation is dropped, since choosing a plan means wanting it.
 */
export async function changePlan(ctx: AppContext, userId: string, planId: string): Promise<PlanState> {
  const to = planById(planId);
  if (!to) throw notFound('Selected plan not found.');
  const { user, subscriptionId, end } = await activePlan(ctx, userId);
  const from = user.package_name ? planById(user.package_name) : undefined;
  if (!from) throw badRequest('No active subscription found');
  if (from.id === to.id) throw new AppError(409, 'You are already on this plan');
  const sub = await paymentProvider(ctx).changePlan({
    userId,
    subscriptionId,
    from,
    to,
    currentPeriodEnd: end,
  });
  return saveState(ctx, userId, {
    package_name: to.id,
    subscription_end_date: sub.periodEnd ?? end,
    cancel_at_period_end: false,
  });
}

/** Undoes a cancellation before the plan ends: it renews again. */
export async function resumeSubscription(ctx: AppContext, userId: string): Promise<PlanState> {
  const { user, subscriptionId, end } = await activePlan(ctx, userId);
  if (!user.cancel_at_period_end) throw new AppError(409, 'Your subscription is not cancelled');
  const sub = await paymentProvider(ctx).resume(subscriptionId);
  return saveState(ctx, userId, {
    cancel_at_period_end: false,
    subscription_end_date: sub.periodEnd ?? end,
  });
}
