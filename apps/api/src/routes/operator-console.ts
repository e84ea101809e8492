import {
  OPERATOR_CONSOLE_MESSAGES as M,
  ZMessageOnlySchema,
  ZOperatorAccountResponseSchema,
  ZOperatorAuditLogResponseSchema,
  ZOperatorCreditChangeRequestSchema,
  ZOperatorCreditChangeResponseSchema,
  ZOperatorReasonRequestSchema,
  ZOperatorRefundRequestSchema,
  ZOperatorRefundResponseSchema,
  ZOperatorUserSearchQuerySchema,
  ZOperatorUserSearchResponseSchema,
  ZTotpCodeRequestSchema,
  ZTwoFactorEnrolmentResponseSchema,
  ZTwoFactorStatusResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../domain/listings/save-listing';
import { changeAccountCredits } from '../domain/operator-console/change-account-credits';
import { requireConsole } from '../domain/operator-console/console-operator';
import { getAccount } from '../domain/operator-console/get-account';
import { readAuditLog } from '../domain/operator-console/read-audit-log';
import { refundAccountPurchase } from '../domain/operator-console/refund-account-purchase';
import { resendVerification } from '../domain/operator-console/resend-verification';
import { searchUsers } from '../domain/operator-console/search-users';
import { enrolTwoFactor, twoFactorStatus, verifyTwoFactor } from '../domain/operator-console/two-factor';
import { notFound } from '../lib/errors';
import { ok } from '../lib/reply';
import { idParams, routeOptions } from '../lib/route-options';

/** A user id from the address; anything that is not one is unknown (404), like a deleted account. */
const targetId = (id: string) => {
  if (!isUuid(id)) throw notFound(M.userNotFound);
  return id;
};

/**
 * The operators' console (issue 28). Every route is for support and admin only (403 otherwise);
 * besides the two-factor ones, each also needs this sign-in's recent TOTP verification
 * (`requireConsole`), and the actions need an admin, except resending a verification mail.
 */
export default async function operatorConsoleRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['operator-console']);
  const ctx = app.ctx;

  app.get(
    '/2fa',
    authed({
      summary: 'Whether two-factor is set up, and until when this sign-in may use the console',
      response: { 200: ZTwoFactorStatusResponseSchema },
    }),
    async (req) => ok(M.status, await twoFactorStatus(ctx, req)),
  );

  app.post(
    '/2fa/enrol',
    authed({
      summary:
        'Start two-factor set-up: a new TOTP secret, answered once as otpauth:// URI and QR code (409 once set up)',
      response: { 200: ZTwoFactorEnrolmentResponseSchema },
    }),
    async (req) => ok(M.enrolled, await enrolTwoFactor(ctx, req)),
  );

  app.post(
    '/2fa/verify',
    authed(
      {
        summary:
          'Present a TOTP code: confirms set-up, and opens the console for this sign-in (each code once)',
        body: ZTotpCodeRequestSchema,
        response: { 200: ZTwoFactorStatusResponseSchema },
      },
      'operator-2fa',
    ),
    async (req) => ok(M.verified, await verifyTwoFactor(ctx, req, req.body.code)),
  );

  app.get(
    '/users',
    authed({
      summary: 'Search accounts by email or name (paged, newest first)',
      querystring: ZOperatorUserSearchQuerySchema,
      response: { 200: ZOperatorUserSearchResponseSchema },
    }),
    async (req) => {
      await requireConsole(ctx, req);
      return ok(M.found, await searchUsers(ctx.db, req.query.q, req.query.page));
    },
  );

  app.get(
    '/users/:id',
    authed({
      summary:
        'One account: plan, credits, ledger, transactions, listings, reels, scheduled posts, operator log',
      params: idParams,
      response: { 200: ZOperatorAccountResponseSchema },
    }),
    async (req) => {
      await requireConsole(ctx, req);
      return ok(M.account, await getAccount(ctx.db, targetId(req.params.id)));
    },
  );

  app.post(
    '/users/:id/credits',
    authed({
      summary: 'Admin: grant (positive) or take back (negative) credits, with a reason',
      params: idParams,
      body: ZOperatorCreditChangeRequestSchema,
      response: { 200: ZOperatorCreditChangeResponseSchema },
    }),
    async (req) => {
      const operator = await requireConsole(ctx, req, true);
      return ok(
        M.creditsChanged,
        await changeAccountCredits(ctx, operator, targetId(req.params.id), req.body),
      );
    },
  );

  app.post(
    '/users/:id/refunds',
    authed({
      summary: 'Admin: refund what is left of a purchase at the payment processor, with a reason',
      params: idParams,
      body: ZOperatorRefundRequestSchema,
      response: { 200: ZOperatorRefundResponseSchema },
    }),
    async (req) => {
      const operator = await requireConsole(ctx, req, true);
      return ok(M.refunded, await refundAccountPurchase(ctx, operator, targetId(req.params.id), req.body));
    },
  );

  app.post(
    '/users/:id/verification-email',
    authed({
      summary: 'Support or admin: mail the account a fresh verification link, with a reason',
      params: idParams,
      body: ZOperatorReasonRequestSchema,
      response: { 200: ZMessageOnlySchema },
    }),
    async (req) => {
      const operator = await requireConsole(ctx, req);
      await resendVerification(ctx, operator, targetId(req.params.id), req.body.reason);
      return ok(M.verificationSent, null);
    },
  );

  app.get(
    '/audit-log',
    authed({
      summary: 'The latest 100 entries of the operators’ audit log',
      response: { 200: ZOperatorAuditLogResponseSchema },
    }),
    async (req) => {
      await requireConsole(ctx, req);
      return ok(M.auditLog, { entries: await readAuditLog(ctx.db) });
    },
  );
}
