import { type TOperatorRefundRequest, ZOperatorRefundResponseSchema } from '@pp/contract';
import { useAccountAction } from './account-action';

const schema = ZOperatorRefundResponseSchema.shape.data;

/** POST /operator/users/:id/refunds (admin): refunds what is left of a purchase, with a reason. */
export const useRefundPurchase = (userId: string) =>
  useAccountAction<TOperatorRefundRequest, typeof schema>(userId, 'refunds', schema);
