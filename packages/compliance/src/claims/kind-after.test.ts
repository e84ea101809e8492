import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a feature's kind said after it, as its predicate.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now })
    .filter((f) => f.feature)
    .map((f) => `${f.feature}:${f.severity}`);

describe('a kind after the feature', () => {
  // birch-hollow: "a detached garage".
  const birch = LISTINGS['birch-hollow'];

  it('reads "the garage is attached" against a detached garage', () => {
    expect(features('Bonus: the garage is attached, so no cold walks in January.', birch)).toEqual([
      'garage:block',
    ]);
    expect(features('Bonus: the garage is detached, a quiet spot for a workshop.', birch)).toEqual([]);
  });

  it('reads no kind from a word that is none', () => {
    expect(features('Bonus: the garage is heated and dry.', birch)).toEqual([]);
  });
});
