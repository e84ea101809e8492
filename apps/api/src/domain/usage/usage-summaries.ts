import { LISTING_SOURCES, type ListingSource, USAGE_WINDOW_DAYS, type UsageBySource } from '@pp/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

interface SeriesRow extends Record<string, unknown> {
  source: ListingSource;
  day: string;
  n: number;
  total: number;
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The per-source usage summaries of one user, computed in one SQL statement: the count of the
 * current UTC calendar month (Total Calls; the spec shows it as This Month too, and decisions.md
 * makes it the period's allowance of conversions) and the 7 UTC days ending today
 * (generate_series supplies the zero days). Both read the usage_daily rollup that recordUsage
 * keeps (at most 31 days x 4 sources rows, by primary key range), so no event is loaded or
 * counted and the cost does not grow with the number of events.
 * Only conversions count as API calls (decisions.md); publishes are paid for with credits.
 */
export async function usageBySource(db: DbOrTx, userId: string, now: Date): Promise<UsageBySource> {
  const today = utcDay(now);
  const first = new Date(Date.parse(today) - (USAGE_WINDOW_DAYS - 1) * 86_400_000);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const sources = sql.raw(`ARRAY[${LISTING_SOURCES.map((s) => `'${s}'`).join(',')}]::text[]`);
  // node-postgres and PGlite both answer { rows }.
  const result = (await db.execute(sql`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${utcDay(first)}::date, ${today}::date, interval '1 day') AS d
    ), recent AS (
      SELECT source, day, conversions AS n
      FROM usage_daily
      WHERE user_id = ${userId} AND day >= ${utcDay(first)}::date AND day <= ${today}::date
    ), totals AS (
      SELECT source, sum(conversions)::int AS n
      FROM usage_daily
      WHERE user_id = ${userId} AND day >= ${utcDay(monthStart)}::date AND day <= ${today}::date
      GROUP BY 1
    )
    SELECT s.source, to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(r.n, 0)::int AS n, coalesce(t.n, 0)::int AS total
    FROM unnest(${sources}) AS s(source)
    CROSS JOIN days
    LEFT JOIN recent r ON r.source = s.source AND r.day = days.day
    LEFT JOIN totals t ON t.source = s.source
    ORDER BY s.source, days.day
  `)) as unknown as { rows: SeriesRow[] };
  const out = Object.fromEntries(
    LISTING_SOURCES.map((s) => [
      s,
      { total_api_calls: 0, total_api_calls_last_seven_days: 0, api_usage_last_seven_days: [] },
    ]),
  ) as unknown as UsageBySource;
  for (const row of result.rows) {
    const summary = out[row.source];
    summary.total_api_calls = Number(row.total);
    summary.total_api_calls_last_seven_days += Number(row.n);
    summary.api_usage_last_seven_days.push({ date: row.day, count: Number(row.n) });
  }
  return out;
}
