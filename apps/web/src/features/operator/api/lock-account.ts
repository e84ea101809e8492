import { type TOperatorReasonRequest, ZOperatorLockSchema } from '@pp/contract';
import { useAccountAction } from './account-action';

/** POST /operator/users/:id/lock (admin): every sign-in ended, posts held, with a reason. */
export const useLockAccount = (userId: string) =>
  useAccountAction<TOperatorReasonRequest, typeof ZOperatorLockSchema>(userId, 'lock', ZOperatorLockSchema);
