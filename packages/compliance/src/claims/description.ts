import type { TListing } from '@pp/contract';

/**
 * The listing's description as the feature readers search it: lower-cased, with hyphens, slashes
 * and runs of space made single spaces ("in-unit" reads "in unit"), cached per listing object
 * because the editor checks the same listing at every keystroke.
 */
const cache = new WeakMap<TListing, string>();

export const descriptionOf = (listing: TListing): string => {
  let d = cache.get(listing);
  if (d === undefined) {
    d = (listing.description ?? '')
      .toLowerCase()
      .replace(/[\u2010-\u2015]/g, '-')
      .replace(/\s+/g, ' ');
    cache.set(listing, d);
  }
  return d;
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  single: 1,
  two: 2,
  double: 2,
  three: 3,
  triple: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
};

/** The number in a count the description states ("2-car", "three fireplaces"), else NaN. */
export const countIn = (phrase: string): number => {
  const m = /\d+|one|single|two|double|three|triple|four|five|six|seven|eight/.exec(phrase);
  if (!m) return Number.NaN;
  return /\d/.test(m[0]) ? Number(m[0]) : (NUMBER_WORDS[m[0]] ?? Number.NaN);
};
