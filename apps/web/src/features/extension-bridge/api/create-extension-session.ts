import { type TExtensionSession, ZSessionDataSchema } from '@pp/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getAccessToken, getUserId } from '../../../lib/session';

/**
 * A session of the extension's own (POST /auth/extension-session: a new refresh-token family, so
 * the extension and this tab never rotate the same token). Where the server has no such endpoint,
 * only the current access token is handed over: the extension then works until it expires and
 * asks the agent to sign in, rather than sharing (and racing) this tab's refresh token.
 */
export async function createExtensionSession(email: string): Promise<TExtensionSession | null> {
  try {
    const { data } = await apiRequest('/auth/extension-session', {
      method: 'POST',
      schema: ZSessionDataSchema,
      auth: 'always',
    });
    return {
      access_token: data.access_token,
      refresh_token: data.refresh_token,
      user_id: data.user_id,
      email: data.email,
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  const accessToken = getAccessToken();
  const userId = getUserId();
  return accessToken && userId
    ? { access_token: accessToken, refresh_token: null, user_id: userId, email }
    : null;
}
