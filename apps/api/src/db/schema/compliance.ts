import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, uuidId } from './columns';
import { listingId, listings } from './listings';
import { ownerId } from './users';

/**
 * The listing broker's permission to advertise their listing (NAR Standard of Practice 12-4),
 * recorded once per listing before its first public output when the listing is not the agent's.
 */
export const listingPermissions = pgTable('listing_permissions', {
  listing_id: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  ...ownerId(),
  /** Who gave it: the listing broker or agent, as the agent names them. */
  granted_by: text('granted_by').notNull(),
  method: text('method', { enum: ['email', 'mls', 'written'] }).notNull(),
  /** The day it was given (YYYY-MM-DD), as the agent states it. */
  granted_on: text('granted_on').notNull(),
  note: text('note').notNull().default(''),
  ...createdAt(),
});

/**
 * The audit trail of public outputs (posts, scheduled posts, reels, property pages): what went out,
 * the findings shown, each warning accepted (who, when), the permission and the attribution used,
 * and the facts it stated (for staleness, NAR SoP 12-8). Rows are never updated or deleted: the
 * migration installs triggers that refuse it, except the cascade of the account's own deletion.
 * `listing_id` has no foreign key on purpose: a deleted listing's trail stays for the broker's review.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    ...uuidId(),
    ...ownerId(),
    listing_id: uuid('listing_id'),
    kind: text('kind', { enum: ['post', 'scheduled_post', 'reel', 'property_page'] }).notNull(),
    platform: text('platform').notNull(),
    /** The id of the promotion, scheduled post, reel or listing (page) the output is. */
    output_id: text('output_id').notNull(),
    content: jsonb('content').notNull(),
    findings: jsonb('findings').notNull().default([]),
    accepted_warnings: jsonb('accepted_warnings').notNull().default([]),
    permission: jsonb('permission'),
    attribution: jsonb('attribution').notNull(),
    facts: jsonb('facts').notNull(),
    ...createdAt(),
  },
  (t) => [
    index('audit_events_user_idx').on(t.user_id, t.created_at),
    index('audit_events_listing_idx').on(t.listing_id, t.created_at),
  ],
);

/**
 * What the agent did about an output that went stale (a price or status change): updated it,
 * deleted it and posted a follow-up, was reminded to change it on Marketplace, or (a post made in
 * the platform's own composer, a downloaded reel: no handle on it) was given the follow-up to post.
 * Append-only. `action` is text without a check constraint, so a new value needs no migration.
 */
export const outputFollowups = pgTable(
  'output_followups',
  {
    ...uuidId(),
    ...ownerId(),
    audit_event_id: uuid('audit_event_id').notNull(),
    action: text('action', {
      enum: ['updated', 'deleted_and_followed_up', 'marketplace_reminder', 'follow_up_reminder'],
    }).notNull(),
    /** The facts the output was brought to by this action. */
    facts: jsonb('facts').notNull(),
    ...createdAt(),
  },
  (t) => [
    index('output_followups_event_idx').on(t.audit_event_id),
    foreignKey({ columns: [t.audit_event_id], foreignColumns: [auditEvents.id] }).onDelete('cascade'),
  ],
);

/** When the listing's price or status last changed, and from what (the stale check compares facts). */
export const listingFactChanges = pgTable(
  'listing_fact_changes',
  {
    ...uuidId(),
    ...ownerId(),
    ...listingId(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    /** 'revisit' (the extension read the listing again) or 'agent' (set on the listing's page). */
    origin: text('origin', { enum: ['revisit', 'agent'] }).notNull(),
    changed_at: instant('changed_at').notNull().default(sql`now()`),
  },
  (t) => [index('listing_fact_changes_listing_idx').on(t.listing_id, t.changed_at)],
);
