import { type TReaderRules, ZReaderRulesDraftSchema, ZReaderRulesSchema } from '@pp/contract';
import { extractListing } from '../extract-listing';
import { compareListing, type FixtureCase } from './fixture-cases';
import { loadPage } from './load-page';

export type RulesScore = {
  pages: number;
  fields: number;
  current: number;
  candidate: number;
  changed: string[];
};

/** A draft as it would be published (version and date do not change what it reads). */
export const asCandidate = (draft: unknown): TReaderRules =>
  ZReaderRulesSchema.parse({
    version: 1,
    created_at: new Date(0).toISOString(),
    ...ZReaderRulesDraftSchema.parse(draft),
  });

const correctFields = (c: FixtureCase, rules: TReaderRules | null) => {
  const page = loadPage(c.html(), c.url);
  try {
    const results = compareListing(c.expected, extractListing(page.document, c.url, { rules }));
    return { total: results.length, right: results.filter((r) => r.correct).map((r) => r.field) };
  } finally {
    void page.close();
  }
};

/**
 * How many expected fields of the fixture pages the reader gets right with the candidate rules, beside
 * the current ones (the served set, or the built-in rules when none is published), and which pages'
 * fields changed either way: what an operator reads before publishing (`npm run reader-rules -- test`).
 */
export function scoreReaderRules(
  cases: FixtureCase[],
  candidate: TReaderRules,
  current: TReaderRules | null,
): RulesScore {
  const score: RulesScore = { pages: cases.length, fields: 0, current: 0, candidate: 0, changed: [] };
  for (const c of cases) {
    const { total, right: before } = correctFields(c, current);
    const after = correctFields(c, candidate).right;
    score.fields += total;
    score.current += before.length;
    score.candidate += after.length;
    for (const f of after.filter((f) => !before.includes(f))) score.changed.push(`${c.name} ${f}: now right`);
    for (const f of before.filter((f) => !after.includes(f))) score.changed.push(`${c.name} ${f}: now WRONG`);
  }
  return score;
}
