import type { TCreateCheckoutSessionRequest } from '@pp/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { checkoutSessions, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { getUser } from '../users/find-user';
import { checkoutUrls } from './checkout-urls';
import { paymentProvider } from './payment-provider-for';
import { priceOrder } from './price-order';

export const ALREADY_SUBSCRIBED =
  'You already have an active subscription. Cancel it first to switch plans when it ends.';

/** Prices the order on the server, opens a checkout with the provider and remembers what was sold. */
export async function createCheckoutSession(
  ctx: AppContext,
  userId: string,
  request: TCreateCheckoutSessionRequest,
) {
  const order = priceOrder(request);
  const user = await getUser(ctx.db, userId);
  // A second renewing plan would bill twice; after a cancellation a new plan may be bought (PRODUCT.md §2).
  const renewing =
    user.is_subscribed &&
    !user.cancel_at_period_end &&
    !!user.subscription_end_date &&
    user.subscription_end_date >= ctx.now();
  if (order.kind === 'subscription' && renewing) throw conflict(ALREADY_SUBSCRIBED);
  const provider = paymentProvider(ctx);
  const created = await provider.createCheckout({
    userId,
    email: user.email,
    customerId: user.stripe_customer_id,
    order,
    ...checkoutUrls(ctx.env),
  });
  await ctx.db.transaction(async (tx) => {
    if (created.customerId && created.customerId !== user.stripe_customer_id) {
      await tx
        .update(users)
        .set({ stripe_customer_id: created.customerId })
        .where(and(eq(users.id, userId), isNull(users.stripe_customer_id)));
    }
    await tx.insert(checkoutSessions).values({
      id: created.id,
      user_id: userId,
      provider: provider.kind,
      package_type: order.kind,
      package_name: order.kind === 'subscription' ? order.plan.id : 'paygo_credits',
      credit_type: order.kind === 'paygo' ? order.creditType : null,
      quantity: order.kind === 'paygo' ? order.quantity : null,
      amount_cents: order.amountCents,
      currency: 'usd',
      url: created.url,
      created_at: ctx.now(),
    });
  });
  return { url: created.url, session_id: created.id };
}
