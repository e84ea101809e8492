import { ZAllReelsResponseSchema } from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listReels } from '../domain/reels/list-reels';
import { bearerSecurity as security } from '../lib/reply';

const tags = ['marketing'];

/**
 * Reels the user generated. Sign-in is enough: a user whose access lapsed may still see (and
 * download) what was already made with their credits.
 */
export default async function marketingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/all-reels',
    { onRequest: app.authenticate, schema: { tags, security, response: { 200: ZAllReelsResponseSchema } } },
    async (req) => ({
      status: 'success' as const,
      message: 'Reels fetched',
      data: await listReels(app.ctx.db, req.userId),
    }),
  );
}
