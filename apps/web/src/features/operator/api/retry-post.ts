import { type TOperatorReasonRequest, ZOperatorItemStateSchema } from '@pp/contract';
import { useAccountAction } from './account-action';

/** POST /operator/users/:id/scheduled-posts/:item/retry (support, admin): a failed post scheduled again. */
export const useRetryPost = (userId: string, itemId: string) =>
  useAccountAction<TOperatorReasonRequest, typeof ZOperatorItemStateSchema>(
    userId,
    `scheduled-posts/${itemId}/retry`,
    ZOperatorItemStateSchema,
  );
