import { afterAll } from 'vitest';
import { startStripeStandIn } from './stripe-stand-in';
import { createTestApp } from './test-app';

const secrets = { secretKey: 'sk_test_standin_0123456789', webhookSecret: 'whsec_standin_0123456789' };

/** The real server configured for Stripe, talking to the local stand-in; both closed after the file. */
export async function createStripeTestApp() {
  const stripe = await startStripeStandIn(secrets);
  afterAll(() => stripe.close());
  const testApp = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: secrets.secretKey,
      STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });
  return { ...testApp, stripe };
}
