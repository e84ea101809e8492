import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a part the post calls original where the listing says it is new.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now })
    .filter((f) => f.feature)
    .map((f) => `${f.feature}:${f.severity}`);

describe('an original part', () => {
  it('contradicts a description that names the part new', () => {
    // maple-grove: "New roof in 2022".
    expect(features('Solid bones, and the original roof has held up fine.', LISTINGS['maple-grove'])).toEqual(
      ['new_roof:block'],
    );
  });

  it('is no claim where the description says nothing of the part, or where it is denied', () => {
    // cypress's description names no new roof.
    expect(features('Solid bones, and the original roof has held up fine.', LISTINGS.cypress)).toEqual([]);
    expect(features('Not the original roof: it was replaced.', LISTINGS['maple-grove'])).toEqual([]);
  });
});
