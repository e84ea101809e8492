import { ZOperatorWebhookEventsSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /operator/webhook-events: the Stripe events applied lately, and this week's count per type. */
export function useWebhookEvents() {
  return useQuery({
    queryKey: ['operator', 'webhook-events'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/operator/webhook-events', { schema: ZOperatorWebhookEventsSchema, signal })).data,
    retry: false,
  });
}
