import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

const TABLES = [
  'users',
  'user_photos',
  'refresh_tokens',
  'email_tokens',
  'contact_messages',
  'credit_ledger',
] as const;

/**
 * A digest of every row of the account tables: equal snapshots before and after a rejected
 * request prove it wrote nothing, not even an update.
 */
export async function snapshotAccounts(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::text || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as d from ${table} t`,
      ),
    );
    digests[table] = (result as unknown as { rows: Array<{ d: string }> }).rows[0]?.d ?? '';
  }
  return digests;
}
