import type { TReaderRules } from '@pp/contract';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Published reader rule sets (issue 25), one row per version, never changed once written: the served
 * set is the latest version, and an older one stays for the record (and to publish again as a new
 * version if a change goes wrong). The signature is made at publish time with the private key of the
 * publishing environment, so serving needs no key at all.
 */
export const readerRuleSets = pgTable('reader_rule_sets', {
  version: integer('version').primaryKey(),
  rules: jsonb('rules').$type<TReaderRules>().notNull(),
  /** Ed25519 over canonicalJson(rules), base64. */
  signature: text('signature').notNull(),
  ...createdAt(),
});
