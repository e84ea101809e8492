import { describe, expect, it } from 'vitest';
import { findingsOf } from './testing/family-cases';

// Wordings of our own: harassment described, then left alone; and harassment acted on.
describe('harassment described and then left alone (conduct-ignored.ts)', () => {
  it.each<[string, string]>([
    [
      'The super keeps commenting on her looks in the hallway; the owner says to stay out of it.',
      'conduct-ignored/sex block',
    ],
    [
      'Someone in 2C keeps calling the Ahmeds jihadis. It is a private matter, we are not getting involved.',
      'conduct-ignored/religion block',
    ],
    [
      'A tenant yells at him to go back where he came from; we were told to look the other way.',
      'conduct-ignored/national_origin block',
    ],
  ])('%s → %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });
  it.each([
    'A neighbor kept calling them terrorists; we warned him in writing and it stopped.',
    'Parking spats are a private matter; we stay out of it.',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text).filter((r) => r.startsWith('conduct-ignored'))).toEqual([]);
  });
});
