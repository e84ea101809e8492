import {
  STALE_OUTPUT_MESSAGES,
  ZStaleOutputActionResponseSchema,
  ZStaleOutputsResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { actOnStaleOutput } from '../domain/stale-outputs/act-on-stale-output';
import { listStaleOutputs } from '../domain/stale-outputs/find-stale-outputs';
import { ok } from '../lib/reply';
import { idParams as params, routeOptions } from '../lib/route-options';

const ACTION_MESSAGES = {
  update: STALE_OUTPUT_MESSAGES.updated,
  delete_and_follow_up: STALE_OUTPUT_MESSAGES.deletedAndFollowedUp,
  marketplace_reminder: STALE_OUTPUT_MESSAGES.marketplaceReminder,
  follow_up_reminder: STALE_OUTPUT_MESSAGES.followUpReminder,
} as const;

/** Outputs that state a listing's old price or status, and the one action each (NAR SoP 12-8). */
export default async function staleOutputRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['stale-outputs']);

  app.get(
    '/',
    authed({
      summary: 'The user’s outputs that state an old price or status (the newest 20, counted up to 100)',
      response: { 200: ZStaleOutputsResponseSchema },
    }),
    async (req) => ok(STALE_OUTPUT_MESSAGES.listed, await listStaleOutputs(app.ctx.db, req.userId)),
  );

  app.post(
    '/:id/actions',
    authed(
      {
        summary:
          'Bring one stale output to the current facts: update it (LinkedIn), delete it and post a follow-up (X), or a reminder (Marketplace, posts made in the composer, reels)',
        params,
        response: { 200: ZStaleOutputActionResponseSchema },
      },
      'schedule-post',
    ),
    async (req) => {
      const result = await actOnStaleOutput(app.ctx, req.userId, req.params.id);
      return ok(ACTION_MESSAGES[result.action], result);
    },
  );
}
