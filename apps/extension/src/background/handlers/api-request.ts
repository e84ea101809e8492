import { apiCall } from '../api-client';
import type { Handler } from '../handler-table';

/** Side panel and popup reach the API through here, so the session is refreshed in one place. */
export const apiRequest: Handler<'api:request'> = ({ path, method, body }) => {
  // Only API paths: the worker holds the bearer token and must not send it anywhere else.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('..')) {
    return { ok: false, status: 400, body: { status: 'error', message: 'Bad API path' } };
  }
  return apiCall({ path, method, body });
};
