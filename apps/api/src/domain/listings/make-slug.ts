import { randomBytes } from 'node:crypto';
import type { TListing } from '@pp/contract';

/**
 * The property page's slug: the address in words (readable in a shared link) and 8 random base-32
 * characters, so pages cannot be found by guessing addresses.
 */
export function makeSlug(listing: TListing): string {
  const { street, city, state } = listing.address;
  const words = [street, city, state]
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const tail = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  return words ? `${words}-${tail}` : `home-${tail}`;
}
