import { bigserial, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Column blocks most tables share, so each is written once (the SQL they make is unchanged:
 * `npm run db:generate -w @pp/api` finds nothing to migrate). Each call builds new columns: a
 * drizzle column belongs to the one table it is spread into.
 */

/** A point in time; every timestamp of the schema keeps its zone (timestamptz). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A random UUID primary key, for rows the API names in its addresses. */
export const uuidId = () => ({ id: uuid('id').primaryKey().defaultRandom() });

/** A bigserial primary key, for append-only rows that are never named from outside. */
export const serialId = () => ({ id: bigserial('id', { mode: 'number' }).primaryKey() });

export const createdAt = () => ({ created_at: instant('created_at').notNull().defaultNow() });

export const updatedAt = () => ({ updated_at: instant('updated_at').notNull().defaultNow() });

export const timestamps = () => ({ ...createdAt(), ...updatedAt() });
