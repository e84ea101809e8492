import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';
import { timeAfter } from './open-house-time';

// Issue 26: larkspur's open house is Jan 10, 10:00–12:00.
const now = new Date('2026-01-05T00:00:00Z');
const dates = (text: string) =>
  readClaims(text, LISTINGS.larkspur, { now })
    .filter((c) => c.field === 'open_houses' && /\d/.test(text.slice(c.start, c.end)))
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('open-house hours and the sentence after', () => {
  it('reads a start in any common notation', () => {
    expect(timeAfter(', 1–3 pm', 0)).toEqual({ hour: 13, minute: 0, exact: true });
    expect(timeAfter(' 10am-noon', 0)).toEqual({ hour: 10, minute: 0, exact: true });
    expect(timeAfter(', 11–1 pm', 0)).toEqual({ hour: 11, minute: 0, exact: true });
    expect(timeAfter(', 10–12', 0)).toEqual({ hour: 10, minute: 0, exact: false });
    expect(timeAfter(', 2026.', 0)).toBeNull();
  });

  it('blocks the listed day at hours the listing does not have', () => {
    expect(dates('Open house Saturday Jan 10, 1–3 pm.')).toEqual(['block:Jan 10']);
    expect(dates('Open house Saturday Jan 10, 10am–noon.')).toEqual(['ok:Jan 10']);
    expect(dates('Open house Jan 10, 2026.')).toEqual(['ok:Jan 10']);
  });

  it('reads the date in the sentence after the open house’s words', () => {
    expect(dates('Open House!\nSaturday Jan 17, 10–12')).toEqual(['block:Jan 17']);
    expect(dates('Open House!\nSaturday Jan 10, 10 am to 12 pm')).toEqual(['ok:Jan 10']);
    expect(dates('Open house soon! Available Feb 1.')).toEqual([]);
    expect(dates('Join us Saturday Jan 17 from 10 to noon for an open house!')).toEqual(['block:Jan 17']);
    expect(dates('Available Feb 1. Join us Jan 10 at 10 am for an open house!')).toEqual(['ok:Jan 10']);
  });
});
