import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a creek, a pond or a canal seen from the home is a water view, not a plain view.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.feature ?? f.field}:${f.severity}`);

describe('water views of a creek, a pond or a canal', () => {
  it('names "pond views" and "views over the creek" water views the listing must state', () => {
    expect(found('Pond views from the primary suite.', 'falling-spring')).toEqual(['water_view:warn']);
    expect(found('Canal views and a deck out back.', 'birch-hollow')).toEqual([
      'water_view:warn',
      'deck:warn',
    ]);
  });

  it('reads a plain view as a view, and a creek without a view as none', () => {
    expect(found('Creek-side trails a short walk away.', 'falling-spring')).toEqual([]);
  });
});
