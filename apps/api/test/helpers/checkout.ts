import { priceFor } from '@pp/pricing';
import type { App } from '../../src/app';

/** The create-checkout-session body for `quantity` credits of `type`, at the price list's price unless `usd` says otherwise. */
export const paygoRequest = (
  type: string,
  quantity: number,
  usd = priceFor(type as never, quantity) / 100,
) => ({
  package_type: 'paygo',
  package_details: {
    package_name: 'paygo_credits',
    package_price: usd,
    api_calls_buy: quantity,
    type_of_api_call: type,
  },
});

/** The create-checkout-session body for the plan `planId` at `usd`. */
export const subscriptionRequest = (planId: string, usd: number) => ({
  package_type: 'subscription',
  package_details: { package_name: planId, package_price: usd },
});

/** Submits the sandbox's hosted checkout page (at the session's `url`) like a browser: an urlencoded form. */
export function payOnSandboxPage(
  app: App,
  url: string,
  card = '4242 4242 4242 4242',
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      card_number: card,
      expiry: '12 / 34',
      cvc: '123',
      name: 'Jane Agent',
      ...extra,
    }).toString(),
  });
}
