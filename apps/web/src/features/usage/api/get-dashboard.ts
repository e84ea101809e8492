import { type TDashboard, ZDashboardSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const dashboardQueryKey = ['users', 'dashboard'] as const;

/** GET /users/dashboard: plan, expiry and usage figures (PRODUCT.md §3 Dashboard response). */
export async function getDashboard(signal?: AbortSignal): Promise<TDashboard> {
  return (await apiRequest('/users/dashboard', { schema: ZDashboardSchema, signal })).data;
}

export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal) });
}
