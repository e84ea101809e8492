import {
  OPERATOR_CONSOLE_MESSAGES as M,
  OPERATOR_ROLES,
  OPERATOR_VERIFICATION_MINUTES,
  type TwoFactorState,
  type UserRole,
} from '@pp/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { operatorSessions, operatorTotp, users } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';

export interface Operator {
  id: string;
  email: string;
  role: UserRole;
}

/**
 * The signed-in operator, or 403. The role is read from the row on every call (never from the
 * token), so a role taken away with `npm run admin` ends console access at once.
 */
export async function consoleOperator(db: DbOrTx, userId: string): Promise<Operator> {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !OPERATOR_ROLES.includes(row.role)) throw forbidden(M.operatorsOnly);
  return row;
}

/** The earliest verification that still opens the console at `now`. */
export const verificationCutoff = (now: Date) =>
  new Date(now.getTime() - OPERATOR_VERIFICATION_MINUTES * 60_000);

/** 403 carrying which step is missing, so the web app shows set-up or the code prompt. */
const twoFactorNeeded = (state: TwoFactorState) =>
  new AppError(403, state === 'enrol' ? M.enrolFirst : M.verifyFirst, { two_factor: state });

/**
 * The gate of every console route: an operator (admin when `adminOnly`), with TOTP set up, whose
 * sign-in presented a code within the last OPERATOR_VERIFICATION_MINUTES. Answers the operator.
 */
export async function requireConsole(
  ctx: AppContext,
  auth: { userId: string; sessionId: string },
  adminOnly = false,
): Promise<Operator> {
  const operator = await consoleOperator(ctx.db, auth.userId);
  const [totp] = await ctx.db
    .select({ enabled: operatorTotp.enabled_at })
    .from(operatorTotp)
    .where(eq(operatorTotp.user_id, operator.id));
  if (!totp?.enabled) throw twoFactorNeeded('enrol');
  const [session] = await ctx.db
    .select({ at: operatorSessions.verified_at })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.session_id, auth.sessionId),
        eq(operatorSessions.user_id, operator.id),
        gt(operatorSessions.verified_at, verificationCutoff(ctx.now())),
      ),
    );
  if (!session) throw twoFactorNeeded('verify');
  if (adminOnly && operator.role !== 'admin') throw forbidden(M.adminsOnly);
  return operator;
}
