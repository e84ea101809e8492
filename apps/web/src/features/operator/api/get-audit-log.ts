import { ZOperatorAuditLogResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = ZOperatorAuditLogResponseSchema.shape.data;

/** GET /operator/audit-log: the latest 100 entries of every operator, newest first. */
export function useAuditLog() {
  return useQuery({
    queryKey: ['operator', 'audit-log'],
    queryFn: async ({ signal }) => (await apiRequest('/operator/audit-log', { schema, signal })).data.entries,
    retry: false,
  });
}
