import type { TSaveCheckoutSession } from '@pp/contract';
import { ZSaveCheckoutSessionSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST save-checkout-session: the server confirms the payment with the processor and applies it. */
export async function saveCheckoutSession(sessionId: string) {
  return apiRequest('/payment/save-checkout-session', {
    method: 'POST',
    body: { session_id: sessionId },
    schema: ZSaveCheckoutSessionSchema,
  });
}

/** On success every cached query is stale: counters, subscription and transactions just changed. */
export function useSaveCheckoutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCheckoutSession,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export type { TSaveCheckoutSession };
