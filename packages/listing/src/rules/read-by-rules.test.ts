import { type TReaderRules, ZReaderRulesSchema } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { extractListingWithReport } from '../extract-listing';
import { loadPage } from '../testing/load-page';
import { RENAMED_KEY_PAGE, RENAMED_KEY_RULES } from '../testing/renamed-key-page';
import { asCandidate, scoreReaderRules } from '../testing/score-rules';
import { BUILT_IN_READER_RULES, effectiveSourceRules } from './built-in-rules';
import { valuesAtPath } from './read-by-rules';

const published: TReaderRules = ZReaderRulesSchema.parse({
  ...RENAMED_KEY_RULES,
  version: 7,
  created_at: '2026-11-21T10:00:00.000Z',
});
const read = (rules?: TReaderRules) => {
  const page = loadPage(RENAMED_KEY_PAGE.html, RENAMED_KEY_PAGE.url);
  return extractListingWithReport(page.document, RENAMED_KEY_PAGE.url, { rules });
};

describe('reader rules (issue 25)', () => {
  it('the shipped reader misses what a redesign renamed; a published rule set reads it', () => {
    const before = read();
    expect(before.listing).toMatchObject({ beds: null, year_built: null, price: 325000 });
    expect(before.report.rulesVersion).toBe(BUILT_IN_READER_RULES.version);
    const after = read(published);
    expect(after.listing).toMatchObject({ beds: 4, year_built: 1931, price: 325000 });
    expect(after.listing.address.street).toBe('12 Elm St');
    expect(after.report.rulesVersion).toBe(7);
  });

  it('lays a published set over the built-in one: its labels first, the shipped ones kept', () => {
    const over = ZReaderRulesSchema.parse({
      version: 3,
      created_at: '2026-11-21T10:00:00.000Z',
      sources: {
        redfin: { labels: { year_built: ['Year Constructed'] } },
        realtor: { record_paths: [['x']] },
      },
    });
    expect(effectiveSourceRules(over, 'redfin').labels?.year_built).toEqual([
      'Year Constructed',
      'Year Built',
      'Built',
    ]);
    expect(effectiveSourceRules(over, 'redfin').labels?.baths_full).toHaveLength(3);
    expect(effectiveSourceRules(over, 'realtor').record_paths?.[0]).toEqual(['x']);
    expect(effectiveSourceRules(over, 'realtor').record_paths).toHaveLength(7);
    expect(effectiveSourceRules(null, 'trulia')).toMatchObject({ labels: {}, record_paths: [] });
  });

  it('follows paths through wildcards, arrays and JSON kept as text', () => {
    const root = { a: JSON.stringify({ k1: { p: 1 }, k2: { p: 2 } }), list: [{ q: 'x' }] };
    expect(valuesAtPath(root, ['a', '*', 'p'])).toEqual([1, 2]);
    expect(valuesAtPath(root, ['list', '0', 'q'])).toEqual(['x']);
    expect(valuesAtPath(root, ['missing', '*'])).toEqual([]);
  });

  it('scores candidate rules against the current ones on pages with expected fields (reader-rules test)', () => {
    const page = {
      name: 'renamed-key',
      source: 'zillow' as const,
      url: RENAMED_KEY_PAGE.url,
      synthetic: true,
      set: 'added-5' as const,
      page: 'renamed-key.html',
      html: () => RENAMED_KEY_PAGE.html,
      expected: { beds: 4, year_built: 1931, price: 325000 },
    };
    const score = scoreReaderRules([page], asCandidate(RENAMED_KEY_RULES), null);
    expect(score).toMatchObject({ pages: 1, fields: 3, current: 1, candidate: 3 });
    expect(score.changed).toEqual(['renamed-key beds: now right', 'renamed-key year_built: now right']);
  });
});
