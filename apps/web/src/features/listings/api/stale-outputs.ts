import {
  type TStaleOutput,
  type TUpdateListingFactsRequest,
  ZStaleOutputActionResponseSchema,
  ZStaleOutputsResponseSchema,
  ZUpdateListingFactsResponseSchema,
} from '@pp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingsQueryKey } from './get-listings';

/** Every stale list (the dashboard's and each listing's) shares this prefix, so an action refreshes all. */
export const staleOutputsKey = ['stale-outputs'] as const;

/**
 * GET /listings/:id/stale-outputs, or GET /stale-outputs (the dashboard: the newest 20, counted up
 * to 100) without a listing: outputs that state an old price or status (NAR SoP 12-8).
 */
export function useStaleOutputs(listingId?: string) {
  return useQuery({
    queryKey: [...staleOutputsKey, listingId ?? 'all'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          listingId ? `/listings/${encodeURIComponent(listingId)}/stale-outputs` : '/stale-outputs',
          { schema: ZStaleOutputsResponseSchema.shape.data, signal },
        )
      ).data,
  });
}

/** POST /stale-outputs/:id/actions: the output's one action; answers what was done and where to go. */
export function useActOnStaleOutput() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (output: Pick<TStaleOutput, 'audit_event_id'>) =>
      apiRequest(`/stale-outputs/${encodeURIComponent(output.audit_event_id)}/actions`, {
        method: 'POST',
        schema: ZStaleOutputActionResponseSchema.shape.data,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: staleOutputsKey }),
  });
}

/** PUT /listings/:id/facts: the agent sets the price or status; earlier outputs may turn stale. */
export function useUpdateListingFacts(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpdateListingFactsRequest) =>
      apiRequest(`/listings/${encodeURIComponent(listingId)}/facts`, {
        method: 'PUT',
        body,
        schema: ZUpdateListingFactsResponseSchema.shape.data,
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: listingsQueryKey });
      void client.invalidateQueries({ queryKey: staleOutputsKey });
    },
  });
}
