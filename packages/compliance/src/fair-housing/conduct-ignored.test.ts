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

// Remarks on a marked trait, then "a neighbor dispute", "toughen up" (review-43's shapes, reworded).
describe('remarks on a trait, then no action', () => {
  it.each<[string, string]>([
    [
      "The notes about her turban are a tenant dispute and we don't get involved.",
      'conduct-ignored/religion block',
    ],
    [
      'Jokes from upstairs about your English are just a personal matter, grow a thicker skin.',
      'conduct-ignored/national_origin block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });
  it('leaves alone remarks acted on, and a dispute with no marked conduct', () => {
    expect(findingsOf('Comments about your accent were reported and we warned the tenant in 3A.')).toEqual(
      [],
    );
    expect(findingsOf('The parking spat is a neighbor dispute and we do not get involved.')).toEqual([]);
  });
});
