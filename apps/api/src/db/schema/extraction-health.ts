import type { ExtractionField, ListingSource } from '@pp/contract';
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Extraction health (issue 25): per UTC day, source, page design, reader version and field, how many
 * reads saw the field and what became of it. Counters only, added to by one upsert per report: no
 * row per report or per agent is kept, so the table grows with designs and days, never with use.
 */
export const extractionHealthDaily = pgTable(
  'extraction_health_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').$type<ListingSource>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    reader_version: text('reader_version').notNull(),
    field: text('field').$type<ExtractionField>().notNull(),
    /** Reads of this design that reported (every field of a read counts one). */
    reports: integer('reports').notNull().default(0),
    /** Reads in which some layer found the field. */
    filled: integer('filled').notNull().default(0),
    needs_confirmation: integer('needs_confirmation').notNull().default(0),
    /** Reads in which each layer found it, to tell which layer a redesign broke. */
    found_source: integer('found_source').notNull().default(0),
    found_structured: integer('found_structured').notNull().default(0),
    found_embedded: integer('found_embedded').notNull().default(0),
    found_text: integer('found_text').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.fingerprint, t.reader_version, t.field] })],
);
