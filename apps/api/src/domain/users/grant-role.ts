import type { UserRole } from '@pp/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Sets the role of the account with this email (any case). Only the `npm run admin` command calls
 * it: no route grants a role, so a stolen session can never make itself an operator.
 * Answers false when no account has the email.
 */
export async function grantRole(db: DbOrTx, email: string, role: UserRole): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
