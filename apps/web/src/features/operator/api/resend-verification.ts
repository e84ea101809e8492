import { type TOperatorReasonRequest, ZMessageOnlySchema } from '@pp/contract';
import { useAccountAction } from './account-action';

const schema = ZMessageOnlySchema.shape.data;

/** POST /operator/users/:id/verification-email (support, admin): a fresh link, with a reason. */
export const useResendVerification = (userId: string) =>
  useAccountAction<TOperatorReasonRequest, typeof schema>(userId, 'verification-email', schema);
