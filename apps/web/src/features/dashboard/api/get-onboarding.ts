import { type TOnboarding, ZOnboardingSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const onboardingQueryKey = ['users', 'onboarding'] as const;

/** GET /users/onboarding: which first-run steps the account has done (issue 24). */
export async function getOnboarding(signal?: AbortSignal): Promise<TOnboarding> {
  return (await apiRequest('/users/onboarding', { schema: ZOnboardingSchema, signal })).data;
}

/** The steps happen elsewhere (the extension, another tab): read again on focus and while incomplete. */
export function useOnboarding() {
  return useQuery({
    queryKey: onboardingQueryKey,
    queryFn: ({ signal }) => getOnboarding(signal),
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data && Object.values(query.state.data).every(Boolean) ? false : 15_000,
  });
}
