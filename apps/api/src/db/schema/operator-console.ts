import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns';
import { users } from './users';

/**
 * An operator's TOTP second factor (issue 28). The secret is sealed with the token cipher (like the
 * platform tokens); `enabled_at` is set once a code from the authenticator app proved the enrolment.
 * `last_step` is the 30-second step of the last code accepted: a code at or before it is refused, so a
 * code seen over a shoulder or in a log cannot be used again within its window.
 */
export const operatorTotp = pgTable('operator_totp', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_sealed: text('secret_sealed').notNull(),
  enabled_at: instant('enabled_at'),
  last_step: bigint('last_step', { mode: 'number' }),
  ...createdAt(),
});

/**
 * The console sessions that presented a TOTP code: keyed by the sign-in (refresh-token family), so a
 * new sign-in, or one revoked, must verify again, and a stolen access token of another sign-in cannot
 * ride on this one's verification. The console answers only while `verified_at` is recent.
 */
export const operatorSessions = pgTable('operator_sessions', {
  session_id: uuid('session_id').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verified_at: instant('verified_at').notNull(),
});

/**
 * Every operator action: who (id, email and role as they were), what, on whom, why, when. Append-only:
 * a trigger refuses UPDATE and DELETE (migration 0018). No foreign keys on purpose: the entry outlives
 * the operator's and the target's accounts, which is the point of the log.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    ...serialId(),
    operator_id: uuid('operator_id').notNull(),
    operator_email: text('operator_email').notNull(),
    operator_role: text('operator_role').notNull(),
    action: text('action').notNull(),
    target_user_id: uuid('target_user_id'),
    /** What inside the account was acted on (a transaction id, an add-on), when not the account itself. */
    target_ref: text('target_ref'),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...createdAt(),
  },
  (t) => [
    index('operator_audit_target_idx').on(t.target_user_id, t.created_at),
    index('operator_audit_operator_idx').on(t.operator_id, t.created_at),
  ],
);
