import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: Chinese bedroom counts (okeefe: 2 beds; lee-marie: 4 beds).
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}:${f.claim}`);

describe('Chinese bedroom counts', () => {
  it('reads a numeral before 房 as bedrooms against the listing', () => {
    expect(found('Menlo Park 三房 townhouse, 近 Caltrain.', 'okeefe')).toEqual(['beds:block:三房']);
    expect(found('Menlo Park 2房 townhouse, 近 Caltrain.', 'okeefe')).toEqual([]);
    expect(found('Charlotte 四房两卫, 学区好.', 'lee-marie')).toEqual([]);
  });

  it('reads no count in 房 words of their own, or in a count of listings', () => {
    expect(found('房东直租, 房租 $2,900.', 'okeefe').filter((f) => f.startsWith('beds'))).toEqual([]);
    expect(found('本周有两套房 open house.', 'okeefe').filter((f) => f.startsWith('beds'))).toEqual([]);
  });
});
