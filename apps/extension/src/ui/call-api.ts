import { MESSAGES } from '@pp/contract';
import type { z } from 'zod';
import { apiFailureMessage } from '../common/api-failure';
import { send } from '../common/messages';

/** A failed API call: status, the server's message and, for refused posts, its findings. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** Calls the API through the service worker (which holds the tokens) and checks the answer's shape. */
export async function callApi<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
): Promise<z.infer<S>> {
  const result = await send('api:request', { path, method: init.method, body: init.body });
  if (!result.ok)
    throw new ApiError(result.status, apiFailureMessage(result.status, result.body), result.body);
  const parsed = schema.safeParse(result.body);
  if (!parsed.success) throw new ApiError(result.status, MESSAGES.unexpectedError, result.body);
  return parsed.data;
}
