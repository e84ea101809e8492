import type { TPaygoCheckoutRequest } from '@pp/contract';
import { priceFor } from './credit-price';
import { type CreditType, PAYGO_PACKAGE_NAME } from './credit-types';
import { centsToUsd } from './money';

/**
 * The pay-as-you-go checkout body of PRODUCT.md §7 for `quantity` credits of `type`, priced by the same
 * function the server checks the price with (a differing price is refused).
 */
export function paygoCheckoutRequest(type: CreditType, quantity: number): TPaygoCheckoutRequest {
  return {
    package_type: 'paygo',
    package_details: {
      package_name: PAYGO_PACKAGE_NAME,
      package_price: centsToUsd(priceFor(type, quantity)),
      api_calls_buy: quantity,
      type_of_api_call: type,
    },
  };
}
