import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidId } from './columns';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    ...uuidId(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['contact', 'support'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** SHA-256 of email+subject+message: the same message twice answers 409 (PRODUCT.md §7). */
    fingerprint: text('fingerprint').notNull(),
    ...createdAt(),
  },
  (t) => [index('contact_messages_fingerprint_idx').on(t.fingerprint, t.created_at)],
);
