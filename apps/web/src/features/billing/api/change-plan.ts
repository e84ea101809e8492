import { type TChangePlanRequest, ZPlanStateSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../session';

/** POST /payment/change-plan: the running plan moves to another cycle at once, prorated. */
export function changePlan(planId: string) {
  const body: TChangePlanRequest = { package_name: planId };
  return apiRequest('/payment/change-plan', {
    method: 'POST',
    body,
    schema: ZPlanStateSchema,
  });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
