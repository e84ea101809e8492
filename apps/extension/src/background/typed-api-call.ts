import type { z } from 'zod';
import type { ApiResult } from '../common/messages';
import { MessageError } from '../common/messages';
import { type ApiCall, apiCall, errorMessage } from './api-client';

/**
 * An API call whose answer must match `schema`: a refusal throws the server's sentence (it crosses
 * to the side panel as the message's error), and an answer of the wrong shape says so.
 */
export async function typedApiCall<S extends z.ZodType>(call: ApiCall, schema: S): Promise<z.infer<S>> {
  return typedAnswer(await apiCall(call), schema);
}

/** typedApiCall's check of an answer already read (for a caller that looks at a refusal first). */
export function typedAnswer<S extends z.ZodType>(result: ApiResult, schema: S): z.infer<S> {
  if (!result.ok) throw new MessageError(errorMessage(result));
  const parsed = schema.safeParse(result.body);
  if (!parsed.success)
    throw new MessageError('The server answered in a way this extension does not understand.');
  return parsed.data;
}
