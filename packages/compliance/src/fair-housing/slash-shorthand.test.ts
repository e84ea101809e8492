import { describe, expect, it } from 'vitest';
import { slashShorthand } from './slash-shorthand';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
const read = (text: string) => {
  const slash = text.indexOf('/');
  return slashShorthand(text, slash - 1, slash, slash, isWordChar);
};

describe('slashShorthand', () => {
  it('reads w/, w/o and w/c as with, without and wheelchair, and says where each stops', () => {
    expect(read('w/ garage')).toEqual({ end: 2, text: 'with' });
    expect(read('W/O kids')).toEqual({ end: 3, text: 'without' });
    expect(read('no w/c users')).toEqual({ end: 6, text: 'wheelchair' });
  });

  it('leaves a longer word after the slash to "with" and any other word before it alone', () => {
    expect(read('w/cable')).toEqual({ end: 2, text: 'with' });
    expect(read('w/office')).toEqual({ end: 2, text: 'with' });
    expect(slashShorthand('and/or', 0, 3, 3, isWordChar)).toBeNull();
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('w/c read as wheelchair, through the engine (slash-shorthand.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['no w/c users, third floor', 'no/handicap block'],
    ['no w/c, 3rd floor, no elevator', 'no/handicap block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each(['Unit is w/c accessible with a roll-in shower.'])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

// "n/a" after a class word is a refusal; after anything else it changes nothing (slash-shorthand.ts).
describe('n/a read as not accepted, through the engine (slash-shorthand.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['Housing vouchers: n/a. Credit check required.', 'NJ'],
    ['Kids n/a, 2nd floor walk-up.', 'NJ'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeFor(text, state)).toBe('block');
  });

  it.each(['Parking: n/a, street only.', 'HOA dues: N/A', 'Elevator n/a, third floor.'])(
    'leaves alone %s',
    (text) => {
      expect(outcomeFor(text, 'NJ')).toBe('ok');
    },
  );
});
