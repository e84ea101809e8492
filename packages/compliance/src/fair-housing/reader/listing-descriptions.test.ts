import { describe, expect, it } from 'vitest';
import { LISTINGS } from '../../claims/corpus/listings';
import { checkFairHousing } from '../check-fair-housing';

describe('the second reader on real listing copy', () => {
  it('warns on none of the listing descriptions of the claim corpus (fixture pages of four portals)', () => {
    const descriptions = Object.values(LISTINGS).flatMap((l) => (l.description ? [l.description] : []));
    expect(descriptions.length).toBeGreaterThanOrEqual(10);
    for (const text of descriptions) {
      const warned = checkFairHousing(text, { state: 'NY' }).filter((f) =>
        f.rule?.startsWith('second-reader/'),
      );
      expect(
        warned.map((f) => f.phrase),
        text.slice(0, 60),
      ).toEqual([]);
    }
  });
});
