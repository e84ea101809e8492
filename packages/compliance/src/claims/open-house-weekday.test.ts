import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: an open house named by weekday alone, against the weekdays of the listed ones.
const now = new Date('2026-01-05T00:00:00Z');
// larkspur: one open house, Saturday January 10, 10:00-12:00.
const found = (text: string) =>
  checkClaims(text, LISTINGS.larkspur, { now }).map((f) => `${f.field}:${f.severity}`);

describe('an open house on a weekday', () => {
  it('blocks a weekday on which no listed open house falls', () => {
    expect(found('Come by our open house Friday from 4 to 6!')).toEqual(['open_houses:block']);
    expect(found('Open house this Wed, 5-7 pm.')).toEqual(['open_houses:block']);
  });

  it("leaves the listed weekday, a dated one to the date, and the sun's words", () => {
    expect(found('Open house this Saturday, 10 to noon.')).toEqual([]);
    expect(found('Open house Friday, Jan 10, 10 to noon.')).toEqual([]);
    expect(found('Open house: sun-soaked rooms, Saturday 10-12.')).toEqual([]);
  });
});
