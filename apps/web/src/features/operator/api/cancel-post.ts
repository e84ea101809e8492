import { type TOperatorReasonRequest, ZOperatorItemStateSchema } from '@pp/contract';
import { useAccountAction } from './account-action';

/** POST /operator/users/:id/scheduled-posts/:item/cancel (support, admin): a scheduled post cancelled, a credit it took given back. */
export const useCancelPost = (userId: string, itemId: string) =>
  useAccountAction<TOperatorReasonRequest, typeof ZOperatorItemStateSchema>(
    userId,
    `scheduled-posts/${itemId}/cancel`,
    ZOperatorItemStateSchema,
  );
