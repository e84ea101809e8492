import { ZTrialStartResponseSchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /users/trial/start (PRODUCT.md §7): 200 is success. */
export async function startTrial(): Promise<void> {
  await apiRequest('/users/trial/start', { method: 'POST', schema: ZTrialStartResponseSchema.shape.data });
}

export function useStartTrial(options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  return useMutation({ mutationFn: startTrial, onSuccess: options.onSuccess, onError: options.onError });
}
