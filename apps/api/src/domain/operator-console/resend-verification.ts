import { OPERATOR_CONSOLE_MESSAGES as M } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { createVerificationEmail } from '../auth/send-verification-email';
import type { Operator } from './console-operator';
import { recordOperatorAction } from './record-operator-action';

/** A fresh verification link mailed to the account (support's most common ticket); sent after commit. */
export async function resendVerification(
  ctx: AppContext,
  operator: Operator,
  userId: string,
  reason: string,
) {
  const mail = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound(M.userNotFound);
    if (user.email_verified_at) throw conflict(M.alreadyVerified);
    await recordOperatorAction(
      tx,
      operator,
      { action: 'resend_verification', targetUserId: userId, reason },
      ctx.now(),
    );
    return createVerificationEmail(ctx, tx, user);
  });
  ctx.mailer.sendLater(mail);
}
