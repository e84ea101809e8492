import { DAY_MS, LISTING_SOURCES, type ListingSource } from '@pp/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../src/db/client';
import { rebuildUsageDaily } from '../src/domain/usage/rebuild-usage-daily';
import { recordUsage } from '../src/domain/usage/record-usage';
import { createAccount } from './helpers/accounts';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db, clock } = await createTestApp();

interface DayRow extends Record<string, unknown> {
  user_id: string;
  source: string;
  day: string;
  conversions: number;
}

const rows = async (db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: DayRow[] }).rows.map((r) => ({
    ...r,
    conversions: Number(r.conversions),
  }));

/** What usage_daily holds for these users, in a stable order. */
const rollup = (userIds: string[]) =>
  rows(
    db,
    sql`SELECT user_id::text, source, to_char(day, 'YYYY-MM-DD') AS day, conversions
        FROM usage_daily WHERE user_id::text IN (${sql.join(userIds, sql`, `)})
        ORDER BY 1, 2, 3`,
  );

/** The same figures counted afresh from the events: the truth the rollup must equal. */
const recount = (userIds: string[]) =>
  rows(
    db,
    sql`SELECT user_id::text, source, to_char((occurred_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
               count(*)::int AS conversions
        FROM usage_events WHERE kind = 'conversion' AND user_id::text IN (${sql.join(userIds, sql`, `)})
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );

const sourceAt = (i: number): ListingSource => LISTING_SOURCES[i % LISTING_SOURCES.length]!;

describe('usage_daily rollup', () => {
  it('equals a recount of usage_events after a mix of sequential, transactional and concurrent events', async () => {
    const a = await createAccount(app, { trial: true });
    const b = await createAccount(app, { trial: true });
    const users = [a.userId, b.userId];
    const now = clock.now().getTime();
    const midnight = now - (now % DAY_MS);

    // Conversions and publishes at the edges of UTC days, some with the database clock.
    for (let i = 0; i < 40; i++) {
      await recordUsage(db, {
        userId: users[i % 2]!,
        source: sourceAt(i),
        kind: i % 3 === 0 ? 'promotion' : 'conversion',
        platform: i % 3 === 0 ? 'twitter' : null,
        at: new Date(midnight - (i % 5) * DAY_MS + (i % 2 === 0 ? 0 : -1)),
      });
    }
    await recordUsage(db, { userId: a.userId, source: 'redfin', kind: 'conversion' });

    // Many writers on the same user, source and day at once (real concurrency on PostgreSQL's pool).
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        recordUsage(db, {
          userId: users[i % 2]!,
          source: i % 3 === 0 ? 'zillow' : 'trulia',
          kind: i % 7 === 0 ? 'promotion' : 'conversion',
          at: new Date(midnight + 3_600_000),
        }),
      ),
    );
    // Concurrent callers that record inside their own transactions (as listings and promotions do).
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db
          .transaction(async (tx) => {
            for (let k = 0; k < 3; k++) {
              await recordUsage(tx, {
                userId: a.userId,
                source: sourceAt(k),
                kind: 'conversion',
                at: new Date(now),
              });
            }
            if (i === 0) tx.rollback(); // a failed caller: neither its events nor its counts remain
          })
          .catch(() => undefined),
      ),
    );
    // And through the product: a listing converted by the API.
    await listingOf(app, b);

    const expected = await recount(users);
    expect(expected.length).toBeGreaterThan(8);
    expect(await rollup(users)).toEqual(expected);
    // 7 committed transactions x 3 conversions; the rolled-back one left no event (and, above, no count).
    const atNow = await rows(
      db,
      sql`SELECT count(*)::int AS conversions FROM usage_events WHERE user_id = ${a.userId} AND occurred_at = ${new Date(now).toISOString()}::timestamptz`,
    );
    expect(atNow[0]!.conversions).toBe(21);
  });

  it('counts nothing for publishes', async () => {
    const a = await createAccount(app, { trial: true });
    await recordUsage(db, { userId: a.userId, source: 'zillow', kind: 'promotion', platform: 'linkedin' });
    expect(await rollup([a.userId])).toEqual([]);
  });

  it('is rebuilt from the events by the backfill statement', async () => {
    const a = await createAccount(app, { trial: true });
    for (let i = 0; i < 12; i++) {
      await recordUsage(db, {
        userId: a.userId,
        source: sourceAt(i),
        kind: 'conversion',
        at: new Date(clock.now().getTime() - i * 7 * 3_600_000),
      });
    }
    const before = await rollup([a.userId]);
    await db.execute(sql`UPDATE usage_daily SET conversions = conversions + 5 WHERE user_id = ${a.userId}`);
    await rebuildUsageDaily(db);
    expect(await rollup([a.userId])).toEqual(before);
    expect(before).toEqual(await recount([a.userId]));
  });
});
