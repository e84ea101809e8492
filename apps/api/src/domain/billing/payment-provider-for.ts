import type { AppContext } from '../../app-context';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

const providers = new WeakMap<AppContext, PaymentProvider>();

/** Stripe when a secret key is configured, else the offline sandbox (never in production). */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    if (ctx.env.STRIPE_SECRET_KEY) provider = createStripeProvider(ctx.env);
    else if (ctx.env.NODE_ENV === 'production') throw new Error('Sandbox checkout is refused in production');
    else provider = createSandboxProvider(ctx);
    providers.set(ctx, provider);
  }
  return provider;
}
