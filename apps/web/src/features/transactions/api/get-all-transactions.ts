import { MESSAGES } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type Transaction, transactionsFrom } from '../utils/format-transaction';

export const transactionsQueryKey = ['payment', 'transactions'] as const;

/** GET /payment/get-all-transactions; an answer in no accepted shape is 'Invalid transactions data format'. */
export async function getAllTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  const body = await apiRequest('/payment/get-all-transactions', { signal });
  const list = transactionsFrom(body);
  if (!list) throw new Error(MESSAGES.transactionsInvalidFormat);
  return list;
}

export function useAllTransactions() {
  return useQuery({
    queryKey: transactionsQueryKey,
    queryFn: ({ signal }) => getAllTransactions(signal),
    retry: false,
  });
}
