import type { TListing } from '@pp/contract';
import { WORD_NUMBERS } from './tokenize';

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

/** The number in a count the description states ("2-car", "three fireplaces"), else NaN. */
export const countIn = (phrase: string): number => {
  const m = /\d+|one|single|two|double|three|triple|four|five|six|seven|eight/.exec(phrase);
  if (!m) return Number.NaN;
  return /\d/.test(m[0]) ? Number(m[0]) : (WORD_NUMBERS[m[0]] ?? Number.NaN);
};
