import {
  LISTING_MESSAGES,
  ZCreatePromotionRequestSchema,
  ZCreatePromotionResponseSchema,
  ZFailPromotionResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { failPromotion } from '../domain/promotions/fail-promotion';
import { publishPromotion } from '../domain/promotions/publish-promotion';
import { ok } from '../lib/reply';
import { idParams, routeOptions } from '../lib/route-options';

/** Publishing an edited draft to a platform, one credit each; a failed publish gives it back. */
export default async function promotionRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['promotions']);

  app.post(
    '/',
    authed({
      body: ZCreatePromotionRequestSchema,
      response: { 201: ZCreatePromotionResponseSchema },
    }),
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(LISTING_MESSAGES.published, await publishPromotion(app.ctx, req.userId, req.body))),
  );

  app.post(
    '/:id/fail',
    authed({
      params: idParams,
      response: { 200: ZFailPromotionResponseSchema },
    }),
    async (req) => ok(LISTING_MESSAGES.failed, await failPromotion(app.ctx, req.userId, req.params.id)),
  );
}
