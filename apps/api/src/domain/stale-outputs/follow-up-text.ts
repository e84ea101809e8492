import { LISTING_STATUS_WORDS, type TListing, type TListingFacts } from '@pp/contract';
import { formatPrice } from '@pp/posts';

const STATUS_WORDS = LISTING_STATUS_WORDS;

/**
 * The sentence that brings an output to the listing's current facts, e.g. "Update: 1220 Garcia St
 * NE, Albuquerque is now pending at $215,000." Only what changed is said.
 */
export function updateSentence(listing: TListing, stated: TListingFacts): string {
  const place = [listing.address.street, listing.address.city].filter(Boolean).join(', ') || 'This home';
  const status = listing.status !== stated.status && listing.status ? STATUS_WORDS[listing.status] : null;
  const price = listing.price !== stated.price ? formatPrice(listing) : null;
  if (status && price) return `Update: ${place} is now ${status} at ${price}.`;
  if (status) return `Update: ${place} is now ${status}.`;
  if (price) return `Update: the price of ${place} is now ${price}.`;
  return `Update: ${place}.`;
}

/** A follow-up post: the update and the link (the property page while published). */
export const followUpText = (listing: TListing, stated: TListingFacts, link: string) =>
  `${updateSentence(listing, stated)}\n${link}`;

/** An edited post: the update above the text it had, so readers see what changed. */
export const updatedText = (listing: TListing, stated: TListingFacts, previousText: string) =>
  previousText ? `${updateSentence(listing, stated)}\n\n${previousText}` : updateSentence(listing, stated);
