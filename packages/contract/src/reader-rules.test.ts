import { describe, expect, it } from 'vitest';
import { canonicalJson, ZReaderRulesDraftSchema, ZReaderRulesSchema } from './reader-rules';

const rules = (sources: unknown) => ({ version: 2, created_at: '2026-11-21T10:00:00.000Z', sources });

describe('reader rule sets (issue 25)', () => {
  it('accepts paths, selectors, labels and a closed list of transforms', () => {
    const parsed = ZReaderRulesSchema.parse(
      rules({
        zillow: {
          embedded: {
            scripts: [{ id: '__NEXT_DATA__' }],
            records: [['props', 'pageProps', 'componentProps', 'gdpClientCache', '*', 'property']],
            record_keys: ['zpid'],
            fields: [{ field: 'beds', paths: [['bedroomCount']], transform: 'count' }],
          },
          text: {
            fields: [
              { field: 'year_built', labels: ['Constructed'], pattern: '(\\d{4})', transform: 'year' },
              {
                field: 'status',
                selectors: ['[data-testid=pill]'],
                transform: 'status-map',
                status_map: { 'coming soon': 'for_sale' },
              },
            ],
          },
          labels: { baths_full: ['Full baths'] },
        },
      }),
    );
    expect(parsed.sources.zillow?.text?.fields[1]?.labels).toEqual([]);
  });

  it('refuses anything that is not data: unknown transforms, keys, fields and unbounded patterns', () => {
    const field = (extra: object) =>
      rules({
        redfin: { text: { fields: [{ field: 'beds', labels: ['Beds'], transform: 'count', ...extra }] } },
      });
    expect(ZReaderRulesSchema.safeParse(field({ transform: 'eval' })).success).toBe(false);
    expect(ZReaderRulesSchema.safeParse(field({ script: 'alert(1)' })).success).toBe(false);
    expect(ZReaderRulesSchema.safeParse(field({ field: 'photos' })).success).toBe(false);
    expect(ZReaderRulesSchema.safeParse(field({ pattern: '(a' })).success).toBe(false);
    expect(ZReaderRulesSchema.safeParse(field({ pattern: '(a)\\1' })).success).toBe(false);
    expect(ZReaderRulesSchema.safeParse(field({ pattern: 'a'.repeat(121) })).success).toBe(false);
    expect(ZReaderRulesSchema.safeParse(field({ labels: [] })).success).toBe(false);
    expect(ZReaderRulesSchema.safeParse(rules({ homes: {} })).success).toBe(false);
    expect(ZReaderRulesSchema.safeParse({ sources: {} }).success).toBe(false);
    // A draft is stamped by the publish command: no version or date yet.
    expect(ZReaderRulesDraftSchema.safeParse({ sources: {} }).success).toBe(true);
  });

  it('signs the same bytes whatever the key order (JSONB keeps its own)', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 'x' }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":"x","z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
  });
});
