import { MESSAGES } from '@pp/contract';

/**
 * What to tell the agent about a failed API answer. The server's own message for a 4xx (it is
 * written for people); for a 5xx the server's text is not meant for them, so say what happened and
 * that trying again is safe.
 */
export function apiFailureMessage(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (status >= 500) {
    return `The Property Promoter server had a problem (error ${status}). Nothing was lost: try again in a moment.`;
  }
  return typeof message === 'string' && message ? message : MESSAGES.genericError;
}
