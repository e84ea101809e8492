import type { PostLanguage, UserRole } from '@pp/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, timestamps, updatedAt, uuidId } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** One licence of the agent's: the issuing state (two letters) and its number as the state prints it. */
export interface AgentLicense {
  state: string;
  number: string;
}

export const users = pgTable(
  'users',
  {
    ...uuidId(),
    username: text('username').notNull(),
    full_name: text('full_name').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull().default(''),
    password_hash: text('password_hash'),
    /** 'user', or an operator ('support', 'admin'); granted only by `npm run admin -- grant`, never the API. */
    role: text('role').$type<UserRole>().notNull().default('user'),
    email_verified_at: instant('email_verified_at'),
    google_sub: text('google_sub'),
    is_google_account: boolean('is_google_account').notNull().default(false),
    // The four add-on counters; the ledger (credit_ledger) is the audit trail that rebuilds them.
    promote_to_facebook_marketplace: integer('promote_to_facebook_marketplace').notNull().default(0),
    promote_to_linkedin: integer('promote_to_linkedin').notNull().default(0),
    promote_to_twitter: integer('promote_to_twitter').notNull().default(0),
    reel_generation: integer('reel_generation').notNull().default(0),
    has_used_trial: boolean('has_used_trial').notNull().default(false),
    trial_end: instant('trial_end'),
    is_subscribed: boolean('is_subscribed').notNull().default(false),
    subscription_id: text('subscription_id'),
    subscription_end_date: instant('subscription_end_date'),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    package_name: text('package_name'),
    stripe_customer_id: text('stripe_customer_id'),
    /** When the user asked to be told that reels launched (Contents' 'Get Notified When Launched'). */
    reels_launch_notify_at: instant('reels_launch_notify_at'),
    /** Branding of the property pages: brokerage (always shown), accent colour (#rrggbb), licence number. */
    brokerage_name: text('brokerage_name').notNull().default(''),
    accent_color: text('accent_color').notNull().default(''),
    license_number: text('license_number').notNull().default(''),
    /**
     * The agent's real-estate licences, one per state ({ state: 'CA', number: '01234567' }), checked
     * against the state's published format when saved. Advertising in a state that requires the
     * licence number (the state rules table of @pp/compliance) prints the licence of that state.
     */
    licenses: jsonb('licenses').$type<AgentLicense[]>().notNull().default([]),
    /** A team the agent advertises under; states such as Ohio require it never outweigh the brokerage. */
    team_name: text('team_name').notNull().default(''),
    /** The language new posts start in ('en' or 'es', issue 26); each post may choose another. */
    default_language: text('default_language').$type<PostLanguage>().notNull().default('en'),
    /** The agent allowed their own posts to be quoted to the AI writer as style examples (issue 26). */
    voice_examples_opt_in: boolean('voice_examples_opt_in').notNull().default(false),
    /** Last time the web app handed the extension a session: the onboarding checklist's "extension" step. */
    extension_session_at: instant('extension_session_at'),
    /**
     * Set by an operator's lock (issue 28): no sign-in, no token, and the account's scheduled posts are
     * held (not failed) until an unlock clears it. `lock_reason` is what support wrote, for the console.
     */
    locked_at: instant('locked_at'),
    lock_reason: text('lock_reason').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_sub_idx').on(t.google_sub),
    check('users_fb_nonneg', sql`${t.promote_to_facebook_marketplace} >= 0`),
    check('users_li_nonneg', sql`${t.promote_to_linkedin} >= 0`),
    check('users_tw_nonneg', sql`${t.promote_to_twitter} >= 0`),
    check('users_reel_nonneg', sql`${t.reel_generation} >= 0`),
    check('users_default_language', sql`${t.default_language} in ('en', 'es')`),
    check('users_role', sql`${t.role} in ('user', 'support', 'admin')`),
  ],
);

/** The user a row belongs to; the row goes with the account. */
export const ownerId = () => ({
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** One image per user (the profile photo, the brokerage logo), typed by its bytes at upload. */
const userImageTable = (name: string) =>
  pgTable(name, {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    content_type: text('content_type').notNull(),
    data: bytea('data').notNull(),
    ...updatedAt(),
  });

export const userPhotos = userImageTable('user_photos');

/** The brokerage logo shown on property pages, typed by its bytes like the profile photo. */
export const userLogos = userImageTable('user_logos');

export type UserRow = typeof users.$inferSelect;
