import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { checkoutSessions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { checkoutUrls, SESSION_ID_PLACEHOLDER } from './checkout-urls';
import { fulfilCheckout } from './fulfil-checkout';
import { type CardForm, checkSandboxCard } from './sandbox-card';
import { sandboxSnapshot } from './sandbox-provider';

export type SandboxSession = typeof checkoutSessions.$inferSelect;

export async function findSandboxSession(ctx: AppContext, sessionId: string): Promise<SandboxSession> {
  const [row] = await ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  if (row?.provider !== 'sandbox') throw notFound('Checkout session not found');
  return row;
}

export const sandboxSuccessUrl = (ctx: AppContext, sessionId: string) =>
  checkoutUrls(ctx.env).successUrl.replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId));

export type SandboxPayment =
  | { paid: true; redirectTo: string }
  | { paid: false; message: string; declined: boolean };

/**
 * The sandbox's "processor": checks the test card, then marks the session paid and fulfils it in
 * one transaction (fulfilCheckout's claim sets both), standing in for Stripe's webhook, so a crash
 * can never leave a paid session unfulfilled; then sends the browser to the success page.
 */
export async function paySandboxCheckout(
  ctx: AppContext,
  sessionId: string,
  form: CardForm,
): Promise<SandboxPayment> {
  const session = await findSandboxSession(ctx, sessionId);
  const redirectTo = sandboxSuccessUrl(ctx, sessionId);
  if (session.status === 'paid') return { paid: true, redirectTo };
  if (session.status !== 'open')
    return { paid: false, message: 'This checkout is no longer open', declined: false };
  const check = checkSandboxCard(form, ctx.now());
  if (!check.ok) return { paid: false, message: check.message, declined: check.declined };
  const snapshot = sandboxSnapshot(session, true, ctx.now());
  await fulfilCheckout(ctx, sessionId, { snapshot: { ...snapshot, card: check.card } });
  return { paid: true, redirectTo };
}
