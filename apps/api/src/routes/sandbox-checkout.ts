import { safeText } from '@pp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutUrls } from '../domain/billing/checkout-urls';
import {
  findSandboxSession,
  paySandboxCheckout,
  type SandboxSession,
  sandboxSuccessUrl,
} from '../domain/billing/pay-sandbox-checkout';
import type { CardForm } from '../domain/billing/sandbox-card';
import { renderSandboxCheckoutPage } from '../domain/billing/sandbox-checkout-page';
import { getUser } from '../domain/users/find-user';
import { ipLimit } from '../lib/rate-limits';

const ZParams = z.object({ id: safeText().min(1).max(200) });
const ZCardForm = z.object({
  card_number: safeText().max(40).optional(),
  expiry: safeText().max(10).optional(),
  cvc: safeText().max(6).optional(),
  name: safeText().max(120).optional(),
});

/**
 * The offline hosted-checkout page standing in for Stripe's: only without a Stripe key and never
 * in production, where these paths do not exist.
 */
export default async function sandboxCheckoutRoutes(fastify: FastifyInstance) {
  const env = fastify.ctx.env;
  if (env.NODE_ENV === 'production' || env.STRIPE_SECRET_KEY) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The page posts a plain HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const page = async (
    reply: FastifyReply,
    session: SandboxSession,
    extra: { error?: { message: string; declined: boolean }; values?: CardForm } = {},
    status = 200,
  ) => {
    const user = await getUser(app.ctx.db, session.user_id);
    const html = renderSandboxCheckoutPage({
      session,
      email: user.email,
      cancelUrl: checkoutUrls(app.ctx.env).cancelUrl,
      successUrl: sandboxSuccessUrl(app.ctx, session.id),
      ...extra,
    });
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  };

  app.get('/:id', { schema: { hide: true, params: ZParams } }, async (req, reply) =>
    page(reply, await findSandboxSession(app.ctx, req.params.id)),
  );

  app.post(
    '/:id/pay',
    {
      schema: { hide: true, params: ZParams, body: ZCardForm },
      preHandler: ipLimit(app, 'sandbox-pay'),
    },
    async (req, reply) => {
      const result = await paySandboxCheckout(app.ctx, req.params.id, req.body);
      if (result.paid) return reply.redirect(result.redirectTo, 303);
      const session = await findSandboxSession(app.ctx, req.params.id);
      // Keep what was typed (except the CVC) so a decline can be retried with one change.
      const { cvc: _cvc, ...values } = req.body;
      return page(reply, session, { error: result, values }, result.declined ? 402 : 422);
    },
  );
}
