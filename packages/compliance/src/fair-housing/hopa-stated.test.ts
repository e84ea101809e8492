import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';
import { hopaStated } from './hopa-stated';

describe('hopaStated', () => {
  it('reads the exemption named in words or by its acronym', () => {
    expect(hopaStated('55+ community operated under the Housing for Older Persons Act.')).toBe(true);
    expect(hopaStated('HOPA-qualified community for residents 62 and older.')).toBe(true);
    expect(hopaStated('Operated as housing for older persons.')).toBe(true);
  });
  it('does not read an age limit alone, or a negated claim, as the exemption', () => {
    expect(hopaStated('55+ community with a pool.')).toBe(false);
    expect(hopaStated('Not a HOPA community, but seniors preferred.')).toBe(false);
  });
});

describe('HOPA housing stated as such (42 U.S.C. §3607(b); HUD 1995 memo)', () => {
  it('is clean when the exemption is stated', () => {
    expect(checkFairHousing('Gated 55-and-over community; HOPA-compliant, ages verified.')).toEqual([]);
  });
  it('still warns on an age limit with no exemption stated', () => {
    const found = checkFairHousing('Gated 55-and-over community with a clubhouse.');
    expect(found.map((f) => f.severity)).toEqual(['warn']);
  });
});
