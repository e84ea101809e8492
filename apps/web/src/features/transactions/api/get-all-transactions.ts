import { MESSAGES, type TTransaction, ZTransactionsSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, UnexpectedAnswerError } from '../../../lib/api-client';

export const transactionsQueryKey = ['payment', 'transactions'] as const;

/** GET /payment/get-all-transactions; an answer not in the contract's shape is 'Invalid transactions data format'. */
export async function getAllTransactions(signal?: AbortSignal): Promise<TTransaction[]> {
  try {
    return (await apiRequest('/payment/get-all-transactions', { schema: ZTransactionsSchema, signal })).data
      .transactions;
  } catch (error) {
    throw error instanceof UnexpectedAnswerError ? new Error(MESSAGES.transactionsInvalidFormat) : error;
  }
}

export function useAllTransactions() {
  return useQuery({
    queryKey: transactionsQueryKey,
    queryFn: ({ signal }) => getAllTransactions(signal),
    retry: false,
  });
}
