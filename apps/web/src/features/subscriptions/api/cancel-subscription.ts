import { type TCancelSubscriptionRequest, ZCancelSubscriptionResponseSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../session';

/** POST /payment/cancel-subscription; success refreshes the user (PRODUCT.md §4). */
export function cancelSubscription(subscriptionId: string) {
  const body: TCancelSubscriptionRequest = { subscription_id: subscriptionId };
  return apiRequest('/payment/cancel-subscription', {
    method: 'POST',
    body,
    schema: ZCancelSubscriptionResponseSchema.shape.data,
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
