import { OPERATOR_PAGE_SIZE, type TOperatorUserRow, type TOperatorUserSearch } from '@pp/contract';
import { count, desc, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

/** The columns of a search row; the account view adds the plan's dates to them. */
export const USER_ROW_COLUMNS = {
  id: users.id,
  email: users.email,
  full_name: users.full_name,
  role: users.role,
  email_verified_at: users.email_verified_at,
  package_name: users.package_name,
  is_subscribed: users.is_subscribed,
  created_at: users.created_at,
};

type RowIn = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'full_name'
  | 'role'
  | 'email_verified_at'
  | 'package_name'
  | 'is_subscribed'
  | 'created_at'
>;

export const userRowOut = (u: RowIn): TOperatorUserRow => ({
  id: u.id,
  email: u.email,
  full_name: u.full_name,
  role: u.role,
  email_verified: !!u.email_verified_at,
  plan: u.is_subscribed ? u.package_name : null,
  created_at: u.created_at.toISOString(),
});

/**
 * Accounts whose email or name holds `q` (any case), newest first, one page. strpos, not LIKE, so a
 * `%` or `_` typed in the box is matched as itself rather than as a wildcard.
 */
export async function searchUsers(db: DbOrTx, q: string, page: number): Promise<TOperatorUserSearch> {
  const needle = q.toLowerCase();
  const where = needle
    ? or(
        sql`strpos(lower(${users.email}), ${needle}) > 0`,
        sql`strpos(lower(${users.full_name}), ${needle}) > 0`,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(USER_ROW_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(userRowOut), total: total?.n ?? 0, page, page_size: OPERATOR_PAGE_SIZE };
}
