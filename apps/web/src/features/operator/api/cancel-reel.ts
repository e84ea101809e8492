import { type TOperatorReasonRequest, ZOperatorItemStateSchema } from '@pp/contract';
import { useAccountAction } from './account-action';

/** POST /operator/users/:id/reels/:item/cancel (support, admin): a queued or rendering reel cancelled, its credit given back. */
export const useCancelReel = (userId: string, itemId: string) =>
  useAccountAction<TOperatorReasonRequest, typeof ZOperatorItemStateSchema>(
    userId,
    `reels/${itemId}/cancel`,
    ZOperatorItemStateSchema,
  );
