import {
  MESSAGES,
  REEL_MESSAGES,
  ZAllReelsResponseSchema,
  ZCreateReelRequestSchema,
  ZMessageOnlySchema,
  ZReelResponseSchema,
  ZReelsLaunchNotificationResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { createReel } from '../domain/reels/create-reel';
import { deleteReel } from '../domain/reels/delete-reel';
import { getOwnReel, listReels } from '../domain/reels/find-reels';
import {
  getReelsLaunchNotification,
  subscribeToReelsLaunch,
} from '../domain/reels/reels-launch-notification';
import { retryReel } from '../domain/reels/retry-reel';
import { streamReelEvents } from '../domain/reels/stream-reel-events';
import { ok } from '../lib/reply';
import { idParams as params, routeOptions } from '../lib/route-options';

/**
 * Reels: made from one of the user's listings and uploaded photos for one credit, rendered by the
 * queue, followed live by Server-Sent Events. Every reel route answers the owner only (another
 * user's reel is 404 like an unknown one). Reading needs sign-in only: a user whose access lapsed
 * may still see and download what their credits made.
 */
export default async function marketingRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['marketing']);

  app.get(
    '/all-reels',
    authed({
      summary: "The user's reels, newest first",
      response: { 200: ZAllReelsResponseSchema },
    }),
    async (req) => ok(REEL_MESSAGES.listed, await listReels(app.ctx, req.userId)),
  );

  app.post(
    '/reels',
    authed(
      {
        summary: "Queue a reel of one of the user's listings (one reel_generation credit; 402 at zero)",
        body: ZCreateReelRequestSchema,
        response: { 201: ZReelResponseSchema },
      },
      'create-reel',
    ),
    async (req, reply) =>
      reply.code(201).send(ok(REEL_MESSAGES.created, await createReel(app.ctx, req.userId, req.body))),
  );

  app.get('/reels/:id', authed({ params, response: { 200: ZReelResponseSchema } }), async (req) =>
    ok(REEL_MESSAGES.fetched, await getOwnReel(app.ctx, req.userId, req.params.id)),
  );

  app.get(
    '/reels/:id/events',
    authed({
      params,
      summary: 'The reel as text/event-stream: `event: reel` on every change, closed once rendered or failed',
      produces: ['text/event-stream'],
    }),
    async (req, reply) => {
      const first = await getOwnReel(app.ctx, req.userId, req.params.id);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
      });
      const closed = new AbortController();
      req.raw.on('close', () => closed.abort());
      try {
        await streamReelEvents(app.ctx, req.userId, first, reply.raw, closed.signal);
      } catch (err) {
        // The headers are out: end the stream (the client reconnects or falls back to polling).
        req.log.warn({ err }, 'reel event stream failed');
        reply.raw.end();
      }
    },
  );

  app.post(
    '/reels/:id/retry',
    authed({
      params,
      summary: 'Queue a failed reel again (one new credit)',
      response: { 200: ZReelResponseSchema },
    }),
    async (req) => ok(REEL_MESSAGES.retried, await retryReel(app.ctx, req.userId, req.params.id)),
  );

  app.delete(
    '/reels/:id',
    authed({
      params,
      summary: 'Delete the reel and its video',
      response: { 200: ZMessageOnlySchema },
    }),
    async (req) => {
      await deleteReel(app.ctx, req.userId, req.params.id);
      return ok(REEL_MESSAGES.deleted, null);
    },
  );

  const notification = authed({ response: { 200: ZReelsLaunchNotificationResponseSchema } });
  app.get('/reels-launch-notification', notification, async (req) =>
    ok('Reels launch notification', await getReelsLaunchNotification(app.ctx, req.userId)),
  );
  app.put('/reels-launch-notification', notification, async (req) =>
    ok(MESSAGES.reelsLaunchNotifySaved, await subscribeToReelsLaunch(app.ctx, req.userId)),
  );
}
