import type { Env } from '../../config/env';

/** Stripe fills in {CHECKOUT_SESSION_ID}; the sandbox does the same substitution. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** decisions.md: the success and cancelled pages of the web app. */
export const checkoutUrls = (env: Env) => ({
  successUrl: `${env.APP_URL}/payment/success?session_id=${SESSION_ID_PLACEHOLDER}`,
  cancelUrl: `${env.APP_URL}/payment/cancel`,
});
