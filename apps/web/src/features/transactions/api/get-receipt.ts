import { ZReceiptSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /payment/transactions/{id}/receipt: the receipt of one of the user's paid transactions. */
export async function getReceipt(id: string, signal?: AbortSignal) {
  const res = await apiRequest(`/payment/transactions/${encodeURIComponent(id)}/receipt`, {
    signal,
    schema: ZReceiptSchema,
  });
  return res.data;
}

export const useReceipt = (id: string) =>
  useQuery({
    queryKey: ['payment', 'receipt', id],
    queryFn: ({ signal }) => getReceipt(id, signal),
    retry: false,
  });
