import {
  LISTING_MESSAGES,
  ZCreatePromotionRequestSchema,
  ZCreatePromotionResponseSchema,
  ZFailPromotionResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failPromotion } from '../domain/promotions/fail-promotion';
import { publishPromotion } from '../domain/promotions/publish-promotion';
import { ok, bearerSecurity as security } from '../lib/reply';

const tags = ['promotions'];

/** Publishing an edited draft to a platform, one credit each; a failed publish gives it back. */
export default async function promotionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.post(
    '/',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: ZCreatePromotionRequestSchema,
        response: { 201: ZCreatePromotionResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(LISTING_MESSAGES.published, await publishPromotion(app.ctx, req.userId, req.body))),
  );

  app.post(
    '/:id/fail',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: ZFailPromotionResponseSchema },
      },
    },
    async (req) => ok(LISTING_MESSAGES.failed, await failPromotion(app.ctx, req.userId, req.params.id)),
  );
}
