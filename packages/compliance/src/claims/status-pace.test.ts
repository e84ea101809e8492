import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a sale opening a post with how fast it went, a market's closings named as a measure, and
// Vietnamese status words.
const now = new Date('2026-06-01T00:00:00Z');
const status = (text: string, listing = LISTINGS.okeefe) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'status')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('a sale with its pace', () => {
  it('reads "SOLD in 4 days" and "Sold after a weekend" opening a post as this home sold', () => {
    expect(status('SOLD in 4 days 🎉 thank you to the buyers!')).toEqual(['block:SOLD']);
    expect(status('Sold after a single weekend of showings.')).toEqual(['block:Sold']);
    expect(status('SOLD within a week.', LISTINGS['ne-183rd'])).toEqual(['ok:SOLD']);
  });

  it('leaves a market pace mid-sentence and "sold in" before a word alone', () => {
    expect(status('Townhomes nearby sold in 12 days on average this spring.')).toEqual([]);
    expect(status('Most listings in the Willows sold within two weeks.')).toEqual([]);
  });
});

describe('closings named as a measure', () => {
  it('reads "closed sales", "closed deals" and "closed volume" as no status', () => {
    expect(status('Closed sales in the county rose 6% year over year.')).toEqual([]);
    expect(status('Closed deals this quarter: 41.')).toEqual([]);
    expect(status('Closed volume topped $80M in May.')).toEqual([]);
  });

  it('still reads a closing of this home', () => {
    expect(status('Closed on Monday! Keys handed over.')).toEqual(['block:Closed']);
  });
});

describe('Vietnamese status words', () => {
  it('reads "đã bán" as sold and "cho thuê" as for rent', () => {
    expect(status('Đã bán! Cảm ơn quý khách.')).toEqual(['block:Đã bán']);
    expect(status('Đã bán nhà 2 phòng ngủ.', LISTINGS['ne-183rd'])).toEqual(['ok:Đã bán']);
    expect(status('Cho thuê căn hộ 1 phòng ngủ.')).toEqual(['block:Cho thuê']);
  });

  it('reads no status from English with the same letters', () => {
    expect(status('The HOA can ban short-term rentals.')).toEqual([]);
  });
});
