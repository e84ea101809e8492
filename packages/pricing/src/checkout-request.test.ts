import { ZPaygoCheckoutRequestSchema } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { paygoCheckoutRequest } from './checkout-request';

describe('paygoCheckoutRequest', () => {
  it('prices the quantity at its tier and names the credit type, in the contract shape', () => {
    const body = paygoCheckoutRequest('post_to_twitter_account', 25);
    expect(body).toEqual({
      package_type: 'paygo',
      package_details: {
        package_name: 'paygo_credits',
        // 25 credits fall in the 21-50 band at 75 cents each.
        package_price: 18.75,
        api_calls_buy: 25,
        type_of_api_call: 'post_to_twitter_account',
      },
    });
    expect(ZPaygoCheckoutRequestSchema.parse(body)).toEqual(body);
  });

  it('refuses a quantity no tier covers rather than pricing it', () => {
    expect(() => paygoCheckoutRequest('reel_generation', 0)).toThrow(RangeError);
  });
});
