import type { TAuditEvent, TAuditExportQuery } from '@pp/contract';
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';

type AuditRow = typeof auditEvents.$inferSelect;

export const auditEventOut = (r: AuditRow): TAuditEvent => ({
  id: r.id,
  listing_id: r.listing_id,
  kind: r.kind,
  platform: r.platform,
  output_id: r.output_id,
  content: r.content as TAuditEvent['content'],
  findings: r.findings as TAuditEvent['findings'],
  accepted_warnings: r.accepted_warnings as TAuditEvent['accepted_warnings'],
  permission: r.permission as TAuditEvent['permission'],
  attribution: r.attribution as TAuditEvent['attribution'],
  facts: r.facts as TAuditEvent['facts'],
  created_at: r.created_at.toISOString(),
});

/** The day after a YYYY-MM-DD day, at 00:00 UTC: the end (exclusive) of a range that includes `to`. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * The user's audit events, oldest first: one listing's (kept after the listing is deleted, as the
 * trail has no foreign key to it), or those of a range of days (UTC, both ends included), or both.
 */
export async function listAuditEvents(
  db: DbOrTx,
  userId: string,
  filter: Pick<TAuditExportQuery, 'listing_id' | 'from' | 'to'>,
): Promise<TAuditEvent[]> {
  const where: SQL[] = [eq(auditEvents.user_id, userId)];
  if (filter.listing_id) where.push(eq(auditEvents.listing_id, filter.listing_id));
  if (filter.from) where.push(gte(auditEvents.created_at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) where.push(lt(auditEvents.created_at, dayAfter(filter.to)));
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(asc(auditEvents.created_at), asc(auditEvents.id));
  return rows.map(auditEventOut);
}
