import { randomBytes } from 'node:crypto';
import type { TListing } from '@pp/contract';
import { asciiSlug } from '../../lib/ascii-slug';

/**
 * The property page's slug: the address in words (readable in a shared link) and 8 random base-32
 * characters, so pages cannot be found by guessing addresses.
 */
export function makeSlug(listing: TListing): string {
  const { street, city, state } = listing.address;
  const words = asciiSlug([street, city, state].filter(Boolean).join(' '), 60);
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const tail = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  return words ? `${words}-${tail}` : `home-${tail}`;
}
