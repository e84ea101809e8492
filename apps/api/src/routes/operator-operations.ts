import {
  OPERATOR_OPERATIONS_MESSAGES as M,
  OPERATOR_CONSOLE_MESSAGES,
  ZOperatorAccountFailuresResponseSchema,
  ZOperatorItemParamsSchema,
  ZOperatorItemStateResponseSchema,
  ZOperatorLockResponseSchema,
  ZOperatorQueuesResponseSchema,
  ZOperatorReasonRequestSchema,
  ZOperatorWebhookEventsResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../domain/listings/save-listing';
import { requireConsole } from '../domain/operator-console/console-operator';
import { lockAccount, unlockAccount } from '../domain/operator-console/lock-account';
import { operatorPostAction } from '../domain/operator-console/post-actions';
import { readAccountFailures } from '../domain/operator-console/read-account-failures';
import { readQueues } from '../domain/operator-console/read-queues';
import { readWebhookEvents } from '../domain/operator-console/read-webhook-events';
import { operatorCancelReel, operatorRetryReel } from '../domain/operator-console/reel-actions';
import { notFound } from '../lib/errors';
import { ok } from '../lib/reply';
import { idParams, routeOptions } from '../lib/route-options';

/** A user id from the address; anything that is not one is unknown (404). */
const targetId = (id: string) => {
  if (!isUuid(id)) throw notFound(OPERATOR_CONSOLE_MESSAGES.userNotFound);
  return id;
};

/**
 * The console's second part (issue 28), beside operator-console.ts under /operator: the account
 * lock (admin), retry and cancel of a reel or a scheduled post (support or admin), and the
 * operations pages. Every route passes `requireConsole` (role, TOTP, this sign-in's verification).
 */
export default async function operatorOperationsRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['operator-console']);
  const ctx = app.ctx;

  for (const [verb, act, message] of [
    ['lock', lockAccount, M.locked],
    ['unlock', unlockAccount, M.unlocked],
  ] as const)
    app.post(
      `/users/:id/${verb}`,
      authed({
        summary:
          verb === 'lock'
            ? 'Admin: lock the account (every sign-in ended, no new one, scheduled posts held), with a reason'
            : 'Admin: unlock the account (held posts queued again), with a reason',
        params: idParams,
        body: ZOperatorReasonRequestSchema,
        response: { 200: ZOperatorLockResponseSchema },
      }),
      async (req) => {
        const operator = await requireConsole(ctx, req, true);
        return ok(message, await act(ctx, operator, targetId(req.params.id), req.body.reason));
      },
    );

  for (const verb of ['retry', 'cancel'] as const)
    app.post(
      `/users/:id/reels/:item/${verb}`,
      authed({
        summary:
          verb === 'retry'
            ? 'Support or admin: queue a failed reel again (takes its next credit, as the agent’s retry does)'
            : 'Support or admin: cancel a queued or rendering reel (marked failed, its credit given back)',
        params: ZOperatorItemParamsSchema,
        body: ZOperatorReasonRequestSchema,
        response: { 200: ZOperatorItemStateResponseSchema },
      }),
      async (req) => {
        const operator = await requireConsole(ctx, req);
        const act = verb === 'retry' ? operatorRetryReel : operatorCancelReel;
        const data = await act(ctx, operator, targetId(req.params.id), req.params.item, req.body.reason);
        return ok(verb === 'retry' ? M.reelRetried : M.reelCancelled, data);
      },
    );

  for (const verb of ['retry', 'cancel'] as const)
    app.post(
      `/users/:id/scheduled-posts/:item/${verb}`,
      authed({
        summary:
          verb === 'retry'
            ? 'Support or admin: schedule a failed post again (now, if its time has passed)'
            : 'Support or admin: cancel a scheduled post (its credit given back if one was taken)',
        params: ZOperatorItemParamsSchema,
        body: ZOperatorReasonRequestSchema,
        response: { 200: ZOperatorItemStateResponseSchema },
      }),
      async (req) => {
        const operator = await requireConsole(ctx, req);
        const action = verb === 'retry' ? 'post_retry' : 'post_cancel';
        const data = await operatorPostAction(
          ctx,
          operator,
          action,
          targetId(req.params.id),
          req.params.item,
          req.body.reason,
        );
        return ok(verb === 'retry' ? M.postRetried : M.postCancelled, data);
      },
    );

  app.get(
    '/queues',
    authed({
      summary: 'Waiting, active, failed and delayed jobs of each background queue, with their errors',
      response: { 200: ZOperatorQueuesResponseSchema },
    }),
    async (req) => {
      await requireConsole(ctx, req);
      return ok(M.queues, await readQueues(ctx));
    },
  );

  app.get(
    '/webhook-events',
    authed({
      summary: 'The latest Stripe events the webhook applied, and a count of each type this week',
      response: { 200: ZOperatorWebhookEventsResponseSchema },
    }),
    async (req) => {
      await requireConsole(ctx, req);
      return ok(M.webhookEvents, await readWebhookEvents(ctx.db, ctx.now()));
    },
  );

  app.get(
    '/account-failures',
    authed({
      summary: 'Connected accounts revoked or expired, or whose last publish failed',
      response: { 200: ZOperatorAccountFailuresResponseSchema },
    }),
    async (req) => {
      await requireConsole(ctx, req);
      return ok(M.accountFailures, { failures: await readAccountFailures(ctx.db, ctx.now()) });
    },
  );
}
