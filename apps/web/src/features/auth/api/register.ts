import { type TRegisterRequest, ZRegisterResponseSchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/register (201); the account exists but is not signed in yet, so the answer's data is not needed. */
export const register = (body: TRegisterRequest) =>
  apiRequest('/auth/register', { method: 'POST', body, schema: ZRegisterResponseSchema.shape.data });

export const useRegister = () => useMutation({ mutationFn: register });
