import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId, uuidId } from './columns';
import { ownerId } from './users';

/**
 * Every change of an add-on counter, so counters can be audited and rebuilt (decisions.md).
 * `ref` names what caused it (checkout session, invoice, promotion id); the unique index makes
 * a grant or refund for the same cause impossible to apply twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    ...serialId(),
    ...ownerId(),
    addon: text('addon').notNull(),
    delta: integer('delta').notNull(),
    // refund: a credit given back after a failed publish; reversal: purchased credits taken back
    // because the payment was refunded.
    reason: text('reason', { enum: ['grant', 'purchase', 'debit', 'refund', 'reversal'] }).notNull(),
    ref: text('ref').notNull(),
    ...createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.user_id, t.addon),
    uniqueIndex('credit_ledger_once_idx').on(t.user_id, t.addon, t.reason, t.ref),
  ],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    ...ownerId(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    package_type: text('package_type', { enum: ['subscription', 'paygo'] }).notNull(),
    package_name: text('package_name').notNull(),
    credit_type: text('credit_type'),
    quantity: integer('quantity'),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['open', 'paid', 'declined', 'expired'] })
      .notNull()
      .default('open'),
    url: text('url').notNull(),
    fulfilled_at: instant('fulfilled_at'),
    ...createdAt(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.user_id)],
);

export const transactions = pgTable(
  'transactions',
  {
    ...uuidId(),
    ...ownerId(),
    /** Checkout session or invoice id: one transaction per payment, however often it is reported. */
    external_id: text('external_id').notNull(),
    card_name: text('card_name'),
    card_number: text('card_number'),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    receipt_url: text('receipt_url'),
    addon_name: text('addon_name'),
    payment_type: text('payment_type'),
    ...createdAt(),
  },
  (t) => [
    uniqueIndex('transactions_external_idx').on(t.external_id),
    index('transactions_user_idx').on(t.user_id, sql`${t.created_at} desc`),
  ],
);

/** Stripe events already applied; inserted in the same transaction as their effect. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  received_at: instant('received_at').notNull().defaultNow(),
});

/**
 * "One credit left" notices: claimed in the debit's transaction when a counter reaches 1, mailed after
 * the commit. Once per counter per period: `period_ref` is the ledger id of the counter's latest
 * grant or purchase ('none' before any), so a refill starts a new period and a refund does not.
 */
export const lowCreditNotices = pgTable(
  'low_credit_notices',
  {
    ...serialId(),
    ...ownerId(),
    addon: text('addon').notNull(),
    period_ref: text('period_ref').notNull(),
    ...createdAt(),
    mailed_at: instant('mailed_at'),
  },
  (t) => [uniqueIndex('low_credit_notices_once_idx').on(t.user_id, t.addon, t.period_ref)],
);
