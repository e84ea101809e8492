import type { DbOrTx } from '../../db/client';
import { operatorAuditLog } from '../../db/schema';
import type { Operator } from './console-operator';

export interface OperatorAction {
  action: string;
  targetUserId?: string | null;
  targetRef?: string | null;
  reason?: string;
  details?: Record<string, unknown>;
}

/**
 * Appends one entry to the operators' audit log. Callers pass the transaction of the action itself,
 * so an action and its entry commit together: nothing is done that the log does not show.
 */
export async function recordOperatorAction(db: DbOrTx, operator: Operator, entry: OperatorAction, now: Date) {
  await db.insert(operatorAuditLog).values({
    operator_id: operator.id,
    operator_email: operator.email,
    operator_role: operator.role,
    action: entry.action,
    target_user_id: entry.targetUserId ?? null,
    target_ref: entry.targetRef ?? null,
    reason: entry.reason ?? '',
    details: entry.details ?? {},
    created_at: now,
  });
}
