import type { TDesignRate, TExtractionHealth, TFieldSeries } from '@pp/contract';
import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { extractionHealthDaily as t } from '../../db/schema';
import { daysBefore, flagExtractionHealth, rateOf } from './flag-extraction-health';

const sum = (column: AnyPgColumn) => sql<number>`sum(${column})::int`;

/**
 * Every report adds one to each field's `reports`, so one field's count is the design's number of
 * reads. Any always-listed field would do; the price is the one every source shows.
 */
const READS_FIELD = 'price';

async function fieldSeries(db: DbOrTx, from: string, to: string): Promise<TFieldSeries[]> {
  const rows = await db
    .select({
      source: t.source,
      field: t.field,
      day: t.day,
      reports: sum(t.reports),
      filled: sum(t.filled),
      needs_confirmation: sum(t.needs_confirmation),
    })
    .from(t)
    .where(and(gte(t.day, from), lte(t.day, to)))
    .groupBy(t.source, t.field, t.day)
    .orderBy(asc(t.source), asc(t.field), asc(t.day));
  const series = new Map<string, TFieldSeries>();
  for (const { source, field, ...day } of rows) {
    const key = `${source}/${field}`;
    if (!series.has(key)) series.set(key, { source, field, days: [] });
    series.get(key)!.days.push({ ...day, rate: rateOf(day.filled, day.reports) });
  }
  return [...series.values()];
}

async function designRates(db: DbOrTx, from: string, to: string): Promise<TDesignRate[]> {
  const rows = await db
    .select({
      source: t.source,
      fingerprint: t.fingerprint,
      reads: sql<number>`(sum(${t.reports}) filter (where ${t.field} = ${READS_FIELD}))::int`,
      reports: sum(t.reports),
      filled: sum(t.filled),
      // The design's first day ever, not in the window: a design older than the window is not new.
      // Written out: drizzle leaves columns unqualified inside sql``, which a correlated subquery needs.
      first_seen: sql<string>`(select min(b.day)::text from extraction_health_daily b
        where b.source = extraction_health_daily.source and b.fingerprint = extraction_health_daily.fingerprint)`,
    })
    .from(t)
    .where(and(gte(t.day, from), lte(t.day, to)))
    .groupBy(t.source, t.fingerprint)
    .orderBy(asc(t.source), asc(t.fingerprint));
  return rows.map((r) => ({
    source: r.source,
    fingerprint: r.fingerprint,
    first_seen: r.first_seen,
    reports: r.reads ?? 0,
    rate: rateOf(r.filled, r.reports),
  }));
}

/**
 * The operators' view (issue 25): each source/field's rate per day over the last `days` UTC days,
 * today included, each design's rate over them, and what looks broken.
 */
export async function readExtractionHealth(db: DbOrTx, days: number, now: Date): Promise<TExtractionHealth> {
  const to = now.toISOString().slice(0, 10);
  const from = daysBefore(to, days - 1);
  const fields = await fieldSeries(db, from, to);
  const designs = await designRates(db, from, to);
  return { from, to, fields, designs, flags: flagExtractionHealth({ fields, designs, newSince: from }) };
}
