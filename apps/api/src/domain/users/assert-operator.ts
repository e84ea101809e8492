import { EXTRACTION_HEALTH_MESSAGES, OPERATOR_ROLES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden } from '../../lib/errors';

/**
 * 403 unless the signed-in user is an operator (support or admin). The role is read from the row on
 * every call, not from the token, so a role taken away takes effect at once.
 */
export async function assertOperator(db: DbOrTx, userId: string): Promise<void> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!row || !OPERATOR_ROLES.includes(row.role)) throw forbidden(EXTRACTION_HEALTH_MESSAGES.operatorsOnly);
}
