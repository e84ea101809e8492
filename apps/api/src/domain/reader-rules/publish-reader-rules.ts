import type { KeyObject } from 'node:crypto';
import { type TSignedReaderRules, ZReaderRulesDraftSchema, ZReaderRulesSchema } from '@pp/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readerRuleSets } from '../../db/schema';
import { signReaderRules } from './signing-key';

/** The rule set the API serves: the latest version published, with its signature; null before the first. */
export async function latestReaderRules(db: Db): Promise<TSignedReaderRules | null> {
  const [row] = await db.select().from(readerRuleSets).orderBy(desc(readerRuleSets.version)).limit(1);
  return row ? { rules: row.rules, signature: row.signature } : null;
}

/**
 * Validates a draft, stamps it with the next version and the time, signs it and stores it: from then
 * on it is the served set. Throws the schema's complaint for a draft that is not a valid rule set. Two
 * publishes at once cannot both take a version: the second insert hits the primary key and fails.
 */
export async function publishReaderRules(
  db: Db,
  draft: unknown,
  key: KeyObject,
  now: Date,
): Promise<TSignedReaderRules> {
  const parsed = ZReaderRulesDraftSchema.parse(draft);
  const latest = await latestReaderRules(db);
  const rules = ZReaderRulesSchema.parse({
    ...parsed,
    version: (latest?.rules.version ?? 1) + 1,
    created_at: now.toISOString(),
  });
  const signature = signReaderRules(rules, key);
  await db.insert(readerRuleSets).values({ version: rules.version, rules, signature, created_at: now });
  return { rules, signature };
}
