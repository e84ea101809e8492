import { describe, expect, it } from 'vitest';
import { type Feature, phraseTable, supportsIn, withoutDenials, withoutStripped } from './feature-lexicon';

const pool: Feature = {
  name: 'pool',
  claims: ['pool', 'in-ground pool', 'In Ground Pool'],
  support: /\bpool\b/,
  deny: /no pool|room for a pool/,
  strip: /community pool/,
};
const spa: Feature = { name: 'spa', claims: ['pool', 'hot tub'], support: /hot tub/ };

describe('feature lexicon helpers', () => {
  it('keys each claim phrase once, the first feature claiming it keeping it', () => {
    const table = phraseTable([pool, spa]);
    expect([...table.keys()]).toEqual(['pool', 'in ground pool', 'hot tub']);
    expect(table.get('pool')!.name).toBe('pool');
    expect(table.get('hot tub')!.name).toBe('spa');
  });

  it('blanks stripped and denied words before support is looked for', () => {
    const d = 'community pool access, no pool of its own, a pool table';
    const left = withoutDenials(pool, withoutStripped(pool, d));
    expect(left).not.toContain('community pool');
    expect(left).not.toContain('no pool');
    expect([...supportsIn(pool, left)].map((m) => m.index)).toEqual([left.indexOf('pool table')]);
    // The same answer the second time: the global pattern is reused from its start.
    expect([...supportsIn(pool, left)]).toHaveLength(1);
    expect(withoutStripped(spa, d)).toBe(d);
    expect(withoutDenials(spa, d)).toBe(d);
  });
});
