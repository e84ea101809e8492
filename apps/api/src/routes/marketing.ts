import { MESSAGES, ZAllReelsResponseSchema, ZReelsLaunchNotificationResponseSchema } from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listReels } from '../domain/reels/list-reels';
import {
  getReelsLaunchNotification,
  subscribeToReelsLaunch,
} from '../domain/reels/reels-launch-notification';
import { ok, bearerSecurity as security } from '../lib/reply';

const tags = ['marketing'];

/**
 * Reels the user generated. Sign-in is enough: a user whose access lapsed may still see (and
 * download) what was already made with their credits. Until reels launch, a user can ask to be
 * told when they do (reels-launch-notification).
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

  const notification = {
    onRequest: app.authenticate,
    schema: { tags, security, response: { 200: ZReelsLaunchNotificationResponseSchema } },
  };
  app.get('/reels-launch-notification', notification, async (req) =>
    ok('Reels launch notification', await getReelsLaunchNotification(app.ctx, req.userId)),
  );
  app.put('/reels-launch-notification', notification, async (req) =>
    ok(MESSAGES.reelsLaunchNotifySaved, await subscribeToReelsLaunch(app.ctx, req.userId)),
  );
}
