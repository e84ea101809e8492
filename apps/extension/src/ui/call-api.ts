import { MESSAGES } from '@pp/contract';
import type { z } from 'zod';
import { send } from '../shared/messages';

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
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<z.infer<S>> {
  const result = await send('api:request', { path, method: init.method, body: init.body });
  const body = result.body as { message?: unknown } | null;
  if (!result.ok) {
    throw new ApiError(
      result.status,
      typeof body?.message === 'string' ? body.message : MESSAGES.genericError,
      result.body,
    );
  }
  const parsed = schema.safeParse(result.body);
  if (!parsed.success) throw new ApiError(result.status, MESSAGES.unexpectedError, result.body);
  return parsed.data;
}
