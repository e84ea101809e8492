import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the date an open house is said to be on, against the listing's open houses.
const now = new Date('2026-06-01T00:00:00Z');
const dates = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter(
      (c) =>
        c.field === 'open_houses' &&
        !/^(open house|casa abierta)$/.test(text.slice(c.start, c.end).toLowerCase()),
    )
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('open-house dates', () => {
  it('compares month and day with the listed open house (larkspur: Jan 10)', () => {
    expect(dates('Open house Sat Jan 10, 10–12!', LISTINGS.larkspur)).toEqual(['ok:Jan 10']);
    expect(dates('Open house Sat Jan 17, 10–12!', LISTINGS.larkspur)).toEqual(['block:Jan 17']);
    expect(dates('Open House: January 10th', LISTINGS.larkspur)).toEqual(['ok:January 10th']);
    expect(dates('open house 1/11 10-noon', LISTINGS.larkspur)).toEqual(['block:1/11']);
  });

  it('reads dates only in the sentence naming the open house', () => {
    expect(dates('Available Feb 1. Open house soon!', LISTINGS.larkspur)).toEqual([]);
  });

  it('reads through the dot of "Sat." and "Jan.", and Spanish dates', () => {
    expect(dates('OPEN HOUSE Sat. 1/17 11am-1pm', LISTINGS.larkspur)).toEqual(['block:1/17']);
    expect(dates('Open house Jan. 10', LISTINGS.larkspur)).toEqual(['ok:Jan. 10']);
    expect(dates('Casa abierta el 10 de enero', LISTINGS.larkspur)).toEqual(['ok:10 de enero']);
    expect(dates('Open house el 17 de enero', LISTINGS.larkspur)).toEqual(['block:17 de enero']);
  });
});
