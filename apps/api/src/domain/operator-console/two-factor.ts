import {
  OPERATOR_CONSOLE_MESSAGES as M,
  OPERATOR_VERIFICATION_MINUTES,
  type TTwoFactorEnrolment,
  type TTwoFactorStatus,
} from '@pp/contract';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { operatorSessions, operatorTotp } from '../../db/schema';
import { conflict, fieldError } from '../../lib/errors';
import { qrSvg } from '../property-pages/page-qr';
import { consoleOperator, type Operator, verificationCutoff } from './console-operator';
import { recordOperatorAction } from './record-operator-action';
import { acceptedStep, newTotpSecret } from './totp';

type Auth = { userId: string; sessionId: string };

const totpRow = async (ctx: AppContext, userId: string) =>
  (await ctx.db.select().from(operatorTotp).where(eq(operatorTotp.user_id, userId)))[0];

/** Whether the operator set up TOTP, and until when this sign-in may use the console. */
export async function twoFactorStatus(ctx: AppContext, auth: Auth): Promise<TTwoFactorStatus> {
  const operator = await consoleOperator(ctx.db, auth.userId);
  const totp = await totpRow(ctx, operator.id);
  const [session] = await ctx.db
    .select({ at: operatorSessions.verified_at })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.session_id, auth.sessionId),
        gt(operatorSessions.verified_at, verificationCutoff(ctx.now())),
      ),
    );
  const until = session && new Date(session.at.getTime() + OPERATOR_VERIFICATION_MINUTES * 60_000);
  return {
    enrolled: !!totp?.enabled_at,
    verified_until: until ? until.toISOString() : null,
    role: operator.role,
  };
}

/**
 * Starts (or restarts, while not yet confirmed) TOTP set-up: a new secret, sealed at rest, answered
 * this once as an otpauth:// URI and its QR code. Once a code confirmed it, set-up is closed (409): a
 * stolen session must not be able to swap the operator's second factor for its own.
 */
export async function enrolTwoFactor(ctx: AppContext, auth: Auth): Promise<TTwoFactorEnrolment> {
  const operator = await consoleOperator(ctx.db, auth.userId);
  if ((await totpRow(ctx, operator.id))?.enabled_at) throw conflict(M.alreadyEnrolled);
  const { secret, uri } = newTotpSecret(operator.email);
  const sealed = ctx.cipher.encrypt(secret);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(operatorTotp)
      .values({ user_id: operator.id, secret_sealed: sealed, created_at: ctx.now() })
      .onConflictDoUpdate({
        target: operatorTotp.user_id,
        set: { secret_sealed: sealed, last_step: null, created_at: ctx.now() },
      });
    await recordOperatorAction(
      tx,
      operator,
      { action: 'two_factor_enrol', targetUserId: operator.id },
      ctx.now(),
    );
  });
  return { otpauth_uri: uri, qr_svg: qrSvg(uri, 'Two-factor set-up code'), secret };
}

/**
 * Checks a code from the authenticator app: the first one confirms set-up, each later one opens the
 * console for this sign-in. The accepted step is stored with a compare-and-set, so the same code
 * presented twice (or by two requests at once) is accepted once. Wrong codes are logged too.
 */
export async function verifyTwoFactor(ctx: AppContext, auth: Auth, code: string): Promise<TTwoFactorStatus> {
  const operator = await consoleOperator(ctx.db, auth.userId);
  const totp = await totpRow(ctx, operator.id);
  if (!totp) throw conflict(M.notEnrolled);
  const now = ctx.now();
  const step = acceptedStep(ctx.cipher.decrypt(totp.secret_sealed), code, now, totp.last_step);
  const accepted =
    step !== null &&
    (await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(operatorTotp)
        .set({ last_step: step, enabled_at: totp.enabled_at ?? now })
        .where(
          and(
            eq(operatorTotp.user_id, operator.id),
            or(isNull(operatorTotp.last_step), lt(operatorTotp.last_step, step)),
          ),
        )
        .returning({ id: operatorTotp.user_id });
      if (claimed.length === 0) return false;
      await tx
        .insert(operatorSessions)
        .values({ session_id: auth.sessionId, user_id: operator.id, verified_at: now })
        .onConflictDoUpdate({ target: operatorSessions.session_id, set: { verified_at: now } });
      await logAttempt(tx, operator, totp.enabled_at ? 'two_factor_verify' : 'two_factor_activate', now);
      return true;
    }));
  if (!accepted) {
    await logAttempt(ctx.db, operator, 'two_factor_failed', now);
    throw fieldError('code', M.wrongCode);
  }
  return twoFactorStatus(ctx, auth);
}

const logAttempt = (
  db: Parameters<typeof recordOperatorAction>[0],
  operator: Operator,
  action: string,
  now: Date,
) => recordOperatorAction(db, operator, { action, targetUserId: operator.id }, now);
