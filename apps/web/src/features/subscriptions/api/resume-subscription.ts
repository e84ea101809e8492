import { ZPlanStateSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../session';

/** POST /payment/resume-subscription: a cancelled plan renews again (before it has ended). */
export function resumeSubscription() {
  return apiRequest('/payment/resume-subscription', { method: 'POST', schema: ZPlanStateSchema });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
