import { type TUsageStats, ZUsageStatsSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const usageStatsQueryKey = ['users', 'usage-stats'] as const;

/** GET /users/usage-stats: the per-source summaries behind the Zillow, Trulia, Realtor and Redfin tabs. */
export async function getUsageStats(signal?: AbortSignal): Promise<TUsageStats> {
  return (await apiRequest('/users/usage-stats', { schema: ZUsageStatsSchema, signal })).data;
}

export function useUsageStats(enabled = true) {
  return useQuery({ queryKey: usageStatsQueryKey, queryFn: ({ signal }) => getUsageStats(signal), enabled });
}
