import { MESSAGES, type TContactRequest, ZMessageOnlySchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /users/contact-us (PRODUCT.md §7), sent without the bearer token. */
export async function sendContactMessage(body: TContactRequest): Promise<void> {
  await apiRequest('/users/contact-us', {
    method: 'POST',
    body,
    auth: 'never',
    schema: ZMessageOnlySchema.shape.data,
  });
}

/** Spec §8: 409 means a message was already sent; anything else is the generic failure. */
export function contactErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409
    ? MESSAGES.contactAlreadySent
    : MESSAGES.contactFailed;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
