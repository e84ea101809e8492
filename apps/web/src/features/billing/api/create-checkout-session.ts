import { MESSAGES, type TCreateCheckoutSessionRequest, ZCheckoutSessionSchema } from '@pp/contract';
import { PLANS } from '@pp/pricing';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, apiRequest, UnexpectedAnswerError } from '../../../lib/api-client';
import {
  CheckoutError,
  checkoutErrorMessage,
  checkoutUrlOrThrow,
  serverMessageOf,
} from '../utils/checkout-error-message';

/** What a failed checkout carries to the page: the PRODUCT.md §8 sentence to show. */
export class CheckoutFailure extends Error {
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
    this.name = 'CheckoutFailure';
  }
}

/** POST create-checkout-session and return the checkout page URL (throws CheckoutFailure). */
export async function createCheckoutSession(request: TCreateCheckoutSessionRequest): Promise<string> {
  try {
    if (
      request.package_type === 'subscription' &&
      !PLANS.some((p) => p.id === request.package_details.package_name)
    ) {
      throw new CheckoutError(MESSAGES.planNotFound);
    }
    const res = await apiRequest('/payment/create-checkout-session', {
      method: 'POST',
      body: request,
      schema: ZCheckoutSessionSchema,
    });
    return checkoutUrlOrThrow(res.data.url, window.location.origin);
  } catch (error) {
    // An answer without a checkout address reads as an invalid one (PRODUCT.md §8).
    if (error instanceof UnexpectedAnswerError) {
      throw new CheckoutFailure(MESSAGES.invalidCheckoutUrl, error);
    }
    const http =
      error instanceof ApiError
        ? { status: error.status, serverMessage: serverMessageOf(error.body) }
        : error;
    throw new CheckoutFailure(checkoutErrorMessage(request.package_type, http), error);
  }
}

export interface UseCreateCheckoutSessionOptions {
  /** Where the browser goes on success; tests replace it. Default: a full-page navigation. */
  redirect?: (url: string) => void;
  /** Default: a toast with the PRODUCT.md §8 sentence. */
  onError?: (message: string) => void;
}

/**
 * Checkout button state of PRODUCT.md §4: `isPending` while in flight; on success the browser goes to the
 * returned checkout page; on failure the PRODUCT.md §8 sentence is toasted (and kept in `error.message`).
 */
export function useCreateCheckoutSession(options: UseCreateCheckoutSessionOptions = {}) {
  const redirect = options.redirect ?? ((url: string) => window.location.assign(url));
  const onError = options.onError ?? ((message: string) => toast.error(message));
  return useMutation<string, CheckoutFailure, TCreateCheckoutSessionRequest>({
    mutationFn: createCheckoutSession,
    onSuccess: (url) => redirect(url),
    onError: (error) => onError(error.message),
  });
}
