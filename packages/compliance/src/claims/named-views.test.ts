import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: ne-183rd states "scenic views" (no water); ocean-front-walk states "White Water Views".
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, key: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[key], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('views named by their water', () => {
  it('warns a named water view the listing does not state', () => {
    expect(keys('3 bed with Lake Washington views.', 'ne-183rd')).toEqual(['feature:water_view:warn']);
    expect(keys('2 bed with Hudson River views.', 'w-81st')).toEqual(['feature:water_view:warn']);
    expect(keys('3 bed with views of Lake Washington.', 'ne-183rd')).toEqual(['feature:water_view:warn']);
    expect(keys('3 bed with Lake Sammamish and mountain views.', 'ne-183rd')).toEqual([
      'feature:water_view:warn',
      'feature:mountain_view:warn',
    ]);
  });

  it('agrees where the listing states a water view, and reads plain views as views', () => {
    expect(keys('4 bed with Pacific Ocean views.', 'ocean-front-walk')).toEqual([]);
    expect(keys('3 bed with scenic views.', 'ne-183rd')).toEqual([]);
    expect(keys('3 bed with no Lake Washington views, but privacy.', 'ne-183rd')).toEqual([]);
  });
});
