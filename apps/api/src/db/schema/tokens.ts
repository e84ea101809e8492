import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, uuidId } from './columns';
import { ownerId } from './users';

/** Opaque refresh tokens, stored as SHA-256 hashes; one family per sign-in, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ...uuidId(),
    ...ownerId(),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: instant('expires_at').notNull(),
    rotated_at: instant('rotated_at'),
    revoked_at: instant('revoked_at'),
    ...createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id), index('refresh_tokens_user_idx').on(t.user_id)],
);

/** Single-use email links (verification 24 h, password reset 1 h), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    ...uuidId(),
    ...ownerId(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
    ...createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.user_id, t.purpose)],
);
