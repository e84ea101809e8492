import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: an MLS id after "MLS" or after an MLS's or portal's own name.
const now = new Date('2026-06-01T00:00:00Z');
const ids = (text: string, listing: keyof typeof LISTINGS) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === 'mls_id')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('an MLS id after a system or portal name', () => {
  it('reads the id after "NWMLS", "StreetEasy" or "NTREIS" against the listed one', () => {
    expect(ids('See NWMLS #2398653 for photos.', 'ne-183rd')).toEqual(['block:NWMLS #2398653']);
    expect(ids('See NWMLS #2398635 for photos.', 'ne-183rd')).toEqual(['ok:NWMLS #2398635']);
    expect(ids('On StreetEasy as S1789661.', 'e-9th')).toEqual([]);
    expect(ids('StreetEasy S1789661, corner one-bed.', 'e-9th')).toEqual(['block:StreetEasy S1789661']);
  });

  it('reads no id after a system name without one ("NWMLS member", "NTREIS 2 bed")', () => {
    expect(ids('Proud NWMLS member since 2009.', 'ne-183rd')).toEqual([]);
    expect(ids('NTREIS 2 bed search saved.', 'sparrow-hawk')).toEqual([]);
  });
});
