import { type TOperatorReasonRequest, ZOperatorLockSchema } from '@pp/contract';
import { useAccountAction } from './account-action';

/** POST /operator/users/:id/unlock (admin): sign-in allowed again, held posts queued, with a reason. */
export const useUnlockAccount = (userId: string) =>
  useAccountAction<TOperatorReasonRequest, typeof ZOperatorLockSchema>(userId, 'unlock', ZOperatorLockSchema);
