import { MESSAGES } from '@pp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../domain/auth/access-token';
import { unauthorized } from '../lib/errors';

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

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
};

/** The one place access tokens are checked; routes opt in with `onRequest: app.authenticate`. */
export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  app.decorate('authenticate', async (request: FastifyRequest, reply?: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(MESSAGES.notAuthenticated);
    const claims = await verifyAccessToken(app.ctx.env.JWT_SECRET, token, app.ctx.now());
    if (!claims) throw unauthorized(MESSAGES.accessTokenInvalid);
    const { userId } = claims;
    request.userId = userId;
    request.sessionId = claims.sessionId;
    // Every later log line of this request says whose it was.
    request.log = request.log.child({ userId });
    if (reply) reply.log = request.log;
  });
});
