import type { TOperatorAuditEntry } from '@pp/contract';
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatorAuditLog } from '../../db/schema';

export const auditEntryOut = (e: typeof operatorAuditLog.$inferSelect): TOperatorAuditEntry => ({
  id: e.id,
  operator_email: e.operator_email,
  operator_role: e.operator_role,
  action: e.action,
  target_user_id: e.target_user_id,
  target_ref: e.target_ref,
  reason: e.reason,
  details: e.details,
  created_at: e.created_at.toISOString(),
});

/** The latest entries of the operators' audit log, newest first. */
export async function readAuditLog(db: DbOrTx, limit = 100): Promise<TOperatorAuditEntry[]> {
  const rows = await db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(limit);
  return rows.map(auditEntryOut);
}
