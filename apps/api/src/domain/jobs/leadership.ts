import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Advisory lock keys (any fixed 64-bit numbers, one per kind of sweep). */
export const LOCKS = { jobs: 230_023_001, payments: 230_023_002 } as const;

/**
 * Runs `work` only if no other process is running the same sweep: the one that takes
 * `pg_try_advisory_xact_lock(key)` leads, and holds it until `work` ends (the lock's transaction
 * stays open meanwhile, on its own connection; `work` uses the pool's others). A process that
 * dies mid-sweep loses its connection, and with it the lock. PGlite is one process by
 * definition (and one connection, which the open transaction would hold), so it always leads.
 * Answers whether this process led.
 */
export async function asLeader(
  database: Pick<Database, 'db' | 'kind'>,
  key: number,
  work: () => Promise<void>,
) {
  if (database.kind === 'pglite') {
    await work();
    return true;
  }
  return database.db.transaction(async (tx) => {
    // node-postgres and PGlite both answer { rows }.
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as unknown as {
      rows: Array<{ locked: boolean }>;
    };
    if (!result.rows[0]?.locked) return false;
    await work();
    return true;
  });
}
