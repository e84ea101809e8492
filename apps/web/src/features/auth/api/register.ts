import { type TRegisterRequest, ZCurrentUserSchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/register (201); the account exists but is not signed in yet. */
export const register = (body: TRegisterRequest) =>
  apiRequest('/auth/register', { method: 'POST', body, schema: ZCurrentUserSchema });

export const useRegister = () => useMutation({ mutationFn: register });
