import type { AddonKey } from '@pp/contract';
import { MESSAGES, type TCreateCheckoutSessionRequest, VALIDATION } from '@pp/contract';
import {
  addonForCreditType,
  type CreditType,
  centsToUsd,
  creditType,
  isCreditType,
  type Plan,
  planById,
  purchaseError,
  quoteCredits,
  usdToCents,
} from '@pp/pricing';
import { AppError, badRequest } from '../../lib/errors';

/** What is being bought, priced by the server alone (integer cents from @pp/pricing). */
export type Order =
  | { kind: 'subscription'; plan: Plan; amountCents: number; description: string }
  | {
      kind: 'paygo';
      creditType: CreditType;
      addon: AddonKey;
      quantity: number;
      unitCents: number;
      amountCents: number;
      description: string;
    };

/**
 * Turns a create-checkout-session request into an order. The client's package_price is only a
 * check: if it differs from the server's price the request is refused, never charged.
 */
export function priceOrder(request: TCreateCheckoutSessionRequest): Order {
  const clientCents = usdToCents(request.package_details.package_price);
  if (request.package_type === 'subscription') {
    const plan = planById(request.package_details.package_name);
    if (!plan) throw new AppError(404, MESSAGES.planNotFound);
    // The page shows the per-period price; the yearly plan charges twelve months at once. Either
    // figure is the server's own, so either is accepted as the client's confirmation.
    if (clientCents !== plan.charge_cents && clientCents !== plan.price) {
      throw badRequest(VALIDATION.invalidPurchase, {
        package_price: `Expected ${centsToUsd(plan.charge_cents)}`,
      });
    }
    return {
      kind: 'subscription',
      plan,
      amountCents: plan.charge_cents,
      description: `${plan.package_name.replace(/_/g, ' ')} subscription`,
    };
  }
  const { type_of_api_call: type, api_calls_buy: quantity } = request.package_details;
  const problem = purchaseError(type, quantity);
  if (problem) throw badRequest(problem, { api_calls_buy: problem });
  if (!isCreditType(type)) throw badRequest(VALIDATION.invalidPurchase);
  const quote = quoteCredits(type, quantity);
  if (clientCents !== quote.totalCents) {
    throw badRequest(VALIDATION.invalidPurchase, {
      package_price: `Expected ${centsToUsd(quote.totalCents)}`,
    });
  }
  return {
    kind: 'paygo',
    creditType: type,
    addon: addonForCreditType(type),
    quantity,
    unitCents: quote.unitCents,
    amountCents: quote.totalCents,
    description: `${quantity} ${creditType(type).title}`,
  };
}
