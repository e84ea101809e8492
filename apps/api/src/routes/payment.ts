import {
  MESSAGES,
  successEnvelope,
  ZCancelSubscriptionRequestSchema,
  ZCancelSubscriptionResponseSchema,
  ZChangePlanRequestSchema,
  ZCheckoutSessionResponseSchema,
  ZCreateCheckoutSessionRequestSchema,
  ZPlanStateResponseSchema,
  ZReceiptResponseSchema,
  ZSaveCheckoutSessionRequestSchema,
  ZSaveCheckoutSessionSchema,
  ZTransactionsResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cancelSubscription } from '../domain/billing/cancel-subscription';
import { changePlan, resumeSubscription } from '../domain/billing/change-plan';
import { createCheckoutSession } from '../domain/billing/create-checkout-session';
import { fulfilCheckout } from '../domain/billing/fulfil-checkout';
import { getReceipt } from '../domain/billing/get-receipt';
import { handleStripeEvent, verifyStripeEvent } from '../domain/billing/handle-stripe-event';
import { listTransactions } from '../domain/billing/list-transactions';
import { AppError } from '../lib/errors';
import { ok } from '../lib/reply';
import { routeOptions } from '../lib/route-options';

export default async function paymentRoutes(fastify: FastifyInstance) {
  const { app, authed, open } = routeOptions(fastify, ['payment']);

  app.post(
    '/create-checkout-session',
    authed(
      { body: ZCreateCheckoutSessionRequestSchema, response: { 200: ZCheckoutSessionResponseSchema } },
      'create-checkout-session',
    ),
    async (req) => ok('Checkout session created', await createCheckoutSession(app.ctx, req.userId, req.body)),
  );

  app.post(
    '/save-checkout-session',
    authed({
      body: ZSaveCheckoutSessionRequestSchema,
      response: { 200: successEnvelope(ZSaveCheckoutSessionSchema) },
    }),
    async (req) => {
      const result = await fulfilCheckout(app.ctx, req.body.session_id, { userId: req.userId });
      // Not paid (yet): the success page stays put and only logs, as PRODUCT.md §8 asks.
      if (!result.fulfilled)
        throw new AppError(409, 'Payment not completed yet', undefined, { data: result });
      return ok('Payment saved', result);
    },
  );

  app.get('/get-all-transactions', authed({ response: { 200: ZTransactionsResponseSchema } }), async (req) =>
    ok('Transactions fetched', { transactions: await listTransactions(app.ctx.db, req.userId) }),
  );

  app.get(
    '/transactions/:id/receipt',
    authed({
      summary: "The receipt of one of the user's paid transactions (our printable receipt page)",
      params: z.object({ id: z.uuid('Receipt not found') }),
      response: { 200: ZReceiptResponseSchema },
    }),
    async (req) => ok('Receipt fetched', await getReceipt(app.ctx, req.userId, req.params.id)),
  );

  app.post(
    '/change-plan',
    authed(
      {
        summary: 'Switch the running plan to another billing cycle, prorated; the new period starts now',
        body: ZChangePlanRequestSchema,
        response: { 200: ZPlanStateResponseSchema },
      },
      'change-plan',
    ),
    async (req) => ok(MESSAGES.planChanged, await changePlan(app.ctx, req.userId, req.body.package_name)),
  );

  app.post(
    '/resume-subscription',
    authed({
      summary: 'Undo a cancellation before the plan ends: it renews again',
      response: { 200: ZPlanStateResponseSchema },
    }),
    async (req) => ok(MESSAGES.subscriptionResumed, await resumeSubscription(app.ctx, req.userId)),
  );

  app.post(
    '/cancel-subscription',
    authed({
      body: ZCancelSubscriptionRequestSchema.optional(),
      response: { 200: ZCancelSubscriptionResponseSchema },
    }),
    async (req) =>
      ok(
        MESSAGES.subscriptionCanceled,
        await cancelSubscription(app.ctx, req.userId, req.body?.subscription_id),
      ),
  );

  // Stripe signs the exact bytes it sent, so this route (alone) keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/webhook',
      open({ hide: false, response: { 200: successEnvelope(z.object({ received: z.boolean() })) } }),
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['stripe-signature'];
        const event = verifyStripeEvent(app.ctx, raw, typeof signature === 'string' ? signature : undefined);
        req.log.info({ eventId: event.id, type: event.type }, 'stripe webhook');
        await handleStripeEvent(app.ctx, event);
        return ok('Webhook received', { received: true });
      },
    );
  });
}
