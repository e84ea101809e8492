import {
  POST_CREDIT_MESSAGES,
  SOCIAL_MESSAGES,
  ZCreateScheduledPostRequestSchema,
  ZMarketplaceRemindersResponseSchema,
  ZPhotoFairUseResponseSchema,
  ZScheduledPostResponseSchema,
  ZScheduledPostsResponseSchema,
  ZUpdateScheduledPostRequestSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cancelScheduledPost,
  getScheduledPost,
  listScheduledPosts,
  updateScheduledPost,
} from '../domain/scheduled-posts/change-scheduled-post';
import { createScheduledPost } from '../domain/scheduled-posts/create-scheduled-post';
import { listMarketplaceReminders } from '../domain/scheduled-posts/marketplace-reminders';
import { readPhotoFairUse } from '../domain/scheduled-posts/photo-fair-use';
import { ok } from '../lib/reply';
import { idParams as params, routeOptions } from '../lib/route-options';

/** Posts to LinkedIn and X (and Marketplace reminders), now or at a chosen time; owner only. */
export default async function scheduledPostRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['scheduled-posts']);

  app.get(
    '/',
    authed({
      querystring: z.object({ listing_id: z.string().max(100).optional() }),
      summary: "The user's scheduled and published posts, latest time first",
      response: { 200: ZScheduledPostsResponseSchema },
    }),
    async (req) =>
      ok(SOCIAL_MESSAGES.postsListed, {
        posts: await listScheduledPosts(app.ctx, req.userId, req.query.listing_id),
      }),
  );

  app.get(
    '/reminders',
    authed({
      summary:
        'Marketplace reminders to come or just due, for the extension to show as browser notifications',
      response: { 200: ZMarketplaceRemindersResponseSchema },
    }),
    async (req) =>
      ok(SOCIAL_MESSAGES.remindersListed, {
        reminders: await listMarketplaceReminders(app.ctx, req.userId),
      }),
  );

  app.get(
    '/photo-fair-use',
    authed({
      summary:
        'Instagram, Facebook Page and TikTok photo posts published in the last 24 hours, against the fair-use limit',
      response: { 200: ZPhotoFairUseResponseSchema },
    }),
    async (req) =>
      ok(POST_CREDIT_MESSAGES.fairUseRead, await readPhotoFairUse(app.ctx.db, req.userId, app.ctx.now())),
  );

  app.get(
    '/:id',
    authed({
      params,
      summary: 'One post (the extension fills a Marketplace reminder from it)',
      response: { 200: ZScheduledPostResponseSchema },
    }),
    async (req) =>
      ok(SOCIAL_MESSAGES.postFetched, await getScheduledPost(app.ctx, req.userId, req.params.id)),
  );

  app.post(
    '/',
    authed(
      {
        body: ZCreateScheduledPostRequestSchema,
        summary: 'Publish now (no publish_at) or schedule a post; the credit is taken when it publishes',
        response: { 201: ZScheduledPostResponseSchema },
      },
      'schedule-post',
    ),
    async (req, reply) => {
      const post = await createScheduledPost(app.ctx, req.userId, req.body);
      return reply
        .code(201)
        .send(ok(req.body.publish_at ? SOCIAL_MESSAGES.postScheduled : SOCIAL_MESSAGES.postQueued, post));
    },
  );

  app.patch(
    '/:id',
    authed({
      params,
      body: ZUpdateScheduledPostRequestSchema,
      summary: 'Edit a post still scheduled',
      response: { 200: ZScheduledPostResponseSchema },
    }),
    async (req) =>
      ok(
        SOCIAL_MESSAGES.postUpdated,
        await updateScheduledPost(app.ctx, req.userId, req.params.id, req.body),
      ),
  );

  app.delete(
    '/:id',
    authed({
      params,
      summary: 'Cancel a post still scheduled',
      response: { 200: ZScheduledPostResponseSchema },
    }),
    async (req) =>
      ok(SOCIAL_MESSAGES.postCancelled, await cancelScheduledPost(app.ctx, req.userId, req.params.id)),
  );
}
