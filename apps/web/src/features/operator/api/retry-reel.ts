import { type TOperatorReasonRequest, ZOperatorItemStateSchema } from '@pp/contract';
import { useAccountAction } from './account-action';

/** POST /operator/users/:id/reels/:item/retry (support, admin): a failed reel queued again (takes its next credit). */
export const useRetryReel = (userId: string, itemId: string) =>
  useAccountAction<TOperatorReasonRequest, typeof ZOperatorItemStateSchema>(
    userId,
    `reels/${itemId}/retry`,
    ZOperatorItemStateSchema,
  );
