import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type USER_LIMITS, userLimit } from './rate-limits';
import { bearerSecurity } from './reply';

/** The `:id` of a row the user owns: any short string (an unknown or foreign id answers 404, not 400). */
export const idParams = z.object({ id: z.string().max(100) });

type PreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The options every route of a resource plugin repeats, written once: the zod type provider, the
 * plugin's OpenAPI tags, and for signed-in routes the bearer check with its security requirement.
 * A route passes only its own schema (summary, params, body, response…) and the limit it has.
 */
export function routeOptions(fastify: FastifyInstance, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  return {
    app,
    /**
     * A route of the signed-in user: `app.authenticate` runs first (401 without a live access token),
     * the document says it needs the bearer token, and `limit` names its per-user rate limit.
     */
    authed: <S extends FastifySchema>(schema: S, limit?: keyof typeof USER_LIMITS) => ({
      onRequest: app.authenticate,
      schema: { tags, security: bearerSecurity, ...schema },
      ...(limit ? { preHandler: userLimit(app, limit) } : {}),
    }),
    /** A route anyone may call; `preHandler` is its (per-IP) rate limit, when it has one. */
    open: <S extends FastifySchema>(schema: S, preHandler?: PreHandler) => ({
      schema: { tags, ...schema },
      ...(preHandler ? { preHandler } : {}),
    }),
  };
}
