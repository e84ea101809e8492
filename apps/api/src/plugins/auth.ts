import { ACCOUNT_LOCKED_MESSAGE, MESSAGES } from '@pp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../domain/auth/access-token';
import { isLocked } from '../domain/users/account-lock';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` for routes that require a signed-in user. */
    userId: string;
    /** The sign-in (refresh-token family) the access token belongs to. */
    sessionId: string;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply?: FastifyReply): Promise<void>;
  }
}

/** pino's loggers can take bindings in place; the disabled logger cannot (and needs none). */
type WithBindings = { setBindings?: (bindings: Record<string, unknown>) => void };

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
};

/** The one place access tokens are checked; routes opt in with `onRequest: app.authenticate`. */
export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  app.decorate('authenticate', async (request: FastifyRequest, _reply?: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(MESSAGES.notAuthenticated);
    const claims = await verifyAccessToken(app.ctx.env.JWT_SECRET, token, app.ctx.now());
    // A signed token whose sign-in was revoked (password change or reset, token reuse) or whose
    // user no longer exists is refused like a forged one.
    if (!claims) throw unauthorized(MESSAGES.accessTokenInvalid);
    if (!(await app.ctx.sessions.isActive(claims.sessionId, claims.userId))) {
      // A lock revoked the sign-in: say so (403, not a 401 the app would answer by refreshing).
      // Asked only on this refused path, so a live token costs no extra query.
      if (await isLocked(app.ctx.db, claims.userId)) throw forbidden(ACCOUNT_LOCKED_MESSAGE);
      throw unauthorized(MESSAGES.accessTokenInvalid);
    }
    const { userId } = claims;
    request.userId = userId;
    request.sessionId = claims.sessionId;
    // Every later log line of this request says whose it was: the request's own child logger
    // (shared with the reply) takes the binding, rather than a new child built per request.
    (request.log as WithBindings).setBindings?.({ userId });
  });
});
