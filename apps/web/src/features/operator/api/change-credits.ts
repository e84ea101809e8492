import { type TOperatorCreditChangeRequest, ZOperatorCreditChangeResponseSchema } from '@pp/contract';
import { useAccountAction } from './account-action';

const schema = ZOperatorCreditChangeResponseSchema.shape.data;

/** POST /operator/users/:id/credits (admin): grant (positive) or take back (negative), with a reason. */
export const useChangeCredits = (userId: string) =>
  useAccountAction<TOperatorCreditChangeRequest, typeof schema>(userId, 'credits', schema);
