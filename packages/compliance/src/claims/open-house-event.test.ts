import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: an open house under another name ("sneak peek Sunday", "public showing Saturday").
const now = new Date('2026-06-01T00:00:00Z');
const openHouses = (
  text: string,
  listing: keyof typeof LISTINGS = 'lee-marie', // lee-marie: for sale, none
) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === 'open_houses')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('an open house by another name', () => {
  it('reads a preview or public showing with a day after it as an open house', () => {
    expect(openHouses('Join us for a sneak preview this Sunday, 2 to 4.')).toEqual(['warn:sneak preview']);
    expect(openHouses('Public showings Saturday and Sunday, drop in anytime!')).toEqual([
      'warn:Public showings',
    ]);
    expect(openHouses('Open inspection tomorrow at noon, no appointment necessary.')).toEqual([
      'warn:Open inspection',
    ]);
  });

  it('blocks one on a listing that is sold', () => {
    expect(openHouses('Sneak peek Sunday afternoon!', 'birch-hollow')).toEqual(['block:Sneak peek']);
  });

  it('reads no open house in a photo, a subject line or a private showing', () => {
    expect(openHouses('Sneak peek at the new kitchen 👀')).toEqual([]);
    expect(openHouses('Preview: a fenced yard and a screened porch')).toEqual([]);
    expect(openHouses('Private preview Friday, by appointment only.')).toEqual([]);
    expect(openHouses('A sneak peek this morning from the new deck.')).toEqual([]);
  });
});

describe('an open house told as past', () => {
  it('reads no open house for a sold home that looks back on one', () => {
    expect(openHouses('Our open house two Sundays ago drew a line out the door.', 'birch-hollow')).toEqual(
      [],
    );
    expect(openHouses('The open house last weekend brought 25 families through.', 'birch-hollow')).toEqual(
      [],
    );
  });

  it('still reads an open house to come', () => {
    expect(openHouses('Open house this Sunday, 1-3 pm, see you there!', 'birch-hollow')).toEqual([
      'block:Open house',
    ]);
  });
});

describe('an open house its visitors came to', () => {
  it('reads no open house to come after a past visit', () => {
    expect(openHouses('Big thanks to all who attended the open house.', 'birch-hollow')).toEqual([]);
  });

  it('still reads an invitation to one', () => {
    expect(openHouses('Come to the open house Sunday at noon!', 'birch-hollow')).toEqual([
      'block:open house',
    ]);
  });
});
