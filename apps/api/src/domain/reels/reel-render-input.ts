import { REEL_HEADLINES, type ReelTemplate, type TListing } from '@pp/contract';
import { formatFacts, formatPrice } from '@pp/posts';
import type { UserRow } from '../../db/schema';
import type { ReelRow } from './reel-out';
import type { ReelPhotoInput, ReelRenderInput } from './render/render-reel';

const sameName = (a: string, b: string | null) =>
  b !== null && a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The brokerage line of the end card, which advertising rules (NAR 12-5) never let us leave out.
 * Users have no brokerage of their own on file, so it comes from the listing: the agent's own
 * listing names its brokerage, anyone else's credits the listing brokerage; a listing without one
 * says so rather than inventing a firm.
 */
export function brokerageLine(listing: TListing, user: Pick<UserRow, 'full_name'>): string {
  if (!listing.brokerage) return 'Brokerage not listed';
  return sameName(user.full_name, listing.agent_name)
    ? listing.brokerage
    : `Listing courtesy of ${listing.brokerage}`;
}

/** What the renderer needs, from the reel row, its listing's saved data and the agent's profile. */
export function reelRenderInput(
  row: Pick<ReelRow, 'duration_sec' | 'template' | 'music'>,
  listing: TListing,
  user: Pick<UserRow, 'full_name' | 'phone_number'>,
  photos: ReelPhotoInput[],
  size: { width: number; height: number },
): ReelRenderInput {
  return {
    photos,
    durationSec: row.duration_sec,
    width: size.width,
    height: size.height,
    headline: REEL_HEADLINES[row.template as ReelTemplate],
    price: formatPrice(listing) ?? undefined,
    facts: formatFacts(listing) || undefined,
    street: listing.address.street ?? undefined,
    city: [listing.address.city, listing.address.state].filter(Boolean).join(', ') || undefined,
    agent: {
      name: user.full_name,
      brokerage: brokerageLine(listing, user),
      phone: user.phone_number || undefined,
    },
    link: listing.url,
    music: row.music,
  };
}
