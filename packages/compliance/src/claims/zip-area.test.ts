import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a ZIP after a city's possessive or named as an area ("in the 77079").
const now = new Date('2026-06-01T00:00:00Z');
const zips = (text: string, listing: keyof typeof LISTINGS) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === 'address.postal_code')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('ZIP after a possessive or an article', () => {
  it("reads the city's possessive ZIP", () => {
    expect(zips("Close to everything in Charlotte's 28262!", 'lee-marie')).toEqual(['block:28262']);
    expect(zips("Close to everything in Charlotte's 28269!", 'lee-marie')).toEqual(['ok:28269']);
  });

  it('reads "in the 77079" as a ZIP, not "the 13900 block" or an area', () => {
    expect(zips('Family home in the 77079.', 'marble-creek')).toEqual(['block:77079']);
    expect(zips('Family home in the 77077, near parks.', 'marble-creek')).toEqual(['ok:77077']);
    expect(zips('Homes near the 77079 school zone sell fast.', 'marble-creek')).toEqual(['block:77079']);
    expect(zips('On the 13900 block of Marble Creek.', 'marble-creek')).toEqual([]);
    expect(zips('In the 10000 sq ft range.', 'marble-creek')).toEqual([]);
  });
});
